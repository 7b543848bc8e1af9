/// Builds `SwiftNode`s from tokens: balanced brackets, chains of calls and members, argument labels and
/// trailing closures (labeled ones too).
///
/// Swift's grammar is not needed for that, only a few of its rules: `{` after `if`/`guard`/`while`/`for`/
/// `switch`/`catch` conditions and after declarations (`var body: some View {`, `func f() {`) is a body, not a
/// trailing closure; a `.member` on the next line continues the chain; `(` and `[` continue it only on the
/// same line. An unbalanced bracket ends the innermost group it can close, so one mistake stays local.
struct SwiftParser {
    private let source: SwiftSourceText
    private let tokens: [SwiftToken]
    private var index = 0
    private var depth = 0
    private static let maximumDepth = 300

    init(source: SwiftSourceText, tokens: [SwiftToken]) {
        self.source = source
        self.tokens = tokens
    }

    /// The nodes of a whole file.
    static func parse(_ source: SwiftSourceText) -> [SwiftNode] {
        parse(source.tokens, in: source)
    }

    /// The nodes of a token list of `source` (the file's, or an interpolation's).
    static func parse(_ tokens: [SwiftToken], in source: SwiftSourceText) -> [SwiftNode] {
        var parser = SwiftParser(source: source, tokens: tokens)
        var nodes: [SwiftNode] = []
        while parser.index < tokens.count {
            nodes += parser.nodes(closer: nil, commaEnds: false)
            // A stray closing bracket at the top level: skip it and go on.
            if parser.index < tokens.count { parser.index += 1 }
        }
        return nodes
    }

    // MARK: Sequences

