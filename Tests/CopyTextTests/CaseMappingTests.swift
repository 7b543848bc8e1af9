import CopyText
import XCTest

final class CaseMappingTests: XCTestCase {
    func testTurkishDottedAndDotlessI() {
        XCTAssertEqual(CaseMapping.uppercased("istanbul ılık", locale: "tr"), "İSTANBUL ILIK")
        XCTAssertEqual(CaseMapping.lowercased("IRMAK İZMİR", locale: "tr"), "ırmak izmir")
        XCTAssertEqual(CaseMapping.uppercased("istanbul", locale: "tr-TR"), "İSTANBUL")
        XCTAssertEqual(CaseMapping.uppercased("istanbul", locale: "en"), "ISTANBUL")
        XCTAssertEqual(CaseMapping.lowercased("IRMAK", locale: "en"), "irmak")
        // Outside Turkish, İ lowercases to i plus a combining dot above.
        XCTAssertEqual(CaseMapping.lowercased("İ", locale: "en").unicodeScalars.map(\.value), [0x69, 0x307])
    }

    func testAzeriSharesTurkishI() {
        XCTAssertEqual(CaseMapping.uppercased("bakı", locale: "az"), "BAKI")
        XCTAssertEqual(CaseMapping.uppercased("iş", locale: "az"), "İŞ")
    }

    func testGermanSharpSUppercasesToSS() {
        XCTAssertEqual(CaseMapping.uppercased("Straße", locale: "de"), "STRASSE")
        XCTAssertEqual(CaseMapping.lowercased("STRASSE", locale: "de"), "strasse")
        XCTAssertEqual(CaseMapping.folded("Straße"), CaseMapping.folded("STRASSE"))
    }

    func testGreekFinalSigmaAndAccentlessCapitals() {
        // Σ lowercases to σ inside a word and to ς (U+03C2) at its end.
        XCTAssertEqual(CaseMapping.lowercased("ΟΔΟΣ ΣΟΦΟΣ.", locale: "el"), "οδο\u{3C2} \u{3C3}οφο\u{3C2}.")
        XCTAssertEqual(CaseMapping.lowercased("ΣΟΦΟΣ", locale: "en"), "\u{3C3}οφο\u{3C2}")
        XCTAssertEqual(CaseMapping.uppercased("άδεια", locale: "el"), "ΑΔΕΙΑ")
    }

    func testDutchIJTitlecasesAsOneLetter() {
        XCTAssertEqual(CaseMapping.titlecased("ijsland", locale: "nl"), "IJsland")
        XCTAssertEqual(CaseMapping.titlecased("ijsland", locale: "en"), "Ijsland")
        XCTAssertEqual(CaseMapping.capitalizedFirst("ijsselmeer", locale: "nl"), "IJsselmeer")
    }

    func testTitlecaseEveryWord() {
        XCTAssertEqual(CaseMapping.titlecased("hello wORLD of iCloud", locale: "en"), "Hello World Of Icloud")
        XCTAssertEqual(CaseMapping.titlecased("hello wORLD of iCloud", locale: "en", lowercasingRest: false),
                       "Hello WORLD Of ICloud")
        XCTAssertEqual(CaseMapping.titlecased("istanbul'a git", locale: "tr"), "İstanbul'a Git")
        XCTAssertEqual(CaseMapping.titlecased("", locale: "en"), "")
    }

    func testCapitalizedFirstChangesOnlyTheFirstCasedLetter() {
        XCTAssertEqual(CaseMapping.capitalizedFirst("istanbul", locale: "tr"), "İstanbul")
        XCTAssertEqual(CaseMapping.capitalizedFirst("istanbul", locale: "en"), "Istanbul")
        XCTAssertEqual(CaseMapping.capitalizedFirst("iPhone", locale: "en"), "IPhone")
        XCTAssertEqual(CaseMapping.capitalizedFirst("¿qué tal?", locale: "es"), "¿Qué tal?")
        XCTAssertEqual(CaseMapping.capitalizedFirst("ǆungla", locale: "hr"), "ǅungla")
        XCTAssertEqual(CaseMapping.capitalizedFirst("привет мир", locale: "ru"), "Привет мир")
        XCTAssertEqual(CaseMapping.capitalizedFirst("日本", locale: "ja"), "日本")
    }

    func testASCIIFastPathAgreesWithICU() {
        // Text outside ASCII goes through ICU; the same letters must come out as they would in ASCII.
        XCTAssertEqual(CaseMapping.uppercased("save é", locale: "fr"), "SAVE É")
        XCTAssertEqual(CaseMapping.uppercased("save", locale: "fr"), "SAVE")
        XCTAssertEqual(CaseMapping.lowercased("SAVE É", locale: "fr"), "save é")
    }
}
