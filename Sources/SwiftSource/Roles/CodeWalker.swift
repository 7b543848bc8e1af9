import CopylintBase

/// Walks one file's syntax with a stack of UI contexts (inside an alert's actions, a toolbar, a menu, a
/// button's label, a segmented picker, a tab view) and records every string the UI shows, with the role its
/// place gives it, plus the alerts, tab bars and segmented controls it builds.
///
/// A role comes from the innermost context that decides it: a `Button` is an alert button in `.alert`'s
/// actions, a menu item in a `Menu`, a toolbar item in `.toolbar`, else a button; a `Text` takes the role of
/// the button, tab item or header it labels, else it is a label.
final class CodeWalker {
    /// One level of UI context.
    enum Frame {
        /// Inside some call's arguments or closures: the children are not direct children of what is above.
        case opaque
        /// A new hierarchy or plain code (an action closure, a sheet, a destination): roles start over.
        case reset
        case dialogActions(Int)
        /// A view builder of this file's (`var menuItems: some View`) whose uses stand in an alert's or action
        /// sheet's actions: its buttons take that role, but they are not counted as one dialog's buttons.
        case dialogButtons(CodeDialog.Kind)
        case dialogMessage
        case toolbar
        case menu
        /// Text here labels an element of this role (a tab item, a section header).
        case textRole(Role)
        /// A button's label view: the first text read there is the button's title; counts and captions after it
        /// (`HStack { Image(…); Text("Posts"); Text("\(n) new") }`) are labels.
        case buttonLabel(Role)
        case pickerOptions(Role, group: Int?)
        case pickerStyle(String)
        case tabView(Int)
        /// Inside `ForEach` or a loop: how many children there will be is unknown.
        case dynamic
    }

    let source: SwiftSourceText
    let reader: TextValueReader
    var uses: [CodeStringUse] = []
    var dialogs: [CodeDialog] = []
    var groups: [CodeControlGroup] = []
    var frames: [Frame] = []
    /// Literal and call tokens already recorded, so a string met again by a more general walk is not recorded twice.
    var recordedTokens: [Int: Int] = [:]
    /// The UIKit/AppKit alert being built in the current block, and actions made before it.
    var currentPlatformDialog: Int?
    /// The plain names assigned to an item's `label` or `title` (`item.label = label`), by receiver and name, with
    /// the function they were assigned in: a `toolTip` given the same name repeats that label (see `assignment`).
    var labelAssignments: Set<LabelAssignment> = []
    var pendingPlatformButtons: [(CodeDialog.Button, Int?)] = []
    /// Localized-key names declared here (name → use indices) and shown here (name, role).
    var keyNames: [String: [Int]] = [:]
    var keyNameReferences: [KeyNameReference] = []
    /// Accessors declared here (qualified name → use indices) and static member paths shown here.
    var accessors: [String: [Int]] = [:]
    var accessorReferences: [AccessorReference] = []
    /// The qualified names of `accessors` declared `static` (or `class`): members of a type, not of an instance.
    var staticAccessors: Set<String> = []
    var recordedAccessorTokens: Set<Int> = []
    /// Members and parameters shown in the UI, values passed to the app's initializers and functions, and values
    /// instance members give back (see `SwiftFileScan.memberReferences`).
    var memberReferences: [MemberReference] = []
    var parameterForwards: [ParameterForward] = []
    var callArguments: [CallArgument] = []
    var memberReturns: [MemberReturn] = []
    var initializerStores: [InitializerStore] = []
    /// The types this file declares, by last name → the names their declarations list after the colon.
    var supertypes: [String: [String]] = [:]
    /// The functions (and initializers) whose bodies the walk is in, innermost last.
    var functionScopes: [FunctionScope] = []
    /// The functions this file declares, as `Type.name`.
    var declaredFunctions: Set<String> = []
    /// How many function scopes the walk has opened, to name each one's locals apart.
    var scopeCount = 0
    /// For each block the walk is in, whether it is a type's body.
    var typeBodies: [Bool] = []
    /// The types enclosing the current declarations (`enum L10n { enum Settings {`), for accessors' qualified names.
    var typePath: [String] = []
    /// View builders of this file (`var menuItems: some View { … }`, `func actions() -> some View`) by name, and
    /// the context (a menu, a toolbar, a dialog's actions) a use of the name stands in: found by the first walk of
    /// a file (`foundInlineContexts`) and applied to the declarations' bodies by the second (`inlineContexts`).
    var inlineContexts: [String: Frame] = [:]
    var foundInlineContexts: [String: Frame] = [:]
    /// True when the file has view controllers, so a bare `title = …` is a navigation title.
    let hasViewControllers: Bool
    let hasTabBarController: Bool
    /// The platform the file's imports say it is for: `macos` for AppKit or Cocoa without UIKit, `ios` for UIKit
    /// without AppKit, nil for neither or both (SwiftUI alone runs everywhere).
    let platformHint: String?
    /// How many SwiftUI `Form`s the walk is inside (a `Toggle` in a macOS form is a checkbox).
    var formDepth = 0
    /// True when the file imports CarPlay: its templates' properties (`tabTitle`) are read as theirs.
    let importsCarPlay: Bool
    /// True when the file declares a watch app's delegate (`WKApplicationDelegate`, or the SwiftUI adaptor for one).
    let declaresWatchApp: Bool
    /// True when the file is a macOS launcher helper's app delegate (`LauncherHelperSignature`).
    let declaresLauncherHelper: Bool
    /// The name a value being walked is declared with (`ok` in `let ok = CPAlertAction(…)`).
    var declaringName: String?
    /// Inside a subscription's closure (`output.title.drive(onNext: { title in … })`), what its parameter stands
    /// for: the value the source emits, innermost last.
    var subscribedValues: [(parameter: String, source: SwiftChain)] = []
    /// The names the current block's CarPlay action sheets list among their actions.
    var carPlaySheetActions: Set<String> = []
    /// For each type whose body the walk is in, the names its declaration lists after the colon (`AppIntent`).
    var typeConformances: [Set<String>] = []
    /// For each type whose body the walk is in, whether it declares `isDiscoverable` false: an intent Shortcuts,
    /// Siri and Spotlight never list (a widget button's action), whose title no one sees.
    var hidesFromDiscovery: [Bool] = []
    /// For each button label the walk is in, how many texts it holds.
    var buttonLabelTexts: [Int] = []

