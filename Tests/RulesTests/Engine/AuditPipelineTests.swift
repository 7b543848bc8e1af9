import Catalogs
import CopylintTestSupport
import Foundation
@testable import Rules
import XCTest

/// The batch pipeline gives exactly the findings of a whole-input audit, whatever the number of threads and the
/// batch size, and a table that runs out of time is skipped with an error instead of stopping the run.
final class AuditPipelineTests: XCTestCase {
    /// The made-up apps of `Tests/Fixtures/Rules` (a String Catalog, xib strings, and `.strings` with plural
    /// `.stringsdict` across 12 lproj folders: tables that span files), and when the real-app corpora are present
    /// two of their apps too (catalogs, an XLIFF export in 22 locales, `.strings` across 25 lproj folders).
    private static let requests: [ReadRequest] = {
        let corpusApps = Corpora.root.map { root in
            ["KeepingYouAwake", "duckduckgo-iOS"].map { root.appendingPathComponent($0) }
        } ?? []
        let paths = ([RuleTestFiles.fixtureRoot] + corpusApps).map(\.path)
        return Discovery.find(paths: paths, defaultSourceLanguage: "en").requests
    }()

    /// A batch size that splits the input into several batches, with or without the corpora.
    private static let severalBatchesBytes = Corpora.isAvailable ? 100_000 : 20_000

    private static let wholeAudit: AuditResult = {
        let read = ParallelReading.read(requests)
        var auditor = Auditor(configuration: Configuration())
        auditor.jobs = 1
        return auditor.audit(read.files)
    }()

    func testWholeAuditFindsEnoughToCompare() {
        XCTAssertEqual(ParallelReading.read(Self.requests).errors, [])
        XCTAssertGreaterThan(Self.wholeAudit.findings.count, RuleTestFiles.atLeast(withCorpora: 300, fixturesAlone: 40))
        XCTAssertGreaterThan(Set(Self.wholeAudit.findings.map(\.rule)).count, 10)
    }

    func testSerialParallelAndBatchedRunsGiveTheSameFindingsInTheSameOrder() {
        // One batch on two threads is audited on both at once; several batches on two or four threads are audited
        // side by side, one per thread. A generous time limit changes nothing either.
        for (jobs, batchBytes, timeLimit) in [(1, Int.max, nil), (2, Int.max, nil), (2, Self.severalBatchesBytes * 3 / 5, 600), (4, 1, nil)]
            as [(Int, Int, Double?)] {
            var pipeline = AuditPipeline(auditor: Auditor(configuration: Configuration()), jobs: jobs, timeLimit: timeLimit)
            pipeline.batchBytes = batchBytes
            var batches = 0
            let run = pipeline.run(Self.requests) { _ in batches += 1 }
            XCTAssertEqual(run.findings, Self.wholeAudit.findings, "jobs \(jobs), batch \(batchBytes)")
            XCTAssertEqual(run.roleSources, Self.wholeAudit.roleSources, "jobs \(jobs), batch \(batchBytes)")
            XCTAssertEqual(run.errors, [])
            XCTAssertEqual(run.files.count, Self.requests.count)
            XCTAssertEqual(run.files.map(\.path), run.files.map(\.path).sorted())
            if batchBytes == 1 { XCTAssertEqual(batches, ReadGroups.group(Self.requests).count) }
        }
    }

    func testEachBatchHoldsWholeTablesWithTheirFindings() {
        var pipeline = AuditPipeline(auditor: Auditor(configuration: Configuration()), jobs: 2, timeLimit: nil)
        pipeline.batchBytes = Self.severalBatchesBytes
        var seenTables: Set<String> = []
        var findings = 0
        var batches = 0
        _ = pipeline.run(Self.requests) { batch in
            let tables = Set(batch.files.flatMap { $0.tables.map(\.id) })
            XCTAssertTrue(seenTables.isDisjoint(with: tables), "a table was split over two batches")
            seenTables.formUnion(tables)
            let paths = Set(batch.files.map(\.path))
            XCTAssertTrue(batch.findings.allSatisfy { paths.contains($0.file) })
            findings += batch.findings.count
            batches += 1
        }
        XCTAssertEqual(findings, Self.wholeAudit.findings.count)
        XCTAssertGreaterThan(batches, 2, "the input should be split into batches")
    }

    /// A time limit far too short for the rules: every table runs out of time while being audited, so every
    /// file is reported as skipped, none is listed as audited, and no findings of a skipped table remain.
    func testTablesThatRunOutOfTimeAreSkippedWithAnError() {
        let pipeline = AuditPipeline(auditor: Auditor(configuration: Configuration()), jobs: 2, timeLimit: 1e-9)
        let run = pipeline.run(Self.requests)
        XCTAssertEqual(run.findings, [])
        XCTAssertEqual(run.files, [])
        XCTAssertEqual(Set(run.errors.map(\.file)), Set(Self.requests.map(\.displayPath)))
        XCTAssertTrue(run.errors.allSatisfy { $0.message == "took longer than 1e-09 s; skipped" }, "\(run.errors.prefix(3))")
    }
}
