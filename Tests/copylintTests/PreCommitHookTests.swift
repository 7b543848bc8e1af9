import Foundation
import XCTest

/// The pre-commit hook of `.pre-commit-hooks.yaml`: its entry command, run as pre-commit runs it (from the
/// repository's top, copylint on the PATH, no file names), fails on a string broken since HEAD and passes on a
/// repository whose findings were all there before. pre-commit itself is not needed.
final class PreCommitHookTests: XCTestCase {
    private let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "trail.count.format" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld trails nearby" } },
            "de" : { "stringUnit" : { "state" : "translated", "value" : "%lld Wege in der Nähe" } }
          }
        },
        "sync.status" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Syncing..." } },
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Synchronisierung läuft …" } }
          }
        }
      },
      "version" : "1.0"
    }
    """

    /// The value of `field` in the hook's definition.
    private func hookField(_ field: String) throws -> String {
        let text = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        // `- id: copylint` starts the hook's list item.
        let fields = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.map { $0.hasPrefix("- ") ? String($0.dropFirst(2)) : $0 }
        let line = try XCTUnwrap(fields.first { $0.hasPrefix("\(field):") }, "no \(field) in .pre-commit-hooks.yaml")
        return String(line.drop { $0 != ":" }.dropFirst()).trimmingCharacters(in: .whitespaces)
    }

    /// Runs the hook's entry (and `args`) in `repository` as pre-commit does: split on spaces, no shell, copylint
    /// found on the PATH.
    private func runHook(in repository: TemporaryGitRepository, args: [String] = []) throws -> CommandResult {
        let bin = try CommandRunner.scratchFolder(self)
        try FileManager.default.createSymbolicLink(at: bin.appendingPathComponent("copylint"), withDestinationURL: CommandRunner.binary)
        let path = bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let entry = try hookField("entry").split(separator: " ").map(String.init)
        let hook = try CommandRunner.runProcess(
            URL(fileURLWithPath: "/usr/bin/env"), ["PATH=\(path)"] + entry + args, in: repository.root,
            environment: TemporaryGitRepository.environment, timeout: 120, name: "the pre-commit hook"
        )
        // What the hook prints, on either stream, as pre-commit shows it.
        return CommandResult(status: hook.status, stdout: hook.stdout + hook.stderr, stderr: "")
    }

    private func repository() throws -> TemporaryGitRepository {
        let repository = try TemporaryGitRepository(self)
        try repository.write("App/Localizable.xcstrings", catalog)
        try repository.write("App/TrailList.swift", "import SwiftUI\nstruct TrailList: View { var body: some View { Text(\"sync.status\") } }\n")
        try repository.commitAll("Strings")
        return repository
    }

    func testTheHookIsDeclaredForStringFilesAndSwiftWithoutFileNames() throws {
        XCTAssertEqual(try hookField("id"), "copylint")
        XCTAssertEqual(try hookField("language"), "system")
        XCTAssertEqual(try hookField("pass_filenames"), "false")
        XCTAssertTrue(try hookField("entry").hasSuffix("--since HEAD"))
        let files = try NSRegularExpression(pattern: try hookField("files"))
        func matches(_ name: String) -> Bool {
            files.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil
        }
        for name in ["A.xcstrings", "en.lproj/B.strings", "B.stringsdict", "de.xliff", "fr.xlf", "Main.storyboard", "View.xib", "App.swift"] {
            XCTAssertTrue(matches(name), name)
        }
        XCTAssertFalse(matches("README.md"))
        XCTAssertFalse(matches("Package.resolved"))
    }

    func testAnUnchangedRepositoryPassesThoughItHasFindings() throws {
        let repository = try repository()
        let audit = try CommandRunner.run(["audit", ".", "--fail-on", "warning"], in: repository.root)
        XCTAssertEqual(audit.status, 1, "the committed catalog has a finding")
        let hook = try runHook(in: repository)
        XCTAssertEqual(hook.status, 0, hook.stdout)
        XCTAssertEqual(try runHook(in: repository, args: ["--fail-on", "warning"]).status, 0)
    }

    func testAStagedBrokenStringFailsTheCommit() throws {
        let repository = try repository()
        try repository.write("App/Localizable.xcstrings", catalog.replacingOccurrences(of: "\"%lld Wege in der Nähe\"", with: "\"%@ Wege in der Nähe\""))
        try repository.git("add", "App/Localizable.xcstrings")
        let hook = try runHook(in: repository)
        XCTAssertEqual(hook.status, 1, hook.stdout)
        XCTAssertTrue(hook.stdout.contains("App/Localizable.xcstrings:"), hook.stdout)
        XCTAssertTrue(hook.stdout.contains("[placeholder-mismatch]"), hook.stdout)
        XCTAssertFalse(hook.stdout.contains("[ellipsis-character]"), "the finding that was there at HEAD is not reported: \(hook.stdout)")
        XCTAssertTrue(hook.stdout.contains("since HEAD: 1 finding was already there"), hook.stdout)
    }

    func testAnUnstagedBrokenStringCountsToo() throws {
        let repository = try repository()
        try repository.write("App/Localizable.xcstrings", catalog.replacingOccurrences(of: "\"Syncing...\"", with: "\"Syncing trails...\""))
        XCTAssertEqual(try runHook(in: repository).status, 0, "a new warning does not fail the default --fail-on error")
        let strict = try runHook(in: repository, args: ["--fail-on", "warning"])
        XCTAssertEqual(strict.status, 1, strict.stdout)
        XCTAssertTrue(strict.stdout.contains("[ellipsis-character]"), strict.stdout)
    }
}
