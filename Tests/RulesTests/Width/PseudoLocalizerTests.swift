import Catalogs
import CopyText
import CopylintTestSupport
import Foundation
@testable import Language
@testable import Rules
@testable import Width
import XCTest

/// Pseudo-localization: accents, the length-band growth, brackets, the right-to-left variant, untouched
/// placeholders and markup, and pseudo catalogs of a real app (when the corpora are present) and of the Kestrel
/// fixtures that still pass the structural checks.
final class PseudoLocalizerTests: XCTestCase {
    private let accented = PseudoLocalizer(locale: "qps-ploc")

    func testLettersAreAccentedAndTheTextBracketed() {
        let pseudo = accented.localize("Save")
        XCTAssertTrue(pseudo.hasPrefix("[Šåṽé"), pseudo)
        XCTAssertTrue(pseudo.hasSuffix("]"))
        XCTAssertEqual(pseudo, pseudo.precomposedStringWithCanonicalMapping, "accented letters are NFC")
    }

    func testGrowthFollowsTheLengthBand() {
        let bands = ExpansionBands.standard
        for source in ["OK", "Save", "Show Password", "Check your internet connection.",
                       "Your subscription will renew automatically unless you turn it off at least a day before."] {
            let pseudo = accented.localize(source)
            let growth = bands.band(forLength: source.count).growth
            let expected = max(2, Int((Double(source.count) * growth).rounded(.up)))
            XCTAssertEqual(pseudo.count - source.count, expected, "“\(source)” → “\(pseudo)”")
        }
    }

    func testPlaceholdersMarkupAndWhitespaceAreUntouched() {
        let source = "  Delete %1$@ and %2$lld other items from **%#@library@**? See [Help](https://support.apple.com/guide) <b>now</b>.\n"
        let pseudo = accented.localize(source)
        for kept in ["%1$@", "%2$lld", "%#@library@", "**", "](https://support.apple.com/guide)", "<b>", "</b>"] {
            XCTAssertTrue(pseudo.contains(kept), "“\(kept)” changed in \(pseudo)")
        }
        XCTAssertTrue(pseudo.hasPrefix("  ["), pseudo)
        XCTAssertTrue(pseudo.hasSuffix(".]\n"), "the end mark and whitespace stay last: \(pseudo)")
        XCTAssertEqual(FormatSpecifierParser.parse(pseudo).specifiers.map(\.text), FormatSpecifierParser.parse(source).specifiers.map(\.text))
        XCTAssertEqual(accented.localize("   "), "   ", "blank text stays blank")
    }

    func testTheRightToLeftVariantIsolatesTheText() {
        let pseudo = PseudoLocalizer(locale: "qps-plocm").localize("Save %@")
        XCTAssertTrue(pseudo.hasPrefix("\u{2067}["), pseudo)
        XCTAssertTrue(pseudo.hasSuffix("]\u{2069}"), pseudo)
        XCTAssertEqual(PseudoLocalizer(locale: "ar-XB").variant, .rightToLeft)
        XCTAssertEqual(PseudoLocalizer(locale: "en-XA").variant, .accented)
    }

