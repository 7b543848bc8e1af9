import Foundation
import Rules
import XCTest

/// The README's rule list is generated from `Rules/`; this fails when someone changes a rule and not the README.
final class ReadmeRuleListTests: XCTestCase {
    func testReadmeListsEveryRuleAsRulesSays() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        guard let begin = readme.range(of: RuleListMarkdown.beginMarker), let end = readme.range(of: RuleListMarkdown.endMarker) else {
            return XCTFail("README.md lacks the rule table markers")
        }
        let listed = String(readme[begin.upperBound..<end.lowerBound]).trimmingCharacters(in: .whitespacesAndNewlines)
        let expected = RuleListMarkdown.markdown().trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertEqual(listed, expected, "README.md's rule table is stale: run `swift run copylint rules --markdown` and paste it between the markers")
    }
}
