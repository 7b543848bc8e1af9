import CopylintTestSupport
import Foundation
import XCTest
@testable import Catalogs

final class StringsReaderTests: XCTestCase {
    private typealias Fixtures = OtherFormatsFixtures

    private func read(_ text: String, locale: String = "en", sourceLanguage: String = "en") throws -> StringFile {
        try StringsReader.read(Data(text.utf8), request: Fixtures.request("t.strings", format: .strings, locale: locale, sourceLanguage: sourceLanguage))
    }

    private func error(_ text: String) -> ReadError? {
        Fixtures.readError(Data(text.utf8), StringsReader.read, format: .strings)
    }

    // MARK: Fixtures (Tests/Fixtures/Readers; counts and positions worked out apart from the reader, by decoding
    // each file with Python's codecs and finding each pair on its line)

    private static let kit = Fixtures.kitResources

    /// Quillpad's `.strings` tables, by locale.
    private func localizable(_ locale: String) throws -> StringFile {
        try Fixtures.readFixture("\(Self.kit)/\(locale).lproj/Localizable.strings", format: .strings, locale: locale)
    }

    func testEveryFixtureStringsFileHasTheIndependentlyCountedPairs() throws {
        let expected: [String: Int] = [
            "\(Self.kit)/Credits.strings": 5,
            "\(Self.kit)/en.lproj/Localizable.strings": 7, "\(Self.kit)/de.lproj/Localizable.strings": 7,
            "\(Self.kit)/fr.lproj/Localizable.strings": 8, "\(Self.kit)/ja.lproj/Localizable.strings": 5,
            "\(Self.kit)/ru.lproj/Localizable.strings": 7,
            "Quillpad/QuillpadWidgets/ar.lproj/Widget.strings": 2, "Quillpad/QuillpadWidgets/de.lproj/Widget.strings": 2,
            "Quillpad/QuillpadWidgets/fr.lproj/Widget.strings": 2, "Quillpad/QuillpadWidgets/hi.lproj/Widget.strings": 2,
        ]
        let found = Fixtures.files(in: [Fixtures.readers], withExtensions: ["strings"])
            .map { Fixtures.relativePath(of: $0, in: Fixtures.readers) }
        XCTAssertEqual(Set(found), Set(expected.keys))
        var total = 0
        for (path, count) in expected {
            let file = try Fixtures.readFixture(path, format: .strings)
            XCTAssertEqual(file.entries.count, count, path)
            XCTAssertEqual(file.path, path)
            total += file.entries.count
        }
        XCTAssertEqual(total, 47)
    }

