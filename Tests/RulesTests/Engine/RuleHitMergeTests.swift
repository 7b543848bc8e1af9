import Catalogs
@testable import Rules
import XCTest

/// One finding per rule per string: the hits a check makes on one string fold into one, with every span, one
/// message and one suggestion that fixes them all, or none where no combined fix is safe.
final class RuleHitMergeTests: XCTestCase {
    func testArgumentsListEveryValueQuotedWhereTheTemplateQuotesThem() {
        let merged = RuleHitMerge.mergedArguments(
            [["word": "you", "count": "2"], ["word": "your", "count": "2"], ["word": "you", "count": "3"]],
            template: "Avoid “{word}” ({count})."
        )
        XCTAssertEqual(merged["word"], "you”, “your")
        XCTAssertEqual(merged["count"], "2, 3")
        XCTAssertEqual(MessageTemplate.fill("Avoid “{word}”.", with: merged), "Avoid “you”, “your”.")
    }

    func testSuggestionsThatChangeSeparatePartsCombine() {
        let text = "Sync with icloud and wifi"
        let combined = RuleHitMerge.combinedSuggestion(["Sync with iCloud and wifi", "Sync with icloud and Wi-Fi"], text: text)
        XCTAssertEqual(combined, "Sync with iCloud and Wi-Fi")
        XCTAssertEqual(RuleHitMerge.combinedSuggestion(["Same"], text: "same"), "Same")
        XCTAssertNil(RuleHitMerge.combinedSuggestion([], text: "same"))
    }

    func testSuggestionsThatTouchGiveNone() {
        XCTAssertNil(RuleHitMerge.combinedSuggestion(["ab", "ba"], text: "aa"), "both change the same letters")
        XCTAssertNil(RuleHitMerge.combinedSuggestion(["Xb", "aY"], text: "ab"), "adjacent changes are not combined")
    }

    func testMergeSortsSpansAndKeepsTheFirstAsTheFindingsSpan() {
        let hits = [
            RuleHit(span: 10..<14, arguments: ["word": "your"]),
            RuleHit(span: 0..<3, arguments: ["word": "you"]),
            RuleHit(span: 0..<3, arguments: ["word": "you"]),
        ]
        let merged = RuleHitMerge.merge(hits, text: "you want your data?", template: "“{word}”")
        XCTAssertEqual(merged.spans, [0..<3, 10..<14])
        XCTAssertEqual(merged.hit.span, 0..<3)
        XCTAssertEqual(merged.hit.arguments["word"], "your”, “you")
        XCTAssertEqual(RuleHitMerge.merge([hits[0]], text: "x", template: "").spans, [])
    }

    func testHitsOnOtherEntriesStayApart() {
        func entry(_ locale: String) -> Entry {
            Entry(file: "Localizable.xcstrings", table: "Localizable", key: "k", locale: locale, value: "v",
                  location: SourceLocation(line: 1, column: 1), isVerbatim: true, isSource: false)
        }
        let groups = RuleHitMerge.groups([
            RuleHit(entry: entry("de"), span: 0..<1), RuleHit(entry: entry("fr")), RuleHit(entry: entry("de"), span: 1..<2),
        ])
        XCTAssertEqual(groups.map(\.hits.count), [2, 1])
        XCTAssertEqual(groups.map { $0.entry?.locale }, ["de", "fr"])
    }
}
