import XCTest
@testable import SwiftSource

/// Keys reached through accessors (SwiftGen's generated code, R.swift, hand-written `static let`s and helper
/// functions) get the role of the place that shows the accessor, as a literal key would.
final class AccessorTests: XCTestCase {
    /// Scans several files as one project: helpers found in any file apply to all, as `SwiftFiles.scan` does.
    private func index(_ files: [(String, String)]) -> CodeIndex {
        let sources = files.map { SwiftSourceText(path: $0.0, text: $0.1) }
        let wrappers = LocalizingWrappers.merged(sources.map(LocalizingWrappers.init))
        return CodeIndex(files: sources.map { SwiftSourceScanner.scan($0, wrappers: wrappers) })
    }

    private func role(_ index: CodeIndex, _ key: String, table: String = "Localizable") -> String? {
        index.roleUse(of: .init(table: table, key: key))?.role?.rawValue
    }

    private let swiftGen = """
    public enum L10n {
      /// Cancel
      public static var cancelLabel: String { return L10n.tr("Localizable", "cancel_label") }
      public static let doneLabel = L10n.tr("Localizable", "done_label", fallback: "Done")
      /// Needs version %@ or newer.
      public static func needsVersion(_ p1: Any) -> String {
        return L10n.tr("Localizable", "needs_version", String(describing: p1))
      }
      public enum Settings {
        public enum Title {
          /// General
          public static var general: String { return L10n.tr("Localizable", "settings.title.general") }
        }
        public static var title: String { return L10n.tr("Localizable", "settings.title") }
      }
    }
    public enum CoreStrings {
      public static var commonStateOn: String { return CoreStrings.tr("Core", "common::state::on") }
    }
    extension L10n {
      private static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {
        let format = Bundle.main.localizedString(forKey: key, value: nil, table: table)
        return String(format: format, locale: Locale.current, arguments: args)
      }
    }
    """

    func testSwiftGenAccessorsTakeTheRoleOfTheirCallSites() {
        let view = """
        struct SettingsView: View {
            @State var shown = false
            var body: some View {
                Form {
                    Text(L10n.Settings.Title.general)
                    Toggle(CoreStrings.commonStateOn, isOn: .constant(true))
                    Text(verbatim: L10n.needsVersion("17"))
                }
                .navigationTitle(L10n.Settings.title)
                .toolbar { Button(L10n.doneLabel) {} }
                .alert("Sign out?", isPresented: $shown) { Button(L10n.cancelLabel, role: .cancel) {} }
            }
        }
        """
        let code = index([("Strings.swift", swiftGen), ("SettingsView.swift", view)])
        XCTAssertEqual(role(code, "settings.title.general"), "label")
        XCTAssertEqual(role(code, "settings.title"), "nav-title")
        XCTAssertEqual(role(code, "done_label"), "toolbar-item")
        XCTAssertEqual(role(code, "cancel_label"), "alert-button")
        XCTAssertEqual(role(code, "needs_version"), "label")
        XCTAssertEqual(role(code, "common::state::on", table: "Core"), "label")
        // The use that gives the role is the call site, not the generated declaration.
        let use = code.roleUse(of: .init(table: "Localizable", key: "done_label"))
        XCTAssertEqual(use?.file, "SettingsView.swift")
        XCTAssertEqual(use?.line, 10)
        XCTAssertEqual(use?.defaultValue, "Done")
    }

    func testAnAccessorNeverShownHasNoRole() {
        let code = index([("Strings.swift", swiftGen)])
        XCTAssertNil(role(code, "cancel_label"))
        XCTAssertEqual(code.uses(of: .init(table: "Localizable", key: "cancel_label")).count, 1)
    }

    func testPathsMatchOnlyTheAccessorTheyName() {
        let view = """
        struct V: View {
            var body: some View {
                Button(Other.title) {}
                Text(Title.general)
                Button(Settings.title) {}
            }
        }
        """
        let code = index([("Strings.swift", swiftGen), ("V.swift", view)])
        // `Other.title` names nothing declared; `Title.general` ends one accessor's name (unique);
        // `Settings.title` ends `L10n.Settings.title` only.
        XCTAssertEqual(role(code, "settings.title.general"), "label")
        XCTAssertEqual(role(code, "settings.title"), "button")
        XCTAssertEqual(code.uses(of: .init(table: "Localizable", key: "settings.title")).filter { $0.role != nil }.count, 1)
    }

