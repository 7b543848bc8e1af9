import CopyText
@testable import Language
@testable import Rules
import XCTest

/// `ProseText`: what is masked, which words remain, and how offsets map back to the original string.
final class ProseTextTests: XCTestCase {
    private func words(_ text: String, locale: String = "en") -> [String] {
        ProseText(text, locale: locale).words.map(\.text)
    }

    func testFormatSpecifiersBecomePlaceholderWords() {
        let prose = ProseText("Delete %lld Files from %@?")
        XCTAssertEqual(prose.text, "Delete \u{FFFC} Files from \u{FFFC}?")
        XCTAssertEqual(prose.words.map(\.text), ["Delete", "%lld", "Files", "from", "%@"])
        XCTAssertEqual(prose.words.map(\.isPlaceholder), [false, true, false, false, true])
        XCTAssertEqual(prose.words[1].status, .number)
        XCTAssertEqual(prose.words[4].status, .letter)
        XCTAssertEqual(prose.words[4].range, 23..<25)
        XCTAssertEqual(prose.placeholderRanges, [7..<11, 23..<25])
    }

    func testPositionalAndSubstitutionSpecifiersAndPercentLiteral() {
        let prose = ProseText("%1$@ shared %#@photos@ with 100%% of %2$@")
        XCTAssertEqual(prose.text, "\u{FFFC} shared \u{FFFC} with 100% of \u{FFFC}")
        XCTAssertEqual(prose.words.map(\.text), ["%1$@", "shared", "%#@photos@", "with", "100", "of", "%2$@"])
        XCTAssertEqual(prose.placeholderRanges.count, 3)
    }

    func testLettersGluedToAPlaceholderBelongToIt() {
        XCTAssertEqual(words("Open %@'s Library"), ["Open", "%@'s", "Library"])
        XCTAssertEqual(words("%lldx Zoom"), ["%lldx", "Zoom"])
        XCTAssertEqual(words("%1$@%2$@ Items"), ["%1$@", "%2$@", "Items"])
    }

    func testMarkdownEmphasisLinksCodeAndInflection() {
        let prose = ProseText("Choose **Delete** or _Keep_, see [Privacy Policy](https://example.com/a_b_c) and run `ls -l`.")
        XCTAssertEqual(prose.text, "Choose Delete or Keep, see Privacy Policy and run \u{FFFC}.")
        XCTAssertEqual(prose.words.last?.text, "`ls -l`")
        XCTAssertTrue(prose.words.last?.isPlaceholder ?? false)
        let inflected = ProseText("Add ^[%lld Photo](inflect: true) to ~~the~~ Album")
        XCTAssertEqual(inflected.text, "Add \u{FFFC} Photo to the Album")
        XCTAssertEqual(inflected.words.map(\.text), ["Add", "%lld", "Photo", "to", "the", "Album"])
    }

    func testTextThatOnlyLooksLikeMarkupStaysText() {
        XCTAssertEqual(ProseText("5 * 3 = 15").text, "5 * 3 = 15")
        XCTAssertEqual(ProseText("snake_case_name").text, "snake_case_name")
        XCTAssertEqual(ProseText("x < 7 and y > 2").text, "x < 7 and y > 2")
        XCTAssertEqual(ProseText("if a<b and c>d").text, "if a<b and c>d")
        XCTAssertEqual(ProseText("[Beta] Features").text, "[Beta] Features")
        XCTAssertEqual(ProseText("Use \\*stars\\*").text, "Use *stars*")
        XCTAssertTrue(ProseText("Plain Text").isPlain)
    }

    func testTagsAreMaskedAndBlockTagsSeparateWords() {
        let prose = ProseText("<b>Warning</b>: line one<br/>line two <a href=\"https://x.y\">here</a>")
        XCTAssertEqual(prose.text, "Warning: line one line two here")
        XCTAssertEqual(ProseText("Visit <https://apple.com> now").words.map(\.text), ["Visit", "<https://apple.com>", "now"])
        XCTAssertEqual(ProseText("See https://x.com/a_b_c.").text, "See \u{FFFC}.")
        XCTAssertEqual(ProseText("Open [help](https://x.com/a_b) or https://y.org/*z*").words.map(\.text),
                       ["Open", "help", "or", "https://y.org/*z*"])
    }

    func testOffsetsMapBackThroughEmojiAndCJK() {
        // 👨‍👩‍👧 is five scalars; the placeholder after it must still map to its original scalars.
        let family = "👨‍👩‍👧 写真 %lld 枚 **New**"
        let prose = ProseText(family, locale: "ja")
        let placeholder = prose.words.first { $0.isPlaceholder }
        XCTAssertEqual(placeholder?.range, 9..<13)
        XCTAssertEqual(prose.originalText(placeholder!.range), "%lld")
        let new = prose.words.last!
        XCTAssertEqual(new.text, "New")
        XCTAssertEqual(prose.originalText(new.range), "New")
        XCTAssertEqual(new.range, 18..<21)
        XCTAssertTrue(prose.words.contains { $0.status == .ideographic && $0.text == "写真" })
    }

    func testRangeMappingBothWays() {
        let prose = ProseText("**Sign In** to %@")
        XCTAssertEqual(prose.text, "Sign In to \u{FFFC}")
        XCTAssertEqual(prose.originalRange(0..<7), 2..<9)
        XCTAssertEqual(prose.originalRange(11..<12), 15..<17)
        XCTAssertEqual(prose.originalRange(12..<12), 17..<17)
        XCTAssertEqual(prose.proseOffset(ofOriginal: 15), 11)
        XCTAssertEqual(prose.proseOffset(ofOriginal: 0), 0)
        XCTAssertEqual(prose.originalOffset(ofProse: 4), 6)
    }

    func testSentencesMapToOriginalRanges() {
        let prose = ProseText("Saved %@. Choose **Undo** to revert.")
        XCTAssertEqual(prose.sentences.count, 2)
        XCTAssertEqual(prose.originalText(prose.sentences[1].range), "Choose **Undo** to revert.")
    }

    func testCyrillicAndGreekWords() {
        XCTAssertEqual(words("Удалить %lld файлов", locale: "ru"), ["Удалить", "%lld", "файлов"])
        XCTAssertEqual(words("Διαγραφή **όλων**", locale: "el"), ["Διαγραφή", "όλων"])
    }
}
