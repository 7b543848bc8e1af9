/// A rule's declared options as people read them: `copylint explain` lists them, and docs/rules.md gives each
/// rule's options line from `markdownLine` (a test compares the two), so both say what the rule file says.
public enum RuleOptionText {
    /// The type, the bounds or values, and the default: "a whole number of at least 1; default 5".
    public static func summary(_ option: RuleOption) -> String {
        "\(option.expectation); " + defaultText(option)
    }

    /// The default as written in a configuration, or what stands for it when the check works it out.
    public static func defaultText(_ option: RuleOption) -> String {
        guard let value = option.defaultValue else { return "no default (see below)" }
        return "default " + written(value)
    }

    /// The options section of `copylint explain`; empty for a rule without options.
    public static func explanation(_ definition: RuleDefinition, wrap: (String) -> String) -> String {
        guard !definition.options.isEmpty else { return "" }
        var output = "Options (rules: {\"\(definition.id)\": {options: {…}}} in .copylint.json):\n"
        for option in definition.options {
            output += "  \(option.name): \(summary(option))\n"
            output += wrap(option.doc).split(separator: "\n").map { "      \($0)\n" }.joined()
        }
        return output
    }

    /// docs/rules.md's line for the rule: "Options: `max` (integer, default 5), `allPlatforms` (boolean, default
    /// false)."; nil for a rule without options.
    public static func markdownLine(_ definition: RuleDefinition) -> String? {
        guard !definition.options.isEmpty else { return nil }
        let items = definition.options.map { option in
            "`\(option.name)` (\(option.type.rawValue), \(option.defaultValue.map { "default `\(written($0))`" } ?? "no default"))"
        }
        return "Options: " + items.joined(separator: ", ") + "."
    }

    /// A value as it is written in JSON: 5, 2.5, true, "large", ["tr"].
    static func written(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let bool): return String(bool)
        case .number(let number): return RuleOption.text(number)
        case .string(let string): return "\"\(string)\""
        case .array(let items): return "[" + items.map(written).joined(separator: ", ") + "]"
        case .object(let fields): return "{" + fields.keys.sorted().map { "\($0): \(written(fields[$0]!))" }.joined(separator: ", ") + "}"
        }
    }
}