    func testQuillpadValuesCommentsAndPositions() throws {
        let english = try localizable("en")
        // The file's header comment gives way to the comment right before the first pair.
        XCTAssertEqual(english.entries.map(\.comment), [
            "Title of the notes list", "Button that creates a note", "Alert title when deleting a note; %@ is the note's title",
            "Alert message when deleting a note", "Name of the built-in résumé template", "Shown in the sidebar footer", nil,
        ])
        let title = english.entries[0]
        XCTAssertEqual(title.key, "notes.title")
        XCTAssertEqual(title.value, "Notes")
        XCTAssertEqual(title.location, SourceLocation(line: 4, column: 18))
        XCTAssertTrue(title.isVerbatim)
        XCTAssertTrue(title.isSource)
        XCTAssertEqual(title.variation, "")
        XCTAssertEqual(title.table, "T")

        let delete = english.entries[2]
        XCTAssertEqual(delete.value, "Delete \"%@\"?")
        XCTAssertEqual(delete.location, SourceLocation(line: 10, column: 30))
        XCTAssertFalse(delete.isVerbatim)
        XCTAssertEqual(english.entries[3].value, "This note will be removed from all your devices.\nYou can’t undo this action.")
        let resume = english.entries[4]
        XCTAssertEqual(resume.value, "Résumé", "\\U00E9 escapes")
        XCTAssertEqual(resume.location, SourceLocation(line: 16, column: 22))
        XCTAssertFalse(resume.isVerbatim)
        XCTAssertEqual(english.entries[6].location, SourceLocation(line: 21, column: 25))

        // UTF-16 LE with BOM.
        let german = try localizable("de")
        let germanTitle = try XCTUnwrap(german.entries.first { $0.key == "notes.title" })
        XCTAssertEqual(germanTitle.value, "Notizen")
        XCTAssertEqual(germanTitle.location, SourceLocation(line: 4, column: 18))
        XCTAssertFalse(germanTitle.isSource)
        XCTAssertEqual(germanTitle.locale, "de")
        let germanDelete = try XCTUnwrap(german.entries.first { $0.key == "note.delete.alert.title" })
        XCTAssertEqual(germanDelete.value, "„%@“ löschen?")
        XCTAssertTrue(germanDelete.isVerbatim)
        XCTAssertEqual(germanDelete.location, SourceLocation(line: 10, column: 30))
        XCTAssertEqual(germanDelete.comment, "Alert title when deleting a note; %@ is the note's title")

        // UTF-16 BE with BOM, with `\U00A0` no-break spaces.
        let french = try localizable("fr")
        let frenchDelete = try XCTUnwrap(french.entries.first { $0.key == "note.delete.alert.title" })
        XCTAssertEqual(frenchDelete.value, "Supprimer «\u{A0}%@\u{A0}»\u{A0}?")
        XCTAssertFalse(frenchDelete.isVerbatim)
        XCTAssertEqual(frenchDelete.location, SourceLocation(line: 10, column: 30))
        XCTAssertEqual(french.entries.last?.location, SourceLocation(line: 24, column: 24))

        // UTF-16 LE without BOM, with CRLF line ends.
        let japanese = try localizable("ja")
        XCTAssertEqual(japanese.entries.map(\.location), [
            SourceLocation(line: 4, column: 18), SourceLocation(line: 7, column: 22), SourceLocation(line: 10, column: 30),
            SourceLocation(line: 13, column: 18), SourceLocation(line: 15, column: 25),
        ])
        XCTAssertEqual(japanese.entries[2].value, "\"%@\"を削除しますか？")
        XCTAssertEqual(japanese.entries[3].value, "iCloudと同期済み")
        XCTAssertEqual(japanese.entries[4].comment, nil)

        // UTF-16 BE without BOM.
        let russian = try localizable("ru")
        let message = try XCTUnwrap(russian.entries.first { $0.key == "note.delete.alert.message" })
        XCTAssertEqual(message.value, "Заметка будет удалена со всех ваших устройств.\nЭто действие нельзя отменить.")
        XCTAssertEqual(message.location, SourceLocation(line: 13, column: 32))
        XCTAssertEqual(russian.entries.first { $0.key == "notes.title" }?.value, "Заметки")

        // Right to left, and combining vowel signs: offsets into a value count Unicode scalars, not characters.
        let arabic = try Fixtures.readFixture("Quillpad/QuillpadWidgets/ar.lproj/Widget.strings", format: .strings, locale: "ar")
        XCTAssertEqual(arabic.entries.map(\.value), ["الملاحظات الأخيرة", "لا يوجد شيء هنا بعد"])
        XCTAssertEqual(arabic.entries.map(\.location), [SourceLocation(line: 2, column: 19), SourceLocation(line: 5, column: 23)])
        let hindi = try Fixtures.readFixture("Quillpad/QuillpadWidgets/hi.lproj/Widget.strings", format: .strings, locale: "hi")
        let nothing = try XCTUnwrap(hindi.entries.last)
        XCTAssertEqual(nothing.value, "अभी यहाँ कुछ नहीं है")
        XCTAssertEqual(nothing.location, SourceLocation(line: 5, column: 23))
        XCTAssertTrue(nothing.isVerbatim)
        // "कुछ" follows "अभी" (3 scalars, 2 characters), a space, "यहाँ" (4 scalars, 2 characters) and a space.
        XCTAssertEqual(nothing.location(ofScalarOffset: 9), SourceLocation(line: 5, column: 32))
    }

    /// Some locales lack keys the English file has, others keep keys it no longer has: each file reads as it is.
    func testDriftingLocalesReadAsTheFilesHaveThem() throws {
        let english = Set(try localizable("en").entries.map(\.key))
        XCTAssertEqual(english, [
            "notes.title", "note.new.button", "note.delete.alert.title", "note.delete.alert.message", "template.resume",
            "sync.status", "search.placeholder",
        ])
        func keys(_ locale: String) throws -> Set<String> { Set(try localizable(locale).entries.map(\.key)) }
        XCTAssertEqual(english.subtracting(try keys("de")), ["sync.status"])
        XCTAssertEqual(try keys("de").subtracting(english), ["note.archive.button"])
        XCTAssertEqual(english.subtracting(try keys("fr")), [])
        XCTAssertEqual(try keys("fr").subtracting(english), ["note.share.button"])
        XCTAssertEqual(english.subtracting(try keys("ja")), ["note.delete.alert.message", "template.resume"])
        XCTAssertEqual(try keys("ja").subtracting(english), [])
        XCTAssertEqual(try keys("ru"), english)
        for locale in ["de", "fr", "ja", "ru"] {
            let file = try localizable(locale)
            XCTAssertEqual(file.tables, [TableInfo(id: "T", sourceLanguage: "en", locales: [locale])], locale)
            XCTAssertTrue(file.entries.allSatisfy { $0.locale == locale && !$0.isSource }, locale)
        }
    }

