import CopyText
import CopylintData
@testable import Language
@testable import Rules
import XCTest

final class LocaleProfileTests: XCTestCase {
    private static let requiredLocales = [
        "en", "de", "fr", "es", "it", "pt-BR", "pt-PT", "nl", "sv", "da", "nb", "fi", "pl", "cs", "ru", "uk", "tr", "el",
        "ja", "ko", "zh-Hans", "zh-Hant", "ar", "he", "hi", "th", "vi", "id",
    ]

    private var localeFiles: [String] {
        BundledData.paths.filter { $0.hasPrefix("Locales/") && $0.hasSuffix("/locale.json") }
    }

    func testEveryRequiredLocaleHasItsOwnFile() {
        for locale in Self.requiredLocales {
            XCTAssertNotNil(BundledData.text("Locales/\(locale)/locale.json"), locale)
            XCTAssertFalse(LocaleProfile.forLocale(locale).usesDefaults, locale)
        }
    }

    func testEveryFileDecodesAndUsesOnlyKnownKeys() throws {
        XCTAssertGreaterThan(localeFiles.count, Self.requiredLocales.count)
        for path in localeFiles {
            let text = try XCTUnwrap(BundledData.text(path))
            let object = try BundledData.jsonDecoder().decode([String: JSONValue].self, from: Data(text.utf8))
            XCTAssertEqual(Set(object.keys).subtracting(LocaleDataFile.knownKeys), [], path)
            XCTAssertNotNil(BundledData.decode(LocaleDataFile.self, from: path), path)
            if case .object(let forbidden)? = object["forbiddenWords"] {
                XCTAssertEqual(Set(forbidden.keys).subtracting(["yes", "no", "error", "errorExceptions", "errorSourceExemptions", "okMisspellings",
                                                                 "okMisspellingsAsTitle"]), [], path)
            }
        }
    }

    func testEveryCasedLocaleNamesItsYesNoAndErrorWords() {
        for locale in Self.requiredLocales {
            let profile = LocaleProfile.forLocale(locale)
            XCTAssertFalse(profile.yesWords.isEmpty, locale)
            XCTAssertFalse(profile.noWords.isEmpty, locale)
            XCTAssertFalse(profile.errorWords.isEmpty, locale)
        }
    }

    func testCapitalizationConventions() {
        XCTAssertEqual(LocaleProfile.forLocale("de").capitalization, .germanNouns)
        XCTAssertEqual(LocaleProfile.forLocale("fr").capitalization, .sentence)
        XCTAssertEqual(LocaleProfile.forLocale("ru").capitalization, .sentence)
        for caseless in ["ja", "ko", "zh-Hans", "zh-Hant", "ar", "he", "hi", "th"] {
            XCTAssertEqual(LocaleProfile.forLocale(caseless).capitalization, .none, caseless)
        }
    }

    func testRegionsAndScriptsFallBackToTheirLanguage() {
        XCTAssertEqual(LocaleProfile.forLocale("pt-BR").dataFiles,
                       ["Locales/mul/locale.json", "Locales/pt/locale.json", "Locales/pt-BR/locale.json"])
        XCTAssertEqual(LocaleProfile.forLocale("zh-Hant-HK").dataFiles.last, "Locales/zh-Hant/locale.json")
        XCTAssertEqual(LocaleProfile.forLocale("zh-TW").dataFiles.last, "Locales/zh-Hant/locale.json")
        XCTAssertEqual(LocaleProfile.forLocale("zh").dataFiles.last, "Locales/zh-Hans/locale.json")
        XCTAssertEqual(LocaleProfile.forLocale("nb-NO").dataFiles.last, "Locales/nb/locale.json")
        XCTAssertEqual(LocaleProfile.forLocale("de_AT").dataFiles.last, "Locales/de/locale.json")
        XCTAssertEqual(LocaleProfile.forLocale("sr-Latn").yesWords, ["Da"])
        XCTAssertEqual(LocaleProfile.forLocale("sr").yesWords, ["Да"])
        XCTAssertEqual(LocaleProfile.forLocale("en-GB").capitalization, .sentence)
    }

    func testMoreSpecificFilesAddToTheLanguage() {
        let brazil = LocaleProfile.forLocale("pt-BR")
        XCTAssertTrue(brazil.sameInBothLanguages.contains("Mouse"))
        XCTAssertTrue(brazil.sameInBothLanguages.contains("Trackpad"), "pt-BR keeps the words of pt")
        XCTAssertEqual(brazil.yesWords, ["Sim"])
        XCTAssertTrue(LocaleProfile.forLocale("de-CH").extraQuotePairs.contains(.init(open: "«", close: "»")))
        XCTAssertTrue(LocaleProfile.forLocale("de-CH").extraQuotePairs.contains(.init(open: "»", close: "«")))
        XCTAssertEqual(LocaleProfile.forLocale("fr-CA").spaceBefore["?"], "")
        XCTAssertEqual(LocaleProfile.forLocale("fr").spaceBefore["?"], "\u{202F}")
    }

