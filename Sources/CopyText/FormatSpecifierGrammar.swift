/// The byte-level grammar of one Apple format specifier, read from the UTF-8 bytes that follow a percent sign.
///
/// It exists so the parser can scan each string once without regular expressions or `Character` iteration: the
/// grammar is ASCII-only, so byte offsets inside a specifier equal scalar offsets. It only recognises; deciding
/// whether a match is a real specifier, a literal or a mistake is `FormatSpecifierParser`'s job.
struct FormatSpecifierGrammar {
    /// The parts of a printf-style specifier, as byte ranges into the scanned buffer.
    struct Body {
        var position: Int?
        var flags: Range<Int>
        var width: Range<Int>?
        var precision: Range<Int>?
        var lengthModifier: Range<Int>
        var conversion: UInt8
        /// Byte index just after the conversion character.
        var end: Int
    }

    /// What follows a percent sign.
    enum Match {
        /// `[n$][flags][width][.precision][length]conversion`
        case specifier(Body)
        /// `[n$]#@name@`
        case substitution(position: Int?, name: Range<Int>, end: Int)
        /// `[n$]#@name` with no closing `@` (or an empty name); the name is `nameStart..<end`.
        case unclosedSubstitution(nameStart: Int, end: Int)
        /// `arg` (the xcstrings in-variation token).
        case substitutionArgument(end: Int)
        /// `n$` followed by nothing that completes a specifier; `end` is just after the `$`.
        case danglingPosition(end: Int)
        /// Nothing specifier-like.
        case none
    }

    let bytes: UnsafeBufferPointer<UInt8>

    /// Matches the grammar starting at byte `start` (just after the percent sign).
    func match(at start: Int) -> Match {
        let count = bytes.count
        var index = start
        if isArgumentToken(at: index) { return .substitutionArgument(end: index + 3) }

        var position: Int?
        if index < count, bytes[index] >= UInt8(ascii: "1"), bytes[index] <= UInt8(ascii: "9") {
            let digitsEnd = endOfDigits(from: index)
            if digitsEnd < count, bytes[digitsEnd] == UInt8(ascii: "$") {
                position = decimalValue(index..<digitsEnd)
                index = digitsEnd + 1
            }
        }

        if index + 1 < count, bytes[index] == UInt8(ascii: "#"), bytes[index + 1] == UInt8(ascii: "@") {
            let nameStart = index + 2
            var nameEnd = nameStart
            while nameEnd < count, Self.isNameByte(bytes[nameEnd]) { nameEnd += 1 }
            if nameEnd > nameStart, nameEnd < count, bytes[nameEnd] == UInt8(ascii: "@") {
                return .substitution(position: position, name: nameStart..<nameEnd, end: nameEnd + 1)
            }
            return .unclosedSubstitution(nameStart: nameStart, end: nameEnd)
        }

        let afterPosition = index
        let flagsStart = index
        while index < count, Self.isFlagByte(bytes[index]) { index += 1 }
        let flags = flagsStart..<index

        var width: Range<Int>?
        if index < count, bytes[index] == UInt8(ascii: "*") {
            width = index..<(index + 1)
            index += 1
        } else {
            let digitsEnd = endOfDigits(from: index)
            if digitsEnd > index {
                width = index..<digitsEnd
                index = digitsEnd
            }
        }

        var precision: Range<Int>?
        if index < count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            if index < count, bytes[index] == UInt8(ascii: "*") {
                precision = index..<(index + 1)
                index += 1
            } else {
                let digitsEnd = endOfDigits(from: index)
                precision = index..<digitsEnd
                index = digitsEnd
            }
        }

        let lengthStart = index
        index += lengthModifierLength(at: index)
        let lengthModifier = lengthStart..<index

