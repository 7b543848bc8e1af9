import CopylintTestSupport
import Foundation
import XCTest
import Catalogs

/// Reads catalogs for the `.xcstrings` tests: the corpora's (when they are there; a test that asks for one is
/// skipped without them), the Readers fixtures' and catalogs written in the test.
enum XCStringsTestFiles {
    static func request(displayPath: String, table: String = "Localizable", sourceLanguage: String = "en") -> ReadRequest {
        ReadRequest(
            path: displayPath, displayPath: displayPath, format: .xcstrings, table: table, locale: nil,
            sourceLanguage: sourceLanguage
        )
    }

    static func bytes(ofCorpusFile relativePath: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: try Corpora.require(relativePath)))
    }

    static func readCorpusFile(_ relativePath: String) throws -> StringFile {
        try XCStringsReader.read(try bytes(ofCorpusFile: relativePath), request: request(displayPath: relativePath))
    }

    /// The bytes of a catalog below `Tests/Fixtures/Readers`.
    static func bytes(ofFixture relativePath: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: OtherFormatsFixtures.readers.appendingPathComponent(relativePath)))
    }

    /// A catalog below `Tests/Fixtures/Readers`, read with `relativePath` as its display path.
    static func readFixture(_ relativePath: String) throws -> StringFile {
        try XCStringsReader.read(try bytes(ofFixture: relativePath), request: request(displayPath: relativePath))
    }

    static func read(_ text: String, sourceLanguage: String = "en") throws(ReadError) -> StringFile {
        try XCStringsReader.read(Array(text.utf8), request: request(displayPath: "Test.xcstrings", sourceLanguage: sourceLanguage))
    }

    /// The error reading `text` gives, or nil when it reads.
    static func error(reading text: String) -> ReadError? {
        do {
            _ = try read(text)
            return nil
        } catch {
            return error
        }
    }
}

