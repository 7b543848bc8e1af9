import CopylintBase

/// One string the code shows: where, in which UI element, and whether Xcode localizes it.
public struct CodeStringUse: Sendable, Hashable {
    public enum Localization: String, Sendable, Hashable {
        /// Xcode extracts it: `text` is the catalog key.
        case localized
        /// Deliberately shown as is (`Text(verbatim:)`).
        case verbatim
        /// A plain `String` built from literal text and shown as is: it is never localized.
        case plain
    }

    /// The display path of the Swift file.
    public var file: String
    public var line: Int
    public var column: Int
    /// The key as Xcode extracts it (interpolations as format specifiers), or the literal's text.
    public var text: String
    /// The table (`tableName:`/`table:`), nil for the default `Localizable`.
    public var table: String?
    public var comment: String?
    /// `defaultValue:`/`value:` given with the key.
    public var defaultValue: String?
    /// The UI element; nil when the string is localized but not passed straight to a known element.
    public var role: Role?
    /// The API that gave the role (`Button`, `.alert`, `UIAlertAction`), for messages.
    public var element: String
    public var localization: Localization

    public init(
        file: String, line: Int, column: Int, text: String, table: String? = nil, comment: String? = nil,
        defaultValue: String? = nil, role: Role?, element: String, localization: Localization
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.text = text
        self.table = table
        self.comment = comment
        self.defaultValue = defaultValue
        self.role = role
        self.element = element
        self.localization = localization
    }

    /// The table name a catalog file of this table has (`Localizable` by default).
    public var tableName: String { table ?? "Localizable" }

    /// The text a reader sees in the source language: the default value when one is given, else the key.
    public var sourceText: String { defaultValue ?? text }
}

/// How a dialog button behaves, from its SwiftUI `role:` or UIKit `style:`.
public enum CodeButtonStyle: String, Sendable, Hashable {
    case standard
    case cancel
    case destructive
}

/// An alert or action sheet and the buttons the code gives it.
public struct CodeDialog: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case alert
        case actionSheet = "action-sheet"
    }

    public struct Button: Sendable, Hashable {
        /// The title, when the code gives one the scanner can read.
        public var title: CodeStringUse?
        public var style: CodeButtonStyle
        public var line: Int
        public var column: Int
    }

    public var kind: Kind
    /// `.alert`, `.confirmationDialog`, `Alert`, `ActionSheet`, `UIAlertController`, `NSAlert`.
    public var api: String
    public var file: String
    public var line: Int
    public var column: Int
    public var title: CodeStringUse?
    public var buttons: [Button]
    /// True when buttons come from `ForEach` or a loop, so their number is unknown.
    public var hasDynamicButtons: Bool
    /// True when the system adds a Cancel button itself (a SwiftUI confirmation dialog on iOS).
    public var systemAddsCancel: Bool
}

/// A tab bar or a segmented control, with the items the code gives it.
public struct CodeControlGroup: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case tabBar = "tab-bar"
        case segmentedControl = "segmented-control"
    }

    public struct Item: Sendable, Hashable {
        public var title: CodeStringUse?
        public var line: Int
        public var column: Int
    }

    public var kind: Kind
    /// `TabView`, `Picker`, `UISegmentedControl`, `UITabBarController`.
    public var api: String
    public var file: String
    public var line: Int
    public var column: Int
    public var items: [Item]
    /// True when items come from `ForEach`, a loop or a non-literal array, so their number is unknown.
    public var hasDynamicItems: Bool
}

/// A localized-key name used where the UI shows text: `Text(item.title)` gives the keys of `title` a label role.
public struct KeyNameReference: Sendable, Hashable {
    public var name: String
    public var role: Role
    public var element: String
}

/// A static member path shown where the UI shows text (`Button(L10n.cancelLabel)`): the role it gets there, and
/// where, so a finding on the accessor's key can name the call site.
public struct AccessorReference: Sendable, Hashable {
    /// The names as written (`["L10n", "Settings", "title"]`).
    public var path: [String]
    public var role: Role
    public var element: String
    public var line: Int
    public var column: Int
}

