import CopyText
import XCTest

/// CopyText on the strings real apps ship: DuckDuckGo's 25 `.strings` locales and linearmouse's 35-locale catalog.
final class CorpusTextTests: XCTestCase {
    func testWordSegmentsCoverEveryCorpusValueExactly() throws {
        let values = try CorpusFixtures.duckDuckGoValues() + CorpusFixtures.linearMouseValues()
        XCTAssertGreaterThan(values.count, 14_000)
        for (locale, value) in values {
            let segments = TextBreaks.words(in: value, locale: locale)
            XCTAssertEqual(segments.map(\.text).joined(), value, locale)
            XCTAssertEqual(segments.last?.scalarRange.upperBound ?? 0, value.unicodeScalars.count, locale)
            XCTAssertTrue(zip(segments, segments.dropFirst()).allSatisfy { $0.scalarRange.upperBound == $1.scalarRange.lowerBound })
        }
    }

    func testOnlyBurmeseValuesOfLinearMouseAreNotNFC() throws {
        let notNFC = try CorpusFixtures.linearMouseValues().filter { !Normalization.isNFC($0.value) }
        XCTAssertEqual(notNFC.count, 8)
        XCTAssertEqual(Set(notNFC.map(\.locale)), ["my"])
        for (_, value) in notNFC {
            XCTAssertTrue(Normalization.isNFC(Normalization.nfc(value)))
        }
        XCTAssertTrue(try CorpusFixtures.duckDuckGoValues().allSatisfy { Normalization.isNFC($0.value) })
    }

    func testMixedScriptWordsInCorpora() throws {
        // DuckDuckGo's Cyrillic and Greek translations keep brand names ("Sync & Backup") as separate words.
        let duckDuckGo = try CorpusFixtures.duckDuckGoValues()
        XCTAssertTrue(duckDuckGo.allSatisfy { MixedScript.mixedScriptWords(in: $0.value, locale: $0.locale).isEmpty })
        // In linearmouse the one hit is a format specifier glued to a Burmese word ("%dလိုင်း"): callers mask
        // placeholders before checking.
        let hits = try CorpusFixtures.linearMouseValues().flatMap { value in
            MixedScript.mixedScriptWords(in: value.value, locale: value.locale).map { (value.locale, $0) }
        }
        XCTAssertEqual(hits.map(\.0), ["my"])
        XCTAssertEqual(hits.first?.1.text, "dလိုင်း")
        XCTAssertEqual(hits.first?.1.scripts, ["Mymr", "Latn"])
    }

    func testRussianCorpusWordsAreCyrillicOrLatinLetters() throws {
        let russian = try CorpusFixtures.duckDuckGoValues().filter { $0.locale == "ru" }
        XCTAssertGreaterThan(russian.count, 90)
        var scripts: Set<String> = []
        for (_, value) in russian {
            for word in TextBreaks.words(in: value, locale: "ru") where word.status == .letter {
                scripts.formUnion(ScriptInfo.scripts(in: word.text))
            }
        }
        XCTAssertEqual(scripts, ["Cyrl", "Latn"])
    }
}
