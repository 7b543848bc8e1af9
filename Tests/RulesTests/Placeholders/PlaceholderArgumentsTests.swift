import Catalogs
import CopyText
@testable import Rules
import XCTest

/// The placeholder rules number arguments themselves (to keep each specifier's span); these tests hold that
/// numbering to `FormatArguments.arguments`, and check how variation paths and substitution forms are read.
final class PlaceholderArgumentsTests: XCTestCase {
    private func entry(_ value: String, variation: String = "", locale: String = "en") -> Entry {
        Entry(file: "t.xcstrings", table: "t", key: "k", locale: locale, variation: variation, value: value,
              location: SourceLocation(line: 1, column: 1), isSource: locale == "en")
    }

    func testNumberingMatchesFormatArguments() {
        let definitions: [String: FormatArguments.Substitution] = [
            "total": (2, "lld"), "remaining": (3, "lld"), "sites": (nil, "d"), "price": (1, "@"),
        ]
        let texts = [
            "%@ and %@", "%1$@ invited %2$@", "%2$@ wurde von %1$@ eingeladen", "%@が写真を%d枚送信しました",
            "%*d items", "%-*.*f%%", "%lld%% complete", "%@! There %#@total@ and you have %#@remaining@ remaining",
            "%#@sites@", "Удалить «%@» из %@?", "%1$lld or %1$@", "%#@unknown@ %@", "%#@price@ für %lld Artikel",
            "%3$@ %1$@", "50% off", "% @ herunterladen",
        ]
        for text in texts {
            let leaf = PlaceholderLeaf(entry: entry(text))
            let ours = PlaceholderArguments.uses(
                in: leaf, definitions: definitions, definesSubstitutions: true, substitutionArgument: nil, shift: 0
            ).map(\.argument)
            let sorted = ours.enumerated().sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }.map(\.element)
            XCTAssertEqual(sorted, FormatArguments.arguments(of: text, substitutions: definitions), text)
        }
    }

    func testSpansPointAtTheSpecifiers() {
        let leaf = PlaceholderLeaf(entry: entry("Удалить «%@» из %2$lld?"))
        let uses = PlaceholderArguments.uses(in: leaf, definitions: [:], definesSubstitutions: false, substitutionArgument: nil, shift: 0)
        XCTAssertEqual(uses.map(\.span), [9..<11, 16..<22])
    }

    func testVariationPathsAreRead() {
        XCTAssertEqual(PlaceholderLeafKind(variation: ""), .message(path: "", category: nil))
        XCTAssertEqual(PlaceholderLeafKind(variation: "plural.few"), .message(path: "", category: "few"))
        XCTAssertEqual(PlaceholderLeafKind(variation: "device.iphone.plural.one"), .message(path: "device.iphone", category: "one"))
        XCTAssertEqual(PlaceholderLeafKind(variation: "device.mac"), .message(path: "device.mac", category: nil))
        XCTAssertEqual(PlaceholderLeafKind(variation: "substitutions.total.strings.plural.one"),
                       .substitutionForm(scope: "", name: "total.strings", category: "one"))
        XCTAssertEqual(PlaceholderLeafKind(variation: "device.mac.substitutions.files.plural.many"),
                       .substitutionForm(scope: "device.mac", name: "files", category: "many"))
    }

    func testStringsDictFormsReadTheirTokensArgument() {
        // "%@ has %#@files@": the token is argument 2, so the form's plain %d reads argument 2 too.
        let entries = [entry("%@ hat %#@files@", locale: "de"), entry("%d Dateien", variation: "substitutions.files.plural.other", locale: "de")]
        let localization = LocalizationPlaceholders(
            locale: "de", entries: entries, substitutions: [Substitution(name: "files", argumentNumber: nil, formatSpecifier: "d")],
            definesSubstitutions: true
        )
        let form = localization.leaves[1]
        XCTAssertEqual(form.tokenPosition, 2)
        XCTAssertEqual(form.uses.map(\.argument.position), [2])
        XCTAssertEqual(localization.leaves[0].uses.map(\.argument.argumentType), [.object, .signedInt32])
    }

    func testCatalogFormsReadArgNum() {
        let entries = [
            entry("%#@folders@中有%#@files@", locale: "zh-Hans"),
            entry("%arg 个文件", variation: "substitutions.files.plural.other", locale: "zh-Hans"),
            entry("%arg 个文件夹", variation: "substitutions.folders.plural.other", locale: "zh-Hans"),
        ]
        let localization = LocalizationPlaceholders(
            locale: "zh-Hans", entries: entries,
            substitutions: [Substitution(name: "files", argumentNumber: 1, formatSpecifier: "lld"),
                            Substitution(name: "folders", argumentNumber: 2, formatSpecifier: "lld")],
            definesSubstitutions: true
        )
        XCTAssertEqual(localization.leaves[0].uses.map(\.argument.position), [2, 1])
        XCTAssertEqual(localization.leaves[1].uses.map(\.argument.position), [1])
        XCTAssertEqual(localization.leaves[2].uses.map(\.argument.position), [2])
        XCTAssertEqual(localization.leaves[2].uses.map(\.argument.argumentType), [.signedInt64])
    }

    func testDanglingTokensAreOnlyDanglingWhenTheFileDefinesSubstitutions() {
        let xliff = LocalizationPlaceholders(locale: "de", entries: [entry("%#@files@", locale: "de")], substitutions: [], definesSubstitutions: false)
        XCTAssertEqual(xliff.leaves[0].uses.map(\.isDangling), [false])
        let catalog = LocalizationPlaceholders(locale: "de", entries: [entry("%#@files@", locale: "de")], substitutions: [], definesSubstitutions: true)
        XCTAssertEqual(catalog.leaves[0].uses.map(\.isDangling), [true])
    }
}
