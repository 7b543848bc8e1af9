import CopyText
import XCTest

final class PluralRulesTests: XCTestCase {
    func testCategoriesInCLDROrder() {
        XCTAssertEqual(PluralRules.categories(locale: "en"), ["one", "other"])
        XCTAssertEqual(PluralRules.categories(locale: "ru"), ["one", "few", "many", "other"])
        XCTAssertEqual(PluralRules.categories(locale: "ar"), ["zero", "one", "two", "few", "many", "other"])
        XCTAssertEqual(PluralRules.categories(locale: "ja"), ["other"])
        XCTAssertEqual(PluralRules.categories(locale: "fr"), ["one", "many", "other"])
        XCTAssertEqual(PluralRules.categories(locale: "pl"), ["one", "few", "many", "other"])
        XCTAssertEqual(PluralRules.categories(locale: "cy"), ["zero", "one", "two", "few", "many", "other"])
        // CLDR 42 (ICU 72) dropped Hebrew's "many".
        XCTAssertEqual(PluralRules.categories(locale: "he"), ["one", "two", "other"])
    }

    func testRegionAndScriptTagsFindTheirLanguage() {
        XCTAssertEqual(PluralRules.categories(locale: "pt-BR"), ["one", "many", "other"])
        XCTAssertEqual(PluralRules.categories(locale: "nb-NO"), ["one", "other"])
        XCTAssertEqual(PluralRules.categories(locale: "zh-Hant-HK"), ["other"])
        XCTAssertEqual(PluralRules.categories(locale: "sr_Latn"), ["one", "few", "other"])
    }

    func testUnknownLocalesGetOther() {
        XCTAssertEqual(PluralRules.categories(locale: "xx"), ["other"])
        XCTAssertEqual(PluralRules.categories(locale: ""), ["other"])
    }

    func testCategoryForNumbers() {
        XCTAssertEqual(PluralRules.category(for: 1, locale: "en"), "one")
        XCTAssertEqual(PluralRules.category(for: 0, locale: "en"), "other")
        XCTAssertEqual(PluralRules.category(for: 1, locale: "ru"), "one")
        XCTAssertEqual(PluralRules.category(for: 3, locale: "ru"), "few")
        XCTAssertEqual(PluralRules.category(for: 5, locale: "ru"), "many")
        XCTAssertEqual(PluralRules.category(for: 21, locale: "ru"), "one")
        XCTAssertEqual(PluralRules.category(for: 1.5, locale: "ru"), "other")
        XCTAssertEqual(PluralRules.category(for: 0, locale: "ar"), "zero")
        XCTAssertEqual(PluralRules.category(for: 2, locale: "ar"), "two")
        XCTAssertEqual(PluralRules.category(for: 11, locale: "ar"), "many")
        XCTAssertEqual(PluralRules.category(for: 0, locale: "fr"), "one")
        XCTAssertEqual(PluralRules.category(for: 1_000_000, locale: "fr"), "many")
        XCTAssertEqual(PluralRules.category(for: 2, locale: "he"), "two")
        XCTAssertEqual(PluralRules.category(for: 1, locale: "ja"), "other")
    }

    func testLinearMouseCatalogUsesICUCategoriesExceptHebrewMany() throws {
        // The catalog was written against older CLDR data: Hebrew still has "many", and the Romance languages
        // lack the "many" (for millions) that CLDR 42 added.
        let used = try CorpusFixtures.pluralCategories(ofCatalog: CorpusFixtures.linearMouseCatalog())
        XCTAssertEqual(used.count, 35)
        let (unknownToICU, missing) = differencesFromICU(used)
        XCTAssertEqual(unknownToICU, ["he": ["many"]])
        XCTAssertEqual(missing, ["ca": ["many"], "es": ["many"], "fr": ["many"], "it": ["many"], "pt": ["many"],
                                 "pt-BR": ["many"]])
    }

    /// Kestrel's catalog is written the same way on purpose: its French plurals lack "many" and its Hebrew ones
    /// keep it; every other locale of its 13 has exactly CLDR 42's categories (Arabic all six, Polish and
    /// Russian one, few, many, other; Japanese, Chinese, Korean and Vietnamese only other).
    func testKestrelCatalogUsesICUCategoriesExceptFrenchAndHebrewMany() throws {
        let used = try CorpusFixtures.pluralCategories(ofCatalog: CorpusFixtures.kestrelCatalog)
        XCTAssertEqual(used.count, 13)
        XCTAssertEqual(used["ar"], ["zero", "one", "two", "few", "many", "other"])
        let (unknownToICU, missing) = differencesFromICU(used)
        XCTAssertEqual(unknownToICU, ["he": ["many"]])
        XCTAssertEqual(missing, ["fr": ["many"]])
    }

    /// For each locale, the categories ICU does not know for it and the ones it knows that the locale lacks.
    private func differencesFromICU(_ used: [String: Set<String>]) -> (unknown: [String: Set<String>], missing: [String: Set<String>]) {
        var unknownToICU: [String: Set<String>] = [:]
        var missing: [String: Set<String>] = [:]
        for (locale, categories) in used {
            let icu = Set(PluralRules.categories(locale: locale))
            if !categories.subtracting(icu).isEmpty {
                unknownToICU[locale] = categories.subtracting(icu)
            }
            if !icu.subtracting(categories).isEmpty {
                missing[locale] = icu.subtracting(categories)
            }
        }
        return (unknownToICU, missing)
    }
}
