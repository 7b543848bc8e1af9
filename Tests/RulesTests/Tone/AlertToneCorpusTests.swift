import Catalogs
import Foundation
@testable import Rules
import XCTest

/// The alert and tone rules on the real string files of the corpora, through the real engine (role resolution
/// from comments, keys and Interface Builder notes included). Skipped when the corpora are absent;
/// `AlertToneFixtureAppTests` proves the same behaviours on the repository's made-up apps.
final class AlertToneCorpusTests: XCTestCase {
    private static let ruleIDs = Set((AllChecks.alerts + AllChecks.tone).map(\.id))

    private func findings(_ relativePath: String) throws -> [Finding] {
        RuleTestFiles.findings(try RuleTestFiles.corpusFiles([relativePath]), checks: AllChecks.alerts + AllChecks.tone)
    }

    private func highlighted(_ finding: Finding) -> String {
        RuleTestFiles.highlighted(finding)
    }

    func testDuckDuckGoButtonsAndNoFindingsOutsideEnglish() throws {
        let all = try findings("duckduckgo-iOS")
        XCTAssertTrue(all.allSatisfy { $0.locale == "en" }, "copy rules judge English source strings only")
        let long = all.filter { $0.rule == "button-word-count" }.map(\.text)
        XCTAssertTrue(long.contains("Turn Off and Delete Server Data..."))
        XCTAssertTrue(long.contains("Get DuckDuckGo on Other Devices"))
        XCTAssertTrue(long.contains("Turn On Sync & Back Up"), "five words: Turn, On, Sync, Back, Up")
        for finding in all {
            XCTAssertNotNil(finding.span, "\(finding.rule) on \(finding.text)")
        }
    }

    func testLiveExtractorAlertsAndPurposeString() throws {
        let all = try findings("oracles/xcstrings.schema.json/examples")
        let please = all.filter { $0.rule == "tone-words" }
        XCTAssertEqual(Set(please.map(highlighted)), ["Please"])
        XCTAssertTrue(please.contains { $0.suggestion == "Failed to extract %lld of %lld Live Photos. Try again." })
        let we = all.filter { $0.rule == "first-person-plural" }
        XCTAssertTrue(we.contains { highlighted($0) == "we'll" && $0.role == .purposeString })
        XCTAssertTrue(we.contains { highlighted($0) == "our" && $0.text == "Welcome to our app!" })
        XCTAssertFalse(all.contains { $0.rule == "generic-alert-title" && $0.text.contains(".") },
                       "a key standing in for a missing value is not judged as a title")
    }

    func testKeepingYouAwakeCheckboxesAreNotCountedAsButtons() throws {
        let all = try findings("KeepingYouAwake")
        let counted = all.filter { $0.rule == "button-word-count" }.map(\.text)
        XCTAssertFalse(counted.contains("Deactivate when battery capacity is below"))
        XCTAssertTrue(all.allSatisfy { Self.ruleIDs.contains($0.rule) })
    }
}
