import Catalogs
@testable import Rules
import CopylintBase
import XCTest

/// The roles storyboards and xibs give object-ID keys, over what the key's note says.
final class InterfaceBuilderRoleTests: XCTestCase {
    private static let fixture = InterfaceBuilderFixture.read()
    private let resolver = RoleResolver(configuration: Configuration(), interfaceBuilder: fixture.index)
    private let steeper = InterfaceBuilderFixture.folder.appendingPathComponent("Steeper/mul.lproj/Main.xcstrings").path

    private func role(_ key: String, note: String? = nil, table: String? = nil) -> ResolvedRole {
        let table = table.map { InterfaceBuilderFixture.folder.appendingPathComponent($0).path } ?? steeper
        return resolver.resolve(key: key, comment: note, table: DisplayPathsForTests.display(table))
    }

    func testCocoaObjectsGiveTheirRoles() {
        let cases: [(String, Role)] = [
            ("Bc1-vv-Ch1.title", .checkbox), ("Bc3-zz-Ra3.title", .checkbox), ("Bc4-BB-Pu4.title", .button),
            ("Bt4-AA-Pu4.toolTip", .tooltip), ("Ti1-nn-Pa1.label", .toolbarItem), ("Ti1-nn-Pa1.paletteLabel", .toolbarItem),
            ("Ti1-nn-Pa1.toolTip", .tooltip), ("Mi3-hh-Nb3.title", .menuItem), ("Mn2-ee-Ap2.title", .menuTitle),
            ("Wn1-ll-Wi1.title", .navTitle), ("Tvi-tt-Ge1.label", .tab), ("Tc1-KK-La1.title", .label),
            ("Tc2-MM-Ed2.placeholderString", .placeholder), ("Sg2-QQ-Se2.ibShadowedLabels[1]", .segment),
            ("Sg2-QQ-Se2.ibShadowedToolTips[1]", .tooltip), ("Co1-VV-Co1.headerCell.title", .label),
            ("Bx1-RR-Bo1.title", .label), ("Pc1-GG-Pp1.title", .menuItem), ("Pm2-II-Bl2.title", .menuItem),
        ]
        for (key, expected) in cases {
            let resolved = role(key, note: "Class = \"NSButtonCell\"; title = \"x\"; ObjectID = \"x\";")
            XCTAssertEqual(resolved.role, expected, key)
            XCTAssertEqual(resolved.source, .interfaceBuilder, key)
            XCTAssertTrue(resolved.isFromInterfaceBuilderDocument, key)
        }
    }

    func testUIKitObjectsGiveTheirRoles() {
        let cases: [(String, Role)] = [
            ("Pl1-ee-Lb1.text", .label), ("Pb1-ff-Bt1.normalTitle", .button), ("Pb1-ff-Bt1.accessibilityLabel", .a11yLabel),
            ("Pb1-ff-Bt1.accessibilityHint", .a11yHint), ("Pt1-gg-Tf1.placeholder", .placeholder),
            ("Pg1-hh-Sg1.segmentTitles[0]", .segment), ("Pn1-ii-Ni1.title", .navTitle), ("Pr1-jj-Bb1.title", .toolbarItem),
            ("Pi1-ll-Tb1.title", .tab),
        ]
        for (key, expected) in cases {
            XCTAssertEqual(role(key, table: "SteeperPhone/Main.strings").role, expected, key)
        }
    }

    func testWithoutAnObjectTheNoteAndThePropertyDecide() {
        let note = "Class = \"NSButtonCell\"; title = \"Remember me\"; ObjectID = \"Nn1-aa-No1\";"
        let fromNote = role("Nn1-aa-No1.title", note: note)
        XCTAssertEqual(fromNote.role, .button)
        XCTAssertEqual(fromNote.source, .interfaceBuilder)
        XCTAssertFalse(fromNote.isFromInterfaceBuilderDocument)
        let segmentTip = "Class = \"NSSegmentedCell\"; Sg9-aa-Tt1.ibShadowedToolTips[0] = \"Cup\"; ObjectID = \"Sg9-aa-Tt1\";"
        XCTAssertEqual(role("Sg9-aa-Tt1.ibShadowedToolTips[0]", note: segmentTip).role, .tooltip)
        XCTAssertEqual(role("Tt9-aa-Tt9.toolTip").role, .tooltip, "the property alone says tooltip")
    }

    func testANoteOnlyButtonWithALongSentenceStyleTitleIsACheckbox() {
        func noteRole(_ title: String, className: String = "NSButtonCell") -> Role {
            role("Cb1-aa-Cb1.title", note: "Class = \"\(className)\"; title = \"\(title)\"; ObjectID = \"Cb1-aa-Cb1\";").role
        }
        XCTAssertEqual(noteRole("Pause syncing while the battery is low"), .checkbox)
        XCTAssertEqual(noteRole("Show word count in the sidebar", className: "NSButton"), .checkbox)
        XCTAssertEqual(noteRole("Export All Notes as Plain Text"), .button, "title style with minor words")
        XCTAssertEqual(noteRole("Sync with iCloud Drive"), .button, "a minor word and a product name")
        XCTAssertEqual(noteRole("Brew now"), .button, "too short to tell")
        XCTAssertEqual(noteRole("Show word count in the sidebar", className: "NSMenuItem"), .menuItem)
    }

    func testANoteTitleThatNamesASettingIsACheckboxInAnyStyle() {
        func noteRole(_ title: String) -> Role {
            role("Cb1-aa-Cb1.title", note: "Class = \"NSButtonCell\"; title = \"\(title)\"; ObjectID = \"Cb1-aa-Cb1\";").role
        }
        XCTAssertEqual(noteRole("Open Steeper at Login"), .checkbox, "when it happens")
        XCTAssertEqual(noteRole("Brew on launch"), .checkbox, "when it happens")
        XCTAssertEqual(noteRole("Automatically Refill the Kettle"), .checkbox, "that it happens by itself")
        XCTAssertEqual(noteRole("Check"), .checkbox, "Interface Builder's title for a new checkbox")
        XCTAssertEqual(noteRole("Radio"), .checkbox, "Interface Builder's title for a new radio button")
        XCTAssertEqual(noteRole("Log In"), .button, "an action")
        XCTAssertEqual(noteRole("Steep Now"), .button, "an action")
        XCTAssertEqual(noteRole("Launch Steeper"), .button, "an action")
    }

    func testDirectivesAndTheConfigurationStillComeFirst() throws {
        XCTAssertEqual(role("Bc1-vv-Ch1.title", note: "copylint:role=label").source, .directive)
        let configuration = try ConfigurationLoader.parse("{roles: [{key: \"Bc1-*\", role: \"button\"}]}", path: "c")
        let configured = RoleResolver(configuration: configuration, interfaceBuilder: Self.fixture.index)
        XCTAssertEqual(configured.resolve(key: "Bc1-vv-Ch1.title", comment: nil, table: DisplayPathsForTests.display(steeper)).source, .config)
    }

    func testRolesHintsNameOnlyKnownRoles() {
        // RoleHints traps on an unknown role; reading it proves the interfaceBuilder sections decode.
        XCTAssertEqual(RoleHints.shared.interfaceBuilderElements["buttonCell[type=check]"], .checkbox)
        XCTAssertEqual(RoleHints.shared.interfaceBuilderElementProperties["searchBar.placeholder"], .searchPrompt)
    }
}

/// The display path Discovery gives a fixture file (relative to the folder the tests run in, where below it).
enum DisplayPathsForTests {
    static func display(_ path: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        let prefix = current.hasSuffix("/") ? current : current + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
