import Foundation
import XCTest

/// `--jobs` and `--timeout` from the command line: a serial run and parallel runs write byte-identical reports,
/// and a file that takes too long is skipped with an error while the others are still audited.
final class ParallelAuditCommandTests: XCTestCase {
    private static let corpora = CommandRunner.packageRoot.appendingPathComponent("../shared/corpora").standardizedFileURL

    /// Two copies of two app corpora (catalogs, an XLIFF export, `.strings` and `.stringsdict` in 25 locales), so
    /// the audit spans many tables, formats and batches.
    private func projectWithTwoApps() throws -> URL {
        let folder = try CommandRunner.scratchFolder(self)
        for app in ["First", "Second"] {
            for set in ["KeepingYouAwake", "duckduckgo-iOS"] {
                let target = folder.appendingPathComponent(app).appendingPathComponent(set)
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: Self.corpora.appendingPathComponent(set), to: target)
            }
        }
        return folder
    }

    func testSerialAndParallelJSONReportsAreByteIdentical() throws {
        let folder = try projectWithTwoApps()
        let serial = try CommandRunner.run(["audit", ".", "--format", "json", "--jobs", "1"], in: folder, timeout: 600)
        XCTAssertEqual(serial.status, 1, serial.stderr)
        let report = try XCTUnwrap(serial.json)
        let summary = try XCTUnwrap(report["summary"] as? [String: Any])
        XCTAssertGreaterThan(summary["entries"] as? Int ?? 0, 10_000)
        XCTAssertGreaterThan((report["findings"] as? [Any])?.count ?? 0, 500)
        for jobs in ["2", "5"] {
            let parallel = try CommandRunner.run(["audit", ".", "--format", "json", "--jobs", jobs], in: folder, timeout: 600)
            XCTAssertEqual(parallel.status, serial.status)
            XCTAssertTrue(parallel.stdout == serial.stdout, "--jobs \(jobs) wrote a different report")
        }
        let defaultJobs = try CommandRunner.run(["audit", ".", "--format", "json"], in: folder, timeout: 600)
        XCTAssertTrue(defaultJobs.stdout == serial.stdout, "the default (every core) wrote a different report")
    }

    func testATooSlowFileIsSkippedAndTheOthersAreAudited() throws {
        let folder = try CommandRunner.scratchFolder(self)
        // 600,000 pairs (about 30 MB): far more than can be read in a second; the one-key catalog is read and
        // audited well within it.
        var table = ""
        table.reserveCapacity(32_000_000)
        for index in 0..<600_000 {
            table += "/* Größe */\n\"size.\(index)\" = \"Größe \(index) – Ελληνικά 日本語\";\n"
        }
        try table.write(to: folder.appendingPathComponent("Large.strings"), atomically: true, encoding: .utf8)
        try #"{"sourceLanguage":"en","strings":{"save":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Saving..."}}}}},"version":"1.0"}"#
            .write(to: folder.appendingPathComponent("Small.xcstrings"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["audit", ".", "--format", "json", "--timeout", "1"], in: folder)
        XCTAssertEqual(result.status, 3, result.stderr)
        let report = try XCTUnwrap(result.json)
        let errors = try XCTUnwrap(report["errors"] as? [[String: Any]])
        XCTAssertEqual(errors.count, 1)
        XCTAssertEqual(errors.first?["file"] as? String, "Large.strings")
        XCTAssertEqual(errors.first?["message"] as? String, "took longer than 1 s; skipped")
        let files = try XCTUnwrap((report["summary"] as? [String: Any])?["files"] as? [[String: Any]])
        XCTAssertEqual(files.compactMap { $0["path"] as? String }, ["Small.xcstrings"])
        let findings = try XCTUnwrap(report["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.compactMap { $0["rule"] as? String }, ["ellipsis-character"])
    }

    func testTimeoutZeroMeansNoLimit() throws {
        let folder = try CommandRunner.scratchFolder(self)
        let large = Self.corpora.appendingPathComponent("linearmouse/LinearMouse/Localizable.xcstrings")
        try FileManager.default.copyItem(at: large, to: folder.appendingPathComponent("Large.xcstrings"))
        let result = try CommandRunner.run(["audit", ".", "--format", "json", "--timeout", "0"], in: folder, timeout: 600)
        XCTAssertEqual((result.json?["errors"] as? [Any])?.count, 0, result.stderr)
    }

    func testBadJobsAndTimeoutValuesAreUsageErrors() throws {
        for arguments in [["--jobs", "0"], ["--jobs", "two"], ["-j", "-3"], ["--timeout", "-1"], ["--timeout", "soon"], ["--timeout", "inf"]] {
            let result = try CommandRunner.run(["audit", "Examples"] + arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(arguments[0]), result.stderr)
        }
    }
}
