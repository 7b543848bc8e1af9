import CopylintTestSupport
import Foundation
import XCTest
@testable import Catalogs

final class StringsDictReaderTests: XCTestCase {
    private typealias Fixtures = OtherFormatsFixtures

    private func read(_ body: String, locale: String = "en") throws -> StringFile {
        try StringsDictReader.read(Data(plist(body).utf8), request: Fixtures.request("t.stringsdict", format: .stringsdict, locale: locale))
    }

    private func error(_ body: String) -> ReadError? {
        Fixtures.readError(Data(plist(body).utf8), StringsDictReader.read, format: .stringsdict)
    }

    /// Wraps `body` in a plist document; `body` starts on line 4.
    private func plist(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n" + body + "\n</dict>\n</plist>\n"
    }

    // MARK: Fixtures (Tests/Fixtures/Readers; counts from Python's plistlib, positions by finding each
    // `<string>` on its line)

    private func quillpad(_ locale: String) throws -> StringFile {
        try Fixtures.readFixture("\(Fixtures.kitResources)/\(locale).lproj/Localizable.stringsdict", format: .stringsdict, locale: locale)
    }

    func testEveryFixtureStringsDictHasTheIndependentlyCountedEntries() throws {
        let expected = ["en": 9, "de": 8, "ru": 15]
        let found = Fixtures.files(in: [Fixtures.readers], withExtensions: ["stringsdict"])
            .map { Fixtures.relativePath(of: $0, in: Fixtures.readers) }
        XCTAssertEqual(Set(found), Set(expected.keys.map { "\(Fixtures.kitResources)/\($0).lproj/Localizable.stringsdict" }))
        var total = 0
        var categories: [String: Int] = [:]
        for (locale, count) in expected {
            let file = try quillpad(locale)
            XCTAssertEqual(file.entries.count, count, locale)
            XCTAssertTrue(file.entries.allSatisfy { $0.locale == locale && $0.isSource == (locale == "en") }, locale)
            total += file.entries.count
            for entry in file.entries where entry.variation.contains(".plural.") {
                categories[String(entry.variation.split(separator: ".").last!), default: 0] += 1
            }
        }
        XCTAssertEqual(total, 32)
        XCTAssertEqual(categories, ["zero": 2, "one": 9, "few": 3, "many": 3, "other": 9])
    }

    /// Two plural variables in one format (`%#@notes@ in %#@folders@`), each a substitution of its own.
    func testSeveralVariablesInOneFormatPositionsAndSubstitutions() throws {
        let file = try quillpad("en")
        let key = "%lld notes in %lld folders"
        let entries = file.entries.filter { $0.key == key }
        XCTAssertEqual(entries.map(\.variation), [
            "", "substitutions.notes.plural.one", "substitutions.notes.plural.other",
            "substitutions.folders.plural.one", "substitutions.folders.plural.other",
        ])
        XCTAssertEqual(entries.map(\.value), ["%#@notes@ in %#@folders@", "%lld note", "%lld notes", "%lld folder", "%lld folders"])
        XCTAssertEqual(entries.map(\.location), [
            SourceLocation(line: 8, column: 11), SourceLocation(line: 16, column: 12), SourceLocation(line: 18, column: 12),
            SourceLocation(line: 27, column: 12), SourceLocation(line: 29, column: 12),
        ])
        XCTAssertTrue(entries.allSatisfy { $0.isVerbatim && $0.isSource && $0.locale == "en" && $0.table == "T" && $0.comment == nil })
        let table = try XCTUnwrap(file.tables.first)
        XCTAssertEqual(table.substitutions[SubstitutionKey(key: key, locale: "en")], [
            Substitution(name: "notes", argumentNumber: nil, formatSpecifier: "lld"),
            Substitution(name: "folders", argumentNumber: nil, formatSpecifier: "lld"),
        ])
        XCTAssertEqual(table.substitutions[SubstitutionKey(key: "%lld selected", locale: "en")],
                       [Substitution(name: "selected", argumentNumber: nil, formatSpecifier: "lld")])
        XCTAssertEqual(table.substitutions.count, 2)
        XCTAssertEqual(table.locales, ["en"])
        XCTAssertEqual(file.entries.first { $0.variation == "substitutions.selected.plural.zero" }?.location,
                       SourceLocation(line: 43, column: 12))

        let russian = try quillpad("ru")
        let few = try XCTUnwrap(russian.entries.first { $0.key == key && $0.variation == "substitutions.folders.plural.few" })
        XCTAssertEqual(few.value, "%lld папках")
        XCTAssertEqual(few.location, SourceLocation(line: 33, column: 12))
        XCTAssertFalse(few.isSource)
        XCTAssertEqual(russian.entries.filter { $0.key == key && $0.variation.hasPrefix("substitutions.folders.") }.map(\.location.line),
                       [31, 33, 35, 37])
        XCTAssertEqual(russian.entries.first { $0.key == key }?.value, "%#@notes@ в %#@folders@")
        XCTAssertEqual(russian.tables.first?.substitutions[SubstitutionKey(key: key, locale: "ru")]?.map(\.name), ["notes", "folders"])

        // German has no `zero` form for the selection.
        XCTAssertEqual(try quillpad("de").entries.filter { $0.key == "%lld selected" }.map(\.variation), [
            "", "substitutions.selected.plural.one", "substitutions.selected.plural.other",
        ])
    }

