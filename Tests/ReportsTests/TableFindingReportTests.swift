import CopylintBase
import Reports
import Rules
import XCTest

/// A finding on a whole table (`locale-coverage`: no key, no text) reads as one in the formats that otherwise
/// repeat the string: no empty “Key:” and “Text:” lines, and a JUnit case named by its locale.
final class TableFindingReportTests: XCTestCase {
    private let report: Report = {
        let finding = Finding(
            rule: "locale-coverage", severity: .warning, file: "App/de.lproj/Localizable.strings", line: 1, column: 1,
            key: "", locale: "de", variation: "", role: .unknown, roleSource: .unknown, text: "",
            message: "de: 12 of 40 strings (30%) are not translated (12 missing)."
        )
        return Report(toolVersion: "9.9.9", files: [], findings: [finding], errors: [], roleSources: [:])
    }()

    func testGitHubAnnotationHasOnlyTheMessage() {
        XCTAssertEqual(
            GitHubReporter().render(report),
            "::warning file=App/de.lproj/Localizable.strings,line=1,col=1,title=copylint locale-coverage (de)::de: 12 of 40 strings (30%25) are not translated (12 missing).\n"
        )
    }

    func testJUnitCaseIsNamedByItsLocaleAndShowsNoEmptyString() throws {
        let xml = JUnitReporter().render(report)
        XCTAssertTrue(xml.contains("name=\"(de) · locale-coverage\""), xml)
        XCTAssertFalse(xml.contains("Text: "), xml)
        XCTAssertFalse(xml.contains("Role: "), xml)
        XCTAssertNoThrow(try JUnitParse.parse(xml))
    }
}
