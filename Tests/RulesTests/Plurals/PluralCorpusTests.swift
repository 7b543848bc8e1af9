import Catalogs
import CopyText
@testable import Rules
import XCTest

/// The plural rules on the real corpora, against expectations computed independently of copylint: PyICU 2.17 over
/// the system's ICU 72.1 (CLDR 42), reading the linearmouse catalog with Python's `json` and the DuckDuckGo
/// `.stringsdict` files with `plistlib`, and listing for every plural group the categories ICU gives its locale
/// that the group lacks (`other` always required) and the ones it has that ICU never selects (`zero` exempt).
/// The numbers below are that script's output, hard-coded. The corpus tests skip when the corpora are absent;
/// the Kestrel tests prove the same on the repository's own fixtures, whose numbers come from the same kind of
/// script (Python's `json` and `plistlib` over `Tests/Fixtures/Text/Kestrel`, with the categories below).
final class PluralCorpusTests: XCTestCase {
    /// `sorted(icu.PluralRules.forLocale(icu.Locale(tag)).getKeywords())` in CLDR order, per corpus locale.
    static let icuCategories: [String: String] = [
        "af": "one other",
        "ar": "zero one two few many other",
        "bg": "one other",
        "bs": "one few other",
        "ca": "one many other",
        "cs": "one few many other",
        "da": "one other",
        "de": "one other",
        "el": "one other",
        "en": "one other",
        "es": "one many other",
        "et": "one other",
        "fi": "one other",
        "fr": "one many other",
        "he": "one two other",
        "hi": "one other",
        "hr": "one few other",
        "hu": "one other",
        "id": "other",
        "it": "one many other",
        "ja": "other",
        "ko": "other",
        "lt": "one few many other",
        "lv": "zero one other",
        "my": "other",
        "nb": "one other",
        "nb-NO": "one other",
        "nl": "one other",
        "pl": "one few many other",
        "pt": "one many other",
        "pt-BR": "one many other",
        "ro": "one few other",
        "ru": "one few many other",
        "sk": "one few many other",
        "sl": "one two few other",
        "sr": "one few other",
        "sv": "one other",
        "tr": "one other",
        "uk": "one few many other",
        "vi": "other",
        "zh-Hans": "other",
        "zh-Hant": "other",
        "zh-Hant-HK": "other",
    ]

    func testCategoriesComeFromICUForEveryCorpusLocale() {
        for (locale, expected) in Self.icuCategories {
            XCTAssertEqual(PluralLocale.categories(locale).joined(separator: " "), expected, locale)
            XCTAssertTrue(PluralLocale.hasPluralRules(locale), locale)
        }
    }

    func testLinearmouseMatchesTheIndependentComputation() throws {
        let files = try StructureTestSupport.readCorpus(["linearmouse/LinearMouse/Localizable.xcstrings"])
        let missing = tally(StructureTestSupport.findings("plural-missing-category", in: files))
        let unused = tally(StructureTestSupport.findings("plural-unused-category", in: files))
        // The line count (an integer substitution) lacks "many" (whole millions) in six locales, where `other`
        // with the count in digits reads right; the pixel distance, written with one decimal, never selects it.
        XCTAssertEqual(missing, [:])
        // Hebrew keeps "many" in both groups, but its text is the group's "other": a harmless dead form.
        XCTAssertEqual(unused, [:])
        // Both plural keys, in all 35 locales, form groups: the substitution's and the plain plural's.
        let groups = units(files).flatMap(PluralGroup.groups(of:))
        XCTAssertEqual(Set(groups.map(\.locale)).count, 35)
        XCTAssertEqual(groups.count, 70)
        XCTAssertEqual(Set(groups.map(\.prefix)), ["plural", "substitutions.value.plural"])
    }

    func testDuckDuckGoStringsDictMatchesTheIndependentComputation() throws {
        let files = try StructureTestSupport.readCorpus(["duckduckgo-iOS"])
        let missing = tally(StructureTestSupport.findings("plural-missing-category", in: files))
        let unused = tally(StructureTestSupport.findings("plural-unused-category", in: files))
        // es, fr, it and pt lack "many" (whole millions) for a `%d` count: `other` in digits reads right.
        XCTAssertEqual(missing, [:])
        XCTAssertEqual(unused, [:])
        let groups = units(files).flatMap(PluralGroup.groups(of:))
        XCTAssertEqual(Set(groups.map(\.locale)).count, 25, "every locale's .stringsdict is checked")
        XCTAssertEqual(groups.count, 50)
        XCTAssertEqual(Set(groups.map(\.prefix)), ["substitutions.sites.plural"])
    }

