import CopylintBase
import CopylintTestSupport
import Foundation
import XCTest
@testable import Catalogs

/// Table groups, batches, the worker pool and the per-file time limit: the pieces that let a large audit run
/// on every core in bounded memory without one file stopping it.
final class ReadGroupsTests: XCTestCase {
    private typealias Fixtures = OtherFormatsFixtures

    // MARK: Groups and batches on the Readers fixtures

    /// The size of each file, in bytes.
    private func bytes(_ requests: [ReadRequest]) throws -> Int {
        try requests.reduce(0) { $0 + (try FileManager.default.attributesOfItem(atPath: $1.path)[.size] as? Int ?? 0) }
    }

    func testQuillpadTablesAcrossLprojFoldersFormOneGroup() throws {
        let found = Discovery.find(paths: [Fixtures.fixturePath(Fixtures.kitResources)], defaultSourceLanguage: "en")
        let groups = ReadGroups.group(found.requests)
        XCTAssertEqual(groups.map { ($0.table as NSString).lastPathComponent }, ["Credits.strings", "Localizable.strings"],
                       "the loose file first (discovery order), then the table across its lproj folders, its .stringsdict with it")
        XCTAssertEqual(groups.map(\.requests.count), [1, 8])
        XCTAssertEqual(groups[1].requests.filter { $0.table.hasSuffix(".stringsdict") }.count, 3)
        for group in groups {
            XCTAssertTrue(group.requests.allSatisfy { ReadGroups.groupName(ofTable: $0.table) == group.table })
            XCTAssertEqual(group.bytes, try bytes(group.requests), group.table)
        }
        XCTAssertGreaterThan(groups[1].bytes, 5_000, "four UTF-16 files")
        XCTAssertEqual(groups.flatMap(\.requests).count, found.requests.count)
        XCTAssertEqual(Set(groups.flatMap(\.requests)), Set(found.requests))
    }

    func testQuillpadCatalogsAndExportsAreGroupsOfTheirOwn() {
        let found = Discovery.find(
            paths: [Fixtures.fixturePath("Quillpad/Quillpad"), Fixtures.fixturePath(Fixtures.exports)], defaultSourceLanguage: "en"
        )
        let groups = ReadGroups.group(found.requests)
        XCTAssertEqual(groups.count, 4)
        XCTAssertEqual(groups.map(\.table), found.requests.map(\.table), "one group per file, in discovery order")
        XCTAssertTrue(groups.allSatisfy { $0.requests.count == 1 && $0.bytes > 1_000 })
    }

    func testBatchesOfTheFixturesKeepOrderRespectTheByteLimitAndNeverSplitAGroup() {
        let found = Discovery.find(paths: [Fixtures.readers.path], defaultSourceLanguage: "en")
        let groups = ReadGroups.group(found.requests)
        XCTAssertEqual(groups.count, 7, "2 catalogs, 2 exports, Credits.strings, QuillpadKit's table (.strings with its .stringsdict) and the widget's table")
        let largest = groups.map(\.bytes).max() ?? 0
        let total = groups.reduce(0) { $0 + $1.bytes }
        for byteLimit in [1, largest - 1, largest, total / 3, total / 2, total - 1, Int.max] {
            let batches = ReadGroups.batches(groups, maximumBytes: byteLimit)
            XCTAssertEqual(batches.flatMap { $0 }, groups, "byteLimit \(byteLimit)")
            for batch in batches where batch.count > 1 {
                XCTAssertLessThanOrEqual(batch.reduce(0) { $0 + $1.bytes }, byteLimit)
            }
        }
        XCTAssertEqual(ReadGroups.batches(groups, maximumBytes: 1).count, groups.count)
        XCTAssertEqual(ReadGroups.batches(groups, maximumBytes: total).count, 1)
        XCTAssertGreaterThan(ReadGroups.batches(groups, maximumBytes: total - 1).count, 1)
        XCTAssertEqual(ReadGroups.batches([], maximumBytes: 10).count, 0)
    }

