/// What an expression passed where the UI expects text turns out to be, from its shape alone.
enum TextValue {
    /// A bare string literal (the literal's index, the token it stands at).
    case literal(Int, token: Int)
    /// A call that localizes: `String(localized:)`, `NSLocalizedString`, `LocalizedStringKey`, `LocalizedStringResource`.
    case localized(LocalizedCall)
    /// A `Text(…)` view, whose own argument says the rest.
    case textView(SwiftLink)
    /// A `String` built from literal text that nothing localizes: `"Hello " + name`, `String(format: "%d items", n)`,
    /// `String("Settings")`, or a name declared `let title = "Save"`.
    case plain(text: String, token: Int)
    /// A name declared `LocalizedStringKey`/`LocalizedStringResource` (`item.title`, `title(for: x)`): its
    /// keys are wherever it is declared.
    case keyName(String)
    /// A static member path that may be a generated or hand-written accessor of a localized string
    /// (`L10n.Settings.title`, `UserText.save`, `R.string.localizable.cancel()`): its key is wherever an
    /// accessor of that path is declared (`CodeIndex` resolves it across files).
    case accessor(path: [String], token: Int)
    /// A property or parameter of the enclosing type (`Text(title)` in `struct Row: View { let title: String }`):
    /// its text comes from whoever makes the type (`Row(title: L10n.settings)`), which `CodeIndex` resolves.
    case member(String, token: Int)
    /// A member of an instance other than the enclosing type's (`item.title`, `model.detail`), with the receiver's
    /// type when the file declares it (`ReceiverTypes`): its text comes from where that type's member is filled in
    /// or gives its value back, which `CodeIndex` resolves.
    case instanceMember(type: String?, name: String, token: Int)
}

/// A localizing call's key, table, comment and default value, and the token findings should point at.
struct LocalizedCall {
    var key: String
    var table: String?
    var comment: String?
    var defaultValue: String?
    var token: Int
    var function: String
}

/// Reads text values out of expressions and localizing calls out of chains.
struct TextValueReader {
    let source: SwiftSourceText
    let hints: TypeHints
    let keys: LocalizationKeys
    /// The project's own localizing helpers.
    var wrappers = LocalizingWrappers()
    /// The declared types of this file's names, for the receivers of members (`item` in `item.title`).
    var receivers = ReceiverTypes()

    /// The text values of an argument. A ternary of two literals gives both; a name counts only when
    /// `acceptsNames` (a `String` variable in a `Text` is verbatim by design, not a mistake).
    func values(of nodes: [SwiftNode], acceptsNames: Bool) -> [TextValue] {
        if nodes.count == 1, case .chain(let chain) = nodes[0] {
            return value(of: chain, acceptsNames: acceptsNames).map { [$0] } ?? []
        }
        if let ternary = ternaryBranches(nodes, acceptsNames: acceptsNames) { return ternary }
        if let fallback = nilCoalescing(nodes, acceptsNames: acceptsNames) { return fallback }
        if let concatenation = concatenation(nodes) { return [concatenation] }
        return []
    }

    private func value(of chain: SwiftChain, acceptsNames: Bool) -> TextValue? {
        let head = chain.links[0]
        if let call = localizedCall(chain) { return .localized(call) }
        if head.kind == .literal {
            if chain.links.count == 1 { return .literal(head.literal, token: head.token) }
            // `"Settings".uppercased()`: a String now, never localized.
            return .plain(text: keys.key(source.literals[head.literal]), token: head.token)
        }
        if let name = keyName(chain) { return .keyName(name) }
        if let path = accessorPath(chain) { return .accessor(path: path, token: head.token) }
        guard head.kind == .name else { return nil }
        if head.name == "Text", head.arguments != nil { return .textView(head) }
        if head.name == "String", let arguments = head.arguments, chain.links.count == 1 {
            if let format = arguments.first, format.label == "format" {
                switch values(of: format.value, acceptsNames: false).first {
                case .localized(let call)?: return .localized(call)
                case .literal(let index, let token)?: return .plain(text: keys.key(source.literals[index]), token: token)
                default: return nil
                }
            }
            if arguments.count == 1, arguments[0].label == nil, case .literal(let index, let token)? = values(of: arguments[0].value, acceptsNames: false).first {
                return .plain(text: keys.key(source.literals[index]), token: token)
            }
            return nil
        }
        if acceptsNames, chain.links.count == 1, head.arguments == nil, head.trailingClosures.isEmpty,
            let declaration = hints.declaration(of: head.name, at: Int(source.tokens[head.token].start)),
            declaration.type == "String", let text = declaration.literalText {
            return .plain(text: text, token: head.token)
        }
        if let member = memberName(chain) { return .member(member.name, token: member.token) }
        return instanceMember(chain)
    }

