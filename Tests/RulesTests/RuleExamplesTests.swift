import Rules
import XCTest

/// Every rule's examples, straight from `Rules/<id>.json`, run through the real engine (SwiftLint's idea: the
/// documentation is the test).
final class RuleExamplesTests: XCTestCase {
    func testEveryRuleBehavesAsItsExamplesSay() {
        XCTAssertFalse(RuleDefinitions.all.isEmpty)
        for definition in RuleDefinitions.all {
            for failure in ExampleRunner.run(definition) {
                XCTFail(failure.description)
            }
        }
    }

    func testEveryRuleHasExamplesBothWays() {
        for definition in RuleDefinitions.all {
            XCTAssertGreaterThanOrEqual(definition.examples.fire.count, 1, "\(definition.id) has no example that fires")
            XCTAssertGreaterThanOrEqual(definition.examples.pass.count, 2, "\(definition.id) needs examples that must not fire")
        }
    }

    func testDefinitionsAreWellFormed() {
        let roleNames = Set(Role.allCases.map(\.rawValue)).union(["*"])
        for definition in RuleDefinitions.all {
            XCTAssertFalse(definition.title.isEmpty, definition.id)
            XCTAssertFalse(definition.rationale.isEmpty, definition.id)
            XCTAssertTrue(definition.guideline.url.hasPrefix("https://"), "\(definition.id): guideline link")
            XCTAssertEqual(Set(definition.roles).subtracting(roleNames), [], "\(definition.id): unknown roles")
            for example in definition.examples.fire + definition.examples.pass {
                if let role = example.role { XCTAssertTrue(roleNames.contains(role), "\(definition.id): unknown role \(role)") }
            }
        }
    }
}
