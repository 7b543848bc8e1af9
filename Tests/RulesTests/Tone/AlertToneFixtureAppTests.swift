import Catalogs
import Foundation
@testable import Rules
import XCTest

/// The alert and tone rules on the made-up apps of `Tests/Fixtures/Rules`, through the real engine, for the
/// behaviours `AlertToneCorpusTests` proves on real apps: long button titles counted as a reader counts them,
/// courtesy words in alerts with the text that drops them, we and our wherever they are (a purpose string too),
/// generic alert titles but not a key standing in for a missing title, and Mac checkboxes that are not buttons.
/// The expected hits were written with the fixtures (see their README), one string at a time.
final class AlertToneFixtureAppTests: XCTestCase {
    private func findings(_ app: String, platform: String = "ios") throws -> [Finding] {
        RuleTestFiles.findings(try RuleTestFiles.fixtureFiles([app]), checks: AllChecks.alerts + AllChecks.tone, platform: platform)
    }

    func testPhoneAppFindingsAreEnglishWithSpans() throws {
        let all = try findings("PhoneApp")
        XCTAssertFalse(all.isEmpty)
        XCTAssertTrue(all.allSatisfy { $0.locale == "en" }, "copy rules judge English source strings only")
        for finding in all {
            XCTAssertNotNil(finding.span, "\(finding.rule) on \(finding.text)")
        }
    }

    func testPhoneAppLongButtons() throws {
        let long = try findings("PhoneApp").filter { $0.rule == "button-word-count" }.map(\.text)
        XCTAssertEqual(Set(long), [
            "Keep My Changes",                          // an alert button: three words, two allowed
            "Delete All Notes and Sketches",            // five
            "Get Quillfeather on Your Other Devices",   // six
            "Sign In & Back Up Now",                    // five: Sign, In, Back, Up, Now (& is no word)
        ], "Sign In with Apple has four words, Re-Sync All Notes three (a hyphenated compound is one)")
        XCTAssertEqual(long.count, 4)
    }

    func testPhoneAppToneWordsInAlertsOnly() throws {
        let tone = try findings("PhoneApp").filter { $0.rule == "tone-words" }
        XCTAssertEqual(tone.map(RuleTestFiles.highlighted).sorted(), ["Please", "Sorry"],
                       "“Please choose a notebook to begin.” is a label, not an alert")
        XCTAssertEqual(tone.first { RuleTestFiles.highlighted($0) == "Please" }?.suggestion, "Check your connection and try again.")
        XCTAssertEqual(tone.first { RuleTestFiles.highlighted($0) == "Sorry" }?.suggestion, "This sketch can’t be opened.")
    }

    func testPhoneAppFirstPersonPluralEverywhere() throws {
        let we = try findings("PhoneApp").filter { $0.rule == "first-person-plural" }
        XCTAssertEqual(Set(we.map { "\(RuleTestFiles.highlighted($0))|\($0.role.rawValue)" }),
                       ["We’ll|purpose-string", "our|label", "We|label"],
                       "the US in “ship within the US” is the country; status, busy and your hold no pronoun")
        XCTAssertTrue(we.contains { RuleTestFiles.highlighted($0) == "our" && $0.text == "Thanks for trying our app!" })
        XCTAssertEqual(we.first { $0.role == .purposeString }?.key, "NSCameraUsageDescription")
    }

    func testPhoneAppGenericAlertTitle() throws {
        let generic = try findings("PhoneApp").filter { $0.rule == "generic-alert-title" }
        XCTAssertEqual(generic.map(\.text), ["Error"], "Copy Saved, Couldn’t Export Note and Discard Changes? say what happened")
    }

    func testMacAppKeyStandingInForATitleIsNotJudged() throws {
        let files = try RuleTestFiles.fixtureFiles(["MacApp"])
        let stand = try XCTUnwrap(files.flatMap(\.entries).first { $0.key == "Sync.Alert.Title" })
        XCTAssertTrue(stand.isKeyAsValue, "the catalog has no English text for the key")
        XCTAssertEqual(RoleResolver(configuration: Configuration()).resolve(key: stand.key, comment: stand.comment).role, .alertTitle)
        let all = try findings("MacApp", platform: "macos")
        XCTAssertEqual(all.filter { $0.rule == "generic-alert-title" }.map(\.text), [],
                       "a key standing in for a missing value is not judged as a title")
    }

    func testMacAppCheckboxesAreNotCountedAsButtons() throws {
        let all = try findings("MacApp", platform: "macos")
        let counted = all.filter { $0.rule == "button-word-count" }
        XCTAssertEqual(counted.map(\.text), ["Export All Notes as Plain Text"], "an NSButtonCell in title style is a button")
        XCTAssertEqual(counted.first?.roleSource, .interfaceBuilder)
        XCTAssertFalse(counted.contains { $0.text == "Show word count in the sidebar" }, "a sentence-style NSButtonCell is a checkbox")
        let ids = Set((AllChecks.alerts + AllChecks.tone).map(\.id))
        XCTAssertTrue(all.allSatisfy { ids.contains($0.rule) })
    }
}
