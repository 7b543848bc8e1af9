import CopyText
import XCTest

final class CasePredicateTests: XCTestCase {
    func testLowercased() {
        XCTAssertTrue(CaseMapping.isLowercased("save"))
        XCTAssertTrue(CaseMapping.isLowercased("größe 2"))
        XCTAssertTrue(CaseMapping.isLowercased("привет"))
        XCTAssertFalse(CaseMapping.isLowercased("iPhone"))
        XCTAssertFalse(CaseMapping.isLowercased("123"))
        XCTAssertFalse(CaseMapping.isLowercased("日本"))
    }

    func testUppercased() {
        XCTAssertTrue(CaseMapping.isUppercased("USB"))
        XCTAssertTrue(CaseMapping.isUppercased("ÉTÉ"))
        XCTAssertTrue(CaseMapping.isUppercased("A1"))
        XCTAssertTrue(CaseMapping.isUppercased("МОСКВА"))
        XCTAssertFalse(CaseMapping.isUppercased("STRAßE"))
        XCTAssertFalse(CaseMapping.isUppercased("Save"))
        XCTAssertFalse(CaseMapping.isUppercased("2024"))
    }

    func testHasCasedLetter() {
        XCTAssertTrue(CaseMapping.hasCasedLetter("42 files"))
        XCTAssertTrue(CaseMapping.hasCasedLetter("Ωμέγα"))
        XCTAssertFalse(CaseMapping.hasCasedLetter("مرحبا"))
        XCTAssertFalse(CaseMapping.hasCasedLetter("שלום"))
        XCTAssertFalse(CaseMapping.hasCasedLetter("日本語のテキスト"))
        XCTAssertFalse(CaseMapping.hasCasedLetter("สวัสดี"))
        XCTAssertFalse(CaseMapping.hasCasedLetter("%@ 123"))
    }

    func testFirstCasedLetterIsUppercase() {
        XCTAssertTrue(CaseMapping.firstCasedLetterIsUppercase("Save"))
        XCTAssertTrue(CaseMapping.firstCasedLetterIsUppercase("¿Qué"))
        XCTAssertTrue(CaseMapping.firstCasedLetterIsUppercase("42 Files"))
        XCTAssertTrue(CaseMapping.firstCasedLetterIsUppercase("ǅungla"))
        XCTAssertTrue(CaseMapping.firstCasedLetterIsUppercase("Écran"))
        XCTAssertFalse(CaseMapping.firstCasedLetterIsUppercase("iCloud"))
        XCTAssertFalse(CaseMapping.firstCasedLetterIsUppercase("42 files"))
        XCTAssertFalse(CaseMapping.firstCasedLetterIsUppercase("日本"))
    }
}
