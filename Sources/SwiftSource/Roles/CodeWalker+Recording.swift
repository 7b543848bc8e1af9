import CopylintBase

extension CodeWalker {
    /// What the parameter a string is passed to expects.
    enum Slot {
        /// `LocalizedStringKey`/`LocalizedStringResource` (SwiftUI titles): a literal is localized.
        case key
        /// `String` (UIKit, AppKit): a literal is shown as written, never localized.
        case string
    }

    /// Records the text an argument passes, with a role; returns the first use recorded (or met before).
    @discardableResult
    func record(
        _ nodes: [SwiftNode], role: Role?, element: String, slot: Slot, acceptsNames: Bool = true,
        table: String? = nil, comment: String? = nil
    ) -> CodeStringUse? {
        var first: CodeStringUse?
        for value in reader.values(of: nodes, acceptsNames: acceptsNames) {
            let use = record(value, role: role, element: element, slot: slot, table: table, comment: comment)
            first = first ?? use
        }
        return first
    }

    /// Records the argument with this label (or the first unlabeled one when `label` is nil).
    @discardableResult
    func recordArgument(_ link: SwiftLink, _ label: String?, role: Role?, element: String, slot: Slot, acceptsNames: Bool = true) -> CodeStringUse? {
        let argument = label.map { link.argument($0) } ?? link.unlabeledArgument(at: 0)
        guard let argument else { return nil }
        return record(argument.value, role: role, element: element, slot: slot, acceptsNames: acceptsNames)
    }

    @discardableResult
    func record(_ value: TextValue, role: Role?, element: String, slot: Slot, table: String? = nil, comment: String? = nil) -> CodeStringUse? {
        switch value {
        case .literal(let index, let token):
            let text = reader.keys.key(source.literals[index])
            guard !text.isEmpty else { return nil }
            return add(token: token, text: text, table: slot == .key ? table : nil, comment: slot == .key ? comment : nil,
                       role: role, element: element, localization: slot == .key ? .localized : .plain)
        case .localized(let call):
            return add(token: call.token, text: call.key, table: call.table, comment: call.comment, defaultValue: call.defaultValue,
                       role: role, element: element, localization: .localized)
        case .textView(let link):
            return textView(link, role: role, element: element)
        case .plain(let text, let token):
            guard !text.isEmpty else { return nil }
            return add(token: token, text: text, role: role, element: element, localization: .plain)
        case .keyName(let name):
            if let role { keyNameReferences.append(KeyNameReference(name: name, role: role, element: element)) }
            return nil
        case .member(let name, let token):
            if let role, recordedAccessorTokens.insert(token).inserted { shownMember(name, token: token, role: role, element: element) }
            return nil
        case .instanceMember(let type, let name, let token):
            if let role, recordedAccessorTokens.insert(token).inserted {
                let position = position(ofToken: token)
                memberReferences.append(MemberReference(type: type, member: name, role: role, element: element,
                                                        line: position.line, column: position.column))
            }
            return nil
        case .accessor(let path, let token):
            // Like a literal, an accessor met again by a more general walk keeps the role it got first.
            if let role, recordedAccessorTokens.insert(token).inserted {
                let position = position(ofToken: token)
                accessorReferences.append(AccessorReference(path: path, role: role, element: element,
                                                            line: position.line, column: position.column))
            }
            return nil
        }
    }

    /// `Text("key", tableName:comment:)` or `Text(verbatim:)`: records the Text's string with `role`.
    /// `Text(someString)` is verbatim by design and records nothing.
    @discardableResult
    func textView(_ link: SwiftLink, role: Role?, element: String) -> CodeStringUse? {
        guard let first = link.arguments?.first else { return nil }
        if first.label == "verbatim" {
            // `Text(verbatim: L10n.title)`, `Text(verbatim: item.title)`: the accessor or member has localized the
            // text already.
            switch reader.values(of: first.value, acceptsNames: false).first {
            case .accessor?, .member?, .instanceMember?:
                return record(first.value, role: role, element: element, slot: .string, acceptsNames: false)
            default:
                break
            }
            guard let literal = reader.literal(first) else { return nil }
            return add(token: literal.token, text: reader.keys.key(literal.literal), role: role, element: element, localization: .verbatim)
        }
        guard first.label == nil else { return nil }
        return record(first.value, role: role, element: element, slot: .key, acceptsNames: false,
                      table: reader.plainArgument(link, "tableName"), comment: reader.plainArgument(link, "comment"))
    }

    /// Adds a use at a token, unless that token was recorded already (then returns the earlier use).
    func add(
        token: Int, text: String, table: String? = nil, comment: String? = nil, defaultValue: String? = nil,
        role: Role?, element: String, localization: CodeStringUse.Localization
    ) -> CodeStringUse {
        if let existing = recordedTokens[token] { return uses[existing] }
        let position = position(ofToken: token)
        let use = CodeStringUse(
            file: source.path, line: position.line, column: position.column, text: text, table: table, comment: comment,
            defaultValue: defaultValue, role: role, element: element, localization: localization
        )
        recordedTokens[token] = uses.count
        uses.append(use)
        return use
    }

