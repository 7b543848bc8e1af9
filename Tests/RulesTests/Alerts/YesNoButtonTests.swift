@testable import Rules
import XCTest

final class YesNoButtonTests: XCTestCase {
    private let probe = CheckProbe(YesNoButtonCheck())

    func testBareAnswersAndAnswersWithACommaFire() {
        XCTAssertEqual(probe.highlights("Yes", role: .alertButton), ["Yes"])
        XCTAssertEqual(probe.highlights("no", role: .button), ["no"])
        XCTAssertEqual(probe.highlights("Yes.", role: .alertButton), ["Yes"])
        XCTAssertEqual(probe.highlights("No, Keep It", role: .actionSheetButton), ["No"])
        XCTAssertEqual(probe.highlights(" Yes, Delete ", role: .alertButton), ["Yes"])
    }

    func testOtherTitlesPass() {
        for text in ["No Thanks", "Not Now", "Nope", "None", "Yesterday", "No-Show", "Notify Me", "Keep", "Yes %@", "Да"] {
            XCTAssertEqual(probe.highlights(text, role: .alertButton), [], text)
        }
    }
}
