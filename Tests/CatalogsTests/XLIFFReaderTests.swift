import CopylintTestSupport
import Foundation
import XCTest
@testable import Catalogs

final class XLIFFReaderTests: XCTestCase {
    private typealias Fixtures = OtherFormatsFixtures

    private func readXLIFF(_ relative: String) throws -> StringFile {
        try Fixtures.readCorpus(relative, format: .xliff, locale: nil)
    }

    private func read(_ text: String) throws -> StringFile {
        try XLIFFReader.read(Data(text.utf8), request: Fixtures.request("t.xliff", format: .xliff, locale: nil))
    }

    // MARK: Quillpad's exports (Tests/Fixtures/Readers; counts from Python's ElementTree, positions by finding each
    // tag on its line)

    private func readExport(_ locale: String) throws -> StringFile {
        try Fixtures.readFixture(Fixtures.exportPath(locale), format: .xliff, locale: nil)
    }

    /// The table of a `<file original=…>` in an export read with the request table "T".
    private func table(_ original: String, in file: StringFile) throws -> TableInfo {
        try XCTUnwrap(file.tables.first { $0.id == "T#" + original }, original)
    }

    func testQuillpadExportsHaveTheIndependentlyCountedUnits() throws {
        let expected: [String: (sources: Int, targets: Int, missing: Int, tables: Int)] = [
            "de": (31, 24, 6, 4), "ja": (17, 8, 8, 3),
        ]
        let found = Fixtures.files(in: [Fixtures.readers], withExtensions: ["xliff", "xlf"])
            .map { Fixtures.relativePath(of: $0, in: Fixtures.readers) }
        XCTAssertEqual(Set(found), Set(expected.keys.map(Fixtures.exportPath)))
        var states: [String: Int] = [:]
        for (locale, counts) in expected {
            let file = try readExport(locale)
            let sources = file.entries.filter(\.isSource)
            let targets = file.entries.filter { !$0.isSource }
            XCTAssertEqual(sources.count, counts.sources, locale)
            XCTAssertEqual(targets.count, counts.targets, locale)
            XCTAssertEqual(file.tables.count, counts.tables, locale)
            XCTAssertEqual(file.tables.reduce(0) { $0 + $1.missing.count }, counts.missing, locale)
            XCTAssertTrue(sources.allSatisfy { $0.locale == "en" }, locale)
            XCTAssertTrue(targets.allSatisfy { $0.locale == locale }, locale)
            XCTAssertTrue(file.tables.allSatisfy { $0.locales == ["en", locale] && $0.sourceLanguage == "en" }, locale)
            XCTAssertTrue(file.tables.flatMap(\.missing).allSatisfy { $0.locale == locale && $0.file == file.path }, locale)
            for target in targets { states[target.state ?? "(none)", default: 0] += 1 }
        }
        XCTAssertEqual(states, ["translated": 25, "new": 3, "needs-review-l10n": 4])
        XCTAssertEqual(try readExport("de").tables.map(\.id), [
            "T#Quillpad/Base.lproj/Main.storyboard", "T#Quillpad/InfoPlist.xcstrings", "T#Quillpad/Localizable.xcstrings",
            "T#Quillpad/QuillpadKit/Resources/en.lproj/Localizable.stringsdict",
        ])
    }

