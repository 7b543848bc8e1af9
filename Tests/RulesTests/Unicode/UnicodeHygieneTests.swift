import Catalogs
import Foundation
@testable import Rules
import XCTest

/// White space, bidi controls, mixed scripts and normalization, in several scripts, on the real corpora (when
/// present) and on the repository's Kestrel fixtures.
final class UnicodeHygieneTests: XCTestCase {
    private typealias Support = StructureTestSupport

    func testWhitespaceEdgesAndDoubledSpaces() {
        let cases: [(source: String, target: String, locale: String, highlights: [String], suggestion: String?)] = [
            ("Cancel", " Annuler", "fr", [" "], "Annuler"),
            ("Delete", "Elimina ", "it", [" "], "Elimina"),
            ("Name: ", "Name:", "de", [":"], "Name: "),
            ("Sync your bookmarks", "Синхронизируйте  закладки", "ru", ["  "], "Синхронизируйте закладки"),
            ("\nTap to retry", "タップして再試行", "ja", ["タ"], "\nタップして再試行"),
            ("Total: ", "合計：\u{3000}", "zh-Hans", ["\u{3000}"], "合計： "),
            ("Cancel", "Annuler", "fr", [], nil),
            ("Name: ", "Nom : ", "fr", [], nil),
            ("Total:  %@", "Gesamt:  %@", "de", [], nil),
            ("   ", "  ", "de", [], nil),
        ]
        for item in cases {
            let findings = Support.translationFindings("whitespace-mismatch", source: item.source, target: item.target, locale: item.locale)
            XCTAssertEqual(findings.compactMap(Support.highlighted), item.highlights, item.target)
            XCTAssertEqual(findings.first?.suggestion, item.suggestion, item.target)
        }
    }

    func testBidiControlsBalanceAndLegacyUse() {
        let cases: [(text: String, locale: String, highlights: [String])] = [
            ("مرحبًا، \u{2068}%@", "ar", ["\u{2068}"]),
            ("مرحبًا، \u{2068}%@\u{2069}", "ar", []),
            ("שותף על ידי \u{202B}%@\u{202C}", "he", ["\u{202B}"]),
            ("پرونده: %@\u{2069}", "fa", ["\u{2069}"]),
            ("فایل \u{2067}%@ \u{202A}abc\u{2069}", "fa", ["\u{202A}"]),
            ("\u{200F}%@ הועבר", "he", []),
            ("Invoice \u{202E}fdp.exe", "de", ["\u{202E}"]),
        ]
        for item in cases {
            let findings = Support.translationFindings("bidi-controls", source: "Source", target: item.text, locale: item.locale)
                .filter { $0.locale == item.locale }
            XCTAssertEqual(findings.compactMap(Support.highlighted), item.highlights, item.text)
        }
        let fixed = Support.translationFindings("bidi-controls", source: "Welcome, %@", target: "مرحبًا، \u{2068}%@", locale: "ar")
        XCTAssertEqual(fixed.first?.suggestion, "مرحبًا، \u{2068}%@\u{2069}")
    }

    func testMixedScriptWords() {
        let cases: [(text: String, locale: String, highlights: [String])] = [
            ("Удaлить", "ru", ["Удaлить"]),
            ("Mit PаyPal bezahlen", "de", ["PаyPal"]),
            ("Κλείσιμo", "el", ["Κλείσιμo"]),
            ("Удалить", "ru", []),
            ("iPhoneで開く", "ja", []),
            ("iPhone에서 열기", "ko", []),
            ("漢字とかなとカナ", "ja", []),
            ("%dГБ свободно", "ru", []),
            ("Wi‑Fi-сеть", "uk", []),
            ("Налаштування iPhone’а", "uk", []),
            ("Ηello, world", "en", ["Ηello"]),
        ]
        for item in cases {
            let findings = Support.translationFindings("mixed-script", source: "Source", target: item.text, locale: item.locale)
            XCTAssertEqual(findings.compactMap(Support.highlighted), item.highlights, item.text)
        }
        let russian = Support.translationFindings("mixed-script", source: "Delete", target: "Удaлить", locale: "ru")
        XCTAssertEqual(russian.first?.suggestion, "Удалить")
        XCTAssertTrue(russian.first?.message.contains("U+0061") ?? false, russian.first?.message ?? "")
    }

