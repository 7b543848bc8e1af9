import CopyText
import XCTest

final class ScriptInfoTests: XCTestCase {
    func testScriptOfCharacters() {
        XCTAssertEqual(ScriptInfo.script(of: "a"), "Latn")
        XCTAssertEqual(ScriptInfo.script(of: "é"), "Latn")
        XCTAssertEqual(ScriptInfo.script(of: "а"), "Cyrl")  // Cyrillic а, U+0430
        XCTAssertEqual(ScriptInfo.script(of: "α"), "Grek")
        XCTAssertEqual(ScriptInfo.script(of: "ب"), "Arab")
        XCTAssertEqual(ScriptInfo.script(of: "ש"), "Hebr")
        XCTAssertEqual(ScriptInfo.script(of: "日"), "Hani")
        XCTAssertEqual(ScriptInfo.script(of: "の"), "Hira")
        XCTAssertEqual(ScriptInfo.script(of: "テ"), "Kana")
        XCTAssertEqual(ScriptInfo.script(of: "한"), "Hang")
        XCTAssertEqual(ScriptInfo.script(of: "ก"), "Thai")
        XCTAssertEqual(ScriptInfo.script(of: "न"), "Deva")
    }

    func testCommonAndInherited() {
        XCTAssertEqual(ScriptInfo.script(of: "1"), "Zyyy")
        XCTAssertEqual(ScriptInfo.script(of: "!"), "Zyyy")
        XCTAssertEqual(ScriptInfo.script(of: "😀"), "Zyyy")
        XCTAssertEqual(ScriptInfo.script(of: "ー"), "Zyyy")
        XCTAssertEqual(ScriptInfo.script(of: "\u{301}"), "Zinh")
    }

    func testScriptsInTextLeaveOutCommonAndInherited() {
        XCTAssertEqual(ScriptInfo.scripts(in: "Hello, мир! 123"), ["Latn", "Cyrl"])
        XCTAssertEqual(ScriptInfo.scripts(in: "日本語のテキスト"), ["Hani", "Hira", "Kana"])
        XCTAssertEqual(ScriptInfo.scripts(in: "e\u{301} 42 😀"), ["Latn"])
        XCTAssertEqual(ScriptInfo.scripts(in: "42 %@ 😀"), [])
        XCTAssertEqual(ScriptInfo.scripts(in: ""), [])
    }

    func testRightToLeftLocales() {
        for locale in ["ar", "he", "fa", "ur", "ar-SA", "he_IL"] {
            XCTAssertTrue(ScriptInfo.isRightToLeft(locale: locale), locale)
        }
        for locale in ["en", "ja", "zh-Hant-HK", "ru", "pa"] {
            XCTAssertFalse(ScriptInfo.isRightToLeft(locale: locale), locale)
        }
        XCTAssertTrue(ScriptInfo.isRightToLeft(locale: "pa-Arab"))
        XCTAssertFalse(ScriptInfo.isRightToLeft(locale: "az-Latn"))
    }
}