    /// `item.title`, `self.item.title`, `item.title(for: mode)`: names and members only (the last possibly called),
    /// the receiver lowercase; its type is known when the receiver is one name (or `self.name`) whose declaration
    /// spells the type.
    private func instanceMember(_ chain: SwiftChain) -> TextValue? {
        // `Sort(rawValue: $0)!.title`: a member of the instance the type's initializer makes.
        if chain.links.count == 2, let head = chain.links.first, head.kind == .name, head.name.first?.isUppercase == true,
            head.arguments != nil, head.trailingClosures.isEmpty, let last = chain.links.last, last.kind == .member, !last.isCall,
            last.name.first?.isLowercase == true {
            return .instanceMember(type: head.name, name: last.name, token: last.token)
        }
        let links = chain.links.first?.name == "self" ? Array(chain.links.dropFirst()) : chain.links
        guard links.count >= 2, let head = links.first, head.kind == .name,
            head.name.first?.isLowercase == true, head.name != "self", let last = links.last,
            last.name.first?.isLowercase == true,
            links.allSatisfy({ ($0.kind == .name || $0.kind == .member) && $0.trailingClosures.isEmpty }),
            links.dropLast().allSatisfy({ $0.arguments == nil })
        else { return nil }
        let type = links.count == 2 ? receivers.type(of: head.name, at: Int(source.tokens[head.token].start)) : nil
        return .instanceMember(type: type, name: last.name, token: last.token)
    }

    /// `title`, `self.title` or `title(for: mode)`: a plain name that may be a member of the enclosing type.
    private func memberName(_ chain: SwiftChain) -> (name: String, token: Int)? {
        let links = chain.links.first?.name == "self" && chain.links.count == 2 ? Array(chain.links.dropFirst()) : chain.links
        guard links.count == 1, let link = links.first, link.kind == .name || link.kind == .member,
            link.trailingClosures.isEmpty, link.name.first?.isLowercase == true, link.name != "self" else { return nil }
        return (link.name, link.token)
    }

    /// Types whose values are localized keys.
    static let keyTypes: Set<String> = ["LocalizedStringKey", "LocalizedStringResource"]

    /// The chain's last name when it is declared with a key type (`tab.title`, `self.label`, `title(for: x)`).
    private func keyName(_ chain: SwiftChain) -> String? {
        guard let last = chain.links.last, last.kind == .name || last.kind == .member, last.trailingClosures.isEmpty,
            chain.links.allSatisfy({ $0.kind == .name || $0.kind == .member }) else { return nil }
        guard let type = hints.type(of: last.name, at: Int(source.tokens[last.token].start)), Self.keyTypes.contains(type) else { return nil }
        return last.name
    }

    /// The names of a static member path (`L10n.About.title`, `R.string.localizable.done()`): names and members
    /// only, starting with a type's name (capitalized), the last link possibly called. Instances' properties
    /// (`item.title`) start lowercase and are left to `keyName`.
    func accessorPath(_ chain: SwiftChain) -> [String]? {
        guard chain.links.count >= 2, let head = chain.links.first, head.kind == .name, head.arguments == nil,
            head.trailingClosures.isEmpty, head.name.first?.isUppercase == true else { return nil }
        for (offset, link) in chain.links.enumerated() {
            guard link.kind == .member || offset == 0, link.trailingClosures.isEmpty else { return nil }
            if link.arguments != nil, offset != chain.links.count - 1 { return nil }
        }
        let names = chain.links.map(\.name)
        return Self.rSwiftResourceLookup(names) ?? names
    }

    /// `R.string.<table>.<key>` out of `R.string.localizable.commonCancel.key.localized()`: apps that switch language
    /// at run time take R.swift's resource's `key` and localize it with a helper of their own (`localized()`,
    /// `localizedFormat(…)`, as Localize-Swift names them), which is the same string shown.
    static func rSwiftResourceLookup(_ names: [String]) -> [String]? {
        guard names.count == 6, names[0] == "R", names[1] == "string", names[4] == "key", names[5].hasPrefix("localized") else {
            return nil
        }
        return Array(names.prefix(4))
    }

