import CopylintBase

/// The walker's halves of the paths by which a key reaches the UI through the app's own code, which
/// `ForwardResolution` joins across files: what a function or type shows of its parameters and members
/// (`func makeRow(title: String) -> some View { Text(title) }`), what a call passes them
/// (`makeRow(title: L10n.settings)`), and what an instance member gives back (`var title: String { … }`).
extension CodeWalker {
    /// A function or initializer whose body the walk is in: its parameters by the name the body uses.
    struct FunctionScope {
        /// The function's base name; nil for an initializer (its callers name the type).
        var name: String?
        /// The enclosing type's last name ("" outside any type).
        var type: String
        /// Every parameter's argument label in order (`_` where unlabeled).
        var labels: [String]
        /// The name the body uses → the label a call passes it with (`_N` for the unlabeled one at position N).
        var parameters: [String: String]
        /// Names the body declares with `let` or `var`, so far.
        var locals: Set<String> = []
        /// The name that stands for this body's locals in place of a type: a local named `title` here is no other
        /// function's `title`, nor the type's.
        var localOwner: String
    }

    /// The scope of `func name(label name: Type, …)` or `init(…)`, from its parameter list.
    func functionScope(name: String?, parameters: [SwiftArgument]) -> FunctionScope {
        var labels: [String] = []
        var names: [String: String] = [:]
        for (position, parameter) in parameters.enumerated() {
            let external: String
            let inner: String
            // Attributes before the names (`@ViewBuilder _ label: () -> Label`) are not part of them.
            var declared = parameter.value[...]
            while declared.count >= 2, case .token(let sign) = declared[declared.startIndex],
                source.isCharacter(source.tokens[sign], UInt8(ascii: "@")) {
                declared = declared.dropFirst(2)
            }
            let value = Array(declared)
            if let label = parameter.label {
                (external, inner) = (label, label)
            } else if value.count >= 3, let outer = word(value[0]), let name = word(value[1]), isColon(value[2]) {
                (external, inner) = (outer, name)
            } else {
                labels.append("_")
                continue
            }
            labels.append(external)
            names[inner] = external == "_" ? "_\(position)" : external
        }
        scopeCount += 1
        let type = typePath.last ?? ""
        return FunctionScope(name: name, type: type, labels: labels, parameters: names,
                             localOwner: type + "#" + source.path + "#" + String(scopeCount))
    }

    /// `func banner(title: String = L10n.welcome)`, `init(shareTitle: String = L10n.share)`: a default value is
    /// passed by every call that leaves the argument out, so it takes the role the body shows the parameter in.
    func defaultArguments(of scope: FunctionScope, parameters: [SwiftArgument]) {
        let callee: Callee
        if let name = scope.name {
            callee = .function(name: name, ownType: scope.type)
        } else if let type = typePath.last {
            callee = .initializer(type: type)
        } else {
            return
        }
        for (position, parameter) in parameters.enumerated() {
            guard let equals = parameter.value.firstIndex(where: { isToken($0, "=") }), equals + 1 < parameter.value.count,
                let value = forwardedValue(Array(parameter.value[(equals + 1)...]), element: scope.name ?? callee.name) else { continue }
            let label = scope.labels[position] == "_" ? "_\(position)" : scope.labels[position]
            callArguments.append(CallArgument(callee: callee, label: label, labels: scope.labels, value: value, contextRole: nil))
        }
    }

    /// A name standing alone: a one-link chain, or a keyword used as an argument label (`for`, `in`).
    private func word(_ node: SwiftNode) -> String? {
        switch node {
        case .chain(let chain) where chain.links.count == 1 && chain.links[0].kind == .name && !chain.links[0].isCall:
            return chain.links[0].name
        case .token(let index) where source.tokens[index].kind == .identifier:
            return source.text(source.tokens[index])
        default:
            return nil
        }
    }

    /// `Text(title)` where `title` is a parameter of the function being walked (then its callers say the text) or
    /// a member of the enclosing type (then whoever makes the type, or the member's own value, says it).
    func shownMember(_ name: String, token: Int, role: Role, element: String) {
        let position = position(ofToken: token)
        if let scope = functionScopes.last, let label = scope.parameters[name] {
            if let function = scope.name {
                parameterForwards.append(ParameterForward(type: scope.type, function: function, label: label, labels: scope.labels,
                                                          role: role, element: element))
                return
            }
            // An initializer's parameter is what its callers pass with that label: `Row(title: …)`.
            guard let type = typePath.last else { return }
            memberReferences.append(MemberReference(type: type, member: label, role: role, element: element,
                                                    line: position.line, column: position.column))
            return
        }
        guard let type = owner(of: name) else { return }
        memberReferences.append(MemberReference(type: type, member: name, role: role, element: element,
                                                line: position.line, column: position.column))
    }