    /// Nodes up to (not including) `closer`, or a comma when `commaEnds`, or any closing bracket.
    private mutating func nodes(closer: UInt8?, commaEnds: Bool) -> [SwiftNode] {
        var result: [SwiftNode] = []
        // After a condition keyword the next brace is a body; after a declaration keyword too, until an `=`.
        var conditionPending = false
        var declarationPending = false
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .punctuation {
                let byte = source.bytes[Int(token.start)]
                if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") { return result }
                if commaEnds, byte == UInt8(ascii: ",") { return result }
                if byte == UInt8(ascii: "{") {
                    result.append(.block(block(label: nil)))
                    conditionPending = false
                    declarationPending = false
                    continue
                }
            }
            var word: String?
            if token.kind == .identifier {
                let text = source.text(token)
                word = text
                switch Self.wordKinds[text] {
                case .declaration?, .condition?, .keyword?:
                    if Self.wordKinds[text] == .declaration { declarationPending = true }
                    if Self.wordKinds[text] == .condition { conditionPending = true }
                    result.append(.token(index))
                    index += 1
                    continue
                case .accessor? where nextIsCharacter(UInt8(ascii: "{")):
                    result.append(.token(index))
                    index += 1
                    continue
                default:
                    break
                }
            }
            if token.kind == .operatorSymbol, declarationPending, source.isCharacter(token, UInt8(ascii: "=")) {
                // `let x = Foo { … }`: after `=` comes an expression, where braces are trailing closures again.
                declarationPending = false
            }
            if let chain = chain(allowingTrailingClosure: !conditionPending && !declarationPending, firstWord: word) {
                result.append(.chain(chain))
            } else {
                result.append(.token(index))
                index += 1
            }
        }
        return result
    }

    // MARK: Chains

    /// A chain starting at the current token, or nil when the token cannot start one.
    private mutating func chain(allowingTrailingClosure: Bool, firstWord: String? = nil) -> SwiftChain? {
        guard let head = primary(word: firstWord) else { return nil }
        var links = [head]
        while index < tokens.count {
            let token = tokens[index]
            if source.isCharacter(token, UInt8(ascii: ".")), index + 1 < tokens.count,
                tokens[index + 1].kind == .identifier || tokens[index + 1].kind == .integer {
                links.append(SwiftLink(kind: .member, token: index + 1, name: source.text(tokens[index + 1])))
                index += 2
                skipGenericArguments()
                continue
            }
            if token.newlineBefore == false, source.isCharacter(token, UInt8(ascii: "(")) {
                let arguments = argumentList(closer: UInt8(ascii: ")"))
                if links[links.count - 1].arguments == nil, links[links.count - 1].trailingClosures.isEmpty, links[links.count - 1].kind != .group {
                    links[links.count - 1].arguments = arguments
                } else {
                    var call = SwiftLink(kind: .call, token: index)
                    call.arguments = arguments
                    links.append(call)
                }
                continue
            }
            if token.newlineBefore == false, source.isCharacter(token, UInt8(ascii: "[")) {
                let start = index
                links.append(SwiftLink(kind: .group, token: start, elements: argumentList(closer: UInt8(ascii: "]")), bracket: UInt8(ascii: "[")))
                continue
            }
            if token.kind == .operatorSymbol, index > 0, token.start == tokens[index - 1].end, isPostfixOptional(token) {
                index += 1
                continue
            }
            if allowingTrailingClosure, source.isCharacter(token, UInt8(ascii: "{")), links[links.count - 1].kind != .literal {
                links[links.count - 1].trailingClosures.append(block(label: nil))
                while let label = labeledClosureLabel() {
                    index += 2
                    links[links.count - 1].trailingClosures.append(block(label: label))
                }
                continue
            }
            break
        }
        return SwiftChain(links: links)
    }

    /// The first link of a chain: a name, an implicit member, a literal, a number or a bracketed group.
    private mutating func primary(word known: String? = nil) -> SwiftLink? {
        let token = tokens[index]
        switch token.kind {
        case .identifier:
            let word = known ?? source.text(token)
            if Self.literalWords.contains(word) {
                index += 1
                return SwiftLink(kind: .number, token: index - 1, name: word)
            }
            index += 1
            skipGenericArguments()
            return SwiftLink(kind: .name, token: index - 1, name: word)
        case .poundKeyword:
            index += 1
            return SwiftLink(kind: .name, token: index - 1, name: source.text(token))
        case .string:
            index += 1
            return SwiftLink(kind: .literal, token: index - 1, literal: Int(token.literal))
        case .integer, .float:
            index += 1
            return SwiftLink(kind: .number, token: index - 1, name: source.text(token))
        case .punctuation:
            if source.isCharacter(token, UInt8(ascii: ".")), index + 1 < tokens.count, tokens[index + 1].kind == .identifier {
                index += 2
                return SwiftLink(kind: .member, token: index - 1, name: source.text(tokens[index - 1]))
            }
            let byte = source.bytes[Int(token.start)]
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") {
                let start = index
                return SwiftLink(kind: .group, token: start, elements: argumentList(closer: byte == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "]")), bracket: byte)
            }
            return nil
        default:
            return nil
        }
    }

    // MARK: Brackets

    /// `( … )` or `[ … ]` at the current token: comma-separated elements with their labels.
    private mutating func argumentList(closer: UInt8) -> [SwiftArgument] {
        index += 1
        guard depth < Self.maximumDepth else {
            skipBalanced(closer: closer)
            return []
        }
        depth += 1
        defer { depth -= 1 }
        var arguments: [SwiftArgument] = []
        while index < tokens.count {
            let token = tokens[index]
            if source.isCharacter(token, closer) {
                index += 1
                break
            }
            if token.kind == .punctuation, [UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}")].contains(source.bytes[Int(token.start)]) {
                // A closing bracket of another kind: the list was never closed; let an outer level take it.
                break
            }
            if source.isCharacter(token, UInt8(ascii: ",")) {
                index += 1
                continue
            }
            let start = index
            var label: String?
            if token.kind == .identifier, index + 1 < tokens.count, source.isCharacter(tokens[index + 1], UInt8(ascii: ":")) {
                label = source.text(token)
                index += 2
            }
            let value = nodes(closer: closer, commaEnds: true)
            arguments.append(SwiftArgument(label: label, token: start, value: value))
            if index == start { index += 1 }
        }
        return arguments
    }

    /// `{ … }` at the current token.
    private mutating func block(label: String?) -> SwiftBlock {
        let open = index
        index += 1
        guard depth < Self.maximumDepth else {
            skipBalanced(closer: UInt8(ascii: "}"))
            return SwiftBlock(label: label, open: open, nodes: [])
        }
        depth += 1
        defer { depth -= 1 }
        var body: [SwiftNode] = []
        while index < tokens.count {
            body += nodes(closer: UInt8(ascii: "}"), commaEnds: false)
            guard index < tokens.count else { break }
            let token = tokens[index]
            index += 1
            if source.isCharacter(token, UInt8(ascii: "}")) { break }
            // A stray `)` or `]` inside braces: skip it and go on.
        }
        return SwiftBlock(label: label, open: open, nodes: body)
    }

    /// Skips to the matching closer without building nodes (for nesting deeper than `maximumDepth`).
    private mutating func skipBalanced(closer: UInt8) {
        var level = 1
        while index < tokens.count, level > 0 {
            let token = tokens[index]
            if token.kind == .punctuation {
                switch source.bytes[Int(token.start)] {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): level += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): level -= 1
                default: break
                }
            }
            index += 1
        }
    }

    // MARK: Small look-aheads

    /// `label: {` after a trailing closure: the label, with the index still at it.
    private func labeledClosureLabel() -> String? {
        guard index + 2 < tokens.count, tokens[index].kind == .identifier,
            source.isCharacter(tokens[index + 1], UInt8(ascii: ":")), source.isCharacter(tokens[index + 2], UInt8(ascii: "{")) else { return nil }
        return source.text(tokens[index])
    }

    private func nextIsCharacter(_ character: UInt8) -> Bool {
        index + 1 < tokens.count && source.isCharacter(tokens[index + 1], character)
    }

    private func isPostfixOptional(_ token: SwiftToken) -> Bool {
        var offset = Int(token.start)
        while offset < Int(token.end) {
            let byte = source.bytes[offset]
            guard byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!") else { return false }
            offset += 1
        }
        return true
    }

    /// `Name<Generic, Args>` written against the name: skip the angle brackets so a call after them is seen.
    private mutating func skipGenericArguments() {
        guard index < tokens.count, index > 0, tokens[index].kind == .operatorSymbol, tokens[index].start == tokens[index - 1].end,
            source.bytes[Int(tokens[index].start)] == UInt8(ascii: "<") else { return }
        var level = 0
        var probe = index
        while probe < tokens.count, probe - index < 40 {
            let token = tokens[probe]
            switch token.kind {
            case .operatorSymbol:
                for offset in Int(token.start)..<Int(token.end) {
                    switch source.bytes[offset] {
                    case UInt8(ascii: "<"): level += 1
                    case UInt8(ascii: ">"): level -= 1
                    case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "-"), UInt8(ascii: "&"): continue
                    default: return
                    }
                }
                if level == 0 {
                    index = probe + 1
                    return
                }
            case .identifier:
                break
            case .punctuation:
                let byte = source.bytes[Int(token.start)]
                guard [UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "("), UInt8(ascii: ")")].contains(byte) else { return }
            default:
                return
            }
            if token.newlineBefore, probe > index { return }
            probe += 1
        }
    }
}
