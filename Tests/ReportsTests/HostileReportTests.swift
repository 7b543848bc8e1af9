import Catalogs
import Foundation
import Reports
import Rules
import XCTest

/// Every reporter against catalog text written to break out of it, at 10,000 findings. With
/// COPYLINT_HOSTILE_OUTPUT=DIR in the environment the HTML is also written there for scripts/check-html-report.
final class HostileReportTests: XCTestCase {
    private static let report = HostileFixture.report()

    func testHTMLKeepsHostileTextAsEscapedTextOnly() throws {
        let start = Date()
        let html = HTMLReporter().render(Self.report)
        let elapsed = Date().timeIntervalSince(start)
        XCTAssertLessThan(elapsed, 30, "rendering 10,000 findings took \(elapsed) s")
        if let folder = ProcessInfo.processInfo.environment["COPYLINT_HOSTILE_OUTPUT"] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try html.write(toFile: (folder as NSString).appendingPathComponent("hostile.html"), atomically: true, encoding: .utf8)
            for reporter in [JUnitReporter() as any Reporter, SARIFReporter(), MarkdownReporter(), GitHubReporter()] {
                let name = "hostile." + type(of: reporter).fileName.split(separator: ".").dropFirst().joined(separator: ".")
                try reporter.render(Self.report).write(toFile: (folder as NSString).appendingPathComponent(name), atomically: true, encoding: .utf8)
            }
        }
        let parts = HTMLReportParts(html: html)
        XCTAssertEqual(parts.count("<script"), 2, "a hostile string opened a script element")
        XCTAssertEqual(parts.count("</script"), 2)
        XCTAssertEqual(parts.count("<!--"), 0)
        let lowered = html.lowercased()
        for needle in ["<img", "<svg onload", "<iframe", "<style>body", "<link", "onerror=\"", "<b>"] {
            XCTAssertFalse(lowered.contains(needle), needle)
        }
        XCTAssertFalse(html.contains("\u{2028}"))
        XCTAssertFalse(html.contains("\u{2029}"))
        let markup = try parts.markup
        XCTAssertFalse(markup.contains("\u{202E}"), "a bidi override reached the markup unescaped")
        XCTAssertTrue(markup.contains("⟨U+202E⟩"))
        // The template is filled in one pass: slot names inside catalog text stay text.
        XCTAssertTrue(markup.contains("{{script}} {{data}} {{csp}}"))
        // Every hostile string survives, as data, exactly.
        let strings = Set(try XCTUnwrap(try parts.data["strings"] as? [String]))
        for hostile in HostileFixture.strings { XCTAssertTrue(strings.contains(hostile), hostile) }
        XCTAssertEqual((try parts.data["findings"] as? [Any])?.count, 10_000)
    }

    func testXMLJSONAndCommandFormatsStayWellFormed() throws {
        let junit = try JUnitParse.parse(JUnitReporter().render(Self.report))
        XCTAssertEqual(junit.failures.count + junit.errors.count, Set(Self.report.findings.map { "\($0.file)|\($0.key)|\($0.locale)|\($0.variation)|\($0.rule)" }).count + 1)
        XCTAssertTrue(junit.failureText.contains { $0.contains("<script>document.title='PWNED'</script>") })

        for reporter in [SARIFReporter() as any Reporter, JSONReporter()] {
            let rendered = reporter.render(Self.report)
            XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(rendered.utf8)))
        }

        let commands = GitHubReporter().render(Self.report).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        XCTAssertEqual(commands.count, 10_001)
        XCTAssertTrue(commands.allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") || $0.hasPrefix("::notice ") })
        XCTAssertFalse(commands.contains { $0.contains("\u{202E}") || $0.contains("\r") })

        let markdown = MarkdownReporter().render(Self.report)
        XCTAssertLessThan(markdown.utf8.count, 1_000_000)
        XCTAssertFalse(markdown.contains("<script"))
        XCTAssertFalse(markdown.contains("<img"))
        XCTAssertTrue(markdown.contains("### Translation coverage"))
        XCTAssertFalse(markdown.contains("<b>x</b>"), "a locale in the coverage table added markup")
    }

    func testHostileCatalogThroughTheRealReadersAndRules() throws {
        let request = ReadRequest(
            path: HostileFixture.catalogURL.path, displayPath: "Hostile.xcstrings", format: .xcstrings,
            table: "Hostile", locale: nil, sourceLanguage: "en"
        )
        let file = try CatalogReader.read(request).get()
        let result = Auditor(configuration: Configuration()).audit([file])
        XCTAssertGreaterThan(result.findings.count, 100)
        var report = Report(
            toolVersion: "1", files: [.init(path: file.path, format: file.format, entries: file.entries.count, locales: file.locales)],
            findings: result.findings, errors: [], roleSources: result.roleSources
        )
        report.localeGrowth = LocaleGrowth.measure([file])
        report.verbatimValues = ValueIdentity.verbatimValues(in: [file], withFindings: result.findings)
        let parts = HTMLReportParts(html: HTMLReporter().render(report))
        XCTAssertEqual(parts.count("<script"), 2)
        XCTAssertFalse(try parts.markup.lowercased().contains("<img"))
        XCTAssertNoThrow(try JUnitParse.parse(JUnitReporter().render(report)))
    }
}
