import Catalogs
@testable import Rules
import XCTest

final class UntranslatedTests: XCTestCase {
    private let probe = LocaleCheckProbe(UntranslatedCheck())

    func testIdenticalTextWithEnglishWordsFires() {
        XCTAssertEqual(probe.highlights(source: "Save", target: "Save", locale: "de", role: .button), ["Save"])
        XCTAssertTrue(probe.fires(source: "Keyboard", target: "Keyboard", locale: "ru"))
        XCTAssertTrue(probe.fires(source: "Run shell command…", target: "Run shell command…", locale: "ja"))
        XCTAssertTrue(probe.fires(source: "Settings", target: "Settings", locale: "ar"))
        XCTAssertTrue(probe.fires(source: "Delete %lld Photos", target: "Delete %lld Photos", locale: "ko"))
        XCTAssertEqual(probe.hits(source: "Smart zoom", target: "Smart zoom", locale: "nl").first?.arguments["word"], "Smart")
        XCTAssertFalse(probe.fires(source: "Smart zoom", target: "Smart zoom", locale: "sv"), "Swedish writes “smart” too")
    }

    func testDifferentTextOrSameLanguageDoesNotFire() {
        XCTAssertFalse(probe.fires(source: "Save", target: "Sichern", locale: "de"))
        XCTAssertFalse(probe.fires(source: "Hello", target: "Hello", locale: "en-GB"))
        XCTAssertFalse(probe.fires(source: "Color", target: "Color", locale: "en-AU"))
        XCTAssertFalse(probe.fires(source: "Café", target: "Cafe\u{301}", locale: "fr"), "compared code point for code point")
        XCTAssertFalse(probe.fires(source: "设置", target: "设置", locale: "zh-Hant", sourceLocale: "zh-Hans"))
    }

    func testBrandsNumbersPlaceholdersAndSymbolsMayStay() {
        for text in ["OK", "Wi-Fi", "iCloud", "Bluetooth", "%1$@ (%2$@)", "%#@value@", "▾", "- %@", "2.0", "100 ms",
                     "https://duckduckgo.com", "support@example.com", "<b>%@</b>", "A", "USB", "DuckDuckGo",
                     "Launchpad", "Mission Control", "⌘ (Command)", "⌥ (Option)", "KeepingYouAwake"] {
            XCTAssertFalse(probe.fires(source: text, target: text, locale: "ru"), text)
        }
    }

    func testSameInBothLanguagesWordsFromData() {
        XCTAssertFalse(probe.fires(source: "Status", target: "Status", locale: "de"))
        XCTAssertFalse(probe.fires(source: "Version: %@", target: "Version: %@", locale: "de"))
        XCTAssertFalse(probe.fires(source: "Menu", target: "Menu", locale: "fr"))
        XCTAssertFalse(probe.fires(source: "Trackpad", target: "Trackpad", locale: "pt-BR"))
        XCTAssertFalse(probe.fires(source: "Mouse", target: "Mouse", locale: "pt-BR"))
        XCTAssertTrue(probe.fires(source: "Mouse", target: "Mouse", locale: "fr"), "French says souris")
        XCTAssertTrue(probe.fires(source: "Status", target: "Status", locale: "ru"), "Latin text in Russian")
        XCTAssertTrue(probe.fires(source: "Control", target: "Control", locale: "ru"), "a key name alone is a word")
    }

    func testConfigurationAddsWordsAndLexiconTerms() {
        var configuration = Configuration()
        configuration.sameInBothLanguages = ["de": ["Smart"], "*": ["zoom"]]
        configuration.lexicon = ["libinput"]
        let configured = LocaleCheckProbe(UntranslatedCheck(), configuration: configuration)
        XCTAssertFalse(configured.fires(source: "Smart Zoom", target: "Smart Zoom", locale: "de-AT"))
        XCTAssertTrue(configured.fires(source: "Smart Zoom", target: "Smart Zoom", locale: "nl"))
        XCTAssertTrue(probe.fires(source: "libinput (Beta)", target: "libinput (Beta)", locale: "de"))
        XCTAssertFalse(configured.fires(source: "libinput (Beta)", target: "libinput (Beta)", locale: "de"),
                       "libinput is a project term, and German writes “Beta” too")
    }

    func testNamesThatOtherScriptsKeepAreNotWordsToTranslate() {
        func unit(_ translations: [String: String]) -> TranslationUnit {
            Self.unit(key: "libinput (Beta)", source: "libinput (Beta)", translations: translations, state: nil)
        }
        let check = UntranslatedCheck()
        let context = CheckContext(configuration: Configuration())
        let alone = check.check(unit(["tr": "libinput (Beta)"]), context: context)
        XCTAssertEqual(alone.map { $0.entry?.locale }, ["tr"])
        let withArabic = check.check(unit(["tr": "libinput (Beta)", "ar": "libinput (تجريبي)"]), context: context)
        XCTAssertEqual(withArabic, [], "the Arabic translation keeps libinput in Latin letters: a name")
        let withGerman = check.check(unit(["tr": "libinput (Beta)", "de": "libinput (Test)"]), context: context)
        XCTAssertEqual(withGerman.count, 1, "a translation in the same script is no evidence")
    }