    func testNotNFCPointsAtTheDecomposedCharacter() {
        let cases: [(text: String, highlight: String?, suggestion: String?)] = [
            ("Cafe\u{301}", "e\u{301}", "Café"),
            ("Zuru\u{308}ck", "u\u{308}", "Zurück"),
            ("テ\u{3099}ータ", "テ\u{3099}", "データ"),
            ("\u{1112}\u{1161}\u{11AB}", "\u{1112}\u{1161}\u{11AB}", "한"),
            ("q\u{301}\u{316}", "q\u{301}\u{316}", "q\u{316}\u{301}"),
            ("Café", nil, nil),
            ("Ελληνικά", nil, nil),
        ]
        for item in cases {
            let findings = Support.translationFindings("not-nfc", source: "Source", target: item.text, locale: "fr")
            XCTAssertEqual(findings.first.flatMap(Support.highlighted), item.highlight, item.text)
            XCTAssertEqual(findings.first?.suggestion, item.suggestion, item.text)
        }
    }

    func testCorpusFindings() throws {
        let files = try Support.readCorpus(["KeepingYouAwake", "linearmouse", "duckduckgo-iOS"])
        XCTAssertEqual(Support.findings("bidi-controls", in: files).count, 0)
        XCTAssertEqual(Support.findings("mixed-script", in: files).count, 0)
        // Burmese: eight strings write asat (U+103A) before the dot below (U+1037); NFC puts the dot first.
        let nfc = Support.findings("not-nfc", in: files)
        XCTAssertEqual(nfc.count, 8)
        XCTAssertEqual(Set(nfc.map(\.locale)), ["my"])
        // KeepingYouAwake's French adds a trailing space to a label (catalog and XLIFF), DuckDuckGo's Czech and
        // linearmouse's Burmese have a doubled space.
        let whitespace = Support.findings("whitespace-mismatch", in: files)
        XCTAssertEqual(whitespace.map(\.locale).sorted(), ["cs", "fr", "fr", "my"])
    }

    /// Kestrel's deliberate flaws, found by reading its files with Python: two Vietnamese values written
    /// decomposed and a Korean one in conjoining jamo; a French trailing space and a Polish doubled space. Its
    /// bidi isolates are balanced and its right-to-left mark is no legacy control; its one mixed-script word is
    /// a specifier glued to a Russian unit ("%lldмин"), which the rule masks.
    func testKestrelFindings() throws {
        let files = try Support.readKestrel()
        XCTAssertEqual(Support.findings("bidi-controls", in: files).count, 0)
        XCTAssertEqual(Support.findings("mixed-script", in: files).count, 0)
        let nfc = Support.findings("not-nfc", in: files).sorted { $0.key < $1.key }
        XCTAssertEqual(nfc.map(\.locale), ["vi", "vi", "ko"])
        // Each span runs from the first character NFC changes to the last one (found with ICU's grapheme breaks
        // and Python's `unicodedata`); the values are wholly decomposed, so the spans are too. Compared scalar by
        // scalar, as `String ==` takes canonical equivalents as equal.
        let spans = ["ọn một thư mục để sao lư", "ông thể kết nối với máy chủ. Hãy kiểm tra kết nối internet rồi thử lạ", "공유 앨범"]
        XCTAssertEqual(nfc.compactMap(Support.highlighted).map { Array($0.unicodeScalars) },
                       spans.map { Array($0.decomposedStringWithCanonicalMapping.unicodeScalars) })
        XCTAssertEqual(nfc.first.flatMap(Support.highlighted)?.unicodeScalars.prefix(2).map(\.value), [0x6F, 0x323], "o, dot below")
        for finding in nfc {
            XCTAssertEqual(finding.suggestion.map { Array($0.unicodeScalars) },
                           Array(finding.text.precomposedStringWithCanonicalMapping.unicodeScalars), finding.key)
        }
        let whitespace = Support.findings("whitespace-mismatch", in: files).sorted { $0.locale < $1.locale }
        XCTAssertEqual(whitespace.map(\.locale), ["fr", "pl"])
        XCTAssertEqual(whitespace.compactMap(Support.highlighted), [" ", "  "])
        XCTAssertEqual(whitespace.first?.suggestion, "Réglages")
    }
}
