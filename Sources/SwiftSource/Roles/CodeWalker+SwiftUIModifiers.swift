extension CodeWalker {
    /// Handles a SwiftUI modifier; false when the name is not one, so the caller walks it generically.
    func swiftUIModifier(_ link: SwiftLink, chain: SwiftChain) -> Bool {
        guard link.kind == .member else { return false }
        let element = "." + link.name
        switch link.name {
        case "alert":
            return presentedDialog(link, kind: .alert)
        case "confirmationDialog":
            return presentedDialog(link, kind: .actionSheet)
        case "navigationTitle", "navigationBarTitle":
            recordArgument(link, nil, role: .navTitle, element: element, slot: .key)
            visitChildren(of: link, frame: .textRole(.navTitle))
        case "navigationSubtitle", "badge":
            recordArgument(link, nil, role: .label, element: element, slot: .key)
            visitChildren(of: link)
        case "help":
            // A help tag on macOS (a tooltip), VoiceOver's hint elsewhere.
            recordArgument(link, nil, role: .tooltip, element: element, slot: .key)
            visitChildren(of: link, frame: .textRole(.tooltip))
        case "searchable":
            recordArgument(link, "prompt", role: .searchPrompt, element: element, slot: .key)
            visitChildren(of: link)
        case "accessibilityLabel":
            recordArgument(link, nil, role: .a11yLabel, element: element, slot: .key)
            visitChildren(of: link, frame: .textRole(.a11yLabel))
        case "accessibilityHint":
            recordArgument(link, nil, role: .a11yHint, element: element, slot: .key)
            visitChildren(of: link, frame: .textRole(.a11yHint))
        case "accessibility":
            recordArgument(link, "label", role: .a11yLabel, element: element, slot: .key)
            recordArgument(link, "hint", role: .a11yHint, element: element, slot: .key)
            visitChildren(of: link)
        case "accessibilityAction":
            recordArgument(link, "named", role: .a11yLabel, element: element, slot: .key)
            visitChildren(of: link, frame: .reset)
        case "tabItem":
            walkClosure(closure(link, "label") ?? link.trailingClosure(nil), frame: .textRole(.tab))
        case "toolbar":
            visitChildren(of: link, frame: .toolbar)
        case "contextMenu":
            walkClosure(closure(link, "menuItems") ?? link.trailingClosure(nil), frame: .menu)
            walkClosure(closure(link, "preview"), frame: .reset)
            walkClosure(closure(link, "primaryAction"), frame: .reset)
        case "sheet", "popover", "fullScreenCover", "navigationDestination", "inspector", "onTapGesture", "onAppear",
            "onDisappear", "task", "onChange", "onReceive", "onSubmit", "refreshable", "onDelete", "onMove":
            visitChildren(of: link, frame: .reset)
        case "pickerStyle", "tabViewStyle":
            break
        default:
            return false
        }
        return true
    }

    /// `.alert("Title", isPresented:) { actions } message: { Text(…) }` and `.confirmationDialog(…)`; the legacy
    /// `.alert(isPresented:) { Alert(…) }` (no title argument) is left to the generic walk, which finds `Alert`.
    private func presentedDialog(_ link: SwiftLink, kind: CodeDialog.Kind) -> Bool {
        let titleArgument = link.unlabeledArgument(at: 0)
        guard titleArgument != nil || link.argument("error") != nil else { return false }
        let element = "." + link.name
        let title = titleArgument.flatMap { record($0.value, role: kind == .alert ? .alertTitle : .actionSheetTitle, element: element, slot: .key) }
        let position = position(ofToken: link.token)
        dialogs.append(CodeDialog(
            kind: kind, api: element, file: source.path, line: position.line, column: position.column, title: title, buttons: [],
            hasDynamicButtons: false, systemAddsCancel: kind == .actionSheet
        ))
        let index = dialogs.count - 1
        let actions = closure(link, "actions") ?? link.trailingClosure(nil)
        let message = closure(link, "message")
        walkClosure(actions, frame: .dialogActions(index))
        walkClosure(message, frame: .dialogMessage)
        frames.append(.opaque)
        for argument in link.arguments ?? [] where argument.label != "actions" && argument.label != "message" { walk(argument.value) }
        frames.removeLast()
        return true
    }
}
