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

    // MARK: KeepingYouAwake (counts from /work/notes/count_other_formats.py)

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

    // MARK: moz-l10n oracles

    func testMozXcodeExportWithStringsDictIDs() throws {
        let file = try readXLIFF("\(Fixtures.mozData)/xcode.xliff")
        XCTAssertEqual(file.entries.count, 20)
        XCTAssertEqual(file.tables.map(\.id), [
            "T#xcode1/en.lproj/Localizable.strings", "T#xcode1/en.lproj/Localizable.stringsdict",
            "T#xcode2/en.lproj/Localizable.stringsdict",
        ])
        XCTAssertEqual(file.tables.map(\.locales), [["en", "it"], ["en", "it"], ["en"]])
        XCTAssertTrue(file.tables.allSatisfy { $0.missing.isEmpty })

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
