import Reports
import Rules
import XCTest

final class MarkdownReporterTests: XCTestCase {
    func testMatchesStoredOutput() throws {
        try ReportFixture.assertMatchesStored(MarkdownReporter().render(ReportFixture.report), "report.md")
    }

    func testCatalogTextCannotAddColumnsMarkupOrLinks() {
        let escaped = MarkdownReporter.escape("a | b <img src=x onerror=alert(1)> [link](https://x) **bold**\nnext \u{202E}evil", limit: 500)
        XCTAssertFalse(escaped.contains("<"))
        XCTAssertFalse(escaped.contains("\n"))
        XCTAssertFalse(escaped.contains("\u{202E}"))
        XCTAssertTrue(escaped.contains("⟨U+202E⟩"))
        // Every pipe is escaped, so a table row keeps its columns.
        var previous: Character = " "
        for character in escaped {
            if character == "|" { XCTAssertEqual(previous, "\\") }
            previous = character
        }
        XCTAssertTrue(escaped.contains("\\[link\\]\\(https\\://x\\)"), escaped)
    }

    func testTableRowsKeepTheirColumnCount() {
        let output = MarkdownReporter().render(ReportFixture.report)
        for line in output.split(separator: "\n") where line.hasPrefix("| ") && !line.hasPrefix("| Rule") && !line.hasPrefix("| File") {
            let columns = unescapedPipes(line) - 1
            // Rules 4, findings 6, coverage by locale 8 and by table 9.
            XCTAssertTrue([4, 6, 8, 9].contains(columns), "\(columns) columns in \(line)")
        }
    }

    func testHugeRunsAreCapped() {
        var report = ReportFixture.report
        report.coverage = []  // the cap is on findings rows; the coverage table's rows are capped on their own
        let template = report.findings[0]
        report.findings = (0..<20_000).map { index in
            var finding = template
            finding.rule = "rule-\(index % 40)"
            finding.line = index
            finding.text = String(repeating: "Long text ", count: 100)
            return finding
        }
        let output = MarkdownReporter().render(report)
        XCTAssertLessThan(output.utf8.count, 300_000)
        let rows = output.split(separator: "\n").filter { $0.hasPrefix("| App/") }.count
        XCTAssertEqual(rows, 500)
        XCTAssertTrue(output.contains("19,500 findings not listed here") || output.contains("19500 findings not listed here"), String(output.suffix(300)))
    }

    private func unescapedPipes(_ line: Substring) -> Int {
        var count = 0
        var escaped = false
        for character in line {
            if character == "|" && !escaped { count += 1 }
            escaped = character == "\\" && !escaped
        }
        return count
    }
}
