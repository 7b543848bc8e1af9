import SwiftSource
import XCTest

/// Every string in the fixture app gets the role its code gives it, and nothing else is recorded.
final class FixtureRoleTests: XCTestCase {
    func testEveryExpectedStringIsFoundWithItsRole() {
        let expected = FixtureApp.expectations
        XCTAssertGreaterThan(expected.count, 100)
        FixtureApp.assertUses(FixtureApp.scans.flatMap(\.uses), match: expected)
    }

    func testFixtureFilesHaveTheirDialogsAndControls() {
        let scans = FixtureApp.scans
        let dialogs = scans.flatMap(\.dialogs)
        XCTAssertEqual(dialogs.map(\.api).sorted(), [
            ".alert", ".alert", ".confirmationDialog", "ActionSheet", "Alert", "UIAlertController", "UIAlertController", "UIAlertController",
        ])
        let signOut = dialogs.first { $0.title?.text == "Sign out of %@?" }
        XCTAssertEqual(signOut?.buttons.map(\.style), [.destructive, .standard, .standard, .cancel])
        let sheet = dialogs.first { $0.kind == .actionSheet && $0.api == "UIAlertController" }
        XCTAssertEqual(sheet?.buttons.compactMap(\.title?.text), ["Cancel", "Take Photo", "Remove Photo"])
        let groups = scans.flatMap(\.controlGroups)
        XCTAssertEqual(groups.map { "\($0.api) \($0.items.count)" }.sorted(), [
            "Picker 6", "TabView 3", "TabView 6", "UISegmentedControl 3", "UITabBarController 6",
        ])
    }
}
