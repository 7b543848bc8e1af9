import Catalogs
import CopylintTestSupport
import Foundation
@testable import Rules
import XCTest

/// Shared by the structure-rule tests (placeholders, plurals, Unicode): the string files they read (the
/// repository's Kestrel fixtures, the text folders, the real-app corpora when present), and audits that run one
/// rule's check through the real engine.
enum StructureTestSupport {
    /// The corpora folder (`Corpora.root`), for the tests that walk it directly; a folder that does not exist
    /// when the corpora are absent. New tests ask `Corpora.require` or `readCorpus`, which skip instead.
    static var corpora: URL {
        Corpora.root ?? Corpora.packageRoot.appendingPathComponent(".no-corpora", isDirectory: true)
    }

    /// The made-up Kestrel app's string files (`Tests/Fixtures/Text/Kestrel`, see its README).
    static let kestrel = Corpora.fixture("Text/Kestrel")

    /// Reads the string files under `relativePaths` (relative to the corpora folder); skips the calling test
    /// when the corpora are absent.
    static func readCorpus(_ relativePaths: [String]) throws -> [StringFile] {
        try read(relativePaths.map { try Corpora.requirePath($0) })
    }

    /// Reads the Kestrel files under `relativePaths` (relative to `Tests/Fixtures/Text/Kestrel`; all of them
    /// when empty).
    static func readKestrel(_ relativePaths: [String] = [""]) throws -> [StringFile] {
        try read(relativePaths.map { $0.isEmpty ? kestrel.path : kestrel.appendingPathComponent($0).path })
    }

    /// Every string file of `Corpora.textFolders` (fixtures, bundled example, corpora when present), read once,
    /// for the tests comparing a shortcut with the plain computation. Files that cannot be read are left out:
    /// the corpora hold deliberately broken ones, and the readers' own tests look at errors.
    static let textFolderFiles: [StringFile] = {
        let discovered = Discovery.find(paths: Corpora.textFolders.map(\.path), defaultSourceLanguage: "en")
        return ParallelReading.read(discovered.requests).files
    }()

    static func read(_ paths: [String]) throws -> [StringFile] {
        let discovered = Discovery.find(paths: paths, defaultSourceLanguage: "en")
        let read = ParallelReading.read(discovered.requests)
        if let error = (discovered.errors + read.errors).first { throw error }
        return read.files
    }

    /// The findings of `rule` alone.
    static func findings(_ rule: String, in files: [StringFile]) -> [Finding] {
        let checks = (AllChecks.placeholders + AllChecks.plurals + AllChecks.unicode).filter { $0.id == rule }
        precondition(checks.count == 1, "no structure check \(rule)")
        return Auditor(configuration: Configuration(), checks: checks).audit(files).findings
    }

    /// The findings of `rule` for a String Catalog given as JSON text.
    static func catalogFindings(_ rule: String, _ json: String) throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("structure-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Localizable.xcstrings")
        try json.write(to: file, atomically: true, encoding: .utf8)
        return findings(rule, in: try read([file.path]))
    }

    /// The findings of `rule` for one source string and one translation, as the engine sees a catalog entry.
    static func translationFindings(_ rule: String, source: String, target: String, locale: String) -> [Finding] {
        let location = SourceLocation(line: 1, column: 1)
        let entries = [
            Entry(file: "t.xcstrings", table: "t", key: "k", locale: "en", value: source, location: location, isVerbatim: true, isSource: true),
            Entry(file: "t.xcstrings", table: "t", key: "k", locale: locale, value: target, location: location, isVerbatim: true, isSource: false),
        ]
        let table = TableInfo(id: "t", sourceLanguage: "en", locales: ["en", locale])
        return findings(rule, in: [StringFile(path: "t.xcstrings", format: .xcstrings, entries: entries, tables: [table])])
    }

    /// The text a finding's span covers.
    static func highlighted(_ finding: Finding) -> String? {
        guard let span = finding.span else { return nil }
        let scalars = Array(finding.text.unicodeScalars)
        guard span.upperBound <= scalars.count else { return nil }
        return String(String.UnicodeScalarView(scalars[span]))
    }
}
