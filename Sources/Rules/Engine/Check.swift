import Catalogs
import Width

/// What a check reports: where in the string, and what to say and suggest. The engine turns hits into
/// `Finding`s with the rule's severity, message and the string's file position.
public struct RuleHit: Sendable, Hashable {
    /// The entry the hit is about; nil means the string the check was given.
    public var entry: Entry?
    /// The offending range in the entry's value, in Unicode scalar offsets.
    public var span: Range<Int>?
    /// Values for the `{name}` placeholders of the rule's message.
    public var arguments: [String: String]
    /// A message that replaces the rule's template altogether.
    public var message: String?
    /// The corrected string, where the fix is mechanical.
    public var suggestion: String?
    /// The measured width, for width rules.
    public var measurement: TextMeasurement?
    /// The most this hit is worth, where it is worth less than the rule's findings usually are (a plural form
    /// no ordinary count selects): the finding takes the lower of this and the rule's configured severity.
    public var maximumSeverity: Severity?

    public init(
        entry: Entry? = nil, span: Range<Int>? = nil, arguments: [String: String] = [:], message: String? = nil,
        suggestion: String? = nil, measurement: TextMeasurement? = nil, maximumSeverity: Severity? = nil
    ) {
        self.measurement = measurement
        self.maximumSeverity = maximumSeverity
        self.entry = entry
        self.span = span
        self.arguments = arguments
        self.message = message
        self.suggestion = suggestion
    }
}

/// A rule's check. Its `id` names the `Rules/<id>.json` file that holds the rest of the rule.
public protocol Check: Sendable {
    var id: String { get }
}

/// Which strings a `StringCheck` looks at.
public enum StringScope: Sendable {
    /// Source-language strings whose language is English (the copy rules).
    case englishSource
    /// Every source-language string, whatever its language.
    case source
    /// Translations only.
    case translations
    /// Every string in every locale.
    case all
}

/// A check of one string on its own (copy rules; Unicode hygiene such as `not-nfc`).
public protocol StringCheck: Check {
    var scope: StringScope { get }
    func check(_ string: AnalyzedString, context: CheckContext) -> [RuleHit]
}

/// A check of a translation against its source counterpart (the same variation, or the source's `other`
/// form where the translation has a plural category the source lacks).
public protocol TranslationCheck: Check {
    func check(target: AnalyzedString, source: AnalyzedString, context: CheckContext) -> [RuleHit]
}

/// A check that settles what it needs from the configuration (options, user terms, fonts, shared tables) once per
/// audit rather than on every string.
///
/// Exists for the checks that run on every string: looking an option up by name hashes it, and reaching a table
/// through a `static let` retains and releases it, an atomic write to an object every thread shares. The engine
/// calls `configured(for:)` when it plans an audit (`CheckPlan`) and runs the copy it returns; a check called
/// directly (tests, rule examples) works the same values out on each call, with the same code.
public protocol ConfigurableCheck: Check {
    func configured(for context: CheckContext) -> Self
}

/// A check that sees every entry of one key across locales (missing translations, plural categories,
/// placeholders across variations). Its hits name their entry.
public protocol UnitCheck: Check {
    func check(_ unit: TranslationUnit, context: CheckContext) -> [RuleHit]
}
