import Catalogs
import SwiftSource
@testable import Rules
import XCTest

/// How a table's platform is decided from its evidence.
final class TablePlatformsTests: XCTestCase {
    func testTheStrongestSourceDecidesByCount() {
        let evidence = [
            PlatformEvidence(platform: "ios", source: .code, count: 40),
            PlatformEvidence(platform: "macos", source: .interfaceBuilderNote, count: 2),
            PlatformEvidence(platform: "ios", source: .interfaceBuilderNote, count: 1),
        ]
        XCTAssertEqual(TablePlatforms.decide(evidence), "macos")
        XCTAssertEqual(TablePlatforms.decide(Array(evidence.prefix(1))), "ios")
        XCTAssertNil(TablePlatforms.decide([]))
        let tie = [PlatformEvidence(platform: "macos", source: .code), PlatformEvidence(platform: "ios", source: .code)]
        XCTAssertEqual(TablePlatforms.decide(tie), "ios")
        XCTAssertEqual(TablePlatforms.decide(tie.reversed()), "ios", "the order evidence comes in does not matter")
    }

    func testFolderEvidenceHoldsBelowItsFolderTheDeepestFirst() {
        var platforms = TablePlatforms(configuration: Configuration())
        platforms.folderEvidence = [
            FolderPlatformEvidence(folder: "Apps", evidence: PlatformEvidence(platform: "ios", source: .code)),
            FolderPlatformEvidence(folder: "Apps/Mac", evidence: PlatformEvidence(platform: "macos", source: .code)),
        ]
        let none = NotePlatformCounts()
        XCTAssertEqual(platforms.platform(ofTable: "Apps/Mac/Localizable.xcstrings", notes: none), "macos")
        XCTAssertNil(platforms.platform(ofTable: "Apps/Phone/Localizable.xcstrings", notes: none), "iOS is the default already")
        XCTAssertNil(platforms.platform(ofTable: "Apps/MacExtras/Localizable.xcstrings", notes: none))
        var notes = NotePlatformCounts()
        notes.count("Class = \"UIButton\"; normalTitle = \"Go\"; ObjectID = \"a\";")
        XCTAssertNil(platforms.platform(ofTable: "Apps/Mac/Localizable.xcstrings", notes: notes), "notes outrank code")
    }

    func testTheAppsStoryboardsSpeakForItsTablesWithoutDocumentsWhenTheyAgree() {
        func document(_ path: String, _ platform: String?) -> InterfaceBuilderDocument {
            InterfaceBuilderDocument(path: path, platform: platform, objects: [])
        }
        let mac = InterfaceBuilderIndex(documents: [
            document("Pad/Pad/Base.lproj/MainMenu.xib", "macos"), document("Pad/Pad/Settings/Base.lproj/Settings.xib", "macos"),
            document("Pad/Pad/Base.lproj/Unknown.xib", nil),
        ])
        let platforms = TablePlatforms(configuration: Configuration(), interfaceBuilder: mac)
        XCTAssertEqual(platforms.folderEvidence.map(\.folder), ["Pad/Pad"])
        XCTAssertEqual(platforms.platform(ofTable: "Pad/Pad/Localizable.xcstrings", notes: NotePlatformCounts()), "macos")
        XCTAssertNil(platforms.platform(ofTable: "Other/Localizable.xcstrings", notes: NotePlatformCounts()))
        var notes = NotePlatformCounts()
        notes.count("Class = \"UILabel\"; text = \"Hi\"; ObjectID = \"a\";")
        XCTAssertNil(platforms.platform(ofTable: "Pad/Pad/Localizable.xcstrings", notes: notes), "a table's notes outrank them")
        let mixed = InterfaceBuilderIndex(documents: [document("A/Main.storyboard", "ios"), document("B/MainMenu.xib", "macos")])
        XCTAssertEqual(TablePlatforms(configuration: Configuration(), interfaceBuilder: mixed).folderEvidence, [])
    }

    func testNotesAreCountedByTheirClass() {
        var notes = NotePlatformCounts()
        for comment in [
            "Class = \"NSMenuItem\"; title = \"Quit\";", "Class = \"NSButtonCell\";", "Class = \"UILabel\";",
            "Class = \"IBUIButton\";", "Button title", "A Class = \"NSMenu\" in the middle", nil,
        ] {
            notes.count(comment)
        }
        XCTAssertEqual(notes, NotePlatformCounts(macOS: 2, iOS: 2))
    }

    func testAConfiguredPlatformIsNeverOverridden() throws {
        let configuration = try ConfigurationLoader.parse("{platform: \"ios\"}", path: "c")
        XCTAssertTrue(configuration.platformIsSet)
        XCTAssertFalse(Configuration().platformIsSet)
        var notes = NotePlatformCounts()
        notes.count("Class = \"NSMenuItem\";")
        XCTAssertNil(TablePlatforms(configuration: configuration).platform(ofTable: "Main.strings", notes: notes))
        XCTAssertEqual(TablePlatforms(configuration: Configuration()).platform(ofTable: "Main.strings", notes: notes), "macos")
    }