    func testLocalesWithoutDataGetICUDefaultsAndAreReported() {
        let burmese = LocaleProfile.forLocale("my")
        XCTAssertTrue(burmese.usesDefaults)
        XCTAssertEqual(burmese.script, "Mymr")
        XCTAssertEqual(burmese.capitalization, .none, "Myanmar script has no case")
        let georgian = LocaleProfile.forLocale("ka")
        XCTAssertEqual(georgian.capitalization, .sentence, "Georgian has Mtavruli capitals since Unicode 11")
        XCTAssertEqual(LocaleProfile.forLocale("am").capitalization, .none)
        XCTAssertEqual(LocaleProfile.forLocale("xx").capitalization, .sentence)
        XCTAssertEqual(LocaleProfile.forLocale("ka").quotationMarks.open, QuotationMarks.forLocale("ka").open)
        XCTAssertFalse(burmese.okMisspellings.isEmpty, "the shared data still applies")
        XCTAssertTrue(LocaleProfile.localesUsingDefaults.contains("my"))
        XCTAssertTrue(LocaleProfile.localesUsingDefaults.contains("xx"))
        XCTAssertFalse(LocaleProfile.localesUsingDefaults.contains("pt-BR"))
        XCTAssertTrue(LocaleProfile.defaultsNotices.contains { $0.hasPrefix("no locale data for \"my\"; using defaults (capitalization: none") })
        XCTAssertFalse(LocaleProfile.hasData(for: "my"))
        XCTAssertTrue(LocaleProfile.hasData(for: "zh-Hant-MO"))
    }

    func testQuotationMarksComeFromICUWithTheDataExtras() {
        let german = LocaleProfile.forLocale("de")
        XCTAssertEqual(german.acceptedQuotePairs.prefix(2).map { $0.open + $0.close }, ["„“", "‚‘"])
        XCTAssertTrue(german.acceptedQuotePairs.contains(.init(open: "»", close: "«")))
        XCTAssertEqual(LocaleProfile.forLocale("fr").acceptedQuotePairs.map { $0.open + $0.close }, ["«»"])
        XCTAssertEqual(LocaleProfile.forLocale("pt-BR").straightQuotes, .mirrorSource)
        XCTAssertEqual(LocaleProfile.forLocale("de").straightQuotes, .reject)
        XCTAssertEqual(LocaleProfile.forLocale("zh-Hans").straightQuotes, .reject)
        XCTAssertEqual(LocaleProfile.forLocale("he").straightQuotes, .accept)
    }

    func testTerminalFormsAreLongestFirst() {
        let japanese = LocaleProfile.forLocale("ja")
        let forms = japanese.terminalForms.map { String(String.UnicodeScalarView($0.form)) }
        XCTAssertLessThan(forms.firstIndex(of: "か。")!, forms.firstIndex(of: "。")!)
        XCTAssertLessThan(forms.firstIndex(of: "...")!, forms.firstIndex(of: ".")!)
        XCTAssertEqual(japanese.terminalForms.first { String(String.UnicodeScalarView($0.form)) == "か。" }?.mark, .question)
        XCTAssertEqual(LocaleProfile.forLocale("el").endings[.question], [";", "\u{037E}"])
    }

    func testWordPatterns() {
        let patterns = WordPatterns(["Fehler", "*fehler", "Fehler*", "*エラー*"])
        XCTAssertTrue(patterns.matches(wordKey: WordPatterns.key("FEHLER")))
        XCTAssertTrue(patterns.matches(wordKey: WordPatterns.key("Verbindungsfehler")))
        XCTAssertTrue(patterns.matches(wordKey: WordPatterns.key("Fehlermeldung")))
        XCTAssertFalse(patterns.matches(wordKey: WordPatterns.key("Fehl")))
        XCTAssertEqual(patterns.infixes, ["エラー"])
        XCTAssertEqual(WordPatterns.key("ΣΦΆΛΜΑΤΟΣ"), WordPatterns.key("σφάλματος"))
        XCTAssertEqual(WordPatterns.key("İndir").unicodeScalars.count, 5, "the key keeps one scalar per scalar")
    }
}
