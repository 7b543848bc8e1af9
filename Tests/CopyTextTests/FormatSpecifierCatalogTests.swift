import CopyText
import CopylintTestSupport
import Foundation
import XCTest

/// Parses every value of real String Catalogs (xcstrings-tool's fixtures and the KeepingYouAwake app, when the
/// corpora are present) and checks the exact specifiers of known keys. `KestrelSpecifierTests` proves the same
/// on the repository's own catalog.
final class FormatSpecifierCatalogTests: XCTestCase {
    private func oracle(_ name: String) throws -> URL {
        try Corpora.require("oracles/xcstrings-tool/Tests/XCStringsToolTests/__Fixtures__/\(name)")
    }

    /// Every `stringUnit.value` of a catalog, keyed by the string key it belongs to (all locales and variations).
    private func values(of catalog: URL) throws -> [String: [String]] {
        let data = try Data(contentsOf: catalog)
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let strings = try XCTUnwrap(root["strings"] as? [String: Any])
        var result: [String: [String]] = [:]
        for (key, entry) in strings {
            var found: [String] = []
            collectValues(in: entry, into: &found)
            result[key] = found
        }
        return result
    }

    private func collectValues(in node: Any, into found: inout [String]) {
        if let dictionary = node as? [String: Any] {
            if let unit = dictionary["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
                found.append(value)
            }
            for (key, child) in dictionary where key != "stringUnit" { collectValues(in: child, into: &found) }
        } else if let array = node as? [Any] {
            for child in array { collectValues(in: child, into: &found) }
        }
    }

    private func specifierTexts(_ values: [String: [String]], _ key: String) throws -> [String] {
        let value = try XCTUnwrap(values[key]?.first, key)
        return FormatSpecifierParser.parse(value).specifiers.map(\.text)
    }

    func testFormatSpecifiersCatalog() throws {
        let values = try values(of: oracle("FormatSpecifiers.xcstrings"))
        XCTAssertEqual(values.count, 13)
        let expected: [String: [String]] = [
            "at": ["%@"], "d": ["%d"], "d_length": ["%lld"], "f": ["%f"], "f_precision": ["%.2f"], "i": ["%i"],
            "o": ["%o"], "u": ["%u"], "x": ["%x"], "percentage": [], "percentage_escaped": ["%%"],
            "percentage_escaped_space_o": ["%%"], "percentage_space_o": [],
        ]
        for (key, texts) in expected {
            XCTAssertEqual(try specifierTexts(values, key), texts, key)
        }
        for (key, list) in values {
            for value in list {
                XCTAssertEqual(FormatSpecifierParser.parse(value).malformed, [], "\(key): \(value)")
                let arguments = FormatArguments.arguments(of: value, substitutions: [:])
                XCTAssertLessThanOrEqual(arguments.count, 1, key)
            }
        }
        let precision = try XCTUnwrap(FormatSpecifierParser.parse(try XCTUnwrap(values["f_precision"]?.first)).specifiers.first)
        XCTAssertEqual(precision.precision, "2")
        XCTAssertEqual(precision.scalarRange, 5..<9)
    }

    func testPositionalCatalog() throws {
        let values = try values(of: oracle("Positional.xcstrings"))
        XCTAssertEqual(try specifierTexts(values, "reorder"), ["%2$@", "%1$lld"])
        XCTAssertEqual(try specifierTexts(values, "repeatExplicit"), ["%1$lld", "%1$lld"])
        XCTAssertEqual(try specifierTexts(values, "repeatImplicit"), ["%@", "%1$@"])

        let reorder = FormatArguments.arguments(of: try XCTUnwrap(values["reorder"]?.first), substitutions: [:])
        XCTAssertEqual(reorder.map(\.argumentType), [.signedInt64, .object])
        let implicit = FormatSpecifierParser.parse(try XCTUnwrap(values["repeatImplicit"]?.first)).specifiers
        XCTAssertEqual(FormatArguments.positionProblems(of: implicit).count, 1)
        let explicit = FormatSpecifierParser.parse(try XCTUnwrap(values["repeatExplicit"]?.first)).specifiers
        XCTAssertEqual(FormatArguments.positionProblems(of: explicit), [])
    }

