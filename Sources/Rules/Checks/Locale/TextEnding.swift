import CopyText
import Language

/// How a string ends, for `end-punctuation-mismatch`: its last terminal mark, read through what may follow a
/// mark without changing it (trailing spaces, bidi controls, emoji, closing quotation marks and brackets,
/// Markdown emphasis, closing tags), and whether a placeholder ends the text instead.
struct TextEnding {
    /// The terminal mark the text ends with, if it is one of the five the rule compares.
    let mark: LocaleProfile.TerminalMark?
    /// Where that mark's written form is (one scalar, or several for `...`, `か。`).
    let markRange: Range<Int>?
    /// True when a format specifier, not a mark or a word, ends the text.
    let endsWithPlaceholder: Bool
    /// The ending of the text before that placeholder, when `endsWithPlaceholder` ("Failed. %@" → the period).
    let beforePlaceholder: (mark: LocaleProfile.TerminalMark?, range: Range<Int>?)?
    /// True when a placeholder stands right before the mark ("Delete “%@”?"): the text ends with its
    /// placeholder but for the mark.
    let placeholderBeforeMark: Bool
    /// Where a missing mark goes: after the last word and its closing quotes or brackets, before trailing
    /// spaces and emoji.
    let insertionPoint: Int

    /// Reads the ending of `scalars`. `nonProse` (the string's tags and specifiers) is asked for only when a `>`
    /// must be read as the end of a tag; `specifiers` (its well-formed format specifiers, as
    /// `NonProseRanges.specifierRanges`: the parser alone, without the tag and address scans) only when the text
    /// can hold a placeholder (a `%` or `％`) and one may end where it is looked for.
    init(_ scalars: [Unicode.Scalar], nonProse: () -> NonProseRanges, specifiers readSpecifiers: () -> [Range<Int>],
         forms: [(form: [Unicode.Scalar], mark: LocaleProfile.TerminalMark)]) {
        var cachedNonProse: NonProseRanges?
        func ranges() -> NonProseRanges {
            if let cachedNonProse { return cachedNonProse }
            let computed = nonProse()
            cachedNonProse = computed
            return computed
        }
        // Format specifiers start with `%` or `％`: without one, the text has none.
        let mayHoldSpecifiers = scalars.contains { $0 == "%" || $0 == "\u{FF05}" }
        var cachedSpecifiers: [Range<Int>]?
        func specifiers() -> [Range<Int>] {
            guard mayHoldSpecifiers else { return [] }
            if let cachedSpecifiers { return cachedSpecifiers }
            let computed = readSpecifiers()
            cachedSpecifiers = computed
            return computed
        }
        var index = scalars.count
        while index > 0, Self.isTrailingDecoration(scalars[index - 1]) { index -= 1 }
        insertionPoint = index
        let end = Self.skippingClosers(scalars, from: index, nonProse: ranges)
        if end > 0, let placeholder = specifiers().first(where: { $0.upperBound == end }) {
            endsWithPlaceholder = true
            var before = placeholder.lowerBound
            while before > 0, scalars[before - 1].properties.isWhitespace { before -= 1 }
            let inner = Self.skippingClosers(scalars, from: before, nonProse: ranges)
            let found = Self.mark(endingAt: inner, in: scalars, forms: forms)
            beforePlaceholder = (found?.mark, found?.range)
            mark = nil
            markRange = nil
            placeholderBeforeMark = false
        } else {
            endsWithPlaceholder = false
            beforePlaceholder = nil
            let found = Self.mark(endingAt: end, in: scalars, forms: forms)
            mark = found?.mark
            markRange = found?.range
            if let range = found?.range {
                let before = Self.skippingClosers(scalars, from: range.lowerBound, nonProse: ranges)
                placeholderBeforeMark = before > 0 && specifiers().contains { $0.upperBound == before }
            } else {
                placeholderBeforeMark = false
            }
        }
    }

