import Foundation
import XCTest

/// `audit` reads the app's name from its InfoPlist tables and takes it for a word every locale writes the same.
final class AppNameCommandTests: XCTestCase {
    private func write(_ text: String, _ path: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    private func untranslatedTexts(_ result: CommandResult) throws -> [String] {
        let findings = try XCTUnwrap(result.json?["findings"] as? [[String: Any]], result.stderr)
        return findings.filter { $0["rule"] as? String == "untranslated" }.compactMap { $0["text"] as? String }.sorted()
    }

    func testTheAppsNameIsNotAnUntranslatedWord() throws {
        let folder = try CommandRunner.scratchFolder(self)
        try write("\"CFBundleDisplayName\" = \"Lantern Notes\";\n", "App/en.lproj/InfoPlist.strings", in: folder)
        try write("\"CFBundleDisplayName\" = \"Lantern Notes\";\n", "App/de.lproj/InfoPlist.strings", in: folder)
        let english = "\"menu.app\" = \"Lantern Notes\";\n\"menu.quit\" = \"Quit Lantern Notes\";\n\"menu.help\" = \"Help\";\n"
        try write(english, "App/en.lproj/Localizable.strings", in: folder)
        try write("\"menu.app\" = \"Lantern Notes\";\n\"menu.quit\" = \"Quit Lantern Notes\";\n\"menu.help\" = \"Help\";\n",
                  "App/de.lproj/Localizable.strings", in: folder)
        let result = try CommandRunner.run(["audit", ".", "--format", "json", "--fail-on", "never"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        // The name alone is the app's; a text that also holds a word to translate still is untranslated.
        XCTAssertEqual(try untranslatedTexts(result), ["Help", "Quit Lantern Notes"])

        // Without the InfoPlist, nothing says the words are a name.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("App/en.lproj/InfoPlist.strings"))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("App/de.lproj/InfoPlist.strings"))
        let without = try CommandRunner.run(["audit", ".", "--format", "json", "--fail-on", "never"], in: folder)
        XCTAssertEqual(try untranslatedTexts(without), ["Help", "Lantern Notes", "Quit Lantern Notes"])
    }

    func testWithoutAnInfoPlistTheAuditedFolderNamesTheApp() throws {
        let scratch = try CommandRunner.scratchFolder(self)
        let folder = scratch.appendingPathComponent("Lantern")
        try write("\"menu.app\" = \"Lantern\";\n\"menu.help\" = \"Help\";\n\"tip\" = \"Draw a lantern\";\n", "App/en.lproj/Localizable.strings", in: folder)
        try write("\"menu.app\" = \"Lantern\";\n\"menu.help\" = \"Help\";\n\"tip\" = \"Dessinez une lanterne\";\n", "App/fr.lproj/Localizable.strings", in: folder)
        let result = try CommandRunner.run(["audit", "Lantern", "--format", "json", "--fail-on", "never"], in: scratch)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try untranslatedTexts(result), ["Help"], "the folder's name is the app's")
        let findings = try XCTUnwrap(result.json?["findings"] as? [[String: Any]])
        XCTAssertFalse(findings.contains { $0["rule"] as? String == "brand-casing" }, "a one-word name is no lexicon term: “lantern” is a word")
    }

    func testSentenceStyleKeepsTheAppsOneWordNameCapitalized() throws {
        let scratch = try CommandRunner.scratchFolder(self)
        let folder = scratch.appendingPathComponent("Lantern")
        let strings = """
            "sync_alert_message" = "Right now, Lantern keeps a copy, and Lantern will sync it later.";
            "move_alert_message" = "Your Notes Were Moved to the Archive.";

            """
        try write(strings, "App/en.lproj/Localizable.strings", in: folder)
        let result = try CommandRunner.run(["audit", "Lantern", "--format", "json", "--fail-on", "never"], in: scratch)
        let findings = try XCTUnwrap(result.json?["findings"] as? [[String: Any]], result.stderr)
        let keys = findings.filter { $0["rule"] as? String == "sentence-case" }.compactMap { $0["key"] as? String }
        XCTAssertEqual(keys, ["move_alert_message"], "the app's name mid-sentence is a proper noun; title case still is reported")
    }

    func testWithoutABundleNameTheInfoPlistTextsSpellTheNameOfTheFolder() throws {
        let scratch = try CommandRunner.scratchFolder(self)
        let folder = scratch.appendingPathComponent("lantern-notes-iOS")
        try write("\"NSCameraUsageDescription\" = \"Lantern Notes scans your pages with the camera.\";\n", "App/en.lproj/InfoPlist.strings", in: folder)
        try write("\"settings.title\" = \"Sync settings\";\n\"menu.app\" = \"Lantern Notes\";\n", "App/en.lproj/Localizable.strings", in: folder)
        // Czech declines the name ("Lantern Notesu") in a translation whose source does not name the app.
        try write("\"settings.title\" = \"Nastavení synchronizace Lantern Notesu\";\n\"menu.app\" = \"Lantern Notes\";\n",
                  "App/cs.lproj/Localizable.strings", in: folder)
        func rules(_ result: CommandResult) throws -> [String] {
            try XCTUnwrap(result.json?["findings"] as? [[String: Any]], result.stderr).compactMap { $0["rule"] as? String }.sorted()
        }
        let named = try CommandRunner.run(["audit", "lantern-notes-iOS", "--format", "json", "--fail-on", "never"], in: scratch)
        XCTAssertEqual(try rules(named), [], "the name is kept in every locale, inflected or not")

        // In a folder named otherwise, nothing says the words are a name.
        let other = scratch.appendingPathComponent("notebook")
        try FileManager.default.moveItem(at: folder, to: other)
        let unnamed = try CommandRunner.run(["audit", "notebook", "--format", "json", "--fail-on", "never"], in: scratch)
        XCTAssertEqual(try rules(unnamed), ["locale-capitalization", "untranslated"])
    }
}
