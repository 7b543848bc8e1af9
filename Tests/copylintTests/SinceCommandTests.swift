import Foundation
import XCTest

/// `copylint audit --since REF`: only findings whose content (file, key, locale, variation, rule, text) the
/// revision did not have count, with the revision's files read from git, not checked out.
final class SinceCommandTests: XCTestCase {
    private let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "sync.status" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Syncing..." } },
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Synchronisierung läuft …" } }
          }
        },
        "trail.count" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Trails nearby" } },
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Wege in der Nähe" } }
          }
        }
      },
      "version" : "1.0"
    }
    """
    private let englishLabels = "\"pack.label\" = \"Pack your bag...\";\n\"map.label\" = \"Offline maps\";\n"
    private let germanLabels = "\"pack.label\" = \"Pack deine Tasche …\";\n\"map.label\" = \"Offline-Karten\";\n"

    /// The catalog with an ellipsis written as three periods in trail.count's English (and a real one in its German).
    private var trailsWithEllipses: String {
        catalog.replacingOccurrences(of: "\"Trails nearby\"", with: "\"Trails nearby...\"")
            .replacingOccurrences(of: "\"Wege in der Nähe\"", with: "\"Wege in der Nähe …\"")
    }

    /// A repository whose first commit has two findings: `ellipsis-character` on sync.status and on pack.label.
    private func repository() throws -> TemporaryGitRepository {
        let repository = try TemporaryGitRepository(self)
        try repository.write("App/Localizable.xcstrings", catalog)
        try repository.write("App/en.lproj/Labels.strings", englishLabels)
        try repository.write("App/de.lproj/Labels.strings", germanLabels)
        try repository.commitAll("Strings")
        return repository
    }

    /// The findings of a JSON report as `rule key locale file`, sorted.
    private func findings(_ result: CommandResult, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        guard let findings = result.json?["findings"] as? [[String: Any]] else {
            XCTFail("no JSON report: \(result.stderr)", file: file, line: line)
            return []
        }
        return findings.map { finding in
            ["rule", "key", "locale", "file"].map { finding[$0] as? String ?? "?" }.joined(separator: " ")
        }.sorted()
    }

    private func audit(_ repository: TemporaryGitRepository, _ arguments: [String], in folder: String = "") throws -> CommandResult {
        try CommandRunner.run(["audit"] + arguments + ["--format", "json", "--fail-on", "warning"],
                              in: folder.isEmpty ? repository.root : repository.root.appendingPathComponent(folder))
    }

    func testUnchangedTreeReportsNothingAndCountsTheKnownFindings() throws {
        let repository = try repository()
        let plain = try audit(repository, ["App"])
        XCTAssertEqual(findings(plain).count, 2, plain.stderr)
        let since = try audit(repository, ["App", "--since", "HEAD"])
        XCTAssertEqual(since.status, 0, since.stderr)
        XCTAssertEqual(findings(since), [])
        XCTAssertTrue(since.stderr.contains("copylint: since HEAD: 2 findings were already there, not counted; 0 new"), since.stderr)
        let summary = since.json?["summary"] as? [String: Any]
        let outcome = summary?["since"] as? [String: Any]
        XCTAssertEqual(outcome?["revision"] as? String, "HEAD")
        XCTAssertEqual(outcome?["known"] as? Int, 2)
        let markdown = try CommandRunner.run(["audit", "App", "--since", "HEAD", "--format", "markdown"], in: repository.root)
        XCTAssertTrue(markdown.stdout.contains("Since HEAD: 2 findings already there not shown."), markdown.stdout)
    }

    func testAnAddedKeyIsNew() throws {
        let repository = try repository()
        let added = catalog.replacingOccurrences(of: "    \"trail.count\" : {", with: """
                \"route.status\" : {
                  \"localizations\" : {
                    \"en\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Loading routes...\" } },
                    \"de\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Routen werden geladen …\" } }
                  }
                },
                \"trail.count\" : {
            """)
        XCTAssertNotEqual(added, catalog)
        try repository.write("App/Localizable.xcstrings", added)
        let result = try audit(repository, ["App", "--since", "HEAD"])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(findings(result), ["ellipsis-character route.status en App/Localizable.xcstrings"])
        XCTAssertTrue(result.stderr.contains("since HEAD: 2 findings were already there, not counted; 1 new"), result.stderr)
    }

    func testAChangedTranslationIsNew() throws {
        let repository = try repository()
        try repository.write("App/Localizable.xcstrings", catalog.replacingOccurrences(of: "\"Wege in der Nähe\"", with: "\"\""))
        try repository.commitAll("Clear a translation")
        // Committed since the revision, and audited from inside the audited folder.
        let result = try audit(repository, [".", "--since", "HEAD~1"], in: "App")
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(findings(result), ["empty-translation trail.count de Localizable.xcstrings"])
    }

    func testAMovedKeyReportsNothingNew() throws {
        let repository = try repository()
        // The same keys and texts on other lines, with a comment above them.
        try repository.write("App/en.lproj/Labels.strings", "/* Labels of the trail screen */\n\"map.label\" = \"Offline maps\";\n\n\"pack.label\" = \"Pack your bag...\";\n")
        let plain = try audit(repository, ["App"])
        XCTAssertTrue(findings(plain).contains("ellipsis-character pack.label en App/en.lproj/Labels.strings"), plain.stdout)
        let result = try audit(repository, ["App", "--since", "HEAD"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(findings(result), [])
        XCTAssertTrue(result.stderr.contains("2 findings were already there"), result.stderr)
    }

    func testARenamedFileIsComparedWithItsOldContent() throws {
        let repository = try repository()
        try repository.move("App/Localizable.xcstrings", to: "App/Resources/Trails.xcstrings")
        try repository.commitAll("Move the catalog")
        let moved = try audit(repository, ["App", "--since", "HEAD~1"])
        XCTAssertEqual(moved.status, 0, moved.stderr)
        XCTAssertEqual(findings(moved), [])
        XCTAssertTrue(moved.stderr.contains("2 findings were already there"), moved.stderr)

        // Moved into the audited folder from outside it, staged, and edited: only the edit is new.
        try repository.move("App/Resources/Trails.xcstrings", to: "Shared/Trails.xcstrings")
        try repository.commitAll("Move it out")
        try repository.move("Shared/Trails.xcstrings", to: "App/Trails.xcstrings")
        try repository.write("App/Trails.xcstrings", trailsWithEllipses)
        let edited = try audit(repository, ["App", "--since", "HEAD"])
        XCTAssertEqual(findings(edited), ["ellipsis-character trail.count en App/Trails.xcstrings"], edited.stderr)
    }

    func testAFileMovedIntoANewFolderAuditedFromThereReportsNothingNew() throws {
        let repository = try repository()
        try repository.move("App/Localizable.xcstrings", to: "Catalogs/Trails.xcstrings")
        let moved = try audit(repository, [".", "--since", "HEAD"], in: "Catalogs")
        XCTAssertEqual(moved.status, 0, moved.stderr)
        XCTAssertEqual(findings(moved), [])
        XCTAssertTrue(moved.stderr.contains("1 finding was already there"), moved.stderr)
    }

    func testAFileNewSinceTheRevisionBringsAllItsFindings() throws {
        let repository = try repository()
        try repository.write("App/Extra.xcstrings", catalog)
        let result = try audit(repository, ["App", "--since", "HEAD"])
        XCTAssertEqual(findings(result), ["ellipsis-character sync.status en App/Extra.xcstrings"])
    }

    func testTheRepositoryIsNotWrittenTo() throws {
        let repository = try repository()
        try repository.write("App/Localizable.xcstrings", catalog.replacingOccurrences(of: "Syncing...", with: "Syncing trails..."))
        let index = try Data(contentsOf: repository.root.appendingPathComponent(".git/index"))
        let head = try repository.git("rev-parse", "HEAD")
        let files = try FileManager.default.subpathsOfDirectory(atPath: repository.root.path).sorted()
        let result = try audit(repository, ["App", "--since", "HEAD"])
        XCTAssertEqual(findings(result), ["ellipsis-character sync.status en App/Localizable.xcstrings"])
        XCTAssertEqual(try Data(contentsOf: repository.root.appendingPathComponent(".git/index")), index)
        XCTAssertEqual(try repository.git("rev-parse", "HEAD"), head)
        XCTAssertEqual(try FileManager.default.subpathsOfDirectory(atPath: repository.root.path).sorted(), files)
        XCTAssertEqual(try repository.read("App/Localizable.xcstrings").contains("Syncing trails..."), true)
    }

    func testSinceAndBaselineBothApply() throws {
        let repository = try repository()
        let baseline = repository.root.deletingLastPathComponent().appendingPathComponent("baseline.json").path
        try repository.write("App/Localizable.xcstrings", trailsWithEllipses)
        XCTAssertEqual(try audit(repository, ["App", "--write-baseline", baseline]).status, 1)
        try repository.write("App/en.lproj/Labels.strings", englishLabels.replacingOccurrences(of: "Offline maps", with: "Offline maps..."))
        try repository.write("App/de.lproj/Labels.strings", germanLabels.replacingOccurrences(of: "Offline-Karten", with: "Offline-Karten …"))
        let result = try audit(repository, ["App", "--since", "HEAD", "--baseline", baseline])
        XCTAssertEqual(findings(result), ["ellipsis-character map.label en App/en.lproj/Labels.strings"])
        XCTAssertTrue(result.stderr.contains("baseline: 3 known findings not counted, 0 baseline findings fixed"), result.stderr)
        XCTAssertTrue(result.stderr.contains("since HEAD: 0 findings were already there, not counted; 1 new"), result.stderr)
    }

    func testAnUnknownRevisionIsAUsageError() throws {
        let repository = try repository()
        let result = try audit(repository, ["App", "--since", "no-such-branch"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.contains("--since: unknown revision 'no-such-branch'"), result.stderr)
        XCTAssertEqual(try audit(repository, ["App", "--since", "--quiet"]).status, 2)
    }

    func testOutsideAGitRepositoryIsAUsageError() throws {
        let folder = try CommandRunner.scratchFolder(self)
        try catalog.write(to: folder.appendingPathComponent("App.xcstrings"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["audit", ".", "--since", "HEAD"], in: folder)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("--since needs a git repository, and . is not in one"), result.stderr)
    }
}
