import CopylintTestSupport
import Rules
@testable import Width
import XCTest

/// The width metrics against HarfBuzz shaping of the very fonts they were made from, over real strings in
/// Latin, Cyrillic, Greek and CJK scripts: the metrics ignore kerning and contextual forms, and this keeps that
/// error within what `Locales/metrics/README.md` promises (median under 1%, 95th percentile under 3%), and
/// the line count of an alert message the same either way. Each test runs on the real-app corpora (skipped when
/// they are absent) and on the repository's Kestrel fixtures; all of them need the fonts.
final class MetricsVersusShapedTests: XCTestCase {
    private static let perScript = 400

    /// The corpora's strings; skips the test when the corpora are absent.
    private func corpusSample() throws -> [(group: WidthFixtures.ScriptGroup, text: String)] {
        _ = try Corpora.require()
        return sample(from: WidthFixtures.corpusValuesByScript)
    }

    private func sample(from values: [WidthFixtures.ScriptGroup: [String]]) -> [(group: WidthFixtures.ScriptGroup, text: String)] {
        WidthFixtures.ScriptGroup.compared.flatMap { group in
            WidthFixtures.sample(group, limit: Self.perScript, from: values).map { (group, $0) }
        }
    }

    private static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))]
    }

    func testTableWidthsStayCloseToShapedWidths() throws {
        let strings = try corpusSample()
        try WidthFixtures.requireFonts(WidthFixtures.interRegular, WidthFixtures.interSemibold, WidthFixtures.notoCJKRegular)
        XCTAssertGreaterThanOrEqual(strings.count, 1000, "the comparison needs at least 1,000 corpus strings")
        for group in WidthFixtures.ScriptGroup.compared {
            XCTAssertGreaterThanOrEqual(strings.filter { $0.group == group }.count, 100, "too few \(group) strings")
        }
        try assertTableWidthsStayClose(strings)
    }

    /// Kestrel's distinct values: 239 Latin (en, de, fr, pl, vi), 54 Cyrillic, 28 Greek and 95 CJK (ja,
    /// zh-Hans, ko), counted in its files with Python.
    func testTableWidthsStayCloseToShapedWidthsOnKestrel() throws {
        try WidthFixtures.requireFonts(WidthFixtures.interRegular, WidthFixtures.interSemibold, WidthFixtures.notoCJKRegular)
        let strings = sample(from: WidthFixtures.kestrelValuesByScript)
        let minimum: [WidthFixtures.ScriptGroup: Int] = [.latin: 239, .cyrillic: 54, .greek: 28, .cjk: 95]
        for group in WidthFixtures.ScriptGroup.compared {
            XCTAssertGreaterThanOrEqual(strings.filter { $0.group == group }.count, minimum[group] ?? 0, "too few \(group) strings")
        }
        try assertTableWidthsStayClose(strings)
    }

    private func assertTableWidthsStayClose(_ strings: [(group: WidthFixtures.ScriptGroup, text: String)],
                                            file: StaticString = #filePath, line: UInt = #line) throws {
        let checks: [(weight: FontSpec.Weight, fonts: [String])] = [
            (.regular, [WidthFixtures.interRegular, WidthFixtures.notoCJKRegular]),
            (.semibold, [WidthFixtures.interSemibold, WidthFixtures.notoCJKRegular]),
        ]
        for (weight, fonts) in checks {
            let shaped = try ShapedMeasurer(fontPaths: fonts)
            let metricsMeasurer = MetricsMeasurer.shared
            let font = FontSpec(size: 17, weight: weight)
            var differences: [Double] = []
            var byGroup: [WidthFixtures.ScriptGroup: [Double]] = [:]
            for (group, text) in strings where !(weight == .semibold && group == .cjk) {
                let exact = shaped.width(of: text, font: font)
                guard exact > 0 else { continue }
                let difference = abs(metricsMeasurer.width(of: text, font: font) - exact) / exact
                differences.append(difference)
                byGroup[group, default: []].append(difference)
            }
            differences.sort()
            let median = Self.percentile(differences, 0.5)
            let p95 = Self.percentile(differences, 0.95)
            let perGroup = byGroup.keys.sorted { $0.rawValue < $1.rawValue }.map { group -> String in
                let sorted = byGroup[group]!.sorted()
                return "\(group): median \(Self.percent(Self.percentile(sorted, 0.5))), p95 \(Self.percent(Self.percentile(sorted, 0.95)))"
            }
            print("table vs shaped (\(weight.rawValue), \(differences.count) strings): median \(Self.percent(median)), p95 \(Self.percent(p95)), max \(Self.percent(differences.last ?? 0)); \(perGroup.joined(separator: "; "))")
            XCTAssertLessThan(median, 0.01, "\(weight): median difference", file: file, line: line)
            XCTAssertLessThan(p95, 0.03, "\(weight): 95th percentile difference", file: file, line: line)
        }
    }

    func testAlertMessageLineCountsAgree() throws {
        let strings = try corpusSample()
        try assertAlertMessageLineCountsAgree(strings)
    }

    func testAlertMessageLineCountsAgreeOnKestrel() throws {
        try assertAlertMessageLineCountsAgree(sample(from: WidthFixtures.kestrelValuesByScript))
    }

    private func assertAlertMessageLineCountsAgree(_ strings: [(group: WidthFixtures.ScriptGroup, text: String)],
                                                   file: StaticString = #filePath, line: UInt = #line) throws {
        try WidthFixtures.requireFonts(WidthFixtures.interRegular, WidthFixtures.notoCJKRegular)
        let shaped = try ShapedMeasurer(fontPaths: [WidthFixtures.interRegular, WidthFixtures.notoCJKRegular])
        let tableModel = WidthModel(measurer: MetricsMeasurer.shared)
        let shapedModel = WidthModel(measurer: shaped)
        let budget = try XCTUnwrap(tableModel.budget(for: .alertMessage))
        var compared = 0
        var disagreements: [String] = []
        for (group, text) in strings {
            let locale = group == .cjk ? "ja" : (group == .cyrillic ? "ru" : (group == .greek ? "el" : "en"))
            let table = tableModel.measure(text, role: .alertMessage, locale: locale, budget: budget)
            let exact = shapedModel.measure(text, role: .alertMessage, locale: locale, budget: budget)
            compared += 1
            if table.lines != exact.lines {
                disagreements.append("“\(text)”: tables \(table.lines) lines (\(table.width) pt), shaped \(exact.lines) (\(exact.width) pt)")
            }
        }
        print("alert message line counts: \(compared - disagreements.count) of \(compared) agree")
        XCTAssertGreaterThan(compared, 0, file: file, line: line)
        XCTAssertEqual(disagreements, [], "line counts differ between tables and shaping", file: file, line: line)
    }

    /// Arabic, Hebrew and Devanagari are outside the 1%/3% contract; their table error (joining is modelled,
    /// Indic conjuncts are not) must stay within what the README states.
    func testOtherScriptsStayWithinTheDocumentedError() throws {
        _ = try Corpora.require()
        try assertOtherScriptsStayWithinTheDocumentedError(WidthFixtures.corpusValuesByScript, minimum: 20)
    }

    /// Kestrel has 63 distinct Arabic, 46 Hebrew and 27 Devanagari values (counted with Python).
    func testOtherScriptsStayWithinTheDocumentedErrorOnKestrel() throws {
        try assertOtherScriptsStayWithinTheDocumentedError(WidthFixtures.kestrelValuesByScript, minimum: 20)
    }

    private func assertOtherScriptsStayWithinTheDocumentedError(_ values: [WidthFixtures.ScriptGroup: [String]], minimum: Int,
                                                                file: StaticString = #filePath, line: UInt = #line) throws {
        let cases: [(group: WidthFixtures.ScriptGroup, font: String, median: Double, p95: Double)] = [
            (.arabic, WidthFixtures.notoArabicRegular, 0.02, 0.04),
            (.hebrew, WidthFixtures.notoHebrewRegular, 0.02, 0.04),
            (.devanagari, WidthFixtures.notoDevanagariRegular, 0.08, 0.15),
        ]
        try WidthFixtures.requireFonts(WidthFixtures.interRegular)
        for (group, path, medianLimit, p95Limit) in cases {
            try WidthFixtures.requireFonts(path)
            let shaped = try ShapedMeasurer(fontPaths: [path, WidthFixtures.interRegular])
            let font = FontSpec(size: 17)
            var differences: [Double] = []
            for text in WidthFixtures.sample(group, limit: 400, from: values) {
                let exact = shaped.width(of: text, font: font)
                guard exact > 0 else { continue }
                differences.append(abs(MetricsMeasurer.shared.width(of: text, font: font) - exact) / exact)
            }
            differences.sort()
            XCTAssertGreaterThanOrEqual(differences.count, minimum, "too few \(group) strings", file: file, line: line)
            let median = Self.percentile(differences, 0.5)
            let p95 = Self.percentile(differences, 0.95)
            print("table vs shaped (\(group), \(differences.count) strings): median \(Self.percent(median)), p95 \(Self.percent(p95))")
            XCTAssertLessThan(median, medianLimit, "\(group): median difference", file: file, line: line)
            XCTAssertLessThan(p95, p95Limit, "\(group): 95th percentile difference", file: file, line: line)
        }
    }

    private static func percent(_ value: Double) -> String {
        String(format: "%.2f%%", value * 100)
    }
}
