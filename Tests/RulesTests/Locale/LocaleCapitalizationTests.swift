import Catalogs
@testable import Language
@testable import Rules
import XCTest

final class LocaleCapitalizationTests: XCTestCase {
    private let probe = LocaleCheckProbe(LocaleCapitalizationCheck())

    func testEnglishTitleCaseInSentenceStyleLanguagesFires() {
        XCTAssertEqual(probe.highlights(source: "Add to Favorites", target: "Ajouter Aux Favoris", locale: "fr"), ["Aux Favoris"])
        XCTAssertEqual(probe.suggestion(source: "Add to Favorites", target: "Ajouter Aux Favoris", locale: "fr"), "Ajouter aux favoris")
        XCTAssertEqual(probe.suggestion(source: "Add to My Favorites", target: "Añadir A Mis Favoritos", locale: "es"),
                       "Añadir a mis favoritos")
        XCTAssertEqual(probe.suggestion(source: "Low Power Mode", target: "Λειτουργία Χαμηλής Κατανάλωσης", locale: "el"),
                       "Λειτουργία χαμηλής κατανάλωσης")
        // Turkish and Indonesian titles may follow a title-style source, but a sentence-style source binds them.
        XCTAssertEqual(probe.suggestion(source: "Show all windows", target: "Tüm Pencereleri Göster", locale: "tr"),
                       "Tüm pencereleri göster")
        XCTAssertTrue(probe.fires(source: "Show all windows", target: "Tampilkan Semua Jendela", locale: "id"))
        XCTAssertTrue(probe.fires(source: "Back Up Now", target: "Nu Reservekopie Maken", locale: "nl"))
        XCTAssertTrue(probe.fires(source: "Settings > Sync & Backup", target: "Réglages > Synchronisation Et Sauvegarde", locale: "fr"))
        XCTAssertTrue(probe.fires(source: "Check for Updates", target: "Проверить Наличие Обновлений", locale: "ru"))
        XCTAssertTrue(probe.fires(source: "Turn on Sync to back up your data.",
                                  target: "Activez La Synchronisation Pour Sauvegarder Vos Données.", locale: "fr"))
    }

    func testSentenceStyleAndExemptWordsPass() {
        let cases: [(String, String, String)] = [
            ("Show All Windows", "Tüm Pencereleri Göster", "tr"), ("Show All Windows", "Tampilkan Semua Jendela", "id"),
            ("Add to Favorites", "Ajouter aux favoris", "fr"),
            ("Add to Favorites", "Zu Den Favoriten Hinzufügen", "de"),
            ("Add to Favorites", "Add to Favorites", "en-GB"),
            ("Settings", "設定", "ja"),
            ("Open in Safari", "Ouvrir dans Safari", "fr"),
            ("Use iCloud Drive", "Utiliser iCloud Drive", "fr"),
            ("Export as PDF", "Exporter En PDF", "fr"),
            ("Press Shift", "Naciśnij Shift", "pl"),
            ("Scroll with Shift", "Posouvání se Shiftem a Optionem", "cs"),
            ("Enable universal back and forward", "Увімкніть універсальний «Уперед» і «Назад»", "uk"),
            ("Your bookmarks are on all your devices.", "Twoje zakładki są na wszystkich Twoich urządzeniach.", "pl"),
            ("Do you want to continue? Tap Done.", "Voulez-vous continuer ? Touchez Terminé.", "fr"),
            ("Settings > Sync & Backup", "Réglages > Synchronisation et sauvegarde", "fr"),
            ("Turn on Low Power Mode in Settings", "Activer le mode Économie d’énergie dans Réglages", "fr"),
            ("Deactivate when Low Power Mode is enabled", "Отключить в Режиме Энергосбережения", "ru"),
            ("Sign in to your account", "Masuk ke akun Anda", "id"),
        ]
        for (source, target, locale) in cases {
            XCTAssertFalse(probe.fires(source: source, target: target, locale: locale), "\(locale): \(target)")
        }
    }

