import Foundation
import XCTest

/// `scripts/github-action`, the work of `action.yml`: job summary, annotations capped as GitHub shows them (10 per
/// level and step, the most severe first, then one notice for the rest), the SARIF path for the upload step, and
/// copylint's exit code. Run with fake `GITHUB_STEP_SUMMARY` and `GITHUB_OUTPUT` files and the tests' copylint.
final class GitHubActionScriptTests: XCTestCase {
    private struct Run {
        var result: CommandResult
        var summary: String
        var output: String
        var reports: URL

        /// The annotation lines the script printed, by level.
        func annotations(_ level: String) -> [String] {
            result.stdout.split(separator: "\n").map(String.init).filter { $0.hasPrefix("::\(level) ") }
        }

        /// The annotation lines of copylint's whole `github` report, by level.
        func reported(_ level: String) throws -> [String] {
            try String(contentsOf: reports.appendingPathComponent("copylint.github.txt"), encoding: .utf8)
                .split(separator: "\n").map(String.init).filter { $0.hasPrefix("::\(level) ") }
        }
    }

    private func runAction(_ settings: [String: String], in directory: URL? = nil) throws -> Run {
        let folder = try CommandRunner.scratchFolder(self)
        let summary = folder.appendingPathComponent("step-summary.md")
        let output = folder.appendingPathComponent("github-output")
        let reports = folder.appendingPathComponent("reports")
        try "# Earlier step\n".write(to: summary, atomically: true, encoding: .utf8)
        var environment = [
            "COPYLINT_BINARY": CommandRunner.binary.path, "COPYLINT_OUTPUT": reports.path,
            "GITHUB_STEP_SUMMARY": summary.path, "GITHUB_OUTPUT": output.path,
        ]
        environment.merge(settings) { $1 }
        let result = try ScriptRunner.run("scripts/github-action", environment: environment, in: directory)
        return Run(
            result: result,
            summary: (try? String(contentsOf: summary, encoding: .utf8)) ?? "",
            output: (try? String(contentsOf: output, encoding: .utf8)) ?? "",
            reports: reports
        )
    }

    /// A catalog of `count` English strings that each use the word “error” (one `error-word` notice apiece).
    private func noticeCatalog(_ count: Int) -> String {
        let keys = (1...count).map { number in
            "\"sync.failure.\(number)\" : { \"localizations\" : { \"en\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Route \(number) had a sync error\" } } } }"
        }
        return "{ \"sourceLanguage\" : \"en\", \"version\" : \"1.0\", \"strings\" : {\n" + keys.joined(separator: ",\n") + "\n} }\n"
    }

    func testTheExampleGivesTheSummaryCappedAnnotationsTheSARIFPathAndTheExitCode() throws {
        let run = try runAction(["COPYLINT_PATH": "Examples"])
        XCTAssertEqual(run.result.status, 1, "the example has errors: \(run.result.stderr)")
        let markdown = try String(contentsOf: run.reports.appendingPathComponent("copylint.md"), encoding: .utf8)
        XCTAssertTrue(markdown.hasPrefix("## copylint"), markdown)
        XCTAssertEqual(run.summary, "# Earlier step\n" + markdown + "\n")
        XCTAssertEqual(run.output, "sarif=\(run.reports.path)/copylint.sarif\nreports=\(run.reports.path)\n")
        let sarif = try JSONSerialization.jsonObject(with: Data(contentsOf: run.reports.appendingPathComponent("copylint.sarif"))) as? [String: Any]
        XCTAssertEqual(sarif?["version"] as? String, "2.1.0")

        let errors = try run.reported("error"), warnings = try run.reported("warning"), notices = try run.reported("notice")
        XCTAssertGreaterThan(warnings.count, 10, "the example has more warnings than GitHub shows")
        XCTAssertEqual(run.annotations("error"), Array(errors.prefix(10)))
        XCTAssertEqual(run.annotations("warning"), Array(warnings.prefix(10)))
        let shownNotices = min(notices.count, 9)
        let rest = errors.count + warnings.count + notices.count - min(errors.count, 10) - 10 - shownNotices
        XCTAssertEqual(run.annotations("notice"), Array(notices.prefix(shownNotices)) + [
            "::notice title=copylint::\(rest) more findings are not annotated here (GitHub shows 10 per level and step): see the job summary and the SARIF report",
        ])
        // The most severe first.
        let levels = run.result.stdout.split(separator: "\n").compactMap { line in ["error", "warning", "notice"].firstIndex { line.hasPrefix("::\($0) ") } }
        XCTAssertEqual(levels, levels.sorted())
    }