        if index < count, Self.isConversionByte(bytes[index]) {
            let body = Body(
                position: position, flags: flags, width: width, precision: precision,
                lengthModifier: lengthModifier, conversion: bytes[index], end: index + 1
            )
            return .specifier(body)
        }
        return position == nil ? .none : .danglingPosition(end: afterPosition)
    }

    /// `arg` not followed by a word character: `%arg` is the token, `%args` is `%a` followed by "rgs".
    private func isArgumentToken(at index: Int) -> Bool {
        guard index + 2 < bytes.count,
              bytes[index] == UInt8(ascii: "a"), bytes[index + 1] == UInt8(ascii: "r"), bytes[index + 2] == UInt8(ascii: "g")
        else { return false }
        return index + 3 == bytes.count || !Self.isWordByte(bytes[index + 3])
    }

    private func lengthModifierLength(at index: Int) -> Int {
        guard index < bytes.count else { return 0 }
        switch bytes[index] {
        case UInt8(ascii: "h"), UInt8(ascii: "l"):
            return index + 1 < bytes.count && bytes[index + 1] == bytes[index] ? 2 : 1
        case UInt8(ascii: "q"), UInt8(ascii: "L"), UInt8(ascii: "z"), UInt8(ascii: "t"), UInt8(ascii: "j"):
            return 1
        default:
            return 0
        }
    }

    private func endOfDigits(from start: Int) -> Int {
        var index = start
        while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
        return index
    }

    /// The value of a digit run, saturating instead of overflowing on absurd positions like `%99999999999999999999$@`.
    private func decimalValue(_ range: Range<Int>) -> Int {
        var value = 0
        for index in range {
            let (product, overflowMultiply) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowAdd) = product.addingReportingOverflow(Int(bytes[index] - UInt8(ascii: "0")))
            if overflowMultiply || overflowAdd { return Int.max }
            value = sum
        }
        return value
    }

    /// The end of the rest of a substitution token that a translator split with spaces (`%# @sites @`,
    /// `%#@ sites@`, `%#@sites @`), starting at `index`: optional gap, a name (required or forbidden), optional gap,
    /// `@`. Nil when the text does not continue that way or nothing was actually split.
    func spacedSubstitutionEnd(from index: Int, nameRequired: Bool, alreadySplit: Bool) -> Int? {
        var cursor = index
        let firstGap = gapLength(from: cursor)
        cursor += firstGap
        let nameStart = cursor
        if nameRequired {
            while cursor < bytes.count, Self.isNameByte(bytes[cursor]) { cursor += 1 }
            guard cursor > nameStart else { return nil }
        }
        let secondGap = gapLength(from: cursor)
        cursor += secondGap
        guard alreadySplit || firstGap + secondGap > 0, cursor < bytes.count, bytes[cursor] == UInt8(ascii: "@") else { return nil }
        return cursor + 1
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    static func isWordByte(_ byte: UInt8) -> Bool { isASCIILetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") }

    /// Substitution names: ASCII letters, digits and `_`, plus `.` and `-`, which real catalogs use
    /// (xcstrings-tool's Substitution.xcstrings has `%#@total.strings@`).
    static func isNameByte(_ byte: UInt8) -> Bool {
        isWordByte(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
    }

    static func isFlagByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: " "), UInt8(ascii: "#"), UInt8(ascii: "0"), UInt8(ascii: "'"):
            return true
        default:
            return false
        }
    }

    static func isConversionByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "@"), UInt8(ascii: "%"), UInt8(ascii: "p"),
             UInt8(ascii: "d"), UInt8(ascii: "D"), UInt8(ascii: "i"),
             UInt8(ascii: "u"), UInt8(ascii: "U"), UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "o"), UInt8(ascii: "O"),
             UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"),
             UInt8(ascii: "g"), UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"),
             UInt8(ascii: "c"), UInt8(ascii: "C"), UInt8(ascii: "s"), UInt8(ascii: "S"):
            return true
        default:
            return false
        }
    }

    /// The byte length of a run of spaces and invisible format characters starting at `start` (0 when none):
    /// U+0020, U+00A0, U+2000–U+200F, U+2028–U+202F, U+205F–U+206F, U+061C, U+3000, U+FEFF. These are what
    /// translators and bidi-aware editors slip between `%` and the rest of a specifier.
    func gapLength(from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 {
                index += 1
            } else if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0xA0 {
                index += 2
            } else if byte == 0xD8, index + 1 < bytes.count, bytes[index + 1] == 0x9C {
                index += 2
            } else if byte == 0xE2, index + 2 < bytes.count, isGeneralPunctuationGap(bytes[index + 1], bytes[index + 2]) {
                index += 3
            } else if byte == 0xE3, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0x80 {
                index += 3
            } else if byte == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBB, bytes[index + 2] == 0xBF {
                index += 3
            } else {
                break
            }
        }
        return index - start
    }

    /// U+2000–U+200F (0xE2 0x80 0x80–0x8F), U+2028–U+202F (0xE2 0x80 0xA8–0xAF), U+205F–U+206F (0xE2 0x81 0x9F–0xAF).
    private func isGeneralPunctuationGap(_ second: UInt8, _ third: UInt8) -> Bool {
        if second == 0x80 { return (0x80...0x8F).contains(third) || (0xA8...0xAF).contains(third) }
        if second == 0x81 { return (0x9F...0xAF).contains(third) }
        return false
    }
}