    /// `let title: LocalizedStringKey = "Save"`: Xcode extracts the literal; its role comes from where `name`
    /// is shown, if anywhere.
    func typedDeclaration(_ node: SwiftNode, name: String?) {
        guard case .chain(let chain) = node, chain.links.count == 1, chain.links[0].kind == .literal else { return }
        if let use = record(.literal(chain.links[0].literal, token: chain.links[0].token), role: nil, element: "LocalizedStringKey", slot: .key),
            let name, let index = recordedTokens[chain.links[0].token], uses[index] == use {
            keyNames[name, default: []].append(index)
        }
    }

    /// `Action(title: "Delete Item")` where the app declares `title` a `LocalizedStringKey` (`struct Action { let
    /// title: LocalizedStringKey }`): the initializer takes the literal as a key, as Xcode extracts it, and its role
    /// comes from where `title` is shown (`Button(action.title)`).
    func keyTypedArguments(_ arguments: [SwiftArgument]) {
        for argument in arguments {
            guard let label = argument.label, argument.value.count == 1,
                let type = reader.hints.type(of: label, at: Int(source.tokens[argument.token].start)),
                TextValueReader.keyTypes.contains(type) else { continue }
            typedDeclaration(argument.value[0], name: label)
        }
    }

    /// `var title: LocalizedStringKey { switch self { case .home: "Home" … } }` (or a function returning one):
    /// the literals the body gives back, each a key whose role comes from where `name` is shown.
    func keyBody(_ block: SwiftBlock, name: String) {
        for node in block.nodes {
            switch node {
            case .chain(let chain) where chain.links.count == 1 && chain.links[0].kind == .literal:
                typedDeclaration(node, name: name)
            case .block(let inner):
                keyBody(inner, name: name)
            default:
                continue
            }
        }
    }

    /// `static let save = NSLocalizedString("action.save", …)`: a name whose value is a localized key is an accessor;
    /// where the app shows the name (`Button(UserText.save)`) gives the key its role.
    func accessorValue(_ nodes: [SwiftNode], name: String) {
        guard nodes.count == 1, case .chain(let chain) = nodes[0], let call = reader.localizedCall(chain) else { return }
        declareAccessor(call, name: name)
    }

    /// `static var title: String { return L10n.tr("Localizable", "about.title") }` (SwiftGen), or a function
    /// returning one: the first localized key the body gives back, at its top level.
    func accessorBody(_ block: SwiftBlock, name: String) {
        for node in block.nodes {
            guard case .chain(let chain) = node, let call = reader.localizedCall(chain) else { continue }
            declareAccessor(call, name: name)
            return
        }
    }

    private func declareAccessor(_ call: LocalizedCall, name: String) {
        guard record(.localized(call), role: nil, element: call.function, slot: .key) != nil,
            let index = recordedTokens[call.token] else { return }
        accessors[(typePath + [name]).joined(separator: "."), default: []].append(index)
    }

    // MARK: Roles from the context

    /// A button's role: from the nearest alert, action sheet, toolbar or menu around it.
    func buttonRole() -> (role: Role, dialog: Int?) {
        for frame in frames.reversed() {
            switch frame {
            case .dialogActions(let index): return (dialogs[index].kind == .alert ? .alertButton : .actionSheetButton, index)
            case .dialogButtons(let kind): return (kind == .alert ? .alertButton : .actionSheetButton, nil)
            case .toolbar: return (.toolbarItem, nil)
            case .menu: return (.menuItem, nil)
            case .reset: return (.button, nil)
            default: continue
            }
        }
        return (.button, nil)
    }

    /// A control that is not a button but acts in menus and toolbars (a toggle, a navigation link): a menu
    /// item in a menu, a toolbar item in a toolbar, else `fallback`.
    func controlRole(fallback: Role) -> Role {
        for frame in frames.reversed() {
            switch frame {
            case .menu: return .menuItem
            // A control among a menu-style picker's options is one of its entries (a nested `Picker`, a submenu).
            case .pickerOptions(.menuItem, _): return .menuItem
            case .toolbar: return .toolbarItem
            case .reset, .dialogActions, .dialogButtons: return fallback
            default: continue
            }
        }
        return fallback
    }

    /// The role of plain text (`Text`, `Label`): what it labels, else a label. In a button's label only the first
    /// text is the title.
    func textRole() -> Role {
        for depth in frames.indices.reversed() {
            switch frames[depth] {
            case .textRole(let role): return role
            case .buttonLabel(let role):
                frames[depth] = .textRole(.label)
                return role
            case .dialogMessage: return .alertMessage
            case .pickerOptions(let role, _): return role
            case .reset: return .label
            default: continue
            }
        }
        return .label
    }

    /// True when a `ForEach` or loop lies between the top of the stack and the frame at `depth`.
    func isDynamic(above depth: Int) -> Bool {
        frames[(depth + 1)...].contains { if case .dynamic = $0 { return true } else { return false } }
    }

    /// The nearest frame matching `predicate`, with its depth; nil past a `.reset`.
    func nearest(_ predicate: (Frame) -> Bool) -> Int? {
        for depth in frames.indices.reversed() {
            if predicate(frames[depth]) { return depth }
            if case .reset = frames[depth] { return nil }
        }
        return nil
    }
}
