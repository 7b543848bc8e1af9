import Catalogs
@testable import Rules
import XCTest

/// The units' translations, kept in one array in locale order, against the plain grouping they replace: every
/// translation of the key appended, file by file, to its locale's list in a dictionary, the locales then sorted;
/// on every table of the fixtures and the bundled example (and of the real-app corpora, when present).
final class TranslationUnitsTests: XCTestCase {
    func testBuiltUnitsHoldTheDictionaryGrouping() throws {
        let files = try RuleTestFiles.textFolderFiles()
        let units = try RuleTestFiles.textFolderUnits()
        XCTAssertGreaterThan(units.count, RuleTestFiles.atLeast(withCorpora: 500, fixturesAlone: 100))
        var expected: [String: [String: [Entry]]] = [:]
        var sourceLanguages: [String: String] = [:]
        for file in files {
            for table in file.tables { sourceLanguages[table.id] = table.sourceLanguage }
        }
        for file in files {
            // `Base.lproj` beside a source-language folder holds the source language: it is no translation.
            for entry in file.entries where !entry.isSource && !(entry.locale == "Base" && sourceLanguages[entry.table] != "Base") {
                expected[entry.table + "\u{0}" + entry.key, default: [:]][entry.locale, default: []].append(entry)
            }
        }
        for unit in units {
            let byLocale = expected[unit.table.id + "\u{0}" + unit.key] ?? [:]
            XCTAssertEqual(unit.translationLocales.map(\.locale), byLocale.keys.sorted(), unit.key)
            XCTAssertEqual(unit.translationEntries, byLocale.keys.sorted().flatMap { byLocale[$0]! }, unit.key)
            for locale in unit.translationLocales {
                XCTAssertTrue(unit.translationEntries[locale.range].allSatisfy { $0.locale == locale.locale }, unit.key)
            }
            XCTAssertEqual(unit.translationLocales.last?.range.upperBound ?? 0, unit.translationEntries.count)
        }
    }

    /// `missing-translation`'s walk through the table's and the unit's locales against a search for each locale.
    func testAbsentLocalesWalkAgreesWithTheSearch() throws {
        let units = try RuleTestFiles.textFolderUnits()
        XCTAssertGreaterThan(units.count, RuleTestFiles.atLeast(withCorpora: 500, fixturesAlone: 100))
        var absentSeen = 0
        for unit in units {
            let sourceLanguage = unit.table.sourceLanguage
            // The unit as built, and with every other translation locale taken out (so that some are absent).
            let kept = unit.translationLocales.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
            let thinned = TranslationUnit(
                table: unit.table, key: unit.key, role: unit.role, source: unit.source,
                translations: Dictionary(uniqueKeysWithValues: kept.map { ($0.locale, Array(unit.translationEntries[$0.range])) }),
                missing: unit.missing
            )
            for candidate in [unit, thinned] {
                for explicitlyMissing in [Set<String>(), Set(unit.table.locales.sorted().prefix(2))] {
                    let expected = unit.table.locales.filter { locale in
                        locale != sourceLanguage && !MissingTranslationCheck.holds(candidate.translationLocales, locale)
                            && !explicitlyMissing.contains(locale)
                    }.sorted()
                    XCTAssertEqual(MissingTranslationCheck.absentLocales(in: candidate, besides: explicitlyMissing), expected, unit.key)
                    absentSeen += expected.count
                }
            }
        }
        XCTAssertGreaterThan(absentSeen, 100)
    }

    func testStretchesOutOfOrderAreGroupedStably() {
        let locales = ["fr", "de", "fr", "en", "de", "zh-Hant", "ar"]
        var entries: [Entry] = []
        var stretches: [TranslationUnit.LocaleEntries] = []
        for (number, locale) in locales.enumerated() {
            let start = entries.count
            for leaf in 0..<(number % 3 + 1) {
                entries.append(Entry(
                    file: "f\(number)", table: "t", key: "k", locale: locale, variation: "v\(leaf)", value: "\(number).\(leaf)",
                    location: SourceLocation(line: number + 1, column: 1), isSource: false
                ))
            }
            stretches.append(TranslationUnit.LocaleEntries(locale: locale, range: start..<entries.count))
        }
        var byLocale: [String: [Entry]] = [:]
        for entry in entries { byLocale[entry.locale, default: []].append(entry) }
        let (ordered, orderedLocales) = TranslationUnits.inLocaleOrder(entries, stretches: stretches)
        XCTAssertEqual(orderedLocales.map(\.locale), byLocale.keys.sorted())
        XCTAssertEqual(ordered, byLocale.keys.sorted().flatMap { byLocale[$0]! })
        for locale in orderedLocales {
            XCTAssertEqual(Array(ordered[locale.range]), byLocale[locale.locale])
        }
    }

    func testADictionaryOfTranslationsIsKeptInLocaleOrder() {
        func entry(_ locale: String, _ value: String) -> Entry {
            Entry(file: "L.strings", table: "L", key: "k", locale: locale, value: value, location: SourceLocation(line: 1, column: 1), isSource: false)
        }
        let translations = ["fr": [entry("fr", "a"), entry("fr", "b")], "de": [entry("de", "c")], "ja": [entry("ja", "d")]]
        let unit = TranslationUnit(
            table: TableInfo(id: "L", sourceLanguage: "en", locales: ["en", "fr", "de", "ja"]), key: "k", role: .unknown,
            source: [], translations: translations, missing: []
        )
        XCTAssertEqual(unit.translationLocales.map(\.locale), ["de", "fr", "ja"])
        XCTAssertEqual(unit.translationEntries.map(\.value), ["c", "a", "b", "d"])
        XCTAssertEqual(unit.translations, translations)
    }
}
