import Catalogs
import Foundation
@testable import Rules
import XCTest

/// A key Xcode marks stale is shown nowhere: it gets the one `stale-key` finding, and counts with the strings the
/// app never shows.
final class StaleKeyTests: XCTestCase {
    func testAStaleKeyGetsOnlyTheStaleKeyFindingAndCountsAsNeverShown() throws {
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "Steep longer..." : {"extractionState": "stale", "localizations": {
                "en": {"stringUnit": {"state": "translated", "value": "Steep longer..."}},
                "de": {"stringUnit": {"state": "translated", "value": "Steep longer..."}}}},
              "Brew again..." : {"localizations": {
                "en": {"stringUnit": {"state": "translated", "value": "Brew again..."}},
                "de": {"stringUnit": {"state": "translated", "value": "Brew again..."}}}}
            }}
            """
        let request = ReadRequest(path: "App/Localizable.xcstrings", displayPath: "App/Localizable.xcstrings", format: .xcstrings,
                                  table: "App/Localizable.xcstrings", locale: nil, sourceLanguage: "en")
        let file = try XCStringsReader.read(Data(catalog.utf8), request: request)
        let result = Auditor(configuration: Configuration()).audit([file])
        let stale = result.findings.filter { $0.key == "Steep longer..." }.map(\.rule)
        XCTAssertEqual(stale, ["stale-key"])
        let live = Set(result.findings.filter { $0.key == "Brew again..." }.map(\.rule))
        XCTAssertTrue(live.isSuperset(of: ["ellipsis-character", "untranslated"]), "\(live)")
        XCTAssertEqual(result.unusedEntries, 1)
        XCTAssertEqual(result.roleSources.values.reduce(0, +), 1, "the stale key comes under no role source")
    }
}
