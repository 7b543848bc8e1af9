import Foundation
import Reports
import XCTest

final class JSONReporterTests: XCTestCase {
    func testMatchesStoredOutputAfterParsing() throws {
        let rendered = JSONReporter().render(ReportFixture.report)
        let url = ReportFixture.expectedFolder.appendingPathComponent("report.json")
        if ProcessInfo.processInfo.environment["COPYLINT_UPDATE_EXPECTED"] == "1" {
            try rendered.write(to: url, atomically: true, encoding: .utf8)
        }
        let stored = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? NSDictionary
        let parsed = try JSONSerialization.jsonObject(with: Data(rendered.utf8)) as? NSDictionary
        XCTAssertEqual(parsed, stored)
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
}
