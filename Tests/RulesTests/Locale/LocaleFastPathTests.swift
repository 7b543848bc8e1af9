import Catalogs
import CopyText
@testable import Language
@testable import Rules
import XCTest

/// The locale checks' fast paths answer exactly as the exact readings they stand in for: every scalar of the
/// Basic Multilingual Plane (and a few beyond) for the per-scalar tests, real UI strings for the rest.
final class LocaleFastPathTests: XCTestCase {
    private static let scalars: [Unicode.Scalar] = (UInt32(0)..<0x10000).compactMap(Unicode.Scalar.init)
        + [0x1F600, 0x1F44D, 0x1F1E6, 0xE0001, 0xE0100, 0x1D400, 0x20000, 0x10FFFF].compactMap(Unicode.Scalar.init)

    /// Strings from the corpora's locales, with the marks, spaces, placeholders and addresses the checks read.
    static let samples: [String] = [
        "Save", "Save.", "Save?", "Delete “%@”?", "Failed. %@", "Version: %@", "Saved to %@.", "保存先：%@", "完了しました。",
        "Настройки", "Удалить «%@»?", "Einstellungen…", "z. B. 5", "Max.", "e.g. this", "¿Eliminar?", "Visit https://example.com.",
        "Mail me at user@example.com", "%@.", "%1$@: %2$lld", "file.txt", "www.apple.com", "WWW.Apple.com", "@home.now",
        "a@.b", "a@b", "x@y.z!", "Warning:", "http://x", "example.COM", "a-b_c.co.", "v1.2.3", "...", "Okay", "O.K.",
        "Ja, löschen", "Verbindungsfehler", "エラーコード", "ΣΦΆΛΜΑΤΟΣ", "İstanbul", "  two  spaces  ", "\u{00A0}nbsp\u{3000}",
        "tab\tand\u{2003}em", "<b>Bold</b>", "a <a href=\"x\">link</a>.", "⁨%@⁩ items", "\u{202B}rtl\u{202C}", "‹single›",
        "„Zitat“", "'quote'", "don't", "l’app", "27\" display", "「鉤括弧」", "『二重』", "＂全角＂", "〝ダブル〟", "Done ✅",
        "OK 👍🏽", "Press ⌘Q", "Ajouter Aux Favoris", "DuckDuckGo", "iCloud", "H264", "USB", "ÉTÉ", "ǅungla", "Ⅻ",
        "\u{0065}\u{0301}", "한국어 설정", "中文设置", "ไทย", "العربية؟", "עברית", "ქართული", "Հայերեն", "ᏣᎳᎩ", "",
        " ", "\n", "50% off", "100％", "％@", "a*b_c~d`e", "(note)", "[1]", "{x}", "（全角）", "【括弧】", "〈山〉", "《书》", "〔注〕",
    ]

    func testQuotationMarkTestMatchesTheSet() {
        for scalar in Self.scalars {
            XCTAssertEqual(QuotationScan.isMark(scalar), QuotationScan.allMarks.contains(scalar), "\(scalar.value)")
        }
    }

    func testClosersAndDecorationsMatchTheExactReading() {
        for scalar in Self.scalars {
            XCTAssertEqual(TextEnding.isCloser(scalar), TextEnding.closers.contains(scalar), "\(scalar.value)")
            XCTAssertEqual(TextEnding.isTrailingDecoration(scalar), TextEnding.isDecorationByProperties(scalar),
                           "\(scalar.value)")
        }
    }

    func testEndsPlainlyMatchesTheStandardLibrary() {
        func reference(_ scalars: [Unicode.Scalar]) -> Bool {
            var index = scalars.count
            while index > 0, scalars[index - 1].properties.isWhitespace { index -= 1 }
            guard index > 0 else { return true }
            let last = scalars[index - 1].properties
            guard last.isAlphabetic || last.numericType != nil || last.generalCategory == .spacingMark
                    || last.generalCategory == .nonspacingMark else { return false }
            return !scalars.contains("%") && !scalars.contains("％")
        }
        for text in Self.samples {
            let scalars = Array(text.unicodeScalars)
            XCTAssertEqual(EndPunctuationMismatchCheck.endsPlainly(scalars), reference(scalars), text)
        }
        for scalar in Self.scalars {
            let scalars: [Unicode.Scalar] = ["a", scalar, " "]
            XCTAssertEqual(EndPunctuationMismatchCheck.endsPlainly(scalars), reference(scalars), "\(scalar.value)")
        }
    }

    func testMarkTextIsTheScalarsAsAString() {
        for text in Self.samples {
            let scalars = Array(text.unicodeScalars)
            XCTAssertEqual(EndPunctuationMismatchCheck.text(of: scalars[...]), String(String.UnicodeScalarView(scalars)))
        }
    }

