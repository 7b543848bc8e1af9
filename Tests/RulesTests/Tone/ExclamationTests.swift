@testable import Rules
import XCTest

final class ExclamationTests: XCTestCase {
    private let probe = CheckProbe(ExclamationCheck())

    func testEachRunOfMarksIsOneHit() {
        XCTAssertEqual(probe.highlights("Done!!! Your photos are ready!"), ["!!!", "!"])
        XCTAssertEqual(probe.highlights("Really?!"), ["!"])
        XCTAssertEqual(probe.highlights("¡Hola! Bienvenido."), ["!"])
    }

    func testButtonsLoseAClosingMarkOnly() {
        XCTAssertEqual(probe.suggestion("Got it!", role: .alertButton), "Got it")
        XCTAssertEqual(probe.suggestion("Let’s Go !", role: .button), "Let’s Go")
        XCTAssertNil(probe.suggestion("Yes! Delete", role: .button))
    }

    func testMessagesGetPeriodsAndTitlesNoSuggestion() {
        XCTAssertEqual(probe.suggestion("Saved! Your changes are safe!", role: .alertMessage), "Saved. Your changes are safe.")
        XCTAssertEqual(probe.suggestion("Are you sure?!", role: .alertMessage), "Are you sure?")
        XCTAssertNil(probe.suggestion("Welcome!", role: .alertTitle))
    }

    func testMarksInCodeLinksAndPlaceholdersPass() {
        for text in ["Type `!help` for commands.", "Open https://example.com/#!/home.", "Done.", "%@ joined."] {
            XCTAssertEqual(probe.highlights(text), [], text)
        }
    }
}
