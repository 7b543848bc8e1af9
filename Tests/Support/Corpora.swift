import Foundation
import XCTest

/// Where the tests find their material: the repository's own fixtures, always, and a folder of real apps' string
/// files, when one is there.
///
/// The real-app corpora are public apps' files that this repository never copies. They live outside the checkout
/// (`../shared/corpora` beside it on the team's machines and in CI, or wherever `COPYLINT_CORPORA` points), so a
/// test that needs them asks `Corpora.require`, which skips the test with one clear message when they are absent
/// instead of failing it. Every behaviour such a test proves is also proven on a fixture under `Tests/Fixtures`.
public enum Corpora {
    /// The environment variable that points the tests at a folder of real apps.
    public static let environmentVariable = "COPYLINT_CORPORA"

    /// The folder holding Package.swift, found by walking up from this file.
    public static let packageRoot: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            folder.deleteLastPathComponent()
        }
        preconditionFailure("no Package.swift above \(#filePath)")
    }()

    /// The repository's own fixtures (`Tests/Fixtures`).
    public static let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures")

    /// The folder of real apps: `$COPYLINT_CORPORA` when set (and not empty), else `../shared/corpora` beside the
    /// checkout; nil when that folder does not exist.
    public static let root: URL? = {
        let environment = ProcessInfo.processInfo.environment[environmentVariable] ?? ""
        let candidate = environment.isEmpty
            ? packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpora")
            : URL(fileURLWithPath: environment)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder), isFolder.boolValue else {
            return nil
        }
        return candidate.standardizedFileURL
    }()

    /// Whether the real-app corpora are there.
    public static var isAvailable: Bool { root != nil }

    /// The message a test skips with when the corpora are absent.
    public static let absenceMessage =
        "real-app corpora not found (set \(environmentVariable) to a folder of them, or put shared/corpora beside the checkout): skipped"

    /// The corpus file or folder at `relativePath` (the whole corpora folder when empty); skips the calling test
    /// when the corpora are absent, so it never fails for want of them.
    public static func require(_ relativePath: String = "") throws -> URL {
        guard let root else { throw XCTSkip(absenceMessage) }
        return relativePath.isEmpty ? root : root.appendingPathComponent(relativePath)
    }

    /// `require(relativePath).path`.
    public static func requirePath(_ relativePath: String = "") throws -> String {
        try require(relativePath).path
    }

    /// The fixture at `relativePath` below `Tests/Fixtures`.
    public static func fixture(_ relativePath: String) -> URL {
        fixtures.appendingPathComponent(relativePath)
    }

    /// The folders that tests comparing two ways of reading text (a fast path against the exact one) walk: the
    /// repository's fixtures and bundled example always, and the real apps too when they are there.
    public static var textFolders: [URL] {
        [fixtures, packageRoot.appendingPathComponent("Examples")] + (root.map { [$0] } ?? [])
    }
}