/// Entry counts for every String Catalog in the corpora, counted independently by /work/notes/count_xcstrings.py
/// (Python's json module walking the same rules), and positions checked by hand with `grep -n`. Every test here
/// skips without the corpora; `XCStringsFixtureTests` proves the same on the Readers fixtures.
final class XCStringsCorpusTests: XCTestCase {
    /// relative path → (entries, key-as-value entries).
    static let expectedCounts: [String: (entries: Int, keyAsValue: Int)] = [
        "KeepingYouAwake/KeepingYouAwake/Localizable.xcstrings": (460, 26),
        "KeepingYouAwake/KeepingYouAwake/Settings/KYAAdvancedSettingsViewController/mul.lproj/KYAAdvancedSettingsViewController.xcstrings": (47, 0),
        "KeepingYouAwake/KeepingYouAwake/Settings/KYABatterySettingsViewController/mul.lproj/KYABatterySettingsViewController.xcstrings": (173, 0),
        "KeepingYouAwake/KeepingYouAwake/Settings/KYADurationSettingsViewController/mul.lproj/KYAAddDurationViewController.xcstrings": (97, 0),
        "KeepingYouAwake/KeepingYouAwake/Settings/KYADurationSettingsViewController/mul.lproj/KYADurationSettingsViewController.xcstrings": (126, 0),
        "KeepingYouAwake/KeepingYouAwake/Settings/KYAGeneralSettingsViewController/mul.lproj/KYAGeneralSettingsViewController.xcstrings": (127, 0),
        "KeepingYouAwake/KeepingYouAwake/Settings/KYASettings.xcstrings": (146, 0),
        "KeepingYouAwake/KeepingYouAwake/Settings/KYAUpdateSettingsViewController/mul.lproj/KYAUpdateSettingsViewController.xcstrings": (66, 0),
        "linearmouse/LinearMouse/Localizable.xcstrings": (12517, 340),
        // Interface Builder catalogs: the English text stands in the storyboards, so most keys have no "en".
        "Rectangle/Rectangle/mul.lproj/Main.xcstrings": (8284, 174),
        "Rectangle/RectangleLauncher/mul.lproj/Main.xcstrings": (3930, 0),
        "oracles/xcstrings-migrator/Tests/XCStringsMigratorTests/Resources/Reverter/Localizable.xcstrings": (13, 0),
        "oracles/xcstrings-tool/Tests/PluginTests/Resources/FeatureOne.xcstrings": (2, 0),
        "oracles/xcstrings-tool/Tests/PluginTests/Resources/Localizable.xcstrings": (2, 0),
        "oracles/xcstrings-tool/Tests/XCStringsToolTests/__Fixtures__/!MismatchingArgumentType.xcstrings": (1, 0),
        "oracles/xcstrings-tool/Tests/XCStringsToolTests/__Fixtures__/!MissingArgument.xcstrings": (1, 0),
        "oracles/xcstrings-tool/Tests/XCStringsToolTests/__Fixtures__/!UnsupportedFormatSpecifiers.xcstrings": (1, 0),
        "oracles/xcstrings-tool/Tests/XCStringsToolTests/__Fixtures__/FormatSpecifiers.xcstrings": (13, 0),
        "oracles/xcstrings-tool/Tests/XCStringsToolTests/__Fixtures__/Localizable.xcstrings": (14, 2),
        "oracles/xcstrings-tool/Tests/XCStringsToolTests/__Fixtures__/Multiline.xcstrings": (1, 0),
        "oracles/xcstrings-tool/Tests/XCStringsToolTests/__Fixtures__/Positional.xcstrings": (3, 0),
        "oracles/xcstrings-tool/Tests/XCStringsToolTests/__Fixtures__/Simple.xcstrings": (1, 0),
        "oracles/xcstrings-tool/Tests/XCStringsToolTests/__Fixtures__/Substitution.xcstrings": (4, 0),
        "oracles/xcstrings-tool/Tests/XCStringsToolTests/__Fixtures__/Variations.xcstrings": (5, 0),
        "oracles/xcstrings.schema.json/examples/DeviceVariations.xcstrings": (12, 0),
        "oracles/xcstrings.schema.json/examples/Extractor.xcstrings": (216, 0),
        "oracles/xcstrings.schema.json/examples/InfoPlist.xcstrings": (36, 0),
        "oracles/xcstrings.schema.json/examples/LiveExtractor.xcstrings": (60, 11),
        "oracles/xcstrings.schema.json/examples/LivePhotos.xcstrings": (192, 0),
        "oracles/xcstrings.schema.json/examples/RegEx.xcstrings": (204, 34),
        "oracles/xcstrings.schema.json/examples/Test1.xcstrings": (5, 0),
        "oracles/xcstrings.schema.json/examples/Test2.xcstrings": (5, 0),
        "oracles/xcstrings.schema.json/examples/Test3.xcstrings": (10, 0),
        "oracles/xcstrings.schema.json/examples/Test4.xcstrings": (4, 0),
        "oracles/xcstrings.schema.json/examples/Test5.xcstrings": (4, 0),
        "oracles/xcstrings.schema.json/examples/Test6.xcstrings": (2, 0),
        "oracles/xcstrings.schema.json/examples/Test7.xcstrings": (21, 0),
        "oracles/xcstrings.schema.json/examples/Test8.xcstrings": (55, 0),
    ]

    static let brokenCatalog = "oracles/xcstrings-migrator/Tests/XCStringsMigratorTests/Resources/Reverter/Broken.xcstrings"