    /// Kestrel's catalog, written like linearmouse's against CLDR before 42: French lacks "many" in both plain
    /// plurals and both substitution variables, all four counting with integers (`%lld`, or `%arg` of an `lld`
    /// substitution), so `other` serves the millions too; Hebrew keeps "many" in both plain plurals (with the text
    /// of their "other", so harmless and not reported).
    func testKestrelCatalogMatchesTheIndependentComputation() throws {
        let files = try StructureTestSupport.readKestrel(["Localizable.xcstrings"])
        XCTAssertEqual(tally(StructureTestSupport.findings("plural-missing-category", in: files)), [:])
        XCTAssertEqual(tally(StructureTestSupport.findings("plural-unused-category", in: files)), [:])
        // Two plain plurals in 13 locales, two substitution variables in seven, a plural under two devices in three.
        let groups = units(files).flatMap(PluralGroup.groups(of:))
        XCTAssertEqual(Set(groups.map(\.locale)).count, 13)
        XCTAssertEqual(groups.count, 46)
        XCTAssertEqual(Set(groups.map(\.prefix)), ["plural", "substitutions.photos.plural", "substitutions.videos.plural",
                                                    "device.iphone.plural", "device.mac.plural"])
    }

    /// Kestrel's `.stringsdict` files, like DuckDuckGo's: French lacks "many" for a `%d` count, which `other`
    /// serves; English's "zero" is allowed.
    func testKestrelStringsDictMatchesTheIndependentComputation() throws {
        let files = try StructureTestSupport.readKestrel(["Sharing"])
        XCTAssertEqual(files.filter { $0.format == .stringsdict }.count, 8)
        XCTAssertEqual(tally(StructureTestSupport.findings("plural-missing-category", in: files)), [:])
        XCTAssertEqual(tally(StructureTestSupport.findings("plural-unused-category", in: files)), [:])
        let groups = units(files).flatMap(PluralGroup.groups(of:))
        XCTAssertEqual(Set(groups.map(\.locale)).count, 8, "every locale's .stringsdict is checked")
        XCTAssertEqual(groups.count, 16)
        XCTAssertEqual(Set(groups.map(\.prefix)), ["substitutions.invites.plural", "substitutions.items.plural"])
    }

    /// A French plural whose forms do not write the count: copylint cannot tell that `other` reads right for a
    /// million, so the missing "many" is advice, and the message names the numbers it is for.
    func testFindingsNameTheCategoryAndExampleNumbers() throws {
        let french = try StructureTestSupport.catalogFindings("plural-missing-category", """
        {"sourceLanguage": "en", "version": "1.0", "strings": {"%lld files": {"localizations": {
          "en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld file"}},
                                           "other": {"stringUnit": {"state": "translated", "value": "%lld files"}}}}},
          "fr": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "Un fichier"}},
                                           "other": {"stringUnit": {"state": "translated", "value": "Des fichiers"}}}}}}}}}
        """)
        XCTAssertEqual(french.map(\.locale), ["fr"])
        for finding in french {
            XCTAssertEqual(finding.message, "No “many” form (1000000, 2000000, …) for fr, whose plural rules use one, many, other.")
            XCTAssertTrue(finding.variation.hasSuffix("plural.one"), "located at the group's first entry: \(finding.variation)")
        }
        XCTAssertTrue(french.allSatisfy { $0.severity == .info }, "no ordinary count selects French many")
    }

    private func tally(_ findings: [Finding]) -> [String: Int] {
        var counts: [String: Int] = [:]
        for finding in findings {
            let category = finding.message.split(separator: "“")[1].split(separator: "”")[0]
            counts["\(finding.locale) \(category)", default: 0] += 1
        }
        return counts
    }

    private func units(_ files: [StringFile]) -> [TranslationUnit] {
        TranslationUnits.build(from: files, resolver: RoleResolver(configuration: Configuration()))
    }
}
