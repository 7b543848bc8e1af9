/// One `key = value;` pair of a `.strings` file, with what the file says right before it.
struct StringsPair {
    var key: String
    var value: String
    var valueLocation: SourceLocation
    var isVerbatim: Bool
    var comment: String?
}

/// A hand-written scanner for the `.strings` grammar (an old-style property list dictionary without braces):
/// `"key" = "value";` pairs, unquoted tokens of `[A-Za-z0-9_$+/:.-]`, `/* */` and `//` comments, and the
/// `"key";` shorthand (value = key). Optional surrounding `{ }` are accepted.
///
/// Works on one UTF-8 buffer and walks it once; positions come from a forward-only cursor.
struct StringsParser {
    private let bytes: [UInt8]
    private var cursor: ScalarPositionCursor

    init(utf8 bytes: [UInt8]) {
        self.bytes = bytes
        self.cursor = ScalarPositionCursor(bytes: bytes)
    }

    mutating func parsePairs() throws(TextParseFailure) -> [StringsPair] {
        var pairs: [StringsPair] = []
        var scanner = Scanner(bytes: bytes)
        do {
            var comments = CommentCollector()
            try scanner.skipTrivia(collecting: &comments)
            var braced = false
            if scanner.peek == UInt8(ascii: "{") {
                braced = true
                scanner.index += 1
                try scanner.skipTrivia(collecting: &comments)
            }
            while let byte = scanner.peek {
                if pairs.count & 0x3FF == 0x3FF, Deadline.currentHasPassed() {
                    throw failure(at: scanner.index, ReadLimits.stoppedMessage)
                }
                if braced, byte == UInt8(ascii: "}") {
                    scanner.index += 1
                    var ignored = CommentCollector()
                    try scanner.skipTrivia(collecting: &ignored)
                    if scanner.peek != nil { throw failure(at: scanner.index, "unexpected text after the closing '}'") }
                    return pairs
                }
                pairs.append(try parsePair(&scanner, comment: comments.take()))
                try scanner.skipTrivia(collecting: &comments)
            }
            if braced { throw failure(at: scanner.index, "missing '}' at the end of the file") }
        } catch let problem as StringsScanProblem {
            throw translate(problem)
        } catch let failure as TextParseFailure {
            throw failure
        } catch {
            throw TextParseFailure(line: nil, String(describing: error))
        }
        return pairs
    }

    private mutating func parsePair(_ scanner: inout Scanner, comment: consuming String?) throws -> StringsPair {
        let keyStart = scanner.index
        guard let key = try scanner.readToken() else {
            throw failure(at: keyStart, "expected a key (a quoted string) but found '\(scanner.describeCurrent())'")
        }
        var ignored = CommentCollector()
        try scanner.skipTrivia(collecting: &ignored)
        if scanner.peek == UInt8(ascii: ";") {
            scanner.index += 1
            let location = cursor.location(at: key.contentStart)
            return StringsPair(key: key.value, value: key.value, valueLocation: location, isVerbatim: key.isVerbatim, comment: comment)
        }
        guard scanner.peek == UInt8(ascii: "=") else {
            throw failure(at: scanner.index, "expected '=' after the key \"\(key.value)\"")
        }
        scanner.index += 1
        try scanner.skipTrivia(collecting: &ignored)
        let valueStart = scanner.index
        guard let value = try scanner.readToken() else {
            throw failure(at: valueStart, "expected a value (a quoted string) after '=' for the key \"\(key.value)\"")
        }
        let valueEnd = scanner.index
        try scanner.skipTrivia(collecting: &ignored)
        guard scanner.peek == UInt8(ascii: ";") else {
            // A quoted value that runs over lines and is not followed by ';' is almost always a string whose
            // closing quote is missing: it ended at the next pair's opening quote. Point at where it starts.
            let startLine = cursor.line(at: valueStart)
            let endLine = cursor.line(at: valueEnd)
            if endLine > startLine {
                throw TextParseFailure(
                    line: startLine,
                    "unterminated string: the value of \"\(key.value)\" has no closing quote (it runs on to line \(endLine))"
                )
            }
            throw failure(at: valueEnd, "missing ';' after the value of \"\(key.value)\"")
        }
        scanner.index += 1
        let location = cursor.location(at: value.contentStart)
        return StringsPair(key: key.value, value: value.value, valueLocation: location, isVerbatim: value.isVerbatim, comment: comment)
    }

    private mutating func failure(at offset: Int, _ message: String) -> TextParseFailure {
        TextParseFailure(line: cursor.line(at: min(offset, bytes.count)), message)
    }

    private mutating func translate(_ problem: StringsScanProblem) -> TextParseFailure {
        switch problem {
        case .unterminatedString(let start): return failure(at: start, "unterminated string (no closing quote)")
        case .unterminatedComment(let start): return failure(at: start, "unterminated comment (no closing '*/')")
        case .loneSurrogate(let offset): return failure(at: offset, "\\U escape holds an unpaired UTF-16 surrogate")
        case .malformedEscape(let offset, let message): return failure(at: offset, message)
        }
    }
}

/// Collects the comments between two pairs and picks the one that describes the next pair.
struct CommentCollector {
    private var lastBlock: String?
    private var lineComments: [String] = []

    mutating func addBlock(_ text: String) {
        lastBlock = text
    }

    mutating func addLine(_ text: String) {
        if !text.isEmpty { lineComments.append(text) }
    }

    /// The last block comment, trimmed; else the line comments joined; nil when there is nothing to say. The
    /// comment is moved out (not copied), and the collector left empty for the next pair.
    mutating func take() -> String? {
        let block = lastBlock.take()
        defer { if !lineComments.isEmpty { lineComments.removeAll() } }
        if let block, !block.isEmpty { return block }
        return lineComments.isEmpty ? nil : lineComments.joined(separator: "\n")
    }
}