    func testSubstitutionCatalogValues() throws {
        let values = try values(of: oracle("Substitution.xcstrings"))
        let all = try XCTUnwrap(values["substitutions_example.string"])
        let parsed = all.map { FormatSpecifierParser.parse($0) }
        XCTAssertEqual(parsed.flatMap(\.malformed), [])
        let names = parsed.flatMap(\.specifiers).compactMap(\.substitutionName)
        XCTAssertEqual(Set(names), ["total.strings", "remaining.strings"])
        XCTAssertEqual(parsed.flatMap(\.specifiers).filter { $0.conversionClass == .substitutionArgument }.count, 3)
    }

    /// DuckDuckGo's SyncUI translations hold real translator mistakes: a substitution token split by spaces in the
    /// French stringsdict and `% @` in the Croatian .strings, where English has `%#@sites@` and `%@`.
    func testDuckDuckGoTranslatorMistakes() throws {
        let resources = try Corpora.require("duckduckgo-iOS/LocalPackages/SyncUI-iOS/Sources/SyncUI-iOS/Resources")
        let formatKey = { (locale: String) throws -> String in
            let data = try Data(contentsOf: resources.appendingPathComponent("\(locale).lproj/Localizable.stringsdict"))
            let plist = try XCTUnwrap(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
            let entry = try XCTUnwrap(plist["bookmarks.invalid.objects.present.description"] as? [String: Any])
            return try XCTUnwrap(entry["NSStringLocalizedFormatKey"] as? String)
        }
        let english = FormatSpecifierParser.parse(try formatKey("en"))
        XCTAssertEqual(english.specifiers.map(\.substitutionName), ["sites"])
        XCTAssertEqual(english.malformed, [])
        let french = FormatSpecifierParser.parse(try formatKey("fr"))
        XCTAssertEqual(french.specifiers, [])
        XCTAssertEqual(french.malformed.map(\.text), ["%# @sites @"])

        let titleLine = { (locale: String) throws -> String in
            let text = try String(contentsOf: resources.appendingPathComponent("\(locale).lproj/Localizable.strings"), encoding: .utf8)
            return try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix("\"edit.device.title\"") }.map(String.init))
        }
        XCTAssertEqual(FormatSpecifierParser.parse(try titleLine("en")).specifiers.map(\.text), ["%@"])
        let croatian = FormatSpecifierParser.parse(try titleLine("hr"))
        XCTAssertEqual(croatian.specifiers, [])
        XCTAssertEqual(croatian.malformed.map(\.text), ["% @"])
        XCTAssertEqual(FormatSpecifierParser.parse(try titleLine("de")).specifiers.map(\.text), ["%@"])
    }

    /// KeepingYouAwake's 21 translations: every value parses without malformed specifiers, and each translation
    /// reads arguments compatible with its English source.
    func testKeepingYouAwakeTranslationsMatchTheirSource() throws {
        let catalog = try Corpora.require("KeepingYouAwake/KeepingYouAwake/Localizable.xcstrings")
        XCTAssertGreaterThan(try Self.compareTranslationsWithTheirSource(in: catalog), 0)
    }

    /// Checks every plain value of `catalog` against its English source (the key when English has none): no
    /// malformed specifiers, and as many arguments, each compatible with the source's. Returns how many
    /// translations of a source with arguments it compared.
    static func compareTranslationsWithTheirSource(in catalog: URL, file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        let data = try Data(contentsOf: catalog)
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let strings = try XCTUnwrap(root["strings"] as? [String: [String: Any]])
        var comparedTranslations = 0
        for (key, entry) in strings {
            guard let localizations = entry["localizations"] as? [String: [String: Any]] else { continue }
            let unitValue = { (locale: String) -> String? in
                (localizations[locale]?["stringUnit"] as? [String: Any])?["value"] as? String
            }
            let source = FormatArguments.arguments(of: unitValue("en") ?? key, substitutions: [:])
            for locale in localizations.keys {
                guard let value = unitValue(locale) else { continue }
                XCTAssertEqual(FormatSpecifierParser.parse(value).malformed, [], "\(key) [\(locale)]: \(value)", file: file, line: line)
                let target = FormatArguments.arguments(of: value, substitutions: [:])
                guard !source.isEmpty else { continue }
                comparedTranslations += 1
                XCTAssertEqual(target.count, source.count, "\(key) [\(locale)]: \(value)", file: file, line: line)
                for (sourceArgument, targetArgument) in zip(source, target) {
                    XCTAssertTrue(sourceArgument.isCompatible(with: targetArgument), "\(key) [\(locale)]: \(value)", file: file, line: line)
                }
            }
        }
        return comparedTranslations
    }
}
