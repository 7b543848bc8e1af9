import CopylintBase

extension CodeWalker {
    /// Handles a UIKit or AppKit initializer at the head of a chain; false when the name is not one.
    /// Their titles are `String`s: a literal passed to them is shown as written, never localized.
    func platformCall(_ link: SwiftLink) -> Bool {
        let name = link.name
        switch name {
        case "UIAlertController":
            alertController(link)
        case "UIAlertAction":
            alertAction(link)
        case "NSAlert":
            let position = position(ofToken: link.token)
            dialogs.append(CodeDialog(kind: .alert, api: name, file: source.path, line: position.line, column: position.column,
                                      title: nil, buttons: [], hasDynamicButtons: false, systemAddsCancel: false))
            currentPlatformDialog = dialogs.count - 1
        case "UISegmentedControl":
            segmentedControl(link)
        case "NSButton" where link.argument("checkboxWithTitle") != nil || link.argument("radioButtonWithTitle") != nil:
            // `NSButton(checkboxWithTitle:target:action:)`: a checkbox, sentence style on macOS.
            recordArgument(link, link.argument("checkboxWithTitle") != nil ? "checkboxWithTitle" : "radioButtonWithTitle",
                           role: .checkbox, element: name, slot: .string)
            visitChildren(of: link, frame: .reset)
        default:
            guard let (label, role) = Self.platformTitles[name] ?? Self.subclassTitle(name) else { return false }
            recordArgument(link, label, role: role, element: name, slot: .string)
            visitChildren(of: link, frame: name == "UIMenu" || name == "NSMenu" ? .menu : .reset)
        }
        return true
    }

    /// Initializers whose one title argument has a fixed role.
    private static let platformTitles: [String: (String, Role)] = [
        "UIBarButtonItem": ("title", .toolbarItem), "UITabBarItem": ("title", .tab), "UIAction": ("title", .menuItem),
        "UIMenu": ("title", .menuTitle), "UIContextualAction": ("title", .button), "UIApplicationShortcutItem": ("localizedTitle", .menuItem),
        "NSButton": ("title", .button), "NSMenuItem": ("title", .menuItem), "NSMenu": ("title", .menuTitle),
        "NSTextField": ("labelWithString", .label), "NSToolbarItem": ("label", .toolbarItem),
        // A command of the app's menus (the menu bar on iPad and Mac, the shortcuts overlay).
        "UIKeyCommand": ("title", .menuItem), "UICommand": ("title", .menuItem),
    ]

    /// A subclass named after the UIKit class it extends, as libraries name them (`RAMAnimatedTabBarItem`): made
    /// with that class's initializer, it shows the title the same way.
    private static func subclassTitle(_ name: String) -> (String, Role)? {
        if name.hasSuffix("TabBarItem") { return ("title", .tab) }
        if name.hasSuffix("BarButtonItem") { return ("title", .toolbarItem) }
        return nil
    }

    private func alertController(_ link: SwiftLink) {
        let isSheet = link.argument("preferredStyle")?.chain?.links.last?.name == "actionSheet"
        let kind: CodeDialog.Kind = isSheet ? .actionSheet : .alert
        let title = recordArgument(link, "title", role: isSheet ? .actionSheetTitle : .alertTitle, element: "UIAlertController", slot: .string)
        recordArgument(link, "message", role: .alertMessage, element: "UIAlertController", slot: .string)
        let position = position(ofToken: link.token)
        var dialog = CodeDialog(kind: kind, api: "UIAlertController", file: source.path, line: position.line, column: position.column,
                                title: title, buttons: [], hasDynamicButtons: false, systemAddsCancel: false)
        // Actions made before the controller in the same scope belong to it.
        for (button, useIndex) in pendingPlatformButtons {
            var button = button
            if let useIndex, isSheet {
                uses[useIndex].role = .actionSheetButton
                button.title = uses[useIndex]
            }
            dialog.buttons.append(button)
        }
        pendingPlatformButtons = []
        dialogs.append(dialog)
        currentPlatformDialog = dialogs.count - 1
        visitChildren(of: link)
    }

    private func alertAction(_ link: SwiftLink) {
        let dialog = currentPlatformDialog
        let role: Role = dialog.map { dialogs[$0].kind == .actionSheet ? .actionSheetButton : .alertButton } ?? .alertButton
        let usesBefore = uses.count
        let title = recordArgument(link, "title", role: role, element: "UIAlertAction", slot: .string)
        let position = position(ofToken: link.token)
        let button = CodeDialog.Button(title: title, style: buttonStyle(link, label: "style"), line: position.line, column: position.column)
        let inLoop = frames.contains { if case .dynamic = $0 { return true } else { return false } }
        if let dialog {
            dialogs[dialog].buttons.append(button)
            if inLoop { dialogs[dialog].hasDynamicButtons = true }
        } else {
            pendingPlatformButtons.append((button, uses.count > usesBefore ? usesBefore : nil))
        }
        visitChildren(of: link, frame: .reset)
    }

