@testable import Rules
import XCTest

final class PersonalPronounTests: XCTestCase {
    private let probe = CheckProbe(PersonalPronounCheck())

    func testTheSixPronounsFireInAnyCase() {
        XCTAssertEqual(probe.highlights("Is this yours or mine? Tell me about my YOUR you."),
                       ["yours", "mine", "me", "my", "YOUR", "you"])
    }

    func testContractionsCountAsThePronounTheyContain() {
        XCTAssertEqual(probe.highlights("You're offline, and you’ll lose what you’ve typed."),
                       ["You're", "you’ll", "you’ve"])
        XCTAssertEqual(probe.highlights("If you'd like, try again."), ["you'd"])
    }

    func testLookalikesPass() {
        for text in ["Youth Mode", "Mycelium Backup", "Memory Full", "Shipping to ME is free.", "Open %@ in Mail",
                     "Visit https://example.com/you/my to learn more.", "Contact me@example.com.", "Вы уверены?"] {
            XCTAssertEqual(probe.highlights(text), [], text)
        }
    }

    func testAllCapsTextReadsMEAsThePronoun() {
        XCTAssertEqual(probe.highlights("REMIND ME LATER", role: .alertButton), ["ME"])
    }

    func testLexiconTermsAreLeftAlone() {
        XCTAssertEqual(probe.highlights("Turn on Find My in Settings."), [])
        XCTAssertEqual(probe.highlights("Turn on find my iPhone in Settings."), ["my"])
        let withTerm = CheckProbe(PersonalPronounCheck(), lexicon: ["My Fitness Coach"])
        XCTAssertEqual(withTerm.highlights("Open My Fitness Coach to continue."), [])
        XCTAssertEqual(probe.highlights("Open My Fitness Coach to continue."), ["My"])
    }

    func testWordsOptionReplacesTheList() {
        let relaxed = CheckProbe(PersonalPronounCheck(), options: ["words": .array([.string("me"), .string("my")])])
        XCTAssertEqual(relaxed.highlights("Your changes to my notes were saved."), ["my"])
    }
}
