import CopyText
import XCTest

final class MixedScriptTests: XCTestCase {
    func testCyrillicLetterHiddenInLatinWordIsFlagged() throws {
        let found = MixedScript.mixedScriptWords(in: "Pay with Pаypal today", locale: "en")  // а is U+0430
        let word = try XCTUnwrap(found.first)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(word.text, "Pаypal")
        XCTAssertEqual(word.scalarRange, 9..<15)
        XCTAssertEqual(word.scripts, ["Latn", "Cyrl"])
        XCTAssertEqual(word.outlierScalarOffsets, [10])
        XCTAssertEqual(word.suggestion, "Paypal")
    }

    func testLatinLetterHiddenInCyrillicWordIsFlagged() throws {
        let word = try XCTUnwrap(MixedScript.mixedScriptWords(in: "Город Москвa", locale: "ru").first)  // Latin a
        XCTAssertEqual(word.text, "Москвa")
        XCTAssertEqual(word.scripts, ["Cyrl", "Latn"])
        XCTAssertEqual(word.outlierScalarOffsets, [11])
        XCTAssertEqual(word.suggestion, "Москва")
    }

    func testSeveralLookalikesAndGreek() throws {
        let samsung = try XCTUnwrap(MixedScript.mixedScriptWords(in: "Ѕаmѕung", locale: "en").first)
        XCTAssertEqual(samsung.outlierScalarOffsets, [0, 1, 3])
        XCTAssertEqual(samsung.suggestion, "Samsung")
        let greek = try XCTUnwrap(MixedScript.mixedScriptWords(in: "Sοftware", locale: "en").first)  // Greek ο
        XCTAssertEqual(greek.scripts, ["Latn", "Grek"])
        XCTAssertEqual(greek.suggestion, "Software")
    }

    func testSingleScriptTextIsClean() {
        for (text, locale) in [("Москва", "ru"), ("Save changes", "en"), ("Größe ändern", "de"), ("Ωμέγα", "el"),
                               ("مرحبا بالعالم", "ar"), ("Café e\u{301}", "fr"), ("ΑΒΓ abc", "en")] {
            XCTAssertEqual(MixedScript.mixedScriptWords(in: text, locale: locale), [], text)
        }
    }

    func testJapaneseAndKoreanScriptMixesAreNotMixed() {
        for (text, locale) in [("日本語のテキスト", "ja"), ("東京タワーへ行きます", "ja"), ("iPhoneで", "ja"),
                               ("한국어 漢字 韓國語", "ko"), ("ㄅㄆㄇ注音", "zh-Hant"), ("ｶﾀｶﾅー", "ja")] {
            XCTAssertEqual(MixedScript.mixedScriptWords(in: text, locale: locale), [], text)
        }
    }

    func testSeparateWordsInDifferentScriptsAreNotMixed() {
        XCTAssertEqual(MixedScript.mixedScriptWords(in: "Sync & Backup для iCloud", locale: "ru"), [])
        XCTAssertEqual(MixedScript.mixedScriptWords(in: "Open Safari ชอบ", locale: "th"), [])
    }

    func testDigitsOfAnotherScriptInALatinWordAreMixedWithoutSuggestion() throws {
        let word = try XCTUnwrap(MixedScript.mixedScriptWords(in: "a٣", locale: "en").first)
        XCTAssertEqual(word.scripts, ["Latn", "Arab"])
        XCTAssertEqual(word.outlierScalarOffsets, [1])
        XCTAssertNil(word.suggestion)
    }

    func testConfusableSkeletons() {
        XCTAssertTrue(Confusables.areConfusable("Pаypal", "Paypal"))
        XCTAssertTrue(Confusables.areConfusable("ℐ𝓃𝒻ℴ", "Info"))
        XCTAssertFalse(Confusables.areConfusable("Paypal", "Paypai"))
        XCTAssertEqual(Confusables.skeleton("Pаypal"), Confusables.skeleton("Paypal"))
    }
}
