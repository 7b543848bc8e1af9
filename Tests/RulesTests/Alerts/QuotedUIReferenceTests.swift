@testable import Rules
import XCTest

final class QuotedUIReferenceTests: XCTestCase {
    private let probe = CheckProbe(QuotedUIReferenceCheck())

    func testQuotedTitleStyleNamesFireInEveryQuotationStyle() {
        XCTAssertEqual(probe.highlights("Tap “Delete” to remove the file."), ["“Delete”"])
        XCTAssertEqual(probe.highlights("Tap \"OK\" to continue."), ["\"OK\""])
        XCTAssertEqual(probe.highlights("Open ‘Settings’ and try again."), ["‘Settings’"])
        XCTAssertEqual(probe.highlights("Press 'Done' when you’re finished."), ["'Done'"])
        XCTAssertEqual(probe.highlights("Choose «Add to Home Screen»."), ["«Add to Home Screen»"])
    }

    func testSuggestionDropsTheMarksOfEveryReference() {
        XCTAssertEqual(probe.suggestion("Tap “Cancel” or “Retry”."), "Tap Cancel or Retry.")
        XCTAssertEqual(probe.hits("Tap “Cancel” or “Retry”.").count, 2)
        XCTAssertEqual(probe.hits("Tap “Cancel” or “Retry”.").first?.arguments["name"], "Cancel")
    }

    func testApostrophesAreNotQuotationMarks() {
        XCTAssertEqual(probe.highlights("Choose ‘Don’t Allow’ to keep it private."), ["‘Don’t Allow’"])
        XCTAssertEqual(probe.highlights("You can't undo this action, and it won't be saved."), [])
        XCTAssertEqual(probe.highlights("The photos' dates can’t be changed."), [])
    }

    func testLowercaseSingleWordsFireOnlyWhenIntroducedAsElements() {
        XCTAssertEqual(probe.highlights("Tap on “delete” to remove it."), ["“delete”"])
        XCTAssertEqual(probe.highlights("Use the “share” button."), ["“share”"])
        XCTAssertEqual(probe.highlights("“Share” button is hidden."), ["“Share”"])
        XCTAssertEqual(probe.highlights("Open “設定” on the device."), ["“設定”"])
        XCTAssertEqual(probe.highlights("The word “delete” is reserved."), [])
    }

    func testLowercaseBrandsAreTitleStyleButCodeIdentifiersAreNot() {
        XCTAssertEqual(probe.highlights("Turn on “iCloud Backup” to continue."), ["“iCloud Backup”"])
        XCTAssertEqual(probe.highlights("The value must be \"backOnly\" or \"forwardOnly\"."), [])
    }

    func testQuotedUserContentAndTextToTypePass() {
        for text in ["Delete “%@”?", "Move “%1$@” to “%2$@”?", "Type “DELETE” to confirm.", "Enter \"YES\" below.",
                     "The folder “Documents” can’t be opened.", "Click the “Position on screen” button.",
                     "He said “Are you sure?” twice.", "Choose Delete to remove the file.",
                     "The option “Show all files in this folder and its subfolders” is on.", "「設定」を開いてください。",
                     "“Keynote” can’t be opened because it is from an unidentified developer.",
                     "The app “Pages” is damaged and can’t be opened."] {
            XCTAssertEqual(probe.highlights(text), [], text)
        }
    }
}
