import CopylintBase
import Width

/// The project configuration, `.copylint.json` (JSON5 allowed). The README's Configuration section is the contract.
///
/// Everything has a default, so an audit without a configuration file behaves like one with `{ version: 1 }`.
public struct Configuration: Sendable {
    /// A rule's configured state: its severity, or off.
    public enum RuleSetting: Sendable, Hashable {
        case off
        case severity(Severity)
    }

    /// A key pattern mapped to a role.
    public struct RolePattern: Sendable, Hashable {
        public var key: String
        public var role: Role
    }

    /// Where the configuration came from, for messages; nil when none was found.
    public var path: String?
    public var include: [String] = []
    public var exclude: [String] = []
    public var roles: [RolePattern] = []
    public var ruleSettings: [String: RuleSetting] = [:]
    /// Per-rule options, as written in the config (`rules: { "title-case": { options: {...} } }`).
    public var ruleOptions: [String: [String: JSONValue]] = [:]
    /// Terms whose casing is kept as written (added to the brand lexicon).
    public var lexicon: [String] = []
    /// `ios`, `ipados`, `macos`, `watchos`, `tvos`, `visionos`: decides device verbs and metrics. Unless
    /// `platformIsSet`, a table whose storyboards or Interface Builder notes show another platform is audited for
    /// that one (see `TablePlatforms`).
    public var platform: String = "ios" {
        didSet { platformIsSet = true }
    }
    /// True once the configuration (or a caller) has chosen `platform`; false while it is the default.
    public private(set) var platformIsSet = false
    public var sourceLanguage: String?
    /// Font files for exact width measurement, by role or `default` (other names are fallback fonts; see
    /// `FontChains`). Relative paths are relative to the configuration file.
    public var fonts: [String: String] = [:]
    /// The device, Dynamic Type size and container sizes width rules measure for (the `width` section).
    public var width = WidthSettings()
    /// Names the case rules keep where they are written exactly so, without asking that form elsewhere: the
    /// app's own one-word name ("Rectangle" mid-sentence is the app; "rectangle" stays a word). Set by the audit
    /// from the app's bundle or folder name, not read from the file.
    public var properNames: [String] = []
    /// Extra words that are the same in a locale and in the source language (locale → words), for `untranslated`.
    public var sameInBothLanguages: [String: [String]] = [:]
    /// The least share of a table's keys, in percent, a locale must show in its own language (locale, or `*` for
    /// every locale not named): below it, `locale-coverage` reports the locale at `error`.
    public var minimumCoverage: [String: Double] = [:]
    /// The capitalization the app chose per element group (the `style` section), where it is not Apple's.
    public var style = HouseStyle()

    public init() {}

    /// The severity a rule reports at, or nil when it is off.
    public func severity(of rule: RuleDefinition) -> Severity? {
        switch ruleSettings[rule.id] {
        case .off: return nil
        case .severity(let severity): return severity
        case nil: return rule.severity
        }
    }

    public func options(of ruleID: String) -> [String: JSONValue] {
        ruleOptions[ruleID] ?? [:]
    }
}
