import Catalogs
@testable import Rules
import XCTest

/// A source string whose translations are flagged in several locales at once gets one `translation-state`
/// finding on the source that names every locale and keeps each value, while the coverage still counts each
/// locale's flagged value; fewer locales, other states and `groupLocales: 0` keep one finding per locale.
final class TranslationStateGroupsTests: XCTestCase {
    /// A catalog with key "Brew" whose `states` (locale → state) are given; its other key is translated everywhere.
    private func catalog(_ states: [String: String]) -> String {
        let values = states.keys.sorted().map { locale in
            "\"\(locale)\": {\"stringUnit\": {\"state\": \"\(states[locale]!)\", \"value\": \"\(locale) brew\"}}"
        }
        let others = states.keys.sorted().map { "\"\($0)\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\($0) tea\"}}" }
        return """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "Brew": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Brew"}}, \(values.joined(separator: ", "))}},
          "Tea": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Tea"}}, \(others.joined(separator: ", "))}}
        }}
        """
    }

    private func audit(_ catalog: String, configuration: Configuration = Configuration(), locales: Set<String>? = nil) throws -> AuditResult {
        let request = ReadRequest(path: "Localizable.xcstrings", displayPath: "Localizable.xcstrings", format: .xcstrings,
                                  table: "Localizable", locale: nil, sourceLanguage: "en")
        return Auditor(configuration: configuration, locales: locales).audit([try XCStringsReader.read(Data(catalog.utf8), request: request)])
    }

    private func stateFindings(_ result: AuditResult) -> [Finding] {
        result.findings.filter { $0.rule == "translation-state" }
    }

    func testThreeLocalesFlaggedAlikeGiveOneFindingOnTheSource() throws {
        let result = try audit(catalog(["fr": "needs_review", "de": "needs_review", "ja": "needs_review"]))
        let findings = stateFindings(result)
        XCTAssertEqual(findings.count, 1, "\(findings.map(\.message))")
        let grouped = try XCTUnwrap(findings.first)
        XCTAssertEqual(grouped.locale, "en")
        XCTAssertEqual(grouped.text, "Brew")
        XCTAssertEqual(grouped.line, 2, "on the source value")
        XCTAssertEqual(grouped.message, "3 translations of “Brew” are marked “needs_review” (de, fr, ja): the source changed or a translator flagged them; review each one and clear its flag.")
        XCTAssertEqual(grouped.groupedValues.map(\.locale), ["de", "fr", "ja"])
        XCTAssertEqual(grouped.groupedValues.map(\.text), ["de brew", "fr brew", "ja brew"])
        XCTAssertEqual(result.coverage.map(\.needsReview), [1, 1, 1], "each locale still counts its flagged value")
    }

    func testTwoLocalesOrDifferentStatesStayOneFindingPerLocale() throws {
        XCTAssertEqual(stateFindings(try audit(catalog(["fr": "needs_review", "de": "needs_review"]))).map(\.locale), ["de", "fr"])
        let mixed = stateFindings(try audit(catalog(["fr": "needs_review", "de": "new", "ja": "needs_review", "it": "translated"])))
        XCTAssertEqual(mixed.map(\.locale).sorted(), ["de", "fr", "ja"], "two needs_review and one new: no group reaches three")
    }

    func testGroupLocalesZeroReportsEachLocale() throws {
        let configuration = try ConfigurationLoader.parse("{rules: {\"translation-state\": {options: {groupLocales: 0}}}}", path: "c")
        let findings = stateFindings(try audit(catalog(["fr": "new", "de": "new", "ja": "new"]), configuration: configuration))
        XCTAssertEqual(findings.map(\.locale).sorted(), ["de", "fr", "ja"])
        XCTAssertTrue(findings.allSatisfy(\.groupedValues.isEmpty))
    }

    func testOnlyTheReportedLocalesAreGrouped() throws {
        let findings = stateFindings(try audit(catalog(["fr": "new", "de": "new", "ja": "new"]), locales: ["de"]))
        XCTAssertEqual(findings.map(\.locale), ["de"])
        XCTAssertEqual(findings.first?.message, "The de value is marked “new”: it has not been translated yet.")
    }
}
