import Foundation
import Reports
import XCTest

final class JSONReporterTests: XCTestCase {
    func testMatchesStoredOutputAfterParsing() throws {
        try ReportFixture.assertJSONMatchesStored(JSONReporter().render(ReportFixture.report), "report.json")
    }

    func testKeysComeInTheContractOrderAndEscapesAreRight() throws {
        let rendered = JSONReporter().render(ReportFixture.report)
        let order = ["\"tool\"", "\"summary\"", "\"findings\"", "\"errors\""].map { rendered.range(of: $0)!.lowerBound }
        XCTAssertEqual(order, order.sorted())
        XCTAssertTrue(rendered.contains(#""text": "Bonjour \"monde\"\n& co""#))
        // Files are listed sorted by path.
        let app = rendered.range(of: "App/Localizable.xcstrings")!.lowerBound
        let fr = rendered.range(of: "fr.lproj/Localizable.strings")!.lowerBound
        XCTAssertLessThan(app, fr)
    }

    func testMeasurementIsAnExtraObjectAndBaselineAnExtraSummaryField() throws {
        let rendered = JSONReporter().render(ReportFixture.report)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(rendered.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(document["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.map { $0["measurement"] != nil }, [false, false, true, false])
        let measurement = try XCTUnwrap(findings[2]["measurement"] as? [String: Any])
        XCTAssertEqual(measurement["width"] as? Double, 78.5)
        XCTAssertEqual(measurement["truncated"] as? String, "Einstellu…")
        XCTAssertEqual(measurement["sourceWidth"] as? Double, 38.25)
        XCTAssertEqual(Set(findings[0].keys), ["rule", "severity", "file", "line", "column", "key", "locale", "variation", "role", "roleSource", "text", "message", "suggestion", "span", "spans"])
        XCTAssertNil((document["summary"] as? [String: Any])?["baseline"])

        var report = ReportFixture.report
        report.baseline = BaselineOutcome(matched: 7, fixed: 2)
        let withBaseline = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(JSONReporter().render(report).utf8)) as? [String: Any])
        XCTAssertEqual((withBaseline["summary"] as? [String: Any])?["baseline"] as? [String: Int], ["matched": 7, "fixed": 2])
    }
}
