import Foundation
import XCTest

/// `copylint audit` reads the storyboards and xibs beside the catalogs: object-ID keys get their English and role
/// (`roleSource: interface-builder`, with the object's place), and a broken Interface Builder file is an error
/// naming it and its line (exit 3) while everything else is still audited.
final class InterfaceBuilderCommandTests: XCTestCase {
    private static let fixture = CommandRunner.packageRoot.appendingPathComponent("Tests/Fixtures/InterfaceBuilder")

    func testFixtureAuditReportsStoryboardRoles() throws {
        let result = try CommandRunner.run(["audit", "Tests/Fixtures/InterfaceBuilder", "--format", "json", "--fail-on", "never"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let report = try XCTUnwrap(result.json, result.stderr)
        XCTAssertEqual((report["errors"] as? [Any])?.count, 0)
        let findings = try XCTUnwrap(report["findings"] as? [[String: Any]])
        let checkbox = try XCTUnwrap(findings.first { $0["key"] as? String == "Bc2-xx-Ch2.title" })
        XCTAssertEqual(checkbox["rule"] as? String, "sentence-case")
        XCTAssertEqual(checkbox["role"] as? String, "checkbox")
        XCTAssertEqual(checkbox["roleSource"] as? String, "interface-builder")
        XCTAssertEqual(checkbox["text"] as? String, "Remember The Last Tea Used")
        XCTAssertEqual(checkbox["file"] as? String, "Tests/Fixtures/InterfaceBuilder/Steeper/mul.lproj/Main.xcstrings")
        XCTAssertEqual(checkbox["codeFile"] as? String, "Tests/Fixtures/InterfaceBuilder/Steeper/Base.lproj/Main.storyboard")
        XCTAssertEqual(checkbox["codeLine"] as? Int, 67)
        XCTAssertEqual(checkbox["codeRole"] as? String, "checkbox")
        let summary = try XCTUnwrap(report["summary"] as? [String: Any])
        let files = try XCTUnwrap(summary["files"] as? [[String: Any]])
        XCTAssertFalse(files.contains { ($0["path"] as? String ?? "").hasSuffix(".storyboard") }, "a storyboard is no string table")
        let text = try CommandRunner.run(["audit", "Tests/Fixtures/InterfaceBuilder", "--fail-on", "never", "--quiet"])
        XCTAssertTrue(text.stdout.contains(
            "Main.xcstrings:22:6: note: used as a checkbox at Tests/Fixtures/InterfaceBuilder/Steeper/Base.lproj/Main.storyboard:67"
        ), text.stdout)
    }

    func testANamedStoryboardIsNoStringFile() throws {
        let result = try CommandRunner.run(["audit", "Tests/Fixtures/InterfaceBuilder/Steeper/Base.lproj/Main.storyboard", "--format", "json"])
        XCTAssertEqual(result.status, 3)
        let errors = try XCTUnwrap(result.json?["errors"] as? [[String: Any]])
        XCTAssertTrue((errors.first?["message"] as? String ?? "").contains("Interface Builder file"), "\(errors)")
    }

    // MARK: Bad Interface Builder files

    /// Audits a copy of the Steeper app with `Base.lproj/Main.storyboard` replaced; checks exit 3, the one error,
    /// and that the catalogs and the xib were still read.
    private func auditWithBrokenStoryboard(
        _ text: String, line: Int, contains fragment: String, file: StaticString = #filePath, lineNumber: UInt = #line
    ) throws {
        let folder = try CommandRunner.scratchFolder(self)
        let app = folder.appendingPathComponent("Steeper")
        try FileManager.default.copyItem(at: Self.fixture.appendingPathComponent("Steeper"), to: app)
        let storyboard = app.appendingPathComponent("Base.lproj/Main.storyboard")
        try FileManager.default.removeItem(at: storyboard)
        try Data(text.utf8).write(to: storyboard)
        let result = try CommandRunner.run(["audit", ".", "--format", "json"], in: folder, timeout: 60)
        XCTAssertEqual(result.status, 3, "exit code: \(result.stderr)", file: file, line: lineNumber)
        let report = try XCTUnwrap(result.json, "no JSON report: \(result.stderr)", file: file, line: lineNumber)
        let errors = try XCTUnwrap(report["errors"] as? [[String: Any]], file: file, line: lineNumber)
        XCTAssertEqual(errors.count, 1, "\(errors)", file: file, line: lineNumber)
        XCTAssertEqual(errors.first?["file"] as? String, "Steeper/Base.lproj/Main.storyboard", file: file, line: lineNumber)
        XCTAssertEqual(errors.first?["line"] as? Int, line, "\(errors)", file: file, line: lineNumber)
        XCTAssertTrue((errors.first?["message"] as? String ?? "").contains(fragment), "\(errors)", file: file, line: lineNumber)
        let findings = report["findings"] as? [[String: Any]] ?? []
        // The catalog is audited with the notes' English; the xib still gives its table English and a role.
        XCTAssertTrue(findings.contains { $0["key"] as? String == "Mi3-hh-Nb3.title" && $0["rule"] as? String == "title-case" },
                      "the catalog was not audited", file: file, line: lineNumber)
        XCTAssertTrue(findings.contains { $0["key"] as? String == "Rc1-dd-Tc1.title" && $0["rule"] as? String == "initial-capital" },
                      "the xib was not read", file: file, line: lineNumber)
    }

    func testTruncatedStoryboard() throws {
        let text = try String(contentsOf: Self.fixture.appendingPathComponent("Steeper/Base.lproj/Main.storyboard"), encoding: .utf8)
        let cut = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(40).joined(separator: "\n")
        try auditWithBrokenStoryboard(cut, line: 40, contains: "unexpected end of file")
    }

    func testStoryboardWithEntityDeclarations() throws {
        var entities = "<!ENTITY t0 \"tea\">\n"
        for level in 1...9 { entities += "<!ENTITY t\(level) \"" + String(repeating: "&t\(level - 1);", count: 10) + "\">\n" }
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE document [\n" + entities + "]>\n<document><menu title=\"&t9;\" id=\"a\"/></document>\n"
        try auditWithBrokenStoryboard(text, line: 3, contains: "DOCTYPE declares entities")
    }

    func testStoryboardNestedTooDeep() throws {
        let text = "<document>\n" + String(repeating: "<view>", count: 600) + String(repeating: "</view>", count: 600) + "\n</document>\n"
        try auditWithBrokenStoryboard(text, line: 2, contains: "nested more than")
    }

    func testStoryboardThatIsNotXML() throws {
        try auditWithBrokenStoryboard("\n\nthis is not a storyboard\n", line: 3, contains: "text before the root element")
    }
}
