import Catalogs
@testable import Rules
@testable import Width
import XCTest

/// `expansion-ratio`'s prefilter from integer design units against the exact width it stands in for, on the strings of
/// the text folders (the Kestrel fixtures, the example, the real-app corpora when present): the design-unit sum is `plainLine`'s additions unscaled, and the prefilter only says "within" where the exact
/// ratio is.
final class ExpansionRatioPrefilterTests: XCTestCase {
    private let metricsMeasurer = MetricsMeasurer.shared

    private static let strings: [String] = {
        let corpus = WidthFixtures.ScriptGroup.allCases.flatMap { WidthFixtures.sample($0, limit: 400) }
        let contexts = [
            "AVAWAY Та Γο", "Line\nbreak", "Para\u{2028}graph", "%lld files", "❤️ love", "ببب باب", "T.", "", " ",
            "𠀋😀", String(repeating: "Wide text ", count: 500),
        ]
        return corpus + contexts
    }()

    func testTheUnitSumIsThePlainLineUnscaled() {
        for font in [FontSpec(size: 17), FontSpec(size: 13, weight: .semibold), FontSpec(size: 10), FontSpec(size: 20)] {
            let scale = font.size / metricsMeasurer.metrics.designUnitsPerEm
            var summed = 0
            for text in Self.strings {
                let line = metricsMeasurer.plainLine(of: text, font: font)
                guard let designUnits = metricsMeasurer.plainDesignUnitSum(of: text, weight: font.weight) else {
                    XCTAssertTrue(line == nil || line!.hasNegativeAdvance, text)
                    continue
                }
                summed += 1
                guard let line else {
                    XCTFail("no plain line for \(text)")
                    continue
                }
                let width = line.width
                XCTAssertFalse(line.hasNegativeAdvance, text)
                XCTAssertEqual(width, WidthModel.width(of: Self.analyzed(text), measurer: metricsMeasurer, font: font), text)
                XCTAssertLessThanOrEqual(abs(width - Double(designUnits) * scale), Double(designUnits) * scale * 1e-13, text)
            }
            // Shaped scripts (Arabic, Devanagari) have no plain sum; Kestrel's 321 Latin, Cyrillic and Greek
            // values alone, less the few with emoji, are over 200.
            XCTAssertGreaterThan(summed, 200)
        }
    }

    func testThePrefilterSaysWithinOnlyWhereTheExactRatioIs() {
        let font = FontSpec(size: 17)
        let scale = font.size / metricsMeasurer.metrics.designUnitsPerEm
        var prefiltered = 0
        for text in Self.strings where text.utf8.count <= ExpansionRatioPrefilter.maximumBytes {
            guard let designUnits = metricsMeasurer.plainDesignUnitSum(of: text, weight: font.weight), designUnits > 0 else { continue }
            let width = metricsMeasurer.plainLine(of: text, font: font)!.width
            for sourceWidth in [3.7, 41.25, 100, 238.9] {
                let ratio = width / sourceWidth
                // Limits far from, near and at the exact ratio, on both sides.
                for limit in [ratio * 0.5, ratio.nextDown, ratio, ratio.nextUp, ratio * (1 + 1e-13), ratio * (1 + 3e-12), ratio * 2] {
                    let within = ExpansionRatioPrefilter.isSurelyWithin(designUnits: designUnits, scale: scale, sourceWidth: sourceWidth, limit: limit)
                    XCTAssertEqual(ExpansionRatioPrefilter.isSurelyWithin(text, font: font, sourceWidth: sourceWidth, limit: limit), within)
                    if within {
                        prefiltered += 1
                        XCTAssertFalse(ratio > limit, text)
                    }
                }
                XCTAssertTrue(ExpansionRatioPrefilter.isSurelyWithin(designUnits: designUnits, scale: scale, sourceWidth: sourceWidth, limit: ratio * 2))
                XCTAssertFalse(ExpansionRatioPrefilter.isSurelyWithin(designUnits: designUnits, scale: scale, sourceWidth: sourceWidth, limit: ratio))
            }
        }
        XCTAssertGreaterThan(prefiltered, 0)
    }

    /// Text with markup, specifiers of every kind, `%%`, tags and negative kerning next to the corpus.
    private static let markup: [String] = [
        "%lld files in **%@**", "100%% sure ^[%lld photo](inflect: true)", "Delete “%@”?", "%1$@ of %2$lld", "%p %c %f %s",
        "[Learn More](https://apple.com) `code` <b>bold</b>", "_Nota_ bene: %.1f%%", "Ж %d ЖЖ", "%@\n%@", "❤️ %@",
        "A<br>V<p>A</p>W", "AV%@AV", "%%%%%%", "T.%@.T", "<li>%lld</li><hr/>", "% @ loose", "50％ ％@ ％％", "%#@files@",
        "Yo.Te,%i AVAVAV", "`AV` https://a.com/AV_AV _AV_",
    ]

    func testTheDisplayBoundIsAtLeastTheExactWidth() {
        for font in [FontSpec(size: 17), FontSpec(size: 13, weight: .semibold), FontSpec(size: 10)] {
            let scale = font.size / metricsMeasurer.metrics.designUnitsPerEm
            var bounded = 0
            for text in Self.strings + Self.markup {
                guard let bound = metricsMeasurer.displayDesignUnitBound(of: text, weight: font.weight) else {
                    XCTAssertNil(metricsMeasurer.plainDesignUnitSum(of: text, weight: font.weight), text)
                    continue
                }
                bounded += 1
                let width = WidthModel.width(of: Self.analyzed(text), measurer: metricsMeasurer, font: font)
                XCTAssertLessThanOrEqual(width, Double(bound) * scale, text)
                if let designUnits = metricsMeasurer.plainDesignUnitSum(of: text, weight: font.weight) {
                    XCTAssertLessThanOrEqual(designUnits, bound, text)
                }
            }
            XCTAssertGreaterThan(bounded, Self.strings.count / 2)
        }
    }

    func testThePrefilterSaysWithinOnlyWhereTheExactRatioIsForMarkup() {
        var prefiltered = 0
        for font in [FontSpec(size: 17), FontSpec(size: 13, weight: .semibold)] {
            for text in Self.markup + Self.strings where MeasuredText.mayHoldMarkup(text) && !text.isEmpty {
                let width = WidthModel.width(of: Self.analyzed(text), measurer: metricsMeasurer, font: font)
                for sourceWidth in [3.7, 41.25, 100, 238.9] {
                    let ratio = width / sourceWidth
                    for limit in [ratio * 0.5, ratio.nextDown, ratio, ratio.nextUp, ratio * 1.2, ratio * 2, ratio * 4] {
                        if ExpansionRatioPrefilter.isSurelyWithin(text, font: font, sourceWidth: sourceWidth, limit: limit) {
                            prefiltered += 1
                            XCTAssertFalse(ratio > limit, text)
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(prefiltered, 0)
    }

    private static func analyzed(_ text: String) -> AnalyzedString {
        let entry = Entry(
            file: "Localizable.xcstrings", table: "Localizable", key: text, locale: "fr", value: text,
            shouldTranslate: true, location: SourceLocation(line: 1, column: 1), isSource: false
        )
        return AnalyzedString(entry: entry, role: ResolvedRole(role: .button, source: .directive))
    }
}
