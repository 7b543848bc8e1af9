import Catalogs
import Foundation
import Reports
import Rules
import XCTest

final class BaselineTests: XCTestCase {
    private let findings = ReportFixture.report.findings

    func testWritesSortedPrettyJSONThatReadsBack() throws {
        let baseline = Baseline(findings: findings.reversed() + [findings[0]])
        let text = BaselineFile.render(baseline)
        XCTAssertEqual(text, BaselineFile.render(Baseline(findings: findings + [findings[0]])))
        XCTAssertTrue(text.hasPrefix("{\n  \"version\": 1,\n"))
        XCTAssertTrue(text.contains("      \"count\": 2\n"))
        let files = text.components(separatedBy: "\n").filter { $0.contains("\"file\":") }
        XCTAssertEqual(files, files.sorted())
        XCTAssertFalse(text.contains("\"line\""))
        let read = try BaselineFile.parse(Data(text.utf8), path: "b.json")
        XCTAssertEqual(read, baseline)
        XCTAssertEqual(read.count, 5)
    }

    func testOnlyNewFindingsCountAndFixedOnesAreCounted() {
        let baseline = Baseline(findings: [findings[0], findings[1], findings[3]])
        var edited = findings[3]
        edited.text = "Bonjour le monde"
        let current = [findings[0], findings[1], findings[2], edited]
        let match = baseline.match(current, auditedFiles: ["App/Localizable.xcstrings", "fr.lproj/Localizable.strings"], locales: nil)
        XCTAssertEqual(match.new.map(\.rule), ["width-overflow", "translation-state"])
        XCTAssertEqual(match.outcome, BaselineOutcome(matched: 2, fixed: 1))
    }

    func testLinesAndColumnsDoNotMatterButEachKnownFindingIsUsedOnce() {
        let baseline = Baseline(findings: [findings[0]])
        var moved = findings[0]
        moved.line += 100
        moved.column = 1
        let match = baseline.match([moved, moved], auditedFiles: ["App/Localizable.xcstrings"], locales: nil)
        XCTAssertEqual(match.new.count, 1)
        XCTAssertEqual(match.outcome, BaselineOutcome(matched: 1, fixed: 0))
    }

    func testANarrowerRunDoesNotClaimFixes() {
        let baseline = Baseline(findings: findings)
        let match = baseline.match([], auditedFiles: ["./App/Localizable.xcstrings"], locales: ["de"])
        XCTAssertEqual(match.outcome.fixed, 2)
        XCTAssertEqual(baseline.match([], auditedFiles: [], locales: nil).outcome.fixed, 0)
    }

