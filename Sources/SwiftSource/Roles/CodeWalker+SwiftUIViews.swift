import CopylintBase

extension CodeWalker {
    /// Handles a SwiftUI view (or legacy `Alert`/`ActionSheet`) at the head of a chain; false when the name is
    /// not one, so the caller walks it generically.
    func swiftUIView(_ link: SwiftLink, chain: SwiftChain) -> Bool {
        switch link.name {
        case "Text":
            // A caption in a button's label is shown beside the title, and leaves the title to the next text.
            textView(link, role: isInButtonLabelWithCaptions && Self.isCaptionStyled(chain) ? .label : textRole(), element: "Text")
            visitChildren(of: link)
        case "Label":
            // `Label { Text(…) } icon: { … }` has no title of its own: its text, not it, is a button label's title.
            if link.unlabeledArgument(at: 0) != nil { recordArgument(link, nil, role: textRole(), element: "Label", slot: .key) }
            visitChildren(of: link)
        case "Button":
            button(link)
        case "Link", "ShareLink":
            let role = buttonRole().role
            recordArgument(link, nil, role: role, element: link.name, slot: .key)
            visitChildren(of: link, frame: .textRole(role))
        case "Toggle", "NavigationLink":
            labeledControl(link, chain: chain)
        case "Menu":
            menu(link)
        case "Picker":
            picker(link, chain: chain)
        case "TabView":
            tabView(link, chain: chain)
        case "Tab":
            tab(link)
        case "TextField", "SecureField":
            textField(link)
        case "Section", "TabSection":
            section(link)
        case "Stepper", "DatePicker", "ColorPicker", "ProgressView", "Gauge", "LabeledContent", "GroupBox", "DisclosureGroup",
            "ContentUnavailableView", "Slider", "MultiDatePicker":
            recordArgument(link, nil, role: .label, element: link.name, slot: .key)
            visitChildren(of: link)
        case "CommandMenu":
            recordArgument(link, nil, role: .menuTitle, element: "CommandMenu", slot: .key)
            visitChildren(of: link, frame: .menu)
        case "CommandGroup":
            visitChildren(of: link, frame: .menu)
        case "ToolbarItem", "ToolbarItemGroup":
            // A text (no button) placed where the bar shows its title is the screen's title.
            let placement = link.argument("placement")?.chain?.links.last?.name
            frames.append(.toolbar)
            visitChildren(of: link, frame: placement.map(Self.titlePlacements.contains) == true ? .textRole(.navTitle) : .opaque)
            frames.removeLast()
        case "Alert":
            legacyDialog(link, kind: .alert)
        case "ActionSheet":
            legacyDialog(link, kind: .actionSheet)
        case "Image":
            recordArgument(link, "label", role: .a11yLabel, element: "Image", slot: .key)
            visitChildren(of: link)
        default:
            return false
        }
        return true
    }

    /// Toolbar placements where a text stands in for the navigation bar's title: `.principal` replaces it, and a
    /// leading text is the large title some screens set there.
    static let titlePlacements: Set<String> = ["principal", "navigationBarLeading", "topBarLeading"]

    /// `Button("Title") { … }`, `Button(action:) { label }`, `Button { … } label: { … }`, `Button(_:role:action:)`.
    private func button(_ link: SwiftLink) {
        let (role, dialog) = buttonRole()
        let dialogDepth = dialog.flatMap { index in nearest { if case .dialogActions(index) = $0 { return true } else { return false } } }
        let usesBefore = uses.count
        var title = recordArgument(link, nil, role: role, element: "Button", slot: .key)
        let hasTitle = link.unlabeledArgument(at: 0) != nil
        let labelClosure = closure(link, "label") ?? (!hasTitle && link.argument("action") != nil ? link.trailingClosure(nil) : nil)
        buttonLabelTexts.append(labelClosure.map(textCount) ?? 0)
        walkClosure(labelClosure, frame: .buttonLabel(role))
        buttonLabelTexts.removeLast()
        if title == nil { title = uses[usesBefore...].first { $0.role == role } }
        frames.append(.reset)
        for argument in link.arguments ?? [] where argument.label != "label" && argument.token != link.unlabeledArgument(at: 0)?.token {
            walk(argument.value)
        }
        for closure in link.trailingClosures where closure.open != labelClosure?.open { walkBlock(closure) }
        frames.removeLast()
        guard let dialog else { return }
        let position = position(ofToken: link.token)
        dialogs[dialog].buttons.append(.init(title: title, style: buttonStyle(link, label: "role"), line: position.line, column: position.column))
        if let dialogDepth, isDynamic(above: dialogDepth) { dialogs[dialog].hasDynamicButtons = true }
    }

