import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Reports
import Rules
import XCTest

/// Collects what a standard XML parser sees in a JUnit document.
final class JUnitParse: NSObject, XMLParserDelegate {
    var suites: [[String: String]] = []
    var cases: [[String: String]] = []
    var failures: [[String: String]] = []
    var errors: [[String: String]] = []
    var failureText: [String] = []
    private var current = ""
    private var inFailure = false

    static func parse(_ text: String) throws -> JUnitParse {
        let result = JUnitParse()
        // From a stream, so libxml2 gets the document piece by piece: given all at once, it refuses more than 10 MB.
        let parser = XMLParser(stream: InputStream(data: Data(text.utf8)))
        parser.delegate = result
        if !parser.parse() {
            throw NSError(domain: "JUnitParse", code: 1, userInfo: [NSLocalizedDescriptionKey: "\(parser.parserError.map { "\($0)" } ?? "parse failed") at line \(parser.lineNumber)"])
        }
        return result
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
        switch name {
        case "testsuite": suites.append(attributes)
        case "testcase": cases.append(attributes)
        case "failure":
            failures.append(attributes)
            inFailure = true
            current = ""
        case "error": errors.append(attributes)
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inFailure { current += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "failure" {
            failureText.append(current)
            inFailure = false
        }
    }
}

final class JUnitReporterTests: XCTestCase {
    func testMatchesStoredOutput() throws {
        try ReportFixture.assertMatchesStored(JUnitReporter().render(ReportFixture.report), "report.junit.xml")
    }

    func testParsesWithAStandardXMLParserAndKeepsTheText() throws {
        let parsed = try JUnitParse.parse(JUnitReporter().render(ReportFixture.report))
        XCTAssertEqual(parsed.suites.map { $0["name"] }, ["App/Localizable.xcstrings", "Broken.xcstrings", "fr.lproj/Localizable.strings"])
        XCTAssertEqual(parsed.cases.count, 5)
        XCTAssertEqual(parsed.failures.count, 4)
        XCTAssertEqual(parsed.errors.first?["message"], "unterminated string")
        XCTAssertEqual(parsed.cases.first?["name"], "cart.add.button (en) · title-case")
        XCTAssertTrue(parsed.failureText[1].contains("Text: %@ Dateien <script>alert(1)</script>"), parsed.failureText[1])
        XCTAssertTrue(parsed.failureText[3].contains("Text: Bonjour \"monde\"\n& co"), parsed.failureText[3])
    }

    func testEscapesMarkupQuotesLineBreaksAndCharactersXMLCannotCarry() throws {
        var report = ReportFixture.report
        report.findings[0].key = "a\"b'c<d>&e\nf\tg"
        report.findings[0].message = "bell\u{7} null\u{0} escape\u{1B} ]]> end"
        let parsed = try JUnitParse.parse(JUnitReporter().render(report))
        XCTAssertEqual(parsed.cases.first?["name"], "a\"b'c<d>&e\nf\tg (en) · title-case")
        XCTAssertEqual(parsed.failures.first?["message"], "bell\\u{7} null\\u{0} escape\\u{1B} ]]> end")
    }

    func testOneCasePerStringAndRuleWithEveryFindingInIt() throws {
        var report = ReportFixture.report
        var again = report.findings[0]
        again.column = 31
        again.message = "Second word."
        report.findings.insert(again, at: 1)
        let parsed = try JUnitParse.parse(JUnitReporter().render(report))
        XCTAssertEqual(parsed.failures.count, 4)
        XCTAssertTrue(parsed.failureText[0].contains("Second word."))
    }

    func testLongStringsAndManyFindingsAreCutSoParsersAcceptThem() throws {
        var report = ReportFixture.report
        report.errors = []
        let long = String(repeating: "Loading... ", count: 5_000)
        report.findings = (0..<60).map { index in
            var finding = ReportFixture.report.findings[0]
            finding.text = long
            finding.suggestion = long + "!"
            finding.column = index + 1
            return finding
        }
        let rendered = JUnitReporter().render(report)
        XCTAssertLessThan(rendered.utf8.count, 400_000)
        let parsed = try JUnitParse.parse(rendered)
        XCTAssertEqual(parsed.failures.count, 1)
        XCTAssertTrue(parsed.failureText[0].contains("10 more findings of this rule on this string."))
        XCTAssertEqual(parsed.failureText[0].components(separatedBy: "Text: ").count, 2)
    }
}
