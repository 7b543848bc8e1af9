@testable import Rules
import XCTest

/// `brand-casing` on real copy: what it reports, where, what it suggests, and what it leaves alone.
final class BrandCasingTests: XCTestCase {
    private let probe = LexiconRuleProbe(BrandCasingCheck())

    func testReportsEveryWrongTermWithOneCorrectedSuggestion() {
        let text = "Sync your Iphone with icloud over wifi."
        XCTAssertEqual(probe.highlights(text, role: .label), ["Iphone", "icloud", "wifi"])
        XCTAssertEqual(probe.suggestion(text, role: .label), "Sync your iPhone with iCloud over Wi-Fi.")
        let hit = probe.hits(text, role: .label)[0]
        XCTAssertEqual(hit.arguments["term"], "iPhone")
        XCTAssertEqual(hit.arguments["written"], "Iphone")
    }

    func testLowercaseBrandsStayLowercaseAtTheStart() {
        XCTAssertEqual(probe.suggestion("IPhone Storage", role: .navTitle), "iPhone Storage")
        XCTAssertEqual(probe.suggestion("Ios 18 is required.", role: .alertMessage), "iOS 18 is required.")
        XCTAssertEqual(probe.highlights("iPhone Storage", role: .navTitle), [])
    }

    func testAddressesFileNamesAndIdentifiersAreNotProse() {
        for text in [
            "Visit wifi.example.com for help.", "Manage your data at icloud.com.", "Write to help@icloud.com",
            "Open https://www.youtube.com/watch", "Attach wifi.txt", "Set wifi_enabled to true",
            "Follow @github for news", "[Learn more](https://icloud.com/wifi)",
        ] {
            XCTAssertEqual(probe.highlights(text, role: .label), [], text)
        }
        XCTAssertEqual(probe.highlights("[Open icloud](https://icloud.com)", role: .label), ["icloud"])
    }

    func testTextInCapitalsIsAllCapsBusiness() {
        XCTAssertEqual(probe.highlights("WI-FI SETTINGS", role: .label), [])
        XCTAssertEqual(probe.highlights("TURN ON BLUETOOTH", role: .button), [])
        XCTAssertEqual(probe.highlights("IOS 17", role: .label), ["IOS"], "the only capitals are the term's")
        XCTAssertEqual(probe.highlights("WIFI", role: .label), ["WIFI"])
    }

    func testPlaceholdersAndPluralsAndCompounds() {
        XCTAssertEqual(probe.highlights("%@ is on wifi", role: .label), ["wifi"])
        XCTAssertEqual(probe.suggestion("%1$lld Iphones found", role: .label), "%1$lld iPhones found")
        XCTAssertEqual(probe.suggestion("Use wifi-only sync", role: .label), "Use Wi-Fi-only sync")
    }

    func testOrdinaryWordsAreLeftAlone() {
        for text in ["MAC address", "Claim your airdrop", "Turn the pages", "A swift reply", "Notes and numbers",
                     "On safari in Kenya", "Home", "Finder’s fee"] {
            XCTAssertEqual(probe.highlights(text, role: .label), [], text)
        }
    }

    func testTranslationsAreCheckedForProperNamesOnly() {
        XCTAssertEqual(probe.highlights("Mit Airdrop teilen", role: .button, locale: "de"), ["Airdrop"])
        XCTAssertEqual(probe.highlights("Icloud に保存", role: .button, locale: "ja"), ["Icloud"])
        XCTAssertEqual(probe.highlights("iCloudに保存", role: .button, locale: "ja"), [])
        XCTAssertEqual(probe.highlights("Activer le wifi", role: .button, locale: "fr"), [])
        XCTAssertEqual(probe.highlights("Enviar por sms", role: .button, locale: "es"), [])
    }

    func testProjectTermsFromTheConfiguration() {
        let project = LexiconRuleProbe(BrandCasingCheck(), lexicon: ["Acme Cloud"])
        XCTAssertEqual(project.suggestion("Back up to acme cloud", role: .label), "Back up to Acme Cloud")
        XCTAssertEqual(project.highlights("Acme-Cloud-Konto", role: .label, locale: "de"), [])
        XCTAssertEqual(project.highlights("Mit ACME cloud sichern", role: .label, locale: "de"), ["ACME cloud"])
    }
}
