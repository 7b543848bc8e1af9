import Catalogs
@testable import Rules
import XCTest

/// A suggestion must be right when applied blindly: on every string of the fixtures, the bundled example and
/// (when present) the real-app corpora, each suggested text, audited in place of the original with the same role,
/// locale and source, no longer draws the finding that suggested it, and draws no finding of a rule the original
/// did not draw.
///
/// Each string is audited alone, the original and the suggestion alike, so that what only a whole table shows
/// (coverage, orphans, the platform its other strings name) is the same on both sides.
final class SuggestionPropertyTests: XCTestCase {
    func testEverySuggestionClearsItsFindingAndRaisesNoOther() throws {
        let files = try RuleTestFiles.textFolderFiles()
        let suggested = Auditor(configuration: Configuration()).audit(files).findings.filter { $0.suggestion != nil }
        // Alone, a string loses the platform its table showed: it is audited for the one that gives its finding.
        var mac = Configuration()
        mac.platform = "macos"
        let auditors = [Auditor(configuration: Configuration()), Auditor(configuration: mac)]
        XCTAssertGreaterThan(suggested.count, 50, "the fixtures alone hold many suggestions")
        var failures: [String] = []
        var checked = 0
        var seen: Set<String> = []
        for finding in suggested {
            guard let suggestion = finding.suggestion else { continue }
            let identity = [finding.rule, finding.locale, finding.role.rawValue, finding.sourceText ?? "", finding.text].joined(separator: "\u{0}")
            guard seen.insert(identity).inserted else { continue }
            // A finding that needs its table to show is out of this test's reach.
            guard let auditor = auditors.first(where: { findings($0, text: finding.text, finding: finding).contains { $0.rule == finding.rule && $0.message == finding.message } })
            else { continue }
            let before = Set(findings(auditor, text: finding.text, finding: finding).map(\.rule))
            checked += 1
            let after = Set(findings(auditor, text: suggestion, finding: finding).map(\.rule))
            if after.contains(finding.rule) {
                failures.append("\(finding.rule) [\(finding.locale)] still fires on its suggestion: “\(finding.text)” → “\(suggestion)”")
            }
            let raised = after.subtracting(before)
            if !raised.isEmpty {
                failures.append("\(finding.rule) [\(finding.locale)] suggestion raises \(raised.sorted()): “\(finding.text)” → “\(suggestion)”")
            }
        }
        XCTAssertGreaterThan(checked, 50)
        XCTAssertEqual(Array(failures.prefix(40)), [], "\(failures.count) of \(checked) suggestions fail (the first 40 shown)")
    }

    /// The findings on `text` as the string of `finding` (its role, locale and source), audited alone.
    private func findings(_ auditor: Auditor, text: String, finding: Finding) -> [Finding] {
        let role = finding.role == .unknown ? nil : "copylint:role=\(finding.role.rawValue)"
        let location = SourceLocation(line: 1, column: 1)
        var entries: [Entry] = []
        var locales: Set<String> = [finding.locale]
        if let source = finding.sourceText {
            locales.insert("en")
            entries.append(Entry(file: "s", table: "s", key: "s", locale: "en", value: source, comment: role, location: location, isVerbatim: true, isSource: true))
            entries.append(Entry(file: "s", table: "s", key: "s", locale: finding.locale, value: text, comment: role, location: location, isVerbatim: true, isSource: false))
        } else {
            entries.append(Entry(file: "s", table: "s", key: "s", locale: finding.locale, value: text, comment: role, location: location, isVerbatim: true, isSource: true))
        }
        let table = TableInfo(id: "s", sourceLanguage: entries[0].locale, locales: locales)
        let file = StringFile(path: "s", format: .xcstrings, entries: entries, tables: [table])
        return auditor.audit([file]).findings.filter { $0.locale == finding.locale }
    }
}
