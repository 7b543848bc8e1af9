import Catalogs
import CopyText
import CopylintTestSupport
@testable import Rules
import XCTest

/// The per-unit shortcuts of the structure rules against the plain computations they replace, on every string
/// file of the text folders (the Kestrel fixtures, the example, the corpora when present): the unit memo, the
/// byte tests on variation paths and the ASCII split of a path.
final class UnitFastPathTests: XCTestCase {
    private static let units: [TranslationUnit] = TranslationUnits.build(
        from: StructureTestSupport.textFolderFiles, resolver: RoleResolver(configuration: Configuration())
    )

    private static let pathSamples = [
        "", "plural", "plural.one", "xplural.one", "pplural.few", "plura.one", "plurals", "device.iphone.plural.one",
        "substitutions.files.plural.other", "substitutions.total.strings.plural.one", "device.mac", "..", ".plural.",
        "plural.", "é.plural.one", "substitutions.fichiers.plural.one", "plüral.one", "a.\u{301}plural.one",
        "device.applewatch.substitutions.n.plural.few",
    ]

    private func variations() -> [String] {
        let fromFiles = Self.units.flatMap { unit in
            (unit.source + unit.translations.values.flatMap { $0 }).map(\.variation) + unit.missing.map(\.variation)
        }
        return Array(Set(fromFiles)) + Self.pathSamples
    }

    /// Kestrel alone makes 50 units (30 catalog keys, the Sharing table's 10 keys, the XLIFF export's 10) and
    /// 41 distinct variation paths; the corpora, when present, over 500 units.
    func testTheTextFoldersAreThere() {
        XCTAssertGreaterThanOrEqual(Self.units.count, Corpora.isAvailable ? 500 : 50)
        XCTAssertGreaterThanOrEqual(variations().filter { !$0.isEmpty }.count, 41)
    }

    func testPluralByteTestAgreesWithASubstringSearch() {
        for variation in variations() {
            let expected = variation.utf8.count > 6 && variation.contains("plural")
            XCTAssertEqual(PluralGroup.mayHoldPluralCase(variation), expected, variation)
        }
    }

    func testVariationComponentsAgreeWithSplit() {
        for variation in variations() {
            XCTAssertEqual(
                TranslationUnit.variationComponents(variation), variation.split(separator: ".", omittingEmptySubsequences: false),
                variation
            )
        }
    }

    func testXLIFFTestAgreesWithLowercasing() {
        let paths = ["a/de.xliff", "A/DE.XLIFF", "b.xlf", "b.XLF", "c.xcstrings", "d.strings", "e.stringsdict", "f", "",
                     "g.xliff\u{301}", "h.xlif", "i.Xliff", "j.xlf.bak", "k.pdf"]
        for path in paths {
            let lowered = path.lowercased()
            XCTAssertEqual(PluralGroup.isXLIFF(path), lowered.hasSuffix(".xliff") || lowered.hasSuffix(".xlf"), path)
        }
    }

    func testMemoGivesTheAnswersMadeWithoutIt() {
        for unit in Self.units {
            var remembered = unit
            remembered.memo = UnitMemo()
            XCTAssertEqual(remembered.translationLocales.map(\.locale), unit.translations.keys.sorted())
            // Asked twice: the second answer is the stored one.
            for _ in 0..<2 {
                XCTAssertEqual(summary(of: remembered.placeholders), summary(of: UnitPlaceholders(unit: unit)), unit.key)
                XCTAssertEqual(summary(of: PluralGroup.groups(of: remembered)), summary(of: PluralGroup.groups(of: unit)), unit.key)
            }
        }
    }

    func testPlaceholderLeafKindsAgreeWithTheSplitReading() {
        for variation in variations() {
            let parts = variation.isEmpty ? [] : variation.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            let expected: PlaceholderLeafKind
            if let start = parts.firstIndex(of: "substitutions"), let plural = parts.lastIndex(of: "plural"),
               plural > start + 1, plural + 1 < parts.count {
                expected = .substitutionForm(
                    scope: parts[..<start].joined(separator: "."), name: parts[(start + 1)..<plural].joined(separator: "."),
                    category: parts[(plural + 1)...].joined(separator: ".")
                )
            } else if let plural = parts.lastIndex(of: "plural"), plural + 1 < parts.count {
                var path = parts
                path.removeSubrange(plural...(plural + 1))
                expected = .message(path: path.joined(separator: "."), category: parts[plural + 1])
            } else {
                expected = .message(path: variation, category: nil)
            }
            XCTAssertEqual(PlaceholderLeafKind(variation: variation), expected, variation)
        }
    }

    private func summary(of placeholders: UnitPlaceholders?) -> [String] {
        guard let placeholders else { return ["none"] }
        let localizations = (placeholders.source.map { [$0] } ?? []) + placeholders.translations
        return localizations.flatMap { localization in
            localization.leaves.map { leaf in
                let uses = leaf.uses.map { "\($0.argument.position)\($0.argument.specifierText)\($0.span)\($0.isDangling)" }
                return "\(localization.locale) \(leaf.entry.variation) \(leaf.malformed.count) \(uses) \(leaf.tokenPosition ?? 0)"
            }
        } + placeholders.keyArguments.map(\.specifierText)
    }

    private func summary(of groups: [PluralGroup]) -> [String] {
        groups.map { "\($0.locale) \($0.prefix) \($0.members.map(\.category)) \($0.categoriesWithoutValue.sorted())" }
    }
}
