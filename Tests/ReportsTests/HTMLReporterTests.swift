import Foundation
import Reports
import Rules
import XCTest

final class HTMLReporterTests: XCTestCase {
    private let rendered = HTMLReporter().render(ReportFixture.report)

    func testMatchesStoredOutput() throws {
        try ReportFixture.assertMatchesStored(rendered, "report.html")
    }

    func testContentSecurityPolicyAllowsOnlyTheReportsOwnStyleAndScript() throws {
        let parts = HTMLReportParts(html: rendered)
        let policy = try parts.contentSecurityPolicy
        let directives = policy.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(directives.first, "default-src 'none'")
        XCTAssertTrue(directives.contains("style-src 'sha256-\(SHA256.base64(try parts.style))'"), policy)
        XCTAssertTrue(directives.contains("script-src 'sha256-\(SHA256.base64(try parts.script))'"), policy)
        XCTAssertTrue(directives.contains("base-uri 'none'"))
        XCTAssertFalse(policy.contains("unsafe"))
        // The policy comes before any style or script.
        XCTAssertLessThan(rendered.range(of: "Content-Security-Policy")!.lowerBound, rendered.range(of: "<style>")!.lowerBound)
    }

    func testLoadsNothingFromOutside() throws {
        let parts = HTMLReportParts(html: rendered)
        let markup = try parts.markup
        let style = try parts.style
        for forbidden in [" src=", "<link", "<img", "<iframe", "@import", "url(", "http-equiv=\"refresh\""] {
            XCTAssertFalse(markup.contains(forbidden) || style.contains(forbidden), forbidden)
        }
        let script = try parts.script
        for forbidden in ["fetch(", "XMLHttpRequest", "WebSocket", "importScripts", "navigator.sendBeacon", "new Image", "EventSource"] {
            XCTAssertFalse(script.contains(forbidden), forbidden)
        }
    }

    func testScriptBuildsTheDOMWithoutParsingMarkup() throws {
        let script = try HTMLReportParts(html: rendered).script
        for forbidden in ["innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function", "createContextualFragment", "DOMParser", "setAttribute(\"style\""] {
            XCTAssertFalse(script.contains(forbidden), forbidden)
        }
    }

    func testDataBlockIsHTMLSafeAndCarriesEveryFinding() throws {
        let parts = HTMLReportParts(html: rendered)
        let json = try parts.dataJSON
        XCTAssertFalse(json.contains("<"))
        XCTAssertFalse(json.contains(">"))
        XCTAssertFalse(json.contains("&"))
        XCTAssertTrue(json.contains("\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"))
        let data = try parts.data
        let strings = try XCTUnwrap(data["strings"] as? [String])
        let columns = try XCTUnwrap(data["columns"] as? [String])
        let findings = try XCTUnwrap(data["findings"] as? [[Int]])
        XCTAssertEqual(findings.count, 4)
        let text = try XCTUnwrap(columns.firstIndex(of: "text"))
        XCTAssertEqual(findings.map { strings[$0[text]] }, ReportFixture.report.findings.map(\.text))
        let measurement = try XCTUnwrap(columns.firstIndex(of: "measurement"))
        XCTAssertEqual(findings.map { $0[measurement] }, [-1, -1, 0, -1])
        let growth = try XCTUnwrap(data["growth"] as? [[String: Any]])
        XCTAssertEqual(growth.map { $0["locale"] as? String }, ["de", "fr"])
        let rules = try XCTUnwrap(data["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.first { $0["id"] as? String == "title-case" }?["rationale"] as? String,
                       "Buttons use title-style capitalization, so “To” stays <b>lowercase</b>.")
    }

    func testServerRenderedPartsEscapeCatalogText() throws {
        let markup = try HTMLReportParts(html: rendered).markup
        XCTAssertTrue(markup.contains("%@ Dateien &lt;script&gt;alert(1)&lt;/script&gt;"))
        XCTAssertTrue(markup.contains("Bonjour &quot;monde&quot; ↵ &amp; co"))
        XCTAssertFalse(markup.contains("<script>alert"))
        XCTAssertTrue(markup.contains("<noscript>"))
        XCTAssertTrue(markup.contains("<table class=\"static-table\">"))
    }

    func testOnlyItsOwnScriptElements() {
        let parts = HTMLReportParts(html: rendered)
        XCTAssertEqual(parts.count("<script"), 2)
        XCTAssertEqual(parts.count("</script"), 2)
    }

    func testSameReportSameBytes() {
        XCTAssertEqual(HTMLReporter().render(ReportFixture.report), rendered)
    }

    func testEmptyReportStillRenders() throws {
        let empty = Report(toolVersion: "1", files: [], findings: [], errors: [], roleSources: [:])
        let html = HTMLReporter().render(empty)
        XCTAssertTrue(html.contains("<div class=\"tile-n\">0</div>"))
        XCTAssertEqual(try HTMLReportParts(html: html).data["findings"] as? [[Int]], [])
    }

    func testFindingsAddedAfterTheReportWasMadeShowTheirRulesTitle() throws {
        var report = Report(toolVersion: "1", files: [], findings: [], errors: [], roleSources: [:])
        // The code rules' findings join the report after the catalogs' (StreamedAudit).
        report.findings.append(Finding(
            rule: "unlocalized-literal", severity: .warning, file: "App/V.swift", line: 3, column: 16, key: "", locale: "",
            variation: "", role: .button, roleSource: .swift, text: "Archive All", message: "Never localized."
        ))
        XCTAssertEqual(report.definition(of: "unlocalized-literal")?.title, "Text that is never localized")
        let rules = try HTMLReportParts(html: HTMLReporter().render(report)).data["rules"] as? [[String: Any]]
        XCTAssertEqual(rules?.first?["title"] as? String, "Text that is never localized")
    }
}
