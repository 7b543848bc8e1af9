import Catalogs
@testable import Rules
import XCTest

/// The byte prefilters of `first-person-plural` and `ellipsis-character` against the exact work they skip, on
/// every string of the fixtures and the bundled example, and of the real-app corpora when present (and their
/// uppercased copies), and texts made to probe the edges.
final class WordPrefilterTests: XCTestCase {
    private static let edgeTexts = [
        "We", "we're", "We’ll", "US", "us.", "(our)", "OURS", "ours?", "Our-Store", "our_team", "%@we", "%dwe", "**We**",
        "w**e**", "Busy", "Status", "Answer", "Yours", "Weekly", "Trust us", "ourselves", "we2", "2we", "we\u{301}",
        "éwe", "日本we", "…", "...", ". . .", ". .", "..", "a.b.c", "Loading…", "Wait. . .", " .", ". ",
    ]

    private func realTexts() throws -> [String] {
        let texts = try RuleTestFiles.textFolderTexts()
        XCTAssertGreaterThan(texts.count, RuleTestFiles.atLeast(withCorpora: 5000, fixturesAlone: 1000))
        return texts + texts.map { $0.uppercased() } + Self.edgeTexts
    }

    private func analyzed(_ text: String) -> AnalyzedString {
        let entry = Entry(
            file: "Localizable.xcstrings", table: "Localizable", key: text, locale: "en", value: text,
            comment: nil, location: SourceLocation(line: 1, column: 1), isVerbatim: true, isSource: true
        )
        return AnalyzedString(entry: entry, role: ResolvedRole(role: .label, source: .directive))
    }

    func testTextsWithoutAPronounsLettersHoldNoPronoun() throws {
        let check = FirstPersonPluralCheck()
        let matcher = PronounMatcher(pronouns: Set(AlertWords.english.firstPersonPlural))
        let context = CheckContext(configuration: Configuration(), options: [:])
        var prefilteredOut = 0
        // Main's prefilter, the pairs "we", "us", "ou": a text it passed over was never matched ("w**e**").
        let pairPrefilter = { (text: String) -> Bool in
            let lowered = Array(text.utf8).map { $0 | 0x20 }
            return zip(lowered, lowered.dropFirst()).contains { pair in
                pair == (0x77, 0x65) || pair == (0x75, 0x73) || pair == (0x6F, 0x75)
            }
        }
        for text in try realTexts() where !check.mayContainPronoun(text) && pairPrefilter(text) {
            prefilteredOut += 1
            XCTAssertEqual(matcher.matches(in: analyzed(text), context: context).map(\.text), [], text)
        }
        // The made-up apps alone have over 250 texts (with their capitalized copies) that hold one of the pairs but
        // no pronoun: your, you, status, mouse, vous, ou…
        XCTAssertGreaterThan(prefilteredOut, RuleTestFiles.atLeast(withCorpora: 1000, fixturesAlone: 200))
        XCTAssertTrue(check.mayContainPronoun("Tell us more"))
        XCTAssertFalse(check.mayContainPronoun("Your status: busy"))
    }

    func testTextsWithoutTwoPeriodsHoldNoDotRun() throws {
        for text in try realTexts() where !EllipsisCharacterCheck.mayHoldDotRun(text) {
            XCTAssertFalse(text.contains("...") || text.contains(". . ."), text)
        }
        XCTAssertTrue(EllipsisCharacterCheck.mayHoldDotRun("Wait. . ."))
        XCTAssertTrue(EllipsisCharacterCheck.mayHoldDotRun("Loading..."))
        XCTAssertFalse(EllipsisCharacterCheck.mayHoldDotRun("Loading…. Done."))
    }
}