    func testMoreThanTenNoticesShowNineAndOneForTheRest() throws {
        let folder = try CommandRunner.scratchFolder(self)
        try noticeCatalog(12).write(to: folder.appendingPathComponent("Notices.xcstrings"), atomically: true, encoding: .utf8)
        let run = try runAction(["COPYLINT_PATH": "."], in: folder)
        XCTAssertEqual(run.result.status, 0, "notices do not fail the default --fail-on error: \(run.result.stderr)")
        XCTAssertEqual(try run.reported("notice").count, 12)
        let shown = run.annotations("notice")
        XCTAssertEqual(shown.count, 10)
        XCTAssertEqual(Array(shown.prefix(9)), Array(try run.reported("notice").prefix(9)))
        XCTAssertTrue(shown[9].hasPrefix("::notice title=copylint::3 more findings are not annotated here"), shown[9])
        XCTAssertEqual(run.annotations("warning"), [])
    }

    func testFewFindingsAreAllAnnotatedAndFailOnApplies() throws {
        let folder = try CommandRunner.scratchFolder(self)
        try noticeCatalog(3).write(to: folder.appendingPathComponent("Notices.xcstrings"), atomically: true, encoding: .utf8)
        let run = try runAction(["COPYLINT_PATH": "Notices.xcstrings", "COPYLINT_FAIL_ON": "info", "COPYLINT_FORMATS": "json, sarif"], in: folder)
        XCTAssertEqual(run.result.status, 1, run.result.stderr)
        XCTAssertEqual(run.annotations("notice"), try run.reported("notice"))
        XCTAssertEqual(run.annotations("notice").count, 3)
        XCTAssertTrue(FileManager.default.fileExists(atPath: run.reports.appendingPathComponent("copylint.json").path))
    }

    func testAUsageErrorExitsTwoAndWritesNoSummary() throws {
        let folder = try CommandRunner.scratchFolder(self)
        try noticeCatalog(3).write(to: folder.appendingPathComponent("Notices.xcstrings"), atomically: true, encoding: .utf8)
        let run = try runAction(["COPYLINT_PATH": ".", "COPYLINT_SINCE": "origin/main"], in: folder)
        XCTAssertEqual(run.result.status, 2)
        XCTAssertTrue(run.result.stderr.contains("--since needs a git repository"), run.result.stderr)
        XCTAssertEqual(run.summary, "# Earlier step\n")
        XCTAssertEqual(run.output, "")
        let missing = try runAction(["COPYLINT_BINARY": "/nonexistent/copylint"])
        XCTAssertEqual(missing.result.status, 2)
        XCTAssertTrue(missing.result.stderr.contains("COPYLINT_BINARY is not an executable file"), missing.result.stderr)
        let noSource = try runAction(["COPYLINT_BINARY": "", "COPYLINT_SOURCE": folder.appendingPathComponent("no-checkout").path])
        XCTAssertEqual(noSource.result.status, 2)
        XCTAssertTrue(noSource.result.stderr.contains("no copylint checkout to build"), noSource.result.stderr)
        let noTarball = try runAction(["COPYLINT_BINARY": "", "COPYLINT_DOWNLOAD": folder.appendingPathComponent("copylint-1.0-linux-x.tar.gz").path, "RUNNER_TEMP": folder.path])
        XCTAssertEqual(noTarball.result.status, 2)
        XCTAssertTrue(noTarball.result.stderr.contains("no release tarball at"), noTarball.result.stderr)
    }

    func testAReleaseTarballIsUnpackedAndRun() throws {
        let folder = try CommandRunner.scratchFolder(self)
        let staging = folder.appendingPathComponent("copylint-9.9.9/bin")
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CommandRunner.binary, to: staging.appendingPathComponent("copylint"))
        let tar = Process()
        tar.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        tar.arguments = ["tar", "-czf", folder.appendingPathComponent("copylint-9.9.9-linux-test.tar.gz").path, "-C", folder.path, "copylint-9.9.9"]
        try tar.run()
        tar.waitUntilExit()
        XCTAssertEqual(tar.terminationStatus, 0)
        let run = try runAction([
            "COPYLINT_BINARY": "", "COPYLINT_PATH": "Examples", "COPYLINT_FAIL_ON": "never", "RUNNER_TEMP": folder.path,
            "COPYLINT_DOWNLOAD": folder.appendingPathComponent("copylint-{version}-linux-test.tar.gz").path, "COPYLINT_VERSION": "9.9.9",
        ])
        XCTAssertEqual(run.result.status, 0, run.result.stderr)
        XCTAssertFalse(run.annotations("warning").isEmpty)
    }
}