    func testHeaderOfLineCommentsGivesWayToTheBlockComment() throws {
        let file = try Fixtures.readFixture("\(Self.kit)/Credits.strings", format: .strings)
        XCTAssertEqual(file.entries.map(\.key), [
            "credits.thanks", "credits.icons", "\"Quillpad\" is a made-up app", "Version = %@", "credits.separator",
        ])
        XCTAssertEqual(file.entries[0].comment,
                       "Credits shown in the About window. This file is in no .lproj folder, so it takes the default source language.")
        XCTAssertTrue(file.entries.dropFirst().allSatisfy { $0.comment == nil })
        XCTAssertEqual(file.entries[1].location, SourceLocation(line: 8, column: 20))
        XCTAssertEqual(file.tables, [TableInfo(id: "T", sourceLanguage: "en", locales: ["en"])])
        XCTAssertEqual(file.format, .strings)
    }

    func testEscapedQuotesInKeysOnTheFixture() throws {
        let file = try Fixtures.readFixture("\(Self.kit)/Credits.strings", format: .strings)
        XCTAssertEqual(file.entries[2].value, "\"Quillpad\" is a made-up app")
        XCTAssertEqual(file.entries[2].location, SourceLocation(line: 9, column: 36))
        XCTAssertFalse(file.entries[2].isVerbatim)
        XCTAssertEqual(file.entries[3].value, "Version = %@")
        XCTAssertEqual(file.entries[4].value, "/")
        XCTAssertEqual(file.entries[4].location, SourceLocation(line: 11, column: 24))
    }

    // MARK: Corpora (counts from /work/notes/count_other_formats.py; skipped without the corpora)

    func testEveryCorpusStringsFileHasTheIndependentlyCountedPairs() throws {
        var expected: [String: Int] = [
            "oracles/xcstrings-migrator/Tests/XCStringsMigratorTests/Resources/Migrator/Localizable.strings": 4,
            "oracles/xcstrings-migrator/Tests/XCStringsMigratorTests/Resources/Migrator/full.lproj/Localizable.strings": 4,
            "oracles/xcstrings-tool/Tests/PluginTests/Resources/en.lproj/Legacy.strings": 1,
            "oracles/xcstrings-tool/Tests/PluginTests/Resources/fr.lproj/Legacy.strings": 1,
            "oracles/xcstrings-tool/Tests/XCStringsToolTests/__Fixtures__/Legacy.strings": 5,
        ]
        let locales = ["bg", "cs", "da", "de", "el", "en", "es", "et", "fi", "fr", "hr", "hu", "it", "lt", "lv", "nb",
                       "nl", "pl", "pt", "ro", "ru", "sk", "sl", "sv", "tr"]
        XCTAssertEqual(locales.count, 25)
        for locale in locales {
            expected["\(Fixtures.duckDuckGoResources)/\(locale).lproj/Localizable.strings"] = locale == "en" ? 93 : 99
        }
        var total = 0
        for (path, count) in expected {
            let file = try Fixtures.readCorpus(path, format: .strings)
            XCTAssertEqual(file.entries.count, count, path)
            total += file.entries.count
        }
        XCTAssertEqual(total, 2484)
    }

