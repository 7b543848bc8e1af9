import CopyText
import XCTest

final class QuotationMarksTests: XCTestCase {
    private func marks(_ locale: String) -> [String] {
        let marks = QuotationMarks.forLocale(locale)
        return [marks.open, marks.close, marks.alternateOpen, marks.alternateClose]
    }

    func testMarksFromICULocaleData() {
        XCTAssertEqual(marks("en"), ["“", "”", "‘", "’"])
        XCTAssertEqual(marks("de"), ["„", "“", "‚", "‘"])
        XCTAssertEqual(marks("ja"), ["「", "」", "『", "』"])
        XCTAssertEqual(marks("ru"), ["«", "»", "„", "“"])
        XCTAssertEqual(marks("pl"), ["„", "”", "«", "»"])
        XCTAssertEqual(marks("zh-Hans"), ["“", "”", "‘", "’"])
        XCTAssertEqual(marks("zh-Hant"), ["「", "」", "『", "』"])
    }

    func testICU72DataForFrenchHebrewAndSwiss() {
        // What ICU 72 (CLDR 42) really gives: French uses « » at both levels, Hebrew closing marks only.
        XCTAssertEqual(marks("fr"), ["«", "»", "«", "»"])
        XCTAssertEqual(marks("fr-CH"), ["«", "»", "‹", "›"])
        XCTAssertEqual(marks("he"), ["”", "”", "’", "’"])
        XCTAssertEqual(marks("fi"), ["”", "”", "’", "’"])
    }

    func testRegionTagsAndUnknownLocales() {
        XCTAssertEqual(marks("de-CH"), ["„", "“", "‚", "‘"])
        XCTAssertEqual(marks("nb-NO"), ["«", "»", "‘", "’"])
        XCTAssertEqual(marks("xx"), ["“", "”", "‘", "’"])
    }
}
