import Catalogs
import Foundation
@testable import Rules
import XCTest

/// The lexicon, device-verb and accessibility rules on the real string files of the corpora, through the real
/// engine (roles from comments, keys and Interface Builder notes; every locale). Skipped when the corpora are
/// absent; `LexiconFixtureAppTests` proves the same behaviours on the repository's made-up apps.
final class LexiconCorpusTests: XCTestCase {
    private func findings(_ relativePath: String, platform: String = "ios") throws -> [Finding] {
        RuleTestFiles.findings(try RuleTestFiles.corpusFiles([relativePath]), checks: AllChecks.lexicon + AllChecks.device + AllChecks.accessibility,
                               platform: platform)
    }

    private func highlighted(_ finding: Finding) -> String {
        RuleTestFiles.highlighted(finding)
    }

    func testKeepingYouAwakeOnTheMac() throws {
        let all = try findings("KeepingYouAwake/KeepingYouAwake", platform: "macos")
        XCTAssertEqual(all.filter { $0.rule == "device-verb" }.map(\.text),
                       ["The default activation duration is used when you click on the menu bar icon."])
        XCTAssertEqual(all.first { $0.rule == "device-verb" }?.suggestion,
                       "The default activation duration is used when you click the menu bar icon.")
        let brands = all.filter { $0.rule == "brand-casing" }
        XCTAssertEqual(brands.map(\.locale), ["uk"], "a translation writes MacOS")
        XCTAssertEqual(brands.map(highlighted), ["MacOS"])
        XCTAssertTrue(brands.first?.suggestion?.contains("в macOS меню") ?? false)
    }

    func testKeepingYouAwakeAsIfItWereAnIPhoneApp() throws {
        let verbs = try findings("KeepingYouAwake/KeepingYouAwake").filter { $0.rule == "device-verb" }
        XCTAssertEqual(verbs.map(highlighted), ["click on"], "audited as iOS, only the Mac app's “click on” is wrong")
        XCTAssertFalse(verbs.contains { $0.text.hasPrefix("Click to allow sleep") },
                       "a text that names a right click is about a mouse, even on an iPad")
        XCTAssertFalse(verbs.contains { highlighted($0).lowercased().contains("right") }, "Right click is a mouse click")
    }

    func testLinearMouseOnTheMacKeepsItsClicks() throws {
        let verbs = try findings("linearmouse", platform: "macos").filter { $0.rule == "device-verb" }
        XCTAssertEqual(verbs.map(\.text), [], "its clicks and long presses are a mouse's")
        let asIfOnAnIPhone = try findings("linearmouse", platform: "ios").filter { $0.rule == "device-verb" }
        XCTAssertTrue(asIfOnAnIPhone.contains { highlighted($0).lowercased().hasPrefix("long") }, "the same long presses are wrong on a touch screen")
    }

    func testLinearMouseWithoutAConfiguredPlatformIsAuditedForTheMacItsWordsName() throws {
        let files = try RuleTestFiles.corpusFiles(["linearmouse"])
        let all = Auditor(configuration: Configuration(), checks: AllChecks.lexicon + AllChecks.device + AllChecks.accessibility).audit(files).findings
        let verbs = all.filter { $0.rule == "device-verb" }
        XCTAssertEqual(verbs.map(\.text), [], "its clicks and long presses are a Mac's")
    }

    func testDuckDuckGoHasNoBrandOrArticleFindings() throws {
        let all = try findings("duckduckgo-iOS")
        XCTAssertEqual(all.filter { $0.rule == "brand-casing" }.map(\.text), [], "DuckDuckGo, PDF, QR are written right")
        XCTAssertEqual(all.filter { $0.rule == "menu-item-article" }.map(\.text), [],
                       "an instruction whose comment mentions a menu item is no menu item")
    }
}
