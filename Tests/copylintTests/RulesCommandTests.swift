import XCTest

final class RulesCommandTests: XCTestCase {
    func testRulesListsEveryRuleWithSeverityAndRoles() throws {
        let result = try CommandRunner.run(["rules"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.contains("ellipsis-character"))
        XCTAssertTrue(result.stdout.contains("missing-translation"))
        XCTAssertTrue(result.stdout.contains("roles: every role"))
    }

    func testExplainShowsRationaleLinkAndExamples() throws {
        let result = try CommandRunner.run(["explain", "ellipsis-character"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.contains("Guideline:"))
        XCTAssertTrue(result.stdout.contains("https://"))
        XCTAssertTrue(result.stdout.contains("✗ “Loading...”"))
        XCTAssertTrue(result.stdout.contains("→ Loading…"))
        XCTAssertTrue(result.stdout.contains("✓ “Loading…”"))
    }

    func testVersionAndHelp() throws {
        XCTAssertTrue(try CommandRunner.run(["--version"]).stdout.hasPrefix("copylint "))
        let help = try CommandRunner.run(["help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("EXIT CODES"))
    }
}