    /// Whose `name` a plain name is: the function's being walked when it declared the name, else the enclosing type's.
    func owner(of name: String) -> String? {
        if let scope = functionScopes.last, scope.locals.contains(name) { return scope.localOwner }
        return typePath.last
    }

    /// Notes a `let` or `var` that the function being walked declares.
    func declareLocal(_ name: String) {
        guard !isMemberLevel, !functionScopes.isEmpty else { return }
        functionScopes[functionScopes.count - 1].locals.insert(name)
    }

    /// `Row(title: L10n.settings)`, `makeRow(title: item.title)`, `showAlert(title: title)`: each argument whose
    /// value the app's code may show, kept with its label for the role the callee gives it. `alsoAs` is a second
    /// callee the call may stand for (`Section.setting(title:)`: an enum's case, or a static function).
    func callArguments(_ link: SwiftLink, callee: Callee, alsoAs other: Callee? = nil) {
        guard let arguments = link.arguments, !arguments.isEmpty else { return }
        if callee.makesInstance { keyTypedArguments(arguments) }
        let labels = arguments.map { $0.label ?? "_" }
        for argument in arguments {
            if let chain = argument.chain, chain.links.count == 1, chain.links[0].kind == .name, !chain.links[0].isCall {
                viewBuilderShownInLabel(named: chain.links[0].name, token: chain.links[0].token)
            }
        }
        var context = contextRole()
        for (position, argument) in arguments.enumerated() {
            guard let value = forwardedValue(emittedValues(argument.value)?.first ?? argument.value, element: link.name) else { continue }
            for callee in [callee] + (other.map { [$0] } ?? []) {
                callArguments.append(CallArgument(callee: callee, label: argument.label ?? "_\(position)", labels: labels, value: value,
                                                  contextRole: context?.role))
            }
            // In a button's label only the first text is the title; the rest (a caption) stay labels. A localized
            // key is text for sure; a path or a member (`.frame(width: Spaces.one)`, `.foregroundStyle(tint)`) may
            // be anything, so the label's next text may still be the title.
            guard let depth = context?.buttonLabel else { continue }
            if case .use = value { frames[depth] = .textRole(.label) }
            context = nil
        }
    }

    /// The role the place gives text shown here, when it gives one other than a plain label: with the depth of
    /// the button's label it comes from, whose first text alone is the button's title.
    private func contextRole() -> (role: Role, buttonLabel: Int?)? {
        for depth in frames.indices.reversed() {
            switch frames[depth] {
            case .textRole(let role): return role == .label ? nil : (role, nil)
            case .buttonLabel(let role): return (role, depth)
            case .dialogMessage: return (.alertMessage, nil)
            case .pickerOptions(let role, _): return role == .label ? nil : (role, nil)
            case .reset: return nil
            default: continue
            }
        }
        return nil
    }

    /// What an expression passed on or given back is: a localized key (recorded now, without a role), an
    /// accessor, a member, or a parameter of the function being walked.
    private func forwardedValue(_ nodes: [SwiftNode], element: String) -> ForwardedValue? {
        switch reader.values(of: nodes, acceptsNames: false).first {
        case .localized(let call)?:
            guard record(.localized(call), role: nil, element: call.function, slot: .key) != nil,
                let index = recordedTokens[call.token] else { return nil }
            return .use(index)
        case .accessor(let path, let token)?:
            let position = position(ofToken: token)
            return .accessor(AccessorReference(path: path, role: .label, element: element, line: position.line, column: position.column))
        case .instanceMember(let type, let name, let token)?:
            let position = position(ofToken: token)
            return .member(MemberReference(type: type, member: name, role: .label, element: element,
                                           line: position.line, column: position.column))
        case .member(let name, let token)?:
            let position = position(ofToken: token)
            var member = name
            if let scope = functionScopes.last, let label = scope.parameters[name] {
                if let function = scope.name {
                    return .parameter(type: scope.type, function: function, label: label, labels: scope.labels)
                }
                member = label
            }
            guard let type = owner(of: member) else { return nil }
            return .member(MemberReference(type: type, member: member, role: .label, element: element,
                                           line: position.line, column: position.column))
        default:
            return nil
        }
    }

    // MARK: Values members give back

    /// `var title: String { switch self { case .a: return L10n.a … } }`, `func title(for mode: Mode) -> String`:
    /// every localized key, accessor or member the body gives back, for the role of where the member is shown.
    /// A static member keeps only the accessors it gives back: one that localizes a key itself is an accessor.
    func memberReturns(_ block: SwiftBlock, name: String, reach: MemberReach) {
        for expression in returnedExpressions(block.nodes) {
            memberReturn(expression, name: name, reach: reach)
        }
    }

