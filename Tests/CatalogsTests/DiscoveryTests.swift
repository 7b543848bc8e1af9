import CopylintTestSupport
import Foundation
import XCTest
@testable import Catalogs
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

final class DiscoveryTests: XCTestCase {
    private typealias Fixtures = OtherFormatsFixtures

    // MARK: Fixtures (Tests/Fixtures/Readers)

    /// Quillpad's framework: one `.strings` table in five `*.lproj` folders, one `.stringsdict` table in three,
    /// and a `.strings` file in no `*.lproj` folder.
    func testQuillpadTablesShareOneIDAcrossLprojFolders() throws {
        let resources = Fixtures.fixturePath(Fixtures.kitResources)
        let shown = DisplayPaths().display(resources)
        let found = Discovery.find(paths: [resources], defaultSourceLanguage: "en")
        XCTAssertEqual(found.errors, [])
        XCTAssertEqual(found.requests.count, 9)
        let strings = found.requests.filter { $0.format == .strings && $0.path.contains(".lproj/") }
        XCTAssertEqual(strings.count, 5)
        XCTAssertEqual(Set(strings.map(\.table)), [shown + "/Localizable.strings"])
        let plurals = found.requests.filter { $0.format == .stringsdict }
        XCTAssertEqual(Set(plurals.map(\.table)), [shown + "/Localizable.stringsdict"])
        XCTAssertEqual(plurals.compactMap(\.locale), ["de", "en", "ru"])
        XCTAssertTrue(found.requests.allSatisfy { $0.sourceLanguage == "en" })
        XCTAssertEqual(strings.compactMap(\.locale), ["de", "en", "fr", "ja", "ru"])
        XCTAssertEqual(found.requests.map(\.displayPath), found.requests.map(\.displayPath).sorted())
        let credits = try XCTUnwrap(found.requests.first)
        XCTAssertEqual(credits.path, resources + "/Credits.strings")
        XCTAssertEqual(credits.locale, "en")
        XCTAssertEqual(credits.table, credits.displayPath)
    }

    /// Catalogs and the `.xcloc` exports: one table per file, no locale from the path, and the bundle's
    /// `contents.json` is not a string file.
    func testQuillpadCatalogsAndExports() {
        let found = Discovery.find(
            paths: [Fixtures.fixturePath("Quillpad/Quillpad"), Fixtures.fixturePath(Fixtures.exports)], defaultSourceLanguage: "en"
        )
        XCTAssertEqual(found.errors, [])
        XCTAssertEqual(found.requests.filter { $0.format == .xcstrings }.count, 2)
        XCTAssertEqual(found.requests.filter { $0.format == .xliff }.count, 2)
        XCTAssertEqual(found.requests.count, 4)
        XCTAssertTrue(found.requests.allSatisfy { $0.locale == nil && $0.table == $0.displayPath })
        XCTAssertTrue(found.requests.contains { $0.path.hasSuffix("/de.xcloc/Localized Contents/de.xliff") })
        XCTAssertTrue(found.requests.contains { $0.path.hasSuffix("/ja.xcloc/Localized Contents/ja.xliff") })
    }

    func testWholeReadersFolder() throws {
        let found = Discovery.find(paths: [Fixtures.readers.path], defaultSourceLanguage: "en")
        XCTAssertEqual(found.errors, [])
        var byFormat: [FileFormat: Int] = [:]
        for request in found.requests { byFormat[request.format, default: 0] += 1 }
        XCTAssertEqual(byFormat, [.xcstrings: 2, .strings: 10, .stringsdict: 3, .xliff: 2])
        let widgets = found.requests.filter { $0.path.hasSuffix("/Widget.strings") }
        XCTAssertEqual(widgets.map(\.locale), ["ar", "de", "fr", "hi"])
        XCTAssertEqual(Set(widgets.map(\.table)).count, 1)
        XCTAssertTrue(widgets.allSatisfy { $0.sourceLanguage == "en" }, "no en.lproj or Base.lproj beside the others: the default")
        let credits = try XCTUnwrap(found.requests.first { $0.path.hasSuffix("/Credits.strings") })
        XCTAssertEqual(credits.locale, "en")
        XCTAssertEqual(credits.table, credits.displayPath)

        let german = Discovery.find(paths: [Fixtures.readers.path], defaultSourceLanguage: "de")
        XCTAssertEqual(german.requests.first { $0.path.hasSuffix("/Credits.strings") }?.locale, "de")
        XCTAssertEqual(german.requests.filter { $0.path.hasSuffix("/Widget.strings") }.map(\.sourceLanguage), ["de", "de", "de", "de"])
        XCTAssertTrue(german.requests.filter { $0.format == .strings || $0.format == .stringsdict }.allSatisfy { $0.sourceLanguage == "de" },
                      "every table has a de.lproj, and de is the default")
        XCTAssertTrue(german.requests.filter { $0.format == .xcstrings }.allSatisfy { $0.sourceLanguage == "de" && $0.locale == nil })
    }

