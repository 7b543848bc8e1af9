@testable import Rules
import CopylintBase
import SwiftSource
import XCTest

final class RoleResolverTests: XCTestCase {
    private let resolver = RoleResolver(configuration: Configuration())

    func testDirectiveWinsAndDisables() {
        let role = resolver.resolve(key: "save.button", comment: "Shown in the alert. copylint:role=alert-title copylint:disable=title-case,error-word")
        XCTAssertEqual(role.role, .alertTitle)
        XCTAssertEqual(role.source, .directive)
        XCTAssertEqual(role.disabledRules, ["title-case", "error-word"])
    }

    func testConfigurationPatternsComeNext() throws {
        let configuration = try ConfigurationLoader.parse("{roles: [{key: \"alert.*.title\", role: \"alert-title\"}]}", path: "c")
        let resolver = RoleResolver(configuration: configuration)
        XCTAssertEqual(resolver.resolve(key: "alert.delete.title", comment: "Button title").source, .config)
        XCTAssertEqual(resolver.resolve(key: "alert.delete.title", comment: nil).role, .alertTitle)
    }

    func testInterfaceBuilderNotes() {
        XCTAssertEqual(resolver.resolve(key: "x.title", comment: "Class = \"NSMenuItem\"; title = \"Quit\"; ObjectID = \"abc\";").role, .menuItem)
        XCTAssertEqual(resolver.resolve(key: "y", comment: "Class = \"UITextField\"; placeholder = \"Name\"; ObjectID = \"f\";").role, .placeholder)
        XCTAssertEqual(resolver.resolve(key: "z", comment: "Class = \"UIButton\"; normalTitle = \"Go\"; ObjectID = \"b\";").role, .button)
        XCTAssertEqual(resolver.resolve(key: "z", comment: "Class = \"UIButton\"; normalTitle = \"Go\"; ObjectID = \"b\";").source, .interfaceBuilder)
    }

    func testCommentWording() {
        let cases: [(String, Role)] = [
            ("Standard Buttons - Back Button", .button),
            ("Connect With Server Sheet - Button", .button),
            ("Alert title for invalid bookmarks being filtered out of synced data", .alertTitle),
            ("Accessibility label for the play control", .a11yLabel),
            ("Title of the alert shown when saving fails", .alertTitle),
            ("Tab bar item for the library", .tab),
            ("Placeholder in the name field", .placeholder),
            ("Preset label for scroll feel.", .label),
            ("Label shown while loading", .label),
            ("Button label for the share sheet", .button),
        ]
        for (comment, role) in cases {
            let resolved = resolver.resolve(key: "some key", comment: comment)
            XCTAssertEqual(resolved.role, role, comment)
            XCTAssertEqual(resolved.source, .comment, comment)
        }
    }

    func testCommentWordingTranslatorsWrite() {
        let cases: [(String, Role)] = [
            ("Label for button that opens the map", .button),
            ("Title of the 'Export Failed' alert", .alertTitle),
            ("Message of the “Export Failed” alert", .alertMessage),
            ("Tooltip for button that adds a bookmark", .tooltip),
            ("Help tag of the zoom control", .tooltip),
            ("Checkbox in the general preferences", .checkbox),
            ("Checkbox label: start the timer on launch", .checkbox),
            ("Menu item that sorts by date", .menuItem),
        ]
        for (comment, role) in cases {
            let resolved = resolver.resolve(key: "some key", comment: comment)
            XCTAssertEqual(resolved.role, role, comment)
            XCTAssertEqual(resolved.source, .comment, comment)
        }
    }

    func testCommentsNamingTextThatIsOnlyShownMakeALabel() {
        let shown = ["Edit Device View - Header", "Options - Section Header", "Section header for other syncing options",
                     "Camera View - Permission Instructions", "Connect With Server Sheet - Description Part 1",
                     "Recover Synced Data Sheet - Footer", "Options - Fetch Favicons Description",
                     "Account Screen - Signed In Email Label"]
        for comment in shown {
            XCTAssertEqual(resolver.resolve(key: "some key", comment: comment), ResolvedRole(role: .label, source: .comment), comment)
        }
        // What the other hints say first still stands; a purpose string's description is not a label.
        XCTAssertEqual(resolver.resolve(key: "some key", comment: "Alert header").role, .alertTitle)
        XCTAssertEqual(resolver.resolve(key: "some key", comment: "Header action button").role, .button)
        XCTAssertEqual(resolver.resolve(key: "NSCameraUsageDescription", comment: "Privacy - Camera Usage Description").role, .purposeString)
        // A title or a message may be a screen's, a sheet's or an alert's: no role.
        XCTAssertEqual(resolver.resolve(key: "some key", comment: "Remove Device View - Title").role, .unknown)
        XCTAssertEqual(resolver.resolve(key: "some key", comment: "Remove Device View - Message").role, .unknown)
    }

