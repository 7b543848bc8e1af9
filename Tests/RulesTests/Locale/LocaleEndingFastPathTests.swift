import Catalogs
import CopyText
@testable import Language
@testable import Rules
import XCTest

/// The byte and single-pass shortcuts of end-punctuation-mismatch and localized-forbidden-word against the exact
/// readings they stand in for, on every string of the fixtures and the bundled example (and of the real-app
/// corpora, when present) and the hand-made samples.
final class LocaleEndingFastPathTests: XCTestCase {
    /// The source and translation texts of the fixtures and the bundled example, and of the real-app corpora when
    /// present (empty when they cannot be read: `testTheTextsAreThere` then fails).
    private static let realTexts: [(text: String, locale: String)] = (try? RuleTestFiles.textFolderUnitTexts()) ?? []

    private static var texts: [(text: String, locale: String)] {
        realTexts + LocaleFastPathTests.samples.map { ($0, "en") }
    }

    private static let scalars: [Unicode.Scalar] = (UInt32(0)..<0x10000).compactMap(Unicode.Scalar.init)
        + [0x1F600, 0x1F44D, 0xE0001, 0xE0100, 0x1D400, 0x20000, 0x10FFFF].compactMap(Unicode.Scalar.init)

    private static let locales = ["en", "de", "fr", "es", "ja", "zh-Hans", "ar", "el", "th", "ru", "he", "hi", "ko", "tr"]

    func testTheTextsAreThere() throws {
        XCTAssertNoThrow(try RuleTestFiles.textFolderFiles())
        XCTAssertGreaterThan(Self.realTexts.count, RuleTestFiles.atLeast(withCorpora: 5000, fixturesAlone: 1000))
    }

    func testPlainEndingByBytesAgreesWithTheScalarReading() {
        for (text, _) in Self.texts {
            let scalars = Array(text.unicodeScalars)
            let exact = EndPunctuationMismatchCheck.endsPlainly(scalars)
            if let fast = EndPunctuationMismatchCheck.endsPlainlyByBytes(text) { XCTAssertEqual(fast, exact, text) }
        }
        for scalar in Self.scalars {
            for text in ["a" + String(scalar), "a" + String(scalar) + " \n", String(scalar) + "%", "%" + String(scalar)] {
                let exact = EndPunctuationMismatchCheck.endsPlainly(Array(text.unicodeScalars))
                if let fast = EndPunctuationMismatchCheck.endsPlainlyByBytes(text) {
                    XCTAssertEqual(fast, exact, "\(scalar.value)")
                }
            }
        }
    }

    func testEndingWithTheParserAloneAgreesWithTheNonProseRanges() {
        let profiles = Self.locales.map(LocaleProfile.forLocale)
        for (text, locale) in Self.texts where text.contains("%") || text.contains("％") || text.contains(">") {
            let scalars = Array(text.unicodeScalars)
            let nonProse = NonProseRanges(scalars, text: text)
            for profile in profiles + [LocaleProfile.forLocale(locale)] {
                let reference = TextEnding(scalars, nonProse: { nonProse }, specifiers: { nonProse.specifierRanges },
                                           forms: profile.terminalForms)
                let fast = TextEnding(scalars, nonProse: { nonProse },
                                      specifiers: { FormatSpecifierParser.parse(text).specifiers.map(\.scalarRange) },
                                      forms: profile.terminalForms)
                XCTAssertEqual(fast.mark, reference.mark, text)
                XCTAssertEqual(fast.markRange, reference.markRange, text)
                XCTAssertEqual(fast.endsWithPlaceholder, reference.endsWithPlaceholder, text)
                XCTAssertEqual(fast.beforePlaceholder?.mark, reference.beforePlaceholder?.mark, text)
                XCTAssertEqual(fast.beforePlaceholder?.range, reference.beforePlaceholder?.range, text)
                XCTAssertEqual(fast.placeholderBeforeMark, reference.placeholderBeforeMark, text)
                XCTAssertEqual(fast.insertionPoint, reference.insertionPoint, text)
            }
        }
    }

    func testStemSearchAgreesWithTheOccurrenceSearch() {
        var needleSets = Self.locales.map { LocaleProfile.forLocale($0).errorWords.stemScalars }
        needleSets.append([["e"], ["%", "@"], [], ["o", "k"], Array("erreur".unicodeScalars), Array("σφάλμα".unicodeScalars)])
        for (text, locale) in Self.texts {
            let scalars = Array(text.unicodeScalars)
            let keys = scalars.map(LocalizedForbiddenWordCheck.keyScalar)
            var sets = needleSets + [LocaleProfile.forLocale(locale).errorWords.stemScalars]
            if keys.count >= 3 { sets.append([Array(keys[1..<3]), Array(keys.suffix(2))]) }
            for needles in sets {
                let expected = needles.contains {
                    !LocalizedForbiddenWordCheck.occurrences(of: $0, in: keys, first: true).isEmpty
                }
                XCTAssertEqual(LocalizedForbiddenWordCheck.anyOccurs(needles, in: keys), expected, text)
                XCTAssertEqual(LocalizedForbiddenWordCheck.anyOccurs(needles, inKeysOf: scalars), expected, text)
            }
        }
    }
}
