import Catalogs
import Foundation
@testable import Rules
import XCTest

/// The evidence `untranslated` takes from a locale's other translations: a short text kept word for word inside
/// translated text is a name or a shared word.
final class KeptTermsTests: XCTestCase {
    /// The candidates (as written) that `translation` keeps; candidates are compared in lowercase, as `find` files them.
    private func kept(_ translation: String, source: String, candidates: [String]) -> Set<String> {
        var byFirstWord: [String: [[String]]] = [:]
        var written: [String: String] = [:]
        for text in candidates {
            let words = KeptTerms.words(text).map { $0.text.lowercased() }
            byFirstWord[words[0], default: []].append(words)
            written[KeptTerms.folded(words)] = text
        }
        return Set(KeptTerms.keptTexts(in: translation, source: source, candidates: byFirstWord).compactMap { written[$0] })
    }

    func testAWordKeptInAnyCaseIsEvidence() throws {
        XCTAssertEqual(kept("Abrir configurações de layout", source: "Open layout settings", candidates: ["Layout"]), ["Layout"])
        XCTAssertEqual(kept("Appen er open source", source: "The app is open source", candidates: ["Open", "Open Source"]),
                       ["Open Source"], "a word inside a longer run kept from the source is evidence for the run only")
        let two = try units([("Layout", "Layout"), ("Open layout settings", "Einstellungen für das Layout öffnen"),
                             ("Reset the layout", "Das Layout zurücksetzen")])
        let table = two[0].table.id
        XCTAssertTrue(KeptTerms.find(candidates: [.init(table: table, locale: "de"): ["Layout"]], in: two)
            .contains("Layout", table: table, locale: "de"))
    }

    func testATranslationKeepsANameItsSourceHoldsToo() {
        XCTAssertEqual(kept("Mit Thread verbinden", source: "Connect to Thread", candidates: ["Thread"]), ["Thread"])
        XCTAssertEqual(kept("Mit Thread verbinden", source: "Connect to the network", candidates: ["Thread"]), [],
                       "a word the source does not have is the translator's own")
    }

    func testAWordInsideALongerCapitalizedRunOfTheSourceIsNoEvidence() {
        XCTAssertEqual(kept("Home Assistant öffnen", source: "Open Home Assistant", candidates: ["Home", "Assistant", "Home Assistant"]),
                       ["Home Assistant"])
        // A capitalized word of the translator's own (German nouns) does not lengthen the run, and the kept word
        // may be cased as its language writes it.
        XCTAssertEqual(kept("Der Sensor meldet", source: "Sensor reports", candidates: ["Sensor"]), ["Sensor"])
        XCTAssertEqual(kept("Der Sensor meldet", source: "The sensor reports", candidates: ["Sensor"]), ["Sensor"])
    }

    func testACopyWithNoWordOfItsOwnIsNoTranslation() {
        XCTAssertEqual(kept("Thread Settings", source: "Settings Thread", candidates: ["Thread"]), [])
    }

    func testALatinNameWrittenAgainstChineseIsAWordOfItsOwn() {
        XCTAssertEqual(KeptTerms.words("加入Thread網絡").map(\.text), ["加入", "Thread", "網絡"])
        XCTAssertEqual(kept("加入Thread網絡", source: "Join the Thread network", candidates: ["Thread"]), ["Thread"])
    }

    func testWordsKeepTheirInnerApostrophesAndHyphens() {
        XCTAssertEqual(KeptTerms.words("Don't use Wi-Fi - ever").map(\.text), ["Don't", "use", "Wi-Fi", "ever"])
    }

    private func units(_ pairs: [(String, String)], table: String = "Localizable") throws -> [TranslationUnit] {
        let strings = pairs.enumerated().map { index, pair in
            "\"k\(index)\": {\"localizations\": {\"en\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(pair.0)\"}}, "
                + "\"de\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(pair.1)\"}}}}"
        }
        let catalog = "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {\(strings.joined(separator: ", "))}}"
        let request = ReadRequest(path: "\(table).xcstrings", displayPath: "\(table).xcstrings", format: .xcstrings,
                                  table: table, locale: nil, sourceLanguage: "en")
        let file = try XCStringsReader.read(Data(catalog.utf8), request: request)
        return TranslationUnits.build(from: [file], resolver: RoleResolver(configuration: Configuration()))
    }

    func testATextNeedsTwoTranslationsThatKeepIt() throws {
        let one = try units([("Thread", "Thread"), ("Connect to Thread", "Mit Thread verbinden")])
        let table = one[0].table.id
        XCTAssertFalse(KeptTerms.find(candidates: [.init(table: table, locale: "de"): ["Thread"]], in: one)
            .contains("Thread", table: table, locale: "de"))
        let two = try units([("Thread", "Thread"), ("Connect to Thread", "Mit Thread verbinden"), ("Thread is on", "Thread ist an")])
        let kept = KeptTerms.find(candidates: [.init(table: table, locale: "de"): ["Thread"]], in: two)
        XCTAssertTrue(kept.contains("Thread", table: table, locale: "de"))
        XCTAssertFalse(kept.contains("Thread", table: table, locale: "fr"))
    }

    /// A table is always audited whole, and tables are split into batches by size and thread count: evidence from
    /// another table would make the findings depend on `--jobs`.
    func testOnlyTheTablesOwnTranslationsCount() throws {
        let copy = try units([("Thread", "Thread")], table: "Main")
        let others = try units([("Connect to Thread", "Mit Thread verbinden"), ("Thread is on", "Thread ist an"),
                                ("Thread help", "Hilfe zu Thread")], table: "Settings")
        let table = copy[0].table.id
        XCTAssertNotEqual(table, others[0].table.id)
        XCTAssertFalse(KeptTerms.find(candidates: [.init(table: table, locale: "de"): ["Thread"]], in: copy + others)
            .contains("Thread", table: table, locale: "de"))
    }
}