    /// An argument of a `LocalizedStringResource` parameter built with the type's implicit initializer:
    /// `.init("key", defaultValue: "Server")` localizes its key, `.init(stringLiteral: L10n.server)` shows the text
    /// it wraps. Nil when the argument is not such a call.
    func resourceValues(of nodes: [SwiftNode]) -> [TextValue]? {
        guard nodes.count == 1, case .chain(let chain) = nodes[0], chain.links.count == 1, let head = chain.links.first,
            head.kind == .member, head.name == "init", let first = head.arguments?.first else { return nil }
        switch first.label {
        case nil: return call(head, keyArgument: first, table: "table", value: "defaultValue").map { [.localized($0)] } ?? []
        case "stringLiteral": return values(of: first.value, acceptsNames: true)
        default: return []
        }
    }

    /// `isNew ? "New Item" : "Edit Item"`, `isOn ? L10n.open : L10n.close`: the element shows one branch or the
    /// other, so each branch that names text takes the element's role.
    private func ternaryBranches(_ nodes: [SwiftNode], acceptsNames: Bool) -> [TextValue]? {
        guard let question = nodes.firstIndex(where: { isOperator($0, "?") }), nodes.count == question + 4, isColon(nodes[question + 2]),
            case .chain(let first) = nodes[question + 1], case .chain(let second) = nodes[question + 3] else { return nil }
        let branches = [first, second].compactMap { value(of: $0, acceptsNames: acceptsNames) }
        return branches.isEmpty ? nil : branches
    }

    /// `name ?? L10n.untitled`, `item.title ?? "Untitled"`: the element shows the optional or, failing it, the
    /// fallback, so both take its role (a left side that is no single name or member says nothing).
    private func nilCoalescing(_ nodes: [SwiftNode], acceptsNames: Bool) -> [TextValue]? {
        guard let operatorIndex = nodes.lastIndex(where: { isOperator($0, "??") }), nodes.count == operatorIndex + 2,
            case .chain(let fallback) = nodes[operatorIndex + 1], let shown = value(of: fallback, acceptsNames: acceptsNames) else { return nil }
        if operatorIndex == 1, case .chain(let optional) = nodes[0], let first = value(of: optional, acceptsNames: acceptsNames) {
            return [first, shown]
        }
        return [shown]
    }

    /// `"Hello " + name + "!"` with some literal text that has letters: a plain String.
    private func concatenation(_ nodes: [SwiftNode]) -> TextValue? {
        guard nodes.contains(where: { isOperator($0, "+") }) else { return nil }
        var text = ""
        var firstLiteralToken: Int?
        var hasLetters = false
        for node in nodes {
            switch node {
            case .chain(let chain):
                if chain.links.count == 1, chain.links[0].kind == .literal {
                    let literal = source.literals[chain.links[0].literal]
                    text += keys.key(literal)
                    firstLiteralToken = firstLiteralToken ?? chain.links[0].token
                    hasLetters = hasLetters || literal.textOnly.unicodeScalars.contains { $0.properties.isAlphabetic }
                } else {
                    text += "%@"
                }
            case .token:
                guard isOperator(node, "+") else { return nil }
            case .block:
                return nil
            }
        }
        guard hasLetters, let token = firstLiteralToken else { return nil }
        return .plain(text: text, token: token)
    }

    private func isOperator(_ node: SwiftNode, _ text: String) -> Bool {
        guard case .token(let index) = node, source.tokens[index].kind == .operatorSymbol else { return false }
        return source.text(source.tokens[index]) == text
    }

    private func isColon(_ node: SwiftNode) -> Bool {
        guard case .token(let index) = node else { return false }
        return source.isCharacter(source.tokens[index], UInt8(ascii: ":"))
    }

    // MARK: Localizing calls

