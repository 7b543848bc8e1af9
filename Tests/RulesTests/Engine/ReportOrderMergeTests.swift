@testable import Rules
import XCTest

/// Merging sorted runs must give exactly what one stable sort of the runs laid end to end gives: the report's
/// bytes may not depend on how the work was split into shards and batches.
final class ReportOrderMergeTests: XCTestCase {
    private func finding(file: String, line: Int, rule: String, message: String) -> Finding {
        Finding(rule: rule, severity: .warning, file: file, line: line, column: 1, key: "k", locale: "de",
                variation: "", role: .label, roleSource: .unknown, text: "Text", message: message)
    }

    func testMergeEqualsStableSortForAnySplit() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            // Few distinct values, so equal findings (differing only in `message` order) are common.
            let count = Int.random(in: 0...60, using: &generator)
            let findings = (0..<count).map { index in
                finding(file: ["b.xcstrings", "a.strings", "c.xliff"].randomElement(using: &generator)!,
                        line: Int.random(in: 1...4, using: &generator),
                        rule: ["title-case", "untranslated"].randomElement(using: &generator)!,
                        message: "same")
                    .withColumn(index % 2 + 1)
            }
            var runs: [[Finding]] = []
            var start = 0
            while start < findings.count {
                let end = min(findings.count, start + Int.random(in: 1...15, using: &generator))
                runs.append(ReportOrderMerge.sorted(Array(findings[start..<end])))
                start = end
            }
            let expected = ReportOrderMerge.sorted(runs.flatMap { $0 })
            XCTAssertEqual(ReportOrderMerge.merge(runs).map(\.identity), expected.map(\.identity))
        }
    }

    func testEqualFindingsKeepTheOrderOfTheirRuns() {
        let first = finding(file: "a.strings", line: 3, rule: "untranslated", message: "same")
        var second = first
        second.suggestion = "from the second run"
        let merged = ReportOrderMerge.merge([[first], [], [second]])
        XCTAssertEqual(merged.map(\.suggestion), [nil, "from the second run"])
        let reversed = ReportOrderMerge.merge([[second], [first]])
        XCTAssertEqual(reversed.map(\.suggestion), ["from the second run", nil])
    }

    func testRunsOfDifferentFilesAreLaidEndToEnd() {
        let a = [finding(file: "a.strings", line: 1, rule: "r", message: "m"), finding(file: "a.strings", line: 9, rule: "r", message: "m")]
        let b = [finding(file: "b.strings", line: 2, rule: "r", message: "m")]
        XCTAssertEqual(ReportOrderMerge.merge([b, a]).map(\.file), ["a.strings", "a.strings", "b.strings"])
        XCTAssertEqual(ReportOrderMerge.merge([a, b]).map(\.line), [1, 9, 2])
    }
}

private extension Finding {
    func withColumn(_ column: Int) -> Finding {
        var copy = self
        copy.column = column
        return copy
    }

    /// Every field the order can see, plus `column`, so a wrong interleaving shows.
    var identity: String { "\(file):\(line):\(column):\(rule):\(message):\(suggestion ?? "-")" }
}