    /// `let title = L10n.settings`, `var name = item.title`, `title = L10n.settings`, `errorMessage = message` (a
    /// parameter kept in a property that a view shows): a name given a value.
    func memberReturn(_ nodes: [SwiftNode], name: String, reach: MemberReach) {
        for branch in emittedValues(nodes)?.flatMap(branches) ?? branches(nodes) {
            guard let value = forwardedValue(branch, element: name) else { continue }
            switch value {
            case .accessor:
                break
            case .member(let reference):
                // A static list of an enum's titles (`static func allItems() -> [String] { … .map { Sort(rawValue:
                // $0)!.title } }`) gives back a member of a known type; an unknown receiver's says nothing there.
                guard reach != .type || reference.type != nil else { continue }
            case .use, .parameter:
                guard reach != .type else { continue }
            }
            memberReturns.append(MemberReturn(type: owner(of: name) ?? "", member: name, reach: reach, value: value))
        }
    }

    /// How a name declared here is reached: a type's member (`computed`: with a body), or a local of the body
    /// the walk is in.
    func declaredReach(isStatic: Bool, computed: Bool) -> MemberReach {
        guard isMemberLevel else { return .local }
        return isStatic ? .type : computed ? .instance : .stored
    }

    /// `name = …` or `self.name = …` in a type: the name a value is given, and how it is reached (a local of the
    /// function the walk is in, when declared there).
    func assignedName(_ target: SwiftChain) -> (name: String, reach: MemberReach)? {
        let links = target.links.first?.name == "self" ? Array(target.links.dropFirst()) : target.links
        guard links.count == 1, let link = links.first, link.kind == .name || link.kind == .member, !link.isCall,
            link.name.first?.isLowercase == true else { return nil }
        let isLocal = target.links.count == 1 && functionScopes.last?.locals.contains(link.name) == true
        return (link.name, isLocal ? .local : .stored)
    }

    /// The expressions a body gives back: after `return`, a body that is one expression, or a `case` of a
    /// `switch` expression; in nested bodies too (`if`, `switch`, `guard … else`), not in closures.
    func returnedExpressions(_ nodes: [SwiftNode]) -> [[SwiftNode]] {
        let isOneExpression = nodes.allSatisfy { node in
            if case .block = node { return false }
            return !isWord(node, "return") && !isWord(node, "case") && !isWord(node, "let") && !isWord(node, "var")
                && !isSemicolon(node)
        }
        if isOneExpression { return nodes.isEmpty ? [] : [nodes] }
        var result: [[SwiftNode]] = []
        for index in nodes.indices {
            switch nodes[index] {
            case .block(let inner):
                result += returnedExpressions(inner.nodes)
            case .token where isWord(nodes[index], "return") && index + 1 < nodes.count:
                let end = statementEnd(nodes, from: index + 1)
                let statement = nodes[(index + 1)..<end]
                result.append(Array(statement.prefix { !isSemicolon($0) }))
            case .chain where index >= 1 && isColon(nodes[index - 1]) && isCaseBody(nodes, colon: index - 1)
                && (index + 1 == nodes.count || isWord(nodes[index + 1], "case") || isWord(nodes[index + 1], "default")
                    || isSemicolon(nodes[index + 1])):
                result.append([nodes[index]])
            default:
                continue
            }
        }
        return result
    }

    private func isSemicolon(_ node: SwiftNode) -> Bool {
        guard case .token(let index) = node else { return false }
        return source.isCharacter(source.tokens[index], UInt8(ascii: ";"))
    }

    /// True when the colon at `colon` ends a `case …:` or `default:` label.
    private func isCaseBody(_ nodes: [SwiftNode], colon: Int) -> Bool {
        var index = colon - 1
        while index >= 0 {
            if isWord(nodes[index], "case") || isWord(nodes[index], "default") { return true }
            if isColon(nodes[index]) { return false }
            if case .block = nodes[index] { return false }
            index -= 1
        }
        return false
    }

    /// `a ? b : c` and `a ?? b`: the values it may take (`b`, `c`; `a`, `b`); anything else: itself.
    private func branches(_ nodes: [SwiftNode]) -> [[SwiftNode]] {
        if let question = nodes.firstIndex(where: { isToken($0, "?") }),
            let colon = nodes[(question + 1)...].firstIndex(where: isColon) {
            return [Array(nodes[(question + 1)..<colon])] + branches(Array(nodes[(colon + 1)...]))
        }
        if let coalescing = nodes.firstIndex(where: { isToken($0, "??") }) {
            return [Array(nodes[..<coalescing])] + branches(Array(nodes[(coalescing + 1)...]))
        }
        return [nodes]
    }
}
