@testable import Rules
import XCTest

final class ToneWordsTests: XCTestCase {
    private let probe = CheckProbe(ToneWordsCheck())

    func testListedWordsFireInAnyCaseAndUhOhEitherWay() {
        XCTAssertEqual(probe.highlights("Oops. Whoops! SORRY, please wait."), ["Oops", "Whoops", "SORRY", "please"])
        XCTAssertEqual(probe.highlights("Uh-oh, that didn’t work. Uh oh."), ["Uh-oh", "Uh oh"])
        XCTAssertEqual(probe.highlights("Uh‑oh", role: .alertTitle), ["Uh‑oh"])
    }

    func testLookalikesPass() {
        for text in ["Pleased to meet you.", "Oopsla Conference", "Sorrento", "Try again later.", "%@ said “%@”"] {
            XCTAssertEqual(probe.highlights(text), [], text)
        }
    }

    func testOpeningWordsThatCanGoAreRemoved() {
        XCTAssertEqual(probe.suggestion("Please try again later."), "Try again later.")
        XCTAssertEqual(probe.suggestion("Please, restart iPhone."), "Restart iPhone.")
        XCTAssertEqual(probe.suggestion("Oops! iCloud Drive is full."), "iCloud Drive is full.")
        XCTAssertEqual(probe.suggestion("Sorry, the video is unavailable."), "The video is unavailable.")
        XCTAssertEqual(probe.suggestion("The file is gone. Sorry! Try again."), "The file is gone. Try again.")
        XCTAssertEqual(probe.suggestion("Oops! Something Went Wrong", role: .alertTitle), "Something Went Wrong")
    }

    func testClosingPleaseIsRemoved() {
        XCTAssertEqual(probe.suggestion("Yes, Please", role: .alertButton), "Yes")
        XCTAssertEqual(probe.suggestion("Wait a moment, please."), "Wait a moment.")
    }

    func testWordsThatCannotSimplyGoGetNoSuggestion() {
        XCTAssertNil(probe.suggestion("We’re sorry for the inconvenience."))
        XCTAssertNil(probe.suggestion("Sorry to interrupt."))
        XCTAssertNil(probe.suggestion("Sorry, but Sync & Backup is unavailable."))
        XCTAssertNil(probe.suggestion("Sorry", role: .alertTitle))
        let hits = probe.hits("Please try again. We’re sorry.")
        XCTAssertEqual(hits.map { $0.suggestion }, ["Try again. We’re sorry.", nil])
    }
}
