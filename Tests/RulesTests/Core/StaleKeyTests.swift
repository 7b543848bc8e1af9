import Catalogs
import Foundation
@testable import Rules
import SwiftSource
import XCTest

/// A key Xcode marks stale, and the code the audit reads does not name, is shown nowhere: it gets the one `stale-key`
/// finding, and counts with the strings the app never shows.
final class StaleKeyTests: XCTestCase {
    private let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "Steep longer..." : {"extractionState": "stale", "localizations": {
                "en": {"stringUnit": {"state": "translated", "value": "Steep longer..."}},
                "de": {"stringUnit": {"state": "translated", "value": "Steep longer..."}}}},
              "Brew again..." : {"localizations": {
                "en": {"stringUnit": {"state": "translated", "value": "Brew again..."}},
                "de": {"stringUnit": {"state": "translated", "value": "Brew again..."}}}}
            }}
            """

    private func audit(code: CodeIndex? = nil) throws -> AuditResult {
        let request = ReadRequest(path: "App/Localizable.xcstrings", displayPath: "App/Localizable.xcstrings", format: .xcstrings,
                                  table: "App/Localizable.xcstrings", locale: nil, sourceLanguage: "en")
        let file = try XCStringsReader.read(Data(catalog.utf8), request: request)
        return Auditor(configuration: Configuration(), code: code).audit([file])
    }

    func testAStaleKeyGetsOnlyTheStaleKeyFindingAndCountsAsNeverShown() throws {
        let result = try audit()
        let stale = result.findings.filter { $0.key == "Steep longer..." }.map(\.rule)
        XCTAssertEqual(stale, ["stale-key"])
        let live = Set(result.findings.filter { $0.key == "Brew again..." }.map(\.rule))
        XCTAssertTrue(live.isSuperset(of: ["ellipsis-character", "untranslated"]), "\(live)")
        XCTAssertEqual(result.unusedEntries, 1)
        XCTAssertEqual(result.roleSources.values.reduce(0, +), 1, "the stale key comes under no role source")
    }

    func testAStaleKeyTheCodeStillNamesIsAuditedLikeAnyOther() throws {
        let view = "struct V: View {\n  var body: some View { Button(\"Steep longer...\") { steep() } }\n}\n"
        let result = try audit(code: CodeIndex(files: [SwiftSourceScanner.scan(path: "App/V.swift", text: view)]))
        let rules = Set(result.findings.filter { $0.key == "Steep longer..." }.map(\.rule))
        XCTAssertTrue(rules.isSuperset(of: ["stale-key", "ellipsis-character"]), "the code read is newer than the catalog's sync: \(rules)")
        XCTAssertEqual(result.unusedEntries, 0)
    }
}
