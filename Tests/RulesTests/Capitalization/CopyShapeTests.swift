import RuleExampleSupport
import Catalogs
@testable import Rules
import CopylintBase
import XCTest

/// What only looks like a title role, and values that are not copy.
final class CopyShapeTests: XCTestCase {
    private func findings(_ text: String, role: String, rule: String) throws -> [Finding] {
        let definition = try XCTUnwrap(RuleDefinitions.definition(rule))
        return try ExampleRunner.findings(for: RuleExample(text: text, role: role), definition: definition,
                                          checks: AllChecks.capitalization)
    }

    func testLongSentencesInControlRolesAreNotTitles() throws {
        let instruction = "Go to %1$@ and select %2$@ in the app on another synced device and paste the code here."
        XCTAssertEqual(try findings(instruction, role: "menu-item", rule: "title-case").count, 0)
        XCTAssertEqual(try findings(instruction, role: "menu-item", rule: "terminal-punctuation").count, 0)
        XCTAssertEqual(try findings("Go to settings and select sync.", role: "menu-item", rule: "title-case").count, 1)
    }

    func testIdentifiersLeftAsValuesAreNotJudged() throws {
        XCTAssertEqual(try findings("Permissions.alert.message", role: "alert-message", rule: "terminal-punctuation").count, 0)
        XCTAssertEqual(try findings("Permissions alert message", role: "alert-message", rule: "terminal-punctuation").count, 1)
    }
}
