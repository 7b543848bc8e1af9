import Foundation
import Reports
import Rules
import XCTest

/// A finding that stands for one string's values in several locales (`translation-state` on a source edit)
/// carries each value: JSON lists them under `translations`, the HTML report's data block lists each locale
/// and text, and both escape the catalog text as everywhere else.
final class GroupedValuesReportTests: XCTestCase {
    private let report: Report = {
        var finding = Finding(
            rule: "translation-state", severity: .warning, file: "App/Localizable.xcstrings", line: 150, column: 24,
            key: "brew.button", locale: "en", variation: "", role: .button, roleSource: .comment, text: "Brew",
            message: "2 translations of “Brew” are marked “needs_review” (de, fr): review each one."
        )
        finding.groupedValues = [
            .init(locale: "de", file: "App/Localizable.xcstrings", line: 156, column: 24, text: "Brühen </script>"),
            .init(locale: "fr", file: "App/Localizable.xcstrings", line: 162, column: 24, text: "Infuser \"&\""),
        ]
        let plain = Finding(
            rule: "translation-state", severity: .warning, file: "App/Localizable.xcstrings", line: 170, column: 24,
            key: "steep.button", locale: "de", variation: "", role: .button, roleSource: .comment, text: "Ziehen",
            message: "The de value is marked “new”: it has not been translated yet.", sourceText: "Steep"
        )
        return Report(toolVersion: "9.9.9", files: [], findings: [finding, plain], errors: [], roleSources: [:])
    }()

    func testJSONListsEachGroupedValueWithItsPlaceAndText() throws {
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(JSONReporter().render(report).utf8)) as? [String: Any])
        let findings = try XCTUnwrap(document["findings"] as? [[String: Any]])
        let values = try XCTUnwrap(findings[0]["translations"] as? [[String: Any]])
        XCTAssertEqual(values.map { $0["locale"] as? String }, ["de", "fr"])
        XCTAssertEqual(values.map { $0["line"] as? Int }, [156, 162])
        XCTAssertEqual(values.map { $0["text"] as? String }, ["Brühen </script>", "Infuser \"&\""])
        XCTAssertEqual(Set(values[0].keys), ["locale", "file", "line", "column", "text"])
        XCTAssertNil(findings[1]["translations"], "a finding on one value has none")
    }

    func testHTMLDataBlockListsEachLocaleAndTextEscaped() throws {
        let parts = HTMLReportParts(html: HTMLReporter().render(report))
        XCTAssertFalse(try parts.dataJSON.contains("</script>"))
        let data = try parts.data
        let strings = try XCTUnwrap(data["strings"] as? [String])
        let columns = try XCTUnwrap(data["columns"] as? [String])
        let findings = try XCTUnwrap(data["findings"] as? [[Int]])
        let lists = try XCTUnwrap(data["translations"] as? [[Int]])
        let column = try XCTUnwrap(columns.firstIndex(of: "translations"))
        XCTAssertEqual(findings.map { $0[column] }, [0, -1])
        XCTAssertEqual(lists[0].map { strings[$0] }, ["de", "Brühen </script>", "fr", "Infuser \"&\""])
    }
}
