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
        XCTAssertTrue(TablePlatforms(configuration: Configuration(), interfaceBuilder: mixed).folderEvidence.isEmpty)
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
}