    func testEveryCorpusCatalogIsCounted() throws {
        let corpora = try Corpora.requirePath()
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: corpora))
        var found: Set<String> = []
        while let path = enumerator.nextObject() as? String {
            if path.hasSuffix(".xcstrings") { found.insert(path) }
        }
        XCTAssertEqual(found, Set(Self.expectedCounts.keys).union([Self.brokenCatalog]))
    }

    func testEntryCountsMatchTheIndependentCount() throws {
        for (path, expected) in Self.expectedCounts {
            let file = try XCStringsTestFiles.readCorpusFile(path)
            XCTAssertEqual(file.entries.count, expected.entries, path)
            XCTAssertEqual(file.entries.filter(\.isKeyAsValue).count, expected.keyAsValue, path)
            XCTAssertEqual(file.path, path)
            XCTAssertEqual(file.format, .xcstrings)
            XCTAssertTrue(file.entries.allSatisfy { $0.file == path && $0.table == "Localizable" }, path)
        }
    }

    /// `{}` is valid JSON with no strings in it: it reads as an empty catalog, not as an error.
    func testEmptyObjectCatalogReadsAsEmpty() throws {
        let file = try XCStringsTestFiles.readCorpusFile(Self.brokenCatalog)
        XCTAssertEqual(file.entries.count, 0)
        XCTAssertEqual(file.tables.count, 1)
    }

    /// The corpora README's state totals for linearmouse: 12,154 translated and 23 new, plus 340 key-as-value entries.
    func testLinearMouseStatesAndTable() throws {
        let file = try XCStringsTestFiles.readCorpusFile("linearmouse/LinearMouse/Localizable.xcstrings")
        let states = Dictionary(grouping: file.entries, by: { $0.state ?? "(none)" }).mapValues(\.count)
        XCTAssertEqual(states, ["translated": 12154, "new": 23, "(none)": 340])
        let table = try XCTUnwrap(file.tables.first)
        XCTAssertEqual(file.tables.count, 1)
        XCTAssertEqual(table.sourceLanguage, "en")
        XCTAssertEqual(table.locales.count, 35)
        XCTAssertTrue(table.locales.isSuperset(of: ["ar", "zh-Hant-HK", "nb-NO", "en"]))
        XCTAssertEqual(table.missing, [])
        // Counted with Python's json module: 81 plural leaves under `substitutions` across the locales.
        XCTAssertEqual(file.entries.filter { $0.variation.hasPrefix("substitutions.") }.count, 81)
    }

    /// Every verbatim entry's value must stand in the file at its line and column (columns in Unicode scalars);
    /// every other entry must start right after a quote.
    func testEveryLocationPointsAtItsValueInTheFile() throws {
        for path in Self.expectedCounts.keys {
            let text = String(decoding: try XCStringsTestFiles.bytes(ofCorpusFile: path), as: UTF8.self)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
            for entry in try XCStringsTestFiles.readCorpusFile(path).entries {
                let line = lines[entry.location.line - 1]
                let start = entry.location.column - 1
                XCTAssertEqual(line[start - 1], "\"", "\(path) \(entry.key)")
                if entry.isVerbatim {
                    let value = Array(entry.value.unicodeScalars)
                    XCTAssertEqual(Array(line[start..<min(line.count, start + value.count)]), value, "\(path) \(entry.key)")
                }
            }
        }
    }

    private func entry(
        in file: StringFile, key: String, locale: String, variation: String = ""
    ) throws -> Entry {
        try XCTUnwrap(file.entries.first { $0.key == key && $0.locale == locale && $0.variation == variation },
                      "\(key) \(locale) \(variation)")
    }

    func testKeepingYouAwakePositionsKeyAsValueAndEscapes() throws {
        let file = try XCStringsTestFiles.readCorpusFile("KeepingYouAwake/KeepingYouAwake/Localizable.xcstrings")

        // Line 4: `    "(Default)" : {`, with no "en" localization: the key stands in as the source value.
        let source = try entry(in: file, key: "(Default)", locale: "en")
        XCTAssertEqual(source.location, SourceLocation(line: 4, column: 6))
        XCTAssertEqual(source.value, "(Default)")
        XCTAssertTrue(source.isKeyAsValue && source.isSource && source.isVerbatim)
        XCTAssertNil(source.state)
        XCTAssertEqual(source.comment, "(Default)")

        // Line 22: `            "value" : "(Προεπιλογή)"`.
        let greek = try entry(in: file, key: "(Default)", locale: "el")
        XCTAssertEqual(greek.location, SourceLocation(line: 22, column: 24))
        XCTAssertEqual(greek.value, "(Προεπιλογή)")
        XCTAssertEqual(greek.state, "translated")
        XCTAssertTrue(greek.isVerbatim)
        XCTAssertFalse(greek.isSource || greek.isKeyAsValue)

        // Line 705 holds the key with a `\n` escape, line 712 its Danish value with one.
        let key = "Click to allow sleep\nRight click to show menu"
        let escapedKey = try entry(in: file, key: key, locale: "en")
        XCTAssertEqual(escapedKey.location, SourceLocation(line: 705, column: 6))
        XCTAssertFalse(escapedKey.isVerbatim)
        XCTAssertTrue(escapedKey.isKeyAsValue)
        XCTAssertEqual(escapedKey.comment, "Click to allow sleep\\nRight click to show menu")
        let danish = try entry(in: file, key: key, locale: "da")
        XCTAssertEqual(danish.location, SourceLocation(line: 712, column: 24))
        XCTAssertEqual(danish.value, "Klik for at tillade vågeblus\nHøjreklik for at vise menu")
        XCTAssertFalse(danish.isVerbatim)
    }

    func testEscapedQuotesAndBackslashesDecode() throws {
        let linearMouse = try XCStringsTestFiles.readCorpusFile("linearmouse/LinearMouse/Localizable.xcstrings")
        let french = try entry(in: linearMouse, key: "Copy settings from vertical", locale: "fr")
        XCTAssertEqual(french.location, SourceLocation(line: 16577, column: 24))
        XCTAssertEqual(french.value, "Copier les paramètres de la catégorie \"Vertical\"")
        XCTAssertFalse(french.isVerbatim)

        let regEx = try XCStringsTestFiles.readCorpusFile("oracles/xcstrings.schema.json/examples/RegEx.xcstrings")
        let german = try entry(in: regEx, key: "Price: $$$1\\.$2\\n", locale: "de")
        XCTAssertEqual(german.location, SourceLocation(line: 689, column: 24))
        XCTAssertEqual(german.value, "Preis: $$$1\\.$2\\n")
        let keyAsValue = try entry(in: regEx, key: "Price: $$$1\\.$2\\n", locale: "en")
        XCTAssertEqual(keyAsValue.location, SourceLocation(line: 684, column: 6))
    }

    func testDeviceNestedPluralVariation() throws {
        let file = try XCStringsTestFiles.readCorpusFile("oracles/xcstrings.schema.json/examples/DeviceVariations.xcstrings")
        let one = try entry(in: file, key: "items.count", locale: "en", variation: "device.iphone.plural.one")
        XCTAssertEqual(one.location, SourceLocation(line: 57, column: 36))
        XCTAssertEqual(one.value, "1 iPhone")
        XCTAssertEqual(one.comment, "Number of items with plural variation")
        XCTAssertTrue(one.isSource)
        let variations = file.entries.filter { $0.key == "items.count" }.map(\.variation)
        XCTAssertEqual(variations, [
            "device.iphone.plural.one", "device.iphone.plural.other", "device.iphone.plural.zero", "device.other",
        ])
    }

    func testSubstitutionsBesideDeviceVariations() throws {
        let file = try XCStringsTestFiles.readCorpusFile("oracles/xcstrings.schema.json/examples/Test3.xcstrings")
        let folder = try entry(
            in: file, key: "substitutions_and_device", locale: "en", variation: "substitutions.folder_iphone.plural.one"
        )
        XCTAssertEqual(folder.location, SourceLocation(line: 18, column: 34))
        XCTAssertEqual(folder.value, "%arg folder")
        XCTAssertEqual(folder.extractionState, "manual")
        XCTAssertEqual(file.entries.map(\.variation).filter { $0.hasPrefix("device.") }, ["device.iphone", "device.mac"])
        let substitutions = file.tables[0].substitutions[SubstitutionKey(key: "substitutions_and_device", locale: "en")]
        XCTAssertEqual(substitutions, [
            Substitution(name: "folder_iphone", argumentNumber: 2, formatSpecifier: "ld"),
            Substitution(name: "folder_mac", argumentNumber: 2, formatSpecifier: "ld"),
            Substitution(name: "user_iphone", argumentNumber: 1, formatSpecifier: "ld"),
            Substitution(name: "user_mac", argumentNumber: 1, formatSpecifier: "ld"),
        ])
    }

    /// Keys with `shouldTranslate: false` and no localization still give their key-as-value source entry.
    func testShouldTranslateFalseKeysKeepTheirSourceEntry() throws {
        let file = try XCStringsTestFiles.readCorpusFile("oracles/xcstrings.schema.json/examples/LiveExtractor.xcstrings")
        let untranslatable = file.entries.filter { !$0.shouldTranslate }
        XCTAssertEqual(untranslatable.count, 10)
        XCTAssertTrue(untranslatable.allSatisfy { $0.isKeyAsValue && $0.locale == "en" && $0.value == $0.key })
    }
}
