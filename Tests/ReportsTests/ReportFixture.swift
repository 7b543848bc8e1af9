import Catalogs
import Foundation
import Reports
import Rules
@testable import Width
import XCTest

/// One fixed report that every reporter renders, and the comparison with the stored expected output.
///
/// Rule definitions are fixed here too (not read from `Rules/`), so editing a rule's wording does not change
/// the stored reports.
enum ReportFixture {
    static let report: Report = {
        let findings = [
            {
                // Two words of one string: one finding with both spans.
                var finding = Finding(
                    rule: "title-case", severity: .warning, file: "App/Localizable.xcstrings", line: 41, column: 27,
                    key: "cart.add.button", locale: "en", variation: "", role: .button, roleSource: .comment,
                    text: "Add To The Cart", message: "Use title-style capitalization: “To”, “The” are lowercase in titles.",
                    suggestion: "Add to the Cart", span: 4..<6
                )
                finding.spans = [4..<6, 7..<10]
                return finding
            }(),
            Finding(
                rule: "placeholder-mismatch", severity: .error, file: "App/Localizable.xcstrings", line: 88, column: 19,
                key: "%lld files", locale: "de", variation: "plural.other", role: .unknown, roleSource: .unknown,
                text: "%@ Dateien <script>alert(1)</script>", message: "Argument 1 is %lld in the source but %@ here.",
                suggestion: nil, span: 0..<2, sourceText: "%lld files"
            ),
            Finding(
                rule: "width-overflow", severity: .warning, file: "App/Localizable.xcstrings", line: 120, column: 22,
                key: "tab.settings", locale: "de", variation: "", role: .tab, roleSource: .key,
                text: "Einstellungen", message: "“Einstellungen” is 78.5 pt wide; a tab bar item has 66 pt.",
                sourceText: "Settings",
                measurement: TextMeasurement(
                    width: 78.5, budget: 66, lines: 1, maximumLines: 1, truncated: "Einstellu…", fontSize: 10,
                    sizeCategory: "large", sourceWidth: 38.25
                )
            ),
            Finding(
                rule: "translation-state", severity: .info, file: "fr.lproj/Localizable.strings", line: 3, column: 9,
                key: "greeting", locale: "fr", variation: "", role: .label, roleSource: .key,
                text: "Bonjour \"monde\"\n& co", message: "The fr value is marked “new”.", sourceText: "Hello"
            ),
        ]
        var report = Report(
            toolVersion: "9.9.9",
            files: [
                .init(path: "fr.lproj/Localizable.strings", format: .strings, entries: 2, locales: ["fr"]),
                .init(path: "App/Localizable.xcstrings", format: .xcstrings, entries: 12, locales: ["de", "en"]),
            ],
            findings: findings,
            errors: [ReadError(file: "Broken.xcstrings", line: 7, message: "unterminated string")],
            roleSources: [.comment: 3, .key: 1, .unknown: 8]
        )
        report.ruleDefinitions = ruleDefinitions
        report.verbatimValues = [ValueIdentity(file: "App/Localizable.xcstrings", key: "cart.add.button", locale: "en", variation: "")]
        report.localeGrowth = [
            "de": LocaleGrowth(strings: 5, sourceLength: 40, length: 52),
            "fr": LocaleGrowth(strings: 1, sourceLength: 5, length: 19),
        ]
        report.coverage = [
            LocaleCoverageRow(table: "App/Localizable.xcstrings", locale: "de", file: "App/Localizable.xcstrings",
                              keys: 10, translated: 6, untranslated: 2, missing: 1, needsReview: 1),
            LocaleCoverageRow(table: "Localizable.strings", locale: "fr", file: "fr.lproj/Localizable.strings",
                              keys: 2, translated: 0, untranslated: 0, missing: 1, needsReview: 1),
            LocaleCoverageRow(table: "Menus/<b>Tools</b> | *More*.strings", locale: "de", file: "Menus/de.lproj/<b>Tools</b> | *More*.strings",
                              keys: 4, translated: 4),
        ]
        return report
    }()

    /// Definitions for the fixture's rules, with a `<b>` and quotes in the text to check escaping.
    static let ruleDefinitions: [String: RuleDefinition] = {
        func definition(_ id: String, _ title: String, _ category: String, _ severity: String, _ rationale: String) -> RuleDefinition {
            let json: [String: Any] = [
                "id": id, "title": title, "category": category, "severity": severity, "roles": ["*"],
                "summary": "One line about \(id).", "rationale": rationale,
                "guideline": ["title": "Guideline for \(id)", "url": "https://developer.apple.com/design/human-interface-guidelines/\(id)"],
                "message": "Message of \(id).", "examples": ["fire": [], "pass": []],
            ]
            let data = try! JSONSerialization.data(withJSONObject: json)
            return try! JSONDecoder().decode(RuleDefinition.self, from: data)
        }
        return [
            "title-case": definition("title-case", "Title-style capitalization", "copy", "warning",
                                     "Buttons use title-style capitalization, so “To” stays <b>lowercase</b>."),
            "placeholder-mismatch": definition("placeholder-mismatch", "Placeholder does not match the source", "localization", "error",
                                               "A specifier that reads the wrong type crashes or prints garbage."),
            "width-overflow": definition("width-overflow", "Text too wide for its control", "width", "warning",
                                         "Controls do not grow with their text: a tab bar item cuts it off."),
            "translation-state": definition("translation-state", "Translation not finished", "localization", "warning",
                                            "Values marked “new” have not been translated."),
        ]
    }()

    static let expectedFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Expected")

    static var updating: Bool { ProcessInfo.processInfo.environment["COPYLINT_UPDATE_EXPECTED"] == "1" }

    /// Compares with `Expected/<name>`; with COPYLINT_UPDATE_EXPECTED=1 in the environment, rewrites it instead.
    static func assertMatchesStored(_ rendered: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = expectedFolder.appendingPathComponent(name)
        if updating {
            try rendered.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let stored = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(rendered, stored, "\(name) differs from the stored expected output", file: file, line: line)
    }

    /// Compares JSON with `Expected/<name>` after parsing both, so formatting does not matter.
    static func assertJSONMatchesStored(_ rendered: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = expectedFolder.appendingPathComponent(name)
        if updating {
            try rendered.write(to: url, atomically: true, encoding: .utf8)
        }
        let stored = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? NSDictionary
        let parsed = try JSONSerialization.jsonObject(with: Data(rendered.utf8)) as? NSDictionary
        XCTAssertNotNil(parsed, "\(name) is not a JSON object", file: file, line: line)
        XCTAssertEqual(parsed, stored, "\(name) differs from the stored expected output after parsing", file: file, line: line)
    }

    /// The root of the package, from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
