@testable import Rules
import XCTest

final class FirstPersonPluralTests: XCTestCase {
    private let probe = CheckProbe(FirstPersonPluralCheck())

    func testPronounsAndContractionsFire() {
        XCTAssertEqual(probe.highlights("We’re sorry: our team will help us, and we'll fix ours. We'd like that.", role: .label),
                       ["We’re", "our", "us", "we'll", "ours", "We'd"])
        XCTAssertEqual(probe.highlights("Contact Us", role: .button), ["Us"])
    }

    func testTheCountryAndLookalikesPass() {
        for text in ["Free shipping within the US.", "US English", "Use Face ID", "Business Hours", "Weekly Summary",
                     "Trusted Devices", "Questions? Write to help@ourstore.com.", "Join %@ in Messages", "Мы вернёмся",
                     "Visit WWW.Our-Store.com for help.", "Open mailto:us@example.com"] {
            XCTAssertEqual(probe.highlights(text, role: .label), [], text)
        }
    }

    func testAllCapsTextReadsUSAsThePronoun() {
        XCTAssertEqual(probe.highlights("ABOUT US", role: .label), ["US"])
        XCTAssertEqual(probe.highlights("WE ARE HIRING", role: .label), ["WE"])
    }
}
