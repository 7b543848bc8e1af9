import Catalogs
import Foundation
@testable import Rules
import XCTest

final class OrphanedKeyTests: XCTestCase {
    /// Audits a `.strings` table whose English file has one key and whose German file has two more.
    private func orphans() throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("orphaned-key-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "en.lproj/Localizable.strings": "\"shelf.title\" = \"Shelf\";\n",
            "de.lproj/Localizable.strings": "\"shelf.title\" = \"Regal\";\n\"shelf.legacy\" = \"Alt\";\n\"Open the Shelf\" = \"Regal öffnen\";\n",
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let requests = Discovery.find(paths: [folder.path], defaultSourceLanguage: "en").requests
        return AuditPipeline(auditor: Auditor(configuration: Configuration()), jobs: 1).run(requests).findings
            .filter { $0.rule == "orphaned-key" }
    }

    func testAnIdentifierKeyIsAWarningAndATextKeyIsInfoThatSaysWhatToCheck() throws {
        let found = try orphans()
        XCTAssertEqual(found.map(\.key).sorted(), ["Open the Shelf", "shelf.legacy"])
        let identifier = try XCTUnwrap(found.first { $0.key == "shelf.legacy" })
        XCTAssertEqual(identifier.severity, .warning)
        XCTAssertEqual(identifier.message, "“shelf.legacy” is in de but not in the source language en.")
        let text = try XCTUnwrap(found.first { $0.key == "Open the Shelf" })
        XCTAssertEqual(text.severity, .info)
        XCTAssertTrue(text.message.contains("shows such a key as itself in en"), text.message)
    }

    func testTextKeysAreToldFromIdentifiers() {
        XCTAssertTrue(OrphanedKeyCheck.isWrittenAsText("Go to Settings"))
        XCTAssertTrue(OrphanedKeyCheck.isWrittenAsText("Delete %@?"))
        XCTAssertFalse(OrphanedKeyCheck.isWrittenAsText("settings.title"))
        XCTAssertFalse(OrphanedKeyCheck.isWrittenAsText("delete_button"))
        XCTAssertFalse(OrphanedKeyCheck.isWrittenAsText("%1$@ %2$@"))
        // One capitalized word, as `Button("Cancel")` makes a key, is text; words run together are an identifier.
        XCTAssertTrue(OrphanedKeyCheck.isWrittenAsText("Cancel"))
        XCTAssertFalse(OrphanedKeyCheck.isWrittenAsText("cancel"))
        XCTAssertFalse(OrphanedKeyCheck.isWrittenAsText("CancelButton"))
        XCTAssertFalse(OrphanedKeyCheck.isWrittenAsText("A"))
    }
}