    /// The longest written form of a mark that ends at `end`.
    private static func mark(endingAt end: Int, in scalars: [Unicode.Scalar],
                             forms: [(form: [Unicode.Scalar], mark: LocaleProfile.TerminalMark)])
        -> (mark: LocaleProfile.TerminalMark, range: Range<Int>)? {
        // Read in place: iterating the entries would copy (retain) each form.
        forms.withUnsafeBufferPointer { entries -> (mark: LocaleProfile.TerminalMark, range: Range<Int>)? in
            scalars.withUnsafeBufferPointer { scalars -> (mark: LocaleProfile.TerminalMark, range: Range<Int>)? in
                for entry in entries.indices {
                    let count = entries[entry].form.count
                    guard count > 0, count <= end else { continue }
                    let matches = entries[entry].form.withUnsafeBufferPointer { form in
                        var offset = 0
                        while offset < count, scalars[end - count + offset] == form[offset] { offset += 1 }
                        return offset == count
                    }
                    if matches { return (mark: entries[entry].mark, range: (end - count)..<end) }
                }
                return nil
            }
        }
    }

    /// Moves back over closing quotation marks, closing brackets, Markdown emphasis, closing tags and the
    /// spaces between them (« %@ »).
    private static func skippingClosers(_ scalars: [Unicode.Scalar], from start: Int,
                                        nonProse: () -> NonProseRanges) -> Int {
        var index = start
        while index > 0 {
            let scalar = scalars[index - 1]
            if isCloser(scalar) || isTrailingDecoration(scalar) || isWhitespace(scalar) {
                index -= 1
            } else if scalar == ">", let tag = nonProse().ranges.last(where: { $0.upperBound == index }),
                      scalars[tag.lowerBound] == "<" {
                index = tag.lowerBound
            } else {
                break
            }
        }
        return index
    }

    @inline(__always)
    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        ScalarClass.flags(scalar).contains(.whitespace)
    }

    /// Spaces, bidi and other format controls, emoji and other symbols, variation selectors.
    static func isTrailingDecoration(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII: the controls (Cc), the space (Zs) and the grave accent (Sk); no ASCII scalar is a format
        // control, another symbol or an emoji presentation, and the caret (Sk) is excluded below.
        let value = scalar.value
        if value < 0x80 { return value <= 0x20 || value == 0x7F || value == 0x60 }
        if value < decorationLookupEnd { return decorationLookup[Int(value)] }
        // The Han ideographs and the Hangul syllables are letters (Lo), or unassigned: no decoration.
        if value &- 0x4E00 <= 0x9FFF - 0x4E00 || value &- 0xAC00 <= 0xD7A3 - 0xAC00 { return false }
        return isDecorationByProperties(scalar)
    }

    /// One past the last scalar of `decorationLookup`.
    private static let decorationLookupEnd: UInt32 = 0x3400

    /// `isDecorationByProperties` for U+0000–U+33FF (the alphabets, punctuation, symbols, kana and CJK symbols),
    /// worked out once per process: the property queries cost more than the rest of a string's ending.
    private static let decorationLookup: [Bool] = (0..<decorationLookupEnd).map { value in
        Unicode.Scalar(value).map(isDecorationByProperties) ?? false
    }

    /// `isTrailingDecoration` from the scalar's Unicode properties (the exact reading, for every scalar).
    static func isDecorationByProperties(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .format, .otherSymbol, .modifierSymbol, .control:
            return scalar != "^"
        default:
            // Variation selectors and the keycap mark belong to the emoji before them.
            return properties.isWhitespace || properties.isEmojiPresentation || (0xFE00...0xFE0F).contains(scalar.value)
                || (0xE0100...0xE01EF).contains(scalar.value) || scalar.value == 0x20E3
        }
    }

    /// Closing quotation marks and brackets, and Markdown emphasis.
    static let closers: Set<Unicode.Scalar> = QuotationScan.allMarks
        .union([")", "]", "}", "\u{FF09}", "\u{FF3D}", "\u{FF5D}", "\u{3011}", "\u{3009}", "\u{300B}", "\u{3015}",
                "*", "_", "~", "`"])

    /// `closers.contains(scalar)` without hashing.
    @inline(__always)
    static func isCloser(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x29, 0x5D, 0x7D, 0x2A, 0x5F, 0x7E, 0x60, 0xFF09, 0xFF3D, 0xFF5D, 0x3011, 0x3009, 0x300B, 0x3015: return true
        default: return QuotationScan.isMark(scalar)
        }
    }
}
