import Foundation
import XCTest

/// Broken input gets a clear error naming the file (and line where there is one), exit 3, and the other files
/// are still audited: nothing crashes, hangs, or writes to an input file.
final class BadInputTests: XCTestCase {
    private let goodCatalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "save" : {
          "comment" : "Label",
          "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Saving..." } } }
        }
      },
      "version" : "1.0"
    }
    """

    /// Audits a folder holding the good catalog and one bad file; checks exit 3, the error, and that the good
    /// file was still audited. Returns the error objects.
    @discardableResult
    private func auditWithBadFile(
        named name: String, write: (URL) throws -> Void, expectLine: Int? = nil, messageContains fragment: String? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> [[String: Any]] {
        let folder = try CommandRunner.scratchFolder(self)
        try goodCatalog.write(to: folder.appendingPathComponent("Good.xcstrings"), atomically: true, encoding: .utf8)
        let badURL = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: badURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try write(badURL)
        let before = try? Data(contentsOf: badURL)
        let result = try CommandRunner.run(["audit", ".", "--format", "json"], in: folder, timeout: 60)
        XCTAssertEqual(result.status, 3, "exit code: \(result.stderr)", file: file, line: line)
        let report = try XCTUnwrap(result.json, "no JSON report: \(result.stderr)", file: file, line: line)
        let errors = try XCTUnwrap(report["errors"] as? [[String: Any]], file: file, line: line)
        XCTAssertEqual(errors.count, 1, "\(errors)", file: file, line: line)
        XCTAssertEqual(errors.first?["file"] as? String, name, file: file, line: line)
        if let expectLine { XCTAssertEqual(errors.first?["line"] as? Int, expectLine, "\(errors)", file: file, line: line) }
        if let fragment {
            XCTAssertTrue((errors.first?["message"] as? String ?? "").contains(fragment), "\(errors)", file: file, line: line)
        }
        let findings = report["findings"] as? [[String: Any]] ?? []
        XCTAssertTrue(findings.contains { $0["file"] as? String == "Good.xcstrings" && $0["rule"] as? String == "ellipsis-character" },
                      "the good file was not audited", file: file, line: line)
        XCTAssertEqual(try? Data(contentsOf: badURL), before, "an input file was changed", file: file, line: line)
        return errors
    }

    func testTruncatedCatalog() throws {
        let text = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("Examples/Trailhead/Localizable.xcstrings"), encoding: .utf8)
        let cut = String(text.prefix(text.count / 2))
        let lines = cut.split(separator: "\n", omittingEmptySubsequences: false).count
        let errors = try auditWithBadFile(named: "Cut.xcstrings", write: { try cut.write(to: $0, atomically: true, encoding: .utf8) })
        let line = try XCTUnwrap(errors.first?["line"] as? Int)
        XCTAssertTrue(line >= 1 && line <= lines, "line \(line) of \(lines)")
    }

    func testValueOfTheWrongJSONType() throws {
        let text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : { \"localizations\" : { \"en\" : { \"stringUnit\" : {\n      \"state\" : \"translated\",\n      \"value\" : 42\n    } } } }\n  }\n}\n"
        try auditWithBadFile(named: "Typed.xcstrings", write: { try text.write(to: $0, atomically: true, encoding: .utf8) }, expectLine: 6, messageContains: "value")
    }

    func testInvalidUTF8() throws {
        var bytes = Array("{\n  \"strings\" : {\n    \"caf".utf8)
        bytes += [0xC3, 0x28]
        bytes += Array("\" : {}\n  }\n}\n".utf8)
        try auditWithBadFile(named: "Bytes.xcstrings", write: { try Data(bytes).write(to: $0) }, expectLine: 3, messageContains: "UTF-8")
    }

    func testStringsFileWithAnUnterminatedString() throws {
        let text = "/* ok */\n\"a\" = \"A\";\n\"b\" = \"never closed;\n\"c\" = \"C\";\n"
        try auditWithBadFile(named: "en.lproj/Localizable.strings", write: { try text.write(to: $0, atomically: true, encoding: .utf8) }, expectLine: 3)
    }

    func testXLIFFWithEntityDeclarationsIsRefusedWithoutExpansion() throws {
        var entities = "<!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            entities += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1 == 0 ? "" : String(level - 1));", count: 10) + "\">\n"
        }
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE xliff [\n\(entities)]>\n<xliff version=\"1.2\"><file original=\"a\" source-language=\"en\" target-language=\"de\"><body><trans-unit id=\"x\"><source>&lol9;</source></trans-unit></body></file></xliff>\n"
        try auditWithBadFile(named: "Laughs.xliff", write: { try text.write(to: $0, atomically: true, encoding: .utf8) }, messageContains: "entit")
    }

    func testDeeplyNestedJSON() throws {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        try auditWithBadFile(named: "Deep.xcstrings", write: { try text.write(to: $0, atomically: true, encoding: .utf8) }, expectLine: 1, messageContains: "nest")
    }

    func testDirectoryNamedLikeACatalog() throws {
        try auditWithBadFile(named: "Folder.xcstrings", write: { try FileManager.default.createDirectory(at: $0, withIntermediateDirectories: true) }, messageContains: "directory")
    }

    func testUnreadableFile() throws {
        // Tests may run as root, for whom file permissions do not stop reading: a dangling link fails for everyone.
        try auditWithBadFile(named: "Gone.strings", write: { try FileManager.default.createSymbolicLink(atPath: $0.path, withDestinationPath: "/nonexistent/copylint/Gone.strings") })
    }

    func testFiftyMegabyteCatalogIsReadWithoutError() throws {
        let folder = try CommandRunner.scratchFolder(self)
        var text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
        let comment = String(repeating: "Context for translators. ", count: 10_000)
        for index in 0..<210 {
            text += "    \"key\(index)\" : { \"comment\" : \"\(comment)\", \"localizations\" : { \"en\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Item \(index)\" } } } },\n"
        }
        text += "    \"last\" : { \"localizations\" : { \"en\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Done...\" } } } }\n  },\n  \"version\" : \"1.0\"\n}\n"
        XCTAssertGreaterThan(text.utf8.count, 50_000_000)
        try text.write(to: folder.appendingPathComponent("Big.xcstrings"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["audit", ".", "--format", "json"], in: folder, timeout: 120)
        XCTAssertNotEqual(result.status, 3, result.stderr)
        let report = try XCTUnwrap(result.json)
        XCTAssertEqual((report["errors"] as? [Any])?.count, 0)
        XCTAssertEqual((report["summary"] as? [String: Any])?["entries"] as? Int, 211)
        XCTAssertTrue(result.stdout.contains("ellipsis-character"))
    }
}
