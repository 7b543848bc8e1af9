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

/// The case predicates' fast paths (ASCII, the property table) answer as the standard library's properties do.
final class CasePredicateFastPathTests: XCTestCase {
    private let words: [String] = [
        "hello", "Hello", "HELLO", "iPhone", "USB", "ÉTÉ", "A1", "123", "日本", "ǅungla", "¿Qué", "Straße", "ΣΦΆΛΜΑΤΟΣ",
        "Ⅻ", "ⓐ", "ﬁ", "İstanbul", "ı", "Ωmega", "K", "", " ", "a-B", "x86", "DuckDuckGo", "Москва", "МОСКВА", "한국어",
    ]

    func testPredicatesMatchTheProperties() {
        var texts = words
        texts += (UInt32(0)..<0x3100).compactMap(Unicode.Scalar.init).map { String($0) + "a" }
        texts += (UInt32(0)..<0x3100).compactMap(Unicode.Scalar.init).map { "A" + String($0) }
        for text in texts {
            let scalars = text.unicodeScalars
            let casedAll = scalars.filter { $0.properties.isCased }
            let lowered = !scalars.contains { $0.properties.changesWhenLowercased } && !casedAll.isEmpty
            let uppered = !scalars.contains { $0.properties.changesWhenUppercased } && !casedAll.isEmpty
            let first = casedAll.first.map { $0.properties.isUppercase || $0.properties.generalCategory == .titlecaseLetter }
            XCTAssertEqual(CaseMapping.isLowercased(text), lowered, text)
            XCTAssertEqual(CaseMapping.isUppercased(text), uppered, text)
            XCTAssertEqual(CaseMapping.hasCasedLetter(text), !casedAll.isEmpty, text)
            XCTAssertEqual(CaseMapping.firstCasedLetterIsUppercase(text), first ?? false, text)
        }
    }
}
