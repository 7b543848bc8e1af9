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

    init(_ scalars: [Unicode.Scalar], nonProse: NonProseRanges, specifiers: [Range<Int>],
         forms: [(form: [Unicode.Scalar], mark: LocaleProfile.TerminalMark)]) {
        var index = scalars.count
        while index > 0, Self.isTrailingDecoration(scalars[index - 1]) { index -= 1 }
        insertionPoint = index
        let end = Self.skippingClosers(scalars, from: index, nonProse: nonProse)
        if end > 0, let placeholder = specifiers.first(where: { $0.upperBound == end }) {
            endsWithPlaceholder = true
            var before = placeholder.lowerBound
            while before > 0, scalars[before - 1].properties.isWhitespace { before -= 1 }
            let inner = Self.skippingClosers(scalars, from: before, nonProse: nonProse)
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
                let before = Self.skippingClosers(scalars, from: range.lowerBound, nonProse: nonProse)
                placeholderBeforeMark = specifiers.contains { $0.upperBound == before && before > 0 }
            } else {
                placeholderBeforeMark = false
            }
        }
    }

    /// The longest written form of a mark that ends at `end`.
    private static func mark(endingAt end: Int, in scalars: [Unicode.Scalar],
                             forms: [(form: [Unicode.Scalar], mark: LocaleProfile.TerminalMark)])
        -> (mark: LocaleProfile.TerminalMark, range: Range<Int>)? {
        for (form, mark) in forms where !form.isEmpty && form.count <= end {
            if scalars[(end - form.count)..<end].elementsEqual(form) {
                return (mark, (end - form.count)..<end)
            }
        }
        return nil
    }

    /// Moves back over closing quotation marks, closing brackets, Markdown emphasis, closing tags and the
    /// spaces between them (« %@ »).
    private static func skippingClosers(_ scalars: [Unicode.Scalar], from start: Int, nonProse: NonProseRanges) -> Int {
        var index = start
        while index > 0 {
            let scalar = scalars[index - 1]
            if closers.contains(scalar) || scalar.properties.isWhitespace || isTrailingDecoration(scalar) {
                index -= 1
            } else if scalar == ">", let tag = nonProse.ranges.last(where: { $0.upperBound == index }),
                      scalars[tag.lowerBound] == "<" {
                index = tag.lowerBound
            } else {
                break
            }
        }
        return index
    }

    /// Spaces, bidi and other format controls, emoji and other symbols, variation selectors.
    private static func isTrailingDecoration(_ scalar: Unicode.Scalar) -> Bool {
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
    private static let closers: Set<Unicode.Scalar> = QuotationScan.allMarks
        .union([")", "]", "}", "\u{FF09}", "\u{FF3D}", "\u{FF5D}", "\u{3011}", "\u{3009}", "\u{300B}", "\u{3015}",
                "*", "_", "~", "`"])
}
