import Catalogs
@testable import Rules
import XCTest

/// `PlaceholderLeafKind(variation:)` cuts the scope, name, category and message path out of a variation path
/// instead of joining its components back together; both must agree on every variation of the text folders
/// (the Kestrel fixtures, the example, the corpora when present) and on paths written to hit the edges (empty
/// components, nested plurals, non-ASCII and combining characters).
final class PlaceholderLeafKindTests: XCTestCase {
    /// The kind as it was read by joining components.
    private func joinedReference(_ variation: String) -> PlaceholderLeafKind {
        guard PluralGroup.mayHoldPluralCase(variation) else { return .message(path: variation, category: nil) }
        let parts = TranslationUnit.variationComponents(variation)
        if let start = parts.firstIndex(of: "substitutions"), let plural = parts.lastIndex(of: "plural"),
           plural > start + 1, plural + 1 < parts.count {
            return .substitutionForm(
                scope: parts[..<start].joined(separator: "."),
                name: parts[(start + 1)..<plural].joined(separator: "."),
                category: parts[(plural + 1)...].joined(separator: ".")
            )
        } else if let plural = parts.lastIndex(of: "plural"), plural + 1 < parts.count {
            var path = parts
            path.removeSubrange(plural...(plural + 1))
            return .message(path: path.joined(separator: "."), category: String(parts[plural + 1]))
        }
        return .message(path: variation, category: nil)
    }

    private let written = [
        "", "plural", "plural.", "plural.one", ".plural.one", "plural.one.", "plural.one.x", "a.plural.one.x",
        "a..plural.one..b", "device.iphone.plural.few", "substitutions.files.plural.one", "substitutions.plural.one",
        "substitutions.a.b.plural.other", "device.ipad.substitutions.n.plural.few", ".substitutions.n.plural.one",
        "substitutions.n.plural.one.plural.two", "substitutions.n.plural", "é.plural.ünë", ".\u{301}plural.one",
        "plural.\u{301}one", "substitutions.日本.plural.other", "pluralx.one", "x.plural.one.plural.two.y",
    ]

    func testCuttingGivesTheJoinedComponents() {
        let variations = Set(StructureTestSupport.textFolderFiles.flatMap { $0.entries.map(\.variation) })
        // Kestrel alone holds 24 substitution paths (two catalog and two stringsdict variables; counted with Python).
        XCTAssertGreaterThanOrEqual(variations.filter { $0.contains("substitutions") }.count, 24, "the text folders should hold substitutions")
        for variation in Array(variations) + written {
            XCTAssertEqual(PlaceholderLeafKind(variation: variation), joinedReference(variation), variation)
        }
    }
}
