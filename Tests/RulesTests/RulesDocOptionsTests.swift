import CopylintTestSupport
import Foundation
@testable import Rules
import XCTest

/// docs/rules.md lists each rule's options as its rule file declares them: one `Options:` line in the rule's
/// section (`RuleOptionText.markdownLine`), none for a rule that takes no options.
final class RulesDocOptionsTests: XCTestCase {
    func testEveryRuleSectionListsTheDeclaredOptions() throws {
        let text = try String(contentsOf: Corpora.packageRoot.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        var sections: [String: [String]] = [:]
        var current: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("#") {
                current = line.hasPrefix("### `") ? String(line.dropFirst(5).prefix { $0 != "`" }) : nil
            } else if let current, line.hasPrefix("Options: ") {
                sections[current, default: []].append(line)
            }
        }
        XCTAssertTrue(Set(sections.keys).isSubset(of: Set(RuleDefinitions.all.map(\.id))), "\(sections.keys.sorted())")
        for definition in RuleDefinitions.all {
            let expected = RuleOptionText.markdownLine(definition).map { [$0] } ?? []
            XCTAssertEqual(sections[definition.id] ?? [], expected, "docs/rules.md, section `\(definition.id)`: its options line must read \(expected)")
        }
    }
}
