/// Finds the format specifiers of an Apple-platform string (printf plus `%@`, `n$` positions, `%#@name@`
/// substitutions and the xcstrings `%arg` token) and the placeholders that are broken, so localization rules can
/// compare a translation's arguments with its source's and point at mistakes.
///
/// A percent sign counts as a specifier only when it is one for printf, with two refinements that keep ordinary
/// prose from being read as placeholders. A string that has no unambiguous specifier (and no `%%`) is not treated as a
/// format string, so in it:
/// - a `%` that starts nothing (`Test %`, `50% off`) is literal text rather than an unescaped percent;
/// - `% d` / `% i` (the space flag, legal in printf but usually "50% de descuento") is literal text;
/// - a rarely used conversion letter glued to a word (`50%off` would be `%o` then "ff"), with or without a hyphen
///   before it (`100%-os`, a Hungarian suffix), is literal text.
/// As soon as the string has one clear specifier, printf's reading applies: those become specifiers, and a `%`
/// that starts nothing is reported as malformed ("write %% for a percent sign").
///
/// Always malformed, whatever else the string holds: a space flag where it is not valid (`% @`, `%1$ @`, `% lu`), a
/// space or invisible character between `%` and the rest (`%\u{A0}@`, `%\u{200F}@`, `% 1$@`), `n$` with nothing
/// valid after it, `%#@name` without its closing `@`, and a full-width `％` (U+FF05) in front of something
/// specifier-like (`％@`, `％1$@`, `％lld`, `％d`; not `50％OFF` or `50％off`).
public enum FormatSpecifierParser {
    /// Parses `text` in one pass over its UTF-8 bytes. Both arrays are in text order; ranges are Unicode-scalar
    /// offsets into `text`.
    public static func parse(_ text: String) -> (specifiers: [FormatSpecifier], malformed: [MalformedSpecifier]) {
        // Every candidate starts at a percent sign, so a string without one has nothing to report.
        guard mayHoldSpecifiers(text) else { return ([], []) }
        var contiguous = text
        return contiguous.withUTF8 { buffer in
            var scan = FormatSpecifierScan(bytes: buffer)
            return scan.run()
        }
    }
}

extension FormatSpecifierParser {
    /// Whether `text` holds a percent sign, ASCII `%` or full-width `％` (U+FF05, EF BC 85 in UTF-8). Without one
    /// `parse` finds nothing, so callers may skip work on such strings (most UI strings).
    public static func mayHoldSpecifiers(_ text: String) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable(containsPercentSign) { return found }
        var contiguous = text
        return contiguous.withUTF8(containsPercentSign)
    }

    /// The byte loop of `mayHoldSpecifiers`: eight bytes at a time, looking at single bytes only in a chunk that
    /// holds a `%` (0x25) or an 0xEF (the lead byte of `％`, and of other full-width forms). The last chunk ends at
    /// the text's end, overlapping the one before, so no byte is left for a loop of its own; a text shorter than
    /// a chunk is looked at byte by byte.
    public static func containsPercentSign(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        guard count >= 8, let base = bytes.baseAddress else {
            for index in 0..<count where isPercentSign(at: index, in: bytes) { return true }
            return false
        }
        let lastWord = count - 8
        var index = 0
        while true {
            let at = Swift.min(index, lastWord)
            let chunk = ByteChunks.load(base, at: at)
            if ByteChunks.matches(0x25, in: chunk) | ByteChunks.matches(0xEF, in: chunk) != 0 {
                for offset in at..<(at + 8) where isPercentSign(at: offset, in: bytes) { return true }
            }
            if at == lastWord { return false }
            index += 8
        }
    }

    /// Whether a `%` or a `％` (EF BC 85) starts at `index`.
    private static func isPercentSign(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let byte = bytes[index]
        if byte == UInt8(ascii: "%") { return true }
        return byte == 0xEF && index + 2 < bytes.count && bytes[index + 1] == 0xBC && bytes[index + 2] == 0x85
    }

}

