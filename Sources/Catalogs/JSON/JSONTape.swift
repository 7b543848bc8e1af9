import CopyText
import Foundation

/// One value of a parsed JSON document: what it is and where it stands in the bytes, without its contents.
///
/// Tokens are laid out in document order. An object's token is followed by its members, each a key token and
/// then the value's tokens; an array's token by its elements' tokens. Offsets fit in 32 bits because files
/// are at most `ReadLimits.maximumFileSize` bytes.
struct JSONToken {
    enum Kind: UInt8 {
        case object, array, string, number, trueLiteral, falseLiteral, null
    }

    var kind: Kind
    /// For a string: true when it has no escape sequences, so its bytes are its text.
    var isVerbatim: Bool
    /// The 1-based line of `start`.
    var line: UInt32
    /// The offset where that line starts.
    var lineStart: UInt32
    /// The value's first byte; for a string, the first byte after the opening quote.
    var start: UInt32
    /// A string's closing quote; the byte after a number; for a container, the index of the first token after
    /// its last descendant; unused for literals.
    var end: UInt32
    /// A container's number of members or elements.
    var count: UInt32
}

/// A JSON document as checked by `JSONTapeBuilder`: its bytes and its tokens.
///
/// Reading through a tape costs nothing for values nobody asks about: strings become `String`s, and positions
/// get their column, only when asked for. The bytes must stay valid as long as the tape is used.
struct JSONTape {
    let bytes: UnsafeBufferPointer<UInt8>
    let tokens: [JSONToken]

    /// The index of the token after `index`'s value (its next sibling, or where its parent's tokens end).
    func next(after index: Int) -> Int {
        let token = tokens[index]
        return token.kind == .object || token.kind == .array ? Int(token.end) : index + 1
    }

    /// The decoded text of the string token at `index`.
    func string(at index: Int) -> String {
        let token = tokens[index]
        let raw = UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)])
        // The scan checked the string's UTF-8, and its quotes are ASCII, so a verbatim string's bytes are valid.
        return token.isVerbatim ? ValidatedUTF8.string(raw) : JSONStringDecoder.decode(raw)
    }

    /// True when the string token at `index` reads `name` (an ASCII name without escapes).
    func string(at index: Int, equals name: StaticString) -> Bool {
        let token = tokens[index]
        guard token.isVerbatim else { return string(at: index) == name.description }
        let length = Int(token.end - token.start)
        guard length == name.utf8CodeUnitCount else { return false }
        return memcmp(bytes.baseAddress! + Int(token.start), name.utf8Start, length) == 0
    }

    /// The text of the number token at `index`, exactly as written.
    func numberText(at index: Int) -> String {
        let token = tokens[index]
        return ValidatedUTF8.string(UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)]))
    }

    /// The number token at `index` when it is a whole number that fits in `Int` (`2`, `2.0`, `2e0`), else nil.
    func wholeNumber(at index: Int) -> Int? {
        Self.wholeNumber(numberText(at: index))
    }

    /// `text`, a JSON number as written, when it is a whole number that fits in `Int`, else nil.
    static func wholeNumber(_ text: String) -> Int? {
        if let exact = Int(text) { return exact }
        guard let double = Double(text), double.rounded() == double, abs(double) < 9.0e18 else { return nil }
        return Int(double)
    }

    /// The value token of the member named `name` of the object at `object`; when a name occurs more than once
    /// the last one wins, as in JavaScript and most JSON libraries.
    func member(named name: StaticString, in object: Int) -> Int? {
        var found: Int?
        var key = object + 1
        for _ in 0..<tokens[object].count {
            if string(at: key, equals: name) { found = key + 1 }
            key = next(after: key + 1)
        }
        return found
    }

    /// The kind of value at `index` with its article, for error messages: "an object", "a string", "null", …
    func kindDescription(at index: Int) -> String {
        switch tokens[index].kind {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .trueLiteral, .falseLiteral: return "a boolean"
        case .null: return "null"
        }
    }
}

/// Counts the columns of tokens, in Unicode scalars (bytes that are not UTF-8 continuation bytes) from the start
/// of their line.
///
/// Counting goes on from the last position asked for when the next one is further along the same line, so
/// asking in document order costs linear time even for a file that is one 50 MB line.
struct JSONColumnCounter {
    private var anchorOffset = -1
    private var anchorColumn = 1
    private var anchorLineStart = -1

    mutating func location(of token: JSONToken, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
        let lineStart = Int(token.lineStart)
        let offset = Int(token.start)
        if anchorLineStart != lineStart || anchorOffset > offset {
            anchorLineStart = lineStart
            anchorOffset = lineStart
            anchorColumn = 1
        }
        var column = anchorColumn
        var position = anchorOffset
        if let base = bytes.baseAddress {
            // Eight bytes at a time: a chunk adds one column per byte that starts a scalar.
            while position + 8 <= offset {
                let chunk = ByteChunks.load(base, at: position)
                column += ByteChunks.isASCII(chunk) ? 8 : ByteChunks.scalarStarts(in: chunk)
                position += 8
            }
        }
        while position < offset {
            if bytes[position] & 0xC0 != 0x80 { column += 1 }
            position += 1
        }
        anchorOffset = offset
        anchorColumn = column
        return SourceLocation(line: Int(token.line), column: column)
    }
}

/// Decodes the escapes of a JSON string that `JSONByteCursor.scanString` has already checked.
enum JSONStringDecoder {
    static func decode(_ raw: UnsafeBufferPointer<UInt8>) -> String {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(raw.count)
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            guard byte == UInt8(ascii: "\\") else {
                decoded.append(byte)
                index += 1
                continue
            }
            let letter = raw[index + 1]
            index += 2
            switch letter {
            case UInt8(ascii: "b"): decoded.append(0x08)
            case UInt8(ascii: "f"): decoded.append(0x0C)
            case UInt8(ascii: "n"): decoded.append(0x0A)
            case UInt8(ascii: "r"): decoded.append(0x0D)
            case UInt8(ascii: "t"): decoded.append(0x09)
            case UInt8(ascii: "u"):
                var value = hexValue(raw, at: index)
                index += 4
                if value >= 0xD800 && value <= 0xDBFF {
                    let low = hexValue(raw, at: index + 2)
                    index += 6
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                }
                appendUTF8(of: value, to: &decoded)
            default: decoded.append(letter)
            }
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    private static func hexValue(_ raw: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32 {
        // The tape was built by the validating scan, so the four digits are there and hexadecimal.
        JSONHex.value(of: raw[index..<index + 4]) ?? 0
    }

    private static func appendUTF8(of value: UInt32, to decoded: inout [UInt8]) {
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
}