    func testATitlesNamesMayKeepTheirCapitalsInTheTranslation() {
        // "System Settings" is a name in sentence style too: its translation may keep two capitals, spelled as
        // the translator spelled them.
        XCTAssertFalse(probe.fires(source: "Open System Settings", target: "Abrir Definições de Sistema", locale: "pt-PT"))
        XCTAssertTrue(probe.fires(source: "Open System Settings Now", target: "Abrir Já Definições Gerais do Sistema", locale: "pt-PT"),
                      "three capitals for a two-word name")
        XCTAssertTrue(probe.fires(source: "Restore Default Shortcuts", target: "Restaurar Atalhos Predefinidos", locale: "pt-PT"))
    }

    func testSkipLocalesOption() {
        let skipping = LocaleCheckProbe(LocaleCapitalizationCheck(), options: ["skipLocales": .array([.string("tr"), .string("pt-BR")])])
        XCTAssertEqual(skipping.hits(source: "Check Now", target: "Şimdi Kontrol Et", locale: "tr"), [])
        XCTAssertEqual(skipping.hits(source: "Add to Favorites", target: "Adicionar Aos Favoritos", locale: "pt-BR"), [])
        XCTAssertFalse(skipping.hits(source: "Add to Favorites", target: "Adicionar Aos Favoritos", locale: "pt-PT").isEmpty)
    }

    func testTitleStyleSourceDetection() {
        let english = LocaleProfile.forLocale("en")
        func isTitle(_ text: String) -> Bool {
            let entry = Entry(file: "f", table: "t", key: text, locale: "en", value: text, location: .init(line: 1, column: 1), isSource: true)
            return LocaleCapitalizationCheck.isTitleStyle(AnalyzedString(entry: entry, role: .unknown), profile: english,
                                                          lexicon: Lexicon.english)
        }
        XCTAssertTrue(isTitle("Add to My Favorites"))
        XCTAssertTrue(isTitle("Sign In with Apple"))
        XCTAssertTrue(isTitle("Back Up iCloud Data"))
        XCTAssertFalse(isTitle("Turn on Low Power Mode in Settings"))
        XCTAssertFalse(isTitle("Add to favorites"))
    }

    func testDuckDuckGoCorpusFindingsCapitalizeMoreThanTheSource() throws {
        let findings = try LocaleAudit.corpus("duckduckgo-iOS").filter { $0.rule == "locale-capitalization" }
        XCTAssertFalse(findings.isEmpty)
        for finding in findings {
            XCTAssertNotEqual(AnalyzedString.language(of: finding.locale), "de")
            XCTAssertNotNil(finding.suggestion)
            XCTAssertNotEqual(finding.suggestion, finding.text)
        }
        // Apple's Turkish titles follow English title case: a title-style source's Turkish title is not reported.
        XCTAssertFalse(findings.contains { $0.locale == "tr" && $0.text == "Bu Cihazı Senkronize Et ve Yedekle" })
        XCTAssertFalse(findings.contains { $0.text.hasPrefix("Réglages > Synchronisation et sauvegarde") })
    }

    /// The made-up iPhone app: two translations copy the English title case of “Share with Friends”; German
    /// capitalizes its nouns, and capitals after “>” or for the source's own names are right.
    func testPhoneAppFixtureFindingsCapitalizeMoreThanTheSource() throws {
        let findings = try LocaleAudit.phoneApp("locale-capitalization")
        XCTAssertEqual(Set(findings.map { "\($0.locale)|\($0.text)" }), ["fr|Partager Avec Des Amis", "it|Condividi Con Gli Amici"])
        XCTAssertEqual(findings.count, 2)
        XCTAssertEqual(findings.first { $0.locale == "fr" }?.suggestion, "Partager avec des amis")
        XCTAssertEqual(findings.first { $0.locale == "it" }?.suggestion, "Condividi con gli amici")
        XCTAssertEqual(findings.first { $0.locale == "fr" }.map(RuleTestFiles.highlighted), "Avec Des Amis")
    }
}
