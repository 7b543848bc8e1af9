import CopylintTestSupport
import Foundation
import XCTest
@testable import Catalogs

/// Paths and helpers shared by the `.strings`, `.stringsdict`, XML, XLIFF and discovery tests.
///
/// Two kinds of material: the repository's own fixtures under `Tests/Fixtures/Readers` (a made-up app, always
/// there), and the optional real-app corpora, which `Corpora.require` finds or skips the calling test without.
enum OtherFormatsFixtures {
    static let duckDuckGoResources = "duckduckgo-iOS/LocalPackages/SyncUI-iOS/Sources/SyncUI-iOS/Resources"
    static let keepingYouAwakeExports = "KeepingYouAwake/Localizations/KeepingYouAwake"
    static let mozData = "oracles/moz-l10n/python/tests/formats/data"

    /// The path of a corpus file or folder; skips the calling test when the corpora are absent.
    static func corpusPath(_ relative: String) throws -> String {
        try Corpora.requirePath(relative)
    }

    // MARK: The Readers fixtures

    /// `Tests/Fixtures/Readers`: Quillpad, a made-up notes app written for these tests (see its README.md).
    static let readers = Corpora.fixture("Readers")
    /// Quillpad's framework, whose `.strings` and `.stringsdict` tables drift between locales.
    static let kitResources = "Quillpad/QuillpadKit/Resources"
    /// Quillpad's Xcode localization exports (`de.xcloc`, `ja.xcloc`).
    static let exports = "Quillpad/Localizations"

    /// The path of a file or folder below `Tests/Fixtures/Readers`.
    static func fixturePath(_ relative: String) -> String {
        readers.appendingPathComponent(relative).path
    }

    /// The path of a Quillpad export's XLIFF file: `<locale>.xcloc/Localized Contents/<locale>.xliff`.
    static func exportPath(_ locale: String) -> String {
        "\(exports)/\(locale).xcloc/Localized Contents/\(locale).xliff"
    }

    /// Reads a fixture file through `CatalogReader` (its display path is `relative`) and fails the test on a
    /// read error.
    static func readFixture(
        _ relative: String, format: FileFormat, locale: String? = "en", sourceLanguage: String = "en",
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> StringFile {
        var request = request(fixturePath(relative), format: format, locale: locale, sourceLanguage: sourceLanguage)
        request.displayPath = relative
        switch CatalogReader.read(request) {
        case .success(let stringFile): return stringFile
        case .failure(let error):
            XCTFail("\(error)", file: file, line: line)
            throw error
        }
    }

    /// `url`'s path below `folder`, or its whole path when it is not inside `folder`.
    static func relativePath(of url: URL, in folder: URL) -> String {
        let base = resolvedPath(folder) + "/"
        let path = resolvedPath(url)
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    /// Whether `url` is one of the Readers fixtures.
    static func isReadersFixture(_ url: URL) -> Bool {
        resolvedPath(url).hasPrefix(resolvedPath(readers) + "/")
    }

    private static func resolvedPath(_ url: URL) -> String {
        url.standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// The files below `folders` (every file of every folder, sorted by path) whose names end in one of
    /// `extensions`, e.g. the string files of `Corpora.textFolders`.
    static func files(in folders: [URL], withExtensions extensions: Set<String>) -> [URL] {
        var found: [URL] = []
        for folder in folders {
            guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where extensions.contains(url.pathExtension.lowercased()) {
                found.append(url)
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// A request like discovery makes for a file that is read directly.
    static func request(
        _ path: String, format: FileFormat, locale: String? = "en", sourceLanguage: String = "en", table: String = "T"
    ) -> ReadRequest {
        ReadRequest(path: path, displayPath: path, format: format, table: table, locale: locale, sourceLanguage: sourceLanguage)
    }

    /// Reads a corpus file through `CatalogReader` and fails the test on a read error; skips the test when the
    /// corpora are absent.
    static func readCorpus(
        _ relative: String, format: FileFormat, locale: String? = "en", file: StaticString = #filePath, line: UInt = #line
    ) throws -> StringFile {
        let result = CatalogReader.read(request(try corpusPath(relative), format: format, locale: locale))
        switch result {
        case .success(let stringFile): return stringFile
        case .failure(let error):
            XCTFail("\(error)", file: file, line: line)
            throw error
        }
    }

    /// A fresh temporary folder, removed when the test ends.
    static func temporaryFolder(for testCase: XCTestCase) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("copylint-catalogs-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        testCase.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// Writes `data` at `relative` below `folder`, creating folders on the way; returns the file's path.
    @discardableResult
    static func write(_ data: Data, to relative: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
        return url.path
    }

    /// The reader's error for `data`, or a failure when it reads without one.
    static func readError(
        _ data: Data, _ reader: (Data, ReadRequest) throws(ReadError) -> StringFile, format: FileFormat,
        file: StaticString = #filePath, line: UInt = #line
    ) -> ReadError? {
        do {
            let result = try reader(data, request("fixture", format: format))
            XCTFail("expected an error, read \(result.entries.count) entries", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }
}

/// Checks the helpers themselves so a moved corpus or fixture fails loudly instead of skipping tests.
final class StringsFixtureSupportTests: XCTestCase {
    func testCorporaFolderIsFound() throws {
        let readme = try OtherFormatsFixtures.corpusPath("README.md")
        XCTAssertTrue(FileManager.default.fileExists(atPath: readme))
        XCTAssertTrue(FileManager.default.fileExists(atPath: try OtherFormatsFixtures.corpusPath(OtherFormatsFixtures.mozData + "/xcode.xliff")))
    }

    func testReadersFixturesAreFound() {
        for relative in [
            "README.md", "make-encoded-strings.py", "Quillpad/Quillpad/Localizable.xcstrings",
            OtherFormatsFixtures.kitResources + "/en.lproj/Localizable.strings",
            OtherFormatsFixtures.kitResources + "/ru.lproj/Localizable.stringsdict",
            OtherFormatsFixtures.exportPath("de"), OtherFormatsFixtures.exports + "/ja.xcloc/contents.json",
        ] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: OtherFormatsFixtures.fixturePath(relative)), relative)
        }
        let strings = OtherFormatsFixtures.files(in: [OtherFormatsFixtures.readers], withExtensions: ["strings"])
        XCTAssertEqual(strings.count, 10)
        XCTAssertTrue(Corpora.textFolders.contains(Corpora.fixtures))
    }
}
