/// A quoted string or unquoted word of a `.strings` file.
struct StringsToken {
    var value: String
    /// Offset of the token's first character (after the opening quote for a quoted string).
    var contentStart: Int
    var isVerbatim: Bool
}

extension StringsParser {
    /// Moves over a `.strings` buffer: trivia (whitespace and comments) and tokens. Positions stay byte offsets;
    /// the parser turns them into lines and columns.
    struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        var peek: UInt8? {
            index < bytes.count ? bytes[index] : nil
        }

        /// Skips whitespace and comments, handing each comment's trimmed text to `comments`.
        mutating func skipTrivia(collecting comments: inout CommentCollector) throws(StringsScanProblem) {
            let count = bytes.count
            while index < count {
                let byte = bytes[index]
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x0B {
                    index += 1
                    continue
                }
                guard byte == UInt8(ascii: "/"), index + 1 < count else { return }
                let next = bytes[index + 1]
                if next == UInt8(ascii: "*") {
                    let start = index
                    var end = index + 2
                    while end + 1 < count, !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) {
                        end += 1
                    }
                    guard end + 1 < count else { throw .unterminatedComment(start: start) }
                    comments.addBlock(trimmedText(from: start + 2, to: end))
                    index = end + 2
                } else if next == UInt8(ascii: "/") {
                    var end = index + 2
                    while end < count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
                    comments.addLine(trimmedText(from: index + 2, to: end))
                    index = end
                } else {
                    return
                }
            }
        }

        /// Reads a quoted string or an unquoted word; nil when the next character starts neither.
        mutating func readToken() throws(StringsScanProblem) -> StringsToken? {
            guard let byte = peek else { return nil }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                let start = index
                let quoted = try bytes.withUnsafeBufferPointer { buffer throws(StringsScanProblem) in
                    try StringsQuotedString.read(in: buffer, quoteOffset: start)
                }
                index = quoted.end
                return StringsToken(value: quoted.value, contentStart: start + 1, isVerbatim: quoted.isVerbatim)
            }
            guard Self.isWordByte(byte) else { return nil }
            let start = index
            while index < bytes.count, Self.isWordByte(bytes[index]) { index += 1 }
            return StringsToken(value: ValidatedUTF8.string(bytes, start, index), contentStart: start, isVerbatim: true)
        }

        /// The next character, for messages.
        func describeCurrent() -> String {
            guard index < bytes.count else { return "end of file" }
            var end = index + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            return String(decoding: bytes[index..<end], as: UTF8.self)
        }

        static func isWordByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"):
                return true
            case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"),
                 UInt8(ascii: "."), UInt8(ascii: "-"):
                return true
            default:
                return false
            }
        }

        private func trimmedText(from start: Int, to end: Int) -> String {
            var lower = start
            var upper = end
            while lower < upper, Self.isSpace(bytes[lower]) { lower += 1 }
            while upper > lower, Self.isSpace(bytes[upper - 1]) { upper -= 1 }
            return ValidatedUTF8.string(bytes, lower, upper)
        }

        private static func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
        }
    }
}