    // MARK: Corpora (counts from /work/notes/count_other_formats.py; skipped without the corpora)

    func testEveryCorpusStringsDictHasTheIndependentlyCountedEntries() throws {
        var expected: [String: Int] = [
            "oracles/xcstrings-migrator/Tests/XCStringsMigratorTests/Resources/Migrator/Localizable.stringsdict": 4,
            "oracles/xcstrings-migrator/Tests/XCStringsMigratorTests/Resources/Migrator/full.lproj/Localizable.stringsdict": 4,
            "oracles/xcstrings-tool/Tests/PluginTests/Resources/en.lproj/Legacy.stringsdict": 3,
            "oracles/xcstrings-tool/Tests/XCStringsToolTests/__Fixtures__/Legacy.stringsdict": 3,
        ]
        let twelve: Set = ["cs", "lt", "pl", "ru", "sk", "sl"]
        let ten: Set = ["hr", "ro"]
        for locale in ["bg", "cs", "da", "de", "el", "en", "es", "et", "fi", "fr", "hr", "hu", "it", "lt", "lv", "nb",
                       "nl", "pl", "pt", "ro", "ru", "sk", "sl", "sv", "tr"] {
            let count = twelve.contains(locale) ? 12 : ten.contains(locale) ? 10 : 8
            expected["\(Fixtures.duckDuckGoResources)/\(locale).lproj/Localizable.stringsdict"] = count
        }
        XCTAssertEqual(expected.count, 29)
        var total = 0
        var categories: [String: Int] = [:]
        for (path, count) in expected {
            let file = try Fixtures.readCorpus(path, format: .stringsdict)
            XCTAssertEqual(file.entries.count, count, path)
            total += file.entries.count
            for entry in file.entries where entry.variation.contains(".plural.") {
                categories[String(entry.variation.split(separator: ".").last!), default: 0] += 1
            }
        }
        XCTAssertEqual(total, 242)
        XCTAssertEqual(categories, ["zero": 52, "one": 54, "two": 2, "few": 16, "many": 10, "other": 54])
    }

    func testDuckDuckGoPluralsPositionsAndSubstitutions() throws {
        let file = try Fixtures.readCorpus("\(Fixtures.duckDuckGoResources)/en.lproj/Localizable.stringsdict", format: .stringsdict)
        let key = "bookmarks.invalid.objects.present.description"
        let entries = file.entries.filter { $0.key == key }
        XCTAssertEqual(entries.map(\.variation), [
            "", "substitutions.sites.plural.zero", "substitutions.sites.plural.one", "substitutions.sites.plural.other",
        ])
        XCTAssertEqual(entries[0].value, "%#@sites@")
        XCTAssertEqual(entries[0].location, SourceLocation(line: 8, column: 11))
        XCTAssertTrue(entries[0].isVerbatim)
        XCTAssertEqual(entries[1].value, "Your bookmark for %2$@ can't sync because one of its fields exceeds the character limit.")
        XCTAssertEqual(entries[1].location, SourceLocation(line: 16, column: 12))
        XCTAssertFalse(entries[1].isVerbatim)
        XCTAssertTrue(entries.allSatisfy { $0.isSource && $0.locale == "en" && $0.table == "T" })
        let table = try XCTUnwrap(file.tables.first)
        XCTAssertEqual(table.substitutions[SubstitutionKey(key: key, locale: "en")],
                       [Substitution(name: "sites", argumentNumber: nil, formatSpecifier: "d")])
        XCTAssertEqual(table.substitutions.count, 2)
        XCTAssertEqual(table.locales, ["en"])

        let russian = try Fixtures.readCorpus("\(Fixtures.duckDuckGoResources)/ru.lproj/Localizable.stringsdict", format: .stringsdict, locale: "ru")
        let few = try XCTUnwrap(russian.entries.first { $0.key == key && $0.variation == "substitutions.sites.plural.few" })
        XCTAssertEqual(few.location, SourceLocation(line: 16, column: 12))
        XCTAssertFalse(few.isSource)
    }

