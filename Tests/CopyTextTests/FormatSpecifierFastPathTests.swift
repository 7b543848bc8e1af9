@testable import CopyText
import XCTest

/// The parser's fast paths against the plain answers they stand for: the eight-bytes-at-a-time percent-sign test
/// against a byte-by-byte search, and the byte-based conversion class against the `Character` one, on every value
/// of the fixtures, the bundled example and the corpora (when present).
final class FormatSpecifierFastPathTests: XCTestCase {
    /// `%` anywhere, or the bytes of `％` (EF BC 85) anywhere: what `mayHoldSpecifiers` must answer.
    private func plainAnswer(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        for index in bytes.indices {
            if bytes[index] == UInt8(ascii: "%") { return true }
            if index + 2 < bytes.count, bytes[index] == 0xEF, bytes[index + 1] == 0xBC, bytes[index + 2] == 0x85 { return true }
        }
        return false
    }

    func testPercentSignTestAgreesWithAByteSearchOnTheTextFolders() throws {
        let values = try CorpusFixtures.textFolderValues()
        XCTAssertGreaterThanOrEqual(values.count, CorpusFixtures.textFolderMinimum)
        var withSign = 0
        for (locale, value) in values.map({ ($0.locale, $0.value) }) {
            let answer = FormatSpecifierParser.mayHoldSpecifiers(value)
            XCTAssertEqual(answer, plainAnswer(value), "\(locale): \(value)")
            if answer { withSign += 1 }
            // Without a percent sign the parse finds nothing, so skipping it changes no answer.
            if !answer {
                var contiguous = value
                let scanned = contiguous.withUTF8 { buffer in
                    var scan = FormatSpecifierScan(bytes: buffer)
                    return scan.run()
                }
                XCTAssertEqual(scanned.specifiers, [], "\(locale): \(value)")
                XCTAssertEqual(scanned.malformed, [], "\(locale): \(value)")
            }
        }
        XCTAssertGreaterThanOrEqual(withSign, 365, "the Kestrel fixtures alone hold 365 values with a percent sign")
    }

    func testPercentSignTestAtEveryOffsetAndAcrossWordBoundaries() {
        for length in 0...40 {
            let filler = String(repeating: "a", count: length)
            XCTAssertFalse(FormatSpecifierParser.mayHoldSpecifiers(filler))
            for offset in 0...length {
                for sign in ["%", "\u{FF05}"] {
                    var text = filler
                    text.insert(contentsOf: sign, at: text.index(text.startIndex, offsetBy: offset))
                    XCTAssertTrue(FormatSpecifierParser.mayHoldSpecifiers(text), "\(text.debugDescription)")
                }
                // Other full-width forms share the lead byte EF (and often BC): not a percent sign.
                for other in ["\u{FF0C}", "\u{FF01}", "\u{FEFF}", "\u{FFFD}", "\u{FF5E}"] {
                    var text = filler
                    text.insert(contentsOf: other, at: text.index(text.startIndex, offsetBy: offset))
                    XCTAssertFalse(FormatSpecifierParser.mayHoldSpecifiers(text), "\(text.debugDescription)")
                }
            }
        }
        // A `％` cut off by the end of the string is no `％`.
        let truncated = String(decoding: [UInt8(ascii: "a"), 0xEF, 0xBC], as: UTF8.self)
        XCTAssertEqual(FormatSpecifierParser.mayHoldSpecifiers(truncated), plainAnswer(truncated))
        XCTAssertTrue(FormatSpecifierParser.mayHoldSpecifiers("Удалить «%@» из %2$lld?"))
        XCTAssertFalse(FormatSpecifierParser.mayHoldSpecifiers("Удалить все закладки из этой папки безвозвратно?"))
    }

    /// The scan skips eight bytes at a time between percent signs, counting their scalars: every specifier's and
    /// problem's scalar range must still cut its own text out of the value, on the text folders and on texts
    /// whose specifiers sit at every offset after non-ASCII letters.
    func testScalarRangesSurviveTheWordSkip() throws {
        var values = try CorpusFixtures.textFolderValues().map(\.value)
        for length in 0...20 {
            values.append(String(repeating: "é", count: length) + "%@ " + String(repeating: "日", count: length) + "%2$lld ％d")
            values.append(String(repeating: "a", count: length) + "ü%1$@" + String(repeating: "b", count: length) + "% @")
        }
        var checked = 0
        for value in values {
            let scalars = Array(value.unicodeScalars)
            let parsed = FormatSpecifierParser.parse(value)
            for (text, range) in parsed.specifiers.map({ ($0.text, $0.scalarRange) }) + parsed.malformed.map({ ($0.text, $0.scalarRange) }) {
                XCTAssertEqual(String(String.UnicodeScalarView(scalars[range])), text, value)
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 500)
    }

    func testConversionClassFromAByteMatchesTheCharacterInitializer() {
        for byte in UInt8(0)...UInt8(127) {
            let character = Character(Unicode.Scalar(byte))
            XCTAssertEqual(ConversionClass(conversionByte: byte), ConversionClass(conversion: character), "\(byte)")
        }
        for byte in UInt8(128)...UInt8(255) {
            XCTAssertNil(ConversionClass(conversionByte: byte))
        }
    }

    func testRareConversionsAreTheDocumentedLetters() {
        let rare = Set("oOeEgGaAcCFDUpS".utf8)
        for byte in UInt8(0)...UInt8(255) {
            XCTAssertEqual(FormatSpecifierScan.isRareConversion(byte), rare.contains(byte), "\(byte)")
        }
    }
}
