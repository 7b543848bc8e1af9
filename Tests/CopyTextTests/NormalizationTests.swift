import CopyText
import XCTest

final class NormalizationTests: XCTestCase {
    func testDecomposedAccentIsNotNFC() {
        XCTAssertFalse(Normalization.isNFC("Caf\u{65}\u{301}"))
        XCTAssertTrue(Normalization.isNFC("Café"))
        XCTAssertEqual(Normalization.nfc("Cafe\u{301}").unicodeScalars.map(\.value), "Café".unicodeScalars.map(\.value))
    }

    func testHangulJamoAndSingletonsNormalize() {
        XCTAssertFalse(Normalization.isNFC("\u{1112}\u{1161}\u{11AB}"))
        XCTAssertEqual(Normalization.nfc("\u{1112}\u{1161}\u{11AB}"), "\u{D55C}")
        // The Angstrom sign is a singleton that NFC replaces with Å.
        XCTAssertFalse(Normalization.isNFC("5 \u{212B}"))
        XCTAssertEqual(Normalization.nfc("5 \u{212B}").unicodeScalars.last, "\u{C5}")
    }

    func testNFCTextIsReturnedUnchanged() {
        for text in ["", "Save", "Größe", "日本語のテキスト", "مرحبا", "Привет", "👩‍👩‍👧"] {
            XCTAssertTrue(Normalization.isNFC(text), text)
            XCTAssertEqual(Normalization.nfc(text), text)
        }
    }

    func testEveryScalarBelowCombiningMarksIsNFCAsICUSees() {
        // The fast path treats text below U+0300 as NFC; a trailing Han character sends each one through ICU.
        for value in UInt32(0)..<0x300 {
            let scalar = Unicode.Scalar(value)!
            XCTAssertTrue(Normalization.isNFC(String(scalar) + "日"), "U+\(String(value, radix: 16))")
        }
        XCTAssertFalse(Normalization.isNFC("A\u{30A}日"))
    }
}
