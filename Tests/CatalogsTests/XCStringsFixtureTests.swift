import CopylintTestSupport
import Foundation
import XCTest
import Catalogs

/// What `XCStringsCorpusTests` proves on real apps, proven on the Readers fixtures (Quillpad's two catalogs, see
/// `Tests/Fixtures/Readers/README.md`). The counts were worked out apart from the reader, with Python's json
/// module walking the rules (one entry per `stringUnit` leaf, plus the key as the source value where a key has no
/// source-language localization), and each position by finding the value's JSON text on its line.
final class XCStringsFixtureTests: XCTestCase {
    static let localizable = "Quillpad/Quillpad/Localizable.xcstrings"
    static let infoPlist = "Quillpad/Quillpad/InfoPlist.xcstrings"

    /// relative path below `Tests/Fixtures/Readers` → (entries, key-as-value entries).
    static let expectedCounts: [String: (entries: Int, keyAsValue: Int)] = [
        localizable: (47, 6),
        infoPlist: (4, 0),
    ]

    private func entry(
        in file: StringFile, key: String, locale: String, variation: String = ""
    ) throws -> Entry {
        try XCTUnwrap(file.entries.first { $0.key == key && $0.locale == locale && $0.variation == variation },
                      "\(key) \(locale) \(variation)")
    }

    // MARK: Counts

    func testEveryFixtureCatalogIsCounted() {
        let found = OtherFormatsFixtures.files(in: [OtherFormatsFixtures.readers], withExtensions: ["xcstrings"])
            .map { OtherFormatsFixtures.relativePath(of: $0, in: OtherFormatsFixtures.readers) }
        XCTAssertEqual(Set(found), Set(Self.expectedCounts.keys))
    }

    func testEntryCountsMatchTheIndependentCount() throws {
        for (path, expected) in Self.expectedCounts {
            let file = try XCStringsTestFiles.readFixture(path)
            XCTAssertEqual(file.entries.count, expected.entries, path)
            XCTAssertEqual(file.entries.filter(\.isKeyAsValue).count, expected.keyAsValue, path)
            XCTAssertEqual(file.path, path)
            XCTAssertEqual(file.format, .xcstrings)
            XCTAssertTrue(file.entries.allSatisfy { $0.file == path && $0.table == "Localizable" }, path)
        }
    }

    /// `{}` is valid JSON with no strings in it: it reads as an empty catalog, not as an error.
    func testEmptyObjectCatalogReadsAsEmpty() throws {
        let file = try XCStringsTestFiles.read("{}")
        XCTAssertEqual(file.entries.count, 0)
        XCTAssertEqual(file.tables.count, 1)
        XCTAssertEqual(file.tables.first?.sourceLanguage, "en")
    }

    /// Quillpad's catalog: 36 translated, 3 needs_review and 2 new leaves, and 6 key-as-value entries without a
    /// state; 20 entries in English, 17 in German, 5 each in French and Japanese.
    func testStatesLocalesAndTable() throws {
        let file = try XCStringsTestFiles.readFixture(Self.localizable)
        let states = Dictionary(grouping: file.entries, by: { $0.state ?? "(none)" }).mapValues(\.count)
        XCTAssertEqual(states, ["translated": 36, "needs_review": 3, "new": 2, "(none)": 6])
        XCTAssertEqual(Dictionary(grouping: file.entries, by: \.locale).mapValues(\.count), ["en": 20, "de": 17, "fr": 5, "ja": 5])
        XCTAssertEqual(file.locales, ["de", "en", "fr", "ja"])
        let table = try XCTUnwrap(file.tables.first)
        XCTAssertEqual(file.tables.count, 1)
        XCTAssertEqual(table.id, "Localizable")
        XCTAssertEqual(table.sourceLanguage, "en")
        XCTAssertEqual(table.locales, ["de", "en", "fr", "ja"])
        XCTAssertEqual(table.missing, [])
        // 4 plural leaves under `substitutions` in English and 4 in German.
        XCTAssertEqual(file.entries.filter { $0.variation.hasPrefix("substitutions.") }.count, 8)
        // The escaped keys and values: `Delete \"%@\"?` (en, de), `Type \\n …` (en, de, fr), `Welcome back!\n…`
        // (en, de, ja).
        XCTAssertEqual(file.entries.filter { !$0.isVerbatim }.count, 8)
    }

