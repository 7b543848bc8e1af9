import Catalogs
import Foundation
@testable import Rules
import XCTest

/// Shared by the structure-rule tests (placeholders, plurals, Unicode): where the package and the corpora are,
/// and audits that run one rule's check through the real engine.
enum StructureTestSupport {
    static let packageRoot: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            folder = folder.deletingLastPathComponent()
        }
        return folder
    }()

    static let corpora = packageRoot.appendingPathComponent("../shared/corpora").standardizedFileURL

    /// Reads the string files under `relativePaths` (relative to the corpora folder).
    static func readCorpus(_ relativePaths: [String]) throws -> [StringFile] {
        try read(relativePaths.map { corpora.appendingPathComponent($0).path })
    }

    static func read(_ paths: [String]) throws -> [StringFile] {
        let discovered = Discovery.find(paths: paths, defaultSourceLanguage: "en")
        let read = ParallelReading.read(discovered.requests)
        if let error = (discovered.errors + read.errors).first { throw error }
        return read.files
    }

    /// The findings of `rule` alone.
    static func findings(_ rule: String, in files: [StringFile]) -> [Finding] {
        let checks = StructureChecks.all.filter { $0.id == rule }
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
