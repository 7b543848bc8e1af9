import SwiftSource
import XCTest

/// Every string in the fixture app gets the role its code gives it, and nothing else is recorded.
final class FixtureRoleTests: XCTestCase {
    func testEveryExpectedStringIsFoundWithItsRole() {
        let uses = FixtureApp.scans.flatMap(\.uses)
        let found = Set(uses.map { FixtureApp.Expectation(file: $0.file, line: $0.line, role: $0.role?.rawValue, text: $0.text, localization: $0.localization) })
        let expected = FixtureApp.expectations
        XCTAssertGreaterThan(expected.count, 100)
        for expectation in expected where !found.contains(expectation) {
            let onLine = uses.filter { $0.file == expectation.file && $0.line == expectation.line }
                .map { "\($0.role?.rawValue ?? "-") “\($0.text)” \($0.localization.rawValue)" }
            XCTFail("missing \(expectation); found on that line: \(onLine)")
        }
        for use in found.subtracting(expected) {
            XCTFail("not expected: \(use)")
        }
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