    /// `Toggle("Title", isOn:)`, `NavigationLink("Title", destination:)`: a label, or a menu or toolbar item; a
    /// toggle styled `.toggleStyle(.checkbox)`, or in a `Form` of a macOS file (AppKit imported), is a checkbox.
    private func labeledControl(_ link: SwiftLink, chain: SwiftChain) {
        let styles = chain.links.dropFirst().filter { $0.kind == .member && $0.name == "toggleStyle" }
            .compactMap { $0.arguments?.first?.chain?.links.last?.name }
        let isCheckbox = link.name == "Toggle"
            && (styles.contains { $0 == "checkbox" || $0 == "CheckboxToggleStyle" }
                || (styles.isEmpty && formDepth > 0 && platformHint == "macos"))
        let role = isCheckbox ? .checkbox : controlRole(fallback: .label)
        recordArgument(link, nil, role: role, element: link.name, slot: .key)
        let hasTitle = link.unlabeledArgument(at: 0) != nil
        if link.name == "NavigationLink" {
            // With a title, the trailing closure is the destination; without one, it is the label.
            walkClosure(closure(link, "label") ?? (hasTitle ? nil : link.trailingClosure(nil)), frame: .textRole(role))
            walkClosure(hasTitle ? link.trailingClosure(nil) : nil, frame: .reset)
            for argument in link.arguments ?? [] where argument.label != "label" {
                frames.append(argument.label == "destination" ? .reset : .opaque)
                walk(argument.value)
                frames.removeLast()
            }
        } else {
            visitChildren(of: link, frame: .textRole(role))
        }
    }

    /// True when the walk is in a menu's content, no other hierarchy started in between.
    private var isInMenu: Bool {
        for frame in frames.reversed() {
            switch frame {
            case .menu: return true
            case .reset, .toolbar, .textRole, .buttonLabel, .dialogActions, .dialogButtons, .tabView: return false
            default: continue
            }
        }
        return false
    }

    private func menu(_ link: SwiftLink) {
        var titleRole = Role.menuTitle
        for frame in frames.reversed() {
            if case .menu = frame { titleRole = .menuItem; break }
            if case .toolbar = frame { titleRole = .toolbarItem; break }
            if case .reset = frame { break }
        }
        recordArgument(link, nil, role: titleRole, element: "Menu", slot: .key)
        walkClosure(closure(link, "content") ?? link.trailingClosure(nil), frame: .menu)
        walkClosure(closure(link, "label"), frame: .textRole(titleRole))
        walkClosure(closure(link, "primaryAction"), frame: .reset)
    }

    private func picker(_ link: SwiftLink, chain: SwiftChain) {
        var style = chain.links.dropFirst().first { $0.kind == .member && $0.name == "pickerStyle" }.flatMap(styleName)
        if style == nil {
            for frame in frames.reversed() { if case .pickerStyle(let name) = frame { style = name; break } }
        }
        let titleRole = controlRole(fallback: .label)
        recordArgument(link, nil, role: titleRole, element: "Picker", slot: .key)
        recordArgument(link, "label", role: titleRole, element: "Picker", slot: .key)
        let optionRole: Role
        switch style ?? "automatic" {
        case "segmented", "palette": optionRole = .segment
        case "menu", "automatic", "default", "borderlessbutton", "popup": optionRole = .menuItem
        default: optionRole = .label
        }
        var group: Int?
        if optionRole == .segment {
            let position = position(ofToken: link.token)
            groups.append(CodeControlGroup(kind: .segmentedControl, api: "Picker", file: source.path, line: position.line, column: position.column, items: [], hasDynamicItems: false))
            group = groups.count - 1
        }
        let content = closure(link, "content") ?? link.trailingClosure(nil)
        walkClosure(content, frame: .pickerOptions(optionRole, group: group))
        let labelClosure = link.trailingClosure("label")
        walkClosure(labelClosure, frame: .textRole(titleRole))
        frames.append(.opaque)
        for argument in link.arguments ?? [] where argument.label != "content" { walk(argument.value) }
        frames.removeLast()
    }

    private func tabView(_ link: SwiftLink, chain: SwiftChain) {
        let style = chain.links.dropFirst().first { $0.kind == .member && $0.name == "tabViewStyle" }.flatMap(styleName)
        if style == "page" || style == "carousel" || style == "verticalpage" {
            visitChildren(of: link)
            return
        }
        let position = position(ofToken: link.token)
        groups.append(CodeControlGroup(kind: .tabBar, api: "TabView", file: source.path, line: position.line, column: position.column, items: [], hasDynamicItems: false))
        let group = groups.count - 1
        walkClosure(closure(link, "content") ?? link.trailingClosure(nil), frame: .tabView(group))
        frames.append(.opaque)
        for argument in link.arguments ?? [] where argument.label != "content" { walk(argument.value) }
        frames.removeLast()
    }

    /// `Tab("Title", systemImage:, value:) { content }` (iOS 18).
    private func tab(_ link: SwiftLink) {
        let title = recordArgument(link, nil, role: .tab, element: "Tab", slot: .key)
        if let depth = nearest({ if case .tabView = $0 { return true } else { return false } }), case .tabView(let group) = frames[depth] {
            let position = position(ofToken: link.token)
            groups[group].items.append(.init(title: title, line: position.line, column: position.column))
            if isDynamic(above: depth) { groups[group].hasDynamicItems = true }
        }
        frames.append(.opaque)
        for argument in link.arguments ?? [] { walk(argument.value) }
        frames.removeLast()
        for closure in link.trailingClosures { walkClosure(closure, frame: .reset) }
    }

