import Catalogs
import Foundation
import Reports
import Rules
import XCTest

final class LocaleGrowthTests: XCTestCase {
    private func entry(_ key: String, _ locale: String, _ value: String, variation: String = "", source: Bool = false, translate: Bool = true) -> Entry {
        Entry(file: "A.xcstrings", table: "A", key: key, locale: locale, variation: variation, value: value,
              shouldTranslate: translate, location: SourceLocation(line: 1, column: 1), isSource: source)
    }

    func testPairsTranslationsWithTheirSourceAndCountsGraphemes() {
        let entries = [
            entry("save", "en", "Save", source: true),
            entry("save", "de", "Sichern"),
            entry("files", "en", "%lld file", variation: "plural.one", source: true),
            entry("files", "en", "%lld files", variation: "plural.other", source: true),
            entry("files", "ru", "%lld файл", variation: "plural.one"),
            entry("files", "ru", "%lld файла", variation: "plural.few"),
            entry("family", "en", "Family", source: true),
            entry("family", "de", "👩‍👩‍👧 Familie"),
            entry("empty", "en", "Empty", source: true),
            entry("empty", "de", ""),
            entry("brand", "en", "Acme", source: true, translate: false),
            entry("brand", "de", "Acme GmbH", translate: false),
            entry("orphan", "de", "Ohne Quelle"),
            entry("cafe", "en", "Cafe", source: true),
            entry("cafe", "fr", "Cafe\u{301}"),
        ]
        let file = StringFile(path: "A.xcstrings", format: .xcstrings, entries: entries, tables: [])
        let growth = LocaleGrowth.measure([file])
        XCTAssertEqual(growth["de"], LocaleGrowth(strings: 2, sourceLength: 4 + 6, length: 7 + 9))
        XCTAssertEqual(growth["ru"], LocaleGrowth(strings: 2, sourceLength: 9 + 10, length: 9 + 10))
        XCTAssertEqual(growth["fr"], LocaleGrowth(strings: 1, sourceLength: 4, length: 4))
        XCTAssertNil(growth["en"])
        XCTAssertEqual(growth["de"]!.ratio, 1.6, accuracy: 0.0001)
    }

    func testVerbatimValuesAreFoundForFindingsOnly() {
        var verbatim = entry("save", "en", "Save", source: true)
        verbatim.isVerbatim = true
        var other = entry("open", "en", "Open", source: true)
        other.isVerbatim = true
        let escaped = entry("save", "de", "Sichern")
        let file = StringFile(path: "A.xcstrings", format: .xcstrings, entries: [verbatim, other, escaped], tables: [])
        let findings = [verbatim, escaped].map {
            Finding(rule: "r", severity: .info, file: $0.file, line: 1, column: 1, key: $0.key, locale: $0.locale,
                    variation: "", role: .button, roleSource: .key, text: $0.value, message: "m")
        }
        XCTAssertEqual(ValueIdentity.verbatimValues(in: [file], withFindings: findings), [ValueIdentity(findings[0])])
    }
}
