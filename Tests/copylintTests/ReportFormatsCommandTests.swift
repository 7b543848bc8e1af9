import Foundation
import XCTest

/// The report formats and the baseline through the command line, as CI would run them.
final class ReportFormatsCommandTests: XCTestCase {
    private let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "loading" : {
          "comment" : "Label shown while loading",
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Loading..." } },
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Wird geladen..." } }
          }
        },
        "saving" : {
          "comment" : "Label shown while saving",
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Saving..." } },
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Wird gesichert …" } }
          }
        }
      },
      "version" : "1.0"
    }
    """

    func testEveryFormatInOneRunTwiceGivesTheSameBytes() throws {
        let folder = try CommandRunner.scratchFolder(self)
        let formats = "text,json,sarif,junit,markdown,github,html"
        let first = folder.appendingPathComponent("first")
        let second = folder.appendingPathComponent("second")
        XCTAssertEqual(try CommandRunner.run(["audit", "Examples", "--format", formats, "--output", first.path, "--quiet"]).status, 1)
        XCTAssertEqual(try CommandRunner.run(["audit", "Examples", "--format", formats, "--output", second.path, "--quiet"]).status, 1)
        let names = ["copylint.txt", "copylint.json", "copylint.sarif", "copylint.junit.xml", "copylint.md", "copylint.github.txt", "copylint.html"]
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: first.path).sorted(), names.sorted())
        for name in names {
            let one = try Data(contentsOf: first.appendingPathComponent(name))
            XCTAssertFalse(one.isEmpty, name)
            XCTAssertEqual(one, try Data(contentsOf: second.appendingPathComponent(name)), "\(name) differs between runs")
        }
        let sarif = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: first.appendingPathComponent("copylint.sarif"))) as? [String: Any])
        let results = try XCTUnwrap((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        XCTAssertFalse(results.isEmpty)
        // The example's values stand verbatim in the catalog, so results carry an exact end column.
        XCTAssertTrue(results.contains { result in
            let region = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
            return region?["endColumn"] != nil
        })
        let html = try String(contentsOf: first.appendingPathComponent("copylint.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("\"growth\":[{\"locale\":\"de\""), "the HTML report carries per-locale growth")
        let github = try String(contentsOf: first.appendingPathComponent("copylint.github.txt"), encoding: .utf8)
        XCTAssertTrue(github.hasPrefix("::"))
    }

    func testBaselineHidesKnownFindingsAndCountsFixedOnes() throws {
        let folder = try CommandRunner.scratchFolder(self)
        let catalogURL = folder.appendingPathComponent("App.xcstrings")
        try catalog.write(to: catalogURL, atomically: true, encoding: .utf8)
        let baselineURL = folder.appendingPathComponent(".copylint-baseline.json")

        let write = try CommandRunner.run(["audit", ".", "--write-baseline", baselineURL.path, "--fail-on", "warning"], in: folder)
        XCTAssertEqual(write.status, 1, write.stderr)
        XCTAssertTrue(write.stderr.contains("to the baseline"), write.stderr)
        let baselineText = try String(contentsOf: baselineURL, encoding: .utf8)
        XCTAssertTrue(baselineText.contains("\"rule\": \"ellipsis-character\""), baselineText)

        let known = try CommandRunner.run(["audit", ".", "--baseline", baselineURL.path, "--fail-on", "info", "--format", "json"], in: folder)
        XCTAssertEqual(known.status, 0, known.stderr)
        XCTAssertEqual((known.json?["findings"] as? [Any])?.count, 0)
        let summary = try XCTUnwrap(known.json?["summary"] as? [String: Any])
        XCTAssertEqual(summary["findings"] as? Int, 0)
        let matched = try XCTUnwrap((summary["baseline"] as? [String: Int])?["matched"])
        XCTAssertGreaterThan(matched, 0)
        XCTAssertEqual((summary["baseline"] as? [String: Int])?["fixed"], 0)
        XCTAssertTrue(known.stderr.contains("copylint: baseline: \(matched) known findings not counted, 0 baseline findings fixed"), known.stderr)

        // Fix one string and break another: the new finding fails the run, the baseline finding is fixed.
        var edited = catalog.replacingOccurrences(of: "\"Saving...\"", with: "\"Saving…\"")
        edited = edited.replacingOccurrences(of: "\"Loading...\"", with: "\"Loading trails...\"")
        try edited.write(to: catalogURL, atomically: true, encoding: .utf8)
        let changed = try CommandRunner.run(["audit", ".", "--baseline", baselineURL.path, "--fail-on", "warning", "--format", "json"], in: folder)
        XCTAssertEqual(changed.status, 1, changed.stderr)
        let findings = try XCTUnwrap(changed.json?["findings"] as? [[String: Any]])
        XCTAssertFalse(findings.isEmpty)
        XCTAssertTrue(findings.allSatisfy { $0["key"] as? String == "loading" }, "\(findings)")
        XCTAssertTrue(findings.contains { $0["text"] as? String == "Loading trails..." && $0["rule"] as? String == "ellipsis-character" })
        XCTAssertGreaterThanOrEqual(((changed.json?["summary"] as? [String: Any])?["baseline"] as? [String: Int])?["fixed"] ?? 0, 2)
    }

    func testBadBaselineIsAUsageError() throws {
        let folder = try CommandRunner.scratchFolder(self)
        try "{ not json".write(to: folder.appendingPathComponent("b.json"), atomically: true, encoding: .utf8)
        let bad = try CommandRunner.run(["audit", "Examples", "--baseline", folder.appendingPathComponent("b.json").path])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("b.json: not valid JSON"), bad.stderr)
        XCTAssertEqual(try CommandRunner.run(["audit", "Examples", "--baseline", folder.appendingPathComponent("missing.json").path]).status, 2)
        XCTAssertEqual(try CommandRunner.run(["audit", "Examples", "--baseline"]).status, 2)
    }
}
