@testable import Language
@testable import Rules
import XCTest

/// The lexicon's matching (casing, multi-word terms, possessives, plurals, compounds, scripts without
/// spaces) and the shipped data's consistency.
final class LexiconTests: XCTestCase {
    private let lexicon = Lexicon.english

    private func found(_ text: String) -> [String] {
        lexicon.matches(in: text).map { "\($0.written)=\($0.term.term)" }
    }

    func testExactAndWronglyCasedTerms() {
        XCTAssertEqual(found("Connect iPhone to WiFi"), ["iPhone=iPhone", "WiFi=Wi-Fi"])
        XCTAssertEqual(found("IPHONE and ios"), ["IPHONE=iPhone", "ios=iOS"])
        XCTAssertEqual(found("Bluetooth bluetooth"), ["Bluetooth=Bluetooth", "bluetooth=Bluetooth"])
    }

    func testTermsThatAreOrdinaryWordsMatchOnlyAsWritten() {
        XCTAssertEqual(found("MAC address"), [])
        XCTAssertEqual(found("Your Mac"), ["Mac=Mac"])
        XCTAssertEqual(found("turn the pages, swift as a safari"), [])
        XCTAssertEqual(found("Share with Airdrop"), ["Airdrop=AirDrop"])
        XCTAssertEqual(found("Claim your airdrop"), [], "AirDrop's lowercase is a crypto word")
    }

    func testMultiWordTerms() {
        XCTAssertEqual(found("Set Up Mac Mini"), ["Mac Mini=Mac mini"])
        XCTAssertEqual(found("Set Up Mac mini"), ["Mac mini=Mac mini"])
        XCTAssertEqual(found("A Mac, mini or not"), ["Mac=Mac"], "a comma breaks a multi-word term")
        XCTAssertEqual(found("Open the App store"), ["App store=App Store"])
        XCTAssertEqual(found("Pair your Apple watch"), ["Apple watch=Apple Watch"])
        XCTAssertEqual(found("Use Apple Id"), ["Apple Id=Apple ID"])
    }

    func testMultiWordWrongFormsMatchOnlyAsListed() {
        XCTAssertEqual(found("Call with Face Time"), ["Face Time=FaceTime"])
        XCTAssertEqual(found("more face time with the team"), [])
        XCTAssertEqual(found("Record a voice over"), [])
    }

    func testPossessivesPluralsAndCompounds() {
        XCTAssertEqual(found("Iphone’s battery"), ["Iphone=iPhone"])
        XCTAssertEqual(found("iPhone's battery"), ["iPhone=iPhone"])
        XCTAssertEqual(found("Your Iphones and urls"), ["Iphone=iPhone", "url=URL"])
        XCTAssertEqual(found("All iPads and PDFs"), ["iPad=iPad", "PDF=PDF"])
        XCTAssertEqual(found("Googles"), [], "plurals only for products and acronyms")
        XCTAssertEqual(found("Use wifi-only sync"), ["wifi=Wi-Fi"])
        XCTAssertEqual(found("An iCloud-synced note"), ["iCloud=iCloud"])
        XCTAssertEqual(found("Plug in a usb-c cable"), ["usb-c=USB-C"])
    }

    func testTermsGluedToTextWithoutSpaces() {
        XCTAssertEqual(found("iCloudに保存"), ["iCloud=iCloud"])
        XCTAssertEqual(found("Icloudに保存"), ["Icloud=iCloud"])
        XCTAssertEqual(found("iPhone에서 열기"), ["iPhone=iPhone"])
        XCTAssertEqual(found("通过AirDrop共享"), ["AirDrop=AirDrop"])
    }

    func testUserTermsAreAddedOnceAndCheckedInEveryCasing() {
        let extended = lexicon.adding(userTerms: ["Acme Cloud"])
        XCTAssertEqual(extended.matches(in: "Sync with acme cloud").map(\.written), ["acme cloud"])
        XCTAssertEqual(extended.terms.count, lexicon.terms.count + 1)
        XCTAssertEqual(lexicon.adding(userTerms: ["Acme Cloud"]).terms.count, extended.terms.count)
        XCTAssertEqual(lexicon.adding(userTerms: []).terms.count, lexicon.terms.count)
    }

    func testShippedLexiconIsLargeAndConsistent() {
        XCTAssertGreaterThanOrEqual(lexicon.terms.count, 220)
        XCTAssertEqual(Set(lexicon.terms.map(\.term)).count, lexicon.terms.count, "a term is listed twice")
        for term in lexicon.terms {
            let own = lexicon.matches(in: term.term)
            XCTAssertEqual(own.map(\.written), [term.term], "\(term.term) does not match itself")
            XCTAssertTrue(own.allSatisfy(\.isExact), term.term)
            for wrong in term.wrong ?? [] {
                XCTAssertNotEqual(wrong, term.term)
                let matches = lexicon.matches(in: wrong)
                XCTAssertEqual(matches.map(\.term.term), [term.term], "wrong form \(wrong) of \(term.term)")
                XCTAssertEqual(matches.first?.written, wrong, "wrong form \(wrong) is matched only in part")
            }
        }
    }

    func testKindsAreKnown() {
        let kinds: Set<String> = ["product", "os", "service", "app", "feature", "technology", "acronym", "company"]
        for term in lexicon.terms {
            XCTAssertTrue(kinds.contains(term.kind ?? ""), "\(term.term) has kind \(term.kind ?? "none")")
        }
    }
}
