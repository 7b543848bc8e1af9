import Foundation
import XCTest

final class AuditCommandTests: XCTestCase {
    private let goodCatalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "loading" : {
          "comment" : "Label shown while loading",
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Loading..." } },
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Wird geladen …" } }
          }
        }
      },
      "version" : "1.0"
    }
    """

    func testXcodeStyleLinesPointAtTheOffendingText() throws {
        let folder = try CommandRunner.scratchFolder(self)
        try goodCatalog.write(to: folder.appendingPathComponent("Good.xcstrings"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["audit", ".", "--fail-on", "warning"], in: folder)
        XCTAssertEqual(result.status, 1, result.stderr)
        // Line 7 holds the English value; "..." starts at column 74 of that line.
        let line = try String(contentsOf: folder.appendingPathComponent("Good.xcstrings"), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)[6]
        let column = line.distance(from: line.startIndex, to: line.range(of: "...")!.lowerBound) + 1
        XCTAssertTrue(result.stdout.contains("Good.xcstrings:7:\(column): warning: "), result.stdout)
        XCTAssertTrue(result.stdout.contains("[ellipsis-character]"), result.stdout)
        XCTAssertTrue(result.stdout.contains("note: suggestion: Loading…"), result.stdout)
        XCTAssertTrue(result.stderr.contains("copylint: 1 file, 2 strings"), result.stderr)
    }

    func testJSONReportFollowsTheContract() throws {
        let folder = try CommandRunner.scratchFolder(self)
        try goodCatalog.write(to: folder.appendingPathComponent("Good.xcstrings"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["audit", "Good.xcstrings", "--format", "json"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let report = try XCTUnwrap(result.json)
        XCTAssertEqual((report["tool"] as? [String: Any])?["name"] as? String, "copylint")
        let summary = try XCTUnwrap(report["summary"] as? [String: Any])
        let files = try XCTUnwrap(summary["files"] as? [[String: Any]])
        XCTAssertEqual(files.first?["path"] as? String, "Good.xcstrings")
        XCTAssertEqual(files.first?["format"] as? String, "xcstrings")
        XCTAssertEqual(files.first?["entries"] as? Int, 2)
        XCTAssertEqual(files.first?["locales"] as? [String], ["de", "en"])
        XCTAssertEqual((summary["roleSources"] as? [String: Int])?["comment"], 1)
        let finding = try XCTUnwrap((report["findings"] as? [[String: Any]])?.first { $0["rule"] as? String == "ellipsis-character" })
        XCTAssertEqual(finding["key"] as? String, "loading")
        XCTAssertEqual(finding["locale"] as? String, "en")
        XCTAssertEqual(finding["role"] as? String, "label")
        XCTAssertEqual(finding["roleSource"] as? String, "comment")
        XCTAssertEqual(finding["suggestion"] as? String, "Loading…")
        XCTAssertEqual(finding["line"] as? Int, 7)
        XCTAssertEqual((report["errors"] as? [Any])?.count, 0)
    }

    func testSameInputGivesTheSameBytes() throws {
        let first = try CommandRunner.run(["audit", "Examples", "--format", "json"])
        let second = try CommandRunner.run(["audit", "Examples", "--format", "json"])
        XCTAssertFalse(first.stdout.isEmpty)
        XCTAssertEqual(first.stdout, second.stdout)
    }

    func testSeveralFormatsGoToFiles() throws {
        let folder = try CommandRunner.scratchFolder(self)
        let output = folder.appendingPathComponent("reports")
        let result = try CommandRunner.run(["audit", "Examples", "--format", "text,json", "--output", output.path, "--quiet"])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "")
        XCTAssertTrue(FileManager.default.fileExists(atPath: output.appendingPathComponent("copylint.json").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: output.appendingPathComponent("copylint.txt").path))
    }

    func testFailOnAndLocales() throws {
        let never = try CommandRunner.run(["audit", "Examples", "--fail-on", "never", "--quiet"])
        XCTAssertEqual(never.status, 0)
        let german = try CommandRunner.run(["audit", "Examples", "--locales", "fr", "--format", "json", "--quiet"])
        let findings = try XCTUnwrap(german.json?["findings"] as? [[String: Any]])
        XCTAssertFalse(findings.isEmpty)
        XCTAssertTrue(findings.allSatisfy { $0["locale"] as? String == "fr" })
    }

    func testUsageErrorsExitWith2() throws {
        XCTAssertEqual(try CommandRunner.run(["audit", "--format", "yaml"]).status, 2)
        XCTAssertEqual(try CommandRunner.run(["audit", "--fail-on", "sometimes"]).status, 2)
        XCTAssertEqual(try CommandRunner.run(["audit", "--no-such-flag"]).status, 2)
        XCTAssertEqual(try CommandRunner.run(["frobnicate"]).status, 2)
        XCTAssertEqual(try CommandRunner.run(["explain", "no-such-rule"]).status, 2)
    }

    func testConfigurationErrorNamesFileAndLineAndExits2() throws {
        let folder = try CommandRunner.scratchFolder(self)
        try "{\n  version: 1,\n  colour: \"red\"\n}\n".write(to: folder.appendingPathComponent(".copylint.json"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["audit", "."], in: folder)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains(".copylint.json:3:"), result.stderr)
        XCTAssertTrue(result.stderr.contains("colour"), result.stderr)
    }

    func testAMisspeltOrMistypedRuleOptionNamesFileAndLineAndExits2() throws {
        let folder = try CommandRunner.scratchFolder(self)
        let configuration = folder.appendingPathComponent(".copylint.json")
        for (text, option) in [("maxWrods: 3", "maxWrods"), ("maxWords: \"four\"", "'maxWords'")] {
            try "{\n  rules: {\n    \"button-word-count\": { options: {\n      \(text) } }\n  }\n}\n".write(to: configuration, atomically: true, encoding: .utf8)
            let result = try CommandRunner.run(["audit", "."], in: folder)
            XCTAssertEqual(result.status, 2, text)
            XCTAssertTrue(result.stderr.contains(".copylint.json:4:"), result.stderr)
            XCTAssertTrue(result.stderr.contains(option), result.stderr)
        }
    }

    func testConfigurationTurnsRulesOffAndChangesSeverity() throws {
        let folder = try CommandRunner.scratchFolder(self)
        try goodCatalog.write(to: folder.appendingPathComponent("Good.xcstrings"), atomically: true, encoding: .utf8)
        try "{ rules: { \"ellipsis-character\": {severity: \"error\"} } }".write(to: folder.appendingPathComponent(".copylint.json"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try CommandRunner.run(["audit", "."], in: folder).status, 1)
        try "{ rules: { \"ellipsis-character\": \"off\" } }".write(to: folder.appendingPathComponent(".copylint.json"), atomically: true, encoding: .utf8)
        let off = try CommandRunner.run(["audit", ".", "--format", "json"], in: folder)
        XCTAssertFalse(off.stdout.contains("ellipsis-character"))
    }
}
