import CopyText
import CopylintTestSupport
import XCTest

/// CopyText on the strings apps ship: every string file of the fixtures, the bundled example and the corpora;
/// the made-up Kestrel app's 13 locales; and, when the corpora are present, DuckDuckGo's 25 `.strings` locales
/// and linearmouse's 35-locale catalog.
final class CorpusTextTests: XCTestCase {
    func testWordSegmentsCoverEveryValueExactly() throws {
        let values = try CorpusFixtures.textFolderValues()
        XCTAssertGreaterThanOrEqual(values.count, CorpusFixtures.textFolderMinimum)
        for item in values {
            let segments = TextBreaks.words(in: item.value, locale: item.locale)
            XCTAssertEqual(segments.map(\.text).joined(), item.value, item.locale)
            XCTAssertEqual(segments.last?.scalarRange.upperBound ?? 0, item.value.unicodeScalars.count, item.locale)
            XCTAssertTrue(zip(segments, segments.dropFirst()).allSatisfy { $0.scalarRange.upperBound == $1.scalarRange.lowerBound })
        }
    }

    func testOnlyBurmeseValuesOfLinearMouseAreNotNFC() throws {
        let notNFC = try CorpusFixtures.linearMouseValues().filter { !Normalization.isNFC($0.value) }
        XCTAssertEqual(notNFC.count, 8)
        XCTAssertEqual(Set(notNFC.map(\.locale)), ["my"])
        for item in notNFC {
            XCTAssertTrue(Normalization.isNFC(Normalization.nfc(item.value)))
        }
        XCTAssertTrue(try CorpusFixtures.duckDuckGoValues().allSatisfy { Normalization.isNFC($0.value) })
    }

    /// Kestrel's catalog writes two Vietnamese values decomposed and one Korean value in conjoining jamo (as
    /// text pasted from a decomposing source is); everything else, combining marks of Arabic, Hindi and
    /// Vietnamese included, is NFC. Found with Python's `unicodedata.normalize("NFC", value) != value`.
    func testOnlyTheDecomposedKestrelValuesAreNotNFC() throws {
        let values = try CorpusFixtures.kestrelValues()
        let notNFC = values.filter { !Normalization.isNFC($0.value) }
        XCTAssertEqual(notNFC.count, 3)
        XCTAssertEqual(notNFC.map(\.locale).sorted(), ["ko", "vi", "vi"])
        for item in notNFC {
            XCTAssertEqual(Normalization.nfc(item.value), item.value.precomposedStringWithCanonicalMapping)
            XCTAssertTrue(Normalization.isNFC(Normalization.nfc(item.value)))
        }
        // Foundation's NFC agrees (scalar by scalar: `String ==` compares canonical equivalents as equal).
        let changedByFoundation = values.filter {
            !$0.value.unicodeScalars.elementsEqual($0.value.precomposedStringWithCanonicalMapping.unicodeScalars)
        }
        XCTAssertEqual(changedByFoundation.count, 3)
    }

    func testMixedScriptWordsInCorpora() throws {
        // DuckDuckGo's Cyrillic and Greek translations keep brand names ("Sync & Backup") as separate words.
        let duckDuckGo = try CorpusFixtures.duckDuckGoValues()
        XCTAssertEqual(duckDuckGo.filter { !MixedScript.mixedScriptWords(in: $0.value, locale: $0.locale).isEmpty }.map(\.value), [])
        // In linearmouse the one hit is a format specifier glued to a Burmese word ("%dလိုင်း"): callers mask
        // placeholders before checking.
        let hits = try CorpusFixtures.linearMouseValues().flatMap { value in
            MixedScript.mixedScriptWords(in: value.value, locale: value.locale).map { (value.locale, $0) }
        }
        XCTAssertEqual(hits.map(\.0), ["my"])
        XCTAssertEqual(hits.first?.1.text, "dလိုင်း")
        XCTAssertEqual(hits.first?.1.scripts, ["Mymr", "Latn"])
    }

    /// Kestrel's translations keep brand names ("Kestrel", "Mac", "Wi‑Fi") apart from their own words, and
    /// Japanese and Korean mix Han, kana and Hangul as they should. As in linearmouse, the one hit is a format
    /// specifier glued to the word after it: Russian "%lldмин" (callers mask placeholders first). Korean counters
    /// glued the same way ("%lld장") are no hit, as ICU cuts words where Latin meets Hangul, Han or kana.
    func testMixedScriptWordsInKestrelAreASpecifierGluedToAWord() throws {
        let hits = try CorpusFixtures.kestrelValues().flatMap { item in
            MixedScript.mixedScriptWords(in: item.value, locale: item.locale).map { (item.locale, $0) }
        }
        XCTAssertEqual(hits.map(\.0), ["ru"])
        XCTAssertEqual(hits.first?.1.text, "lldмин")
        XCTAssertEqual(Set(hits.first?.1.scripts ?? []), ["Cyrl", "Latn"])
        XCTAssertEqual(hits.first?.1.scalarRange, 10..<16, "after “Осталось %”")
    }

    func testRussianCorpusWordsAreCyrillicOrLatinLetters() throws {
        let russian = try CorpusFixtures.duckDuckGoValues().filter { $0.locale == "ru" }
        XCTAssertGreaterThan(russian.count, 90)
        XCTAssertEqual(letterScripts(of: russian, locale: "ru"), ["Cyrl", "Latn"])
    }

    /// Kestrel's 67 Russian values (catalog, `.strings`, `.stringsdict`) are Cyrillic, with Latin brand names.
    func testRussianKestrelWordsAreCyrillicOrLatinLetters() throws {
        let russian = try CorpusFixtures.kestrelValues().filter { $0.locale == "ru" }
        XCTAssertEqual(russian.count, 67)
        XCTAssertEqual(letterScripts(of: russian, locale: "ru"), ["Cyrl", "Latn"])
    }

    private func letterScripts(of values: [TextValue], locale: String) -> Set<String> {
        var scripts: Set<String> = []
        for item in values {
            for word in TextBreaks.words(in: item.value, locale: locale) where word.status == .letter {
                scripts.formUnion(ScriptInfo.scripts(in: word.text))
            }
        }
        return scripts
    }
}
