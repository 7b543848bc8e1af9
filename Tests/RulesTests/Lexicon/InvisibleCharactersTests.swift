@testable import Language
@testable import Rules
import XCTest

/// Messages spell out the characters a reader cannot see, so that two texts that look alike read differently.
final class InvisibleCharactersTests: XCTestCase {
    func testInvisibleCharactersAreNamed() {
        XCTAssertEqual(InvisibleCharacters.spelled("Face\u{A0}ID"), "Face⟨no-break space⟩ID")
        XCTAssertEqual(InvisibleCharacters.spelled("Wi\u{200B}Fi"), "Wi⟨zero width space⟩Fi")
        XCTAssertEqual(InvisibleCharacters.spelled("Face ID"), "Face ID", "a plain space is no invisible difference")
        XCTAssertEqual(InvisibleCharacters.spelled("iPhone"), "iPhone")
    }

    func testBrandCasingNamesANoBreakSpaceInTheWrittenForm() {
        let hits = LexiconRuleProbe(BrandCasingCheck()).hits("Unlock with Face\u{A0}ID", role: .label)
        XCTAssertEqual(hits.first?.arguments["written"], "Face⟨no-break space⟩ID")
        XCTAssertEqual(hits.first?.arguments["term"], "Face ID")
    }
}