    /// `TextField("Title", text:)`: the title is the placeholder, unless a `prompt:` is given (then it is).
    private func textField(_ link: SwiftLink) {
        if link.argument("prompt") != nil {
            recordArgument(link, nil, role: .label, element: link.name, slot: .key)
            recordArgument(link, "prompt", role: .placeholder, element: link.name, slot: .key)
        } else {
            recordArgument(link, nil, role: .placeholder, element: link.name, slot: .key)
        }
        visitChildren(of: link, frame: .textRole(.label))
    }

    /// `Section("Title") { … }`, `Section(header: Text(…), footer: Text(…))`, `Section { … } header: { … }`: the
    /// title, header and footer are labels, but in a `Menu` the title heads a group of its items (`menu-title`); the
    /// content belongs to the section's parent (a menu's section holds items).
    private func section(_ link: SwiftLink) {
        recordArgument(link, nil, role: isInMenu ? .menuTitle : .label, element: link.name, slot: .key)
        for slot in ["header", "footer"] {
            // A header that is a view (`Label("Debug", systemImage: …)`, a stack) is walked as the header's label.
            guard let argument = link.argument(slot),
                recordArgument(link, slot, role: .label, element: link.name, slot: .key) == nil else { continue }
            frames.append(.textRole(.label))
            walk(argument.value)
            frames.removeLast()
        }
        walkClosure(closure(link, "header"), frame: .textRole(.label))
        walkClosure(closure(link, "footer"), frame: .textRole(.label))
        if let content = closure(link, "content") ?? link.trailingClosure(nil) { walkBlock(content) }
        frames.append(.opaque)
        for argument in link.arguments ?? [] where !["content", "header", "footer"].contains(argument.label ?? "") { walk(argument.value) }
        frames.removeLast()
    }

    /// `Alert(title:message:primaryButton:secondaryButton:)`, `ActionSheet(title:message:buttons:)`.
    private func legacyDialog(_ link: SwiftLink, kind: CodeDialog.Kind) {
        let title = recordArgument(link, "title", role: kind == .alert ? .alertTitle : .actionSheetTitle, element: link.name, slot: .key)
        recordArgument(link, "message", role: .alertMessage, element: link.name, slot: .key)
        let position = position(ofToken: link.token)
        dialogs.append(CodeDialog(kind: kind, api: link.name, file: source.path, line: position.line, column: position.column,
                                  title: title, buttons: [], hasDynamicButtons: false, systemAddsCancel: false))
        frames.append(.dialogActions(dialogs.count - 1))
        for argument in link.arguments ?? [] where ["primaryButton", "secondaryButton", "dismissButton", "buttons"].contains(argument.label ?? "") {
            walk(argument.value)
        }
        frames.removeLast()
    }

    /// `.default(Text("OK"))`, `.cancel()`, `.destructive(Text("Delete"), action:)` inside a legacy dialog.
    func legacyAlertButton(_ link: SwiftLink) -> Bool {
        guard ["default", "cancel", "destructive"].contains(link.name),
            let depth = nearest({ if case .dialogActions = $0 { return true } else { return false } }),
            case .dialogActions(let index) = frames[depth], ["Alert", "ActionSheet"].contains(dialogs[index].api) else { return false }
        let role: Role = dialogs[index].kind == .alert ? .alertButton : .actionSheetButton
        let title = recordArgument(link, nil, role: role, element: "\(dialogs[index].api).Button", slot: .key)
        let style: CodeButtonStyle = link.name == "cancel" ? .cancel : link.name == "destructive" ? .destructive : .standard
        let position = position(ofToken: link.token)
        dialogs[index].buttons.append(.init(title: title, style: style, line: position.line, column: position.column))
        if isDynamic(above: depth) { dialogs[index].hasDynamicButtons = true }
        visitChildren(of: link, frame: .reset)
        return true
    }

    /// Counts a chain as an option of the segmented picker or a tab of the tab view it sits directly in.
    func registerDirectChild(_ chain: SwiftChain, parent: Frame?, usesBefore: Int) {
        guard let parent, let head = chain.headName else { return }
        let position = position(ofToken: chain.links[0].token)
        switch parent {
        case .pickerOptions(let role, let group?):
            if head == "ForEach" { groups[group].hasDynamicItems = true }
            guard ["Text", "Label", "Image"].contains(head) else { return }
            groups[group].items.append(.init(title: uses[usesBefore...].first { $0.role == role }, line: position.line, column: position.column))
        case .tabView(let group):
            if head == "ForEach" { groups[group].hasDynamicItems = true }
            guard head != "Tab", chain.links.contains(where: { $0.kind == .member && $0.name == "tabItem" }) else { return }
            groups[group].items.append(.init(title: uses[usesBefore...].first { $0.role == .tab }, line: position.line, column: position.column))
        default:
            return
        }
    }
}
