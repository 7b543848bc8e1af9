import Catalogs
import CopylintBase
import CopylintData
import Foundation
@testable import Language
@testable import Rules
@testable import Width
import XCTest

/// The width model's fast paths against the exact ones they stand in for, bit for bit, on real corpus strings:
/// the widths table reader against `JSONDecoder`, the metrics measurer's context-free loop against the full context
/// rules, widths summed without arrays against `MeasuredText`, and text measured once and laid out for several
/// widths against a fresh layout per width.
final class WidthFastPathTests: XCTestCase {
    private let metricsMeasurer = MetricsMeasurer.shared

    /// Every corpus string of every script, plus the contexts the fast path must leave to the full rules.
    private static let strings: [String] = {
        let corpus = WidthFixtures.ScriptGroup.allCases.flatMap { WidthFixtures.sample($0, limit: 400) }
        let contexts = [
            "👨‍👩‍👧‍👦 family", "👍🏽 ok", "🇩🇪🇫🇷 flags", "❤️ love", "1️⃣ one", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "AV\u{200D}A", "e\u{301}\u{20E3}",
            "ببب باب لا", "مرحبا بالعالم", "Tab\there\nnewline", "\u{1000}\u{103A}\u{102F}", "\u{E000}\u{FE0F}x", "AVAWAY Та Γο",
            "%lld files in **%@**", "[Learn More](https://apple.com) `code` <b>bold</b>", "100%% sure ^[%lld photo](inflect: true)",
            "", " ", "𠀋😀", "\u{10FFFF}\u{E0001}",
        ]
        return corpus + contexts
    }()

    func testTheReaderReadsTheWidthsFileAsJSONDecoderDoes() throws {
        let text = try XCTUnwrap(BundledData.text("Locales/metrics/widths.json"))
        let decoded = try XCTUnwrap(BundledData.decode(WidthMetricsFile.self, from: "Locales/metrics/widths.json"))
        XCTAssertEqual(WidthMetricsReader.read(text), decoded)
    }

    func testTheReaderGivesUpOnWhatItDoesNotHandle() {
        let valid = #"{"unitsPerEm": 2816, "fallback": {"regular": 1, "semibold": 2}, "emoji": 3, "supplementaryIdeograph": 4, "regular": [[32, 2, 5], [40, [6, 7]]], "semibold": [], "arabic": {"letters": [], "lamAlef": []}}"#
        XCTAssertNotNil(WidthMetricsReader.read(valid))
        for broken in [
            valid.replacingOccurrences(of: "2816", with: "2816.0"),
            valid.replacingOccurrences(of: "\"emoji\"", with: "\"emojis\""),
            "// a comment\n" + valid,
            valid + ",",
            valid.replacingOccurrences(of: "[32, 2, 5]", with: "[32, 2, 5, 9]"),
            String(valid.dropLast()),
        ] {
            XCTAssertNil(WidthMetricsReader.read(broken), broken)
        }
    }

    func testContextFreeAdvancesAreTheAdvancesOutsideContext() {
        for weight in FontSpec.Weight.allCases {
            let contextFree = metricsMeasurer.metrics.contextFree(weight)
            for codePoint in 0..<UInt32(0x10000) where contextFree[Int(codePoint)] != WidthMetrics.uncovered {
                XCTAssertEqual(Double(contextFree[Int(codePoint)]), metricsMeasurer.advance(codePoint, weight: weight), "U+\(String(codePoint, radix: 16))")
            }
        }
    }

    func testTheFastPathGivesTheExactAdvances() {
        for weight in FontSpec.Weight.allCases {
            for text in Self.strings {
                let scalars = text.unicodeScalars.map(\.value)
                let fast = scalars.withUnsafeBufferPointer { designUnits($0, weight: weight, fastPath: true) }
                let exact = scalars.withUnsafeBufferPointer { designUnits($0, weight: weight, fastPath: false) }
                XCTAssertEqual(fast.map(\.bitPattern), exact.map(\.bitPattern), text)
                XCTAssertEqual(metricsMeasurer.designUnits(of: scalars, weight: weight).map(\.bitPattern), exact.map(\.bitPattern), text)
                let font = FontSpec(size: 17, weight: weight)
                if let onePass = metricsMeasurer.contextFreeAdvances(of: text, font: font) {
                    let scale = font.size / metricsMeasurer.metrics.designUnitsPerEm
                    XCTAssertEqual(onePass.map(\.bitPattern), exact.map { ($0 * scale).bitPattern }, text)
                }
            }
        }
    }