    func testQuillpadGermanValuesNotesAndPositions() throws {
        let file = try readExport("de")
        let storyboard = "T#Quillpad/Base.lproj/Main.storyboard"
        let save = file.entries.filter { $0.key == "abc-12-xyz.title" }
        XCTAssertEqual(save.map(\.value), ["Save", "Sichern"])
        XCTAssertEqual(save.map(\.location), [SourceLocation(line: 9, column: 17), SourceLocation(line: 10, column: 36)])
        XCTAssertEqual(save.map(\.state), [nil, "translated"])
        XCTAssertEqual(save[0].comment, #"Class = "NSButtonCell"; title = "Save"; ObjectID = "abc-12-xyz";"#)
        XCTAssertEqual(save[1].comment, save[0].comment)
        XCTAssertTrue(save.allSatisfy { $0.table == storyboard && $0.isVerbatim && $0.variation == "" && $0.file == file.path })

        // `&amp;` in the text and in the note: decoded, and not verbatim.
        let menu = file.entries.filter { $0.key == "Qp1-aB-c2D.title" }
        XCTAssertEqual(menu.map(\.value), ["Import & Export…", "Importieren & Exportieren…"])
        XCTAssertEqual(menu.map(\.isVerbatim), [false, false])
        XCTAssertEqual(menu[0].location, SourceLocation(line: 19, column: 17))
        XCTAssertEqual(menu[0].comment, #"Class = "NSMenuItem"; title = "Import & Export…"; ObjectID = "Qp1-aB-c2D";"#)
        // A target Xcode marked `new` (the source copied in) and one that needs review.
        XCTAssertEqual(file.entries.first { $0.key == "Cb7-mN-o8P.title" && !$0.isSource }?.state, "new")
        let window = try XCTUnwrap(file.entries.first { $0.key == "Wn3-eF-g4H.title" && !$0.isSource })
        XCTAssertEqual(window.state, "needs-review-l10n")
        XCTAssertEqual(window.location, SourceLocation(line: 29, column: 43))
        XCTAssertEqual(try table("Quillpad/Base.lproj/Main.storyboard", in: file).missing, [MissingValue(
            key: "Tf5-iJ-k6L.placeholderString", locale: "de", variation: "", source: "Search notes",
            location: SourceLocation(line: 24, column: 17),
            comment: #"Class = "NSTextFieldCell"; placeholderString = "Search notes"; ObjectID = "Tf5-iJ-k6L";"#, file: file.path
        )])

        // `translate="no"`: no entry is missing for it.
        let name = try XCTUnwrap(file.entries.first { $0.key == "Quillpad" })
        XCTAssertFalse(name.shouldTranslate)
        XCTAssertEqual(file.entries.filter { $0.key == "Quillpad" }.count, 1)
        let catalog = try table("Quillpad/Localizable.xcstrings", in: file)
        XCTAssertFalse(catalog.missing.contains { $0.key == "Quillpad" })

        // A key with a line break: `&#10;` in the id, a real line break in the source and the target.
        let welcome = file.entries.filter { $0.key == "Welcome back!\nYour notes are up to date." }
        XCTAssertEqual(welcome.map(\.value), ["Welcome back!\nYour notes are up to date.", "Willkommen zurück!\nDeine Notizen sind aktuell."])
        XCTAssertEqual(welcome.map(\.location), [SourceLocation(line: 147, column: 17), SourceLocation(line: 149, column: 36)])
        XCTAssertEqual(welcome[1].location(ofScalarOffset: 25), SourceLocation(line: 150, column: 7))
        XCTAssertEqual(welcome[0].comment, "First line after launch when everything is synced")

        // Escaped quotes in the id, plain quotes in the text; a backslash is just a backslash in XML.
        XCTAssertEqual(file.entries.filter { $0.key == "Delete \"%@\"?" }.map(\.value), ["Delete \"%@\"?", "\"%@\" löschen?"])
        XCTAssertEqual(file.entries.first { $0.key == "Type \\n to start a new line" && !$0.isSource }?.value, "Mit \\n beginnt eine neue Zeile")

        let infoPlist = try table("Quillpad/InfoPlist.xcstrings", in: file)
        XCTAssertEqual(infoPlist.missing.map(\.key), ["CFBundleDisplayName", "NSHumanReadableCopyright"])
        XCTAssertEqual(infoPlist.missing[0], MissingValue(
            key: "CFBundleDisplayName", locale: "de", variation: "", source: "Quillpad",
            location: SourceLocation(line: 40, column: 17), comment: "Bundle display name", file: file.path
        ))
    }

    /// Units of a String Catalog: `key|==|variation` ids, with a plural nested in a device variation and
    /// substitutions (their `%arg` written out as the positional specifier).
    func testQuillpadCatalogUnitsWithVariationIDs() throws {
        let file = try readExport("de")
        let table = "T#Quillpad/Localizable.xcstrings"
        let sources = file.entries.filter { $0.isSource && $0.table == table }
        XCTAssertEqual(sources.map { "\($0.key)|\($0.variation)" }, [
            "%lld attachments|device.iphone.plural.one", "%lld attachments|device.iphone.plural.other",
            "%lld attachments|device.mac.plural.one", "%lld attachments|device.mac.plural.other", "%lld attachments|device.other",
            "%lld notes in %lld folders|", "%lld notes in %lld folders|substitutions.folders.plural.one",
            "%lld notes in %lld folders|substitutions.folders.plural.other",
            "%lld notes in %lld folders|substitutions.notes.plural.one",
            "%lld notes in %lld folders|substitutions.notes.plural.other",
            "Delete \"%@\"?|", "notes.empty.title|", "Quillpad|", "Saved|", "Sync Now|device.iphone", "Sync Now|device.mac",
            "Sync Now|device.other", "Type \\n to start a new line|", "Welcome back!\nYour notes are up to date.|",
        ])
        XCTAssertEqual(sources[6].value, "%2$lld folder")
        XCTAssertEqual(sources[6].location, SourceLocation(line: 88, column: 17))
        XCTAssertEqual(sources[6].comment, "Library summary at the foot of the sidebar")
        let notesOther = try XCTUnwrap(file.entries.first {
            !$0.isSource && $0.variation == "substitutions.notes.plural.other"
        })
        XCTAssertEqual(notesOther.state, "needs-review-l10n")
        XCTAssertEqual(notesOther.location, SourceLocation(line: 104, column: 43))
        XCTAssertEqual(try self.table("Quillpad/Localizable.xcstrings", in: file).missing.map(\.variation), [
            "device.mac.plural.one", "device.mac.plural.other",
        ])
        XCTAssertEqual(try self.table("Quillpad/Localizable.xcstrings", in: file).missing.last?.location,
                       SourceLocation(line: 74, column: 17))
    }

    /// Units of a `.stringsdict`: `/key:dict/variable:dict/category:dict/:string` ids; no notes.
    func testQuillpadStringsDictUnitIDs() throws {
        let file = try readExport("de")
        let original = "Quillpad/QuillpadKit/Resources/en.lproj/Localizable.stringsdict"
        let entries = file.entries.filter { $0.table == "T#" + original }
        XCTAssertEqual(entries.map { "\($0.locale)|\($0.key)|\($0.variation)|\($0.value)" }, [
            "en|%lld selected||%#@selected@", "de|%lld selected||%#@selected@",
            "en|%lld selected|substitutions.selected.plural.one|%lld note selected",
            "de|%lld selected|substitutions.selected.plural.one|%lld Notiz ausgewählt",
            "en|%lld selected|substitutions.selected.plural.other|%lld notes selected",
            "de|%lld selected|substitutions.selected.plural.other|%lld Notizen ausgewählt",
            "en|%lld selected|substitutions.selected.plural.zero|No notes selected",
        ])
        XCTAssertTrue(entries.allSatisfy { $0.comment == nil })
        XCTAssertEqual(entries[3].location, SourceLocation(line: 166, column: 36))
        XCTAssertEqual(try table(original, in: file).missing, [MissingValue(
            key: "%lld selected", locale: "de", variation: "substitutions.selected.plural.zero", source: "No notes selected",
            location: SourceLocation(line: 173, column: 17), comment: nil, file: file.path
        )])
    }

    /// The Japanese export, made earlier with Xcode 15.4: most units have no target yet.
    func testQuillpadJapaneseExportWithUntranslatedUnits() throws {
        let file = try readExport("ja")
        XCTAssertEqual(file.tables.map(\.id), [
            "T#Quillpad/Base.lproj/Main.storyboard", "T#Quillpad/InfoPlist.xcstrings", "T#Quillpad/Localizable.xcstrings",
        ])
        XCTAssertEqual(file.tables.map { $0.missing.map(\.key) }, [
            ["Cb7-mN-o8P.title", "Wn3-eF-g4H.title"],
            ["CFBundleDisplayName", "NSHumanReadableCopyright", "NSMicrophoneUsageDescription"],
            ["Sync Now", "Sync Now", "Sync Now"],
        ])
        XCTAssertEqual(file.tables[2].missing.map(\.variation), ["device.iphone", "device.mac", "device.other"])
        XCTAssertEqual(file.tables[2].missing.map(\.location.line), [82, 86, 90])
        let targets = file.entries.filter { !$0.isSource }
        XCTAssertEqual(targets.map(\.value), [
            "保存", "Import & Export…", "メモを検索", "%2$lld個のフォルダに%1$lld件のメモ", "「%@」を削除しますか？", "メモはまだありません",
            "保存済み", "おかえりなさい。\nメモは最新です。",
        ])
        XCTAssertEqual(targets.map(\.state), ["translated", "new", "translated", "translated", "new", "translated", "needs-review-l10n", "translated"])
        XCTAssertEqual(targets.map(\.location), [
            SourceLocation(line: 10, column: 36), SourceLocation(line: 19, column: 29), SourceLocation(line: 24, column: 36),
            SourceLocation(line: 59, column: 36), SourceLocation(line: 64, column: 29), SourceLocation(line: 69, column: 36),
            SourceLocation(line: 78, column: 43), SourceLocation(line: 96, column: 36),
        ])
    }

    // MARK: KeepingYouAwake (counts from /work/notes/count_other_formats.py; skipped without the corpora)

    func testKeepingYouAwakeExportsHaveTheIndependentlyCountedUnits() throws {
        let expected: [String: (sources: Int, targets: Int, missing: Int)] = [
            "da": (71, 61, 9), "de": (71, 65, 5), "el": (71, 65, 5), "en": (76, 76, 0), "es": (71, 66, 4),
            "fi": (71, 64, 6), "fr": (71, 64, 6), "hi": (71, 67, 4), "id": (71, 53, 17), "it": (71, 61, 9),
            "ja": (71, 45, 25), "ko": (71, 29, 41), "nl": (71, 29, 41), "pl": (71, 29, 41), "pt": (71, 29, 41),
            "ru": (71, 65, 5), "sk": (71, 61, 9), "tr": (71, 63, 7), "uk": (71, 66, 4), "vi": (71, 61, 9),
            "zh-Hant": (71, 65, 5), "zh": (71, 67, 4),
        ]
        XCTAssertEqual(expected.count, 22)
        var totals = (sources: 0, targets: 0, missing: 0)
        var states: [String: Int] = [:]
        for (locale, counts) in expected {
            let path = "\(Fixtures.keepingYouAwakeExports)/\(locale).xcloc/Localized Contents/\(locale).xliff"
            let file = try readXLIFF(path)
            let sources = file.entries.filter(\.isSource)
            let targets = file.entries.filter { !$0.isSource }
            XCTAssertEqual(sources.count, counts.sources, locale)
            XCTAssertEqual(targets.count, counts.targets, locale)
            XCTAssertEqual(file.tables.count, 10, locale)
            XCTAssertEqual(file.tables.reduce(0) { $0 + $1.missing.count }, counts.missing, locale)
            XCTAssertTrue(sources.allSatisfy { $0.locale == "en" }, locale)
            XCTAssertTrue(targets.allSatisfy { $0.locale == locale }, locale)
            XCTAssertTrue(file.tables.allSatisfy { $0.locales == ["en", locale] && $0.sourceLanguage == "en" }, locale)
            XCTAssertTrue(file.tables.flatMap(\.missing).allSatisfy { $0.locale == locale }, locale)
            totals.sources += sources.count
            totals.targets += targets.count
            totals.missing += counts.missing
            for target in targets { states[target.state ?? "(none)", default: 0] += 1 }
        }
        XCTAssertEqual(totals.sources, 1567)
        XCTAssertEqual(totals.targets, 1251)
        XCTAssertEqual(totals.missing, 297)
        XCTAssertEqual(states, ["translated": 1177, "new": 69, "needs-review-l10n": 5])
    }

    func testKeepingYouAwakeGermanValuesNotesAndPositions() throws {
        let file = try readXLIFF("\(Fixtures.keepingYouAwakeExports)/de.xcloc/Localized Contents/de.xliff")
        let tableID = "T#KeepingYouAwake/Settings/KYAAdvancedSettingsViewController/Base.lproj/KYAAdvancedSettingsViewController.xib"
        let reset = file.entries.filter { $0.key == "3GX-gq-Yaq.title" }
        XCTAssertEqual(reset.map(\.value), ["Reset to Default", "Zurücksetzen"])
        XCTAssertEqual(reset.map(\.location), [SourceLocation(line: 165, column: 17), SourceLocation(line: 166, column: 36)])
        XCTAssertEqual(reset.map(\.state), [nil, "translated"])
        XCTAssertEqual(reset[0].comment, #"Class = "NSButtonCell"; title = "Reset to Default"; ObjectID = "3GX-gq-Yaq";"#)
        XCTAssertEqual(reset[1].comment, reset[0].comment)
        XCTAssertTrue(reset.allSatisfy { $0.table == tableID && $0.isVerbatim && $0.variation == "" })

        let check = try XCTUnwrap(file.entries.first { $0.key == "7z8-pS-A86.title" })
        XCTAssertFalse(check.shouldTranslate)
        let advanced = try XCTUnwrap(file.tables.first { $0.id == tableID })
        XCTAssertFalse(advanced.missing.contains { $0.key == "7z8-pS-A86.title" })

        let click = file.entries.filter { $0.key == "Click to allow sleep\nRight click to show menu" }
        XCTAssertEqual(click.map(\.value), [
            "Click to allow sleep\nRight click to show menu",
            "Klicken, um den Ruhezustand zu erlauben\nRechtsklick, um das Menü anzuzeigen",
        ])
        XCTAssertEqual(click[1].location, SourceLocation(line: 61, column: 36))
        XCTAssertEqual(click[1].location(ofScalarOffset: 45), SourceLocation(line: 62, column: 6))
        XCTAssertEqual(click[0].comment, #"Click to allow sleep\nRight click to show menu"#)

        let infoPlist = try XCTUnwrap(file.tables.first { $0.id == "T#KeepingYouAwake/InfoPlist.xcstrings" })
        XCTAssertEqual(infoPlist.missing.map(\.key), ["CFBundleName", "NSHumanReadableCopyright"])
        XCTAssertEqual(infoPlist.missing[0], MissingValue(
            key: "CFBundleName", locale: "de", variation: "", source: "KeepingYouAwake",
            location: SourceLocation(line: 9, column: 17), comment: "Bundle name", file: file.path
        ))
    }

    // MARK: moz-l10n oracles (skipped without the corpora)

    func testMozXcodeExportWithStringsDictIDs() throws {
        let file = try readXLIFF("\(Fixtures.mozData)/xcode.xliff")
        XCTAssertEqual(file.entries.count, 20)
        XCTAssertEqual(file.tables.map(\.id), [
            "T#xcode1/en.lproj/Localizable.strings", "T#xcode1/en.lproj/Localizable.stringsdict",
            "T#xcode2/en.lproj/Localizable.stringsdict",
        ])
        XCTAssertEqual(file.tables.map(\.locales), [["en", "it"], ["en", "it"], ["en"]])
        XCTAssertEqual(file.tables.filter { !$0.missing.isEmpty }.map(\.id), [])

        let sources = file.entries.filter(\.isSource)
        XCTAssertEqual(sources.map { "\($0.key)|\($0.variation)" }, [
            "[KeyFile/Delete/Confirm/text] Delete key file?\n Make sure you have a backup.|",
            "FirefoxHomepage.Common.PagesCount.v112|",
            "Downloads.Toast.Progress.DescriptionText|",
            "[Generic/Count/EntriesSelected]|substitutions.GenericCountEntriesSelected.plural.one",
            "[Generic/Count/EntriesSelected]|substitutions.GenericCountEntriesSelected.plural.other",
            "[Generic/Count/Threads]|substitutions.GenericCountThreads.plural.one",
            "[Generic/Count/Threads]|substitutions.GenericCountThreads.plural.other",
            "followed_by_three_and_others|",
            "followed_by_three_and_others|substitutions.OTHERS.plural.one",
            "followed_by_three_and_others|substitutions.OTHERS.plural.other",
        ])
        XCTAssertEqual(sources[0].value, "Delete key file?\n Make sure you have a backup.")
        XCTAssertEqual(sources[0].location, SourceLocation(line: 9, column: 17))
        XCTAssertEqual(sources[0].comment, "Message to confirm deletion of a key file.")
        XCTAssertEqual(sources[8].value, "Followed by %2$@, %3$@, %4$@ & %1$d other")
        XCTAssertEqual(sources[8].location, SourceLocation(line: 60, column: 17))
        XCTAssertFalse(sources[8].isVerbatim)
        XCTAssertNil(sources[8].comment)

        let targets = file.entries.filter { !$0.isSource }
        XCTAssertEqual(targets[0].value, "Eliminare il file chiave?\n  Assicurati di avere una copia.")
        XCTAssertEqual(targets[0].location, SourceLocation(line: 11, column: 36))
        XCTAssertEqual(targets.map(\.state), ["translated", nil, nil, "translated", "translated", "translated", "translated", nil, nil, nil])
        XCTAssertEqual(targets[1].location, SourceLocation(line: 17, column: 17))
        XCTAssertEqual(targets.map(\.locale), Array(repeating: "it", count: 7) + Array(repeating: "en", count: 3))
    }

    func testMozStringCatalogExportWithVariationIDs() throws {
        let file = try readXLIFF("\(Fixtures.mozData)/xcstrings.xliff")
        XCTAssertEqual(file.entries.count, 9)
        XCTAssertTrue(file.entries.allSatisfy { $0.isSource && $0.locale == "en" })
        XCTAssertEqual(file.entries.map { "\($0.key)|\($0.variation)" }, [
            "Hello, world!|",
            "interpolation_key|plural.one",
            "interpolation_key|plural.other",
            "string_variant_per_device|device.ipad",
            "string_variant_per_device|device.iphone",
            "string_variant_per_device|device.other",
            "one_substitution|",
            "one_substitution|substitutions.strings.plural.one",
            "one_substitution|substitutions.strings.plural.other",
        ])
        XCTAssertEqual(file.entries.map(\.comment), [
            "a plain string", "mind the pluralization", "mind the pluralization", "iPad-only comment",
            "iPhone-only comment", nil, nil, nil, nil,
        ])
        XCTAssertEqual(file.entries[6].location, SourceLocation(line: 39, column: 17))
        let missing = file.tables.flatMap(\.missing)
        XCTAssertEqual(missing.count, 9)
        XCTAssertTrue(missing.allSatisfy { $0.locale == "fi" })
        XCTAssertEqual(missing.last, MissingValue(
            key: "one_substitution", locale: "fi", variation: "substitutions.strings.plural.other",
            source: "%2$lld strings", location: SourceLocation(line: 45, column: 17), comment: nil, file: file.path
        ))
        XCTAssertEqual(file.tables.map(\.id), ["T#catalog1.xcstrings", "T#catalog2.xcstrings"])
        XCTAssertEqual(file.tables.map(\.locales), [["en", "fi"], ["en", "fi"]])
    }

    // MARK: Details

    func testWhitespaceGroupsSeveralNotesAndLegacyRuleIDs() throws {
        let file = try read("""
        <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
        <file original="App/Localizable.stringsdict" source-language="en" target-language="ar">
        <body><group id="g">
        <trans-unit id="/Touch:dict/NSStringDeviceSpecificRuleType:dict/iphone:dict/:string" xml:space="preserve">
        <source>  Tap here  </source><target state="needs-review-translation">  اضغط هنا  </target>
        <note>First note</note><note from="auto-generated">Second note</note>
        </trans-unit>
        <trans-unit id="/Name:dict/NSStringVariableWidthRuleType:dict/20:dict/:string"><source>App</source><target/></trans-unit>
        <trans-unit id="a/b:dict/c|==|plural.few"><source>x</source><target>y</target></trans-unit>
        </group></body>
        </file>
        </xliff>
        """)
        XCTAssertEqual(file.entries.map { "\($0.locale)|\($0.key)|\($0.variation)|\($0.value)" }, [
            "en|Touch|device.iphone|  Tap here  ",
            "ar|Touch|device.iphone|  اضغط هنا  ",
            "en|Name|width.20|App",
            "ar|Name|width.20|",
            "en|a/b:dict/c|plural.few|x",
            "ar|a/b:dict/c|plural.few|y",
        ])
        XCTAssertEqual(file.entries[0].comment, "First note\nSecond note")
        XCTAssertEqual(file.entries[1].state, "needs-review-translation")
        XCTAssertEqual(file.entries[1].location, SourceLocation(line: 5, column: 71))
    }

    /// A `<file>` whose target language is its source language (as some exports of the development language are):
    /// one locale, and its targets are entries in that locale beside the sources.
    func testTargetLanguageSameAsTheSource() throws {
        let file = try read("""
        <xliff version="1.2"><file original="Kit/en.lproj/Localizable.stringsdict" source-language="en" target-language="en">
        <body><trans-unit id="/%d items:dict/NSStringLocalizedFormatKey:dict/:string"><source>%#@n@</source>
        <target>%#@n@</target></trans-unit>
        <trans-unit id="/%d items:dict/n:dict/one:dict/:string"><source>%d item</source></trans-unit></body></file></xliff>
        """)
        XCTAssertEqual(file.tables.map(\.locales), [["en"]])
        XCTAssertEqual(file.entries.map { "\($0.locale) \($0.isSource) \($0.key) \($0.variation)" }, [
            "en true %d items ", "en false %d items ", "en true %d items substitutions.n.plural.one",
        ])
        XCTAssertEqual(file.tables[0].missing.map(\.variation), ["substitutions.n.plural.one"])
    }

    func testDoctypeWithEntitiesIsRejected() {
        let text = """
        <?xml version="1.0"?>
        <!DOCTYPE xliff [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
        <xliff version="1.2"><file original="f" source-language="en"><body>
        <trans-unit id="x"><source>&b;</source></trans-unit></body></file></xliff>
        """
        let problem = Fixtures.readError(Data(text.utf8), XLIFFReader.read, format: .xliff)
        XCTAssertEqual(problem?.message, "DOCTYPE declares entities; copylint does not expand entities")
        XCTAssertEqual(problem?.line, 2)
        XCTAssertEqual(problem?.file, "fixture")
    }

    func testStructuralErrors() {
        func message(_ text: String) -> String? {
            Fixtures.readError(Data(text.utf8), XLIFFReader.read, format: .xliff).map { "\($0.line ?? 0) \($0.message)" }
        }
        XCTAssertEqual(message("<root/>"), "1 expected an <xliff> document, found <root>")
        XCTAssertEqual(message("<xliff version=\"2.0\"/>"), "1 XLIFF version 2.0 is not supported (copylint reads XLIFF 1.2)")
        XCTAssertEqual(message("<xliff version=\"1.2\"><file original=\"f\" source-language=\"en\"><body>\n<trans-unit><source>x</source></trans-unit></body></file></xliff>"),
                       "2 <trans-unit> has no id")
        XCTAssertEqual(message("<xliff version=\"1.2\"><file original=\"f\" source-language=\"en\"><body>\n<trans-unit id=\"k\"><target>x</target></trans-unit></body></file></xliff>"),
                       "2 <trans-unit id=\"k\"> has no <source>")
        XCTAssertEqual(message("<xliff version=\"1.2\"><file original=\"f\" source-language=\"en\"><body>\n<trans-unit id=\"k\"><source>x</source>\n<target>y</target></trans-unit></body></file></xliff>"),
                       "3 <target> in a <file> without target-language")
    }
}
