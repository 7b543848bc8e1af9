import CopylintBase

/// The system frameworks whose UI the app describes rather than draws: CarPlay's templates, App Intents' actions
/// and parameters (shown by Shortcuts, Siri and Spotlight), and WidgetKit's gallery. A role is given only where
/// the API settles which element shows the text; docs/rules.md lists them.
extension CodeWalker {
    // MARK: CarPlay

    /// Handles a CarPlay template, item or button at the head of a chain; false when the name is not one. Their
    /// texts are `String`s: a literal passed to them is shown as written.
    func carPlayCall(_ link: SwiftLink) -> Bool {
        let name = link.name
        guard name.hasPrefix("CP") else { return false }
        switch name {
        case "CPAlertTemplate":
            // CarPlay's alert has no message: its title variants are the alert's title, its actions its buttons.
            recordEach(link, "titleVariants", role: .alertTitle, element: name)
            carPlayActions(link, role: .alertButton)
        case "CPActionSheetTemplate":
            recordArgument(link, "title", role: .actionSheetTitle, element: name, slot: .string)
            recordArgument(link, "message", role: .alertMessage, element: name, slot: .string)
            carPlayActions(link, role: .actionSheetButton)
        case "CPAlertAction":
            // An action made apart (`let ok = CPAlertAction(…)`) is an action sheet's button when this block hands
            // that name to an action sheet template, else an alert's.
            let isSheetAction = declaringName.map { carPlaySheetActions.contains($0) } ?? false
            recordArgument(link, "title", role: isSheetAction ? .actionSheetButton : .alertButton, element: name, slot: .string)
        default:
            guard let texts = Self.carPlayTexts[name] else { return false }
            for (label, role) in texts {
                if label.hasSuffix("Variants") {
                    recordEach(link, label, role: role, element: name)
                } else {
                    recordArgument(link, label, role: role, element: name, slot: .string)
                }
            }
        }
        visitChildren(of: link, frame: .reset)
        return true
    }

    /// The CarPlay initializers whose labeled texts have a fixed role (Apple's CarPlay reference: a list template's
    /// title "appears in the navigation bar", a bar button is "a button for placement in a navigation bar", a list
    /// item's text and detail text are the row's primary and secondary text).
    private static let carPlayTexts: [String: [(String, Role)]] = [
        "CPListTemplate": [("title", .navTitle)],
        "CPGridTemplate": [("title", .navTitle)],
        "CPInformationTemplate": [("title", .navTitle)],
        "CPListItem": [("text", .label), ("detailText", .label)],
        "CPListImageRowItem": [("text", .label)],
        "CPListSection": [("header", .label), ("headerSubtitle", .label)],
        "CPInformationItem": [("title", .label), ("detail", .label)],
        "CPVoiceControlState": [("titleVariants", .label)],
        "CPBarButton": [("title", .toolbarItem)],
        "CPTextButton": [("title", .button)],
        "CPGridButton": [("titleVariants", .button)],
    ]

    /// The titles of the actions an alert or action sheet template lists in place: `CPAlertAction(title:…)` or
    /// `.init(title:style:handler:)`.
    private func carPlayActions(_ link: SwiftLink, role: Role) {
        guard let argument = link.argument("actions"), let elements = arrayElements(argument.value) else { return }
        for element in elements {
            guard let head = element.chain?.links.first, head.arguments != nil,
                (head.kind == .member && head.name == "init") || (head.kind == .name && head.name == "CPAlertAction") else { continue }
            recordArgument(head, "title", role: role, element: "CPAlertAction", slot: .string)
        }
    }

    /// The names this block's action sheet templates list among their actions (`actions: [ok, cancel]`), or list in
    /// the arrays of a local they are given (`let actions = edit ? [ok, keep, cancel] : [ok, cancel]`).
    func carPlaySheetActionNames(_ nodes: [SwiftNode]) -> Set<String> {
        var names: Set<String> = []
        var lists: Set<String> = []
        for node in nodes {
            if case .chain(let chain) = node { collectSheetActions(chain, into: &names, lists: &lists, depth: 0) }
        }
        for list in lists { names.formUnion(arrayNames(declaredAs: list, in: nodes)) }
        return names
    }

    /// The single names in the array literals of the declaration `let name …` (or `var`), up to the next one.
    private func arrayNames(declaredAs name: String, in nodes: [SwiftNode]) -> Set<String> {
        var names: Set<String> = []
        var index = 0
        while index + 1 < nodes.count {
            defer { index += 1 }
            guard isWord(nodes[index], "let") || isWord(nodes[index], "var"),
                case .chain(let declared) = nodes[index + 1], declared.links.count == 1, declared.headName == name else { continue }
            var position = index + 2
            while position < nodes.count, !isWord(nodes[position], "let"), !isWord(nodes[position], "var") {
                if let elements = arrayElements([nodes[position]]) { names.formUnion(singleNames(elements)) }
                position += 1
            }
        }
        return names
    }

