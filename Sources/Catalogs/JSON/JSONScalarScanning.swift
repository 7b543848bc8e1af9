/// Reading the leaf tokens of JSON (strings, numbers, `true`/`false`/`null`) at the cursor.
///
/// Strings take a fast path: a run of bytes without escapes becomes a `String` straight from the buffer, checked
/// as UTF-8 once on the way. Only strings with escapes are copied into a scratch buffer and decoded.
extension JSONByteCursor {
    /// Reads the string whose opening quote is at `index` and moves past its closing quote.
    mutating func readString() throws(ReadError) -> LocatedJSONString {
        let startLine = line
        index += 1
        let start = index
        let location = location(at: start)
        let count = bytes.count
        var position = start
        while position < count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                index = position + 1
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
                return LocatedJSONString(value: text, location: location, isVerbatim: true)
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw controlCharacterError(byte) }
            position = byte < 0x80 ? position + 1 : try endOfUTF8Sequence(at: position)
        }
        guard position < count else { throw error("unterminated string", line: startLine) }
        var decoded = [UInt8](UnsafeBufferPointer(rebasing: bytes[start..<position]))
        decoded.reserveCapacity(decoded.count + 64)
        index = position
        try readEscapedRemainder(into: &decoded, startLine: startLine)
        let text = String(decoding: decoded, as: UTF8.self)
        return LocatedJSONString(value: text, location: location, isVerbatim: false)
    }

    /// Decodes from `index` (at a backslash or plain text) up to and past the closing quote.
    private mutating func readEscapedRemainder(into decoded: inout [UInt8], startLine: Int) throws(ReadError) {
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return
            case UInt8(ascii: "\\"):
                try readEscape(into: &decoded, startLine: startLine)
            case 0..<0x20:
                throw controlCharacterError(byte)
            case 0..<0x80:
                decoded.append(byte)
                index += 1
            default:
                let end = try endOfUTF8Sequence(at: index)
                decoded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<end]))
                index = end
            }
        }
        throw error("unterminated string", line: startLine)
    }

    /// Decodes the escape sequence whose backslash is at `index`.
    private mutating func readEscape(into decoded: inout [UInt8], startLine: Int) throws(ReadError) {
        guard index + 1 < bytes.count else { throw error("unterminated string", line: startLine) }
        let letter = bytes[index + 1]
        index += 2
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(letter)
        case UInt8(ascii: "b"): decoded.append(0x08)
        case UInt8(ascii: "f"): decoded.append(0x0C)
        case UInt8(ascii: "n"): decoded.append(0x0A)
        case UInt8(ascii: "r"): decoded.append(0x0D)
        case UInt8(ascii: "t"): decoded.append(0x09)
        case UInt8(ascii: "u"): appendUTF8(of: try readUnicodeEscape(), to: &decoded)
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
        var value: UInt32 = 0
        for offset in 0..<4 {
            let byte = bytes[index + offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("invalid \\u escape: expected four hexadecimal digits")
            }
            value = value << 4 | UInt32(digit)
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

    private func appendUTF8(of scalar: Unicode.Scalar, to decoded: inout [UInt8]) {
        let value = scalar.value
        switch value {
        case 0..<0x80:
            decoded.append(UInt8(value))
        case 0x80..<0x800:
            decoded.append(UInt8(0xC0 | value >> 6))
            decoded.append(UInt8(0x80 | value & 0x3F))
        case 0x800..<0x10000:
            decoded.append(UInt8(0xE0 | value >> 12))
            decoded.append(UInt8(0x80 | value >> 6 & 0x3F))
            decoded.append(UInt8(0x80 | value & 0x3F))
        default:
            decoded.append(UInt8(0xF0 | value >> 18))
            decoded.append(UInt8(0x80 | value >> 12 & 0x3F))
            decoded.append(UInt8(0x80 | value >> 6 & 0x3F))
            decoded.append(UInt8(0x80 | value & 0x3F))
        }
    }

    /// Reads a number (`-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`) starting at `index`.
    mutating func readNumber() throws(ReadError) -> LocatedJSONNumber {
        let start = index
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
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        return LocatedJSONNumber(text: text)
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func skipDigits() {
        while !isAtEnd, isDigit(current) { index += 1 }
    }

    /// Reads `true`, `false` or `null` starting at `index` (which holds `t`, `f` or `n`).
    mutating func readLiteral() throws(ReadError) -> LocatedJSON.Value {
        let spelling: String
        let value: LocatedJSON.Value
        switch current {
        case UInt8(ascii: "t"): (spelling, value) = ("true", .bool(true))
        case UInt8(ascii: "f"): (spelling, value) = ("false", .bool(false))
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
