import CopyText
import CopylintTestSupport
import Foundation
import XCTest

/// What `FormatSpecifierCatalogTests` proves on real catalogs, on the repository's own Kestrel catalog
/// (`Tests/Fixtures/Text/Kestrel`), so it holds on a fresh clone: the exact specifiers of its English sources,
/// positional forms, a substitution message, translations compatible with their source, and the translator
/// mistakes (written into copies of Kestrel's files in a temporary folder: the fixtures stay valid).
final class KestrelSpecifierTests: XCTestCase {
    private func catalog() throws -> [String: [String: Any]] {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: CorpusFixtures.kestrelCatalog))
        return try XCTUnwrap((json as? [String: Any])?["strings"] as? [String: [String: Any]])
    }

    /// The plain `stringUnit` value of `key` in `locale`.
    private func value(_ key: String, _ locale: String) throws -> String {
        let localizations = try XCTUnwrap(catalog()[key]?["localizations"] as? [String: Any], key)
        let unit = (localizations[locale] as? [String: Any])?["stringUnit"] as? [String: Any]
        return try XCTUnwrap(unit?["value"] as? String, "\(key) [\(locale)]")
    }

    private func texts(_ value: String) -> [String] {
        FormatSpecifierParser.parse(value).specifiers.map(\.text)
    }

    /// Every key's English value, with the specifiers read off it by hand.
    func testEnglishSourceSpecifiers() throws {
        let expected: [String: [String]] = [
            "%@ is full": ["%@"], "Last backup: %@": ["%@"], "Storage: %.1f GB of %.1f GB used": ["%.1f", "%.1f"],
            "%lld%% uploaded": ["%lld", "%%"], "%1$@ invited %2$@ to “%3$@”": ["%1$@", "%2$@", "%3$@"],
            "%1$@ added %2$lld photos": ["%1$@", "%2$lld"], "Remove “%@” from this album?": ["%@"],
            "“%1$@” is in the Trash. Restore “%1$@”?": ["%1$@", "%1$@"], "Error code: %ld": ["%ld"],
            "%lld min left": ["%lld"], "Photo %ld of %ld": ["%ld", "%ld"],
            "shared.summary": ["%1$@", "%2$#@photos@", "%3$#@videos@"],
            "Back Up Now": [], "Cancel": [], "Done": [], "Settings": [], "Shared Albums": [], "Sign In": [],
            "Wi\u{2011}Fi only": [], "Backup complete 🎉": [], "👨‍👩‍👧 Family Library": [], "Choose a folder to back up.": [],
            "Open in Finder": [],
        ]
        for (key, specifiers) in expected {
            let source = try value(key, "en")
            XCTAssertEqual(texts(source), specifiers, key)
            XCTAssertEqual(FormatSpecifierParser.parse(source).malformed, [], key)
        }
        // "Storage: " is nine scalars: the first "%.1f" spans 9..<13.
        let storage = try XCTUnwrap(FormatSpecifierParser.parse(try value("Storage: %.1f GB of %.1f GB used", "en")).specifiers.first)
        XCTAssertEqual(storage.precision, "1")
        XCTAssertEqual(storage.scalarRange, 9..<13)
    }

    func testPositionalTranslations() throws {
        let german = try value("%1$@ added %2$lld photos", "de")
        XCTAssertEqual(texts(german), ["%2$lld", "%1$@"])
        XCTAssertEqual(FormatArguments.arguments(of: german, substitutions: [:]).map(\.argumentType), [.object, .signedInt64])
        let japanese = try value("Photo %ld of %ld", "ja")
        XCTAssertEqual(texts(japanese), ["%2$ld", "%1$ld"])
        XCTAssertEqual(FormatArguments.positionProblems(of: FormatSpecifierParser.parse(japanese).specifiers), [])
        let repeated = FormatSpecifierParser.parse(try value("“%1$@” is in the Trash. Restore “%1$@”?", "fr")).specifiers
        XCTAssertEqual(repeated.map(\.text), ["%1$@", "%1$@"])
        XCTAssertEqual(FormatArguments.positionProblems(of: repeated), [])
        // Mixing a bare and a positional form (which Xcode rejects) is built here, not kept in the fixtures.
        XCTAssertEqual(FormatArguments.positionProblems(of: FormatSpecifierParser.parse("Rename %@ to %1$@?").specifiers).count, 1)
    }

    /// `shared.summary` in seven locales: seven messages reading two substitutions, and 42 plural forms holding
    /// 38 `%arg` tokens in all (Arabic's "one" and "two" forms name no number; counted in the file with Python).
    func testSubstitutionValues() throws {
        let values = try StringFileValues.catalogValues(in: CorpusFixtures.kestrelCatalog, key: "shared.summary").map(\.value)
        XCTAssertEqual(values.count, 7 + 42)
        let parsed = values.map { FormatSpecifierParser.parse($0) }
        XCTAssertEqual(parsed.flatMap(\.malformed), [])
        XCTAssertEqual(Set(parsed.flatMap(\.specifiers).compactMap(\.substitutionName)), ["photos", "videos"])
        XCTAssertEqual(parsed.flatMap(\.specifiers).filter { $0.conversionClass == .substitutionArgument }.count, 38)
    }

    /// Every plain Kestrel translation reads arguments compatible with its English source: eleven keys with
    /// arguments in 13 locales and the substitution message in seven, 150 comparisons.
    func testTranslationsMatchTheirSource() throws {
        XCTAssertEqual(try FormatSpecifierCatalogTests.compareTranslationsWithTheirSource(in: CorpusFixtures.kestrelCatalog), 150)
    }

    /// The mistakes DuckDuckGo's translators made, made in copies of Kestrel's files: a substitution token split
    /// by spaces in a French `.stringsdict` (`%# @invites @` for `%#@invites@`) and `% @` for `%@` in a German
    /// `.strings` line.
    func testTranslatorMistakes() throws {
        let sharing = CorpusFixtures.kestrel.appendingPathComponent("Sharing")
        let folder = try temporaryFolder()
        let data = try Data(contentsOf: sharing.appendingPathComponent("fr.lproj/Sharing.stringsdict"))
        var plist = try XCTUnwrap(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        var invites = try XCTUnwrap(plist["invites.pending"] as? [String: Any])
        invites["NSStringLocalizedFormatKey"] = "%# @invites @"
        plist["invites.pending"] = invites
        let brokenDict = folder.appendingPathComponent("Sharing.stringsdict")
        try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0).write(to: brokenDict)
        let formatKey = { (file: URL) throws -> String in
            let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: file), format: nil) as? [String: Any]
            return try XCTUnwrap((plist?["invites.pending"] as? [String: Any])?["NSStringLocalizedFormatKey"] as? String)
        }
        let english = FormatSpecifierParser.parse(try formatKey(sharing.appendingPathComponent("en.lproj/Sharing.stringsdict")))
        XCTAssertEqual(english.specifiers.map(\.substitutionName), ["invites"])
        XCTAssertEqual(english.malformed, [])
        let french = FormatSpecifierParser.parse(try formatKey(brokenDict))
        XCTAssertEqual(french.specifiers, [])
        XCTAssertEqual(french.malformed.map(\.text), ["%# @invites @"])

        let german = try String(contentsOf: sharing.appendingPathComponent("de.lproj/Sharing.strings"), encoding: .utf8)
        let brokenStrings = folder.appendingPathComponent("Sharing.strings")
        try german.replacingOccurrences(of: "„%@“ nicht", with: "„% @“ nicht").write(to: brokenStrings, atomically: true, encoding: .utf8)
        let titleLine = { (file: URL) throws -> String in
            let text = try String(contentsOf: file, encoding: .utf8)
            return try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix("\"share.stop.title\"") }.map(String.init))
        }
        XCTAssertEqual(texts(try titleLine(sharing.appendingPathComponent("en.lproj/Sharing.strings"))), ["%@"])
        XCTAssertEqual(texts(try titleLine(sharing.appendingPathComponent("de.lproj/Sharing.strings"))), ["%@"])
        let broken = FormatSpecifierParser.parse(try titleLine(brokenStrings))
        XCTAssertEqual(broken.specifiers, [])
        XCTAssertEqual(broken.malformed.map(\.text), ["% @"])
    }

    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copytext-kestrel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }
}
