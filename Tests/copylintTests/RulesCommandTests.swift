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

    func testExplainListsTheRulesOptionsWithTypeDefaultAndDoc() throws {
        let result = try CommandRunner.run(["explain", "button-word-count"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.contains("Options (rules: {\"button-word-count\": {options: {…}}} in .copylint.json):"), result.stdout)
        XCTAssertTrue(result.stdout.contains("  maxWords: a whole number of at least 1; default 4\n      The most words a button,"), result.stdout)
        XCTAssertTrue(result.stdout.contains("  alertButtonMaxWords: a whole number of at least 1; default 2\n"), result.stdout)
        let segments = try CommandRunner.run(["explain", "segment-count"]).stdout
        XCTAssertTrue(segments.contains("  max: a whole number of at least 1; no default (see below)\n      The most segments"), segments)
        XCTAssertFalse(try CommandRunner.run(["explain", "ellipsis-character"]).stdout.contains("Options"))
    }

    func testVersionAndHelp() throws {
        XCTAssertTrue(try CommandRunner.run(["--version"]).stdout.hasPrefix("copylint "))
        let help = try CommandRunner.run(["help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("EXIT CODES"))
    }
}
