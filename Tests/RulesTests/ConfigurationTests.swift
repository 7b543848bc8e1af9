import Catalogs
@testable import Rules
import XCTest

final class ConfigurationTests: XCTestCase {
    func testReadsTheDesignExampleWithJSON5() throws {
        let text = """
        { version: 1,
          include: ["App/**"], exclude: ["**/Pods/**"],
          roles: [ {key: "*.button", role: "button"}, {key: "alert.*.title", role: "alert-title"} ],
          rules: { "ellipsis-character": {severity: "info"}, "ok-spelling": "off" },
          lexicon: ["Acme Cloud", "eMail Pro"],        // terms whose casing is kept as written
          platform: "ios",
          fonts: { "default": "path/to/font.ttf" } }
        """
        let configuration = try ConfigurationLoader.parse(text, path: ".copylint.json")
        XCTAssertEqual(configuration.include, ["App/**"])
        XCTAssertEqual(configuration.roles.map(\.role), [.button, .alertTitle])
        XCTAssertEqual(configuration.ruleSettings["ellipsis-character"], .severity(.info))
        XCTAssertEqual(configuration.ruleSettings["ok-spelling"], .off)
        XCTAssertEqual(configuration.lexicon, ["Acme Cloud", "eMail Pro"])
        XCTAssertEqual(configuration.fonts["default"], "path/to/font.ttf")
        XCTAssertNil(configuration.severity(of: RuleDefinitions.definition("ok-spelling")!))
    }

    func testUnknownKeyNamesFileAndLine() {
        let text = "{\n  version: 1,\n  platfrom: \"ios\"\n}\n"
        XCTAssertThrowsError(try ConfigurationLoader.parse(text, path: "x/.copylint.json")) { error in
            let error = error as! ReadError
            XCTAssertEqual(error.line, 3)
            XCTAssertEqual(error.file, "x/.copylint.json")
            XCTAssertTrue(error.message.contains("platfrom"), error.message)
        }
    }

    func testBadValuesAreErrorsWithLines() {
        let cases: [(String, Int, String)] = [
            ("{\n rules: {\n  \"no-such-rule\": \"off\"\n }\n}", 3, "unknown rule"),
            ("{\n rules: {\n  \"ok-spelling\": \"loud\"\n }\n}", 3, "severity"),
            ("{\n roles: [\n  {key: \"a\", role: \"buton\"}\n ]\n}", 3, "unknown role"),
            ("{\n platform: \"android\"\n}", 2, "platform"),
            ("{\n include: \"App\"\n}", 2, "list of strings"),
        ]
        for (text, line, fragment) in cases {
            XCTAssertThrowsError(try ConfigurationLoader.parse(text, path: "c.json"), fragment) { error in
                let error = error as! ReadError
                XCTAssertEqual(error.line, line, "\(fragment): \(error)")
                XCTAssertTrue(error.message.contains(fragment), error.message)
            }
        }
    }

    func testMinimumCoverageReadsAPercentOrPercentsByLocale() throws {
        XCTAssertEqual(try ConfigurationLoader.parse("{ minimumCoverage: 80 }", path: "c.json").minimumCoverage, ["*": 80])
        let byLocale = try ConfigurationLoader.parse("{ minimumCoverage: { de: 95, \"*\": 60 } }", path: "c.json")
        XCTAssertEqual(byLocale.minimumCoverage, ["de": 95, "*": 60])
        XCTAssertEqual(try ConfigurationLoader.parse("{ version: 1 }", path: "c.json").minimumCoverage, [:])
    }

    func testStyleReadsACapitalizationPerElementGroup() throws {
        let configuration = try ConfigurationLoader.parse("{ style: { buttons: \"sentence\", menus: \"title\" } }", path: "c.json")
        XCTAssertEqual(configuration.style.capitalization, [.buttons: .sentence, .menus: .title])
        XCTAssertEqual(configuration.style.sentenceRoles, [.button, .alertButton, .actionSheetButton, .toolbarItem])
        XCTAssertEqual(try ConfigurationLoader.parse("{ version: 1 }", path: "c.json").style, HouseStyle())
        let cases: [(String, Int, String)] = [
            ("{\n style: \"sentence\"\n}", 2, "'style' must be an object"),
            ("{\n style: {\n  labels: \"sentence\"\n }\n}", 3, "unknown style group 'labels'"),
            ("{\n style: {\n  buttons: \"lower\"\n }\n}", 3, "style 'buttons' must be"),
        ]
        for (text, line, fragment) in cases {
            XCTAssertThrowsError(try ConfigurationLoader.parse(text, path: "c.json"), fragment) { error in
                let error = error as! ReadError
                XCTAssertEqual(error.line, line, "\(fragment): \(error)")
                XCTAssertTrue(error.message.contains(fragment), error.message)
            }
        }
    }

    func testBadCoverageSettingsAreErrorsWithLines() {
        let cases: [(String, Int, String)] = [
            ("{\n version: 1,\n minimumCoverage: \"90%\"\n}", 3, "'minimumCoverage' must be a percent"),
            ("{\n minimumCoverage: {\n  \"de\": 140\n }\n}", 3, "percent from 0 to 100 for 'de'"),
            ("{\n minimumCoverage: -5\n}", 2, "percent from 0 to 100"),
            ("{\n rules: {\n  \"locale-coverage\": {options: {\n   threshold: \"high\"}}\n }\n}", 4, "'threshold' of 'locale-coverage'"),
            ("{\n rules: {\n  \"locale-coverage\": {options: {\n   minimumStrings: 2.5}}\n }\n}", 4, "'minimumStrings'"),
            ("{\n rules: {\n  \"locale-coverage\": {options: {\n   listStrings: \"yes\"}}\n }\n}", 4, "'listStrings'"),
            ("{\n rules: {\n  \"locale-coverage\": {options: {\n   treshold: 30}}\n }\n}", 4, "unknown option 'treshold'"),
        ]
        for (text, line, fragment) in cases {
            XCTAssertThrowsError(try ConfigurationLoader.parse(text, path: "c.json"), fragment) { error in
                let error = error as! ReadError
                XCTAssertEqual(error.file, "c.json")
                XCTAssertEqual(error.line, line, "\(fragment): \(error)")
                XCTAssertTrue(error.message.contains(fragment), error.message)
            }
        }
    }

    func testSyntaxErrorIsReported() {
        XCTAssertThrowsError(try ConfigurationLoader.parse("{ version: 1,, }", path: "c.json"))
    }
}