/// One scan of one string: walks the bytes, records candidates, then keeps those the string's evidence supports.
struct FormatSpecifierScan {
    private static let spacedSubstitutionReason = "spaces inside a substitution token (write %#@name@)"
    private static let percent = UInt8(ascii: "%")
    private static let space = UInt8(ascii: " ")

    private let bytes: UnsafeBufferPointer<UInt8>
    private let grammar: FormatSpecifierGrammar
    /// Candidates in text order. An ambiguous specifier or a loose (unescaped) `%` counts only in a format string:
    /// one with a clear candidate, a specifier that is not ambiguous or a problem that is not a loose `%`.
    private var specifiers: [FormatSpecifier] = []
    private var malformed: [MalformedSpecifier] = []
    private var hasClearCandidate = false

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.grammar = FormatSpecifierGrammar(bytes: bytes)
    }

    mutating func run() -> (specifiers: [FormatSpecifier], malformed: [MalformedSpecifier]) {
        var index = 0
        var scalar = 0
        let count = bytes.count
        while index < count {
            // Eight bytes at a time while none of them is a `%` or the lead byte of `％`: only their scalars count.
            if index + 8 <= count {
                let chunk = ByteChunks.chunk(at: index, in: bytes)
                if !ByteChunks.contains(Self.percent, in: chunk) && !ByteChunks.contains(0xEF, in: chunk) {
                    scalar += ByteChunks.scalarStarts(in: chunk)
                    index += 8
                    continue
                }
            }
            let byte = bytes[index]
            if byte == Self.percent || (byte == 0xEF && index + 2 < count && bytes[index + 1] == 0xBC && bytes[index + 2] == 0x85) {
                let end = byte == Self.percent ? handlePercent(at: index, scalar: scalar) : handleFullWidthPercent(at: index, scalar: scalar)
                scalar += scalarCount(index..<end)
                index = end
                continue
            }
            if byte & 0xC0 != 0x80 { scalar += 1 }
            index += 1
        }
        return resolved()
    }

    /// Every candidate when the string is a format string. Otherwise every candidate is ambiguous or loose, and
    /// none is kept.
    private func resolved() -> (specifiers: [FormatSpecifier], malformed: [MalformedSpecifier]) {
        hasClearCandidate ? (specifiers, malformed) : ([], [])
    }

    /// Conversion letters that UI strings hardly ever use, so `%o` glued to a word ("50%off") is likely prose:
    /// `oOeEgGaAcCFDUpS`.
    static func isRareConversion(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "o"), UInt8(ascii: "O"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"), UInt8(ascii: "G"),
             UInt8(ascii: "a"), UInt8(ascii: "A"), UInt8(ascii: "c"), UInt8(ascii: "C"), UInt8(ascii: "F"), UInt8(ascii: "D"),
             UInt8(ascii: "U"), UInt8(ascii: "p"), UInt8(ascii: "S"):
            return true
        default:
            return false
        }
    }

    private mutating func addSpecifier(_ specifier: FormatSpecifier, ambiguous: Bool) {
        if !ambiguous { hasClearCandidate = true }
        specifiers.append(specifier)
    }

    private mutating func addLoosePercent(_ problem: MalformedSpecifier) {
        malformed.append(problem)
    }

    // MARK: - One percent sign

    /// Handles the ASCII `%` at `start` and returns the byte index where scanning resumes.
    private mutating func handlePercent(at start: Int, scalar: Int) -> Int {
        switch grammar.match(at: start + 1) {
        case let .specifier(body):
            return handleBody(body, percentAt: start, scalar: scalar)
        case let .substitution(position, name, end):
            let specifier = FormatSpecifier(
                text: string(start..<end), scalarRange: scalar..<(scalar + end - start), position: position,
                conversion: "#", conversionClass: .substitution, substitutionName: string(name)
            )
            addSpecifier(specifier, ambiguous: false)
            return end
        case let .unclosedSubstitution(nameStart, end):
            if let spacedEnd = grammar.spacedSubstitutionEnd(from: end, nameRequired: end == nameStart, alreadySplit: false) {
                addMalformed(start..<spacedEnd, scalar: scalar, reason: Self.spacedSubstitutionReason)
                return spacedEnd
            }
            addMalformed(start..<end, scalar: scalar, reason: "substitution token has no closing @ (write %#@name@)")
            return end
        case let .substitutionArgument(end):
            let specifier = FormatSpecifier(
                text: string(start..<end), scalarRange: scalar..<(scalar + end - start),
                conversion: "#", conversionClass: .substitutionArgument
            )
            addSpecifier(specifier, ambiguous: false)
            return end
        case let .danglingPosition(end):
            let gap = grammar.gapLength(from: end)
            if gap > 0, let specifierEnd = specifierEnd(at: end + gap, requireIntent: false) {
                addMalformed(start..<specifierEnd, scalar: scalar, reason: "space or invisible character inside a positional specifier")
                return specifierEnd
            }
            addMalformed(start..<end, scalar: scalar, reason: "positional \(string(start..<end)) is not followed by a conversion")
            return end
        case .none:
            return handleUnmatchedPercent(at: start, scalar: scalar)
        }
    }

    private mutating func handleBody(_ body: FormatSpecifierGrammar.Body, percentAt start: Int, scalar: Int) -> Int {
        let conversion = body.conversion
        let hasSpaceFlag = bytes[body.flags].contains(Self.space)
        let spaceFlagAllowed = conversion == UInt8(ascii: "d") || conversion == UInt8(ascii: "i")
        if hasSpaceFlag && !spaceFlagAllowed {
            let showsIntent = body.position != nil || conversion == UInt8(ascii: "@") || modifierFitsConversion(body)
                || body.width != nil || body.precision != nil
            guard showsIntent else { return handleUnmatchedPercent(at: start, scalar: scalar) }
            if conversion == UInt8(ascii: "@"), bytes[body.flags].contains(UInt8(ascii: "#")),
               let spacedEnd = grammar.spacedSubstitutionEnd(from: body.end, nameRequired: true, alreadySplit: true) {
                addMalformed(start..<spacedEnd, scalar: scalar, reason: Self.spacedSubstitutionReason)
                return spacedEnd
            }
            let letter = Character(Unicode.Scalar(conversion))
            let reason = conversion == UInt8(ascii: "@")
                ? "space between % and @ (the object conversion takes no space flag)"
                : "space flag is not valid before '\(letter)'"
            addMalformed(start..<body.end, scalar: scalar, reason: reason)
            return body.end
        }
        guard let conversionClass = ConversionClass(conversionByte: conversion) else {
            return handleUnmatchedPercent(at: start, scalar: scalar)
        }
        // A lone `-` flag is the hyphen of a suffix on a percentage ("100%-os" in Hungarian), not left alignment.
        let flags = bytes[body.flags]
        let isBare = body.position == nil && (flags.isEmpty || flags.elementsEqual([UInt8(ascii: "-")]))
            && body.width == nil && body.precision == nil && body.lengthModifier.isEmpty
        let gluedToWord = isBare && Self.isRareConversion(conversion)
            && body.end < bytes.count && FormatSpecifierGrammar.isASCIILetter(bytes[body.end])
        let ambiguous = (hasSpaceFlag && body.position == nil) || gluedToWord
        let specifier = FormatSpecifier(
            text: string(start..<body.end), scalarRange: scalar..<(scalar + body.end - start), position: body.position,
            flags: string(body.flags), width: body.width.map(string), precision: body.precision.map(string),
            lengthModifier: string(body.lengthModifier), conversion: Character(Unicode.Scalar(conversion)),
            conversionClass: conversionClass
        )
        addSpecifier(specifier, ambiguous: ambiguous)
        return body.end
    }

    /// A `%` that starts no specifier: broken by a space or invisible character when a clear specifier follows the
    /// gap, otherwise an unescaped percent sign (malformed only in a format string).
    private mutating func handleUnmatchedPercent(at start: Int, scalar: Int) -> Int {
        let gap = grammar.gapLength(from: start + 1)
        if gap > 0, let end = specifierEnd(at: start + 1 + gap, requireIntent: true) {
            addMalformed(start..<end, scalar: scalar, reason: "space or invisible character between % and the rest of the specifier")
            return end
        }
        let problem = MalformedSpecifier(
            text: "%", scalarRange: scalar..<(scalar + 1), reason: "unescaped % in a format string (write %% for a percent sign)"
        )
        addLoosePercent(problem)
        return start + 1
    }

    /// Handles the full-width `％` at `start` (3 bytes): malformed when what follows reads as a specifier.
    private mutating func handleFullWidthPercent(at start: Int, scalar: Int) -> Int {
        let afterSign = start + 3
        var end: Int?
        switch grammar.match(at: afterSign) {
        case let .specifier(body):
            let conversion = body.conversion
            let isLowercase = conversion >= UInt8(ascii: "a") && conversion <= UInt8(ascii: "z")
            let endsWord = body.end == bytes.count || !FormatSpecifierGrammar.isASCIILetter(bytes[body.end])
            let looksLikeSpecifier = body.position != nil || conversion == UInt8(ascii: "@") || !body.lengthModifier.isEmpty
                || (isLowercase && endsWord)
            if conversion != Self.percent && !bytes[body.flags].contains(Self.space) && looksLikeSpecifier { end = body.end }
        case let .substitution(_, _, tokenEnd), let .substitutionArgument(tokenEnd), let .danglingPosition(tokenEnd):
            end = tokenEnd
        case let .unclosedSubstitution(_, tokenEnd):
            end = tokenEnd
        case .none:
            end = nil
        }
        guard let end else { return afterSign }
        addMalformed(start..<end, scalar: scalar, reason: "full-width percent sign ％ (U+FF05) instead of %")
        return end
    }

    /// The end of a specifier starting at `index` (after a gap). With `requireIntent`, only forms no prose takes:
    /// a position, `@`, a length modifier, a substitution token or `arg`.
    private func specifierEnd(at index: Int, requireIntent: Bool) -> Int? {
        switch grammar.match(at: index) {
        case let .specifier(body):
            guard body.conversion != Self.percent else { return nil }
            let intent = body.position != nil || body.conversion == UInt8(ascii: "@") || modifierFitsConversion(body)
            return !requireIntent || intent ? body.end : nil
        case let .substitution(_, _, end), let .substitutionArgument(end):
            return end
        case .unclosedSubstitution, .danglingPosition, .none:
            return nil
        }
    }

    /// Whether the body has a length modifier that means something with its conversion (`%ld`, `%hhx`, `%zu`, `%ls`,
    /// `%Lf`): a sign of a specifier meant as one. A modifier letter before a conversion it does not go with is the
    /// start of a word after a percent sign ("100% tagatud", "50 % les"), not a specifier typed with a space.
    private func modifierFitsConversion(_ body: FormatSpecifierGrammar.Body) -> Bool {
        guard let first = body.lengthModifier.first.map({ bytes[$0] }) else { return false }
        let conversion = body.conversion
        let isInteger = "diouxXn".utf8.contains(conversion)
        switch first {
        case UInt8(ascii: "L"): return "aAeEfFgG".utf8.contains(conversion)
        case UInt8(ascii: "l"): return isInteger || conversion == UInt8(ascii: "c") || conversion == UInt8(ascii: "s")
        default: return isInteger
        }
    }

    // MARK: - Helpers

    private mutating func addMalformed(_ range: Range<Int>, scalar: Int, reason: String) {
        let problem = MalformedSpecifier(text: string(range), scalarRange: scalar..<(scalar + scalarCount(range)), reason: reason)
        hasClearCandidate = true
        malformed.append(problem)
    }

    private func string(_ range: Range<Int>) -> String {
        if range.isEmpty { return "" }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Scalars in a byte range: every byte that is not a UTF-8 continuation byte starts one.
    private func scalarCount(_ range: Range<Int>) -> Int {
        var count = 0
        for index in range where bytes[index] & 0xC0 != 0x80 { count += 1 }
        return count
    }
}
