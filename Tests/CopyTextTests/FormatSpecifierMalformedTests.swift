import CopyText
import XCTest

/// Broken placeholders (`placeholder-invalid`) and scalar offsets in text of several scripts.
final class FormatSpecifierMalformedTests: XCTestCase {
    private func parse(_ string: String) -> (specifiers: [FormatSpecifier], malformed: [MalformedSpecifier]) {
        FormatSpecifierParser.parse(string)
    }

    // MARK: - Spaces and invisible characters

    func testSpaceBetweenPercentAndObjectIsMalformedEvenAlone() {
        let result = parse("Bonjour % @ !")
        XCTAssertEqual(result.specifiers, [])
        XCTAssertEqual(result.malformed.map(\.text), ["% @"])
        XCTAssertEqual(result.malformed.first?.scalarRange, 8..<11)
        XCTAssertTrue(result.malformed.first?.reason.contains("@") ?? false)
    }

    func testSpaceAfterPositionIsMalformed() {
        XCTAssertEqual(parse("%1$ @ und %2$@").malformed.map(\.text), ["%1$ @"])
        XCTAssertEqual(parse("%2$@ und %1$ @").specifiers.map(\.text), ["%2$@"])
    }

    func testSpaceFlagWithLengthModifierOnUnsignedIsMalformed() {
        XCTAssertEqual(parse("% lu Dateien").malformed.map(\.text), ["% lu"])
    }

    func testAWordAfterAPercentSignIsNoSpecifierWhenItsLetterFitsNoConversion() {
        // "t" and "j" are length modifiers only before an integer conversion: "% ta", "% ja" start words.
        for prose in ["ei ole 100% tagatud", "Akku 80% jäljellä", "50 % les fichiers", "bis 90% halten"] {
            XCTAssertEqual(parse(prose).malformed.map(\.text), [], prose)
        }
        XCTAssertEqual(parse("% zu Dateien").malformed.map(\.text), ["% zu"], "z before u is a size_t specifier")
    }

    func testSpaceBeforePositionIsMalformed() {
        XCTAssertEqual(parse("Hallo % 1$@").malformed.map(\.text), ["% 1$@"])
    }

    func testNoBreakSpaceAndBidiMarksInsideSpecifiers() {
        XCTAssertEqual(parse("Fichier %\u{A0}@").malformed.map(\.text), ["%\u{A0}@"])
        let bidi = parse("\u{5E7}\u{5D5}\u{5D1}\u{5E5} %\u{200F}@")
        XCTAssertEqual(bidi.malformed.map(\.text), ["%\u{200F}@"])
        XCTAssertEqual(bidi.malformed.first?.scalarRange, 5..<8)
        XCTAssertEqual(parse("%1$\u{200E}lld").malformed.map(\.text), ["%1$\u{200E}lld"])
    }

    func testSubstitutionTokenSplitBySpaces() {
        XCTAssertEqual(parse("%# @sites @").malformed.map(\.text), ["%# @sites @"])
        XCTAssertEqual(parse("%#@ sites@").malformed.map(\.text), ["%#@ sites@"])
        let trailing = parse("%#@sites @ left")
        XCTAssertEqual(trailing.malformed.map(\.text), ["%#@sites @"])
        XCTAssertEqual(trailing.malformed.first?.reason, "spaces inside a substitution token (write %#@name@)")
        XCTAssertEqual(parse("%#@files in %@").malformed.first?.reason, "substitution token has no closing @ (write %#@name@)")
    }

    func testPositionWithNothingValidAfterIt() {
        XCTAssertEqual(parse("Value %1$").malformed.map(\.text), ["%1$"])
        let result = parse("%1$k and %2$@")
        XCTAssertEqual(result.malformed.map(\.text), ["%1$"])
        XCTAssertEqual(result.specifiers.map(\.text), ["%2$@"])
    }