    func testAStringsdictTableIsReadWithItsStringsSibling() {
        XCTAssertEqual(ReadGroups.groupName(ofTable: "App/Localizable.stringsdict"), "App/Localizable.strings")
        XCTAssertEqual(ReadGroups.groupName(ofTable: "App/Localizable.strings"), "App/Localizable.strings")
        XCTAssertEqual(ReadGroups.groupName(ofTable: "App/Localizable.xcstrings"), "App/Localizable.xcstrings")
    }

    // MARK: Groups and batches on the corpora (skipped without them)

    func testStringsTablesAcrossLprojFoldersFormOneGroup() throws {
        let found = Discovery.find(paths: [try Fixtures.corpusPath("duckduckgo-iOS")], defaultSourceLanguage: "en")
        let groups = ReadGroups.group(found.requests)
        XCTAssertEqual(groups.count, 1, "Localizable.strings with Localizable.stringsdict, each across 25 lproj folders")
        XCTAssertEqual(groups.map(\.requests.count), [50])
        for group in groups {
            XCTAssertTrue(group.requests.allSatisfy { ReadGroups.groupName(ofTable: $0.table) == group.table })
            XCTAssertGreaterThan(group.bytes, 40_000)
        }
        XCTAssertEqual(groups.flatMap(\.requests).count, found.requests.count)
    }

    func testCatalogsAndExportsAreGroupsOfTheirOwn() throws {
        let found = Discovery.find(paths: [try Fixtures.corpusPath("KeepingYouAwake")], defaultSourceLanguage: "en")
        let groups = ReadGroups.group(found.requests)
        XCTAssertEqual(groups.count, 30)
        XCTAssertEqual(groups.map(\.table), found.requests.map(\.table), "one group per file, in discovery order")
    }

    func testBatchesKeepOrderRespectTheByteLimitAndNeverSplitAGroup() throws {
        let found = Discovery.find(paths: [try Fixtures.corpusPath(".")], defaultSourceLanguage: "en")
        let groups = ReadGroups.group(found.requests)
        let largest = groups.map(\.bytes).max() ?? 0
        XCTAssertGreaterThan(largest, 2_000_000, "linearmouse's catalog")
        for byteLimit in [1, 50_000, 400_000, Int.max] {
            let batches = ReadGroups.batches(groups, maximumBytes: byteLimit)
            XCTAssertEqual(batches.flatMap { $0 }, groups, "byteLimit \(byteLimit)")
            for batch in batches where batch.count > 1 {
                XCTAssertLessThanOrEqual(batch.reduce(0) { $0 + $1.bytes }, byteLimit)
            }
        }
        XCTAssertEqual(ReadGroups.batches(groups, maximumBytes: 1).count, groups.count)
        XCTAssertEqual(ReadGroups.batches(groups, maximumBytes: Int.max).count, 1)
        XCTAssertEqual(ReadGroups.batches([], maximumBytes: 10).count, 0)
    }

    func testTaperedBatchesShrinkTowardsTheEndAndKeepEveryGroupInOrder() {
        let groups = (0..<200).map { ReadGroup(table: "t\($0)", requests: [], bytes: 100_000) }
        let batches = ReadGroups.batches(groups, maximumBytes: 2_000_000, taperingFor: 2, minimumBytes: 300_000)
        XCTAssertEqual(batches.flatMap { $0 }, groups)
        let sizes = batches.map { $0.reduce(0) { $0 + $1.bytes } }
        XCTAssertEqual(sizes.first, 2_000_000, "full batches while much is left")
        XCTAssertEqual(sizes.last, 300_000, "the smallest batches at the end")
        XCTAssertEqual(sizes, sizes.sorted(by: >), "never growing again")
        var remaining = 20_000_000
        for size in sizes {
            XCTAssertLessThanOrEqual(size, max(300_000, remaining / 4), "at most a quarter of what is left (two threads)")
            remaining -= size
        }
        XCTAssertEqual(ReadGroups.batches(groups, maximumBytes: 2_000_000, taperingFor: 1), ReadGroups.batches(groups, maximumBytes: 2_000_000))
    }