    func testHandWrittenStaticAccessors() {
        let strings = """
        enum UserText {
            static let save = NSLocalizedString("action.save", value: "Save", comment: "Save button")
            static var deleteTitle: String { NSLocalizedString("alert.delete.title", comment: "") }
            static let settings: String = String(localized: "screen.settings", defaultValue: "Settings")
        }
        """
        let controller = """
        final class EditorViewController: UIViewController {
            func confirm() {
                let alert = UIAlertController(title: UserText.deleteTitle, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: UserText.save, style: .default))
                navigationItem.title = UserText.settings
            }
        }
        """
        let code = index([("UserText.swift", strings), ("EditorViewController.swift", controller)])
        XCTAssertEqual(role(code, "action.save"), "alert-button")
        XCTAssertEqual(role(code, "alert.delete.title"), "alert-title")
        XCTAssertEqual(role(code, "screen.settings"), "nav-title")
    }

    func testRSwiftAccessorsMatchKeysByTheIdentifierRSwiftMakes() {
        let view = """
        struct V: View {
            var body: some View {
                Button(R.string.localizable.settingsSignOut()) {}
                Text(R.string.localizable.welcome_message())
                Text(R.string.onboarding.urlScheme())
            }
        }
        """
        let code = index([("V.swift", view)])
        XCTAssertEqual(role(code, "settings.sign-out"), "button")
        XCTAssertEqual(role(code, "welcome_message"), "label")
        XCTAssertEqual(role(code, "URL scheme", table: "Onboarding"), "label")
        XCTAssertNil(role(code, "welcome_message", table: "Onboarding"))
    }

    func testRSwiftResourceKeysLocalizedByTheAppAreUsesToo() {
        let controller = """
        final class SettingsViewController: UIViewController {
            func bind() {
                let logout = UIAlertAction(title: R.string.localizable.settingsLogoutConfirm.key.localized(), style: .destructive)
                loginButton.titleForNormal = R.string.localizable.loginButtonTitle.key.localized()
                let raw = R.string.localizable.commonCancel.key
            }
        }
        """
        let code = index([("SettingsViewController.swift", controller)])
        XCTAssertEqual(role(code, "Settings.Logout.Confirm"), "alert-button")
        XCTAssertEqual(role(code, "Login.Button.Title"), "button", "SwifterSwift's titleForNormal is the button's title")
        XCTAssertNil(role(code, "Common.Cancel"), "the resource's bare key is a String, not shown")
    }

    func testRSwiftIdentifiers() {
        XCTAssertEqual(RSwiftIdentifier.make("Localizable"), "localizable")
        XCTAssertEqual(RSwiftIdentifier.make("settings.sign-out"), "settingsSignOut")
        XCTAssertEqual(RSwiftIdentifier.make("welcome_message"), "welcome_message")
        XCTAssertEqual(RSwiftIdentifier.make("URLScheme"), "urlScheme")
        XCTAssertEqual(RSwiftIdentifier.make("URL"), "urL")
        XCTAssertEqual(RSwiftIdentifier.make("2fa.title"), "faTitle")
    }

    func testHelperFunctionsAndStringMembersThatLocalize() {
        let helpers = """
        func loc(_ key: String) -> String {
            NSLocalizedString(key, comment: "")
        }
        extension String {
            var localized: String { NSLocalizedString(self, comment: "") }
            func uppercasedFirst() -> String { prefix(1).uppercased() + dropFirst() }
        }
        """
        let view = """
        struct V: View {
            var body: some View {
                Button(loc("settings.sign_out")) {}
                Text("onboarding.welcome".localized)
                Text("plain".uppercasedFirst())
            }
        }
        """
        let code = index([("Helpers.swift", helpers), ("V.swift", view)])
        XCTAssertEqual(role(code, "settings.sign_out"), "button")
        XCTAssertEqual(role(code, "onboarding.welcome"), "label")
        XCTAssertNil(role(code, "plain"))
        let wrappers = LocalizingWrappers(SwiftSourceText(path: "Helpers.swift", text: helpers))
        XCTAssertEqual(wrappers.functions, ["loc"])
        XCTAssertEqual(wrappers.stringMembers, ["localized"])
    }

