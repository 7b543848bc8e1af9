import Catalogs
import CopylintTestSupport
import Foundation
@testable import Rules
import XCTest

/// The string files the rule tests read, all found through `Corpora`: the repository's own fixtures (the made-up
/// apps of `Tests/Fixtures/Rules`, always there) and the real-app corpora (only when they are beside the checkout).
///
/// Tests that compare a prefilter or fast path with the exact reading walk `textFolderFiles`: the fixtures and the
/// bundled example on a fresh clone, the corpora too when present. The folders are read once per test run.
enum RuleTestFiles {
    /// The made-up apps written for the rule tests (`Tests/Fixtures/Rules`, described in its README).
    static let fixtureRoot = Corpora.fixture("Rules")

    /// The fixture at `relativePath` below `Tests/Fixtures/Rules`.
    static func fixture(_ relativePath: String) -> URL {
        fixtureRoot.appendingPathComponent(relativePath)
    }

    /// The string files below each URL, in discovery order; throws the first discovery or read error.
    static func read(_ urls: [URL]) throws -> [StringFile] {
        let discovered = Discovery.find(paths: urls.map(\.path), defaultSourceLanguage: "en")
        let read = ParallelReading.read(discovered.requests)
        if let error = (discovered.errors + read.errors).first { throw error }
        return read.files
    }

    /// The string files of the made-up apps' folders at `relativePaths` (below `Tests/Fixtures/Rules`).
    static func fixtureFiles(_ relativePaths: [String]) throws -> [StringFile] {
        let files = try read(relativePaths.map(fixture))
        XCTAssertFalse(files.isEmpty, "no string files below \(relativePaths)")
        return files
    }

    /// The string files of the corpus folders at `relativePaths`; skips the calling test when the corpora are absent.
    static func corpusFiles(_ relativePaths: [String]) throws -> [StringFile] {
        let files = try read(relativePaths.map { try Corpora.require($0) })
        XCTAssertFalse(files.isEmpty, "no string files below \(relativePaths)")
        return files
    }

    /// Everything below `Corpora.textFolders`, read once: the files, or the first error reading them.
    private static let textFolderRead: Result<[StringFile], ReadError> = {
        do {
            return .success(try read(Corpora.textFolders))
        } catch let error as ReadError {
            return .failure(error)
        } catch {
            return .failure(ReadError(file: "", message: "\(error)"))
        }
    }()

    /// Every string file of the fixtures, the bundled example and (when present) the corpora.
    static func textFolderFiles() throws -> [StringFile] {
        try textFolderRead.get()
    }

    /// Every distinct string value of `textFolderFiles`, in reading order of first appearance (apps whose
    /// translation platform copies English into every locale repeat a text tens of thousands of times, which
    /// tells a fast path nothing new).
    static func textFolderTexts() throws -> [String] {
        var seen: Set<String> = []
        return try textFolderFiles().flatMap { $0.entries.map(\.value) }.filter { seen.insert($0).inserted }
    }

    /// The translation units of `textFolderFiles`, built once.
    private static let textFolderUnitsBuilt: Result<[TranslationUnit], ReadError> = textFolderRead.map { files in
        TranslationUnits.build(from: files, resolver: RoleResolver(configuration: Configuration()))
    }

    static func textFolderUnits() throws -> [TranslationUnit] {
        try textFolderUnitsBuilt.get()
    }

    /// Every distinct source and translation text of `textFolderUnits` with its locale, in order of first appearance.
    static func textFolderUnitTexts() throws -> [(text: String, locale: String)] {
        var seen: Set<String> = []
        return try textFolderUnits().flatMap { unit in
            (unit.source + unit.translations.values.flatMap { $0 }).map { ($0.value, $0.locale) }
        }.filter { seen.insert($0.locale + "\u{1F}" + $0.text).inserted }
    }

    /// A lower bound for what a test walking `textFolderFiles` must see: `withCorpora` when the corpora are there,
    /// else `fixturesAlone`, which the files of `Tests/Fixtures/Rules` guarantee by themselves.
    static func atLeast(withCorpora: Int, fixturesAlone: Int) -> Int {
        Corpora.isAvailable ? withCorpora : fixturesAlone
    }

    /// The findings of `checks` on `files`, audited for `platform` with the default configuration.
    static func findings(_ files: [StringFile], checks: [any Check], platform: String = "ios") -> [Finding] {
        var configuration = Configuration()
        configuration.platform = platform
        return Auditor(configuration: configuration, checks: checks).audit(files).findings
    }

    /// The text a finding's span covers ("" when it has none).
    static func highlighted(_ finding: Finding) -> String {
        guard let span = finding.span else { return "" }
        let scalars = Array(finding.text.unicodeScalars)
        guard span.upperBound <= scalars.count else { return "" }
        return String(String.UnicodeScalarView(scalars[span]))
    }
}
