import Foundation
import XCTest

/// `copylint pseudo`: a pseudo-localized copy of a real String Catalog that audits clean structurally.
final class PseudoCommandTests: XCTestCase {
    private var linearMouse: URL {
        CommandRunner.packageRoot.deletingLastPathComponent()
            .appendingPathComponent("shared/corpora/linearmouse/LinearMouse/Localizable.xcstrings")
    }

    func testWritesAPseudoCatalogThatPassesThePlaceholderAndPluralChecks() throws {
        let folder = try CommandRunner.scratchFolder(self)
        let output = folder.appendingPathComponent("Pseudo.xcstrings")
        let result = try CommandRunner.run(["pseudo", linearMouse.path, "--locale", "qps-ploc", "--output", output.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("qps-ploc added to 354 keys"), result.stderr)
        let text = try String(contentsOf: output, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"), String(text.prefix(80)))
        XCTAssertTrue(text.contains("\"qps-ploc\" : {"))
        let audit = try CommandRunner.run(["audit", folder.path, "--locales", "qps-ploc", "--format", "json", "--fail-on", "never"])
        let findings = try XCTUnwrap(audit.json?["findings"] as? [[String: Any]], audit.stderr)
        let rules = Set(findings.compactMap { $0["rule"] as? String })
        for rule in ["placeholder-mismatch", "placeholder-missing", "placeholder-invalid", "plural-missing-category", "plural-unused-category"] {
            XCTAssertFalse(rules.contains(rule), "\(rule) fires on the pseudo catalog")
        }
    }

    func testTheRightToLeftVariant() throws {
        let folder = try CommandRunner.scratchFolder(self)
        let output = folder.appendingPathComponent("Pseudo.xcstrings")
        let result = try CommandRunner.run(["pseudo", linearMouse.path, "--locale", "qps-plocm", "--output", output.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let text = try String(contentsOf: output, encoding: .utf8)
        XCTAssertTrue(text.contains("\"value\" : \"\u{2067}["), "values are wrapped in RLI … PDI")
    }

    func testBadInvocations() throws {
        let folder = try CommandRunner.scratchFolder(self)
        let strings = folder.appendingPathComponent("Localizable.strings")
        try "\"a\" = \"b\";".write(to: strings, atomically: true, encoding: .utf8)
        let notCatalog = folder.appendingPathComponent("Broken.xcstrings")
        try "{ \"sourceLanguage\": \"en\" }".write(to: notCatalog, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out.xcstrings").path
        XCTAssertEqual(try CommandRunner.run(["pseudo", linearMouse.path]).status, 2, "no --output")
        XCTAssertEqual(try CommandRunner.run(["pseudo", strings.path, "--output", out]).status, 2, "not a String Catalog")
        XCTAssertEqual(try CommandRunner.run(["pseudo", notCatalog.path, "--output", out]).status, 3, "no strings object")
        XCTAssertEqual(try CommandRunner.run(["pseudo", folder.appendingPathComponent("missing.xcstrings").path, "--output", out]).status, 3)
        XCTAssertEqual(try CommandRunner.run(["pseudo", linearMouse.path, "--locale", "qps ploc", "--output", out]).status, 2)
    }
}
