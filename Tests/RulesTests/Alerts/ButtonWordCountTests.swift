@testable import Rules
import XCTest

final class ButtonWordCountTests: XCTestCase {
    private let probe = CheckProbe(ButtonWordCountCheck())

    func testSentencesInAButtonsRoleAreCaptionsNotTitles() {
        XCTAssertEqual(probe.highlights("You can turn this on again later in Settings", role: .button), [])
        XCTAssertEqual(probe.highlights("Read how your data is stored here.", role: .button), [])
        XCTAssertEqual(probe.highlights("Import photos from a shared library", role: .button), ["Import photos from a shared library"],
                       "six words in sentence style: two past the limit, so still a title")
    }

    func testAlertButtonsAllowTwoWordsOtherButtonsFour() {
        XCTAssertEqual(probe.highlights("Remind Me Later", role: .alertButton), ["Remind Me Later"])
        XCTAssertEqual(probe.highlights("Remind Me Later", role: .button), [])
        XCTAssertEqual(probe.highlights("Remove from Home Screen", role: .actionSheetButton), [])
        XCTAssertEqual(probe.highlights("Remove It from Home Screen", role: .toolbarItem), ["Remove It from Home Screen"])
        XCTAssertEqual(probe.hits("Delete All Items from the List", role: .button).first?.arguments["count"], "6")
    }

    func testPlaceholdersCountAsWordsAndHyphenatedCompoundsAsOne() {
        XCTAssertEqual(probe.highlights("Delete %@", role: .alertButton), [])
        XCTAssertEqual(probe.highlights("Delete %@ Now", role: .alertButton), ["Delete %@ Now"])
        XCTAssertEqual(probe.highlights("Sign-In Options", role: .alertButton), [])
        XCTAssertEqual(probe.highlights("Turn On Wi-Fi", role: .alertButton), ["Turn On Wi-Fi"])
        XCTAssertEqual(probe.highlights("Double-Tap to Zoom In", role: .button), [])
        XCTAssertEqual(probe.hits("Move %1$@ to %2$@ Folder", role: .button).first?.arguments["count"], "5")
    }

    func testPunctuationAndMarkdownAreNotWords() {
        XCTAssertEqual(probe.highlights("Save & Close", role: .alertButton), [])
        XCTAssertEqual(probe.highlights("**Save** — Now", role: .alertButton), [])
        XCTAssertEqual(probe.highlights("Open… ", role: .alertButton), [])
    }

    func testOtherScriptsAreCountedByICUWords() {
        XCTAssertEqual(probe.highlights("Удалить все файлы", role: .alertButton), ["Удалить все файлы"])
        XCTAssertEqual(probe.highlights("Löschen", role: .alertButton), [])
    }

    func testLimitsAreOptions() {
        let relaxed = CheckProbe(ButtonWordCountCheck(), options: ["alertButtonMaxWords": .number(3), "maxWords": .number(6)])
        XCTAssertEqual(relaxed.highlights("Remind Me Later", role: .alertButton), [])
        XCTAssertEqual(relaxed.highlights("Delete All Items from the List", role: .button), [])
    }
}
