import Foundation
import Reports
import Rules
import XCTest

final class SARIFReporterTests: XCTestCase {
    private func parse(_ report: Report) throws -> [String: Any] {
        let rendered = SARIFReporter().render(report)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(rendered.utf8)) as? [String: Any])
    }

    private func results(_ report: Report) throws -> [[String: Any]] {
        let runs = try XCTUnwrap(try parse(report)["runs"] as? [[String: Any]])
        return try XCTUnwrap(runs.first?["results"] as? [[String: Any]])
    }

    func testMatchesStoredOutputAfterParsing() throws {
        try ReportFixture.assertJSONMatchesStored(SARIFReporter().render(ReportFixture.report), "report.sarif")
    }

    func testHasEveryFieldCodeScanningRequires() throws {
        let document = try parse(ReportFixture.report)
        XCTAssertEqual(document["version"] as? String, "2.1.0")
        XCTAssertEqual(document["$schema"] as? String, SARIFReporter.schema)
        let run = try XCTUnwrap((document["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "copylint")
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.map { $0["id"] as? String }, ["placeholder-mismatch", "title-case", "translation-state", "width-overflow"])
        let titleCase = rules[1]
        XCTAssertEqual(titleCase["name"] as? String, "TitleCase")
        XCTAssertEqual((titleCase["shortDescription"] as? [String: Any])?["text"] as? String, "Title-style capitalization")
        XCTAssertEqual((titleCase["fullDescription"] as? [String: Any])?["text"] as? String, "One line about title-case.")
        XCTAssertEqual(titleCase["helpUri"] as? String, "https://developer.apple.com/design/human-interface-guidelines/title-case")
        XCTAssertEqual((titleCase["defaultConfiguration"] as? [String: Any])?["level"] as? String, "warning")

        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 4)
        for result in results {
            let ruleID = try XCTUnwrap(result["ruleId"] as? String)
            XCTAssertEqual(rules[try XCTUnwrap(result["ruleIndex"] as? Int)]["id"] as? String, ruleID)
            XCTAssertNotNil(result["level"] as? String)
            XCTAssertFalse(((result["message"] as? [String: Any])?["text"] as? String ?? "").isEmpty)
            let location = try XCTUnwrap((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            XCTAssertNotNil((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
            let region = try XCTUnwrap(location["region"] as? [String: Any])
            XCTAssertNotNil(region["startLine"] as? Int)
            XCTAssertNotNil(region["startColumn"] as? Int)
            let fingerprints = try XCTUnwrap(result["partialFingerprints"] as? [String: String])
            XCTAssertNotNil(fingerprints[SARIFReporter.fingerprintName])
            XCTAssertNotNil(fingerprints["primaryLocationLineHash"])
        }
        XCTAssertEqual(results.map { $0["level"] as? String }, ["warning", "error", "warning", "note"])
        let invocation = try XCTUnwrap((run["invocations"] as? [[String: Any]])?.first)
        XCTAssertEqual(invocation["executionSuccessful"] as? Bool, false)
        XCTAssertEqual((invocation["toolExecutionNotifications"] as? [Any])?.count, 1)
    }

    func testEndColumnOnlyWhereTheValueIsVerbatimAndTheSpanIsOnOneLine() throws {
        let regions = try results(ReportFixture.report).map {
            ($0["locations"] as? [[String: Any]])?.first.flatMap { ($0["physicalLocation"] as? [String: Any])?["region"] as? [String: Int] }
        }
        XCTAssertEqual(regions[0], ["startLine": 41, "startColumn": 27, "endColumn": 29])
        XCTAssertEqual(regions[1], ["startLine": 88, "startColumn": 19])

        var report = ReportFixture.report
        report.findings[0].text = "Add\nTo Cart"
        report.findings[0].span = 2..<6
        XCTAssertNil(report.region(of: report.findings[0]).endColumn)
    }

    func testFingerprintsIgnoreLinesButNotIdentity() throws {
        func fingerprints(_ report: Report) throws -> [String] {
            try results(report).map { ($0["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintName] ?? "" }
        }
        let original = try fingerprints(ReportFixture.report)
        var moved = ReportFixture.report
        for index in moved.findings.indices {
            moved.findings[index].line += 250
            moved.findings[index].column += 3
        }
        XCTAssertEqual(try fingerprints(moved), original)

        var renamed = ReportFixture.report
        renamed.findings[0].key = "cart.add.button.title"
        renamed.findings[1].locale = "de-CH"
        renamed.findings[2].variation = "device.iphone"
        renamed.findings[3].rule = "translation-stale"
        let changed = try fingerprints(renamed)
        for index in original.indices { XCTAssertNotEqual(changed[index], original[index]) }
        XCTAssertEqual(Set(original).count, original.count)
    }

    func testRepeatedFindingsOnOneStringGetDistinctFingerprints() throws {
        var report = ReportFixture.report
        var second = report.findings[0]
        second.column += 4
        second.span = 7..<11
        report.findings.insert(second, at: 1)
        let prints = try results(report).map { ($0["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintName] ?? "" }
        XCTAssertTrue(prints[0].hasSuffix(":1"))
        XCTAssertTrue(prints[1].hasSuffix(":2"))
        XCTAssertEqual(prints[0].dropLast(2), prints[1].dropLast(2))
    }

    func testURIsArePercentEncoded() throws {
        var report = ReportFixture.report
        report.findings[0].file = "My App/Größe #1.xcstrings"
        report.findings[1].file = "/abs/path/Localizable.xcstrings"
        let uris = try results(report).map {
            (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]).flatMap { ($0["artifactLocation"] as? [String: Any])?["uri"] as? String }
        }
        XCTAssertEqual(uris[0], "My%20App/Gr%C3%B6%C3%9Fe%20%231.xcstrings")
        XCTAssertEqual(uris[1], "file:///abs/path/Localizable.xcstrings")
    }

    func testMeasurementAndContextTravelAsProperties() throws {
        let result = try results(ReportFixture.report)[2]
        let properties = try XCTUnwrap(result["properties"] as? [String: Any])
        XCTAssertEqual(properties["key"] as? String, "tab.settings")
        XCTAssertEqual(properties["source"] as? String, "Settings")
        XCTAssertEqual((properties["measurement"] as? [String: Any])?["budget"] as? Int, 66)
        let message = try XCTUnwrap((result["message"] as? [String: Any])?["text"] as? String)
        XCTAssertTrue(message.contains("key “tab.settings”, de"), message)
    }
}
