import CopyText
@testable import Rules
import XCTest

/// `PluralCategoryReach` against what CLDR 42 says of each category: the `many` of French, Spanish, Italian,
/// Portuguese and Catalan is chosen for exact millions and the compact exponent only, Lithuanian's for fractions,
/// while Russian, Polish and Arabic select theirs for small counts.
final class PluralCategoryReachTests: XCTestCase {
    func testManyForExactMillionsOrFractionsServesNoOrdinaryCount() {
        for locale in ["fr", "es", "it", "pt", "pt-PT", "ca", "lt"] {
            XCTAssertFalse(PluralCategoryReach.servesOrdinaryCounts("many", locale: locale), locale)
        }
    }

    func testCategoriesOfSmallCountsServeOrdinaryCounts() {
        for (locale, category) in [("ru", "few"), ("ru", "many"), ("pl", "many"), ("ar", "many"), ("ar", "zero"),
                                   ("fr", "one"), ("lt", "few"), ("he", "two"), ("ja", "other")] {
            XCTAssertTrue(PluralCategoryReach.servesOrdinaryCounts(category, locale: locale), "\(locale) \(category)")
        }
    }

    /// The probe stops at 10,000; every integer up to 1,000,000 gives the same answer for the corpus locales.
    func testProbingBelowTenThousandAgreesWithProbingBelowOneMillion() {
        for locale in ["fr", "es", "it", "pt-PT", "ca", "lt", "ru", "pl", "ar", "cy", "gv", "br", "mt"] {
            for category in PluralLocale.categories(locale) where category != "other" {
                let quick = PluralRules.firstInteger(selecting: category, locale: locale, below: PluralCategoryReach.ordinaryCountLimit)
                let full = PluralRules.firstInteger(selecting: category, locale: locale, below: 1_000_000)
                XCTAssertEqual(quick, full, "\(locale) \(category)")
            }
        }
    }

    func testMissingFormSeverityFollowsTheReach() throws {
        // French many where the forms do not write the count is info: PluralCorpusTests checks its message.
        func findings(_ locale: String, one: String, other: String) throws -> [Finding] {
            try StructureTestSupport.catalogFindings("plural-missing-category", """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"%lld files": {"localizations": {
              "en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld file"}},
                                               "other": {"stringUnit": {"state": "translated", "value": "%lld files"}}}}},
              "\(locale)": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "\(one)"}},
                                               "other": {"stringUnit": {"state": "translated", "value": "\(other)"}}}}}}}}}
            """)
        }
        XCTAssertEqual(try findings("fr", one: "%lld fichier", other: "%lld fichiers"), [], "“1 000 000 fichiers” in other reads right")
        XCTAssertEqual(try findings("ru", one: "%lld файл", other: "%lld файла").map(\.severity), [.warning, .warning],
                       "Russian few and many serve ordinary counts")
    }

    func testNumbersWrittenWithDecimalsReachOnlyTheCategoriesFractionsSelect() {
        XCTAssertFalse(PluralCategoryReach.servesFractions("many", locale: "fr", fractionDigits: 1), "whole millions only")
        XCTAssertTrue(PluralCategoryReach.servesFractions("many", locale: "lt", fractionDigits: 1), "Lithuanian many is for fractions")
        XCTAssertTrue(PluralCategoryReach.servesFractions("one", locale: "fr", fractionDigits: 1), "0.5 and 1.5 are one in French")
        XCTAssertFalse(PluralCategoryReach.servesFractions("few", locale: "ru", fractionDigits: 2), "Russian few wants a whole number")
        XCTAssertTrue(PluralCategoryReach.servesFractions("other", locale: "ru", fractionDigits: 2))
    }
}