    init(source: SwiftSourceText, hints: TypeHints, wrappers: LocalizingWrappers = LocalizingWrappers(),
         projectReceivers: [String: String] = [:]) {
        self.source = source
        var receivers = ReceiverTypes(source)
        receivers.project = projectReceivers
        reader = TextValueReader(source: source, hints: hints, keys: LocalizationKeys(source: source, hints: hints),
                                 wrappers: wrappers, receivers: receivers)
        var controllers = false
        var tabBar = false
        var watchApp = false
        var appDelegate = false
        for token in source.tokens where token.kind == .identifier && token.end - token.start >= 10 {
            let name = source.text(token)
            if name.hasSuffix("ViewController") || name.hasSuffix("Controller") { controllers = true }
            if name == "UITabBarController" { tabBar = true }
            if Self.watchAppDelegateTypes.contains(name) { watchApp = true }
            if name == "NSApplicationDelegate" { appDelegate = true }
        }
        declaresWatchApp = watchApp
        declaresLauncherHelper = appDelegate && LauncherHelperSignature.matches(identifiers: Set(
            source.tokens.lazy.filter { $0.kind == .identifier }.map { source.text($0) }))
        hasViewControllers = controllers
        hasTabBarController = tabBar
        var appKit = false
        var uiKit = false
        var carPlay = false
        let tokens = source.tokens
        for index in tokens.indices.dropLast() where tokens[index].kind == .identifier && source.text(tokens[index]) == "import" {
            let module = source.text(tokens[index + 1])
            if module == "AppKit" || module == "Cocoa" { appKit = true }
            if module == "UIKit" { uiKit = true }
            if module == "CarPlay" { carPlay = true }
        }
        platformHint = appKit == uiKit ? nil : (appKit ? "macos" : "ios")
        importsCarPlay = carPlay
    }

    /// The types only a watch app's entry point names: its delegate protocols and SwiftUI's adaptors for them.
    static let watchAppDelegateTypes: Set<String> = [
        "WKApplicationDelegate", "WKExtensionDelegate", "WKApplicationDelegateAdaptor", "WKExtensionDelegateAdaptor",
    ]

    // MARK: Traversal

