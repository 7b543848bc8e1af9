import CopyText

/// Walks the bytes of a JSON file, keeping the line it stands on and where that line starts.
///
/// Lines only change in whitespace (strict JSON strings hold no raw line breaks), so the cursor counts them while
/// skipping whitespace. Columns are not counted here: a token records its line and the offset where that line
/// starts, and `JSONColumnCounter` counts the column only for the few tokens whose position is asked for.
struct JSONByteCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    /// The offset of the next byte to read.
    var index: Int
    /// The 1-based line of `index`.
    private(set) var line = 1
    /// The offset where the line of `index` starts (after a byte order mark on the first line).
    private(set) var lineStart: Int

    init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        self.file = file
        // A UTF-8 byte order mark is not part of the text; editors do not count it as a column.
        let hasByteOrderMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        index = hasByteOrderMark ? 3 : 0
        lineStart = index
    }

    var isAtEnd: Bool { index >= bytes.count }

    /// The byte at `index`; only call when not at the end.
    var current: UInt8 { bytes[index] }

    /// Moves past spaces, tabs and line breaks (LF, CRLF, or a lone CR), counting lines.
    @inline(__always)
    mutating func skipWhitespace() {
        // Most gaps in pretty-printed JSON are none or one space (`"key" : value`); bytes above 0x20 are never
        // white space.
        if index + 1 < bytes.count {
            if bytes[index] > 0x20 { return }
            if bytes[index] == UInt8(ascii: " "), bytes[index + 1] > 0x20 {
                index += 1
                return
            }
        }
        skipWhitespaceRun()
    }

    /// `skipWhitespace` for a longer gap.
    private mutating func skipWhitespaceRun() {
        let count = bytes.count
        while index < count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                startLine(at: index)
                skipIndentation()
            case UInt8(ascii: "\r"):
                index += 1
                if index < count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
                startLine(at: index)
                skipIndentation()
            default:
                return
            }
        }
    }

    /// Moves past the spaces at `index` (a line's indentation) eight at a time.
    @inline(__always)
    private mutating func skipIndentation() {
        guard let base = bytes.baseAddress else { return }
        while index + 8 <= bytes.count {
            let others = ByteChunks.load(base, at: index) ^ ByteChunks.spaces
            if others != 0 {
                index += others.trailingZeroBitCount >> 3
                return
            }
            index += 8
        }
    }

    private mutating func startLine(at offset: Int) {
        line += 1
        lineStart = offset
    }

    /// A read error on the current line.
    func error(_ message: String) -> ReadError {
        ReadError(file: file, line: line, message: message)
    }

    /// A read error on a given line.
    func error(_ message: String, line: Int) -> ReadError {
        ReadError(file: file, line: line, message: message)
    }

    /// Checks the UTF-8 sequence that starts with the non-ASCII byte at `offset` and returns the offset after it.
    /// Rejects stray continuation bytes, overlong forms, UTF-16 surrogates and code points past U+10FFFF.
    func endOfUTF8Sequence(at offset: Int) throws(ReadError) -> Int {
        let lead = bytes[offset]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: throw invalidUTF8(lead)
        }
        guard offset + length <= bytes.count, secondRange.contains(bytes[offset + 1]) else { throw invalidUTF8(lead) }
        var position = offset + 2
        while position < offset + length {
            guard bytes[position] & 0xC0 == 0x80 else { throw invalidUTF8(lead) }
            position += 1
        }
        return position
    }

    private func invalidUTF8(_ byte: UInt8) -> ReadError {
        error("invalid UTF-8 byte 0x" + hexByte(byte))
    }

    /// Describes the character at `index` for an "unexpected …" message, or throws when it is not valid UTF-8.
    func describeCurrentCharacter() throws(ReadError) -> String {
        let byte = bytes[index]
        if byte < 0x80 {
            if byte < 0x20 || byte == 0x7F {
                return "control character U+" + hexByte(byte).leftPadded(to: 4)
            }
            return "'" + String(UnicodeScalar(byte)) + "'"
        }
        let end = try endOfUTF8Sequence(at: index)
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
        return "'" + text + "'"
    }

    /// Two upper-case hexadecimal digits.
    func hexByte(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return byte < 0x10 ? "0" + digits : digits
    }
}

extension String {
    /// The string with leading zeros up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