    // MARK: Corpora (skipped without them)

    func testDuckDuckGoTablesShareOneIDAcrossLprojFolders() throws {
        let root = try Fixtures.corpusPath("duckduckgo-iOS")
        let found = Discovery.find(paths: [root], defaultSourceLanguage: "en")
        XCTAssertEqual(found.errors, [])
        XCTAssertEqual(found.requests.count, 50)
        let resources = try Fixtures.corpusPath(Fixtures.duckDuckGoResources)
        let strings = found.requests.filter { $0.format == .strings }
        XCTAssertEqual(strings.count, 25)
        XCTAssertEqual(Set(strings.map(\.table)), [resources + "/Localizable.strings"])
        XCTAssertEqual(Set(found.requests.filter { $0.format == .stringsdict }.map(\.table)), [resources + "/Localizable.stringsdict"])
        XCTAssertTrue(found.requests.allSatisfy { $0.sourceLanguage == "en" })
        XCTAssertEqual(strings.compactMap(\.locale).sorted(), ["bg", "cs", "da", "de", "el", "en", "es", "et", "fi", "fr", "hr",
                                                               "hu", "it", "lt", "lv", "nb", "nl", "pl", "pt", "ro", "ru",
                                                               "sk", "sl", "sv", "tr"])
        XCTAssertEqual(found.requests.map(\.displayPath), found.requests.map(\.displayPath).sorted())
        XCTAssertEqual(found.requests.first?.path, resources + "/bg.lproj/Localizable.strings")
    }

    func testKeepingYouAwakeCatalogsAndExports() throws {
        let found = Discovery.find(paths: [try Fixtures.corpusPath("KeepingYouAwake")], defaultSourceLanguage: "en")
        XCTAssertEqual(found.errors, [])
        XCTAssertEqual(found.requests.filter { $0.format == .xcstrings }.count, 8)
        XCTAssertEqual(found.requests.filter { $0.format == .xliff }.count, 22)
        XCTAssertEqual(found.requests.count, 30)
        XCTAssertTrue(found.requests.allSatisfy { $0.locale == nil && $0.table == $0.displayPath })
        XCTAssertTrue(found.requests.contains { $0.path.hasSuffix("/de.xcloc/Localized Contents/de.xliff") })
    }

    func testWholeCorporaFolder() throws {
        let found = Discovery.find(paths: [try Fixtures.corpusPath(".")], defaultSourceLanguage: "en")
        XCTAssertEqual(found.errors, [])
        var byFormat: [FileFormat: Int] = [:]
        for request in found.requests { byFormat[request.format, default: 0] += 1 }
        // Counted with `find` (hidden folders and an .xcloc's other contents left out): Rectangle's two catalogs
        // and home-assistant-iOS's 137 .strings files joined the corpora after the first count.
        XCTAssertEqual(byFormat, [.xcstrings: 39, .strings: 167, .stringsdict: 29, .xliff: 24])
        let fr = found.requests.first { $0.path.hasSuffix("PluginTests/Resources/fr.lproj/Legacy.strings") }
        XCTAssertEqual(fr?.locale, "fr")
        XCTAssertEqual(fr?.sourceLanguage, "en")
        let full = found.requests.first { $0.path.hasSuffix("Migrator/full.lproj/Localizable.strings") }
        XCTAssertEqual(full?.locale, "full")
        XCTAssertEqual(full?.sourceLanguage, "en", "no en.lproj or Base.lproj next to full.lproj: the default")
        let loose = found.requests.first { $0.path.hasSuffix("Migrator/Localizable.strings") }
        XCTAssertEqual(loose?.locale, "en")
        XCTAssertEqual(loose?.table, loose?.displayPath)
    }