    /// The elements that are one name each (`ok` in `[ok, .init(title: …)]`).
    private func singleNames(_ elements: [SwiftArgument]) -> [String] {
        elements.compactMap { element in
            guard let named = element.chain, named.links.count == 1, named.links[0].kind == .name else { return nil }
            return named.links[0].name
        }
    }

    private func collectSheetActions(_ chain: SwiftChain, into names: inout Set<String>, lists: inout Set<String>, depth: Int) {
        for link in chain.links {
            if link.name == "CPActionSheetTemplate", let actions = link.argument("actions") {
                if let elements = arrayElements(actions.value) {
                    names.formUnion(singleNames(elements))
                } else if let list = actions.chain, list.links.count == 1, let listName = list.headName {
                    lists.insert(listName)
                }
            }
            guard depth < 4 else { continue }
            for argument in link.arguments ?? [] {
                for case .chain(let inner) in argument.value { collectSheetActions(inner, into: &names, lists: &lists, depth: depth + 1) }
            }
        }
    }

    /// `template.tabTitle = …`, `template.emptyViewSubtitleVariants = […]` in a file that imports CarPlay; true
    /// when the property is one of those.
    func carPlayAssignment(property: String, value: [SwiftNode]) -> Bool {
        guard importsCarPlay else { return false }
        switch property {
        case "tabTitle":
            record(value, role: .tab, element: "CPTemplate." + property, slot: .string)
        case "emptyViewTitleVariants", "emptyViewSubtitleVariants":
            recordEach(value, role: .label, element: "CPListTemplate." + property)
        default:
            return false
        }
        return true
    }

    /// `item.setText(…)`, `item.setDetailText(…)` (a list item's texts, updated) in a file that imports CarPlay.
    func carPlayMethod(_ link: SwiftLink) -> Bool {
        guard importsCarPlay, link.kind == .member, link.name == "setText" || link.name == "setDetailText",
            link.unlabeledArgument(at: 0) != nil else { return false }
        recordArgument(link, nil, role: .label, element: "CPListItem." + link.name, slot: .string)
        visitChildren(of: link)
        return true
    }

    /// Records each element of an array literal passed as `label` (`titleVariants: [long, short]`).
    private func recordEach(_ link: SwiftLink, _ label: String, role: Role, element: String) {
        guard let argument = link.argument(label) else { return }
        recordEach(argument.value, role: role, element: element)
    }

    func recordEach(_ nodes: [SwiftNode], role: Role, element: String) {
        for item in arrayElements(nodes) ?? [] {
            record(item.value, role: role, element: element, slot: .string)
        }
    }

    private func arrayElements(_ nodes: [SwiftNode]) -> [SwiftArgument]? {
        guard nodes.count == 1, case .chain(let chain) = nodes[0], chain.links.count == 1, chain.links[0].kind == .group,
            chain.links[0].bracket == UInt8(ascii: "[") else { return nil }
        return chain.links[0].elements
    }

    // MARK: App Intents

    /// Handles an App Intents value at the head of a chain; false when the name is not one. The texts are
    /// `LocalizedStringResource`s: a literal is a key.
    func appIntentsCall(_ link: SwiftLink) -> Bool {
        switch link.name {
        case "IntentDescription":
            recordResource(link, nil, role: .label, element: link.name)
        case "DisplayRepresentation":
            recordResource(link, "title", role: .label, element: link.name)
            recordResource(link, "subtitle", role: .label, element: link.name)
        case "TypeDisplayRepresentation":
            recordResource(link, "name", role: .label, element: link.name)
        case "AppShortcut":
            // The shortcut's title in Shortcuts and Spotlight, written as an intent's title is.
            recordResource(link, "shortTitle", role: Self.intentTitleRole, element: link.name)
        default:
            return false
        }
        visitChildren(of: link, frame: .reset)
        return true
    }

    /// An intent's `static var title`: the action's name in Shortcuts, Siri and Spotlight. Apple asks for "a verb
    /// followed by a noun in title case" ("Open Album"). It is an action the system lists for the app, as a share
    /// sheet lists an activity: no menu shows it, so no menu rule (articles, a menu's width) applies.
    static let intentTitleRole = Role.activityTitle