/// Everything the scanner learned from one Swift file.
public struct SwiftFileScan: Sendable {
    public var path: String
    public var uses: [CodeStringUse]
    public var dialogs: [CodeDialog]
    public var controlGroups: [CodeControlGroup]
    /// `copylint:disable=rule[,rule]` comments: rule ids by the line they silence (their own and the next).
    public var disabledRules: [Int: Set<String>]
    /// Names declared `LocalizedStringKey`/`LocalizedStringResource` with literal values (`var title:
    /// LocalizedStringKey { "Home" }`): name → indices into `uses`, which have no role of their own.
    public var keyNames: [String: [Int]]
    /// Such names passed where the UI shows text (`Text(tab.title)`): the role they get there.
    public var keyNameReferences: [KeyNameReference]
    /// Accessors this file declares: the qualified name (`L10n.Settings.title`, from the enclosing types) → the
    /// index into `uses` of the localized key the accessor returns (which has no role of its own).
    public var accessors: [String: [Int]]
    /// Static member paths this file shows where the UI shows text; `CodeIndex` matches them with accessors.
    public var accessorReferences: [AccessorReference]
    /// Members of instances shown in the UI (`Text(title)` in a type, `Text(item.title)`), parameters of this
    /// file's functions shown in the UI, values passed to the app's own initializers and functions, and the
    /// values this file's instance members give back: the halves `ForwardResolution` joins across files.
    public var memberReferences: [MemberReference]
    public var parameterForwards: [ParameterForward]
    public var callArguments: [CallArgument]
    public var memberReturns: [MemberReturn]
    /// Parameters this file's initializers keep in a property of another name (`InitializerStore`).
    public var initializerStores: [InitializerStore]
    /// The types this file declares (or extends), by last name → the names after the colon: a subclass shows the
    /// properties its superclass declares (`class ProfileCellModel: CellModel`).
    public var supertypes: [String: [String]]
    /// The functions this file declares, as `Type.name` (`.name` outside any type).
    public var declaredFunctions: Set<String>
    /// `macos` when the file imports AppKit (or Cocoa) and not UIKit, `ios` for the reverse, else nil.
    public var platformHint: String?
    /// True when the file imports CarPlay: what it shows is drawn on the car's screen.
    public var importsCarPlay: Bool
    /// True when the file is a watch app's entry point: the files in its folder and below are the watch app's.
    public var declaresWatchApp: Bool
    /// True when the file is a macOS launcher helper's app delegate: the strings in its folder are never shown.
    public var declaresLauncherHelper: Bool
    /// The qualified names of the `accessors` that are static members (`static var title: String { … }`).
    public var staticAccessors: Set<String>
    /// The member paths and names the file writes, to tell accessors nothing refers to (`AccessorUsage`).
    public var mentions: AccessorMentions
    /// The tables this file looks up keys it computes at run time in (see `LiteralKeyUsage`).
    public var dynamicKeys: DynamicKeyCalls

    public init(
        path: String, uses: [CodeStringUse], dialogs: [CodeDialog], controlGroups: [CodeControlGroup], disabledRules: [Int: Set<String>],
        keyNames: [String: [Int]] = [:], keyNameReferences: [KeyNameReference] = [],
        accessors: [String: [Int]] = [:], accessorReferences: [AccessorReference] = [],
        memberReferences: [MemberReference] = [], parameterForwards: [ParameterForward] = [],
        callArguments: [CallArgument] = [], memberReturns: [MemberReturn] = [],
        initializerStores: [InitializerStore] = [], supertypes: [String: [String]] = [:], declaredFunctions: Set<String> = [],
        platformHint: String? = nil, importsCarPlay: Bool = false, declaresWatchApp: Bool = false, declaresLauncherHelper: Bool = false, staticAccessors: Set<String> = [],
        mentions: AccessorMentions = AccessorMentions(), dynamicKeys: DynamicKeyCalls = DynamicKeyCalls()
    ) {
        self.path = path
        self.uses = uses
        self.dialogs = dialogs
        self.controlGroups = controlGroups
        self.disabledRules = disabledRules
        self.keyNames = keyNames
        self.keyNameReferences = keyNameReferences
        self.accessors = accessors
        self.accessorReferences = accessorReferences
        self.memberReferences = memberReferences
        self.parameterForwards = parameterForwards
        self.callArguments = callArguments
        self.memberReturns = memberReturns
        self.initializerStores = initializerStores
        self.supertypes = supertypes
        self.declaredFunctions = declaredFunctions
        self.platformHint = platformHint
        self.importsCarPlay = importsCarPlay
        self.declaresWatchApp = declaresWatchApp
        self.declaresLauncherHelper = declaresLauncherHelper
        self.staticAccessors = staticAccessors
        self.mentions = mentions
        self.dynamicKeys = dynamicKeys
    }

    /// True when a comment on `line` or the line before silences `rule` (or every rule, with `all`).
    public func isDisabled(_ rule: String, atLine line: Int) -> Bool {
        guard let rules = disabledRules[line] else { return false }
        return rules.contains(rule) || rules.contains("all")
    }
}
