import CopyText
import XCTest

final class WordBreakTests: XCTestCase {
    private func words(_ text: String, _ locale: String) -> [String] {
        TextBreaks.words(in: text, locale: locale).filter(\.isWord).map(\.text)
    }

    private func statuses(_ text: String, _ locale: String) -> [String: WordStatus] {
        Dictionary(TextBreaks.words(in: text, locale: locale).map { ($0.text, $0.status) }, uniquingKeysWith: { a, _ in a })
    }

    func testEnglishSegmentsKeepSpacesAndPunctuationWithStatusNone() {
        let segments = TextBreaks.words(in: "Don't save, Mr. Appleseed!", locale: "en")
        XCTAssertEqual(segments.map(\.text), ["Don't", " ", "save", ",", " ", "Mr", ".", " ", "Appleseed", "!"])
        XCTAssertEqual(segments.map(\.status), [.letter, .none, .letter, .none, .none, .letter, .none, .none, .letter, .none])
        XCTAssertEqual(segments[2].scalarRange, 6..<10)
    }

    func testNumbersGetNumberStatus() {
        let segments = TextBreaks.words(in: "3.5 GB of 1,024 files", locale: "en")
        XCTAssertEqual(segments.filter(\.isWord).map(\.text), ["3.5", "GB", "of", "1,024", "files"])
        XCTAssertEqual(segments.filter(\.isWord).map(\.status), [.number, .letter, .letter, .number, .letter])
    }

    func testGermanCompoundsAndUmlautsStayOneWord() {
        XCTAssertEqual(words("Größe der Datenschutzeinstellungen ändern", "de"),
                       ["Größe", "der", "Datenschutzeinstellungen", "ändern"])
    }

    func testJapaneseIsSegmentedWithTheDictionary() {
        let segments = TextBreaks.words(in: "今日は良い天気です", locale: "ja")
        XCTAssertEqual(segments.map(\.text), ["今日", "は", "良い", "天気", "です"])
        // ICU tags dictionary words as ideographic; words without Han are reported as kana.
        XCTAssertEqual(segments.map(\.status), [.ideographic, .kana, .ideographic, .ideographic, .kana])
        XCTAssertEqual(segments.map(\.scalarRange), [0..<2, 2..<3, 3..<5, 5..<7, 7..<9])
    }

    func testKatakanaWordsAreKana() {
        let status = statuses("コンピューターを使う", "ja")
        XCTAssertEqual(status["コンピューター"], .kana)
        XCTAssertEqual(status["使う"], .ideographic)
        XCTAssertEqual(statuses("東京タワー", "ja")["東京タワー"], .ideographic)
    }

    func testThaiIsSegmentedWithTheDictionary() {
        let segments = TextBreaks.words(in: "ภาษาไทยง่ายนิดเดียว", locale: "th")
        XCTAssertEqual(segments.map(\.text), ["ภาษา", "ไทย", "ง่าย", "นิด", "เดียว"])
        XCTAssertTrue(segments.allSatisfy { $0.status == .letter })
    }

    func testChineseIsSegmentedWithTheDictionary() {
        XCTAssertEqual(words("我喜欢学习中文", "zh-Hans"), ["我", "喜欢", "学习", "中文"])
    }

    func testArabicWordsAreLetters() {
        let segments = TextBreaks.words(in: "مرحبا بالعالم!", locale: "ar")
        XCTAssertEqual(segments.map(\.text), ["مرحبا", " ", "بالعالم", "!"])
        XCTAssertEqual(segments.map(\.status), [.letter, .none, .letter, .none])
    }

    func testRussianWords() {
        XCTAssertEqual(words("Привет, мир! Сохранить изменения?", "ru"), ["Привет", "мир", "Сохранить", "изменения"])
    }

    func testLatinWordNextToKanaIsItsOwnWord() {
        let segments = TextBreaks.words(in: "iPhoneで", locale: "ja")
        XCTAssertEqual(segments.map(\.text), ["iPhone", "で"])
        XCTAssertEqual(segments.map(\.status), [.letter, .kana])
    }

    func testOffsetsCountScalarsPastEmojiOutsideTheBMP() {
        // 👋🏽 is two scalars and four UTF-16 units; offsets after it must count scalars.
        let segments = TextBreaks.words(in: "Hi 👋🏽 𝒳 there", locale: "en")
        XCTAssertEqual(segments.last?.text, "there")
        XCTAssertEqual(segments.last?.scalarRange, 8..<13)
        XCTAssertEqual(segments.map(\.text).joined(), "Hi 👋🏽 𝒳 there")
    }

    func testEmptyStringHasNoSegments() {
        XCTAssertEqual(TextBreaks.words(in: "", locale: "en"), [])
        XCTAssertEqual(TextBreaks.sentences(in: "", locale: "en"), [])
        XCTAssertEqual(TextBreaks.lineBreaks(in: "", locale: "en"), [])
    }

    func testUnknownAndUnderscoreLocalesStillSegment() {
        XCTAssertEqual(words("Hello world", "xx-Unknown"), ["Hello", "world"])
        XCTAssertEqual(words("Olá mundo", "pt_BR"), ["Olá", "mundo"])
        XCTAssertEqual(words("你好世界", "zh-Hant-HK"), ["你好", "世界"])
    }
}
