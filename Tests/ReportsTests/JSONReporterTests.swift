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
}
