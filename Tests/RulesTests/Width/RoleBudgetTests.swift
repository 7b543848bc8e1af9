import Catalogs
import CopylintBase
@testable import Rules
@testable import Width
import XCTest

/// Role budgets from the device and Dynamic Type size, the HIG's type-size table, and the `width`
/// configuration section.
final class RoleBudgetTests: XCTestCase {
    func testDynamicTypeSizesFollowTheHIGTable() {
        XCTAssertEqual(TextStyle.headline.pointSize(at: .large), 17)
        XCTAssertEqual(TextStyle.footnote.pointSize(at: .large), 13)
        XCTAssertEqual(TextStyle.body.pointSize(at: .ax3), 40)
        XCTAssertEqual(TextStyle.headline.pointSize(at: .ax5), 53)
        XCTAssertEqual(TextStyle.caption2.pointSize(at: .xSmall), 11)
        XCTAssertEqual(TextStyle.largeTitle.pointSize(at: .ax5), 60)
        XCTAssertEqual(TextStyle.headline.weight, .semibold)
        for style in TextStyle.allCases {
            let sizes = DynamicTypeSize.allCases.map { style.pointSize(at: $0) }
            XCTAssertEqual(sizes, sizes.sorted(), "\(style) grows with the size")
        }
    }

    func testSizeNamesAsUsersWriteThem() {
        XCTAssertEqual(DynamicTypeSize(name: "ax3"), .ax3)
        XCTAssertEqual(DynamicTypeSize(name: "AX3"), .ax3)
        XCTAssertEqual(DynamicTypeSize(name: "accessibilityExtraLarge"), .ax3)
        XCTAssertEqual(DynamicTypeSize(name: "accessibility5"), .ax5)
        XCTAssertEqual(DynamicTypeSize(name: "xSmall"), .xSmall)
        XCTAssertEqual(DynamicTypeSize(name: "extra-extra-extra-large"), .xxxLarge)
        XCTAssertEqual(DynamicTypeSize(name: "Large"), .large)
        XCTAssertNil(DynamicTypeSize(name: "huge"))
    }

    func testAlertBudgetsAreTheAlertsTextWidth() throws {
        let settings = WidthSettings()
        let title = try XCTUnwrap(RoleBudget.forRole(.alertTitle, settings: settings))
        XCTAssertEqual(title.width, 238)
        XCTAssertEqual(title.maximumLines, 2)
        XCTAssertEqual(title.font, FontSpec(size: 17, weight: .semibold))
        let message = try XCTUnwrap(RoleBudget.forRole(.alertMessage, settings: settings, size: .ax1))
        XCTAssertEqual(message.font, FontSpec(size: 23))
        XCTAssertEqual(message.maximumLines, 3)
        XCTAssertEqual(message.width, 238, "the alert does not widen on a wider screen")
    }

    func testBarBudgetsFollowTheDeviceButNotDynamicType() throws {
        var settings = WidthSettings()
        let tab = try XCTUnwrap(RoleBudget.forRole(.tab, settings: settings, size: .ax5))
        XCTAssertEqual(tab.width, 393.0 / 5, accuracy: 0.001)
        XCTAssertEqual(tab.font.size, 10, "tab labels do not grow with Dynamic Type")
        settings.tabCount = 4
        XCTAssertEqual(try XCTUnwrap(RoleBudget.forRole(.tab, settings: settings, deviceWidth: 375)).width, 375.0 / 4, accuracy: 0.001)
        settings.segmentCount = 2
        XCTAssertEqual(try XCTUnwrap(RoleBudget.forRole(.segment, settings: settings)).width, (393.0 - 32) / 2 - 8, accuracy: 0.001)
        XCTAssertEqual(try XCTUnwrap(RoleBudget.forRole(.navTitle, settings: settings)).width, 393 - 2 * 52)
    }

    func testButtonsGrowWithDynamicTypeUpToTheirMaximum() throws {
        var settings = WidthSettings()
        let large = try XCTUnwrap(RoleBudget.forRole(.button, settings: settings))
        XCTAssertEqual(large.width, 361)
        XCTAssertEqual(try XCTUnwrap(RoleBudget.forRole(.button, settings: settings, size: .ax3)).font.size, 40)
        settings.buttonMaxWidth = 200
        settings.toolbarItemMaxWidth = 90
        XCTAssertEqual(try XCTUnwrap(RoleBudget.forRole(.button, settings: settings)).width, 200)
        XCTAssertEqual(try XCTUnwrap(RoleBudget.forRole(.toolbarItem, settings: settings)).width, 90)
    }

    func testRolesWithoutAContainerHaveNoBudget() {
        for role in [Role.label, .menuItem, .a11yLabel, .purposeString, .unknown] {
            XCTAssertNil(RoleBudget.forRole(role, settings: WidthSettings()), role.rawValue)
        }
    }

    func testTheWidthSectionIsRead() throws {
        let configuration = try ConfigurationLoader.parse("""
        { version: 1,
          width: { device: 430, narrowDevice: null, dynamicTypeSize: "AX2", tabCount: 4, segmentCount: 2,
                   buttonMaxWidth: 280, toolbarItemMaxWidth: 100, navigationBarItemWidth: 60,
                   alertWidth: 300, alertInset: 20 } }
        """, path: "test.json")
        let width = configuration.width
        XCTAssertEqual(width.device, 430)
        XCTAssertNil(width.narrowDevice)
        XCTAssertEqual(width.dynamicTypeSize, .ax2)
        XCTAssertEqual(width.tabCount, 4)
        XCTAssertEqual(width.segmentCount, 2)
        XCTAssertEqual(width.buttonMaxWidth, 280)
        XCTAssertEqual(width.toolbarItemMaxWidth, 100)
        XCTAssertEqual(width.navigationBarItemWidth, 60)
        XCTAssertEqual(try XCTUnwrap(RoleBudget.forRole(.alertTitle, settings: width)).width, 260)
        XCTAssertEqual(Configuration().width, WidthSettings(), "no section: the defaults")
    }

    func testBadWidthSettingsAreErrorsWithLines() {
        let cases: [(String, Int, String)] = [
            ("{ version: 1,\n  width: {\n    devise: 393 } }", 3, "unknown key 'devise'"),
            ("{ version: 1,\n  width: { dynamicTypeSize: \"huge\" } }", 2, "dynamicTypeSize"),
            ("{ version: 1,\n\n  width: { tabCount: 0 } }", 3, "tabCount"),
            ("{ version: 1,\n  width: { device: \"wide\" } }", 2, "device"),
            ("{ version: 1,\n  width: 393 }", 2, "'width' must be an object"),
        ]
        for (text, line, fragment) in cases {
            XCTAssertThrowsError(try ConfigurationLoader.parse(text, path: "bad.json"), text) { error in
                guard let error = error as? ReadError else { return XCTFail("\(error)") }
                XCTAssertEqual(error.line, line, text)
                XCTAssertTrue(error.message.contains(fragment), error.message)
            }
        }
    }
}
