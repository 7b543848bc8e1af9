import CopylintTestSupport
import Foundation
import XCTest

/// `copylint pseudo`: a pseudo-localized copy of a String Catalog that audits clean structurally, on the
/// repository's Kestrel catalog and on a real app's (linearmouse, when the corpora are present).
final class PseudoCommandTests: XCTestCase {
    /// Kestrel's catalog: 30 keys, one of them (the app's name) not translated; plurals in every CLDR shape,
    /// substitutions, device variations and every kind of placeholder.
    private let kestrel = Corpora.fixture("Text/Kestrel/Localizable.xcstrings")

    func testWritesAPseudoCatalogThatPassesThePlaceholderAndPluralChecks() throws {
        try assertPseudoCatalogPassesThePlaceholderAndPluralChecks(kestrel, keys: 29)
    }

    func testWritesAPseudoLinearMouseCatalogThatPassesThePlaceholderAndPluralChecks() throws {
        try assertPseudoCatalogPassesThePlaceholderAndPluralChecks(Corpora.require("linearmouse/LinearMouse/Localizable.xcstrings"), keys: 354)
    }

    private func assertPseudoCatalogPassesThePlaceholderAndPluralChecks(_ catalog: URL, keys: Int,
                                                                        file: StaticString = #filePath, line: UInt = #line) throws {
        let folder = try CommandRunner.scratchFolder(self)
        let output = folder.appendingPathComponent("Pseudo.xcstrings")
        let result = try CommandRunner.run(["pseudo", catalog.path, "--locale", "qps-ploc", "--output", output.path])
        XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
        XCTAssertTrue(result.stderr.contains("qps-ploc added to \(keys) keys"), result.stderr, file: file, line: line)
        let text = try String(contentsOf: output, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"), String(text.prefix(80)), file: file, line: line)
        XCTAssertTrue(text.contains("\"qps-ploc\" : {"), file: file, line: line)
        let audit = try CommandRunner.run(["audit", folder.path, "--locales", "qps-ploc", "--format", "json", "--fail-on", "never"])
        let findings = try XCTUnwrap(audit.json?["findings"] as? [[String: Any]], audit.stderr, file: file, line: line)
        let rules = Set(findings.compactMap { $0["rule"] as? String })
        for rule in ["placeholder-mismatch", "placeholder-missing", "placeholder-invalid", "plural-missing-category", "plural-unused-category"] {
            XCTAssertFalse(rules.contains(rule), "\(rule) fires on the pseudo catalog", file: file, line: line)
        }
    }

    func testTheRightToLeftVariant() throws {
        try assertRightToLeftValues(kestrel)
    }

    func testTheRightToLeftVariantOfLinearMouse() throws {
        try assertRightToLeftValues(Corpora.require("linearmouse/LinearMouse/Localizable.xcstrings"))
    }

    private func assertRightToLeftValues(_ catalog: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        let folder = try CommandRunner.scratchFolder(self)
        let output = folder.appendingPathComponent("Pseudo.xcstrings")
        let result = try CommandRunner.run(["pseudo", catalog.path, "--locale", "qps-plocm", "--output", output.path])
        XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
        let text = try String(contentsOf: output, encoding: .utf8)
        XCTAssertTrue(text.contains("\"value\" : \"\u{2067}["), "values are wrapped in RLI … PDI", file: file, line: line)
    }

    func testBadInvocations() throws {
        let folder = try CommandRunner.scratchFolder(self)
        let strings = folder.appendingPathComponent("Localizable.strings")
        try "\"a\" = \"b\";".write(to: strings, atomically: true, encoding: .utf8)
        let notCatalog = folder.appendingPathComponent("Broken.xcstrings")
        try "{ \"sourceLanguage\": \"en\" }".write(to: notCatalog, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out.xcstrings").path
        XCTAssertEqual(try CommandRunner.run(["pseudo", kestrel.path]).status, 2, "no --output")
        XCTAssertEqual(try CommandRunner.run(["pseudo", strings.path, "--output", out]).status, 2, "not a String Catalog")
        XCTAssertEqual(try CommandRunner.run(["pseudo", notCatalog.path, "--output", out]).status, 3, "no strings object")
        XCTAssertEqual(try CommandRunner.run(["pseudo", folder.appendingPathComponent("missing.xcstrings").path, "--output", out]).status, 3)
        XCTAssertEqual(try CommandRunner.run(["pseudo", kestrel.path, "--locale", "qps ploc", "--output", out]).status, 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out), "no invocation above wrote a catalog")
    }
}