    func testSummedAdvancesAreTheAdvancesAddedUp() {
        for font in [FontSpec(size: 17), FontSpec(size: 13, weight: .semibold), FontSpec(size: 10)] {
            for text in Self.strings {
                let advances = metricsMeasurer.advances(of: text, font: font)
                XCTAssertEqual(metricsMeasurer.summedAdvances(of: text, font: font).bitPattern, advances.reduce(0, +).bitPattern, text)
                XCTAssertEqual(advances.count, text.unicodeScalars.count, text)
                if let sum = metricsMeasurer.contextFreeSum(of: text, font: font) {
                    XCTAssertEqual(sum.bitPattern, advances.reduce(0, +).bitPattern, text)
                }
            }
        }
    }

    func testWidthIsTheUnitsAddedUpAndScaledOnce() {
        for font in [FontSpec(size: 17), FontSpec(size: 13, weight: .semibold), FontSpec(size: 10)] {
            for text in Self.strings + ["12", "1.5", "X", "0x1F2E", "12 Xxxxxx", "Xxxxxx"] {
                var designUnits = 0.0
                for designUnit in metricsMeasurer.designUnits(of: text.unicodeScalars.map(\.value), weight: font.weight) { designUnits += designUnit }
                let exact = designUnits * font.size / metricsMeasurer.metrics.designUnitsPerEm
                XCTAssertEqual(metricsMeasurer.width(of: text, font: font).bitPattern, exact.bitPattern, text)
            }
        }
    }

    func testThePlainSumIsTheSumOfUnmaskedContextFreeText() {
        let font = FontSpec(size: 17)
        for text in Self.strings + ["a_b", "100%", "x~y", "`", "plain text", "Не удалось"] {
            let plain = metricsMeasurer.plainSummedAdvances(of: text, font: font)
            let expected = MeasuredText.mayHoldMarkup(text) ? nil : metricsMeasurer.contextFreeSum(of: text, font: font)
            XCTAssertEqual(plain?.bitPattern, expected?.bitPattern, text)
        }
    }

    func testTheOnePassSumCoversPlainTextAndLeavesContextsAlone() {
        let font = FontSpec(size: 17)
        for text in ["Download Every Episode", "Не удалось сохранить", "設定を保存", "AVAWAY\tTa", ""] {
            XCTAssertNotNil(metricsMeasurer.contextFreeSum(of: text, font: font), text)
            XCTAssertEqual(metricsMeasurer.contextFreeAdvances(of: text, font: font)?.count, text.unicodeScalars.count, text)
        }
        for text in ["❤️ love", "😀", "ببب", "a\u{200D}b", "𠀋"] {
            XCTAssertNil(metricsMeasurer.contextFreeSum(of: text, font: font), text)
            XCTAssertNil(metricsMeasurer.contextFreeAdvances(of: text, font: font), text)
        }
    }

    func testWidthsWithoutArraysMatchMeasuredText() {
        let font = FontSpec(size: 17)
        for text in Self.strings {
            let analyzed = Self.analyzed(text, locale: "en")
            let exact = MeasuredText(text, font: font, measurer: metricsMeasurer)
            let shared = MeasuredText(text, font: font, measurer: metricsMeasurer, scalars: { analyzed.scalars }, prose: { analyzed.prose })
            XCTAssertEqual(shared.display, exact.display, text)
            XCTAssertEqual(shared.scalars, exact.scalars, text)
            XCTAssertEqual(shared.advances.map(\.bitPattern), exact.advances.map(\.bitPattern), text)
            XCTAssertEqual(shared.width.bitPattern, exact.width.bitPattern, text)
            XCTAssertEqual(WidthModel().width(of: analyzed, role: .button, font: font).bitPattern, exact.width.bitPattern, text)
            XCTAssertEqual(WidthModel().width(of: text, role: .button, font: font).bitPattern, exact.width.bitPattern, text)
        }
    }

    func testTextPreparedOnceLaysOutAsAFreshLayoutDoes() throws {
        let model = WidthModel()
        for role in [Role.button, .alertMessage, .tab] {
            for text in Self.strings {
                let analyzed = Self.analyzed(text, locale: "de")
                let wide = try XCTUnwrap(model.budget(for: role, deviceWidth: 393))
                let narrow = try XCTUnwrap(model.budget(for: role, deviceWidth: 320))
                let prepared = model.prepare(analyzed, role: role, font: wide.font)
                for budget in [wide, narrow] {
                    let fresh = model.layout(text, role: role, locale: "de", budget: budget)
                    let reused = model.layout(prepared, budget: budget)
                    XCTAssertEqual(reused.measurement, fresh.measurement, text)
                    XCTAssertEqual(reused.overflow, fresh.overflow, text)
                }
            }
        }
    }