    func testDuckDuckGoValuesCommentsAndPositions() throws {
        let english = try Fixtures.readCorpus("\(Fixtures.duckDuckGoResources)/en.lproj/Localizable.strings", format: .strings)
        XCTAssertTrue(english.entries.allSatisfy { $0.comment != nil })
        let back = try XCTUnwrap(english.entries.first { $0.key == "back.button" })
        XCTAssertEqual(back.value, "Back")
        XCTAssertEqual(back.comment, "Standard Buttons - Back Button")
        XCTAssertEqual(back.location, SourceLocation(line: 2, column: 18))
        XCTAssertTrue(back.isVerbatim)
        XCTAssertTrue(back.isSource)
        XCTAssertEqual(back.variation, "")

        let remove = try XCTUnwrap(english.entries.first { $0.key == "remove.device.message" })
        XCTAssertEqual(remove.value, "\"%@\" will no longer be able to access your synced data.")
        XCTAssertEqual(remove.location, SourceLocation(line: 143, column: 28))
        XCTAssertFalse(remove.isVerbatim)

        let russian = try Fixtures.readCorpus("\(Fixtures.duckDuckGoResources)/ru.lproj/Localizable.strings", format: .strings, locale: "ru")
        let russianBack = try XCTUnwrap(russian.entries.first { $0.key == "back.button" })
        XCTAssertEqual(russianBack.value, "Назад")
        XCTAssertEqual(russianBack.location, SourceLocation(line: 5, column: 18))
        XCTAssertFalse(russianBack.isSource)
        XCTAssertEqual(russianBack.locale, "ru")
        let settings = try XCTUnwrap(russian.entries.first { $0.key == "camera.go.to.settings.button" })
        XCTAssertEqual(settings.value, "Открыть «Настройки»")

        let danish = try Fixtures.readCorpus("\(Fixtures.duckDuckGoResources)/da.lproj/Localizable.strings", format: .strings, locale: "da")
        let scan = try XCTUnwrap(danish.entries.first { $0.key == "scan.or.see.code.instruction" })
        XCTAssertEqual(scan.location, SourceLocation(line: 197, column: 35))
        XCTAssertTrue(scan.value.hasSuffix("vælg \"Synkroniser med en anden enhed.\""))
    }

    func testLegacyFixtureTakesTheBlockCommentAfterLineComments() throws {
        let file = try Fixtures.readCorpus("oracles/xcstrings-tool/Tests/XCStringsToolTests/__Fixtures__/Legacy.strings", format: .strings)
        XCTAssertEqual(file.entries.map(\.key), ["Key1", "Key2", "Key3", "Key4", "Key5"])
        XCTAssertEqual(file.entries[0].comment, "No arguments")
        XCTAssertEqual(file.entries[1].location, SourceLocation(line: 9, column: 11))
        XCTAssertEqual(file.entries[3].value, "Second: %2$@, First: %1$@, First: %@")
        XCTAssertEqual(file.tables, [TableInfo(id: "T", sourceLanguage: "en", locales: ["en"])])
        XCTAssertEqual(file.format, .strings)
    }

    func testEscapedQuotesInKeys() throws {
        let file = try Fixtures.readCorpus("oracles/xcstrings-migrator/Tests/XCStringsMigratorTests/Resources/Migrator/Localizable.strings", format: .strings)
        XCTAssertEqual(file.entries.map(\.key), ["\"Hello %@\"", "Count = %lld", "key", "path"])
        XCTAssertEqual(file.entries[0].value, "\"Hello %@\"")
        XCTAssertEqual(file.entries[3].value, "/")
    }

    // MARK: Grammar