    func walk(_ nodes: [SwiftNode]) {
        var loopPending = false
        var typePending: [String]?
        var conformancePending: [String] = []
        var inlinePending: Frame?
        var functionPending: FunctionScope?
        var returnsPending: (name: String, reach: MemberReach)?
        var index = 0
        while index < nodes.count {
            switch nodes[index] {
            case .chain(let chain):
                if index >= 2, isColon(nodes[index - 1]) || isToken(nodes[index - 1], "->"),
                    TextValueReader.keyTypes.contains(chain.headName ?? ""), chain.links.count == 1,
                    case .chain(let declared) = nodes[index - 2], let name = declared.links.last?.name {
                    // An intent's `static var title: LocalizedStringResource`: the action's name in Shortcuts.
                    let isIntentTitle = name == "title" && isInAppIntent && index >= 4 && isWord(nodes[index - 4], "static")
                        && hidesFromDiscovery.last != true
                    if index + 2 < nodes.count, isToken(nodes[index + 1], "=") {
                        if isIntentTitle { intentTitle(Array(nodes[(index + 2)..<statementEnd(nodes, from: index + 2)])) }
                        typedDeclaration(nodes[index + 2], name: name)
                    } else if index + 1 < nodes.count, case .block(let body) = nodes[index + 1] {
                        if isIntentTitle { intentTitleBody(body) }
                        keyBody(body, name: name)
                    }
                } else if index >= 2, isColon(nodes[index - 1]) || isToken(nodes[index - 1], "->"),
                    chain.headName == "String" || Self.isStringArray(chain), chain.links.count == 1,
                    case .chain(let declared) = nodes[index - 2], let name = declared.links.last?.name {
                    // `static var title: String { L10n.tr(…) }`, `static func count(_ n: Int) -> String { … }`,
                    // `static let save: String = NSLocalizedString(…)`.
                    let isStatic = index >= 4 && (isWord(nodes[index - 4], "static") || isWord(nodes[index - 4], "class"))
                    let isDeclaration = index >= 3 && !chain.links[0].isCall
                        && (isWord(nodes[index - 3], "var") || isWord(nodes[index - 3], "let") || isWord(nodes[index - 3], "func"))
                    if isDeclaration { declareLocal(name) }
                    if index + 2 < nodes.count, isToken(nodes[index + 1], "=") {
                        let value = Array(nodes[(index + 2)..<statementEnd(nodes, from: index + 2)])
                        accessorValue(value, name: name)
                        if isDeclaration { memberReturn(value, name: name, reach: declaredReach(isStatic: isStatic, computed: false)) }
                    } else if index + 1 < nodes.count, case .block(let body) = nodes[index + 1] {
                        accessorBody(body, name: name)
                        // Read once the body is walked, when its locals are known.
                        if isDeclaration { returnsPending = (name, declaredReach(isStatic: isStatic, computed: true)) }
                    }
                    if isStatic {
                        staticAccessors.insert((typePath + [name]).joined(separator: "."))
                    }
                } else if index + 2 < nodes.count, isToken(nodes[index + 1], "=") {
                    let value = Array(nodes[(index + 2)..<statementEnd(nodes, from: index + 2)])
                    if index >= 1, isWord(nodes[index - 1], "let") || isWord(nodes[index - 1], "var") {
                        if chain.links.count == 1 {
                            let name = chain.links[0].name
                            accessorValue(value, name: name)
                            declareLocal(name)
                            memberReturn(value, name: name, reach: declaredReach(isStatic: index >= 2 && isWord(nodes[index - 2], "static"), computed: false))
                        }
                    } else {
                        // `let title = …` declares a name; only `title = …` sets a view controller's title.
                        let value = subscribedValue(value) ?? value
                        assignment(target: chain, value: value)
                        if let assigned = assignedName(chain) {
                            memberReturn(value, name: assigned.name, reach: assigned.reach)
                            if assigned.reach == .stored { keepsParameter(value, in: assigned.name) }
                        }
                    }
                }
                if index >= 1, isWord(nodes[index - 1], "func"), let head = chain.links.first, head.kind == .name, let parameters = head.arguments {
                    let scope = functionScope(name: head.name, parameters: parameters)
                    declaredFunctions.insert(scope.type + "." + head.name)
                    defaultArguments(of: scope, parameters: parameters)
                    functionPending = scope
                } else if index >= 1, isWord(nodes[index - 1], "init") || (index >= 2 && isWord(nodes[index - 2], "init")),
                    let head = chain.links.first, head.kind == .group, head.bracket == UInt8(ascii: "(") {
                    let scope = functionScope(name: nil, parameters: head.elements)
                    defaultArguments(of: scope, parameters: head.elements)
                    functionPending = scope
                }
                if chain.headName == "View", chain.links.count == 1, index >= 3, isWord(nodes[index - 1], "some"),
                    isColon(nodes[index - 2]) || isToken(nodes[index - 2], "->"), case .chain(let declared) = nodes[index - 3],
                    let name = declared.links.last?.name, let context = inlineContexts[name] {
                    inlinePending = context
                }
                if typePending != nil, let conformance = chain.headName { conformancePending.append(conformance) }
                if index >= 1, typePending == nil, isTypeDeclarationWord(nodes[index - 1]),
                    chain.links.allSatisfy({ $0.kind == .name || $0.kind == .member }) {
                    typePending = chain.links.map(\.name)
                }
                if index >= 1, isAttributeSign(nodes[index - 1]), chain.headName == "Parameter", let head = chain.links.first, head.arguments != nil {
                    intentParameter(head)
                }
                let declared = index >= 2 && isToken(nodes[index - 1], "=") ? declaredName(nodes[index - 2]) : nil
                declaringName = declared
                visit(chain)
                declaringName = nil
            case .block(let block):
                if loopPending { frames.append(.dynamic) }
                let enclosing = typePending
                if let enclosing {
                    typePath += enclosing
                    typeConformances.append(Set(conformancePending))
                    if let name = enclosing.last, !conformancePending.isEmpty { supertypes[name, default: []] += conformancePending }
                    hidesFromDiscovery.append(declaresUndiscoverable(block))
                }
                conformancePending = []
                if let inlinePending { frames.append(inlinePending) }
                if let functionPending {
                    functionScopes.append(functionPending)
                    dataSourceTitles(functionPending, body: block)
                }
                walkBlock(block, isTypeBody: enclosing != nil)
                if let returnsPending { memberReturns(block, name: returnsPending.name, reach: returnsPending.reach) }
                returnsPending = nil
                if functionPending != nil { functionScopes.removeLast() }
                functionPending = nil
                if inlinePending != nil { frames.removeLast() }
                inlinePending = nil
                if let enclosing {
                    typePath.removeLast(enclosing.count)
                    typeConformances.removeLast()
                    hidesFromDiscovery.removeLast()
                }
                if loopPending { frames.removeLast() }
                loopPending = false
                typePending = nil
            case .token(let token):
                let text = source.tokens[token].kind == .identifier ? source.text(source.tokens[token]) : ""
                if text == "for" || text == "while" || text == "repeat" { loopPending = true }
                // A declaration before any body: the pending function had none (a protocol's requirement).
                if SwiftParser.declarationKeywords.contains(text) { functionPending = nil }
            }
            index += 1
        }
    }

