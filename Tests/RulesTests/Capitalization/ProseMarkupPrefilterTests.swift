import Catalogs
@testable import Language
@testable import Rules
import XCTest

/// `ProseMarkupScanner.mayFindEdits` lets most strings skip the markup scanner: it may say yes wrongly, never no
/// wrongly. Checked against the scanner itself on every string of the fixtures and the bundled example (and of
/// the real-app corpora, when present) and on markup edge cases.
final class ProseMarkupPrefilterTests: XCTestCase {
    private static let edgeTexts = [
        "Open https://example.com now", "see ftp://x", "a:/b", "a://", "%@", "100％", "%%", "**Bold**", "_under_",
        "~strike~", "`code`", "[link](https://a.b)", "<b>tag</b>", "back\\slash", "x: //y", "plain text", "",
        "Ünïcödé ohne Markup", "写真を削除しますか？", "٪٣", "50 % off",
    ]

    func testNoEditIsMissed() throws {
        let texts = try RuleTestFiles.textFolderTexts() + Self.edgeTexts
        XCTAssertGreaterThan(texts.count, RuleTestFiles.atLeast(withCorpora: 5000, fixturesAlone: 1000))
        var skipped = 0
        for text in texts {
            let edits = ProseMarkupScanner(text: text, scalars: Array(text.unicodeScalars)).edits()
            if !ProseMarkupScanner.mayFindEdits(in: text) {
                XCTAssertEqual(edits.map { String(describing: $0) }, [], "the prefilter skipped \(text.debugDescription), which has markup")
                skipped += 1
            }
        }
        // The point of the prefilter: most real strings have no markup at all.
        XCTAssertGreaterThan(skipped, texts.count / 2)
    }

    func testPlainProseMapsOffsetsOntoThemselves() {
        let prose = ProseText("Delete all photos?")
        XCTAssertTrue(prose.isPlain)
        XCTAssertEqual(prose.originalRange(7..<10), 7..<10)
        XCTAssertEqual(prose.originalOffset(ofProse: 18), 18)
        XCTAssertEqual(prose.proseOffset(ofOriginal: 5), 5)
    }
}