    func testTheCatalogKeepsItsStructureAndXcodesLayout() throws {
        let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld files" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } } } } }
              }
            },
            "Done" : { },
            "AppName" : { "shouldTranslate" : false },
            "Open %@" : { "extractionState" : "manual", "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Open %@" } } } }
          },
          "version" : "1.0"
        }
        """
        let result = try PseudoCatalog.pseudoLocalize(Data(catalog.utf8), locale: "qps-ploc", localizer: accented)
        let text = String(decoding: result.data, as: UTF8.self)
        XCTAssertTrue(text.contains("\"sourceLanguage\" : \"en\""), "Xcode's key : value layout")
        XCTAssertEqual(result.summary.keys, 3)
        XCTAssertEqual(result.summary.skipped, 1)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: result.data) as? [String: Any])
        let strings = try XCTUnwrap(object["strings"] as? [String: Any])
        XCTAssertEqual(object["version"] as? String, "1.0")
        let done = try XCTUnwrap(((strings["Done"] as? [String: Any])?["localizations"] as? [String: Any])?["qps-ploc"] as? [String: Any])
        XCTAssertEqual((done["stringUnit"] as? [String: Any])?["value"] as? String, accented.localize("Done"), "a key without a source value is its own source")
        XCTAssertNil((strings["AppName"] as? [String: Any])?["localizations"], "shouldTranslate: false is left alone")
        XCTAssertEqual((strings["Open %@"] as? [String: Any])?["extractionState"] as? String, "manual")
        let files = try XCTUnwrap(((strings["%lld files"] as? [String: Any])?["localizations"] as? [String: Any])?["qps-ploc"] as? [String: Any])
        let plural = try XCTUnwrap((files["variations"] as? [String: Any])?["plural"] as? [String: Any])
        XCTAssertEqual(Set(plural.keys), Set(PluralRules.categories(locale: "qps-ploc")), "the pseudo-locale's own plural categories")
    }

    func testThePseudoLocalizedLinearMouseCatalogPassesTheStructuralChecks() throws {
        let source = try Corpora.require("linearmouse/LinearMouse/Localizable.xcstrings")
        XCTAssertGreaterThan(try pseudoLocalizeAndCheck(source), 300)
    }

    /// Kestrel's catalog: plurals in every CLDR shape, substitutions, device variations, every kind of
    /// placeholder, emoji and a brand key that is not translated. 25 keys have a plain English value (24 plain
    /// keys and the substitution message) whose growth is checked.
    func testThePseudoLocalizedKestrelCatalogPassesTheStructuralChecks() throws {
        XCTAssertEqual(try pseudoLocalizeAndCheck(StructureTestSupport.kestrel.appendingPathComponent("Localizable.xcstrings")), 25)
    }

    /// Pseudo-localizes `source` into qps-ploc, audits the result for qps-ploc, and checks that no structural rule
    /// fires and that every plain string grew by its band's allowance; returns how many strings it measured.
    private func pseudoLocalizeAndCheck(_ source: URL, file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        let result = try PseudoCatalog.pseudoLocalize(Data(contentsOf: source), locale: "qps-ploc", localizer: accented)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copylint-pseudo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try result.data.write(to: folder.appendingPathComponent("Localizable.xcstrings"))
        let read = ParallelReading.read(Discovery.find(paths: [folder.path], defaultSourceLanguage: "en").requests)
        XCTAssertEqual(read.errors.count, 0, "\(read.errors)", file: file, line: line)
        let findings = Auditor(configuration: Configuration(), locales: ["qps-ploc"]).audit(read.files).findings
        let structural: Set<String> = ["placeholder-mismatch", "placeholder-missing", "placeholder-invalid",
                                       "plural-missing-category", "plural-unused-category", "end-punctuation-mismatch"]
        let broken = findings.filter { structural.contains($0.rule) }
        XCTAssertEqual(broken.map { "\($0.rule): \($0.key) \($0.variation)" }, [], file: file, line: line)
        // Every translatable string grew by its band's allowance (counted in rendered characters).
        let entries = read.files.flatMap(\.entries)
        let sources = Dictionary(entries.filter(\.isSource).map { ("\($0.key)|\($0.variation)", $0.value) }, uniquingKeysWith: { first, _ in first })
        var checked = 0
        for entry in entries where entry.locale == "qps-ploc" {
            guard let original = sources["\(entry.key)|\(entry.variation)"] ?? sources["\(entry.key)|"],
                  !original.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty,
                  entry.variation.isEmpty else { continue }
            let length = ProseText(original.trimmingCharacters(in: .whitespacesAndNewlines)).text.count
            let growth = ExpansionBands.standard.band(forLength: length).growth
            let grown = ProseText(entry.value).text.count - ProseText(original).text.count
            XCTAssertEqual(grown, max(2, Int((Double(length) * growth).rounded(.up))), "“\(original)” → “\(entry.value)”", file: file, line: line)
            checked += 1
        }
        return checked
    }
}
