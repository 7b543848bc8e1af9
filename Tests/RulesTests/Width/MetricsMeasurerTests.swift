@testable import Rules
@testable import Width
import XCTest

/// The bundled width metrics: proportional advances per script, zero-width marks, emoji sequences as one
/// emoji, Arabic joining, Inter's kerning, and the fallback for characters no table covers.
final class MetricsMeasurerTests: XCTestCase {
    private let metricsMeasurer = MetricsMeasurer.shared
    private let body = FontSpec(size: 17)

    func testProportionalLatinIsNotACharacterCount() {
        let wide = metricsMeasurer.width(of: "WWWW", font: body)
        let narrow = metricsMeasurer.width(of: "iiii", font: body)
        XCTAssertGreaterThan(wide, narrow * 3, "W is several times wider than i")
        XCTAssertEqual(metricsMeasurer.width(of: "", font: body), 0)
    }

    func testWidthScalesWithPointSize() {
        let at17 = metricsMeasurer.width(of: "Download Every Episode", font: body)
        let at34 = metricsMeasurer.width(of: "Download Every Episode", font: FontSpec(size: 34))
        XCTAssertEqual(at34, at17 * 2, accuracy: 0.0001)
    }

    func testSemiboldIsWiderThanRegular() {
        for text in ["Unable to Save Document", "Не удалось сохранить", "Δεν ήταν δυνατή η αποθήκευση"] {
            XCTAssertGreaterThan(metricsMeasurer.width(of: text, font: FontSpec(size: 17, weight: .semibold)),
                                 metricsMeasurer.width(of: text, font: body), text)
        }
    }

    func testIdeographsAreOneEmAndHangulNarrower() {
        XCTAssertEqual(metricsMeasurer.width(of: "設定", font: body), 34, accuracy: 0.01)
        XCTAssertEqual(metricsMeasurer.width(of: "𠀋", font: body), 17, accuracy: 0.01, "Extension B ideographs are one em too")
        XCTAssertEqual(metricsMeasurer.width(of: "설정", font: body), 2 * 0.92 * 17, accuracy: 0.05)
        XCTAssertEqual(metricsMeasurer.width(of: "ダウンロード", font: body), 6 * 17, accuracy: 0.01)
    }

    func testCombiningMarksAndFormatCharactersTakeNoRoom() {
        let composed = metricsMeasurer.width(of: "é", font: body)
        let decomposed = metricsMeasurer.width(of: "e\u{301}", font: body)
        XCTAssertEqual(decomposed, metricsMeasurer.width(of: "e", font: body), accuracy: 0.001)
        XCTAssertGreaterThan(composed, 0)
        XCTAssertEqual(metricsMeasurer.width(of: "\u{200B}\u{2067}\u{2069}\u{00AD}", font: body), 0)
        let thai = metricsMeasurer.advances(of: "กิ่", font: body)
        XCTAssertEqual(thai.count, 3)
        XCTAssertEqual(thai[1], 0)
        XCTAssertEqual(thai[2], 0)
    }

    func testEmojiSequencesMeasureAsOneEmoji() {
        let one = metricsMeasurer.width(of: "😀", font: body)
        XCTAssertGreaterThan(one, 17)
        XCTAssertEqual(metricsMeasurer.width(of: "👨‍👩‍👧‍👦", font: body), one, accuracy: 0.001, "ZWJ family")
        XCTAssertEqual(metricsMeasurer.width(of: "👍🏽", font: body), one, accuracy: 0.001, "skin tone modifier")
        XCTAssertEqual(metricsMeasurer.width(of: "🇩🇪", font: body), one, accuracy: 0.001, "flag")
        XCTAssertEqual(metricsMeasurer.width(of: "🇩🇪🇫🇷", font: body), 2 * one, accuracy: 0.001, "two flags")
        XCTAssertEqual(metricsMeasurer.width(of: "❤️", font: body), one, accuracy: 0.001, "text symbol with VS16")
        XCTAssertEqual(metricsMeasurer.width(of: "1️⃣", font: body), one, accuracy: 0.001, "keycap")
        XCTAssertEqual(metricsMeasurer.width(of: "🏴󠁧󠁢󠁳󠁣󠁴󠁿", font: body), one, accuracy: 0.001, "tag sequence")
    }

    func testArabicLettersJoin() throws {
        // Three beh: initial, medial, final forms are narrower than three isolated ones.
        let joined = metricsMeasurer.width(of: "ببب", font: body)
        let isolated = metricsMeasurer.width(of: "ب", font: body)
        XCTAssertLessThan(joined, 3 * isolated)
        // A non-joining letter in between breaks the joining: alef does not join to the letter after it.
        let advances = metricsMeasurer.advances(of: "باب", font: body)
        XCTAssertEqual(advances[2], isolated, accuracy: 0.001, "beh after alef stands alone")
        // Lam-alef is one ligature: the alef adds nothing.
        let lamAlef = metricsMeasurer.advances(of: "لا", font: body)
        XCTAssertEqual(lamAlef[1], 0)
        XCTAssertGreaterThan(lamAlef[0], 0)
    }

    func testInterKerningIsApplied() {
        let pair = metricsMeasurer.advances(of: "AV", font: body)
        let alone = metricsMeasurer.width(of: "A", font: body) + metricsMeasurer.width(of: "V", font: body)
        XCTAssertLessThan(pair[0] + pair[1], alone, "A and V kern together")
        for pair in ["Та", "Γο"] {
            let first = String(pair.prefix(1))
            let second = String(pair.suffix(1))
            XCTAssertLessThan(metricsMeasurer.width(of: pair, font: body), metricsMeasurer.width(of: first, font: body) + metricsMeasurer.width(of: second, font: body),
                              "\(pair): Cyrillic and Greek kern too")
        }
        XCTAssertEqual(metricsMeasurer.width(of: "Ты", font: body), metricsMeasurer.width(of: "Т", font: body) + metricsMeasurer.width(of: "ы", font: body),
                       accuracy: 0.0001, "a pair Inter does not kern")
    }

    func testCharactersWithoutATableUseTheFallback() {
        // Cherokee has no table; each letter is an average Latin letter wide.
        let fallback = metricsMeasurer.width(of: "Ꭰ", font: body)
        XCTAssertEqual(fallback, metricsMeasurer.width(of: "Ꭱ", font: body))
        XCTAssertGreaterThan(fallback, 0)
    }

    func testAdvancesSumToTheWidth() {
        for text in ["Save Changes…", "Сохранить изменения", "変更を保存", "حفظ التغييرات", "परिवर्तन सहेजें", "บันทึกการเปลี่ยนแปลง"] {
            let advances = metricsMeasurer.advances(of: text, font: body)
            XCTAssertEqual(advances.count, text.unicodeScalars.count, text)
            XCTAssertEqual(advances.reduce(0, +), metricsMeasurer.width(of: text, font: body), accuracy: 0.0001, text)
        }
    }
}
