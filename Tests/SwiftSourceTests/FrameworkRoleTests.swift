import Catalogs
import CopylintBase
import Rules
import SwiftSource
import XCTest

/// Roles from the frameworks the system draws from the app's description: CarPlay's templates, App Intents'
/// actions and parameters, WidgetKit's gallery (docs/rules.md lists them).
final class FrameworkRoleTests: XCTestCase {
    private static let fixture = "Tests/Fixtures/FrameworksApp"

    private func roles(_ code: String) -> [String] {
        SwiftSourceScanner.scan(path: "t.swift", text: code).uses.map { "\($0.role?.rawValue ?? "-") \($0.text)" }
    }

    func testTheFrameworksFixtureGivesEveryStringItsRole() {
        let files = FixtureApp.swiftFiles(in: Self.fixture)
        let expected = FixtureApp.expectations(in: files)
        XCTAssertGreaterThan(expected.count, 30)
        FixtureApp.assertUses(files.flatMap { SwiftSourceScanner.scan(path: $0.path, text: $0.text).uses }, match: expected)
    }

    func testACarPlayActionMadeApartIsAnActionSheetButtonOnlyWhenASheetOfItsBlockListsIt() {
        let code = """
        import CarPlay
        func ask() {
            let keep = CPAlertAction(title: "Keep", style: .default) { _ in }
            let sheet = CPActionSheetTemplate(title: nil, message: nil, actions: [keep])
        }
        func warn() {
            let close = CPAlertAction(title: "Close", style: .cancel) { _ in }
            let alert = CPAlertTemplate(titleVariants: ["Door open"], actions: [close])
        }
        """
        XCTAssertEqual(roles(code), ["action-sheet-button Keep", "alert-button Close", "alert-title Door open"])
    }

    func testActionsGatheredInALocalListAreTheActionSheetsButtons() {
        let code = """
        import CarPlay
        func edit(canPause: Bool) {
            let remove = CPAlertAction(title: "Remove", style: .destructive) { _ in }
            let pause = CPAlertAction(title: "Pause watering", style: .default) { _ in }
            let back = CPAlertAction(title: "Back", style: .cancel) { _ in }
            let actions: [CPAlertAction] = canPause ? [remove, pause, back] : [remove, back]
            let sheet = CPActionSheetTemplate(title: "Bed 4", message: nil, actions: actions)
        }
        """
        XCTAssertEqual(roles(code), ["action-sheet-button Remove", "action-sheet-button Pause watering", "action-sheet-button Back",
                                     "action-sheet-title Bed 4"])
    }

    func testTemplatePropertiesNeedACarPlayImport() {
        let body = """
        func f(t: Rooms) {
            t.tabTitle = "Rooms"
            t.emptyViewTitleVariants = ["Nothing here"]
        }
        """
        XCTAssertEqual(roles("import CarPlay\n" + body), ["tab Rooms", "label Nothing here"])
        XCTAssertEqual(roles("import UIKit\n" + body), [])
    }

    func testAnIntentTitleIsAnActivityTitleOnlyInAnAppIntentThatConfiguresNoWidget() {
        let code = """
        struct OpenGate: AppIntent { static var title: LocalizedStringResource = .init("gate.open", defaultValue: "Open Gate") }
        struct GateWidget: WidgetConfigurationIntent, AppIntent { static var title: LocalizedStringResource = "Gate" }
        struct Note { static var title: LocalizedStringResource = "Note" }
        """
        XCTAssertEqual(roles(code), ["activity-title gate.open", "- Gate", "- Note"])
    }

    func testAnIntentHiddenFromShortcutsGivesItsTitleNoRole() {
        let code = """
        struct RefreshGate: AppIntent {
            static var title: LocalizedStringResource = "Refresh Gate"
            static var isDiscoverable: Bool = false
        }
        struct CloseGate: AppIntent {
            static var isDiscoverable: Bool { false }
            static var title: LocalizedStringResource = "Close Gate"
        }
        struct OpenGate: AppIntent {
            static var title: LocalizedStringResource = "Open Gate"
            static var isDiscoverable: Bool = true
        }
        """
        XCTAssertEqual(roles(code), ["- Refresh Gate", "- Close Gate", "activity-title Open Gate"])
    }

