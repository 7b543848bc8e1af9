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
        XCTAssertFalse(verbs.isEmpty)
        XCTAssertTrue(verbs.allSatisfy { highlighted($0).lowercased().hasPrefix("long") }, "only long press is wrong on a Mac")
        XCTAssertTrue(verbs.contains { $0.text == "Long press action" && $0.suggestion == nil }, "a modifier is not swapped blindly")
        XCTAssertTrue(verbs.contains { $0.text == "Long Press %@" && $0.suggestion == "Press and Hold %@" })
        XCTAssertTrue(verbs.allSatisfy { $0.locale == "en" })
    }

    func testLinearMouseWithoutAConfiguredPlatformIsAuditedForTheMacItsWordsName() throws {
        let files = try RuleTestFiles.corpusFiles(["linearmouse"])
        let all = Auditor(configuration: Configuration(), checks: AllChecks.lexicon + AllChecks.device + AllChecks.accessibility).audit(files).findings
        let verbs = all.filter { $0.rule == "device-verb" }
        XCTAssertFalse(verbs.isEmpty)
        XCTAssertTrue(verbs.allSatisfy { highlighted($0).lowercased().hasPrefix("long") }, "its clicks are a Mac's")
    }

    func testDuckDuckGoHasNoBrandOrArticleFindings() throws {
        let all = try findings("duckduckgo-iOS")
        XCTAssertEqual(all.filter { $0.rule == "brand-casing" }.map(\.text), [], "DuckDuckGo, PDF, QR are written right")
        XCTAssertEqual(all.filter { $0.rule == "menu-item-article" }.map(\.text), [],
                       "an instruction whose comment mentions a menu item is no menu item")
    }
}