    func testATextMostLocalesKeepAsSettledTranslationsIsNotReported() {
        func unit(_ translations: [String: String], state: String?) -> TranslationUnit {
            Self.unit(key: "credits.designer", source: "Marguerite", translations: translations, state: state)
        }
        let check = UntranslatedCheck()
        let context = CheckContext(configuration: Configuration())
        let keptByFour = ["de": "Marguerite", "fr": "Marguerite", "it": "Marguerite", "es": "Marguerite", "ru": "Маргерит"]
        XCTAssertEqual(check.check(unit(keptByFour, state: "translated"), context: context), [])
        XCTAssertEqual(check.check(unit(keptByFour, state: nil), context: context).count, 4,
                       "a .strings file records no state: a platform may have copied the source into every locale")
        XCTAssertEqual(check.check(unit(keptByFour, state: "needs_review"), context: context).count, 4)
        let keptByThree = ["de": "Marguerite", "fr": "Marguerite", "it": "Marguerite", "es": "Margarita", "ru": "Маргерит"]
        XCTAssertEqual(check.check(unit(keptByThree, state: "translated"), context: context).count, 3, "three in five is no consensus")
        XCTAssertEqual(check.check(unit(["de": "Marguerite", "fr": "Marguerite", "it": "Marguerite"], state: "translated"),
                                   context: context).count, 3, "three locales are too few to agree")
        XCTAssertEqual(check.check(unit(keptByFour.merging(["en-GB": "Marguerite"]) { $1 }, state: "translated"), context: context), [],
                       "a regional variant of the source language is not counted")
    }

    /// A catalog key with an English source and `translations` by locale, each translation in `state`.
    private static func unit(key: String, source: String, translations: [String: String], state: String?) -> TranslationUnit {
        let location = SourceLocation(line: 1, column: 1)
        func entry(_ locale: String, _ value: String) -> Entry {
            Entry(file: "L.xcstrings", table: "L", key: key, locale: locale, value: value,
                  state: locale == "en" ? "translated" : state, location: location, isSource: locale == "en")
        }
        return TranslationUnit(
            table: TableInfo(id: "L", sourceLanguage: "en", locales: Set(translations.keys).union(["en"])),
            key: key, role: ResolvedRole(role: .label, source: .directive), source: [entry("en", source)],
            translations: Dictionary(uniqueKeysWithValues: translations.map { ($0.key, [entry($0.key, $0.value)]) }),
            missing: [])
    }

    func testDoNotTranslateIsExempt() {
        XCTAssertEqual(probe.hits(source: "Keeping You Awake", target: "Keeping You Awake", locale: "de",
                                 shouldTranslate: false), [])
    }

    func testAcronymsAndIdentifiers() {
        XCTAssertTrue(UntranslatedCheck.isIdentifierLike("DuckDuckGo"))
        XCTAssertTrue(UntranslatedCheck.isIdentifierLike("H264"))
        XCTAssertFalse(UntranslatedCheck.isIdentifierLike("Settings"))
        XCTAssertTrue(UntranslatedCheck.isAcronym("PDF", in: Array("PDF".unicodeScalars)))
        XCTAssertFalse(UntranslatedCheck.isAcronym("SAVE", in: Array("SAVE".unicodeScalars)))
        XCTAssertTrue(UntranslatedCheck.isAcronym("HTML", in: Array("Export HTML".unicodeScalars)))
    }

    func testLinearMouseCorpus() throws {
        let findings = try LocaleAudit.corpus("linearmouse").filter { $0.rule == "untranslated" }
        let pairs = Set(findings.map { "\($0.locale)|\($0.text)" })
        XCTAssertTrue(pairs.contains("ru|Keyboard"))
        XCTAssertTrue(pairs.contains("ja|Run shell command…"))
        for kept in ["de|OK", "de|Launchpad", "fr|Mission Control", "ar|▾", "de|%1$@ (%2$@)", "he|⌘ (Command)",
                     "de|Trackpad", "fr|Zoom", "es|Horizontal", "de|Version: %@", "fr|%lld pixels", "it|Mouse"] {
            XCTAssertFalse(pairs.contains(kept), kept)
        }
    }

    /// The made-up iPhone app: of the translations that copy their English text, the three a translator left in
    /// English are reported; the others may stay (names, same-in-both words, placeholders, symbols, key names).
    func testPhoneAppFixture() throws {
        let findings = try LocaleAudit.phoneApp("untranslated")
        XCTAssertEqual(Set(findings.map { "\($0.locale)|\($0.text)" }), ["ru|Templates", "ja|Export as Markdown…", "ko|Sketchbook"])
        XCTAssertEqual(findings.count, 3)
        // Every copy in the fixture, found here by comparing each translation with its English text.
        let entries = try RuleTestFiles.fixtureFiles(["PhoneApp"]).flatMap(\.entries)
        var english: [String: String] = [:]
        for entry in entries where entry.locale == "en" { english[entry.table + "|" + entry.key + "|" + entry.variation] = entry.value }
        let copies = entries.filter { $0.locale != "en" && english[$0.table + "|" + $0.key + "|" + $0.variation] == $0.value }
        XCTAssertEqual(copies.count, 80, "the fixture's copies of English, counted when it was written")
        XCTAssertEqual(copies.filter { $0.value.hasPrefix("%#@") }.count, 12, "twelve are the plural tables' format strings")
        let kept = Set(copies.map { "\($0.locale)|\($0.value)" })
        for copy in ["de|OK", "de|Status", "fr|Options", "es|Vertical", "it|Password", "nl|Backup", "fr|Spotlight", "de|Version %@",
                     "fr|%lld photos", "ar|▸", "de|%1$@ – %2$@", "ar|⇧ (Shift)", "de|Quillsync (Beta)", "es|Error", "fr|Notes"] {
            XCTAssertTrue(kept.contains(copy), "the fixture should copy \(copy)")
            XCTAssertFalse(findings.contains { "\($0.locale)|\($0.text)" == copy }, copy)
        }
    }
}
