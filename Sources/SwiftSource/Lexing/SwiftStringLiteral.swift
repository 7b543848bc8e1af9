/// A Swift string literal, decoded: its text pieces (escapes resolved, a multi-line literal's indentation
/// stripped) and the tokens of each interpolation `\(…)`.
///
/// Xcode builds a localization key from exactly this: the literal text with each interpolation replaced by a
/// format specifier, so the scanner keeps the two apart instead of flattening the literal to one string.
public struct SwiftStringLiteral: Sendable {
    public enum Segment: Sendable, Hashable {
        case text(String)
        /// An index into `interpolations`.
        case interpolation(Int)
    }

    public var segments: [Segment]
    /// The tokens inside each `\(…)`, in order (nested literals index the same literal table).
    public var interpolations: [[SwiftToken]]
    public var isMultiline: Bool
    /// The number of `#` around a raw literal (`#"…"#` has 1).
    public var rawHashes: Int
    /// False when the file ended (or, for a one-line literal, the line ended) before the closing quote.
    public var isTerminated: Bool
    /// Byte offset of the opening delimiter's first byte.
    public var start: Int

    public var hasInterpolation: Bool { !interpolations.isEmpty }

    /// The literal's value when it has no interpolation.
    public var plainText: String? {
        guard interpolations.isEmpty else { return nil }
        var text = ""
        for case .text(let piece) in segments { text += piece }
        return text
    }

    /// The literal text with interpolations left out: enough to ask "does it contain words?".
    public var textOnly: String {
        var text = ""
        for case .text(let piece) in segments { text += piece }
        return text
    }
}

/// Raw pieces of a literal as the lexer meets them, before indentation stripping and joining.
enum LiteralPiece {
    /// Bytes that stand for themselves.
    case bytes(Int, Int)
    /// An escape sequence's value.
    case escaped(String)
    /// `\` at the end of a multi-line literal's line: the line break is left out.
    case lineContinuation
    case interpolation(Int)
}

/// Turns lexed pieces into segments: joins bytes and escapes, strips a multi-line literal's indentation (the
/// whitespace before its closing `"""`) from the start of every line.
enum LiteralDecoder {
    static func segments(_ pieces: [LiteralPiece], bytes: [UInt8], indentation: ArraySlice<UInt8>) -> [SwiftStringLiteral.Segment] {
        var segments: [SwiftStringLiteral.Segment] = []
        var buffer: [UInt8] = []
        var atLineStart = !indentation.isEmpty
        func flush() {
            if !buffer.isEmpty {
                segments.append(.text(String(decoding: buffer, as: UTF8.self)))
                buffer.removeAll(keepingCapacity: true)
            }
        }
        for piece in pieces {
            switch piece {
            case .bytes(let start, let end):
                var index = start
                while index < end {
                    if atLineStart {
                        var matched = 0
                        while matched < indentation.count, index < end,
                            bytes[index] == indentation[indentation.startIndex + matched] {
                            matched += 1
                            index += 1
                        }
                        atLineStart = false
                        continue
                    }
                    let byte = bytes[index]
                    if byte == UInt8(ascii: "\r"), index + 1 < end, bytes[index + 1] == UInt8(ascii: "\n") {
                        index += 1
                        continue
                    }
                    buffer.append(byte)
                    if byte == UInt8(ascii: "\n") { atLineStart = !indentation.isEmpty }
                    index += 1
                }
            case .escaped(let value):
                buffer.append(contentsOf: value.utf8)
                atLineStart = false
            case .lineContinuation:
                atLineStart = !indentation.isEmpty
            case .interpolation(let index):
                flush()
                segments.append(.interpolation(index))
                atLineStart = false
            }
        }
        flush()
        return segments
    }

    /// The value of the escape whose character follows the backslash (and hashes): `n` → newline, …;
    /// nil for a character that does not form an escape.
    static func simpleEscape(_ byte: UInt8) -> String? {
        switch byte {
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "0"): return "\0"
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "'"): return "'"
        default: return nil
        }
    }
}