    private func segmentedControl(_ link: SwiftLink) {
        let start = position(ofToken: link.token)
        var group = CodeControlGroup(kind: .segmentedControl, api: "UISegmentedControl", file: source.path, line: start.line,
                                     column: start.column, items: [], hasDynamicItems: false)
        if let items = link.argument("items") {
            if let chain = items.chain, chain.links.count == 1, chain.links[0].kind == .group, chain.links[0].bracket == UInt8(ascii: "[") {
                for element in chain.links[0].elements {
                    let title = record(element.value, role: .segment, element: "UISegmentedControl", slot: .string)
                    let itemPosition = position(ofToken: element.token)
                    group.items.append(.init(title: title, line: itemPosition.line, column: itemPosition.column))
                }
            } else {
                group.hasDynamicItems = true
            }
            groups.append(group)
        }
        visitChildren(of: link)
    }

    /// Handles a UIKit/AppKit method (`button.setTitle(_:for:)`, `alert.addButton(withTitle:)`); false otherwise.
    func platformMethod(_ link: SwiftLink) -> Bool {
        guard link.kind == .member else { return false }
        switch link.name {
        case "setTitle":
            let role: Role? = link.argument("forSegmentAt") != nil ? .segment : link.argument("for") != nil ? .button : nil
            guard let role else { return false }
            recordArgument(link, nil, role: role, element: "setTitle", slot: .string)
        case "insertSegment":
            guard link.argument("withTitle") != nil else { return false }
            recordArgument(link, "withTitle", role: .segment, element: "insertSegment", slot: .string)
        case "addButton":
            guard link.argument("withTitle") != nil else { return false }
            let title = recordArgument(link, "withTitle", role: .alertButton, element: "addButton", slot: .string)
            if let dialog = currentPlatformDialog, dialogs[dialog].api == "NSAlert" {
                let position = position(ofToken: link.token)
                let style: CodeButtonStyle = title?.sourceText == "Cancel" ? .cancel : .standard
                dialogs[dialog].buttons.append(.init(title: title, style: style, line: position.line, column: position.column))
            }
        case "setViewControllers":
            guard hasTabBarController, let first = link.unlabeledArgument(at: 0) else { return false }
            tabControllers(first.value, at: link.token)
        default:
            return false
        }
        visitChildren(of: link)
        return true
    }

    /// `label.text = …`, `navigationItem.title = …`, `accessibilityLabel = …`, `alert.messageText = …`.
    func assignment(target: SwiftChain, value: [SwiftNode]) {
        guard let last = target.links.last, last.kind == .member || last.kind == .name, !last.isCall else { return }
        let receiver = target.links.dropLast().map { $0.name.lowercased() }.joined(separator: ".")
        if last.name == "viewControllers", hasTabBarController {
            tabControllers(value, at: last.token)
            return
        }
        if carPlayAssignment(property: last.name, value: value) { return }
        // HMSegmentedControl's titles (`segmentedControl.sectionTitles = [a, b]`), one segment each.
        if last.name == "sectionTitles", receiver.contains("segment") {
            recordEach(value, role: .segment, element: ".sectionTitles")
            return
        }
        if let role = notificationContentRole(target: target, property: last.name) {
            record(value, role: role, element: "UNMutableNotificationContent." + last.name, slot: .string)
            return
        }
        // `item.label = label; item.toolTip = label`: the tooltip repeats the item's label, which is what people
        // read first (a toolbar item's title, a button's); the tooltip gives the string no role of its own.
        if let name = Self.plainName(value) {
            let assignment = LabelAssignment(receiver: receiver, name: name, function: source.startOfFunction(enclosing: last.token))
            if ["label", "title", "paletteLabel"].contains(last.name) {
                labelAssignments.insert(assignment)
            } else if last.name == "toolTip", labelAssignments.contains(assignment) {
                return
            }
        }
        guard let role = assignedRole(property: last.name, receiver: receiver)
        else { return }
        // `title = …` in a function that declared `let title: String` fills in its own constant, not the view
        // controller's title (an override of that property is written `override var title`, not declared anew).
        if receiver.isEmpty, last.kind == .name,
            reader.receivers.declares(last.name, in: source.startOfFunction(enclosing: last.token)..<Int(source.tokens[last.token].start)),
            !source.overridesProperty(last.name) {
            return
        }
        let use = record(value, role: role, element: "." + last.name, slot: .string)
        if last.name == "messageText", let dialog = currentPlatformDialog, dialogs[dialog].api == "NSAlert", dialogs[dialog].title == nil {
            dialogs[dialog].title = use
        }
    }

