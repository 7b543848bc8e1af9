import Catalogs
import Foundation
@testable import Rules
import XCTest

/// A `.stringsdict` and the `.strings` table of its name are one table to the app: a key that a locale's
/// `.stringsdict` gives is not missing from its `.strings`, and a translation's key that the source's
/// `.stringsdict` holds is no orphan.
final class StringsdictSiblingTests: XCTestCase {
    /// A `.stringsdict` of plural keys, each with its one and other forms.
    private func stringsdict(_ keys: [(key: String, one: String, other: String)]) -> String {
        let entries = keys.map { entry in
            """
            <key>\(entry.key)</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@items@</string>
            <key>items</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>lld</string>
            <key>one</key><string>\(entry.one)</string><key>other</key><string>\(entry.other)</string></dict>
            </dict>
            """
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>\(entries.joined())</dict></plist>\n"
    }

    func testAKeyTheLocalesStringsdictGivesIsNeitherMissingNorOrphaned() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copylint-sibling-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files: [String: String] = [
            // The English table gives the plural key a fallback that its .stringsdict replaces.
            "en.lproj/Localizable.strings": "\"basket.count\" = \"Apples in the basket\";\n\"basket.title\" = \"Basket\";\n",
            "en.lproj/Localizable.stringsdict": stringsdict([
                ("basket.count", "%lld apple", "%lld apples"), ("crate.count", "%lld crate", "%lld crates"),
            ]),
            // German gives the crates in its .strings: the English .stringsdict holds that key, so it is no orphan.
            "de.lproj/Localizable.strings": "\"basket.title\" = \"Korb\";\n\"shelf.count\" = \"%lld Regale\";\n\"crate.count\" = \"%lld Kisten\";\n",
            "de.lproj/Localizable.stringsdict": stringsdict([("basket.count", "%lld Apfel", "%lld Äpfel")]),
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let requests = Discovery.find(paths: [folder.path], defaultSourceLanguage: "en").requests
        let findings = AuditPipeline(auditor: Auditor(configuration: Configuration()), jobs: 1).run(requests).findings
        XCTAssertFalse(findings.contains { $0.rule == "missing-translation" && $0.key == "basket.count" }, "\(findings.map(\.rule))")
        XCTAssertEqual(findings.filter { $0.rule == "orphaned-key" }.map(\.key), ["shelf.count"], "a key neither English table has")
    }
}