    func testBadFilesAreNamed() {
        XCTAssertThrowsError(try BaselineFile.parse(Data("{".utf8), path: "x.json")) { error in
            XCTAssertEqual("\(error)", "x.json: not valid JSON")
        }
        XCTAssertThrowsError(try BaselineFile.parse(Data(#"{"version": 2, "findings": []}"#.utf8), path: "x.json"))
        XCTAssertThrowsError(try BaselineFile.parse(Data(#"{"version": 1, "findings": [{"file": "a"}]}"#.utf8), path: "x.json")) { error in
            XCTAssertTrue("\(error)".contains("findings[0] has no string \"key\""), "\(error)")
        }
        XCTAssertThrowsError(try BaselineFile.parse(Data(#"{"version": true, "findings": []}"#.utf8), path: "x.json")) { error in
            XCTAssertEqual("\(error)", "x.json: unsupported baseline version (expected 1)")
        }
        let finding = #""file": "a", "key": "k", "locale": "en", "variation": "", "rule": "r", "text": "t""#
        for count in ["1.5", "0", "\"2\"", "1e300"] {
            XCTAssertThrowsError(try BaselineFile.parse(Data(#"{"version": 1, "findings": [{\#(finding), "count": \#(count)}]}"#.utf8), path: "x.json"), count) { error in
                XCTAssertEqual("\(error)", "x.json: findings[0].count must be a whole number of at least 1")
            }
        }
        let counted = try? BaselineFile.parse(Data(#"{"version": 1, "findings": [{\#(finding), "count": 3}]}"#.utf8), path: "x.json")
        XCTAssertEqual(counted?.counts.values.first, 3)
    }

    /// The real pipeline: a baseline written on a catalog still matches after the catalog is rewritten with
    /// its keys in another order and other whitespace, so every finding moves to another line.
    func testStillMatchesAfterTheCatalogIsReformattedAndReordered() throws {
        let original = ReportFixture.packageRoot.appendingPathComponent("Examples/Trailhead/Localizable.xcstrings")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copylint-baseline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("Localizable.xcstrings")
        try Data(contentsOf: original).write(to: catalog)

        let before = try audit(catalog)
        XCTAssertGreaterThan(before.count, 5)
        let baseline = try BaselineFile.parse(Data(BaselineFile.render(Baseline(findings: before)).utf8), path: "baseline")

        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: original))
        try ReorderedJSON.write(object, reversed: true).write(to: catalog, atomically: true, encoding: .utf8)
        let after = try audit(catalog)
        XCTAssertEqual(after.count, before.count)
        XCTAssertNotEqual(after.map(\.line), before.map(\.line), "the rewrite should move findings to other lines")
        let match = baseline.match(after, auditedFiles: [catalog.path], locales: nil)
        XCTAssertEqual(match.new.count, 0)
        XCTAssertEqual(match.outcome, BaselineOutcome(matched: before.count, fixed: 0))

        // Editing a flagged string makes its finding new, and the old one fixed.
        let flagged = try XCTUnwrap(before.first { $0.rule == "ellipsis-character" && $0.locale == "en" })
        var text = try String(contentsOf: catalog, encoding: .utf8)
        text = text.replacingOccurrences(of: "\"\(flagged.text)\"", with: "\"\(flagged.text) now\"")
        try text.write(to: catalog, atomically: true, encoding: .utf8)
        let edited = baseline.match(try audit(catalog), auditedFiles: [catalog.path], locales: nil)
        XCTAssertTrue(edited.new.contains { $0.rule == "ellipsis-character" && $0.text == flagged.text + " now" })
        // Only that key's findings change (its translations are compared with the new source text).
        XCTAssertTrue(edited.new.allSatisfy { $0.key == flagged.key }, "\(edited.new.map(\.key))")
        XCTAssertGreaterThanOrEqual(edited.outcome.fixed, before.filter { $0.text == flagged.text }.count)
        XCTAssertEqual(edited.outcome.matched, before.filter { $0.key != flagged.key }.count)
    }

    private func audit(_ catalog: URL) throws -> [Finding] {
        let request = ReadRequest(path: catalog.path, displayPath: catalog.path, format: .xcstrings, table: "Localizable", locale: nil, sourceLanguage: "en")
        return Auditor(configuration: Configuration()).audit([try CatalogReader.read(request).get()]).findings
    }
}

/// Writes parsed JSON back with keys in reverse order and tab indentation: what a different tool (or a
/// different Xcode) might do to a catalog.
enum ReorderedJSON {
    /// Plural and device forms keep Xcode's (alphabetical) order; every other object is reversed.
    static func write(_ value: Any, reversed: Bool, level: Int = 0, parent: String = "") -> String {
        let indent = String(repeating: "\t", count: level + 1)
        let closing = String(repeating: "\t", count: level)
        switch value {
        case let object as [String: Any]:
            let keepOrder = parent == "plural" || parent == "device"
            let keys = object.keys.sorted(by: reversed && !keepOrder ? (>) : (<))
            if keys.isEmpty { return "{}" }
            return "{\n" + keys.map { indent + quoted($0) + ":" + write(object[$0]!, reversed: reversed, level: level + 1, parent: $0) }.joined(separator: ",\n") + "\n" + closing + "}"
        case let array as [Any]:
            if array.isEmpty { return "[]" }
            return "[\n" + array.map { indent + write($0, reversed: reversed, level: level + 1) }.joined(separator: ",\n") + "\n" + closing + "]"
        case let string as String:
            return quoted(string)
        case let number as NSNumber:
            if String(cString: number.objCType) == "c" { return number.boolValue ? "true" : "false" }
            return number.stringValue
        default:
            return "null"
        }
    }

    private static func quoted(_ string: String) -> String {
        let data = try! JSONSerialization.data(withJSONObject: [string], options: [.withoutEscapingSlashes])
        let array = String(decoding: data, as: UTF8.self)
        return String(array.dropFirst().dropLast())
    }
}
