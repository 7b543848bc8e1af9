import RuleExampleSupport
import CopylintBase
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

    /// Every firing example of every rule file, with `copylint:disable=<id>` in the comment of each string it
    /// audits, gives no finding of the rule; with another rule's id there, it still fires (so the comment is
    /// where the engine reads it). Examples of Swift code alone are left out: their findings stand at a line of
    /// code, which no string comment speaks for. So is `locale-coverage`, whose finding is a locale's, not a
    /// string's.
    func testADisableDirectiveInTheCommentSilencesEveryFiringExample() throws {
        var silenced = 0
        for definition in RuleDefinitions.all where definition.id != "locale-coverage" {
            let checks = ExampleRunner.checks(for: definition)
            let other = definition.id == "not-nfc" ? "ok-spelling" : "not-nfc"
            for (index, example) in definition.examples.fire.enumerated()
            where example.text != nil || example.catalog != nil || example.files != nil {
                func failure(_ problem: String) -> String {
                    ExampleRunner.Failure(rule: definition.id, kind: .fire, index: index, example: example, problem: problem).description
                }
                let disabled = try ExampleRunner.findings(
                    for: example.addingToEveryComment("copylint:disable=\(definition.id)"), definition: definition, checks: checks
                )
                XCTAssertEqual(disabled.map(\.message), [], failure("copylint:disable=\(definition.id) in the comment still reports"))
                let unrelated = try ExampleRunner.findings(
                    for: example.addingToEveryComment("copylint:disable=\(other)"), definition: definition, checks: checks
                )
                XCTAssertNotEqual(unrelated.count, 0, failure("with copylint:disable=\(other) in the comment, the example no longer fires"))
                silenced += 1
            }
        }
        XCTAssertGreaterThan(silenced, 200, "far fewer firing examples with strings than the rule files hold")
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
