import Foundation
import XCTest

/// A git repository made for one test in a scratch folder (removed when the test ends), with files written and
/// commits made through the `git` command line, as a user's repository would be.
struct TemporaryGitRepository {
    let root: URL

    /// A new repository with an identity of its own, so commits work on a machine without a git configuration.
    init(_ test: XCTestCase) throws {
        root = try CommandRunner.scratchFolder(test).appendingPathComponent("Hiking")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try git("init", "-q")
        try git("config", "user.email", "tests@example.invalid")
        try git("config", "user.name", "copylint tests")
        try git("config", "commit.gpgsign", "false")
    }

    /// Writes `text` to `path` (relative to the repository), making its folders.
    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// `git mv`, making the destination's folder first.
    func move(_ path: String, to destination: String) throws {
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(destination).deletingLastPathComponent(), withIntermediateDirectories: true
        )
        try git("mv", path, destination)
    }

    /// Stages everything and commits it.
    func commitAll(_ message: String) throws {
        try git("add", "-A")
        try git("commit", "-q", "-m", message)
    }

    /// Runs git in the repository; a failing command fails the test with git's message.
    @discardableResult
    func git(_ arguments: String...) throws -> String {
        let result = try CommandRunner.runProcess(
            URL(fileURLWithPath: "/usr/bin/env"), ["git"] + arguments, in: root, environment: Self.environment, timeout: 120,
            name: "git \(arguments.joined(separator: " "))"
        )
        let text = result.stdout + result.stderr
        guard result.status == 0 else {
            throw GitFailure(message: "git \(arguments.joined(separator: " ")) failed: \(text)")
        }
        return text
    }

    /// This process's environment without the variables that point git at another repository (a test run from
    /// inside a git hook inherits them), so every command stays in the test's repository.
    static var environment: [String: String] {
        ProcessInfo.processInfo.environment.filter { !["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_OBJECT_DIRECTORY"].contains($0.key) }
    }

    struct GitFailure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