    // MARK: Positions

    /// Every verbatim entry's value must stand in the file at its line and column (columns in Unicode scalars);
    /// every other entry must start right after a quote. Checked on every catalog of `Corpora.textFolders`: the
    /// fixtures and the bundled example always, the real apps when they are there.
    func testEveryLocationPointsAtItsValueInTheFile() throws {
        let catalogs = OtherFormatsFixtures.files(in: Corpora.textFolders, withExtensions: ["xcstrings"])
        XCTAssertTrue(catalogs.contains { $0.path.hasSuffix(Self.localizable) })
        var checked = 0
        for url in catalogs {
            let bytes = [UInt8](try Data(contentsOf: url))
            let read = Result { () throws(ReadError) -> StringFile in
                try XCStringsReader.read(bytes, request: XCStringsTestFiles.request(displayPath: url.path))
            }
            guard case .success(let file) = read else {
                // Another suite may keep a damaged catalog on purpose; the Readers fixtures must all read.
                XCTAssertFalse(OtherFormatsFixtures.isReadersFixture(url), "\(url.path): \(read)")
                continue
            }
            let text = String(decoding: bytes, as: UTF8.self)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
            for entry in file.entries {
                let line = lines[entry.location.line - 1]
                let start = entry.location.column - 1
                XCTAssertEqual(line[start - 1], "\"", "\(url.path) \(entry.key)")
                if entry.isVerbatim {
                    let value = Array(entry.value.unicodeScalars)
                    XCTAssertEqual(Array(line[start..<min(line.count, start + value.count)]), value, "\(url.path) \(entry.key)")
                }
                checked += 1
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 51)
    }

    func testPositionsKeyAsValueAndEscapes() throws {
        let file = try XCStringsTestFiles.readFixture(Self.localizable)

        // Line 248: `    "Quillpad" : {`, with no localization at all: the key stands in as the source value.
        let name = try entry(in: file, key: "Quillpad", locale: "en")
        XCTAssertEqual(name.location, SourceLocation(line: 248, column: 6))
        XCTAssertEqual(name.value, "Quillpad")
        XCTAssertTrue(name.isKeyAsValue && name.isSource && name.isVerbatim)
        XCTAssertNil(name.state)
        XCTAssertEqual(name.comment, "The app's name; never translated")

        // Line 287: `            "value" : "保存済み"`.
        let japanese = try entry(in: file, key: "Saved", locale: "ja")
        XCTAssertEqual(japanese.location, SourceLocation(line: 287, column: 24))
        XCTAssertEqual(japanese.value, "保存済み")
        XCTAssertEqual(japanese.state, "needs_review")
        XCTAssertTrue(japanese.isVerbatim)
        XCTAssertFalse(japanese.isSource || japanese.isKeyAsValue)

        // Line 362 holds the key with a `\n` escape, line 368 its German value with one.
        let key = "Welcome back!\nYour notes are up to date."
        let escapedKey = try entry(in: file, key: key, locale: "en")
        XCTAssertEqual(escapedKey.location, SourceLocation(line: 362, column: 6))
        XCTAssertFalse(escapedKey.isVerbatim)
        XCTAssertTrue(escapedKey.isKeyAsValue)
        XCTAssertEqual(escapedKey.comment, "First line after launch when everything is synced")
        let german = try entry(in: file, key: key, locale: "de")
        XCTAssertEqual(german.location, SourceLocation(line: 368, column: 24))
        XCTAssertEqual(german.value, "Willkommen zurück!\nDeine Notizen sind aktuell.")
        XCTAssertFalse(german.isVerbatim)
        XCTAssertEqual(try entry(in: file, key: key, locale: "ja").location, SourceLocation(line: 374, column: 24))
    }

    func testEscapedQuotesAndBackslashesDecode() throws {
        let file = try XCStringsTestFiles.readFixture(Self.localizable)

        // Line 195: `    "Delete \"%@\"?" : {`, without an English localization; line 201: its German value
        // `"\"%@\" löschen?"`. The French value, without escapes, stays verbatim.
        let key = "Delete \"%@\"?"
        let source = try entry(in: file, key: key, locale: "en")
        XCTAssertEqual(source.location, SourceLocation(line: 195, column: 6))
        XCTAssertEqual(source.value, key)
        XCTAssertTrue(source.isKeyAsValue)
        XCTAssertFalse(source.isVerbatim)
        let german = try entry(in: file, key: key, locale: "de")
        XCTAssertEqual(german.location, SourceLocation(line: 201, column: 24))
        XCTAssertEqual(german.value, "\"%@\" löschen?")
        XCTAssertFalse(german.isVerbatim)
        let french = try entry(in: file, key: key, locale: "fr")
        XCTAssertEqual(french.value, "Supprimer « %@ » ?")
        XCTAssertTrue(french.isVerbatim)

        // Line 345: the key `Type \\n to start a new line` is a backslash and an n, not a line break; so is its
        // comment's `\\n`, and the French value's on line 357.
        let hintKey = "Type \\n to start a new line"
        let hint = try entry(in: file, key: hintKey, locale: "en")
        XCTAssertEqual(hint.location, SourceLocation(line: 345, column: 6))
        XCTAssertEqual(hint.value.unicodeScalars.count, 27)
        XCTAssertFalse(hint.value.contains("\n"))
        XCTAssertEqual(hint.comment, "Hint in the template editor; \\n is typed as is")
        let hintFrench = try entry(in: file, key: hintKey, locale: "fr")
        XCTAssertEqual(hintFrench.location, SourceLocation(line: 357, column: 24))
        XCTAssertEqual(hintFrench.value, "Tapez \\n pour commencer une nouvelle ligne")
        XCTAssertFalse(hintFrench.isVerbatim)
    }

    // MARK: Variations and substitutions

    func testDeviceNestedPluralVariation() throws {
        let file = try XCStringsTestFiles.readFixture(Self.localizable)
        let key = "%lld attachments"
        let one = try entry(in: file, key: key, locale: "en", variation: "device.iphone.plural.one")
        XCTAssertEqual(one.location, SourceLocation(line: 46, column: 36))
        XCTAssertEqual(one.value, "%lld attachment")
        XCTAssertEqual(one.comment, "Attachment count in the note inspector")
        XCTAssertTrue(one.isSource)
        XCTAssertEqual(file.entries.filter { $0.key == key && $0.locale == "en" }.map(\.variation), [
            "device.iphone.plural.one", "device.iphone.plural.other", "device.mac.plural.one", "device.mac.plural.other",
            "device.other",
        ])
        // German has no Mac variant; its `other` still needs review (line 31).
        let german = file.entries.filter { $0.key == key && $0.locale == "de" }
        XCTAssertEqual(german.map(\.variation), ["device.iphone.plural.one", "device.iphone.plural.other", "device.other"])
        XCTAssertEqual(german.map(\.state), ["translated", "translated", "needs_review"])
        XCTAssertEqual(german.last?.location, SourceLocation(line: 31, column: 30))

        // Device variations without plurals, lines 325, 331 and 337.
        let sync = file.entries.filter { $0.key == "Sync Now" && $0.locale == "en" }
        XCTAssertEqual(sync.map(\.variation), ["device.iphone", "device.mac", "device.other"])
        XCTAssertEqual(sync.map(\.value), ["Tap to Sync", "Click to Sync", "Sync Now"])
        XCTAssertEqual(sync.map(\.location), [
            SourceLocation(line: 325, column: 30), SourceLocation(line: 331, column: 30), SourceLocation(line: 337, column: 30),
        ])
    }

    func testSubstitutionsWithArgumentNumbers() throws {
        let file = try XCStringsTestFiles.readFixture(Self.localizable)
        let key = "%lld notes in %lld folders"
        let folder = try entry(in: file, key: key, locale: "en", variation: "substitutions.folders.plural.one")
        XCTAssertEqual(folder.location, SourceLocation(line: 153, column: 34))
        XCTAssertEqual(folder.value, "%arg folder")
        XCTAssertEqual(folder.extractionState, "manual")
        XCTAssertEqual(folder.comment, "Library summary at the foot of the sidebar")
        XCTAssertEqual(file.entries.filter { $0.key == key && $0.locale == "de" }.map(\.variation), [
            "", "substitutions.folders.plural.one", "substitutions.folders.plural.other",
            "substitutions.notes.plural.one", "substitutions.notes.plural.other",
        ])
        let notes = try entry(in: file, key: key, locale: "de", variation: "substitutions.notes.plural.other")
        XCTAssertEqual(notes.value, "%arg Notizen")
        XCTAssertEqual(notes.state, "needs_review")
        XCTAssertEqual(notes.location, SourceLocation(line: 131, column: 34))

        let substitutions = file.tables[0].substitutions
        let expected = [
            Substitution(name: "folders", argumentNumber: 2, formatSpecifier: "lld"),
            Substitution(name: "notes", argumentNumber: 1, formatSpecifier: "lld"),
        ]
        XCTAssertEqual(substitutions[SubstitutionKey(key: key, locale: "en")], expected)
        XCTAssertEqual(substitutions[SubstitutionKey(key: key, locale: "de")], expected)
        XCTAssertEqual(substitutions.count, 2, "the Japanese value uses positional specifiers, no substitutions")
        let japanese = try entry(in: file, key: key, locale: "ja")
        XCTAssertEqual(japanese.value, "%2$lld個のフォルダに%1$lld件のメモ")
        XCTAssertEqual(japanese.location, SourceLocation(line: 190, column: 24))
    }

    // MARK: Key fields

    /// Keys with `shouldTranslate: false` and no localization still give their key-as-value source entry.
    func testShouldTranslateFalseKeysKeepTheirSourceEntry() throws {
        let file = try XCStringsTestFiles.readFixture(Self.localizable)
        let untranslatable = file.entries.filter { !$0.shouldTranslate }
        XCTAssertEqual(untranslatable.map(\.key), ["Quillpad"])
        XCTAssertTrue(untranslatable.allSatisfy { $0.isKeyAsValue && $0.locale == "en" && $0.value == $0.key })
    }

    func testExtractionStatesApplyToEveryEntryOfTheirKey() throws {
        let file = try XCStringsTestFiles.readFixture(Self.localizable)
        var states: [String: Set<String>] = [:]
        for entry in file.entries { states[entry.key, default: []].insert(entry.extractionState ?? "(none)") }
        XCTAssertEqual(states["Rename"], ["stale"])
        XCTAssertEqual(states["notes.empty.title"], ["manual"])
        XCTAssertEqual(states["%lld notes in %lld folders"], ["manual"])
        XCTAssertEqual(states.values.filter { $0 == ["(none)"] }.count, 7)
        // A stale key without an English localization: the key is its source value, the translations stay.
        XCTAssertEqual(file.entries.filter { $0.key == "Rename" }.map { "\($0.locale)=\($0.value)" }, ["en=Rename", "de=Umbenennen", "fr=Renommer"])

        let infoPlist = try XCStringsTestFiles.readFixture(Self.infoPlist)
        XCTAssertTrue(infoPlist.entries.allSatisfy { $0.extractionState == "extracted_with_value" })
        XCTAssertEqual(infoPlist.entries.map { "\($0.key) \($0.locale) \($0.state ?? "-")" }, [
            "CFBundleDisplayName en new", "NSMicrophoneUsageDescription de translated", "NSMicrophoneUsageDescription en new",
            "NSHumanReadableCopyright en new",
        ])
        let copyright = try entry(in: infoPlist, key: "NSHumanReadableCopyright", locale: "en")
        XCTAssertEqual(copyright.location, SourceLocation(line: 41, column: 24))
        XCTAssertEqual(copyright.value, "© 2026 Quillpad Example Team")
        XCTAssertEqual(copyright.comment, "Copyright (human-readable)")
        XCTAssertTrue(copyright.isVerbatim)
    }
}
