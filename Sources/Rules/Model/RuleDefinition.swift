import CopylintBase
import CopylintData

/// A rule as data: everything about a rule except its check, read from `Rules/<id>.json`.
///
/// Keeping the words (title, rationale, message, examples) out of Swift lets a copy editor review and change
/// them, and lets one test run every rule's examples.
public struct RuleDefinition: Sendable, Decodable, Hashable {
    public enum Category: String, Sendable, Codable {
        case copy
        case localization
        case width
        case structure
    }

    public struct Guideline: Sendable, Codable, Hashable {
        public var title: String
        public var url: String
    }

    public var id: String
    public var title: String
    public var category: Category
    public var severity: Severity
    /// The roles the rule applies to; `["*"]` for every role.
    public var roles: [String]
    public var summary: String
    public var rationale: String
    public var guideline: Guideline
    /// The default message; `{name}` placeholders are filled from the check's arguments.
    public var message: String
    /// The message of a finding that stands for the same finding in several locales (`translation-state`'s
    /// grouped form), for the rules that make one; nil for the others.
    public var groupedMessage: String?
    /// The options the rule takes (the file's top-level `options`); none when the file declares none.
    public var options: [RuleOption] { declaredOptions ?? [] }
    private var declaredOptions: [RuleOption]?

    /// The rule's examples, read from its file when first asked for. An audit never needs them (only the
    /// example tests and `copylint explain` do), and decoding every rule's catalog examples on each run cost as
    /// much as auditing hundreds of strings (docs/performance.md).
    public var examples: RuleExamples { RuleExamples.bundled(forRule: id) }

    private enum CodingKeys: String, CodingKey {
        case id, title, category, severity, roles, summary, rationale, guideline, message, groupedMessage
        case declaredOptions = "options"
    }

    /// The declared option with this name, if the rule takes it.
    public func option(named name: String) -> RuleOption? {
        options.first { $0.name == name }
    }

    /// True when the rule applies to strings of this role.
    public func applies(to role: Role) -> Bool {
        roles.contains("*") || roles.contains(role.rawValue)
    }
}

/// Strings on which a rule must fire (with where and what it suggests) and on which it must stay silent.
public struct RuleExamples: Sendable, Codable, Hashable {
    public var fire: [RuleExample]
    public var pass: [RuleExample]

    private struct RuleFile: Decodable {
        var examples: RuleExamples
    }

    /// The examples in `Rules/<id>.json`; none for a rule without a file.
    static func bundled(forRule id: String) -> RuleExamples {
        BundledData.decode(RuleFile.self, from: "Rules/\(id).json")?.examples ?? RuleExamples(fire: [], pass: [])
    }
}

/// One example. A copy example gives `text` and `role`; a translation example adds `source` and `locale`
/// (then `text` is the translation); a catalog-level example gives a whole `catalog` (an `.xcstrings` document)
/// or a set of `files`, and the `key`/`locale` where the finding is expected.
public struct RuleExample: Sendable, Codable, Hashable {
    public var text: String?
    public var role: String?
    /// The comment of a `text` example's string (and of its source, for a translation), beside the `role`
    /// directive.
    public var comment: String?
    public var source: String?
    public var locale: String?
    public var catalog: JSONValue?
    /// Files to audit together, by path relative to a scratch folder (`en.lproj/Localizable.strings` → text),
    /// for rules that need a table spread over several files.
    public var files: [String: String]?
    public var key: String?
    /// The offending part of the text the finding must highlight (its first occurrence unless `offset` is given).
    public var highlight: String?
    /// The scalar offset of the highlight, where the text holds it more than once.
    public var offset: Int?
    public var suggestion: String?
    /// Whether the finding must come without a suggestion, where no fix reads right when applied blindly.
    public var withoutSuggestion: Bool?
    /// Why this example is here, shown by `copylint explain`.
    public var note: String?
    /// Rule options to apply for this example only (as in the `rules` section of the config).
    public var options: [String: JSONValue]?
    public var platform: String?
    /// Swift source to scan as the app's code (`Example.swift`), for rules that read code; a `catalog` or
    /// `files` may come with it.
    public var swift: String?
    /// The line of `swift` the finding must be on (a pass example: the line that must have none).
    public var line: Int?

    /// An example built in code (tests build one-off examples the way rule files write them).
    public init(
        text: String? = nil,
        role: String? = nil,
        comment: String? = nil,
        source: String? = nil,
        locale: String? = nil,
        catalog: JSONValue? = nil,
        files: [String: String]? = nil,
        key: String? = nil,
        highlight: String? = nil,
        offset: Int? = nil,
        suggestion: String? = nil,
        withoutSuggestion: Bool? = nil,
        note: String? = nil,
        options: [String: JSONValue]? = nil,
        platform: String? = nil,
        swift: String? = nil,
        line: Int? = nil
    ) {
        self.text = text
        self.role = role
        self.comment = comment
        self.source = source
        self.locale = locale
        self.catalog = catalog
        self.files = files
        self.key = key
        self.highlight = highlight
        self.offset = offset
        self.suggestion = suggestion
        self.withoutSuggestion = withoutSuggestion
        self.note = note
        self.options = options
        self.platform = platform
        self.swift = swift
        self.line = line
    }
}
