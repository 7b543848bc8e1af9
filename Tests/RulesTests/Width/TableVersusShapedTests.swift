import Rules
import XCTest

/// The width tables against HarfBuzz shaping of the very fonts they were made from, over real strings in
/// Latin, Cyrillic, Greek and CJK scripts: the tables ignore kerning and contextual forms, and this keeps that
/// error within what `Locales/metrics/README.md` promises (median under 1%, 95th percentile under 3%), and
/// the line count of an alert message the same either way.
final class TableVersusShapedTests: XCTestCase {
    private static let perScript = 400

    private func sample() -> [(group: WidthFixtures.ScriptGroup, text: String)] {
        WidthFixtures.ScriptGroup.allCases.flatMap { group in
            WidthFixtures.sample(group, limit: Self.perScript).map { (group, $0) }
        }
    }

    private static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))]
    }

    func testTableWidthsStayCloseToShapedWidths() throws {
        try WidthFixtures.requireFonts(WidthFixtures.interRegular, WidthFixtures.interSemibold, WidthFixtures.notoCJKRegular)
        let strings = sample()
        XCTAssertGreaterThanOrEqual(strings.count, 1000, "the comparison needs at least 1,000 corpus strings")
        for group in WidthFixtures.ScriptGroup.allCases {
            XCTAssertGreaterThanOrEqual(strings.filter { $0.group == group }.count, 100, "too few \(group) strings")
        }
        let checks: [(weight: FontSpec.Weight, fonts: [String])] = [
            (.regular, [WidthFixtures.interRegular, WidthFixtures.notoCJKRegular]),
            (.semibold, [WidthFixtures.interSemibold, WidthFixtures.notoCJKRegular]),
        ]
        for (weight, fonts) in checks {
            let shaped = try ShapedMeasurer(fontPaths: fonts)
            let tables = TableMeasurer.shared
            let font = FontSpec(size: 17, weight: weight)
            var differences: [Double] = []
            var byGroup: [WidthFixtures.ScriptGroup: [Double]] = [:]
            for (group, text) in strings where !(weight == .semibold && group == .cjk) {
                let exact = shaped.width(of: text, font: font)
                guard exact > 0 else { continue }
                let difference = abs(tables.width(of: text, font: font) - exact) / exact
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
            XCTAssertLessThan(median, 0.01, "\(weight): median difference")
            XCTAssertLessThan(p95, 0.03, "\(weight): 95th percentile difference")
        }
    }

    func testAlertMessageLineCountsAgree() throws {
        try WidthFixtures.requireFonts(WidthFixtures.interRegular, WidthFixtures.notoCJKRegular)
        let shaped = try ShapedMeasurer(fontPaths: [WidthFixtures.interRegular, WidthFixtures.notoCJKRegular])
        let tableModel = WidthModel(measurer: TableMeasurer.shared)
        let shapedModel = WidthModel(measurer: shaped)
        let budget = try XCTUnwrap(tableModel.budget(for: .alertMessage))
        var compared = 0
        var disagreements: [String] = []
        for (group, text) in sample() {
            let locale = group == .cjk ? "ja" : (group == .cyrillic ? "ru" : (group == .greek ? "el" : "en"))
            let table = tableModel.measure(text, role: .alertMessage, locale: locale, budget: budget)
            let exact = shapedModel.measure(text, role: .alertMessage, locale: locale, budget: budget)
            compared += 1
            if table.lines != exact.lines {
                disagreements.append("“\(text)”: tables \(table.lines) lines (\(table.width) pt), shaped \(exact.lines) (\(exact.width) pt)")
            }
        }
        print("alert message line counts: \(compared - disagreements.count) of \(compared) agree")
        XCTAssertEqual(disagreements, [], "line counts differ between tables and shaping")
    }

    private static func percent(_ value: Double) -> String {
        String(format: "%.2f%%", value * 100)
    }
}
