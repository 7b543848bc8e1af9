import Catalogs
import CopyText
@testable import Rules
import XCTest

/// `locale-capitalization`'s capital count (which spares the word segmentation) never turns away a text whose
/// words the check counts two or more of, on every string of the real corpora and on hand-made title-case texts.
final class LocaleCapitalizationFastPathTests: XCTestCase {
    private static let corpusTexts: [(text: String, locale: String)] = {
        let folders = ["linearmouse", "duckduckgo-iOS", "KeepingYouAwake"]
        let files = (try? StructureTestSupport.readCorpus(folders)) ?? []
        let units = TranslationUnits.build(from: files, resolver: RoleResolver(configuration: Configuration()))
        return units.flatMap { unit in
            (unit.source + unit.translations.values.flatMap { $0 }).map { ($0.value, $0.locale) }
        }
    }()

    /// Texts with capitals in every place the count looks at: after clause marks with and without spaces, in
    /// acronyms, identifiers and numbers, beyond ASCII.
    private static let titled: [String] = [
        "Échec. Réessayez Plus Tard", "Échec. Réessayez.", "Erreur: Fichier Introuvable", "Erreur:Fichier Introuvable",
        "x.Yz Ab", "a.B.C Dé", "Fin! Nouveau Départ", "Fin!Nouveau Départ", "Suite (Voir Aide)", "Suite ( Voir Aide)",
        "Zeile 1\nZeile Zwei Drei", "Les Fichiers USB Et HDMI", "USB HDMI Wi-Fi", "iCloud Drive Et Fotos", "3 Nouvelles Photos",
        "1.Erster Schritt Zwei", "Ende; Neue Zeile Hier", "Ende ;Neue Zeile", "Teil 1/Teil Zwei", "A|B Cd", "[Hinweis] Sehr Gut",
        "ΣΦΆΛΜΑ. Στο Σύστημα", "Удалить. Все Файлы", "Удалить Все Файлы", "ǅungla. Ǆemal Ab", "Éé. Àà Öö", "«Ajouter» Aux Favoris",
        "Voir… Plus D’infos", "l’Apple Store Ouvert", "OK. OK. Fermer Tout", "a..B Cd", "a .B Cd", "end.\u{0301}Next Word Here",
    ]

    private func isBound(_ text: String, locale: String) -> Bool {
        let entry = Entry(file: "f", table: "t", key: text, locale: locale, value: text, location: .init(line: 1, column: 1),
                          isSource: false)
        let string = AnalyzedString(entry: entry, role: .unknown)
        let counted = LocaleCapitalizationCheck.capitalizedWords(in: string, lexicon: nil).count
        return counted < 2 || LocaleCapitalizationCheck.hasCapitalsAfterTheFirst(string.scalars)
    }

    func testTheCountBoundsTheCountedWordsOnTheCorpora() {
        XCTAssertGreaterThan(Self.corpusTexts.count, 5000)
        for (text, locale) in Self.corpusTexts {
            XCTAssertTrue(isBound(text, locale: locale), "\(locale): \(text)")
        }
    }

    func testTheCountBoundsTheCountedWordsOnTitleCaseTexts() {
        for text in Self.titled + LocaleFastPathTests.samples {
            for locale in ["fr", "de", "ru", "el", "hr"] {
                XCTAssertTrue(isBound(text, locale: locale), "\(locale): \(text)")
            }
        }
    }

    func testClauseOpenersAndAcronymsAreNotCounted() {
        for text in ["Échec. Réessayez.", "Fehler: Bitte Neu", "Les Fichiers USB et HDMI", "Fin! Voir (Aide)", "Zeile\nZwei. Drei"] {
            XCTAssertFalse(LocaleCapitalizationCheck.hasCapitalsAfterTheFirst(Array(text.unicodeScalars)), text)
        }
        for text in ["Ajouter Aux Favoris", "Fehler:Bitte Neu Starten", "x.Yz Ab", "Удалить Все Файлы"] {
            XCTAssertTrue(LocaleCapitalizationCheck.hasCapitalsAfterTheFirst(Array(text.unicodeScalars)), text)
        }
    }
}