    func testTheSwiftCodesImportsSpeakForTheTablesBesideIt() {
        let mac = "import AppKit\nimport SwiftUI\nstruct V: View { var body: some View { Text(\"Hi\") } }"
        let shared = "import SwiftUI\nstruct W: View { var body: some View { Text(\"Yo\") } }"
        let code = CodeIndex(files: [
            SwiftSourceScanner.scan(path: "Timer/Views/V.swift", text: mac),
            SwiftSourceScanner.scan(path: "Timer/Settings/P.swift", text: mac),
            SwiftSourceScanner.scan(path: "Timer/Shared/W.swift", text: shared),
        ])
        XCTAssertEqual(code.platformEvidence?.folder, "Timer")
        XCTAssertEqual(code.platformEvidence?.files, 2)
        let auditor = Auditor(configuration: Configuration(), code: code)
        XCTAssertEqual(auditor.tablePlatforms.platform(ofTable: "Timer/Localizable.xcstrings", notes: NotePlatformCounts()), "macos")
        XCTAssertNil(auditor.tablePlatforms.platform(ofTable: "Other/Localizable.xcstrings", notes: NotePlatformCounts()))
    }

    func testATablesOwnWordsSpeakForItOnlyWhenOnePlatformsWordsPrevail() {
        func counts(_ strings: [String]) -> TextPlatformCounts {
            var counts = TextPlatformCounts()
            for string in strings { counts.count(string) }
            return counts
        }
        let mac = counts(["Show in the menu bar", "Reverse MOUSE scrolling", "Open System Settings", "Click to record", "Trackpads too"])
        XCTAssertEqual([mac.macOS, mac.iOS, mac.read], [4, 0, 5])
        let platforms = TablePlatforms(configuration: Configuration())
        XCTAssertEqual(platforms.platform(ofTable: "Mouse/Localizable.xcstrings", notes: NotePlatformCounts(), text: mac), "macos")
        let shared = counts(["Show in the menu bar", "Use a mouse", "Open Finder", "Tap to start", "On your iPhone"])
        XCTAssertEqual([shared.macOS, shared.iOS], [3, 2])
        XCTAssertNil(platforms.platform(ofTable: "Mouse/Localizable.xcstrings", notes: NotePlatformCounts(), text: shared), "not twice as many")
        let none = counts(["Mousepad", "A taped box", "Tapé", "mice"])
        XCTAssertEqual([none.macOS, none.iOS], [0, 0], "whole words only")
        let many = counts(Array(repeating: "Plain words", count: TextPlatformCounts.sampleSize) + ["menu bar", "trackpad", "mouse"])
        XCTAssertEqual(many.macOS, 0, "only the first strings of a table are read")
        XCTAssertEqual(counts(["Use a mouse", "Open Finder"]).evidence, nil, "fewer than three strings say nothing")
        var note = NotePlatformCounts()
        note.count("Class = \"UILabel\"; text = \"Hi\"; ObjectID = \"b\";")
        XCTAssertNil(platforms.platform(ofTable: "Mouse/Localizable.xcstrings", notes: note, text: mac), "notes outrank words")
    }

    func testACatalogWhoseWordsNameTheMacIsAuditedForTheMacWithoutCodeOrStoryboards() throws {
        func catalog(_ texts: [String]) -> String {
            let strings = texts.enumerated().map { index, text in
                "\"k\(index)\": {\"localizations\": {\"en\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(text)\"}}}}"
            }
            return "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {\(strings.joined(separator: ", "))}}"
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copylint-platform-words-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let mac = ["Show the timer in the menu bar", "Scroll with the mouse wheel", "Open System Settings", "Click to start the timer"]
        let phone = ["Add the timer to your Home Screen", "Keep your iPhone awake", "Lock Screen widget", "Click to start the timer"]
        try catalog(mac).write(to: folder.appendingPathComponent("Mac.xcstrings"), atomically: true, encoding: .utf8)
        try catalog(phone).write(to: folder.appendingPathComponent("Phone.xcstrings"), atomically: true, encoding: .utf8)
        let findings = Auditor(configuration: Configuration()).audit(try RuleTestFiles.read([folder])).findings
        let verbs = findings.filter { $0.rule == "device-verb" }.map { URL(fileURLWithPath: $0.file).lastPathComponent }
        XCTAssertEqual(verbs, ["Phone.xcstrings"], "a Mac's click is right; an iPhone's is not")
    }
}

extension TablePlatforms {
    /// The platform of a table from its own notes alone.
    func platform(ofTable table: String, notes: NotePlatformCounts) -> String? {
        platform(ofTable: table, notes: notes, text: TextPlatformCounts())
    }
}