    // MARK: Rule types

    func testWidthAndDeviceRulesAndNestedDeviceVariants() throws {
        let file = try read("""
        <key>Application Name</key>
        <dict>
          <key>NSStringVariableWidthRuleType</key>
          <dict>
            <key>20</key><string>App</string>
            <key>50</key><string>Application Name</string>
          </dict>
        </dict>
        <key>Touch</key>
        <dict>
          <key>NSStringDeviceSpecificRuleType</key>
          <dict>
            <key>iphone</key><string>Tap here</string>
            <key>mac</key><string>Click here</string>
            <key>applewatch</key>
            <dict>
              <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
              <key>n</key>
              <dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>lld</string>
                <key>one</key><string>%lld tap</string>
                <key>other</key><string>%lld taps</string>
              </dict>
            </dict>
          </dict>
        </dict>
        """)
        XCTAssertEqual(file.entries.map { "\($0.key)|\($0.variation)|\($0.value)" }, [
            "Application Name|width.20|App",
            "Application Name|width.50|Application Name",
            "Touch|device.iphone|Tap here",
            "Touch|device.mac|Click here",
            "Touch|device.applewatch|%#@n@",
            "Touch|device.applewatch.substitutions.n.plural.one|%lld tap",
            "Touch|device.applewatch.substitutions.n.plural.other|%lld taps",
        ])
        XCTAssertEqual(file.entries[0].location, SourceLocation(line: 8, column: 26))
        XCTAssertEqual(file.tables[0].substitutions[SubstitutionKey(key: "Touch", locale: "en")],
                       [Substitution(name: "n", argumentNumber: nil, formatSpecifier: "lld")])
    }

    func testSeveralVariablesAndMissingValueType() throws {
        let file = try read("""
        <key>%d folders hold %d files</key>
        <dict>
          <key>NSStringLocalizedFormatKey</key><string>%#@folders@ hold %#@files@</string>
          <key>folders</key>
          <dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>one</key><string>%d folder</string><key>other</key><string>%d folders</string></dict>
          <key>files</key>
          <dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>other</key><string>%d files</string></dict>
        </dict>
        """, locale: "fr")
        XCTAssertEqual(file.entries.count, 4)
        XCTAssertTrue(file.entries.allSatisfy { !$0.isSource && $0.locale == "fr" })
        XCTAssertEqual(file.tables[0].substitutions[SubstitutionKey(key: "%d folders hold %d files", locale: "fr")], [
            Substitution(name: "folders", argumentNumber: nil, formatSpecifier: nil),
            Substitution(name: "files", argumentNumber: nil, formatSpecifier: "d"),
        ])
    }

    // MARK: Errors

    func testWrongTypesAreErrorsWithTheirLine() {
        XCTAssertEqual(error("<key>a</key>\n<string>not a dict</string>").map { "\($0.line ?? 0) \($0.message)" },
                       "4 the value of 'a' must be a <dict>, not <string>")
        XCTAssertEqual(error("""
        <key>a</key>
        <dict>
          <key>NSStringLocalizedFormatKey</key><integer>1</integer>
        </dict>
        """).map { "\($0.line ?? 0) \($0.message)" }, "6 'NSStringLocalizedFormatKey' in 'a' must be a <string>, not <integer>")
        XCTAssertEqual(error("""
        <key>a</key>
        <dict>
          <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
          <key>n</key>
          <dict>
            <key>one</key><string>x</string>
          </dict>
        </dict>
        """).map { "\($0.line ?? 0) \($0.message)" }, "7 the variable 'n' of 'a' has no NSStringFormatSpecTypeKey")
        XCTAssertEqual(error("""
        <key>a</key>
        <dict>
          <key>n</key>
          <dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringGenderRuleType</string>
          </dict>
        </dict>
        """)?.line, 8)
        XCTAssertEqual(error("<key>a</key>\n<dict>\n<key>n</key>\n<array/>\n</dict>")?.message,
                       "the variable 'n' of 'a' must be a <dict>, not <array>")
        XCTAssertEqual(error("<key>a</key>")?.message, "the key 'a' has no value")
        XCTAssertEqual(error("<key>a</key><dict>stray text</dict>")?.message, "unexpected text in <dict>")
    }

    func testTopLevelMustBeADictionary() {
        let data = Data("<plist version=\"1.0\"><array/></plist>".utf8)
        XCTAssertEqual(Fixtures.readError(data, StringsDictReader.read, format: .stringsdict)?.message,
                       "a .stringsdict file must hold a <dict> of keys")
    }
}
