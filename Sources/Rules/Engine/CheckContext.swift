/// What every check may consult besides the string: the configuration and the rule's options.
///
/// A class, so that handing it to a check (once per check per string) passes one reference instead of copying
/// the whole configuration; it never changes after it is made.
///
/// A check reads its options only through the typed accessors (`bool`, `integer`, `number`, `string`,
/// `strings`, `value`), which fall back to the default declared in the rule's file, so a default is written in
/// one place. Asking for an option the rule does not declare is a defect of the check: it traps in debug builds
/// (every example test runs the checks), and `CheckOptionDeclarationTests` scans the checks' sources for it.
public final class CheckContext: Sendable {
    public let configuration: Configuration
    /// The rule whose check this context is for; nil for a context made for helpers that read no options.
    public let ruleID: String?
    /// Every declared option's value: the configured one, else the declared default (absent when that is null).
    private let values: [String: JSONValue]
    private let declared: Set<String>

    /// A context for `rule`'s check; its options are the configuration's for the rule unless `options` is given.
    public init(configuration: Configuration, rule: String? = nil, options: [String: JSONValue]? = nil) {
        self.configuration = configuration
        self.ruleID = rule
        let configured = options ?? rule.map(configuration.options(of:)) ?? [:]
        let declarations = rule.flatMap(RuleDefinitions.definition)?.options ?? []
        var values: [String: JSONValue] = [:]
        for option in declarations {
            if let value = configured[option.name] ?? option.defaultValue { values[option.name] = value }
        }
        self.values = values
        self.declared = Set(declarations.map(\.name))
    }

    public var platform: String { configuration.platform }

    /// The option's value: as configured, else the declared default; nil when neither is there (a default of
    /// `null`, which the check works out itself).
    public func value(_ name: String) -> JSONValue? {
        assert(declared.contains(name), "the check of '\(ruleID ?? "?")' reads the option '\(name)', which Rules/\(ruleID ?? "?").json does not declare")
        return values[name]
    }

    /// A `boolean` option.
    public func bool(_ name: String) -> Bool { required(name).boolValue ?? false }

    /// An `integer` option.
    public func integer(_ name: String) -> Int { Int(required(name).numberValue ?? 0) }

    /// An `integer` option whose default is `null`: nil when the configuration does not set it.
    public func integer(ifSet name: String) -> Int? { value(name)?.numberValue.map { Int($0) } }

    /// A `number` option.
    public func number(_ name: String) -> Double { required(name).numberValue ?? 0 }

    /// A `string` (or `dynamic-type-size`) option.
    public func string(_ name: String) -> String { required(name).stringValue ?? "" }

    /// A `string` option whose default is `null`: nil when the configuration does not set it.
    public func string(ifSet name: String) -> String? { value(name)?.stringValue }

    /// A `string-array` option; nil when its default is `null` and the configuration does not set it.
    public func strings(_ name: String) -> [String]? { value(name)?.arrayValue?.compactMap(\.stringValue) }

    /// The value of an option the rule file gives a default; one without is a defect of the file.
    private func required(_ name: String) -> JSONValue {
        guard let value = value(name) else {
            preconditionFailure("Rules/\(ruleID ?? "?").json gives the option '\(name)' no default, but its check reads it as always set")
        }
        return value
    }
}