    // MARK: A project tree built for the test

    private func makeProject() throws -> URL {
        let folder = try Fixtures.temporaryFolder(for: self)
        let pair = Data("\"k\" = \"v\";\n".utf8)
        for relative in [
            "App/en.lproj/Localizable.strings", "App/de.lproj/Localizable.strings", "App/pt-BR.lproj/Localizable.strings",
            "App/zh-Hans.lproj/Localizable.strings", "App/Base.lproj/Main.strings", "App/fr.lproj/Main.strings",
            "App/Loose.strings", "App/.hidden/Skipped.strings", "App/.build/Skipped.strings",
            "App/English.lproj/Legacy.strings", "App/ja.lproj/Legacy.strings", "Shared/sv.lproj/Shared.strings",
            "App/fr.xcloc/Source Contents/App/en.lproj/Localizable.strings", "App/Notes.txt",
        ] {
            try Fixtures.write(pair, to: relative, in: folder)
        }
        try Fixtures.write(Data("{\"sourceLanguage\":\"en\",\"strings\":{},\"version\":\"1.0\"}".utf8), to: "App/mul.lproj/Settings.xcstrings", in: folder)
        try Fixtures.write(Data("<xliff version=\"1.2\"/>".utf8), to: "App/fr.xcloc/Localized Contents/fr.xliff", in: folder)
        try Fixtures.write(Data("<xliff version=\"1.2\"/>".utf8), to: "App/Export.XLF", in: folder)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App/Broken.xcstrings"), withIntermediateDirectories: true)
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("App/Dangling.strings").path, withDestinationPath: "nowhere/Missing.strings")
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("App/loop").path, withDestinationPath: "..")
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("App/Linked").path, withDestinationPath: "../Shared")
        return folder
    }

    func testProjectTreeDiscovery() throws {
        let folder = try makeProject()
        let app = folder.appendingPathComponent("App").path
        let found = Discovery.find(paths: [app], defaultSourceLanguage: "en")

        XCTAssertEqual(found.errors, [ReadError(file: app + "/Broken.xcstrings", message: "is a directory, not a string file")])
        let relative = found.requests.map { String($0.displayPath.dropFirst(app.count + 1)) }
        XCTAssertEqual(relative, [
            "Dangling.strings", "English.lproj/Legacy.strings", "Export.XLF", "Linked/sv.lproj/Shared.strings",
            "Loose.strings", "Base.lproj/Main.strings", "de.lproj/Localizable.strings", "en.lproj/Localizable.strings",
            "fr.lproj/Main.strings", "fr.xcloc/Localized Contents/fr.xliff", "ja.lproj/Legacy.strings",
            "mul.lproj/Settings.xcstrings", "pt-BR.lproj/Localizable.strings",
            "zh-Hans.lproj/Localizable.strings",
        ].sorted { (app + "/" + $0) < (app + "/" + $1) })

        func request(_ suffix: String) throws -> ReadRequest {
            try XCTUnwrap(found.requests.first { $0.displayPath == app + "/" + suffix }, suffix)
        }
        let german = try request("de.lproj/Localizable.strings")
        XCTAssertEqual(german.locale, "de")
        XCTAssertEqual(german.table, app + "/Localizable.strings")
        XCTAssertEqual(german.sourceLanguage, "en")
        XCTAssertEqual(try request("pt-BR.lproj/Localizable.strings").locale, "pt-BR")
        XCTAssertEqual(try request("zh-Hans.lproj/Localizable.strings").locale, "zh-Hans")

        let french = try request("fr.lproj/Main.strings")
        XCTAssertEqual(french.sourceLanguage, "en", "Base.lproj, the table's only source, holds the development language")
        XCTAssertEqual(french.table, app + "/Main.strings")
        XCTAssertEqual(try request("Base.lproj/Main.strings").locale, "en")

        let legacy = try request("English.lproj/Legacy.strings")
        XCTAssertEqual(legacy.locale, "en")
        XCTAssertEqual(try request("ja.lproj/Legacy.strings").sourceLanguage, "en")

        let loose = try request("Loose.strings")
        XCTAssertEqual(loose.locale, "en")
        XCTAssertEqual(loose.table, loose.displayPath)

        let catalog = try request("mul.lproj/Settings.xcstrings")
        XCTAssertNil(catalog.locale)
        XCTAssertEqual(catalog.format, .xcstrings)
        XCTAssertEqual(catalog.table, catalog.displayPath)
        XCTAssertEqual(try request("Export.XLF").format, .xliff)

        let linked = try request("Linked/sv.lproj/Shared.strings")
        XCTAssertEqual(linked.locale, "sv")
        XCTAssertEqual(linked.sourceLanguage, "en", "no en/Base lproj beside sv.lproj")
    }

    func testDefaultSourceLanguageAppliesOutsideLprojFolders() throws {
        let folder = try makeProject()
        let found = Discovery.find(paths: [folder.appendingPathComponent("App/Loose.strings").path], defaultSourceLanguage: "de")
        XCTAssertEqual(found.errors, [])
        XCTAssertEqual(found.requests.map(\.locale), ["de"])
        XCTAssertEqual(found.requests.map(\.sourceLanguage), ["de"])
        let german = Discovery.find(paths: [folder.appendingPathComponent("App/en.lproj/Localizable.strings").path], defaultSourceLanguage: "de")
        XCTAssertEqual(german.requests.map(\.sourceLanguage), ["de"], "a de.lproj of the table exists, and de is the default")
    }

    func testGivenPathsAreTakenAsTheyAreAndDeduplicated() throws {
        let folder = try makeProject()
        let file = folder.appendingPathComponent("App/en.lproj/Localizable.strings").path
        let found = Discovery.find(paths: [
            file, folder.appendingPathComponent("App/en.lproj").path, folder.appendingPathComponent("App/Notes.txt").path,
            folder.appendingPathComponent("Missing").path, folder.appendingPathComponent("App/Broken.xcstrings").path,
        ], defaultSourceLanguage: "en")
        XCTAssertEqual(found.requests.map(\.path), [file])
        XCTAssertEqual(found.errors.map(\.message).sorted(), [
            "is a directory, not a string file", "no such file or directory",
            "not a string file (copylint reads .xcstrings, .strings, .stringsdict, .xliff and .xlf)",
        ])
    }

    func testDisplayPathsAreRelativeUnderTheCurrentFolder() {
        let paths = DisplayPaths(currentDirectory: "/work/project/")
        XCTAssertEqual(paths.display("/work/project/App/en.lproj/A.strings"), "App/en.lproj/A.strings")
        XCTAssertEqual(paths.display("App/./en.lproj/../en.lproj/A.strings"), "App/en.lproj/A.strings")
        XCTAssertEqual(paths.display("/work/project"), ".")
        XCTAssertEqual(paths.display("/work/projects/A.strings"), "/work/projects/A.strings")
        XCTAssertEqual(paths.display("../other/A.strings"), "../other/A.strings")
        XCTAssertEqual(paths.absolute("../other/A.strings"), "/work/other/A.strings")
        XCTAssertEqual(DisplayPaths.join(".", "A.strings"), "A.strings")
    }

    /// Paths are cut at slashes by bytes when ASCII; the parts must be those of the character split.
    func testASCIIFileNameFormatsAreThoseOfTheCharacterPath() {
        var names = [
            "Localizable.strings", "A.STRINGS", "InfoPlist.Strings", ".strings", "strings", "x.", "noext", "a.b.XLF",
            "de.xliff", "de.XLIFF.bak", "Localizable.stringsdict", "Localizable.xcstrings", "Cat.XCStrings", "..xlf",
            "a.stringsdictx", "a.xcstring", "a\r\n.strings", "a.str ings", "a.strings ",
        ]
        // The names of every file of the fixtures and the bundled example (and of the real apps when they are there).
        for folder in Corpora.textFolders {
            guard let walker = FileManager.default.enumerator(atPath: folder.path) else { continue }
            while let path = walker.nextObject() as? String { names.append((path as NSString).lastPathComponent) }
        }
        XCTAssertGreaterThan(names.count, 40)
        for name in names {
            switch Discovery.asciiFormat(ofFileNamed: name) {
            case .ascii(let format):
                XCTAssertEqual(format, Discovery.exactFormat(ofFileNamed: name), name)
            case .notASCII:
                XCTAssertFalse(name.utf8.allSatisfy { $0 < 0x80 }, name)
            }
            XCTAssertEqual(Discovery.format(ofFileNamed: name), Discovery.exactFormat(ofFileNamed: name), name)
        }
        XCTAssertEqual(Discovery.asciiFormat(ofFileNamed: "é.strings"), .notASCII)
    }

    func testPathComponentsAreThoseOfTheCharacterSplit() {
        let paths = [
            "", "/", "//", "a", "/a/b/", "./App//en.lproj/../A.strings", "/work/Über/de.lproj/A.strings",
            "a/\u{301}b/c", "x/\r\n/y", "日本/ja.lproj/Localizable.strings", "a /b/ c", "/./..",
        ]
        for path in paths {
            XCTAssertEqual(DisplayPaths.components(of: path), path.split(separator: "/").map(String.init), path)
        }
    }

    /// The quick test must only pass paths that the component-by-component standardizing gives back unchanged.
    func testStandardizedPathsAreRecognizedAsTheSlowPathLeavesThem() {
        let paths = [
            "/", "/a", "/a/b", "/a/b/", "//a", "/a//b", "/./a", "/a/.", "/a/..", "/../a", "/a/.b/..c/...", "/a/b.",
            "a/b", "", "/work/Über/de.lproj/A.strings", "/a/\u{301}b/c", "/x/\r\n/y", "/a/./b", "/ab/../c",
        ]
        for path in paths {
            let unchanged = DisplayPaths.standardizedByComponents(path) == path
            XCTAssertEqual(DisplayPaths.isStandardized(path), unchanged, path)
        }
        XCTAssertEqual(DisplayPaths(currentDirectory: "/").absolute("/a/./b//c/../d/"), "/a/b/d")
    }

    // MARK: Reading what discovery found

    func testDanglingSymlinkIsFoundAndItsReadFails() throws {
        let folder = try makeProject()
        let found = Discovery.find(paths: [folder.appendingPathComponent("App").path], defaultSourceLanguage: "en")
        let dangling = try XCTUnwrap(found.requests.first { $0.path.hasSuffix("Dangling.strings") })
        switch CatalogReader.read(dangling) {
        case .success: XCTFail("a dangling link must not read")
        case .failure(let error):
            XCTAssertEqual(error.file, dangling.displayPath)
            XCTAssertEqual(error.message, "cannot open the file: No such file or directory")
        }
    }

    func testCatalogReaderRefusesFIFOsFoldersAndHugeFiles() throws {
        let folder = try Fixtures.temporaryFolder(for: self)
        let fifo = folder.appendingPathComponent("Pipe.strings").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let huge = folder.appendingPathComponent("Huge.strings")
        XCTAssertTrue(FileManager.default.createFile(atPath: huge.path, contents: nil))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: UInt64(ReadLimits.maximumFileSize) + 1)
        try handle.close()

        func message(_ path: String) -> String? {
            let request = ReadRequest(path: path, displayPath: path, format: .strings, table: "T", locale: "en", sourceLanguage: "en")
            if case .failure(let error) = CatalogReader.read(request) { return error.message }
            return nil
        }
        XCTAssertEqual(message(fifo), "is not a regular file")
        XCTAssertEqual(message(folder.path), "is a directory, not a string file")
        XCTAssertEqual(message(huge.path), "file is larger than the 256 MiB limit (268435457 bytes)")
    }

    func testCatalogReaderDispatchesEveryFormat() throws {
        let folder = try makeProject()
        let found = Discovery.find(paths: [folder.appendingPathComponent("App").path], defaultSourceLanguage: "en")
        for request in found.requests where !request.path.hasSuffix("Dangling.strings") {
            let file = try CatalogReader.read(request).get()
            XCTAssertEqual(file.format, request.format, request.path)
            XCTAssertEqual(file.path, request.displayPath)
        }
        let strings = found.requests.first { $0.path.hasSuffix("de.lproj/Localizable.strings") }
        let entries = try XCTUnwrap(strings.map { try CatalogReader.read($0).get().entries })
        XCTAssertEqual(entries.map { "\($0.key)=\($0.value)@\($0.locale)" }, ["k=v@de"])
    }
}
