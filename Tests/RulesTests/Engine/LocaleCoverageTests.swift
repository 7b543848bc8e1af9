import Catalogs
import CopylintTestSupport
import Foundation
@testable import Rules
import XCTest

/// Each locale's coverage of a table is counted key by key, and a locale that is largely not translated gets one
/// `locale-coverage` finding in place of its per-string `untranslated` and `missing-translation` findings.
final class LocaleCoverageTests: XCTestCase {
    /// A catalog of `keys` (English key → German value or nil), with a French that translates every key.
    private func catalog(_ keys: [(String, String?)], extra: String = "") -> String {
        let strings = keys.map { key, german -> String in
            var localizations = "\"en\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(key)\"}}, "
            localizations += "\"fr\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"fr \(key)\"}}"
            if let german { localizations += ", \"de\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(german)\"}}" }
            return "\"\(key)\": {\"localizations\": {\(localizations)}}"
        }
        return "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {\(strings.joined(separator: ", "))\(extra)}}"
    }

    /// The audits of `files`, written to one scratch folder, on each number of threads in `jobs`.
    private func audits(_ files: [String: String], configuration: Configuration = Configuration(), jobs: [Int] = [1]) throws -> [AuditResult] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copylint-coverage-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let discovered = Discovery.find(paths: [folder.path], defaultSourceLanguage: "en")
        return jobs.map { jobs in
            AuditPipeline(auditor: Auditor(configuration: configuration), jobs: jobs, timeLimit: nil).run(discovered.requests).asResult
        }
    }

    private func audit(_ files: [String: String], configuration: Configuration = Configuration()) throws -> AuditResult {
        try audits(files, configuration: configuration)[0]
    }

    /// Sixteen keys: German translates one, copies the English of three and lacks twelve.
    private var floodedCatalog: String {
        var keys: [(String, String?)] = [("Open Sketch", "Skizze öffnen")]
        keys += ["Rename Notebook", "Move Sketch to Trash", "Share Notebook"].map { ($0, $0) }
        keys += ["Print Sketch", "Duplicate Page", "Lock Notebook", "Add Caption", "Crop Sketch", "Export Page", "Pin Note", "Sort Pages",
                 "Rotate Page", "Flip Sketch", "Merge Notebooks", "Tag Note"]
            .map { ($0, nil) }
        return catalog(keys)
    }

    func testEachKeyCountsOnceAsMissingUntranslatedNeedsReviewOrTranslated() throws {
        let extra = """
            , "Erase Page": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Erase Page"}}, \
            "de": {"stringUnit": {"state": "needs_review", "value": "Seite löschen"}}, "fr": {"stringUnit": {"state": "translated", "value": "Effacer"}}}}, \
            "Quillfeather": {"shouldTranslate": false, "localizations": {"en": {"stringUnit": {"state": "translated", "value": "Quillfeather"}}}}
            """
        let result = try audit(["Notes.xcstrings": catalog([("Open Sketch", "Skizze öffnen"), ("Share Notebook", "Share Notebook"), ("Pin Note", nil)], extra: extra)])
        let rows = result.coverage.map { "\($0.locale) \($0.keys) \($0.translated) \($0.untranslated) \($0.missing) \($0.needsReview)" }
        XCTAssertEqual(rows, ["de 4 1 1 1 1", "fr 4 4 0 0 0"])
        XCTAssertEqual(result.coverage.first?.coveredPercent, 50)
        XCTAssertEqual(result.coverage.first?.file.hasSuffix("Notes.xcstrings"), true)
    }

    func testAFloodedLocaleGetsOneCoverageFindingInsteadOfOnePerMissingString() throws {
        let result = try audit(["Notes.xcstrings": floodedCatalog])
        let german = result.findings.filter { $0.locale == "de" }
        // The twelve missing strings are the flood; the three English copies are fewer than ten and stay listed.
        XCTAssertEqual(german.map(\.rule).sorted(), ["locale-coverage", "untranslated", "untranslated", "untranslated"])
        let coverage = try XCTUnwrap(german.first { $0.rule == "locale-coverage" })
        XCTAssertEqual(coverage.severity, .warning)
        XCTAssertEqual(coverage.line, 1)
        XCTAssertEqual(coverage.message, "de: 15 of 16 strings (93%) are not translated (3 the same as the source, 12 missing). "
            + "The missing strings are not listed one by one (the rule's `listStrings` option lists them at info).")
        XCTAssertFalse(result.findings.contains { $0.locale == "fr" })
    }

    func testBothKindsAreFoldedWhenEachIsAFlood() throws {
        var keys: [(String, String?)] = (1...12).map { ("Sketch \($0) Title", "Sketch \($0) Title") }
        keys += (1...12).map { ("Page \($0) Heading", nil) }
        let result = try audit(["Notes.xcstrings": catalog(keys)])
        let german = result.findings.filter { $0.locale == "de" }
        XCTAssertEqual(german.map(\.rule), ["locale-coverage"])
        XCTAssertEqual(german.first?.message.hasSuffix("The strings the same as the source and the missing strings are not listed one by one (the rule's `listStrings` option lists them at info)."), true, german.first?.message ?? "")
    }

    func testALocaleOfEmptyValuesGetsOneErrorInsteadOfOnePerEmptyString() throws {
        // As a translation platform writes the strings nobody has translated yet: `"Key" = "";` in every locale file.
        var keys: [(String, String?)] = (1...12).map { ("Page \($0) Heading", "") }
        keys += [("Open Sketch", "Skizze öffnen"), ("Pin Note", nil)]
        let result = try audit(["Notes.xcstrings": catalog(keys)])
        let german = result.findings.filter { $0.locale == "de" }
        XCTAssertEqual(german.map(\.rule).sorted(), ["locale-coverage", "missing-translation"])
        let coverage = try XCTUnwrap(german.first { $0.rule == "locale-coverage" })
        XCTAssertEqual(coverage.severity, .error)
        XCTAssertEqual(coverage.message, "de: 13 of 14 strings (92%) are not translated (1 missing, 12 empty). "
            + "The empty strings are not listed one by one (the rule's `listStrings` option lists them at info). "
            + "An empty value shows no text at all: translate it, or remove it so that the source's text shows.")
        let row = try XCTUnwrap(result.coverage.first { $0.locale == "de" })
        XCTAssertEqual([row.keys, row.translated, row.missing, row.empty, row.coveredPercent], [14, 1, 1, 12, 7])
    }

    func testAFewEmptyValuesKeepTheirOwnErrors() throws {
        var keys: [(String, String?)] = (1...12).map { ("Sketch \($0) Title", "Skizze \($0)") }
        keys[0].1 = ""
        let result = try audit(["Notes.xcstrings": catalog(keys)])
        XCTAssertEqual(result.findings.filter { $0.locale == "de" }.map(\.rule), ["empty-translation"])
        XCTAssertEqual(result.coverage.first { $0.locale == "de" }?.empty, 1)
    }

    func testAFewGapsKeepTheirOwnFindings() throws {
        var keys: [(String, String?)] = (1...12).map { ("Sketch \($0) Title", "Skizze \($0)") }
        keys[0].1 = nil
        keys[1].1 = "Sketch 2 Title"
        let result = try audit(["Notes.xcstrings": catalog(keys)])
        XCTAssertEqual(result.findings.filter { $0.locale == "de" }.map(\.rule).sorted(), ["missing-translation", "untranslated"])
    }

    func testListStringsKeepsTheFoldedFindingsAtInfo() throws {
        var configuration = Configuration()
        configuration.ruleOptions["locale-coverage"] = ["listStrings": .bool(true)]
        let result = try audit(["Notes.xcstrings": floodedCatalog], configuration: configuration)
        let missing = result.findings.filter { $0.locale == "de" && $0.rule == "missing-translation" }
        XCTAssertEqual(missing.count, 12)
        XCTAssertEqual(Set(missing.map(\.severity)), [.info])
        XCTAssertEqual(Set(result.findings.filter { $0.rule == "untranslated" }.map(\.severity)), [.warning])
    }

    func testALocaleBelowTheMinimumCoverageIsAnErrorEvenBelowTheThreshold() throws {
        var keys: [(String, String?)] = (1...10).map { ("Sketch \($0) Title", "Skizze \($0)") }
        keys[0].1 = nil
        var configuration = Configuration()
        configuration.minimumCoverage = ["de": 95, "*": 50]
        let result = try audit(["Notes.xcstrings": catalog(keys)], configuration: configuration)
        let coverage = result.findings.filter { $0.rule == "locale-coverage" }
        XCTAssertEqual(coverage.map(\.locale), ["de"])
        XCTAssertEqual(coverage.first?.severity, .error)
        XCTAssertEqual(coverage.first?.message, "de: 1 of 10 strings (10%) are not translated (1 missing). That is below the minimum coverage of 95% set in the configuration.")
        XCTAssertTrue(result.findings.contains { $0.rule == "missing-translation" && $0.locale == "de" }, "below the threshold each string stays")
    }

    func testARegionalVariantOfTheSourceLanguageFallsBackToTheSourceAndCountsAsCovered() throws {
        // British English kept for the two strings whose spelling differs: the rest falls back to English, which
        // is what en-GB should show, so nothing is missing (`missing-translation` says the same).
        let keys = (1...12).map { "Sketch \($0) Title" } + ["Favorite Colors", "Organize Notebooks"]
        let strings = keys.map { key -> String in
            var localizations = "\"en\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(key)\"}}"
            if key.hasPrefix("Favorite") { localizations += ", \"en-GB\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"Favourite Colours\"}}" }
            if key.hasPrefix("Organize") { localizations += ", \"en-GB\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"Organise Notebooks\"}}" }
            return "\"\(key)\": {\"localizations\": {\(localizations)}}"
        }
        let catalog = "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {\(strings.joined(separator: ", "))}}"
        var configuration = Configuration()
        configuration.minimumCoverage = ["*": 90, "en-GB": 50]
        let result = try audit(["Notes.xcstrings": catalog], configuration: configuration)
        XCTAssertEqual(result.coverage.map(\.isSourceLanguageVariant), [true])
        XCTAssertEqual(result.coverage.map(\.missing), [0])
        XCTAssertEqual(result.findings.map(\.rule), [], "the fallback is the source's language: no finding, folded or not")
    }

    func testCoverageAndFoldingAreTheSameOnAnyNumberOfThreads() throws {
        let files = ["Notes.xcstrings": floodedCatalog, "More.xcstrings": catalog((1...40).map { ("Page \($0)", $0 % 3 == 0 ? nil : "Seite \($0)") })]
        let results = try audits(files, jobs: [1, 4])
        let (serial, parallel) = (results[0], results[1])
        XCTAssertEqual(serial.coverage, parallel.coverage)
        XCTAssertEqual(serial.findings, parallel.findings)
        XCTAssertEqual(serial.coverage.map(\.table), serial.coverage.map(\.table).sorted())
    }

    func testBaseBesideTheSourceFolderIsTheSourceLanguageNotALocale() throws {
        let files = try RuleTestFiles.fixtureFiles(["BaseApp/Resources"])
        let result = Auditor(configuration: Configuration()).audit(files)
        XCTAssertFalse(result.findings.contains { $0.locale == "Base" }, result.findings.filter { $0.locale == "Base" }.map(\.message).joined(separator: "\n"))
        let rows = result.coverage.map { "\($0.locale) \($0.keys) \($0.translated) \($0.untranslated) \($0.missing)" }
        XCTAssertEqual(rows, ["de 3 3 0 0", "fr 3 1 1 1"])
        XCTAssertEqual(result.findings.filter { $0.locale == "fr" }.map(\.rule).sorted(), ["missing-translation", "untranslated"])
    }

    func testBaseIsTheSourceWhereATableHasNoSourceFolder() throws {
        let files = try RuleTestFiles.fixtureFiles(["BaseApp/Widget"])
        let result = Auditor(configuration: Configuration()).audit(files)
        XCTAssertEqual(result.coverage.map { "\($0.locale) \($0.keys) \($0.translated) \($0.untranslated)" }, ["de 2 1 1"])
        XCTAssertEqual(result.findings.filter { $0.rule == "untranslated" }.map(\.key), ["widget.title"])
    }

    func testATableWhoseOnlySourceIsBaseIsAuditedAsTheDevelopmentLanguage() throws {
        let files = try RuleTestFiles.fixtureFiles(["BaseApp/Alerts"])
        XCTAssertEqual(files.flatMap(\.entries).map(\.locale), ["en"])
        let result = Auditor(configuration: Configuration()).audit(files)
        XCTAssertEqual(result.findings.map { "\($0.rule) \($0.locale)" }, ["sentence-case en"], "English copy rules read Base's strings")
    }

    func testCountsAreGroupedInThousands() {
        XCTAssertEqual(LocaleCoverageCheck.grouped(1_030), "1,030")
        XCTAssertEqual(LocaleCoverageCheck.grouped(41_819), "41,819")
        XCTAssertEqual(LocaleCoverageCheck.grouped(999), "999")
        XCTAssertEqual(LocaleCoverageCheck.grouped(1_000_000), "1,000,000")
    }

    func testPercentsNeverRoundToNothingOrToTheWhole() {
        let row = LocaleCoverageRow(table: "t", locale: "de", file: "f", keys: 1_000, translated: 999, missing: 1)
        XCTAssertEqual(row.percent(1), 1)
        XCTAssertEqual(row.coveredPercent, 99)
        XCTAssertEqual(LocaleCoverageRow(table: "t", locale: "de", file: "f").coveredPercent, 100)
    }
}

private extension AuditRun {
    var asResult: AuditResult {
        AuditResult(findings: findings, roleSources: roleSources, coverage: coverage)
    }
}