    func testAResourceWrappingAnAccessorGivesTheAccessorsKeyItsRole() {
        let strings = """
        enum L10n {
          enum Gate { static var hint: String { return L10n.tr("Localizable", "gate.hint") } }
        }
        """
        let intent = """
        struct Gate: AppIntent {
          static var description = IntentDescription(.init(stringLiteral: L10n.Gate.hint))
        }
        """
        let index = CodeIndex(files: [SwiftSourceScanner.scan(path: "Strings.swift", text: strings),
                                      SwiftSourceScanner.scan(path: "Gate.swift", text: intent)])
        XCTAssertEqual(index.roleUse(of: .init(table: "Localizable", key: "gate.hint"))?.role, .label)
    }

    func testADescriptionCallOutsideAWidgetConfigurationGivesNoRole() {
        let code = """
        struct W: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "k", provider: P()) { _ in V() }.description("Shows the gate.")
            }
        }
        func log() { logger.description("Gate opened") }
        """
        XCTAssertEqual(roles(code), ["label Shows the gate."])
    }

    func testANotificationContentsTitleAndBodyAreTheNotifications() {
        let code = """
        func post() {
            let content = UNMutableNotificationContent()
            content.title = "Frost Tonight"
            content.body = "Cover the seedlings before dark."
            let other = Card()
            other.title = "Not a notification"
        }
        """
        XCTAssertEqual(roles(code), ["notification-title Frost Tonight", "notification-body Cover the seedlings before dark."])
    }

    func testWidthRulesLeaveCarPlayTextsAlone() throws {
        let files = FixtureApp.swiftFiles(in: Self.fixture)
        let code = CodeIndex(files: files.map { SwiftSourceScanner.scan(path: $0.path, text: $0.text) })
        let root = FixtureApp.packageRoot.appendingPathComponent(Self.fixture).path
        let read = ParallelReading.read(Discovery.find(paths: [root], defaultSourceLanguage: "en").requests)
        XCTAssertEqual(read.errors, [])
        let auditor = Auditor(configuration: Configuration(), code: code)
        let findings = auditor.addingCodeFindings(to: auditor.audit(read.files).findings)
        let overflows = findings.filter { $0.rule == "width-overflow" }.map(\.key)
        // The phone's bar button is measured; the car's (its title passed through the app's own helper), whose
        // screen the width model does not describe, is not.
        XCTAssertEqual(overflows, ["Refresh Soil"])
        XCTAssertEqual(code.roleUse(of: .init(table: "Localizable", key: "Refresh Beds"))?.role, .toolbarItem)
    }

    func testAWatchAppsMessagesAreNotMeasuredAsAPhonesButItsAlertTitleIs() throws {
        let files = FixtureApp.swiftFiles(in: Self.fixture).map { SwiftSourceScanner.scan(path: $0.path, text: $0.text) }
        let root = FixtureApp.packageRoot.appendingPathComponent(Self.fixture).path
        let read = ParallelReading.read(Discovery.find(paths: [root], defaultSourceLanguage: "en").requests)
        func widthFindings(_ code: CodeIndex) -> [String] {
            let auditor = Auditor(configuration: Configuration(), code: code)
            return auditor.addingCodeFindings(to: auditor.audit(read.files).findings)
                .filter { ["width-overflow", "alert-title-length", "alert-message-length"].contains($0.rule) && $0.key != "Refresh Soil" }
                .map { "\($0.rule) \($0.key.prefix(10))" }.sorted()
        }
        let watch = CodeIndex(files: files)
        XCTAssertTrue(watch.isWatch(try XCTUnwrap(watch.roleUse(of: .init(table: "Localizable", key: "Water")))))
        XCTAssertEqual(widthFindings(watch), ["alert-title-length Every bed "])
        // Without the watch app's entry point the same views are measured as a phone's (whose alert buttons shrink
        // a long title rather than cut it off, so width-overflow leaves them alone there too).
        let phone = CodeIndex(files: files.filter { !$0.path.hasSuffix("GreenhouseWatchApp.swift") })
        XCTAssertEqual(widthFindings(phone), ["alert-message-length Watering n", "alert-title-length Every bed "])
    }
}