    func testThePlainLineIsWhatTheLayoutFinds() {
        let extra = ["Line\nbreak", "Para\u{2028}graph", "a\u{85}b", "Tab\there", "Form\u{0C}feed", "Aé\nB", "Ж\u{2029}", "AVAWAY Тут"]
        for font in [FontSpec(size: 17), FontSpec(size: 13, weight: .semibold), FontSpec(size: 10)] {
            for text in Self.strings + extra {
                let exact = MeasuredText(text, font: font, measurer: metricsMeasurer)
                guard let line = metricsMeasurer.plainLine(of: text, font: font) else {
                    XCTAssertTrue(MeasuredText.mayHoldMarkup(text) || metricsMeasurer.contextFreeSum(of: text, font: font) == nil, text)
                    continue
                }
                XCTAssertFalse(MeasuredText.mayHoldMarkup(text), text)
                XCTAssertEqual(line.width.bitPattern, exact.width.bitPattern, text)
                XCTAssertEqual(line.hasNegativeAdvance, exact.advances.contains { $0 < 0 }, text)
                let hardBreak = exact.scalars.contains { [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029].contains($0.value) }
                XCTAssertEqual(line.hasHardBreak, hardBreak, text)
                let breakable = BreakableText(exact, locale: "en")
                for lineWidth in [1.0, 40, 120, 238, 361, 10_000] {
                    let fits = line.fitsOneLine(lineWidth: lineWidth)
                    XCTAssertEqual(fits, breakable.fitsOneLine(within: lineWidth + LineLayout.tolerance), text)
                    if fits { XCTAssertEqual(LineLayout(breakable, lineWidth: lineWidth).lineCount, 1, text) }
                }
            }
        }
    }

    func testTheAsciiPairTableIsTheAdvanceAndTheKerning() {
        for weight in FontSpec.Weight.allCases {
            let pairs = metricsMeasurer.metrics.asciiPairs(weight)
            let direct = metricsMeasurer.metrics.contextFree(weight)
            let kerning = metricsMeasurer.metrics.kerning(weight)
            for previous in 0..<128 {
                for next in 0..<128 where pairs.designUnits[previous << 7 | next] != AsciiPairAdvances.stop {
                    let expected = Double(direct[previous]) + kerning.adjustment(UInt32(previous), UInt32(next))
                    XCTAssertEqual(Double(pairs.designUnits[previous << 7 | next]), expected)
                    XCTAssertEqual(pairs.designUnits[AsciiPairAdvances.start << 7 | next], 0)
                }
            }
        }
    }

    func testMarkupSummedFromTheScannersEditsIsMeasuredTextsWidth() {
        let markup = [
            "%lld files in **%@**", "100%% sure ^[%lld photo](inflect: true)", "Delete “%@”?", "%1$@ of %2$lld",
            "[Learn More](https://apple.com) `code` <b>bold</b>", "_Nota_ bene: %.1f%%", "Ж %d ЖЖ", "%@\n%@", "❤️ %@",
        ]
        for font in [FontSpec(size: 17), FontSpec(size: 13, weight: .semibold)] {
            var summed = 0
            for text in Self.strings + markup where MeasuredText.mayHoldMarkup(text) {
                let analyzed = Self.analyzed(text, locale: "fr")
                let exact = MeasuredText(text, font: font, measurer: metricsMeasurer)
                let fast = MeasuredText.contextFreeWidth(of: text, scalars: analyzed.scalars, font: font, measurer: metricsMeasurer)
                if let fast {
                    XCTAssertEqual(fast.bitPattern, exact.width.bitPattern, text)
                    summed += 1
                } else {
                    XCTAssertNil(metricsMeasurer.contextFreeSum(of: exact.display, font: font), text)
                }
            }
            XCTAssertGreaterThan(summed, 5)
        }
    }

    func testTheSourceLengthIsItsProsesCharacterCount() {
        let texts = Self.strings + ["a\r\nb", "\r\r\n\n", "\r", "e\u{301}", "%@ https://a.com", "100％", "x^y"]
        for text in texts {
            XCTAssertEqual(CharacterCount.of(text), text.count, text)
            XCTAssertEqual(CharacterCount.scalars(of: text), text.unicodeScalars.count, text)
            let analyzed = Self.analyzed(text, locale: "en")
            XCTAssertEqual(ExpansionRatioCheck.proseLength(of: analyzed), ProseText(text).text.count, text)
        }
    }

    private func designUnits(_ scalars: UnsafeBufferPointer<UInt32>, weight: FontSpec.Weight, fastPath: Bool) -> [Double] {
        var result = [Double](repeating: 0, count: scalars.count)
        result.withUnsafeMutableBufferPointer { metricsMeasurer.fillDesignUnits(scalars, weight: weight, into: $0, fastPath: fastPath) }
        return result
    }

    private static func analyzed(_ text: String, locale: String) -> AnalyzedString {
        let entry = Entry(
            file: "Localizable.xcstrings", table: "Localizable", key: text, locale: locale, value: text,
            shouldTranslate: true, location: SourceLocation(line: 1, column: 1), isSource: false
        )
        return AnalyzedString(entry: entry, role: ResolvedRole(role: .button, source: .directive))
    }
}
