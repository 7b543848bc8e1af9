@testable import Rules
import XCTest

final class DoNotLocalizeNoteTests: XCTestCase {
    func testANoteThatOnlySaysNotToLocalizeCounts() {
        for comment in ["Do not localize", "Don’t translate.", "DNL", "do not localise!",
                        "Class = \"NSTextFieldCell\"; title = \"Status\"; ObjectID = \"a1b-2c-3d4\"; Note = \"Do not localize\";"] {
            XCTAssertTrue(DoNotLocalizeNote.says(comment), comment)
        }
    }

    func testANoteThatAsksForMoreDoesNot() {
        for comment in [nil, "", "Do not localize the app name in this sentence", "Button title",
                        "Class = \"NSTextFieldCell\"; title = \"Status\"; ObjectID = \"a1b-2c-3d4\";",
                        "Class = \"NSButtonCell\"; title = \"Do not localize\"; ObjectID = \"a1b-2c-3d4\";"] {
            XCTAssertFalse(DoNotLocalizeNote.says(comment), comment ?? "nil")
        }
    }
}
