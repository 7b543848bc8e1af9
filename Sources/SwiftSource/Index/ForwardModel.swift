import CopylintBase

/// A member of an instance shown where the UI shows text: `Text(title)` or `Text(self.title)` in a type (the
/// enclosing type's member), `Text(item.title)` (a member of whatever `item` is).
///
/// Apps rarely show a key where they name it: a view shows a property (`Text(title)`) that whoever makes the view
/// fills in (`Row(title: L10n.settings)`), and a model's computed property (`var title: String { switch self { … } }`)
/// gives back the key that a list shows (`Text(item.title)`). A reference is one half of such a path; the
/// other half is a `CallArgument` or a `MemberReturn` in another place, and `ForwardResolution` joins them.
public struct MemberReference: Sendable, Hashable {
    /// The type whose member is shown, by its last name (`Item` for `Models.Item`); nil when the scan cannot
    /// tell the receiver's type (then only the member's name says which members it may be).
    public var type: String?
    public var member: String
    public var role: Role
    public var element: String
    /// Where it is shown, in the file that records it.
    public var line: Int
    public var column: Int

    public init(type: String?, member: String, role: Role, element: String, line: Int, column: Int) {
        self.type = type
        self.member = member
        self.role = role
        self.element = element
        self.line = line
        self.column = column
    }
}

/// A parameter of one of the app's functions shown where the UI shows text (`func makeRow(title: String) -> some
/// View { Text(title) }`): whoever calls the function (`makeRow(title: L10n.settings)`) gives its value that role.
public struct ParameterForward: Sendable, Hashable {
    /// The type declaring the function, by its last name ("" outside any type).
    public var type: String
    public var function: String
    /// The parameter's argument label, or `_N` for the unlabeled parameter at position N.
    public var label: String
    /// Every parameter's argument label in order (`_` where unlabeled), to tell apart functions of one name.
    public var labels: [String]
    public var role: Role
    public var element: String
}

/// What a value passed to the app's own code, or given back by it, is as far as one file can tell.
public enum ForwardedValue: Sendable, Hashable {
    /// A localized key this file recorded (an index into `uses`), which has no role of its own.
    case use(Int)
    /// A static member path that may be an accessor (`L10n.settings`); its role is set when it is resolved.
    case accessor(AccessorReference)
    /// A member of an instance (`item.title`, or the enclosing type's `title`); its role is set when resolved.
    case member(MemberReference)
    /// A parameter of the enclosing function, passed on (`Text` is not the end: `makeRow(title: title)`).
    case parameter(type: String, function: String, label: String, labels: [String])

    var isMember: Bool {
        if case .member = self { return true }
        return false
    }
}

/// Who a call argument goes to.
public enum Callee: Sendable, Hashable {
    /// One of the app's types, made with its initializer (`Row(title: …)`).
    case initializer(type: String)
    /// A function or method by its base name (`makeRow(title: …)`, `self.showAlert(title:message:)`); `ownType` is
    /// the calling type's name when the call has no receiver but `self`, so it may call that type's own function.
    case function(name: String, ownType: String?)

    /// The type's or the function's name.
    public var name: String {
        switch self {
        case .initializer(let type): return type
        case .function(let name, _): return name
        }
    }

    /// True for an initializer, named (`Row(title:)`) or implied by the parameter's type (`.init(title:)`).
    var makesInstance: Bool {
        if case .initializer = self { return true }
        return name == "init"
    }
}

/// A value passed to one of the app's own initializers or functions (`Row(title: L10n.settings)`,
/// `showAlert(title: L10n.failed, message: error.message)`): its role comes from where the callee shows the
/// property or parameter of that label.
public struct CallArgument: Sendable, Hashable {
    public var callee: Callee
    /// The argument's label, or `_N` for the unlabeled argument at position N.
    public var label: String
    /// Every argument's label in order (`_` where unlabeled).
    public var labels: [String]
    public var value: ForwardedValue
    /// The role the call's place gives text (a button's label, a tab item, a header), which stands for the
    /// callee's plain `label` (`Button { } label: { rowContent(title: L10n.delete) }` shows a button title).
    public var contextRole: Role? = nil
    /// True when the value is a text its own place gave the plain `label` role (a caller's trailing closure), which
    /// the callee's role replaces.
    public var replacesLabel = false

    /// The role the callee shows the value in, made specific by the call's place.
    func role(shownAs role: Role) -> Role {
        role == .label ? contextRole ?? role : role
    }
}

/// A value an instance member of one of the app's types gives back (`var title: String { switch self { case .a:
/// return L10n.a … } }`, `func title(for: Mode) -> String`): the key takes the role of where the member is shown.
public struct MemberReturn: Sendable, Hashable {
    /// The enclosing type's last name ("" outside any type).
    public var type: String
    public var member: String
    public var reach: MemberReach
    /// `.use`, `.accessor`, or `.member` (a member that gives back another's value: `var title: String { item.name }`).
    public var value: ForwardedValue
}

/// How code reaches a name that gives back a value.
public enum MemberReach: Sendable, Hashable {
    /// An instance's computed member, reached through an instance (`mode.title`, or `title` in the type): where
    /// the receiver's type is unknown, the places that show its name may still agree on a role.
    case instance
    /// An instance's stored property, given its value where it is declared or assigned (`status = L10n.ready`):
    /// only places that show that type's member count (its name is as likely any other type's property).
    case stored
    /// A `static` (or `class`) member, which only its type's path reaches (`Mode.title(for: mode)`).
    case type
    /// A local of a function or body (`var name = icon.title`), reached only by its name there.
    case local
}

/// An initializer that keeps a parameter in a property of another name: `init(with title: String) { self.title =
/// title }`, or a relay's `self.title.accept(title)`. A call's `with:` argument is then the `title` property's
/// value, and takes the role of where that property is shown.
public struct InitializerStore: Sendable, Hashable {
    /// The type the initializer makes, by its last name.
    public var type: String
    /// The parameter's argument label, or `_N` for the unlabeled parameter at position N.
    public var label: String
    public var property: String
}
