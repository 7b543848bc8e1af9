/// Splits Swift source into tokens in one pass over its UTF-8 bytes.
///
/// Written for copylint rather than taken from SwiftSyntax (which cannot be fetched here): it knows enough of
/// the language that code inside comments (nested `/* */` included) and string literals (escapes, multi-line,
/// raw `#"…"#`, interpolation with nested parentheses and strings) is never read as code, and it never stops:
/// a byte it does not understand becomes punctuation and lexing goes on.
struct SwiftLexer {
    let bytes: [UInt8]
    var position = 0
    var line = 1
    var literals: [SwiftStringLiteral] = []
    var directives: [SourceDirectiveComment] = []
    /// Byte offset of each line's first byte (index 0 is line 1).
    var lineStarts: [Int] = [0]
    var sawNewline = false

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Every token of the file.
    mutating func tokenize() -> [SwiftToken] {
        lexTokens(interpolationInSingleLine: nil).tokens
    }

    /// Lexes until the end of the file, or, inside an interpolation, until the `)` that closes it (consumed,
    /// not returned). An interpolation in a one-line literal also ends at a line break, which is left unread:
    /// then `closed` is false and the literal ends there unterminated.
    mutating func lexTokens(interpolationInSingleLine: Bool?) -> (tokens: [SwiftToken], closed: Bool) {
        var tokens: [SwiftToken] = []
        let interpolation = interpolationInSingleLine
        tokens.reserveCapacity(interpolation == nil ? bytes.count / 5 : 8)
        var parenDepth = 0
        while true {
            if interpolation == true {
                skipTrivia(stoppingAtNewline: true)
                if position < bytes.count, bytes[position] == UInt8(ascii: "\n") { return (tokens, false) }
            } else {
                skipTrivia(stoppingAtNewline: false)
            }
            guard position < bytes.count else { return (tokens, interpolation == nil) }
            if interpolation != nil {
                let byte = bytes[position]
                if byte == UInt8(ascii: "(") {
                    parenDepth += 1
                } else if byte == UInt8(ascii: ")") {
                    if parenDepth == 0 {
                        position += 1
                        return (tokens, true)
                    }
                    parenDepth -= 1
                }
            }
            let newlineBefore = sawNewline
            var token = nextToken()
            token.newlineBefore = newlineBefore
            tokens.append(token)
            sawNewline = false
        }
    }

