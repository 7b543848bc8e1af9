/// One Swift file, tokenized: its bytes, tokens, string literals, line starts and copylint comments.
///
/// Everything later stages need to turn a token back into text or a file position lives here, so the
/// tokenizer's byte offsets stay the only coordinates passed around.
public struct SwiftSourceText: Sendable {
    /// The path findings show for this file.
    public let path: String
    public let bytes: [UInt8]
    public let tokens: [SwiftToken]
    public let literals: [SwiftStringLiteral]
    public let directives: [SourceDirectiveComment]
    private let lineStarts: [Int]

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        var lexer = SwiftLexer(bytes: bytes)
        tokens = lexer.tokenize()
        self.bytes = bytes
        literals = lexer.literals
        directives = lexer.directives
        lineStarts = lexer.lineStarts
    }

    /// The token's text (for a backticked name, the name alone).
    public func text(_ token: SwiftToken) -> String {
        String(decoding: bytes[Int(token.start)..<Int(token.end)], as: UTF8.self)
    }

    /// The 1-based column, in Unicode scalars, of a byte offset.
    public func column(ofByte offset: Int) -> Int {
        let line = self.line(ofByte: offset)
        var column = 1
        var index = lineStarts[line - 1]
        while index < offset, index < bytes.count {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return column
    }

    /// The 1-based line of a byte offset.
    public func line(ofByte offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// The position of a token's first character.
    public func position(of token: SwiftToken) -> (line: Int, column: Int) {
        (Int(token.line), column(ofByte: Int(token.start)))
    }

    /// The index of the token `)` that closes the `(` at token `open`; nil when the file ends first.
    func closingParenthesis(of open: Int) -> Int? {
        var depth = 0
        var index = open
        while index < tokens.count {
            if isCharacter(tokens[index], UInt8(ascii: "(")) { depth += 1 }
            if isCharacter(tokens[index], UInt8(ascii: ")")) {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }

    /// True when the token is the given single character of punctuation or operator.
    func isCharacter(_ token: SwiftToken, _ character: UInt8) -> Bool {
        token.end == token.start + 1 && bytes[Int(token.start)] == character
            && (token.kind == .punctuation || token.kind == .operatorSymbol)
    }

    /// The byte offset of the nearest `func` or `init` before the token at `index` (0 when there is none): where
    /// the names a function declares begin.
    func startOfFunction(enclosing index: Int) -> Int {
        var current = min(index, tokens.count) - 1
        while current >= 0 {
            let token = tokens[current]
            if token.kind == .identifier, token.end - token.start == 4, text(token) == "func" || text(token) == "init" {
                return Int(token.start)
            }
            current -= 1
        }
        return 0
    }

    /// Whether the file overrides an inherited property of that name (`override var title: String?`).
    func overridesProperty(_ name: String) -> Bool {
        tokens.indices.dropLast(2).contains { index in
            tokens[index].kind == .identifier && text(tokens[index]) == "override"
                && text(tokens[index + 1]) == "var" && text(tokens[index + 2]) == name
        }
    }
}