    func testAbsurdPositionSaturatesInsteadOfOverflowing() throws {
        let specifier = try XCTUnwrap(parse("%99999999999999999999$@").specifiers.first)
        XCTAssertEqual(specifier.position, Int.max)
    }

    func testTrailingLonePercentInAFormatString() {
        let result = parse("%@ – 100%")
        XCTAssertEqual(result.malformed.map(\.scalarRange), [8..<9])
    }

    func testSpaceSeparatedPercentBeforeASpecifier() {
        let result = parse("50 % %@")
        XCTAssertEqual(result.specifiers.map(\.text), ["%@"])
        XCTAssertEqual(result.malformed.map(\.text), ["%"])
        XCTAssertEqual(result.malformed.first?.scalarRange, 3..<4)
    }

    // MARK: - Full-width percent

    func testFullWidthPercentBeforeSpecifierLikeText() {
        XCTAssertEqual(parse("％@さんがログインしました").malformed.map(\.text), ["％@"])
        XCTAssertEqual(parse("％1$@ 和 ％2$@").malformed.map(\.text), ["％1$@", "％2$@"])
        XCTAssertEqual(parse("残り％lld件").malformed.map(\.text), ["％lld"])
        let count = parse("残り％d件")
        XCTAssertEqual(count.malformed.map(\.text), ["％d"])
        XCTAssertEqual(count.malformed.first?.scalarRange, 2..<4)
        XCTAssertEqual(parse("％#@files@").malformed.map(\.text), ["％#@files@"])
    }

    func testFullWidthPercentInProseIsFine() {
        for prose in ["50％OFF", "50％off", "増加率は20％です", "100％", "５０％ de descuento"] {
            XCTAssertEqual(parse(prose).malformed, [], prose)
            XCTAssertEqual(parse(prose).specifiers, [], prose)
        }
    }

    // MARK: - Scalar offsets in several scripts

    func testEmojiWithModifiersCountScalarsNotCharacters() {
        let result = parse("👍🏽 %@ 🎉 %lld")
        XCTAssertEqual(result.specifiers.map(\.scalarRange), [3..<5, 8..<12])
    }

    func testCombiningAccentCountsAsItsOwnScalar() {
        XCTAssertEqual(parse("Cafe\u{301} %@").specifiers.first?.scalarRange, 6..<8)
    }

    func testJapanesePositionalReordering() {
        let text = "%2$@さんが%1$lld件のファイルを共有しました"
        let result = parse(text)
        XCTAssertEqual(result.specifiers.map(\.text), ["%2$@", "%1$lld"])
        XCTAssertEqual(result.specifiers.map(\.scalarRange), [0..<4, 7..<13])
        let scalars = Array(text.unicodeScalars)
        for specifier in result.specifiers {
            let slice = String(String.UnicodeScalarView(scalars[specifier.scalarRange]))
            XCTAssertEqual(slice, specifier.text)
        }
    }

    func testArabicAndHebrewWithDirectionMarks() {
        let arabic = "تم حذف \u{200F}%lld ملفات"
        XCTAssertEqual(parse(arabic).specifiers.map(\.scalarRange), [8..<12])
        let hebrew = "\u{5E9}\u{5DC}\u{5D5}\u{5DD} %1$@, \u{5D9}\u{5E9} \u{5DC}\u{5DA} %2$lld \u{5D4}\u{5D5}\u{5D3}\u{5E2}\u{5D5}\u{5EA}"
        let result = parse(hebrew)
        XCTAssertEqual(result.specifiers.map(\.text), ["%1$@", "%2$lld"])
        XCTAssertEqual(result.specifiers.map(\.scalarRange), [5..<9, 17..<23])
    }

    func testTextWithoutPercentHasNothing() {
        let result = parse("Привет, мир! 你好，世界！")
        XCTAssertEqual(result.specifiers, [])
        XCTAssertEqual(result.malformed, [])
    }
}
