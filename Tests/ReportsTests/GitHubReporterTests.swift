import Reports
import Rules
import XCTest

final class GitHubReporterTests: XCTestCase {
    func testMatchesStoredOutput() throws {
        try ReportFixture.assertMatchesStored(GitHubReporter().render(ReportFixture.report), "report.github.txt")
    }

    func testOneCommandPerFindingAndError() {
        let lines = GitHubReporter().render(ReportFixture.report).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        XCTAssertEqual(lines.count, 5)
        XCTAssertTrue(lines[0].hasPrefix("::error file=Broken.xcstrings,line=7,title=copylint%3A file could not be read::"))
        XCTAssertTrue(lines[1].hasPrefix("::warning file=App/Localizable.xcstrings,line=41,col=27,endColumn=29,title=copylint title-case (en)::"))
        XCTAssertTrue(lines[4].hasPrefix("::notice "))
    }

    func testEscapingFollowsTheWorkflowCommandRules() {
        XCTAssertEqual(GitHubReporter.escapeData("100% done\r\nnext"), "100%25 done%0D%0Anext")
        XCTAssertEqual(GitHubReporter.escapeProperty("a,b:c%\n"), "a%2Cb%3Ac%25%0A")
        var report = ReportFixture.report
        report.errors = []
        report.findings = [report.findings[0]]
        report.findings[0].file = "Odd, name: here.xcstrings"
        report.findings[0].message = "50% of\nthe text::warning file=x::injected"
        report.findings[0].text = "Add\u{202E} To Cart"
        let output = GitHubReporter().render(report)
        XCTAssertEqual(output.filter { $0 == "\n" }.count, 1)
        XCTAssertTrue(output.hasPrefix("::warning file=Odd%2C name%3A here.xcstrings,"), output)
        XCTAssertTrue(output.contains("::50%25 of%0Athe text::warning file=x::injected%0AKey"), output)
        XCTAssertTrue(output.contains("Add⟨U+202E⟩ To Cart"), output)
    }
}