    private mutating func nextToken() -> SwiftToken {
        let start = position
        let byte = bytes[position]
        if Self.isIdentifierStart(byte) || byte == UInt8(ascii: "$") {
            position += 1
            while position < bytes.count, Self.isIdentifierContinue(bytes[position]) { position += 1 }
            return token(.identifier, start)
        }
        if byte == UInt8(ascii: "`") {
            var end = start + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "`"), bytes[end] != UInt8(ascii: "\n") { end += 1 }
            if end < bytes.count, bytes[end] == UInt8(ascii: "`") {
                position = end + 1
                return SwiftToken(kind: .identifier, start: start + 1, end: end, line: line, newlineBefore: sawNewline)
            }
            position += 1
            return token(.punctuation, start)
        }
        if Self.isDigit(byte) { return number(start) }
        if byte == UInt8(ascii: "\"") { return stringLiteral(start: start, hashes: 0) }
        if byte == UInt8(ascii: "#") { return pound(start) }
        if Self.isOperator(byte) || (byte == UInt8(ascii: ".") && peek(1) == UInt8(ascii: ".")) {
            return operatorRun(start)
        }
        position += 1
        if byte >= 0x80 {
            // A non-ASCII name (identifiers may use letters of any script): take the whole run.
            while position < bytes.count, bytes[position] >= 0x80 || Self.isIdentifierContinue(bytes[position]) { position += 1 }
            return token(.identifier, start)
        }
        return token(.punctuation, start)
    }

    private func token(_ kind: SwiftToken.Kind, _ start: Int, literal: Int = -1) -> SwiftToken {
        SwiftToken(kind: kind, start: start, end: position, line: line, newlineBefore: sawNewline, literal: literal)
    }

    private func peek(_ offset: Int) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    // MARK: Trivia

    /// Skips white space and comments, counting lines and keeping comments addressed to copylint.
    private mutating func skipTrivia(stoppingAtNewline: Bool) {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\n") {
                if stoppingAtNewline { return }
                newline(at: position)
                position += 1
            } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") || byte == 0x0B || byte == 0x0C {
                position += 1
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                let start = position
                while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
                keepDirective(start, position, line: line)
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*"), !stoppingAtNewline {
                blockComment()
            } else {
                return
            }
        }
    }

    mutating func newline(at offset: Int) {
        line += 1
        lineStarts.append(offset + 1)
        sawNewline = true
    }

    /// `/* … */`, nested as Swift nests them.
    private mutating func blockComment() {
        let start = position
        let startLine = line
        var depth = 0
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if byte == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                position += 2
                if depth == 0 { break }
            } else {
                if byte == UInt8(ascii: "\n") { newline(at: position) }
                position += 1
            }
        }
        keepDirective(start, position, line: startLine)
    }

    private mutating func keepDirective(_ start: Int, _ end: Int, line: Int) {
        // Only comments that mention copylint are kept: looking for "copylint:" costs one scan of the comment.
        let marker: [UInt8] = Array("copylint:".utf8)
        guard end - start >= marker.count else { return }
        var index = start
        while index + marker.count <= end {
            if bytes[index] == marker[0], bytes[index..<(index + marker.count)].elementsEqual(marker) {
                directives.append(SourceDirectiveComment(line: line, text: String(decoding: bytes[start..<end], as: UTF8.self)))
                return
            }
            index += 1
        }
    }

    // MARK: Numbers, operators, pound

    private mutating func number(_ start: Int) -> SwiftToken {
        var isFloat = false
        let isHex = bytes[position] == UInt8(ascii: "0") && (peek(1) == UInt8(ascii: "x") || peek(1) == UInt8(ascii: "X"))
        if isHex || (bytes[position] == UInt8(ascii: "0") && (peek(1) == UInt8(ascii: "b") || peek(1) == UInt8(ascii: "o"))) {
            position += 2
        }
        while position < bytes.count {
            let byte = bytes[position]
            if Self.isDigit(byte) || byte == UInt8(ascii: "_") || (isHex && Self.isHexLetter(byte)) {
                position += 1
            } else if byte == UInt8(ascii: "."), let next = peek(1), Self.isDigit(next) || (isHex && Self.isHexLetter(next)) {
                isFloat = true
                position += 1
            } else if !isHex && (byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")) || isHex && (byte == UInt8(ascii: "p") || byte == UInt8(ascii: "P")) {
                isFloat = true
                position += 1
                if position < bytes.count, bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+") { position += 1 }
            } else {
                break
            }
        }
        return token(isFloat ? .float : .integer, start)
    }

    /// An operator: a run of operator characters; a dot belongs to it only when the operator starts with a dot
    /// (`..<`, `...`), as in Swift.
    private mutating func operatorRun(_ start: Int) -> SwiftToken {
        let startsWithDot = bytes[position] == UInt8(ascii: ".")
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*"), position > start { break }
            if Self.isOperator(byte) || (startsWithDot && byte == UInt8(ascii: ".")) {
                position += 1
            } else {
                break
            }
        }
        return token(.operatorSymbol, start)
    }

    /// `#` starts a raw string (`#"…"#`), an extended regex (`#/…/#`), a pound keyword (`#if`), or stands alone.
    private mutating func pound(_ start: Int) -> SwiftToken {
        var hashes = 0
        while position + hashes < bytes.count, bytes[position + hashes] == UInt8(ascii: "#") { hashes += 1 }
        let after = position + hashes < bytes.count ? bytes[position + hashes] : 0
        if after == UInt8(ascii: "\"") {
            position += hashes
            return stringLiteral(start: start, hashes: hashes)
        }
        if after == UInt8(ascii: "/") {
            position += hashes + 1
            while position < bytes.count {
                if bytes[position] == UInt8(ascii: "/"), (0..<hashes).allSatisfy({ peek(1 + $0) == UInt8(ascii: "#") }) {
                    position += 1 + hashes
                    break
                }
                if bytes[position] == UInt8(ascii: "\n") { newline(at: position) }
                position += 1
            }
            return token(.regex, start)
        }
        if hashes == 1, Self.isIdentifierStart(after) {
            position += 1
            while position < bytes.count, Self.isIdentifierContinue(bytes[position]) { position += 1 }
            return token(.poundKeyword, start)
        }
        position += 1
        return token(.punctuation, start)
    }

    // MARK: Character classes

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_")
    }

    static func isIdentifierContinue(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte) || byte >= 0x80
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    static func isHexLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
    }

    static func isOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
            UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
            UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }
}
