import Foundation
import XCTest
@testable import Catalogs

/// Paths and helpers shared by the `.strings`, `.stringsdict`, XML, XLIFF and discovery tests.
enum OtherFormatsFixtures {
    /// The folder holding Package.swift, found from this file's path.
    static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while url.path != "/" {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
            url.deleteLastPathComponent()
        }
        fatalError("Package.swift not found above \(#filePath)")
    }()

    static let corpora = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpora")

    static let duckDuckGoResources = "duckduckgo-iOS/LocalPackages/SyncUI-iOS/Sources/SyncUI-iOS/Resources"
    static let keepingYouAwakeExports = "KeepingYouAwake/Localizations/KeepingYouAwake"
    static let mozData = "oracles/moz-l10n/python/tests/formats/data"

    static func corpusPath(_ relative: String) -> String {
        corpora.appendingPathComponent(relative).path
    }

    /// A request like discovery makes for a file that is read directly.
    static func request(
        _ path: String, format: FileFormat, locale: String? = "en", sourceLanguage: String = "en", table: String = "T"
    ) -> ReadRequest {
        ReadRequest(path: path, displayPath: path, format: format, table: table, locale: locale, sourceLanguage: sourceLanguage)
    }

    /// Reads a corpus file through `CatalogReader` and fails the test on a read error.
    static func readCorpus(
        _ relative: String, format: FileFormat, locale: String? = "en", file: StaticString = #filePath, line: UInt = #line
    ) throws -> StringFile {
        let result = CatalogReader.read(request(corpusPath(relative), format: format, locale: locale))
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

/// Checks the helpers themselves so a moved corpus fails loudly instead of skipping tests.
final class StringsFixtureSupportTests: XCTestCase {
    func testCorporaFolderIsFound() {
        XCTAssertTrue(FileManager.default.fileExists(atPath: OtherFormatsFixtures.corpusPath("README.md")))
        XCTAssertTrue(FileManager.default.fileExists(atPath: OtherFormatsFixtures.corpusPath(OtherFormatsFixtures.mozData + "/xcode.xliff")))
    }
}
