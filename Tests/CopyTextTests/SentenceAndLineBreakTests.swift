import CopyText
import XCTest

final class SentenceAndLineBreakTests: XCTestCase {
    func testEnglishSentencesKeepAbbreviationsTogether() {
        let sentences = TextBreaks.sentences(in: "Hello there. How are you? Mr. Smith is here.", locale: "en")
        XCTAssertEqual(sentences.map(\.text), ["Hello there. ", "How are you? ", "Mr. Smith is here."])
        XCTAssertEqual(sentences.map(\.scalarRange), [0..<13, 13..<26, 26..<44])
        XCTAssertTrue(sentences.allSatisfy { $0.status == .none })
    }

    func testJapaneseSentencesEndAtFullWidthMarks() {
        XCTAssertEqual(TextBreaks.sentences(in: "これはペンです。あれは本です！", locale: "ja").map(\.text),
                       ["これはペンです。", "あれは本です！"])
    }

    func testRussianSentences() {
        XCTAssertEqual(TextBreaks.sentences(in: "Готово. Продолжить?", locale: "ru").map(\.text),
                       ["Готово. ", "Продолжить?"])
    }

    func testLineBreaksAreSoftAfterSpacesAndMandatoryAfterNewlines() {
        let breaks = TextBreaks.lineBreaks(in: "Save file\nnow", locale: "en")
        XCTAssertEqual(breaks, [LineBreakOpportunity(scalarOffset: 5, isMandatory: false),
                                LineBreakOpportunity(scalarOffset: 10, isMandatory: true),
                                LineBreakOpportunity(scalarOffset: 13, isMandatory: false)])
    }

    func testLineBreaksBetweenJapaneseCharactersButNotBeforeSmallKanaOrFullStop() {
        let offsets = TextBreaks.lineBreaks(in: "ファイルを保存。", locale: "ja").map(\.scalarOffset)
        // Normal Japanese line breaking allows a break between most characters, never before 。
        XCTAssertFalse(offsets.contains(7))
        XCTAssertTrue(offsets.contains(4))
        XCTAssertEqual(offsets.last, 8)
    }

    func testLineBreakOffsetsCountScalars() {
        let breaks = TextBreaks.lineBreaks(in: "😀 ok\r\nyes", locale: "en")
        XCTAssertEqual(breaks.map(\.scalarOffset), [2, 6, 9])
        XCTAssertEqual(breaks.map(\.isMandatory), [false, true, false])
    }
}