    func testEscapesDecode() throws {
        let file = try read(#"""
        "escapes" = "a\"b\\c\nd\te\rf\0g\101\u00e9\U00C9";
        "pair" = "smile \UD83D\UDE00 done";
        "other" = "\q\'";
        """#)
        XCTAssertEqual(file.entries[0].value, "a\"b\\c\nd\te\rf\u{0}gAéÉ")
        XCTAssertFalse(file.entries[0].isVerbatim)
        XCTAssertEqual(file.entries[1].value, "smile 😀 done")
        XCTAssertEqual(file.entries[2].value, "q'")
    }

    func testUnquotedTokensShorthandAndBraces() throws {
        let file = try read("""
        {
          greeting = hello_world;
          "path" = /usr/local:bin-1.0+$x;
          "Same";
        }
        """)
        XCTAssertEqual(file.entries.map(\.key), ["greeting", "path", "Same"])
        XCTAssertEqual(file.entries.map(\.value), ["hello_world", "/usr/local:bin-1.0+$x", "Same"])
        XCTAssertEqual(file.entries[0].location, SourceLocation(line: 2, column: 14))
        XCTAssertEqual(file.entries[2].location, SourceLocation(line: 4, column: 4))
    }

    func testCommentsAttachToTheNextPairOnly() throws {
        let file = try read("""
        /* File header */

        /* First */ /* Second, the last one */
        "a" = "1";
        "b" = "2"; // trailing comment belongs to the next pair
        // line one
        //   line two
        "c" = /* inside */ "3";
        """)
        XCTAssertEqual(file.entries.map(\.comment), ["Second, the last one", nil, "trailing comment belongs to the next pair\nline one\nline two"])
        XCTAssertEqual(file.entries[2].value, "3")
        XCTAssertEqual(file.entries[2].location, SourceLocation(line: 8, column: 21))
    }

    func testDuplicateKeysAreKeptInOrder() throws {
        let file = try read("\"k\" = \"first\";\n\"k\" = \"second\";\n")
        XCTAssertEqual(file.entries.map(\.value), ["first", "second"])
        XCTAssertEqual(file.entries.map(\.location.line), [1, 2])
    }

    func testColumnsCountUnicodeScalarsAcrossScripts() throws {
        let file = try read("""
        "名前🙂" = "値";
        "ключ" = "значение"; "مفتاح" = "قيمة";
        "e\u{301}" = "multi
        line ✓";
        """, locale: "ja", sourceLanguage: "en")
        XCTAssertEqual(file.entries.map(\.location), [
            SourceLocation(line: 1, column: 10),
            SourceLocation(line: 2, column: 11),
            SourceLocation(line: 2, column: 33),
            SourceLocation(line: 3, column: 9),
        ])
        XCTAssertEqual(file.entries[3].value, "multi\nline ✓")
        XCTAssertEqual(file.entries[3].location(ofScalarOffset: 11), SourceLocation(line: 4, column: 6))
        XCTAssertTrue(file.entries.allSatisfy { !$0.isSource && $0.locale == "ja" })
    }

    func testEmptyFileAndCommentOnlyFileHaveNoEntries() throws {
        XCTAssertEqual(try read("").entries.count, 0)
        XCTAssertEqual(try read("/* nothing */\n// here\n").entries.count, 0)
    }

    func testXMLPropertyListStringsFile() throws {
        let file = try read("""
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>Done</key>
        \t<string>Fertig &amp; weiter</string>
        </dict>
        </plist>
        """, locale: "de")
        XCTAssertEqual(file.entries.map(\.key), ["Done"])
        XCTAssertEqual(file.entries[0].value, "Fertig & weiter")
        XCTAssertEqual(file.entries[0].location, SourceLocation(line: 5, column: 10))
    }

    // MARK: Errors

    func testUnterminatedStringNamesTheLineWhereItStarts() {
        let atEnd = error("\"a\" = \"1\";\n\n\"b\" = \"never closed;\n")
        XCTAssertEqual(atEnd?.line, 3)
        XCTAssertEqual(atEnd?.file, "fixture")
        XCTAssertEqual(atEnd?.message, "unterminated string (no closing quote)")

        let beforeAnotherPair = error("\"a\" = \"1\";\n\n\"b\" = \"never closed;\n\"c\" = \"3\";\n")
        XCTAssertEqual(beforeAnotherPair?.line, 3)
        XCTAssertEqual(beforeAnotherPair?.message, "unterminated string: the value of \"b\" has no closing quote (it runs on to line 4)")

        let key = error("\"a\" = \"1\";\n\"unclosed key = \"2\";")
        XCTAssertEqual(key?.line, 2)
    }

    func testMissingSemicolonNamesTheValueLine() {
        let problem = error("\"a\" = \"1\";\n\"b\" = \"2\"\n\"c\" = \"3\";\n")
        XCTAssertEqual(problem?.line, 2)
        XCTAssertEqual(problem?.message, "missing ';' after the value of \"b\"")
    }

    func testOtherSyntaxErrors() {
        XCTAssertEqual(error("\"a\" = \"1\";\n/* open\n comment").map { [$0.line, $0.message.contains("unterminated comment") ? 1 : 0] }, [2, 1])
        XCTAssertEqual(error("\"a\" \"1\";").map(\.message), "expected '=' after the key \"a\"")
        XCTAssertEqual(error("\n= \"1\";").map(\.line), 2)
        XCTAssertEqual(error("\"a\" = ;").map(\.message), "expected a value (a quoted string) after '=' for the key \"a\"")
        XCTAssertEqual(error("\"a\" = \"\\UD83D x\";").map(\.message), "\\U escape holds an unpaired UTF-16 surrogate")
        XCTAssertEqual(error("{ \"a\" = \"1\";").map(\.message), "missing '}' at the end of the file")
    }

    func testInvalidUTF8NamesTheLine() {
        var bytes = Array("\"a\" = \"1\";\n\"b\" = \"2\";\n\"c\" = \"".utf8)
        bytes += [0xC3, 0x28]
        bytes += Array("\";\n".utf8)
        let problem = Fixtures.readError(Data(bytes), StringsReader.read, format: .strings)
        XCTAssertEqual(problem?.line, 3)
        XCTAssertEqual(problem?.message, "the file is not valid UTF-8 (invalid byte sequence)")
    }
}
