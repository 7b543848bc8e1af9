@testable import Rules
import XCTest

/// Rule messages are filled in one pass: every `{name}` with an argument is replaced, everything else is kept as
/// written, and a value is never filled again.
final class MessageTemplateTests: XCTestCase {
    func testPlaceholdersAreFilled() {
        XCTAssertEqual(
            MessageTemplate.fill("Write “{expected}” instead of “{found}” in {platform} copy.",
                                 with: ["expected": "Tap", "found": "Click", "platform": "iOS"]),
            "Write “Tap” instead of “Click” in iOS copy."
        )
        XCTAssertEqual(MessageTemplate.fill("{word} … {word}", with: ["word": "Fehler"]), "Fehler … Fehler")
        XCTAssertEqual(MessageTemplate.fill("«{mot}» est {ratio}", with: ["mot": "Größe", "ratio": "203%"]), "«Größe» est 203%")
    }

    func testUnknownNamesAndLoneBracesStayAsWritten() {
        XCTAssertEqual(MessageTemplate.fill("{known} {unknown} { {open", with: ["known": "да"]), "да {unknown} { {open")
        XCTAssertEqual(MessageTemplate.fill("{a{b}", with: ["b": "x"]), "{ax")
        XCTAssertEqual(MessageTemplate.fill("no placeholders", with: ["a": "b"]), "no placeholders")
        XCTAssertEqual(MessageTemplate.fill("{a}", with: [:]), "{a}")
    }

    func testPiecesNextToMarksAndPrependedLettersAreKept() {
        // U+0600 (a prepended mark) joins the brace after it into one Character; U+0301 joins the letter before it.
        XCTAssertEqual(MessageTemplate.fill("\u{600}{a}\u{301}b{a}", with: ["a": "e"]), "\u{600}e\u{301}be")
        XCTAssertEqual(MessageTemplate.fill("👩‍💻{a}{a}", with: ["a": "🇫🇷"]), "👩‍💻🇫🇷🇫🇷")
        XCTAssertEqual(MessageTemplate.fill("{a}", with: ["a": ""]), "")
    }

    func testValuesAreNeverFilledAgain() {
        let arguments = ["first": "{second}", "second": "{first}"]
        XCTAssertEqual(MessageTemplate.fill("{first}/{second}", with: arguments), "{second}/{first}")
    }
}
