@testable import CopyText
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

    func testQuickCheckTablesHoldICUProperties() {
        var mismatches: [UInt32] = []
        for range in NFCQuickCheck.lookupRanges + NFCQuickCheck.stableRanges {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                if NFCQuickCheck.entry(of: scalar) != NFCQuickCheck.computedEntry(of: scalar) { mismatches.append(value) }
            }
        }
        XCTAssertEqual(mismatches, [])
        // Outside the tables the quick check cannot tell.
        for value: UInt32 in [0xA000, 0xD7A4, 0xE000, 0x1_0400, 0x2_0000] {
            XCTAssertEqual(NFCQuickCheck.entry(of: Unicode.Scalar(value)!), NFCQuickCheck.notYes)
        }
    }

    /// On every value of the text folders (the Kestrel fixtures hold decomposed Vietnamese, conjoining jamo and
    /// NFC text with Arabic, Devanagari and Vietnamese marks) and on written marked text.
    func testQuickCheckAgreesWithICUOnTheTextFoldersAndMarkedText() throws {
        let values = try CorpusFixtures.textFolderValues().map(\.value)
        XCTAssertGreaterThanOrEqual(values.count, CorpusFixtures.textFolderMinimum)
        let marked = [
            "e\u{301}", "\u{E9}\u{301}", "a\u{316}\u{301}", "a\u{301}\u{316}", "\u{928}\u{93C}", "\u{929}",
            "ที่นี่", "नमस्ते", "\u{1112}\u{1161}", "\u{D55C}\u{11AB}", "\u{212B}", "\u{F900}", "ｶﾞ", "😀👍🏽",
            "\u{30AB}\u{3099}", "\u{30AC}", "\u{5D1}\u{5BC}", "\u{FB31}", "مَرْحَبًا",
        ]
        var provedCount = 0
        for value in values + marked {
            let proved = value.utf8.withContiguousStorageIfAvailable { NFCQuickCheck.isNFC(utf8: $0) } ?? false
            if proved {
                provedCount += 1
                XCTAssertTrue(Normalization.icuIsNFC(value), value)
            }
            XCTAssertEqual(Normalization.isNFC(value), Normalization.icuIsNFC(value), value)
        }
        XCTAssertGreaterThan(provedCount, values.count * 9 / 10)
    }
}