    // MARK: Worker pool

    func testWorkerPoolReturnsResultsInIndexOrderForAnyNumberOfThreads() {
        let words = ["Straße", "naïve", "日本語", "Ελληνικά", "русский", "עברית", "हिन्दी", "ภาษาไทย"]
        let expected = (0..<500).map { words[$0 % words.count] + String($0) }
        for jobs in [1, 2, 3, 8, 1000] {
            XCTAssertEqual(WorkerPool.map(500, jobs: jobs) { words[$0 % words.count] + String($0) }, expected, "jobs \(jobs)")
        }
        XCTAssertEqual(WorkerPool.map(0, jobs: 4) { $0 }, [])
    }

    func testOneJobRunsEverythingOnTheCallingThreadInOrder() {
        let caller = Thread.current
        var order: [Int] = []
        WorkerPool.forEach(20, jobs: 1) { index in
            XCTAssertTrue(Thread.current === caller)
            order.append(index)
        }
        XCTAssertEqual(order, Array(0..<20))
    }

    // MARK: Time limit

    func testDeadlineMessage() {
        XCTAssertEqual(Deadline.message(seconds: 60), "took longer than 60 s; skipped")
        XCTAssertEqual(Deadline.message(seconds: 0.25), "took longer than 0.25 s; skipped")
        XCTAssertFalse(Deadline(seconds: 3600).hasPassed)
        XCTAssertTrue(Deadline(seconds: 0, from: 0).hasPassed)
    }

    func testDeadlineIsBoundOnlyForTheRead() {
        XCTAssertNil(Deadline.current)
        let seen = Deadline.$current.withValue(Deadline(seconds: 5)) { Deadline.current?.seconds }
        XCTAssertEqual(seen, 5)
        XCTAssertNil(Deadline.current)
        XCTAssertFalse(Deadline.currentHasPassed())
    }

    /// Each reader gives up in its main loop once the deadline has passed: a large file of each format, read with
    /// a deadline that has already passed, is skipped with the time-limit message and no line; read without a
    /// limit, the same file is fine.
    func testEveryReaderStopsAtAPassedDeadline() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copylint-deadline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let count = 20_000
        var catalog = #"{"sourceLanguage":"en","strings":{"#
        var strings = ""
        var plist = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>"#
        var xliff = #"<?xml version="1.0" encoding="UTF-8"?><xliff version="1.2"><file original="A.strings" source-language="en" target-language="de" datatype="plaintext"><body>"#
        for index in 0..<count {
            catalog += (index == 0 ? "" : ",") + #""key\#(index)":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Größe \#(index)"}}}}"#
            strings += "/* Überschrift */\n\"key\(index)\" = \"Größe \(index)\";\n"
            plist += "<key>files\(index)</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>%d Datei</string><key>other</key><string>%d Dateien</string></dict></dict>"
            xliff += #"<trans-unit id="key\#(index)"><source>Size \#(index)</source><target>Größe \#(index)</target></trans-unit>"#
        }
        catalog += "},\"version\":\"1.0\"}"
        plist += "</dict></plist>"
        xliff += "</body></file></xliff>"
        let files: [(String, FileFormat, String)] = [
            ("Big.xcstrings", .xcstrings, catalog), ("Big.strings", .strings, strings),
            ("Big.stringsdict", .stringsdict, plist), ("Big.xliff", .xliff, xliff),
        ]
        for (name, format, text) in files {
            let path = folder.appendingPathComponent(name).path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let request = ReadRequest(path: path, displayPath: name, format: format, table: name, locale: "de", sourceLanguage: "en")
            let unlimited = try CatalogReader.read(request, timeLimit: nil).get()
            XCTAssertGreaterThanOrEqual(unlimited.entries.count, count, name)
            switch CatalogReader.read(request, timeLimit: 0) {
            case .success: XCTFail("\(name) was read although its time was up")
            case .failure(let error):
                XCTAssertEqual(error, ReadError(file: name, message: "took longer than 0 s; skipped"), name)
            }
        }
    }
}
