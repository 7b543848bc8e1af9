import Catalogs
@testable import Rules
import XCTest

/// `PluralGroup.split` cuts a variation path at its last `plural` component instead of joining the components
/// back together; both must give the same prefix and category, on every variation of the text folders (the
/// Kestrel fixtures, the example, the corpora when present) and on paths written to hit the edges (empty
/// components, a last `plural`, non-ASCII and combining characters).
final class PluralGroupSplitTests: XCTestCase {
    /// The components joined again, as `split` did before it cut the path.
    private func joinedReference(_ variation: String) -> (prefix: String, category: String)? {
        guard PluralGroup.mayHoldPluralCase(variation) else { return nil }
        let parts = TranslationUnit.variationComponents(variation)
        guard let index = parts.lastIndex(of: "plural"), index + 1 < parts.count else { return nil }
        return (parts[...index].joined(separator: "."), parts[(index + 1)...].joined(separator: "."))
    }

    private let written = [
        "", "plural", "plural.", "plural.one", ".plural.one", "plural..", "a..plural.one.x", "device.iphone.plural.few",
        "substitutions.files.plural.one", "substitutions.total.strings.plural.other", "plural.one.plural.two",
        "é.plural.one", "device.ipad.plural.other.", "x.plural", "ḿ.plural.ünë", ".\u{301}plural.one", "plural.\u{301}one",
        "pluralx.one", "a.plural.b.plural", "日本.plural.other",
    ]

    func testCuttingGivesTheJoinedComponents() {
        let variations = Set(StructureTestSupport.textFolderFiles.flatMap { $0.entries.map(\.variation) })
        // Kestrel alone holds 38 plural paths (plain, substitution and device ones; counted with Python).
        XCTAssertGreaterThanOrEqual(variations.filter { PluralGroup.split($0) != nil }.count, 38, "the text folders should hold plural paths")
        for variation in Array(variations) + written {
            let cut = PluralGroup.split(variation)
            let joined = joinedReference(variation)
            XCTAssertEqual(cut?.prefix, joined?.prefix, variation)
            XCTAssertEqual(cut?.category, joined?.category, variation)
        }
    }
}
