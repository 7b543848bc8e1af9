import RuleExampleSupport
import Catalogs
@testable import Rules
import CopylintBase
import XCTest

/// The five checks through the real engine: roles, alert title forms, spans and suggestions.
final class CapitalizationCheckTests: XCTestCase {
    private func findings(_ text: String, role: String, options: [String: JSONValue] = [:], rule: String) throws -> [Finding] {
        guard let definition = RuleDefinitions.definition(rule) else {
            XCTFail("no rule \(rule)")
            return []
        }
        let example = RuleExample(text: text, role: role, options: options.isEmpty ? nil : options)
        return try ExampleRunner.findings(for: example, definition: definition, checks: AllChecks.capitalization)
    }

    func testAlertTitleFormDecidesWhichCaseRuleRuns() throws {
        XCTAssertEqual(try findings("Delete This Photo?", role: "alert-title", rule: "title-case").count, 0)
        XCTAssertEqual(try findings("Delete This Photo?", role: "alert-title", rule: "sentence-case").count, 1)
        XCTAssertEqual(try findings("Unable to save document", role: "alert-title", rule: "title-case").count, 1)
        XCTAssertEqual(try findings("Unable to save document", role: "alert-title", rule: "sentence-case").count, 0)
        let title: [String: JSONValue] = ["alertTitleStyle": .string("title")]
        XCTAssertEqual(try findings("Delete this photo?", role: "alert-title", options: title, rule: "title-case").count, 1)
    }

    func testAHouseStyleOfSentenceButtonsHandsThemFromTitleCaseToSentenceCase() throws {
        func rules(_ text: String, role: Role, style: HouseStyle) -> [String] {
            var configuration = Configuration()
            configuration.style = style
            let comment = "copylint:role=\(role.rawValue)"
            let entry = Entry(file: "s", table: "s", key: "k", locale: "en", value: text, comment: comment,
                              location: SourceLocation(line: 1, column: 1), isVerbatim: true, isSource: true)
            let file = StringFile(path: "s", format: .xcstrings, entries: [entry], tables: [TableInfo(id: "s", sourceLanguage: "en", locales: ["en"])])
            return Auditor(configuration: configuration, checks: AllChecks.capitalization).audit([file]).findings.map(\.rule)
        }
        let sentenceButtons = HouseStyle([.buttons: .sentence])
        XCTAssertEqual(rules("Add to favorites", role: .button, style: HouseStyle()), ["title-case"])
        XCTAssertEqual(rules("Add to favorites", role: .button, style: sentenceButtons), [])
        XCTAssertEqual(rules("Add To Favorites", role: .alertButton, style: sentenceButtons), ["sentence-case"],
                       "a title-cased button is the odd one out in a sentence-style app")
        XCTAssertEqual(rules("add to favorites", role: .menuItem, style: sentenceButtons), ["title-case"], "menus keep Apple's style")
        XCTAssertEqual(rules("Unable to save document", role: .alertTitle, style: HouseStyle()), ["title-case"])
        XCTAssertFalse(rules("Unable to save document", role: .alertTitle, style: HouseStyle([.alertTitles: .sentence])).contains("title-case"),
                       "sentence-style alert titles, as alertTitleStyle: sentence")
    }

    func testOneFindingPerStringNamesEveryWord() throws {
        let result = try findings("add to cart", role: "button", rule: "title-case")
        XCTAssertEqual(result.count, 1)
        XCTAssertEqual(result.first?.span, 0..<3)
        XCTAssertEqual(result.first?.suggestion, "Add to Cart")
        XCTAssertEqual(result.first?.message, "Use title-style capitalization: “add” → “Add”, “cart” → “Cart”.")
    }

    func testTerminalPunctuationLooksThroughQuotesAndMarkup() throws {
        XCTAssertEqual(try findings("Open “Notes.”", role: "button", rule: "terminal-punctuation").first?.suggestion, "Open “Notes”")
        XCTAssertEqual(try findings("Choose **Done**", role: "alert-message", rule: "terminal-punctuation").first?.suggestion,
                       "Choose **Done**.")
        XCTAssertEqual(try findings("Saved to %@", role: "notification-body", rule: "terminal-punctuation").first?.suggestion,
                       "Saved to %@.")
        XCTAssertEqual(try findings("Done…", role: "button", rule: "terminal-punctuation").count, 0)
        XCTAssertEqual(try findings("O.K.", role: "button", rule: "terminal-punctuation").count, 0)
    }

    func testAllCapsSuggestionFollowsTheRole() throws {
        XCTAssertEqual(try findings("SIGN IN TO ICLOUD", role: "button", rule: "all-caps").first?.suggestion, "Sign In to iCloud")
        XCTAssertEqual(try findings("TAP TO SIGN IN.", role: "a11y-hint", rule: "all-caps").first?.suggestion, "Tap to sign in.")
        XCTAssertEqual(try findings("NEW", role: "label", rule: "all-caps").count, 0)
    }

    func testInitialCapitalIsLocaleAwareAndSkipsBrands() throws {
        XCTAssertEqual(try findings("eBay listings", role: "label", rule: "initial-capital").count, 0)
        XCTAssertEqual(try findings("`npm` output", role: "label", rule: "initial-capital").count, 0)
        XCTAssertEqual(try findings("ähnliche Fotos", role: "label", rule: "initial-capital").first?.suggestion, "Ähnliche Fotos")
    }
}