    func testAHelperThatNamesItsTableGivesItsKeysThatTable() {
        let helpers = """
        extension String {
            var localized: String { NSLocalizedString(self, tableName: "Main", value: self, comment: "") }
        }
        func mainString(_ key: String) -> String { NSLocalizedString(key, tableName: "Main", comment: "") }
        """
        let view = """
        final class Updates {
            let menuItem = NSMenuItem()
            func show() {
                menuItem.title = "Update Available…".localized
                let alert = NSAlert()
                alert.messageText = mainString("Update Failed")
            }
        }
        """
        let code = index([("StringExtension.swift", helpers), ("Updates.swift", view)])
        XCTAssertEqual(role(code, "Update Available…", table: "Main"), "menu-item")
        XCTAssertEqual(role(code, "Update Failed", table: "Main"), "alert-title")
        XCTAssertNil(role(code, "Update Available…"), "not a key of Localizable")
        // Two files that declare one helper with different tables leave its table unknown.
        let other = LocalizingWrappers(SwiftSourceText(path: "Other.swift", text: "func mainString(_ key: String) -> String { NSLocalizedString(key, tableName: \"Other\", comment: \"\") }"))
        let merged = LocalizingWrappers.merged([LocalizingWrappers(SwiftSourceText(path: "StringExtension.swift", text: helpers)), other])
        XCTAssertEqual(merged.tables, ["localized": "Main"])
    }

    func testAnAccessorMetTwiceOnOneLineKeepsItsFirstRole() {
        let view = """
        struct V: View {
            var body: some View {
                Button { } label: { Text(L10n.cancelLabel) }
            }
        }
        """
        let code = index([("Strings.swift", swiftGen), ("V.swift", view)])
        let roles = code.uses(of: .init(table: "Localizable", key: "cancel_label")).compactMap(\.role)
        XCTAssertEqual(roles, [.button])
    }

    func testTheAppsOwnViewsGiveTheirPropertiesRoles() {
        let row = """
        struct SettingsRow: View {
            let title: String
            let detail: String
            var body: some View {
                Button(title) {}
                Text(detail)
            }
        }
        struct Banner: View {
            var message: String
            var body: some View { Text(verbatim: "!") }
        }
        """
        let screen = """
        struct SettingsView: View {
            var body: some View {
                SettingsRow(title: L10n.Settings.title, detail: NSLocalizedString("settings.detail", comment: ""))
                Banner(message: NSLocalizedString("banner.message", comment: ""))
            }
        }
        """
        let code = index([("Strings.swift", swiftGen), ("SettingsRow.swift", row), ("SettingsView.swift", screen)])
        XCTAssertEqual(role(code, "settings.title"), "button")
        XCTAssertEqual(role(code, "settings.detail"), "label")
        XCTAssertEqual(code.roleUse(of: .init(table: "Localizable", key: "settings.detail"))?.element, "SettingsRow(detail:)")
        // `Banner` never shows `message`: no role.
        XCTAssertNil(role(code, "banner.message"))
    }

    func testEitherBranchOfAConditionAndAFallbackTakeTheRoleOfWhereTheyAreShown() {
        let view = """
        struct EditView: View {
            var isNew = false
            var chosenName: String?
            var body: some View {
                Form {
                    Text(chosenName ?? L10n.Settings.title)
                    Button(isNew ? L10n.doneLabel : L10n.cancelLabel) {}
                }
                .navigationTitle(Text(isNew ? L10n.Settings.Title.general : CoreStrings.commonStateOn))
            }
        }
        """
        let code = index([("Strings.swift", swiftGen), ("EditView.swift", view)])
        XCTAssertEqual(role(code, "settings.title"), "label")
        XCTAssertEqual(role(code, "done_label"), "button")
        XCTAssertEqual(role(code, "cancel_label"), "button")
        XCTAssertEqual(role(code, "settings.title.general"), "nav-title")
        XCTAssertEqual(role(code, "common::state::on", table: "Core"), "nav-title")
        // A condition's branches are text; the condition itself and a fallback's optional are not keys.
        XCTAssertNil(role(code, "needs_version"))
    }
}
