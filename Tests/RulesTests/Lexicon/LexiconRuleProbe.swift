import Catalogs
@testable import Rules
import CopylintBase
import XCTest

/// Runs one lexicon, device or accessibility check on one string, as the auditor would (any locale, any
/// platform, the configuration's lexicon), and reads its hits back as highlighted text.
struct LexiconRuleProbe {
    let check: any StringCheck
    var platform = "ios"
    var lexicon: [String] = []
    var options: [String: JSONValue] = [:]

    init(_ check: any StringCheck, platform: String = "ios", lexicon: [String] = [], options: [String: JSONValue] = [:]) {
        self.check = check
        self.platform = platform
        self.lexicon = lexicon
        self.options = options
    }

    func hits(_ text: String, role: Role, locale: String = "en", variation: String = "") -> [RuleHit] {
        let entry = Entry(
            file: "Localizable.xcstrings", table: "Localizable", key: text, locale: locale, variation: variation, value: text, comment: nil,
            location: SourceLocation(line: 1, column: 1), isVerbatim: true, isSource: locale == "en"
        )
        let string = AnalyzedString(entry: entry, role: ResolvedRole(role: role, source: .directive))
        var configuration = Configuration()
        configuration.platform = platform
        configuration.lexicon = lexicon
        return check.check(string, context: CheckContext(configuration: configuration, rule: check.id, options: options))
    }

    /// The highlighted text of every hit, in order.
    func highlights(_ text: String, role: Role, locale: String = "en") -> [String] {
        let scalars = Array(text.unicodeScalars)
        return hits(text, role: role, locale: locale).compactMap { hit in
            hit.span.map { String(String.UnicodeScalarView(scalars[$0])) }
        }
    }

    /// The suggestion of the first hit (nil when there is no hit or no suggestion).
    func suggestion(_ text: String, role: Role, locale: String = "en") -> String? {
        hits(text, role: role, locale: locale).first?.suggestion
    }
}
