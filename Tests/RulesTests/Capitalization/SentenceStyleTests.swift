@testable import Language
@testable import Rules
import XCTest

/// Sentence style: first letters, title case inside sentences, and the names that stay capitalized.
final class SentenceStyleTests: XCTestCase {
    private let context = CheckContext(configuration: Configuration())

    private func audit(_ text: String) -> [String] {
        let prose = ProseText(text)
        return SentenceStyle().corrections(in: prose, keeping: CaseLexicon.keptRanges(prose, context: context))
            .map(\.corrected)
    }

    func testFirstLetter() {
        XCTAssertEqual(audit("the file couldn't be saved."), ["The"])
        XCTAssertEqual(audit("your package arrives today"), ["Your"])
        XCTAssertEqual(audit("iPhone is up to date."), [])
        XCTAssertEqual(audit("%@ couldn't be opened."), [])
        XCTAssertEqual(audit("3 files couldn't be copied."), [])
    }

    func testTitleCaseInsideASentence() {
        XCTAssertEqual(audit("The File Couldn't Be Saved."), ["file", "couldn't", "be", "saved"])
        XCTAssertEqual(audit("Delete This Photo?"), ["this", "photo"])
        XCTAssertEqual(audit("Location Access Is Needed."), ["access", "is", "needed"])
        XCTAssertEqual(audit("Remove Photo from Album?"), ["photo", "album"])
        XCTAssertEqual(audit("Check Your Connection and Try Again."), ["your", "connection", "try", "again"])
    }

    func testNamesAndElementTitlesStayCapitalized() {
        XCTAssertEqual(audit("Choose Add to Favorites to keep this song."), [])
        XCTAssertEqual(audit("Click Retry to download the update again."), [])
        XCTAssertEqual(audit("Tap Don't Allow if you change your mind."), [])
        XCTAssertEqual(audit("Turn on Location Services in Settings."), [])
        XCTAssertEqual(audit("Go to Settings > Privacy & Security > Camera."), [])
        XCTAssertEqual(audit("Tap the Share button, then choose Save to Files."), [])
        XCTAssertEqual(audit("Tap “Delete” to remove the file."), [])
        XCTAssertEqual(audit("Create a playlist called Road Trip Songs."), [])
        XCTAssertEqual(audit("Your trip starts on Monday. I'll remind you in the morning."), [])
        XCTAssertEqual(audit("Sync with Google Drive to keep a copy."), [])
        XCTAssertEqual(audit("Note: Files in the Trash are deleted after 30 days."), [])
        XCTAssertEqual(audit("Turn on Bluetooth to connect AirPods."), [])
        XCTAssertEqual(audit("Your data is stored in the EU."), [])
    }

    func testUserLexiconTermsStayCapitalized() {
        var configuration = Configuration()
        configuration.lexicon = ["Pro Mode"]
        let prose = ProseText("Turn it off to leave Pro Mode. The Pro Mode preset stays.")
        let kept = CaseLexicon.keptRanges(prose, context: CheckContext(configuration: configuration))
        XCTAssertEqual(SentenceStyle().corrections(in: prose, keeping: kept), [])
    }

    func testSuggestionIsTheWholeSentence() {
        let prose = ProseText("Turn On iCloud Photos?")
        let fixes = SentenceStyle().corrections(in: prose, keeping: CaseLexicon.keptRanges(prose, context: context))
        XCTAssertEqual(prose.replacing(fixes.map { ($0.replacedRange, $0.replacement) }), "Turn on iCloud Photos?")
    }
}