    /// The chain when it starts with a localizing call (later links, such as `.uppercased()`, do not matter): one
    /// of Foundation's, SwiftGen's generated `tr(table, key)`, `Bundle.localizedString(forKey:value:table:)`, or one
    /// of the project's own helpers (`loc("key")`, `"key".localized`).
    func localizedCall(_ chain: SwiftChain) -> LocalizedCall? {
        let head = chain.links[0]
        if head.kind == .literal {
            return receiverWrapperCall(chain)
        }
        guard head.kind == .name else { return nil }
        if let generated = generatedCall(chain) { return generated }
        guard let arguments = head.arguments, let first = arguments.first else { return nil }
        switch head.name {
        case "String":
            guard first.label == "localized" else { return nil }
            return call(head, keyArgument: first, table: "table", value: "defaultValue")
        case "NSLocalizedString":
            guard first.label == nil, let literal = literal(first), !literal.literal.hasInterpolation else { return nil }
            return call(head, keyArgument: first, table: "tableName", value: "value")
        case "LocalizedStringKey", "LocalizedStringResource":
            guard first.label == nil else { return nil }
            return call(head, keyArgument: first, table: "table", value: "defaultValue")
        default:
            guard wrappers.functions.contains(head.name), first.label == nil, let literal = literal(first),
                !literal.literal.hasInterpolation else { return nil }
            return LocalizedCall(key: keys.key(literal.literal), table: wrappers.tables[head.name], comment: plainArgument(head, "comment"),
                                 defaultValue: nil, token: literal.token, function: head.name)
        }
    }

    /// `L10n.tr("Localizable", "cancel_label", fallback: "Cancel")` (SwiftGen), `tr("Core", "key")`, and
    /// `Bundle.main.localizedString(forKey: "key", value: "Save", table: "Settings")`, within a chain's first links.
    private func generatedCall(_ chain: SwiftChain) -> LocalizedCall? {
        for link in chain.links.prefix(3) where link.arguments != nil {
            guard let arguments = link.arguments, !arguments.isEmpty else { continue }
            if link.name == "tr", arguments.count >= 2, arguments[0].label == nil, arguments[1].label == nil,
                let table = literal(arguments[0])?.literal.plainText, let key = literal(arguments[1]), !key.literal.hasInterpolation {
                return LocalizedCall(key: keys.key(key.literal), table: table, comment: nil,
                                     defaultValue: link.argument("fallback").flatMap(literal).map { keys.key($0.literal) },
                                     token: key.token, function: "tr")
            }
            if link.name == "localizedString", let keyArgument = link.argument("forKey"), let key = literal(keyArgument),
                !key.literal.hasInterpolation {
                return LocalizedCall(key: keys.key(key.literal), table: plainArgument(link, "table"), comment: nil,
                                     defaultValue: link.argument("value").flatMap(literal).map { keys.key($0.literal) },
                                     token: key.token, function: "localizedString")
            }
        }
        return nil
    }

    /// `"settings.title".localized` or `"settings.title".localized()`, where the project declares `localized` as a
    /// `String` member that localizes the string itself.
    private func receiverWrapperCall(_ chain: SwiftChain) -> LocalizedCall? {
        guard chain.links.count >= 2, !wrappers.stringMembers.isEmpty, chain.links[1].kind == .member,
            wrappers.stringMembers.contains(chain.links[1].name) else { return nil }
        let head = chain.links[0]
        let literal = source.literals[head.literal]
        guard !literal.hasInterpolation else { return nil }
        return LocalizedCall(key: keys.key(literal), table: wrappers.tables[chain.links[1].name], comment: nil, defaultValue: nil,
                             token: head.token, function: chain.links[1].name)
    }

    private func call(_ link: SwiftLink, keyArgument: SwiftArgument, table: String, value: String) -> LocalizedCall? {
        guard let key = literal(keyArgument) else { return nil }
        return LocalizedCall(
            key: keys.key(key.literal), table: plainArgument(link, table), comment: plainArgument(link, "comment"),
            defaultValue: link.argument(value).flatMap(literal).map { keys.key($0.literal) }, token: key.token, function: link.name
        )
    }

    /// The argument's value when it is one string literal.
    func literal(_ argument: SwiftArgument) -> (literal: SwiftStringLiteral, token: Int)? {
        guard let chain = argument.chain, chain.links.count == 1, chain.links[0].kind == .literal else { return nil }
        return (source.literals[chain.links[0].literal], chain.links[0].token)
    }

    /// The plain text of a labeled literal argument (`tableName: "Settings"`).
    func plainArgument(_ link: SwiftLink, _ label: String) -> String? {
        link.argument(label).flatMap(literal)?.literal.plainText
    }
}
