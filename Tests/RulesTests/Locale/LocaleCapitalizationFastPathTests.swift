import Catalogs
import CopyText
@testable import Rules
import XCTest

/// `locale-capitalization`'s capital count (which spares the word segmentation) never turns away a text whose
/// words the check counts two or more of, on every string of the fixtures and the bundled example (and of the
/// real-app corpora, when present) and on hand-made title-case texts.
final class LocaleCapitalizationFastPathTests: XCTestCase {
    /// The source and translation texts of the fixtures and the bundled example, and of the real-app corpora when
    /// present (empty when they cannot be read: `testTheTextsAreThere` then fails).
    private static let realTexts: [(text: String, locale: String)] = (try? RuleTestFiles.textFolderUnitTexts()) ?? []

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
        return counted < 2 || LocaleCapitalizationCheck.hasCapitalsAfterTheFirst(string.text)
    }

    func testTheCountBoundsTheCountedWordsOnRealTexts() throws {
        XCTAssertNoThrow(try RuleTestFiles.textFolderFiles())
        XCTAssertGreaterThan(Self.realTexts.count, RuleTestFiles.atLeast(withCorpora: 5000, fixturesAlone: 1000))
        for (text, locale) in Self.realTexts {
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
            XCTAssertFalse(LocaleCapitalizationCheck.hasCapitalsAfterTheFirst(text), text)
        }
        for text in ["Ajouter Aux Favoris", "Fehler:Bitte Neu Starten", "x.Yz Ab", "Удалить Все Файлы"] {
            XCTAssertTrue(LocaleCapitalizationCheck.hasCapitalsAfterTheFirst(text), text)
        }
    }

    /// The UTF-8 count answers as the count over the scalar array did (`scalarCount`, kept here as the
    /// reference), on every real string, on the title-case texts, and after every scalar of U+0000–U+33FF.
    func testTheByteCountMatchesTheScalarCount() {
        var texts = Self.realTexts.map(\.text) + Self.titled + LocaleFastPathTests.samples
        for value in UInt32(0)..<0x3400 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            texts.append("Ab \(scalar)Cd Ef")
            texts.append("ab\(scalar) Cd x\(scalar)")
        }
        texts += ["漢字 Ab Cd", "Ab 漢Cd Ef", "3 漢 Ab Cd", "「Ab」 Cd", "Ab 😀 Cd", "Ab𝐀 Cd Ef", "日本語", "一 Ab Cd"]
        for text in texts {
            XCTAssertEqual(LocaleCapitalizationCheck.hasCapitalsAfterTheFirst(text), Self.scalarCount(Array(text.unicodeScalars)),
                           text)
        }
    }

    /// The capital prefilter before the count turns a text away only when the count would: on every real string,
    /// the title-case texts and after every scalar of U+0000–U+33FF; and it turns away sentence-style texts
    /// beyond ASCII.
    func testTheCapitalPrefilterTurnsAwayOnlyWhatTheCountDoes() {
        var texts = Self.realTexts.map(\.text) + Self.titled + LocaleFastPathTests.samples
        for value in UInt32(0)..<0x3400 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            texts.append("Ab \(scalar)Cd Ef")
            texts.append("\(scalar)Ab cd")
        }
        texts += ["漢字 Ab Cd", "Ab 漢Cd Ef", "3 漢 Ab Cd", "「Ab」 Cd", "Ab 😀 Cd", "Ab𝐀 Cd Ef", "日本語", "一 Ab Cd", "ＡＢ Ｃｄ"]
        var prefilteredCount = 0
        for text in texts {
            var text = text
            let prefiltered = text.withUTF8 { LocaleCapitalizationCheck.hasTooFewCapitals(utf8: $0) }
            if prefiltered {
                prefilteredCount += 1
                XCTAssertFalse(Self.scalarCount(Array(text.unicodeScalars)), text)
            }
        }
        XCTAssertGreaterThan(prefilteredCount, 1000)
        for text in ["Échec. Réessayez plus tard", "Удалить все файлы", "Ελέγξτε τη σύνδεση", "Paramètres de l’iCloud"] {
            var text = text
            XCTAssertTrue(text.withUTF8 { LocaleCapitalizationCheck.hasTooFewCapitals(utf8: $0) }, text)
        }
    }

    /// The scalars the byte count steps over without looking them up are neither cased nor, past the first letter,
    /// of any other concern.
    func testNoCJKScalarIsCased() {
        for value in UInt32(0x3000)...0x9FFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            XCTAssertFalse(scalar.properties.isCased, "\(value)")
        }
    }

    func testEnglishIsToldFromTheLocale() {
        for (locale, english) in [("en", true), ("EN-gb", true), ("en_AU", true), ("eng", false), ("fr", false), ("e", false),
                                  ("", false), ("enx-US", false), ("es-419", false), ("en-\u{0301}x", false)] {
            let entry = Entry(file: "f", table: "t", key: "k", locale: locale, value: "v", location: .init(line: 1, column: 1),
                              isSource: false)
            let string = AnalyzedString(entry: entry, role: .unknown)
            XCTAssertEqual(LocaleCapitalizationCheck.isEnglish(string), english, locale)
            XCTAssertEqual(LocaleCapitalizationCheck.isEnglish(string), string.language == "en", locale)
        }
    }

    /// The capital count as it was read from `AnalyzedString.scalars` before it read UTF-8.
    private static func scalarCount(_ scalars: [Unicode.Scalar]) -> Bool {
        var counted = 0
        var sawLetter = false
        var previousIsCased = false
        var atClauseStart = false
        var afterMidWordMark = false
        var pendingCapital = false
        for scalar in scalars {
            let value = scalar.value
            if value < 0x80 {
                let isCapital = value &- 0x41 < 26
                if pendingCapital {
                    pendingCapital = false
                    if !isCapital { counted += 1 }
                }
                if (value | 0x20) &- 0x61 < 26 {
                    if isCapital, sawLetter, !previousIsCased, !atClauseStart { pendingCapital = true }
                    sawLetter = true
                    previousIsCased = true
                    atClauseStart = false
                    afterMidWordMark = false
                    continue
                }
                previousIsCased = false
                if value &- 0x30 < 10 { sawLetter = true }
                switch value {
                case 0x20:
                    if afterMidWordMark { atClauseStart = true }
                case 0x0A, 0x21, 0x3F, 0x3E, 0x2F, 0x7C, 0x28, 0x5B:
                    atClauseStart = true
                case 0x2E, 0x3A, 0x3B:
                    if afterMidWordMark { atClauseStart = true }
                    afterMidWordMark = true
                    continue
                default:
                    atClauseStart = false
                }
                afterMidWordMark = false
                continue
            }
            let flags = ScalarClass.flags(scalar)
            if pendingCapital {
                pendingCapital = false
                if !flags.contains([.cased, .uppercase]) { counted += 1 }
            }
            let opensClause = atClauseStart
            afterMidWordMark = false
            atClauseStart = false
            guard flags.contains(.cased) else {
                if !sawLetter, scalar.properties.isAlphabetic || scalar.properties.numericType != nil { sawLetter = true }
                previousIsCased = false
                continue
            }
            if !flags.isDisjoint(with: [.uppercase, .titlecase]), sawLetter, !previousIsCased, !opensClause {
                pendingCapital = true
            }
            sawLetter = true
            previousIsCased = true
        }
        return counted + (pendingCapital ? 1 : 0) >= 2
    }
}