    /// `content.title = …` and `content.body = …` where `content` is declared a `UNMutableNotificationContent`:
    /// the title and body of the notification the app posts.
    private func notificationContentRole(target: SwiftChain, property: String) -> Role? {
        guard target.links.count == 2, let receiver = target.links.first, receiver.kind == .name,
            reader.receivers.type(of: receiver.name, at: Int(source.tokens[receiver.token].start)) == "UNMutableNotificationContent"
        else { return nil }
        switch property {
        case "title": return .notificationTitle
        case "body": return .notificationBody
        default: return nil
        }
    }

    /// A receiver named as UIKit's list content configurations are (`content`, `configuration`, `config`).
    private static func isContentConfiguration(_ receiver: String) -> Bool {
        let last = receiver.split(separator: ".").last.map(String.init) ?? receiver
        return last.hasSuffix("content") || last.hasSuffix("configuration") || last.hasSuffix("config")
    }

    /// The name when `value` is one plain name (`label`), nil for anything else.
    static func plainName(_ value: [SwiftNode]) -> String? {
        guard value.count == 1, case .chain(let chain) = value[0], chain.links.count == 1, chain.links[0].kind == .name,
            !chain.links[0].isCall else { return nil }
        return chain.links[0].name
    }

    private func assignedRole(property: String, receiver: String) -> Role? {
        // A view controller's own `title`; a SwiftUI view's `self.title = title` (in a file that also names a
        // controller) is only its stored property.
        let isOwnTitle = (receiver.isEmpty || receiver == "self") && hasViewControllers
            && typeConformances.last?.contains("View") != true
        switch property {
        // A list cell's content (`var content = cell.defaultContentConfiguration(); content.text = …`) is its labels.
        case "text": return receiver.contains("label") || Self.isContentConfiguration(receiver) ? .label : nil
        case "secondaryText": return Self.isContentConfiguration(receiver) ? .label : nil
        case "title":
            if receiver.contains("tabbaritem") { return .tab }
            // A window's title (`view.window?.title = …`) is a title bar's, as Interface Builder's NSWindow is.
            if receiver.contains("navigationitem") || isOwnTitle || receiver.hasSuffix("window") { return .navTitle }
            if receiver.contains("button") { return .button }
            if receiver.contains("menuitem") { return .menuItem }
            return nil
        // SwifterSwift's `UIButton.titleForNormal`, the title `setTitle(_:for: .normal)` sets.
        case "titleForNormal": return receiver.contains("button") ? .button : nil
        case "placeholder":
            if receiver.contains("searchbar") { return .searchPrompt }
            return receiver.contains("field") || receiver.contains("textview") ? .placeholder : nil
        case "prompt": return receiver.contains("navigationitem") ? .label : nil
        case "accessibilityLabel": return .a11yLabel
        case "accessibilityHint": return .a11yHint
        case "messageText": return .alertTitle
        case "informativeText": return .alertMessage
        case "stringValue": return receiver.contains("label") || receiver.contains("field") ? .label : nil
        case "placeholderString": return .placeholder
        // The DropDown library's menu (`dropDown.dataSource = items`): each of its strings is an item.
        case "dataSource": return receiver.hasSuffix("dropdown") ? .menuItem : nil
        case "toolTip": return .tooltip
        default: return nil
        }
    }

    /// `tableView(_:titleForHeaderInSection:)` and `…titleForFooterInSection:`, UIKit's table data source: what
    /// they give back is a section's header or footer text. Recorded before the body is walked, so the key
    /// keeps this role when the walk meets it (a body of one expression was read already, as the function's value).
    func dataSourceTitles(_ scope: FunctionScope, body: SwiftBlock) {
        guard scope.name == "tableView", let label = scope.labels.first(where: Self.sectionTitleLabels.contains) else { return }
        let element = "tableView(_:\(label):)"
        for expression in returnedExpressions(body.nodes) {
            for value in reader.values(of: expression, acceptsNames: true) {
                if case .localized(let call) = value, let known = recordedTokens[call.token] {
                    if uses[known].role == nil { (uses[known].role, uses[known].element) = (.label, element) }
                    continue
                }
                record(value, role: .label, element: element, slot: .string)
            }
        }
    }

    private static let sectionTitleLabels: Set<String> = ["titleForHeaderInSection", "titleForFooterInSection"]

    /// `viewControllers = [a, b, c]` on a tab bar controller: one tab per element of the literal array.
    private func tabControllers(_ value: [SwiftNode], at token: Int) {
        let start = position(ofToken: token)
        var group = CodeControlGroup(kind: .tabBar, api: "UITabBarController", file: source.path, line: start.line,
                                     column: start.column, items: [], hasDynamicItems: false)
        if value.count == 1, case .chain(let chain) = value[0], chain.links.count == 1, chain.links[0].kind == .group, chain.links[0].bracket == UInt8(ascii: "[") {
            for element in chain.links[0].elements {
                let itemPosition = position(ofToken: element.token)
                group.items.append(.init(title: nil, line: itemPosition.line, column: itemPosition.column))
            }
        } else {
            group.hasDynamicItems = true
        }
        groups.append(group)
    }
}
