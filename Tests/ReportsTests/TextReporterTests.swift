import Reports
import XCTest

final class TextReporterTests: XCTestCase {
    func testMatchesStoredOutput() throws {
        try ReportFixture.assertMatchesStored(TextReporter().render(ReportFixture.report), "report.txt")
    }

    func testSummaryLine() {
        XCTAssertEqual(
            TextReporter.summaryLine(ReportFixture.report),
            "copylint: 2 files, 14 strings, 4 findings (1 error, 2 warnings, 1 info); 1 file could not be read"
        )
    }

    func testCoverageLinesSumEachLocaleOverItsTables() {
        XCTAssertEqual(TextReporter.coverageLines(ReportFixture.report), [
            "copylint: translation coverage (strings in the locale's language / keys, over every table):",
            "  de   78%  11/14; 2 untranslated, 1 missing, 1 needs review",
            "  fr   50%  1/2; 0 untranslated, 1 missing, 1 needs review",
        ])
    }
}
