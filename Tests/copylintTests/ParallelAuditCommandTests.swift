import CopylintTestSupport
import Foundation
import XCTest

/// `--jobs` and `--timeout` from the command line: a serial run and parallel runs write byte-identical reports
/// (on a project generated from the Kestrel fixtures, and on copies of real apps when the corpora are present),
/// and a file that takes too long is skipped with an error while the others are still audited.
final class ParallelAuditCommandTests: XCTestCase {
    /// Two copies of two app corpora (catalogs, an XLIFF export, `.strings` and `.stringsdict` in 25 locales), so
    /// the audit spans many tables, formats and batches. Skips when the corpora are absent.
    private func projectWithTwoApps() throws -> URL {
        let corpora = try Corpora.require()
        let folder = try CommandRunner.scratchFolder(self)
        for app in ["First", "Second"] {
            for set in ["KeepingYouAwake", "duckduckgo-iOS"] {
                let target = folder.appendingPathComponent(app).appendingPathComponent(set)
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: corpora.appendingPathComponent(set), to: target)
            }
        }
        return folder
    }

    /// How many apps `projectOfOurOwn` makes, and the keys of each one's generated table.
    private static let apps = 20
    private static let generatedKeys = 200

    /// A project of our own, big enough to take the paths a large one takes: 20 apps, each a copy of the Kestrel
    /// fixtures (a 13-locale catalog, a `.strings`/`.stringsdict` table in eight locales, an XLIFF export) and a
    /// generated `.strings` table of 200 keys in en, de and fr whose values differ from app to app. It holds over
    /// 3 MiB in 80 tables of under 200 KiB, so `--jobs 1` reads one 8 MiB batch, `--jobs 2` about four batches
    /// of 1 MiB audited side by side, and `--jobs 5` the same batches one after the other (fewer batches than
    /// threads), each audited in many shards.
    private func projectOfOurOwn() throws -> URL {
        let folder = try CommandRunner.scratchFolder(self)
        let kestrel = Corpora.fixture("Text/Kestrel")
        for app in 1...Self.apps {
            let root = folder.appendingPathComponent(String(format: "App%02d", app))
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: kestrel, to: root.appendingPathComponent("Kestrel"))
            let translations: [(locale: String, value: (Int) -> String)] = [
                ("en", { "Album \($0) of app \(app) is syncing..." }),
                ("de", { "Album \($0) von App \(app) wird synchronisiert …" }),
                ("fr", { "L’album \($0) de l’app \(app) se synchronise…" }),
            ]
            for (locale, value) in translations {
                let lproj = root.appendingPathComponent("Generated/\(locale).lproj")
                try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
                let table = (1...Self.generatedKeys).map { "/* Status row \($0) */\n\"album.\($0).syncing\" = \"\(value($0))\";\n" }
                try table.joined().write(to: lproj.appendingPathComponent("Generated.strings"), atomically: true, encoding: .utf8)
            }
        }
        return folder
    }

    /// The bytes of every file under `folder`.
    private func totalBytes(_ folder: URL) -> Int {
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.fileSizeKey])
        var total = 0
        while let file = files?.nextObject() as? URL {
            total += (try? file.resourceValues(forKeys: [.fileSizeKey]))?.fileSize ?? 0
        }
        return total
    }

    func testSerialAndParallelJSONReportsAreByteIdentical() throws {
        let folder = try projectOfOurOwn()
        XCTAssertGreaterThan(totalBytes(folder), 3 * 1024 * 1024, "several 1 MiB batches for --jobs 2")
        // Each generated English value has "..." (ellipsis-character), and every Kestrel copy misses translations
        // (missing-translation, a warning): thousands of findings, none of them an error.
        try assertSerialAndParallelReportsAreByteIdentical(folder, status: 0, minimumEntries: Self.apps * (616 + 3 * Self.generatedKeys),
                                                           minimumFindings: Self.apps * Self.generatedKeys)
    }

    func testSerialAndParallelJSONReportsAreByteIdenticalOnTwoApps() throws {
        try assertSerialAndParallelReportsAreByteIdentical(projectWithTwoApps(), status: 1, minimumEntries: 10_000, minimumFindings: 500)
    }

    private func assertSerialAndParallelReportsAreByteIdentical(_ folder: URL, status: Int32, minimumEntries: Int, minimumFindings: Int,
                                                                file: StaticString = #filePath, line: UInt = #line) throws {
        let serial = try CommandRunner.run(["audit", ".", "--format", "json", "--jobs", "1"], in: folder, timeout: 600)
        XCTAssertEqual(serial.status, status, serial.stderr, file: file, line: line)
        let report = try XCTUnwrap(serial.json, file: file, line: line)
        let summary = try XCTUnwrap(report["summary"] as? [String: Any], file: file, line: line)
        XCTAssertGreaterThanOrEqual(summary["entries"] as? Int ?? 0, minimumEntries, file: file, line: line)
        XCTAssertGreaterThanOrEqual((report["findings"] as? [Any])?.count ?? 0, minimumFindings, file: file, line: line)
        XCTAssertEqual((report["errors"] as? [Any])?.count, 0, file: file, line: line)
        for jobs in ["2", "5"] {
            let parallel = try CommandRunner.run(["audit", ".", "--format", "json", "--jobs", jobs], in: folder, timeout: 600)
            XCTAssertEqual(parallel.status, serial.status, file: file, line: line)
            XCTAssertTrue(parallel.stdout == serial.stdout, "--jobs \(jobs) wrote a different report", file: file, line: line)
        }
        let defaultJobs = try CommandRunner.run(["audit", ".", "--format", "json"], in: folder, timeout: 600)
        XCTAssertTrue(defaultJobs.stdout == serial.stdout, "the default (every core) wrote a different report", file: file, line: line)
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

    /// Were 0 taken as zero seconds, every file would be skipped: Kestrel's 18 files are all audited.
    func testTimeoutZeroMeansNoLimit() throws {
        let folder = try CommandRunner.scratchFolder(self)
        try FileManager.default.copyItem(at: Corpora.fixture("Text/Kestrel"), to: folder.appendingPathComponent("Kestrel"))
        let result = try CommandRunner.run(["audit", ".", "--format", "json", "--timeout", "0"], in: folder, timeout: 600)
        XCTAssertEqual((result.json?["errors"] as? [Any])?.count, 0, result.stderr)
        XCTAssertEqual(((result.json?["summary"] as? [String: Any])?["files"] as? [Any])?.count, 18)
    }

    /// The same on linearmouse's 2 MB catalog (when the corpora are present).
    func testTimeoutZeroMeansNoLimitOnALargeCatalog() throws {
        let large = try Corpora.require("linearmouse/LinearMouse/Localizable.xcstrings")
        let folder = try CommandRunner.scratchFolder(self)
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
