import Catalogs
import CopyText
@testable import Language
@testable import Rules
import XCTest

/// The per-locale tables of localized-forbidden-word and ok-spelling, and the word-by-word names of
/// untranslated, against the exact readings they stand in for, on every string of the fixtures and the bundled
/// example (and of the real-app corpora, when present) and on hand-made samples.
final class ForbiddenWordLookupTests: XCTestCase {
    /// The units of the fixtures and the bundled example, and of the real-app corpora when present (empty when they
    /// cannot be read: `testTheTextsAreThere` then fails).
    private static let units: [TranslationUnit] = (try? RuleTestFiles.textFolderUnits()) ?? []

    private static let samples: [String] = LocaleFastPathTests.samples + [
        "OK", "Ok", "ok", "oK", "Okay", "OKAY", "O.K.", "o.k.", "O.K", "o.k", "Tap OK.", "「OK」をタップ", "OK。", "ok's",
        "_ok", "1ok", "book", "Ok!", "OKAY?", "no.k", "O\u{212A}", "o\u{212A}ay", "Ok\u{0301}", " Okay ", "Oké", "Oke\u{0301}",
        "Ок", "ОК", "Окей", "オーケー", "Okej", "Okei", "x:ok", "ok:x", "ok-ok", "\u{00A0}Ok\u{3000}", "Press O.K to go",
        "FEHLER", "Fehlermeldung", "ΣΦΆΛΜΑΤΟΣ", "σφάλμαΣ", "\u{212A}", "İ", "erreur", "ERREUR", "ОШИБКА", "错误", "錯誤",
    ]

    private static var texts: [(text: String, locale: String)] {
        units.flatMap { unit in (unit.source + unit.translations.values.flatMap { $0 }).map { ($0.value, $0.locale) } }
            + samples.map { ($0, "en") }
    }

    private static let locales = [
        "en", "de", "fr", "es", "ja", "zh-Hans", "zh-Hant", "ar", "el", "th", "ru", "uk", "he", "hi", "ko", "tr", "hu", "pl",
        "nl", "nb", "sv", "da", "bg", "vi",
    ]

    func testTheTextsAreThere() throws {
        XCTAssertNoThrow(try RuleTestFiles.textFolderFiles())
        XCTAssertGreaterThan(Self.units.count, RuleTestFiles.atLeast(withCorpora: 1000, fixturesAlone: 100))
    }

    func testEveryScalarIsAFormOfItsKey() {
        var value: UInt32 = 0
        while value <= 0x10FFFF {
            if let scalar = Unicode.Scalar(value) {
                let key = LocalizedForbiddenWordCheck.keyScalar(scalar)
                if key != scalar { XCTAssertTrue(KeyedStemSearch.forms(keyingTo: key).contains(scalar), "\(value)") }
            }
            value += 1
        }
    }

    func testStemSearchAgreesWithTheOccurrenceSearch() {
        var stemSets = Self.locales.map { LocaleProfile.forLocale($0).errorWords.stemScalars }
        stemSets.append([["e"], ["%", "@"], [], ["o", "k"], ["k"], Array("σφάλμα".unicodeScalars), ["i", "s"]])
        let searches = stemSets.map { KeyedStemSearch(stems: $0) }
        for (text, _) in Self.texts {
            let scalars = Array(text.unicodeScalars)
            let keys = scalars.map(LocalizedForbiddenWordCheck.keyScalar)
            for (stems, search) in zip(stemSets, searches) {
                let expected = LocalizedForbiddenWordCheck.anyOccurs(stems, in: keys)
                XCTAssertEqual(search.occurs(inKeysOf: scalars), expected, text)
                XCTAssertEqual(search.occurs(inKeysOfUTF8: text), expected, text)
            }
        }
    }

    /// A text the prefilter passes over holds none of the spellings as a word (or as a word and the period after it).
    func testMisspelledWordPrefilterMissesNoWord() {
        var sets = Self.locales.map { LocaleProfile.forLocale($0).okMisspellings }
        sets.append(["okay", "Okay", "OKAY", "Ok", "ok", "oK", "O.K", "o.k"])
        sets.append(["a1", "Zz", "x.y", "xK"])
        sets.append(["Kx", "o"])
        let prefilters = sets.map(MisspelledWordPrefilter.init)
        var passedOver = 0
        for (text, locale) in Self.texts {
            let words = TextBreaks.words(in: text, locale: locale)
            if !prefilters[Self.locales.count].mayHoldWord(in: text) { passedOver += 1 }
            for (spellings, prefilter) in zip(sets, prefilters) where !prefilter.mayHoldWord(in: text) {
                for word in words {
                    XCTAssertFalse(spellings.contains(word.text) || spellings.contains(word.text + "."), "\(text) \(word.text)")
                }
            }
        }
        XCTAssertGreaterThan(passedOver, Self.texts.count * 9 / 10)
    }

    func testWholeTitlePrefilterAgreesWithTheSet() {
        var sets = Self.locales.map { LocaleProfile.forLocale($0).okMisspellingsAsTitle }
        sets.append(["Ok", "O\u{212A}ay"])
        for words in sets {
            let prefilter = WholeTitlePrefilter(words)
            XCTAssertEqual(prefilter.scalarLimit, 4 * (words.map(\.unicodeScalars.count).max() ?? 0))
            for (text, _) in Self.texts where !prefilter.mayEqual(text) {
                XCTAssertFalse(words.contains(text), text)
            }
            for word in words {
                XCTAssertTrue(prefilter.mayEqual(word), word)
            }
        }
        XCTAssertTrue(WholeTitlePrefilter(["O\u{212A}"]).mayEqual("OK"))
    }

    /// The byte trimming of a title gives the scalar trimming's text whenever that has at most the limit's scalars.
    func testByteTrimmingAgreesWithTheScalarTrimming() {
        let blanks = ["", " ", "\t", "\u{00A0}", "\u{3000}", " \u{2009}", "\u{00A0} \t"]
        var texts = Self.texts.map(\.text)
        for blank in blanks { texts += ["Ok", "Окей", "\u{00A0}", "a b", "\u{1F600}x"].map { blank + $0 + blank } }
        for text in texts {
            let (trimmed, count) = LocalizedForbiddenWordCheck.trimmingBlanks(text, Array(text.unicodeScalars))
            for limit in [0, 1, 2, 3, 4, 8, 16, 40, 1000] {
                XCTAssertEqual(LocalizedForbiddenWordCheck.trimmingBlanks(text, scalarLimit: limit), count <= limit ? trimmed : nil,
                               "\(text) \(limit)")
            }
        }
    }

    func testKeptNamesAgreeWithTheWholeSet() {
        for unit in Self.units {
            let whole = UntranslatedCheck.namesKeptByOtherScripts(in: unit)
            var names = UntranslatedCheck.KeptNames(unit)
            let candidates = Set(unit.source.flatMap { TextBreaks.words(in: $0.value, locale: $0.locale).map(\.text) })
            for word in candidates.union(whole) {
                XCTAssertEqual(names.contains(word), whole.contains(word), word)
            }
        }
    }
}
