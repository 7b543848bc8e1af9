import Catalogs
@testable import Rules
import CopylintBase
import XCTest

/// Runs one alert or tone check on one English string, the way the auditor would, and reads its hits back as
/// highlighted text, so tests read like the rule files' examples.
struct CheckProbe {
    let check: any StringCheck
    var options: [String: JSONValue] = [:]
    var lexicon: [String] = []

    init(_ check: any StringCheck, options: [String: JSONValue] = [:], lexicon: [String] = []) {
        self.check = check
        self.options = options
        self.lexicon = lexicon
    }

    func hits(_ text: String, role: Role = .alertMessage, comment: String? = nil, source: RoleSource = .directive) -> [RuleHit] {
        let entry = Entry(
            file: "Localizable.xcstrings", table: "Localizable", key: text, locale: "en", value: text,
            comment: comment, location: SourceLocation(line: 1, column: 1), isVerbatim: true, isSource: true
        )
        let string = AnalyzedString(entry: entry, role: ResolvedRole(role: role, source: source))
        var configuration = Configuration()
        configuration.lexicon = lexicon
        return check.check(string, context: CheckContext(configuration: configuration, rule: check.id, options: options))
    }

    /// The highlighted text of every hit, in order.
    func highlights(_ text: String, role: Role = .alertMessage) -> [String] {
        let scalars = Array(text.unicodeScalars)
        return hits(text, role: role).compactMap { hit in
            hit.span.map { String(String.UnicodeScalarView(scalars[$0])) }
        }
    }

    /// The suggestion of the first hit.
    func suggestion(_ text: String, role: Role = .alertMessage) -> String? {
        hits(text, role: role).first?.suggestion
    }
}
