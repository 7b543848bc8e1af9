/// The UTF-8 bytes of a JSON text being written, with JSON string escaping.
///
/// Exists because reports are large: copying each string's bytes in one piece, and escaping only the strings
/// that need it, keeps rendering a hundred-megabyte report to a few instructions per byte.
public struct JSONBytes: Sendable {
    private(set) var bytes: [UInt8] = []

    init() {}

    /// The text written so far (the bytes are UTF-8 by construction: whole strings and ASCII escapes).
    var string: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(ascii text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func append(ascii text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func append(_ other: JSONBytes) {
        bytes.append(contentsOf: other.bytes)
    }

    mutating func append(indent: [UInt8], times: Int) {
        for _ in 0..<times { bytes.append(contentsOf: indent) }
    }

    /// A decimal integer, without building a `String`.
    mutating func append(integer value: Int) {
        if value < 0 {
            guard value != Int.min else { return append(ascii: String(value)) }
            bytes.append(UInt8(ascii: "-"))
            return append(integer: -value)
        }
        if value < 10 {
            bytes.append(UInt8(ascii: "0") + UInt8(value))
            return
        }
        var digits: [UInt8] = []
        digits.reserveCapacity(19)
        var rest = value
        while rest > 0 {
            digits.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        }
        bytes.append(contentsOf: digits.reversed())
    }

    /// JSON string escaping: quotes, backslashes and control characters, U+2028 and U+2029; with `safeForHTML`
    /// also `<`, `>` and `&`. Everything else is copied as UTF-8, in one piece when nothing needs escaping.
    mutating func appendString(_ value: String, safeForHTML: Bool) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            guard Self.needsEscaping(utf8, safeForHTML: safeForHTML) else {
                bytes.append(contentsOf: utf8)
                return
            }
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                switch byte {
                case UInt8(ascii: "\""): append(ascii: "\\\"")
                case UInt8(ascii: "\\"): append(ascii: "\\\\")
                case UInt8(ascii: "\n"): append(ascii: "\\n")
                case UInt8(ascii: "\r"): append(ascii: "\\r")
                case UInt8(ascii: "\t"): append(ascii: "\\t")
                case UInt8(ascii: "<") where safeForHTML: append(ascii: "\\u003c")
                case UInt8(ascii: ">") where safeForHTML: append(ascii: "\\u003e")
                case UInt8(ascii: "&") where safeForHTML: append(ascii: "\\u0026")
                case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
                    append(ascii: utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029")
                    index += 3
                    continue
                default:
                    if byte < 0x20 {
                        append(ascii: "\\u00")
                        bytes.append(Self.hexDigits[Int(byte >> 4)])
                        bytes.append(Self.hexDigits[Int(byte & 0x0F)])
                    } else {
                        bytes.append(byte)
                    }
                }
                index += 1
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// True when `appendString` must escape something: a control character, `"` or `\\`, U+2028 or U+2029
    /// (UTF-8 E2 80 A8/A9), and for HTML `<`, `>` or `&`.
    private static func needsEscaping(_ utf8: UnsafeBufferPointer<UInt8>, safeForHTML: Bool) -> Bool {
        for (index, byte) in utf8.enumerated() {
            switch byte {
            case 0..<0x20, UInt8(ascii: "\""), UInt8(ascii: "\\"): return true
            case 0xE2: if index + 2 < utf8.count, utf8[index + 1] == 0x80, utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9 { return true }
            case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"): if safeForHTML { return true }
            default: break
            }
        }
        return false
    }

    /// Starts the member `name` of an object whose members sit at `level` (two spaces each): the separator
    /// after the previous member (or the opening line break), the indentation and the key.
    mutating func member(_ name: StaticString, level: Int, first: Bool = false) {
        append(ascii: first ? "\n" : ",\n")
        for _ in 0..<level { append(ascii: "  ") }
        bytes.append(UInt8(ascii: "\""))
        append(ascii: name)
        append(ascii: "\": ")
    }

    /// Closes an object whose members sat at `level + 1`.
    mutating func endObject(level: Int) {
        append(ascii: "\n")
        for _ in 0..<level { append(ascii: "  ") }
        append(ascii: "}")
    }

    mutating func appendOptionalString(_ value: String?) {
        if let value { appendString(value, safeForHTML: false) } else { append(ascii: "null") }
    }
}
