import CopylintBase

/// Where a string's role came from, strongest first. Recorded on every finding so a user can see why a
/// role-specific rule applied, and counted in the report summary.
public enum RoleSource: String, Sendable, Codable, CaseIterable {
    case directive
    case config
    case interfaceBuilder = "interface-builder"
    case comment
    case key
    case swift
    case unknown
}

/// A string's role together with where it came from.
public struct ResolvedRole: Sendable, Hashable {
    public var role: Role
    public var source: RoleSource
    /// Rules silenced for this string by a `copylint:disable=` directive.
    public var disabledRules: Set<String>
    /// True when the role came from the object in a storyboard or xib, not from its note's class: the document
    /// says what the control is (a push button is a push button), so no check second-guesses it.
    public var isFromInterfaceBuilderDocument: Bool

    public init(role: Role, source: RoleSource, disabledRules: Set<String> = [], isFromInterfaceBuilderDocument: Bool = false) {
        self.role = role
        self.source = source
        self.disabledRules = disabledRules
        self.isFromInterfaceBuilderDocument = isFromInterfaceBuilderDocument
    }

    public static let unknown = ResolvedRole(role: .unknown, source: .unknown)
}