    /// `[String]`, as a member that gives back a list of texts declares it (`static func allItems() -> [String]`):
    /// each text it gives back is shown where the list is.
    private static func isStringArray(_ chain: SwiftChain) -> Bool {
        guard chain.links.count == 1, chain.links[0].kind == .group, chain.links[0].bracket == UInt8(ascii: "["),
            chain.links[0].elements.count == 1, chain.links[0].elements[0].label == nil,
            case .chain(let element)? = chain.links[0].elements[0].value.first, chain.links[0].elements[0].value.count == 1
        else { return false }
        return element.headName == "String" && element.links.count == 1
    }

    /// `enum`, `struct`, `class`, `extension`, `actor`: the next name opens a type whose members are qualified by it.
    private func isTypeDeclarationWord(_ node: SwiftNode) -> Bool {
        guard case .token(let index) = node, source.tokens[index].kind == .identifier else { return false }
        switch source.text(source.tokens[index]) {
        case "enum", "struct", "class", "extension", "actor": return true
        default: return false
        }
    }

    /// `@`, before an attribute's name (`@Parameter(title:)`).
    private func isAttributeSign(_ node: SwiftNode) -> Bool {
        guard case .token(let index) = node else { return false }
        return source.isCharacter(source.tokens[index], UInt8(ascii: "@"))
    }

    /// The one name a `let` or `var` declares (`ok` in `let ok = …`).
    private func declaredName(_ node: SwiftNode) -> String? {
        guard case .chain(let chain) = node, chain.links.count == 1, chain.links[0].kind == .name, chain.links[0].arguments == nil else { return nil }
        return chain.links[0].name
    }
}

/// One `receiver.label = name` assignment: the receiver, the name and where its function starts.
struct LabelAssignment: Hashable {
    let receiver: String
    let name: String
    let function: Int
}
