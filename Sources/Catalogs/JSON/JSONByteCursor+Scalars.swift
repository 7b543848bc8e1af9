import CopyText

/// Scanning the leaf tokens of JSON (strings, numbers, `true`/`false`/`null`) at the cursor.
///
/// Scanning checks a token completely (UTF-8, escapes, number syntax) and moves past it without making a
/// `String`: the tape records where the token stands, and only the strings a reader asks for are decoded, by
/// `JSONStringDecoder`, which may then rely on the checks made here.
extension JSONByteCursor {
    /// Checks the string whose opening quote is at `index` and moves past its closing quote. Returns the offsets
    /// of its first byte (after the quote) and of its closing quote, and whether it had no escape sequences.
    mutating func scanString() throws(ReadError) -> (start: Int, end: Int, isVerbatim: Bool) {
        let startLine = line
        index += 1
        let start = index
        let count = bytes.count
        var position = start
        while true {
            if position + 8 <= count, let base = bytes.baseAddress {
                // Eight bytes at a time up to the first that is not plain ASCII text.
                let chunk = ByteChunks.load(base, at: position)
                let stops = ByteChunks.matches(UInt8(ascii: "\""), in: chunk) | ByteChunks.matches(UInt8(ascii: "\\"), in: chunk)
                    | ByteChunks.bytes(below: 0x20, in: chunk) | ByteChunks.nonASCII(in: chunk)
                if stops == 0 {
                    position += 8
                    continue
                }
                position += ByteChunks.firstMarked(stops)
            } else if position >= count {
                break
            }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                index = position + 1
                return (start, position, true)
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw controlCharacterError(byte) }
            if byte < 0x80 {
                position += 1
                continue
            }
            // A run of non-ASCII text (most of a translation in many scripts), one sequence after the other
            // without going back to the chunk test.
            repeat {
                position = try endOfNonASCIISequence(at: position)
            } while position < count && bytes[position] >= 0x80
        }
        guard position < count else { throw error("unterminated string", line: startLine) }
        index = position
        try scanEscapedRemainder(startLine: startLine)
        return (start, index - 1, false)
    }

    /// `endOfUTF8Sequence` with the common two- and three-byte sequences checked inline: a lead byte that
    /// allows any continuation byte (C2–DF, E1–EC, EE–EF) followed by continuation bytes is well-formed. The rest
    /// (E0, ED and four-byte leads, which narrow the second byte, and every malformed sequence) goes to the exact
    /// check.
    @inline(__always)
    private func endOfNonASCIISequence(at offset: Int) throws(ReadError) -> Int {
        let lead = bytes[offset]
        if lead >= 0xC2, lead <= 0xDF, offset + 1 < bytes.count, bytes[offset + 1] & 0xC0 == 0x80 {
            return offset + 2
        }
        if lead >= 0xE1, lead <= 0xEF, lead != 0xED, offset + 2 < bytes.count,
           bytes[offset + 1] & 0xC0 == 0x80, bytes[offset + 2] & 0xC0 == 0x80 {
            return offset + 3
        }
        return try endOfUTF8Sequence(at: offset)
    }

    /// Checks from `index` (at a backslash or plain text) up to and past the closing quote.
    private mutating func scanEscapedRemainder(startLine: Int) throws(ReadError) {
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return
            case UInt8(ascii: "\\"):
                try scanEscape(startLine: startLine)
            case 0..<0x20:
                throw controlCharacterError(byte)
            case 0..<0x80:
                index += 1
            default:
                index = try endOfUTF8Sequence(at: index)
            }
        }
        throw error("unterminated string", line: startLine)
    }

    /// Checks the escape sequence whose backslash is at `index` and moves past it.
    private mutating func scanEscape(startLine: Int) throws(ReadError) {
        guard index + 1 < bytes.count else { throw error("unterminated string", line: startLine) }
        let letter = bytes[index + 1]
        index += 2
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
             UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return
        case UInt8(ascii: "u"): _ = try readUnicodeEscape()
        default:
            index -= 1
            throw error("invalid escape sequence '\\" + (try describeEscapeLetter()) + "' in string")
        }
    }

    private func describeEscapeLetter() throws(ReadError) -> String {
        let described = try describeCurrentCharacter()
        if described.hasPrefix("'") && described.hasSuffix("'") { return String(described.dropFirst().dropLast()) }
        return described
    }

    /// Reads the four hex digits after `\u` (and a second `\uXXXX` for a surrogate pair); returns the scalar.
    private mutating func readUnicodeEscape() throws(ReadError) -> Unicode.Scalar {
        let first = try readFourHexDigits()
        switch first {
        case 0xD800...0xDBFF:
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else { throw unpairedSurrogateError(first) }
            index += 2
            let second = try readFourHexDigits()
            guard (0xDC00...0xDFFF).contains(second) else { throw unpairedSurrogateError(first) }
            let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            return Unicode.Scalar(value)!
        case 0xDC00...0xDFFF:
            throw unpairedSurrogateError(first)
        default:
            return Unicode.Scalar(first)!
        }
    }

    private mutating func readFourHexDigits() throws(ReadError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("invalid \\u escape: expected four hexadecimal digits") }
        guard let value = JSONHex.value(of: bytes[index..<index + 4]) else {
            throw error("invalid \\u escape: expected four hexadecimal digits")
        }
        index += 4
        return value
    }

    private func unpairedSurrogateError(_ unit: UInt32) -> ReadError {
        let hex = String(unit, radix: 16, uppercase: true)
        return error("unpaired UTF-16 surrogate \\u" + hex + " in string")
    }

    private func controlCharacterError(_ byte: UInt8) -> ReadError {
        let name = byte == 0x0A || byte == 0x0D ? "line break" : "control character U+00" + hexByte(byte)
        return error("unescaped " + name + " in string (JSON needs it written as an escape)")
    }

    /// Checks a number (`-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`) starting at `index` and moves past it.
    mutating func scanNumber() throws(ReadError) {
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard !isAtEnd, isDigit(current) else { throw error("invalid number: expected a digit") }
        if current == UInt8(ascii: "0") {
            index += 1
        } else {
            skipDigits()
        }
        if !isAtEnd, current == UInt8(ascii: ".") {
            index += 1
            guard !isAtEnd, isDigit(current) else { throw error("invalid number: expected a digit after '.'") }
            skipDigits()
        }
        if !isAtEnd, current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if !isAtEnd, current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard !isAtEnd, isDigit(current) else { throw error("invalid number: expected a digit in the exponent") }
            skipDigits()
        }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func skipDigits() {
        while !isAtEnd, isDigit(current) { index += 1 }
    }

    /// Checks `true`, `false` or `null` starting at `index` (which holds `t`, `f` or `n`) and moves past it.
    mutating func scanLiteral() throws(ReadError) -> JSONToken.Kind {
        let spelling: String
        let value: JSONToken.Kind
        switch current {
        case UInt8(ascii: "t"): (spelling, value) = ("true", .trueLiteral)
        case UInt8(ascii: "f"): (spelling, value) = ("false", .falseLiteral)
        default: (spelling, value) = ("null", .null)
        }
        let length = spelling.utf8.count
        guard index + length <= bytes.count,
              spelling.utf8.elementsEqual(UnsafeBufferPointer(rebasing: bytes[index..<index + length]))
        else { throw error("invalid literal: expected '" + spelling + "'") }
        index += length
        return value
    }
}

/// The four hexadecimal digits of a JSON `\\u` escape, read by the validating scanner and by the token tape.
enum JSONHex {
    /// The value of the hexadecimal digits in `digits`, or nil when one is not a hexadecimal digit.
    static func value<Digits: Collection>(of digits: Digits) -> UInt32? where Digits.Element == UInt8 {
        var value: UInt32 = 0
        for byte in digits {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }
}