    /// `@Parameter(title: "Album", description: "…")`: the parameter's name and its explanation in Shortcuts.
    func intentParameter(_ link: SwiftLink) {
        recordResource(link, "title", role: .label, element: "@Parameter")
        recordResource(link, "description", role: .label, element: "@Parameter")
    }

    /// True when the walk is among the members of a type that conforms to `AppIntent`, and not also to a widget's
    /// or a control's configuration intent (whose title names the configuration, not an action).
    var isInAppIntent: Bool {
        guard isMemberLevel, let conformances = typeConformances.last else { return false }
        return conformances.contains("AppIntent") && conformances.isDisjoint(with: Self.configurationIntents)
    }

    /// `static var isDiscoverable: Bool = false` (or `{ false }`) among a type body's members.
    func declaresUndiscoverable(_ body: SwiftBlock) -> Bool {
        let nodes = body.nodes
        for (index, node) in nodes.enumerated() {
            guard case .chain(let chain) = node, chain.links.count == 1, chain.headName == "isDiscoverable", index > 0,
                isWord(nodes[index - 1], "var") || isWord(nodes[index - 1], "let") else { continue }
            // The value after `: Bool =`, or a getter's one expression.
            for next in nodes[(index + 1)..<min(nodes.count, index + 6)] {
                if isFalse(next) { return true }
                if case .block(let getter) = next { return getter.nodes.count == 1 && isFalse(getter.nodes[0]) }
            }
        }
        return false
    }

    private func isFalse(_ node: SwiftNode) -> Bool {
        guard case .chain(let chain) = node, chain.links.count == 1, chain.links[0].kind == .number else { return false }
        return source.text(source.tokens[chain.links[0].token]) == "false"
    }

    private static let configurationIntents: Set<String> = ["WidgetConfigurationIntent", "ControlConfigurationIntent"]

    /// `static var title: LocalizedStringResource = "Open Album"` (or `.init("key", defaultValue:)`) of an intent.
    func intentTitle(_ value: [SwiftNode]) {
        recordResource(value, role: Self.intentTitleRole, element: "AppIntent.title")
    }

    /// `static var title: LocalizedStringResource { "Open Album" }`: the literals the body gives back.
    func intentTitleBody(_ block: SwiftBlock) {
        for node in block.nodes {
            switch node {
            case .chain:
                intentTitle([node])
            case .block(let inner):
                intentTitleBody(inner)
            case .token:
                continue
            }
        }
    }

    @discardableResult
    private func recordResource(_ link: SwiftLink, _ label: String?, role: Role, element: String) -> CodeStringUse? {
        guard let argument = label.map({ link.argument($0) }) ?? link.unlabeledArgument(at: 0) else { return nil }
        return recordResource(argument.value, role: role, element: element)
    }

    /// Records a `LocalizedStringResource` argument, including the implicit `.init("key", defaultValue:)` and
    /// `.init(stringLiteral: L10n.title)`.
    @discardableResult
    private func recordResource(_ nodes: [SwiftNode], role: Role, element: String) -> CodeStringUse? {
        guard let values = reader.resourceValues(of: nodes) else {
            return record(nodes, role: role, element: element, slot: .key)
        }
        var first: CodeStringUse?
        for value in values {
            let use = record(value, role: role, element: element, slot: .key)
            first = first ?? use
        }
        return first
    }

    // MARK: WidgetKit

    /// `.configurationDisplayName(…)` and `.description(…)` of a widget, `.displayName(…)` and `.description(…)`
    /// of a control: the name and the sentence the widget gallery (or the controls gallery) shows; false for any
    /// other link, and for a `description(…)` or `displayName(…)` call outside a widget's configuration.
    func widgetModifier(_ link: SwiftLink, chain: SwiftChain) -> Bool {
        guard link.kind == .member else { return false }
        switch link.name {
        case "configurationDisplayName":
            break
        case "description", "displayName":
            guard isWidgetConfiguration(chain) else { return false }
        default:
            return false
        }
        recordResource(link, nil, role: .label, element: "." + link.name)
        visitChildren(of: link)
        return true
    }

    private func isWidgetConfiguration(_ chain: SwiftChain) -> Bool {
        if let head = chain.headName, Self.widgetConfigurations.contains(head) { return true }
        return chain.links.contains { $0.kind == .member && ($0.name == "configurationDisplayName" || $0.name == "supportedFamilies") }
    }

    private static let widgetConfigurations: Set<String> = [
        "StaticConfiguration", "AppIntentConfiguration", "IntentConfiguration", "ActivityConfiguration",
        "StaticControlConfiguration", "AppIntentControlConfiguration",
    ]
}
