import Catalogs
import Foundation
@testable import Rules
import XCTest

/// The lexicon, device-verb and menu-item rules on the made-up apps of `Tests/Fixtures/Rules`, through the real
/// engine, for the behaviours `LexiconCorpusTests` proves on real apps: a Mac app's clicks and long presses are right
/// and its taps are not, the same strings judged for an iPhone, device variations judged for their device,
/// brand names written wrong in English and in translations, and menu items with articles. The expected hits
/// were written with the fixtures (see their README), one string at a time.
final class LexiconFixtureAppTests: XCTestCase {
    private func findings(_ app: String, platform: String, rule: String) throws -> [Finding] {
        RuleTestFiles.findings(try RuleTestFiles.fixtureFiles([app]), checks: AllChecks.lexicon + AllChecks.device + AllChecks.accessibility, platform: platform)
            .filter { $0.rule == rule }
    }

    private func byText(_ findings: [Finding], _ value: (Finding) -> String?) -> [String: String] {
        Dictionary(findings.map { ($0.text, value($0) ?? "nil") }, uniquingKeysWith: { first, _ in first })
    }

    func testMacAppOnTheMacReportsTapsAndClickOn() throws {
        let verbs = try findings("MacApp", platform: "macos", rule: "device-verb")
        XCTAssertEqual(verbs.count, 2)
        XCTAssertEqual(byText(verbs, \.suggestion), [
            "Click on the pin to keep a note on top.": "Click the pin to keep a note on top.",
            "Tap a sketch to edit it.": "Click a sketch to edit it.",
        ])
        XCTAssertEqual(byText(verbs, RuleTestFiles.highlighted), [
            "Click on the pin to keep a note on top.": "Click on", "Tap a sketch to edit it.": "Tap",
        ], "clicks, double-clicks, right-clicks, long presses, swipes and taps on the trackpad are right on a Mac")
        XCTAssertTrue(verbs.allSatisfy { $0.locale == "en" }, "device verbs are judged in English only")
    }

    func testMacAppAsIfItWereAnIPhoneApp() throws {
        let verbs = try findings("MacApp", platform: "ios", rule: "device-verb")
        XCTAssertEqual(byText(verbs, RuleTestFiles.highlighted), [
            "Click on the pin to keep a note on top.": "Click on", "Click to show today’s notes": "Click",
            "Double-click a note to rename it.": "Double-click", "Long press to preview": "Long press",
            "Long Press Options": "Long Press",
        ])
        XCTAssertEqual(verbs.first { $0.text == "Long press to preview" }?.suggestion, "Touch and hold to preview")
        XCTAssertFalse(verbs.contains { RuleTestFiles.highlighted($0).lowercased().contains("right") }, "a right-click is a mouse click")
        XCTAssertFalse(verbs.contains { $0.variation.hasPrefix("device.") }, "a device variation is judged for its own device")
    }

    func testDeviceVariationsAreJudgedForTheirDevice() throws {
        let files = try RuleTestFiles.fixtureFiles(["MacApp"])
        let variations = files.flatMap(\.entries).filter { $0.key == "Start drawing" && $0.locale == "en" }
        XCTAssertEqual(Set(variations.map(\.variation)), ["device.mac", "device.iphone", "device.other"])
        for platform in ["macos", "ios"] {
            let verbs = try findings("MacApp", platform: platform, rule: "device-verb")
            XCTAssertFalse(verbs.contains { $0.key == "Start drawing" }, platform)
        }
    }

    func testMacAppBrandAndMenuItemFindings() throws {
        let brands = try findings("MacApp", platform: "macos", rule: "brand-casing")
        XCTAssertEqual(brands.map(\.locale), ["ru"], "a translation writes MacOS; the English and the other translations write macOS")
        XCTAssertEqual(brands.map(RuleTestFiles.highlighted), ["MacOS"])
        XCTAssertEqual(brands.first?.suggestion, "Требуется macOS 14 или новее.")
        let articles = try findings("MacApp", platform: "macos", rule: "menu-item-article")
        XCTAssertEqual(byText(articles, \.suggestion), [
            "Show the Inspector": "Show Inspector", "Open “%@” in a New Window": "Open “%@” in New Window",
        ], "Sort A to Z names a letter; Bring All to Front has no article")
        XCTAssertEqual(articles.first { $0.text == "Show the Inspector" }?.roleSource, .interfaceBuilder)
    }

    func testPhoneAppDeviceVerbs() throws {
        let verbs = try findings("PhoneApp", platform: "ios", rule: "device-verb")
        XCTAssertEqual(verbs.count, 3)
        XCTAssertEqual(byText(verbs, \.suggestion), [
            "Click a note to open it.": "Tap a note to open it.",
            "Tap on a sketch to add a caption.": "Tap a sketch to add a caption.",
            "Long press a note to pin it to the top.": "Touch and hold a note to pin it to the top.",
        ], "Touch ID, a personal touch, clicks with a mouse and right-clicks are not reported")
    }

    func testPhoneAppBrandsAreReportedWhereWrittenWrong() throws {
        let brands = try findings("PhoneApp", platform: "ios", rule: "brand-casing")
        XCTAssertEqual(Set(brands.map { "\($0.locale)|\(RuleTestFiles.highlighted($0))" }),
                       ["en|wifi", "en|Sign In with Apple", "de|Iphone", "it|Airdrop"],
                       "PDF, QR, iCloud, Face ID, AirDrop and iPhone are written right; WIFI ONLY is shouted text; French wifi is a word")
        XCTAssertEqual(brands.first { $0.locale == "de" }?.suggestion, "Gezeichnet auf dem iPhone von %@")
        XCTAssertEqual(brands.first { $0.locale == "it" }?.suggestion, "Invia a un iPhone vicino con AirDrop")
        XCTAssertEqual(brands.first { $0.text == "Sync only over wifi" }?.suggestion, "Sync only over Wi-Fi")
    }

    func testPhoneAppInstructionAboutAMenuItemIsNoMenuItem() throws {
        let files = try RuleTestFiles.fixtureFiles(["PhoneApp"])
        let help = try XCTUnwrap(files.flatMap(\.entries).first { $0.key == "help.export" && $0.locale == "en" })
        XCTAssertEqual(RoleResolver(configuration: Configuration()).resolve(key: help.key, comment: help.comment).role, .menuItem,
                       "its comment gives it the menu-item role")
        XCTAssertEqual(try findings("PhoneApp", platform: "ios", rule: "menu-item-article").map(\.text), [],
                       "a sentence of twelve words is no menu item, whatever its role")
    }
}
