@testable import Rules
import XCTest

final class ErrorWordTests: XCTestCase {
    private let probe = CheckProbe(ErrorWordCheck())

    func testEveryOccurrenceOfTheSingularIsReported() {
        XCTAssertEqual(probe.highlights("Error: 3 errors were found. ERROR.", role: .label), ["Error", "ERROR"])
        XCTAssertEqual(probe.highlights("Error-free backups", role: .label), ["Error"])
        XCTAssertEqual(probe.highlights("The error’s details", role: .label), ["error’s"])
    }

    func testThePluralNamesWhatIsListedAndPasses() {
        for text in ["Errors", "Show Errors", "Check the template for errors.", "No errors found"] {
            XCTAssertEqual(probe.highlights(text, role: .label), [], text)
        }
    }

    func testLookalikesPlaceholdersAndAddressesPass() {
        for text in ["Terror", "Mirror Display", "Errorless", "%#@errors@ found", "See https://example.com/errors",
                     "Write to errors@example.com", "The file couldn't be saved.", "Ошибка"] {
            XCTAssertEqual(probe.highlights(text, role: .label), [], text)
        }
    }
}