    func testASCIIAddressReadingMatchesTheCharacterReading() {
        var runs: [String] = Self.samples.flatMap { $0.split(whereSeparator: { $0.isWhitespace }).map(String.init) }
        runs += ["https://a.b", "ftp://x", "a://", "www.", "wwwx.com", "w.co", "me@x.io", "me@x.", "me@-x.io", "me@x.i",
                 "@x.io", "x.abcdefg", "x.ab!", "x.ab;:", ".ab", "a..ab", "a_b-c.de", "a+b.de", "x.Ab", "1.23", "a@b@c.d"]
        for run in runs where run.unicodeScalars.allSatisfy(\.isASCII) {
            let scalars = Array(run.unicodeScalars)[...]
            XCTAssertEqual(NonProseRanges.isASCIIAddress(scalars), NonProseRanges.isAddressByCharacters(scalars), run)
        }
    }

    /// On the samples, every distinct string of the fixtures and the bundled example (and of the real-app corpora,
    /// when present), and addresses written for the test.
    func testTextWithoutAddressMarksHoldsNoAddress() throws {
        let real = Set(try RuleTestFiles.textFolderTexts()).sorted()
        XCTAssertGreaterThan(real.count, RuleTestFiles.atLeast(withCorpora: 5000, fixturesAlone: 800))
        let texts = Self.samples + real + [
            "www.x", "WWW.X", "Www.Apple", "go to apple.com.", "a.B", "x.de", "me@x", "ftp://a", "Hi. Bye.", "Ok.\u{301}ab",
            "«apple.com»", "「www.x」", "„a.bc“",
        ]
        var skipped = 0
        for text in texts {
            let marks = NonProseRanges.marks(in: text)
            XCTAssertEqual(marks.tagStart, text.unicodeScalars.contains("<"), text)
            guard !marks.address else { continue }
            skipped += 1
            XCTAssertEqual(NonProseRanges.addresses(in: Array(text.unicodeScalars)), [], text)
        }
        XCTAssertGreaterThan(skipped, texts.count / 2)
    }

    func testKeyScalarMatchesWordPatterns() {
        for scalar in Self.scalars {
            XCTAssertEqual(LocalizedForbiddenWordCheck.keyScalar(scalar), WordPatterns.keyScalar(scalar), "\(scalar.value)")
        }
    }

    func testClauseBreakTestMatchesTheSet() {
        for scalar in Self.scalars {
            XCTAssertEqual(LocaleCapitalizationCheck.isClauseBreak(scalar),
                           LocaleCapitalizationCheck.clauseBreaks.contains(scalar), "\(scalar.value)")
        }
    }

    func testSameTextComparesScalars() {
        for text in Self.samples {
            for other in Self.samples {
                XCTAssertEqual(UntranslatedCheck.sameText(text, other), text.unicodeScalars.elementsEqual(other.unicodeScalars))
            }
        }
        XCTAssertFalse(UntranslatedCheck.sameText("e\u{301}", "é"))
    }

    func testBidiByteTestFindsEveryControl() {
        let controls: [UInt32] = [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069]
        for text in Self.samples {
            let expected = text.unicodeScalars.contains { controls.contains($0.value) }
            XCTAssertEqual(BidiControlsCheck.mayHoldControl(text), expected, text)
        }
        for scalar in Self.scalars {
            let text = "ab" + String(scalar) + "c"
            XCTAssertEqual(BidiControlsCheck.mayHoldControl(text), controls.contains(scalar.value), "\(scalar.value)")
        }
    }

    /// Whenever the words `locale-capitalization` counts number two or more and the text has two capitals after
    /// its first letter, the quick test lets the text through: the capitals it requires bound the words.
    func testCapitalsTestNeverSkipsTwoCountedWords() {
        func capitalsAfterTheFirst(_ scalars: [Unicode.Scalar]) -> Int {
            var count = 0
            var sawLetter = false
            for scalar in scalars where ScalarClass.flags(scalar).contains(.cased) {
                if sawLetter, !ScalarClass.flags(scalar).isDisjoint(with: [.uppercase, .titlecase]) { count += 1 }
                sawLetter = true
            }
            return count
        }
        let titled = ["3 Nouvelles Photos sur l’iPhone", "Ouvrir Réglages Wi-Fi", "Ajouter Aux Favoris iCloud",
                      "Ǆungla Ǆemal", "«Ajouter» Aux Favoris", "x.Yz Ab", "l'Apple Store", "Mac-Ordner Öffnen",
                      "ΣΦΆΛΜΑ Στο Σύστημα", "Удалить Все Файлы", "e\u{0301}Tat Civil", "iPhone Und iPad", "USB Anschluss"]
        for text in Self.samples + titled {
            let entry = Entry(file: "f", table: "t", key: text, locale: "fr", value: text, location: .init(line: 1, column: 1),
                              isSource: false)
            let string = AnalyzedString(entry: entry, role: .unknown)
            let counted = LocaleCapitalizationCheck.capitalizedWords(in: string, lexicon: nil).count
            guard counted >= 2, capitalsAfterTheFirst(string.scalars) >= 2 else { continue }
            XCTAssertTrue(LocaleCapitalizationCheck.hasCapitalsAfterTheFirst(string.text), text)
        }
        XCTAssertFalse(LocaleCapitalizationCheck.hasCapitalsAfterTheFirst("Mon iPhone et mon iPad"))
    }
}
