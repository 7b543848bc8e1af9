import CopylintBase

/// Walking blocks, closures and call chains: what `walk(_:)` hands each statement to.
extension CodeWalker {
    func isWord(_ node: SwiftNode, _ word: String) -> Bool {
        guard case .token(let index) = node, source.tokens[index].kind == .identifier else { return false }
        return source.text(source.tokens[index]) == word
    }

    /// A block is a scope: a UIKit alert made inside it stays inside it.
    /// `isTypeBody`: the braces of a type's declaration, whose declarations are the type's members.
    func walkBlock(_ block: SwiftBlock, isTypeBody: Bool = false) {
        let savedDialog = currentPlatformDialog
        let savedPending = pendingPlatformButtons
        pendingPlatformButtons = []
        let savedSheetActions = carPlaySheetActions
        if importsCarPlay { carPlaySheetActions = carPlaySheetActionNames(block.nodes) }
        typeBodies.append(isTypeBody)
        walk(block.nodes)
        typeBodies.removeLast()
        currentPlatformDialog = savedDialog
        pendingPlatformButtons = savedPending
        carPlaySheetActions = savedSheetActions
    }

    /// True when a declaration here is a member of a type (or stands at the top of the file), not a local.
    var isMemberLevel: Bool { typeBodies.last ?? true }

    /// Walks a link's arguments and closures under `frame`.
    func visitChildren(of link: SwiftLink, frame: Frame = .opaque, skipping skipped: Set<String> = []) {
        frames.append(frame)
        for argument in link.arguments ?? [] where !skipped.contains(argument.label ?? "") {
            walk(argument.value)
        }
        for closure in link.trailingClosures where !skipped.contains(closure.label ?? "") {
            walkBlock(closure)
        }
        frames.removeLast()
    }

    /// Walks a container's closures with no frame of its own: its children are its parent's children.
    func walkTransparent(_ link: SwiftLink) {
        frames.append(.opaque)
        for argument in link.arguments ?? [] { walk(argument.value) }
        frames.removeLast()
        for closure in link.trailingClosures { walkBlock(closure) }
    }

    /// Walks one closure (trailing, or passed as an argument) under `frame`.
    func walkClosure(_ block: SwiftBlock?, frame: Frame) {
        guard let block else { return }
        frames.append(frame)
        walkBlock(block)
        frames.removeLast()
    }

    /// The closure passed as argument `label` or as the trailing closure with that label.
    func closure(_ link: SwiftLink, _ label: String) -> SwiftBlock? {
        if let argument = link.argument(label), argument.value.count == 1, case .block(let block) = argument.value[0] { return block }
        return link.trailingClosure(label)
    }

    func visit(_ chain: SwiftChain) {
        noteInlineUse(chain)
        let usesBefore = uses.count
        let directParent = frames.last
        let head = chain.links[0]
        let environmentStyle = chain.links.dropFirst().first { $0.kind == .member && $0.name == "pickerStyle" }.flatMap(styleName)
        if let environmentStyle, head.name != "Picker" { frames.append(.pickerStyle(environmentStyle)) }
        visitHead(head, chain: chain)
        if environmentStyle != nil, head.name != "Picker" { frames.removeLast() }
        for link in chain.links.dropFirst() {
            visitLink(link, chain: chain)
        }
        registerDirectChild(chain, parent: directParent, usesBefore: usesBefore)
    }

    private func visitHead(_ head: SwiftLink, chain: SwiftChain) {
        switch head.kind {
        case .name:
            if head.isCall, swiftUIView(head, chain: chain) || platformCall(head) || carPlayCall(head) || appIntentsCall(head) { return }
            if let call = reader.localizedCall(chain) {
                record(.localized(call), role: nil, element: call.function, slot: .key)
            }
            guard head.isCall else { return }
            sectionedDataSource(head)
            if head.name.first?.isLowercase == true, head.arguments?.isEmpty ?? true { viewBuilderShownInLabel(named: head.name, token: head.token) }
            callArguments(head, callee: head.name.first?.isUppercase == true
                ? .initializer(type: head.name) : .function(name: head.name, ownType: typePath.last ?? ""))
            let (usesBefore, accessorsBefore, membersBefore) = (uses.count, accessorReferences.count, memberReferences.count)
            defer {
                if head.name.first?.isUppercase == true, head.trailingClosure(nil) != nil {
                    trailingClosureText(head, usesBefore: usesBefore, accessorsBefore: accessorsBefore, membersBefore: membersBefore)
                }
            }
            if head.name == "ForEach" {
                visitChildren(of: head, frame: .dynamic)
            } else if head.name == "Form" {
                formDepth += 1
                visitChildren(of: head)
                formDepth -= 1
            } else if Self.transparentContainers.contains(head.name) {
                walkTransparent(head)
            } else {
                visitChildren(of: head)
            }
        case .member:
            if head.isCall { visitLink(head, chain: chain) }
        case .group:
            frames.append(.opaque)
            for element in head.elements { walk(element.value) }
            frames.removeLast()
        case .call:
            visitChildren(of: head)
        case .literal:
            // `"settings.title".localized`, with the project's own `String` helper.
            if let call = reader.localizedCall(chain) {
                record(.localized(call), role: nil, element: call.function, slot: .key)
            }
        case .number:
            break
        }
    }

    /// A later link of a chain: a modifier, a method call, a subscript.
    private func visitLink(_ link: SwiftLink, chain: SwiftChain) {
        if link.kind == .group {
            frames.append(.opaque)
            for element in link.elements { walk(element.value) }
            frames.removeLast()
            return
        }
        guard link.isCall else { return }
        relayValue(link, chain: chain)
        if reactiveBinding(link, chain: chain) || reactiveSubscription(link, chain: chain) { return }
        if swiftUIModifier(link, chain: chain) || widgetModifier(link, chain: chain) || platformMethod(link) || carPlayMethod(link)
            || legacyAlertButton(link) { return }
        if link.kind == .member {
            let onSelf = chain.links.count >= 2 && chain.links[1].token == link.token && (chain.headName == "self" || chain.headName == "Self")
            callArguments(link, callee: .function(name: link.name, ownType: onSelf ? typePath.last ?? "" : nil), alsoAs: caseConstructor(link, chain: chain))
        }
        visitChildren(of: link)
    }

    /// `menuItems`, `self.menuItems` or `deleteActions()` inside a menu, a toolbar or a dialog's actions: the first
    /// context a view builder of that name is used in.
    private func noteInlineUse(_ chain: SwiftChain) {
        let links = chain.links.first?.name == "self" && chain.links.count == 2 ? Array(chain.links.dropFirst()) : chain.links
        guard links.count == 1, let link = links.first, link.kind == .name || link.kind == .member,
            link.name.first?.isLowercase == true, (link.arguments ?? []).isEmpty, link.trailingClosures.isEmpty,
            foundInlineContexts[link.name] == nil else { return }
        for frame in frames.reversed() {
            switch frame {
            case .menu, .toolbar, .dialogButtons:
                foundInlineContexts[link.name] = frame
                return
            case .dialogActions(let index):
                foundInlineContexts[link.name] = .dialogButtons(dialogs[index].kind)
                return
            case .reset, .textRole, .buttonLabel:
                return
            default:
                continue
            }
        }
    }

    /// Containers whose content counts as their parent's direct children (a `Group` of tabs is still tabs).
    static let transparentContainers: Set<String> = ["Group", "TabSection", "Section"]
}