    func testSnakeAndCamelCaseKeyShapes() {
        let cases: [(String, Role)] = [
            ("settings_save_button", .button), ("saveButtonTitle", .button), ("action_share", .button),
            ("delete_alert_title", .alertTitle), ("deleteAlertTitle", .alertTitle), ("dialog_export_title", .alertTitle),
            ("delete_alert_message", .alertMessage), ("dialog.export.message", .alertMessage),
            ("quitAlert.messageText", .alertTitle), ("quitAlert.informativeText", .alertMessage),
            ("a11y_play", .a11yLabel), ("player_a11y_hint", .a11yHint), ("search_placeholder", .placeholder),
            ("tab_library", .tab), ("libraryTabTitle", .tab), ("sort_menu_item", .menuItem),
            ("zoom_tooltip", .tooltip), ("zoomTooltip", .tooltip), ("launch_checkbox", .checkbox),
            ("reminder_notification_title", .notificationTitle),
        ]
        for (key, role) in cases {
            let resolved = resolver.resolve(key: key, comment: nil)
            XCTAssertEqual(resolved.role, role, key)
            XCTAssertEqual(resolved.source, .key, key)
        }
    }

    func testKeyShapesThatDoNotSettleTheRoleStayUnknown() {
        for key in ["screen_settings_title", "settings.title", "onboarding_body", "welcome_label", "actions_count", "transaction_id"] {
            XCTAssertEqual(resolver.resolve(key: key, comment: nil).role, .unknown, key)
        }
    }

    func testCommentsThatNameNoUIElementStayUnknown() {
        for comment in ["Mouse button description", "Button list conjunction", "Navigation action", "Swipe direction"] {
            XCTAssertEqual(resolver.resolve(key: "Some Text", comment: comment).role, .unknown, comment)
        }
    }

    func testAPlainTextInCodeNeverOverridesASpecificKeyShape() {
        let view = """
        struct V: View {
            var body: some View {
                Text("tab.inbox")
                Button("settings.sign_out_button") {}
                Text("welcome.body")
            }
        }
        """
        let code = CodeIndex(files: [SwiftSourceScanner.scan(path: "V.swift", text: view)])
        let resolver = RoleResolver(configuration: Configuration(), code: code)
        // `Text` only guesses a label: the key's shape says tab.
        XCTAssertEqual(resolver.resolve(key: "tab.inbox", comment: nil, table: "Localizable.xcstrings"), ResolvedRole(role: .tab, source: .key))
        // A button is evidence of its own.
        XCTAssertEqual(resolver.resolve(key: "settings.sign_out_button", comment: nil, table: "Localizable.xcstrings").source, .swift)
        // With nothing else to go on, the guess stands.
        XCTAssertEqual(resolver.resolve(key: "welcome.body", comment: nil, table: "Localizable.xcstrings"), ResolvedRole(role: .label, source: .swift))
    }

    func testAViewShowingANotificationShapedKeyMakesItALabelAndACarPlayRowIsNoGuess() {
        let view = """
        import CarPlay
        struct V: View {
            var body: some View { Toggle("settings.updates.notification.title", isOn: $on) }
            func row() -> CPListItem { CPListItem(text: NSLocalizedString("quick_access.add_item.button", comment: ""), detailText: nil) }
        }
        """
        let code = CodeIndex(files: [SwiftSourceScanner.scan(path: "V.swift", text: view)])
        let resolver = RoleResolver(configuration: Configuration(), code: code)
        // The system draws notifications; a text the app's own view shows is about notifications.
        XCTAssertEqual(resolver.resolve(key: "settings.updates.notification.title", comment: nil, table: "Localizable.xcstrings"),
                       ResolvedRole(role: .label, source: .swift))
        XCTAssertEqual(resolver.resolve(key: "settings.updates.notification.title", comment: nil).role, .notificationTitle)
        // CarPlay defines a list item's text as the row's primary text: a settled label, over the key's `*.button`.
        XCTAssertEqual(resolver.resolve(key: "quick_access.add_item.button", comment: nil, table: "Localizable.xcstrings"),
                       ResolvedRole(role: .label, source: .swift))
    }

    func testKeyNaming() {
        XCTAssertEqual(resolver.resolve(key: "settings.save.button", comment: nil).role, .button)
        XCTAssertEqual(resolver.resolve(key: "NSCameraUsageDescription", comment: nil).role, .purposeString)
        XCTAssertEqual(resolver.resolve(key: "alert.delete.title", comment: nil).role, .alertTitle)
        XCTAssertEqual(resolver.resolve(key: "player.playButton.accessibilityLabel", comment: nil).role, .a11yLabel)
        XCTAssertEqual(resolver.resolve(key: "saveButton", comment: nil).source, .key)
        // Keys that are English text say nothing by their shape.
        XCTAssertEqual(resolver.resolve(key: "Tap the button", comment: nil).role, .unknown)
    }

    func testKeyPatternGlobs() {
        XCTAssertTrue(KeyPattern("*.button").matches("settings.save.button"))
        XCTAssertTrue(KeyPattern("alert.*.title").matches("alert.a.b.title"))
        XCTAssertFalse(KeyPattern("alert.*.title").matches("alert.title"))
        XCTAssertTrue(KeyPattern("tab.?").matches("tab.1"))
    }
}
