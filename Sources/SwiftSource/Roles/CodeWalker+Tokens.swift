/// Token-level questions the walker asks while it reads statements: which operator a token is, where a
/// statement ends, a node's first token, and the names of styles and button roles written as arguments.
extension CodeWalker {
    func isToken(_ node: SwiftNode, _ text: StaticString) -> Bool {
        guard case .token(let index) = node else { return false }
        let token = source.tokens[index]
        guard token.kind == .operatorSymbol, Int(token.end - token.start) == text.utf8CodeUnitCount else { return false }
        return text.withUTF8Buffer { expected in
            expected.indices.allSatisfy { source.bytes[Int(token.start) + $0] == expected[$0] }
        }
    }

    func isColon(_ node: SwiftNode) -> Bool {
        guard case .token(let index) = node else { return false }
        return source.isCharacter(source.tokens[index], UInt8(ascii: ":"))
    }

    /// The end of an assignment's value: the next node on a new line that does not continue an expression (a
    /// line that opens with an operator continues it, and so does one that opens with the `:` of a ternary).
    func statementEnd(_ nodes: [SwiftNode], from start: Int) -> Int {
        var index = start + 1
        var openTernaries = isToken(nodes[start], "?") ? 1 : 0
        while index < nodes.count {
            if isToken(nodes[index], "?") { openTernaries += 1 }
            let closesTernary = openTernaries > 0 && isColon(nodes[index])
            if closesTernary { openTernaries -= 1 }
            let previousIsOperator: Bool
            if case .token(let previous) = nodes[index - 1], source.tokens[previous].kind == .operatorSymbol {
                previousIsOperator = true
            } else {
                previousIsOperator = false
            }
            if firstToken(nodes[index]).map({ source.tokens[$0].newlineBefore }) == true, !previousIsOperator {
                if case .token(let current) = nodes[index], source.tokens[current].kind == .operatorSymbol {
                    index += 1
                    continue
                }
                if closesTernary {
                    index += 1
                    continue
                }
                break
            }
            index += 1
        }
        return index
    }

    func firstToken(_ node: SwiftNode) -> Int? {
        switch node {
        case .chain(let chain): return chain.links[0].kind == .member ? chain.links[0].token - 1 : chain.links[0].token
        case .block(let block): return block.open
        case .token(let index): return index
        }
    }

    /// `.segmented`, `SegmentedPickerStyle()`, `.menu`: the style's name in lowercase, without "PickerStyle".
    func styleName(_ link: SwiftLink) -> String? {
        guard let argument = link.arguments?.first, let chain = argument.chain, let last = chain.links.last else { return nil }
        var name = last.name.isEmpty ? chain.links[0].name : last.name
        if name.hasSuffix("PickerStyle") { name.removeLast("PickerStyle".count) }
        if name.hasSuffix("TabViewStyle") { name.removeLast("TabViewStyle".count) }
        return name.lowercased()
    }

    /// The SwiftUI `role:` or UIKit `style:` of a button.
    func buttonStyle(_ link: SwiftLink, label: String) -> CodeButtonStyle {
        guard let chain = link.argument(label)?.chain, let name = chain.links.last?.name else { return .standard }
        switch name {
        case "cancel": return .cancel
        case "destructive": return .destructive
        default: return .standard
        }
    }

    func position(ofToken index: Int) -> (line: Int, column: Int) {
        source.position(of: source.tokens[index])
    }
}
