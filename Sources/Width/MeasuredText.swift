import CopyText
import Language

/// A string as it renders, measured scalar by scalar: Markdown delimiters and tags removed (SwiftUI draws
/// `**Done**` as "Done"), and each format specifier kept as written but given the width of a typical value,
/// so `%lld files` measures like "12 files" while a truncated rendition still shows "%lld".
public struct MeasuredText {
    /// The rendered text, specifiers kept as written.
    let display: String
    let scalars: [Unicode.Scalar]
    /// The advance of each scalar of `display`, in points.
    let advances: [Double]
    /// For each scalar of `display`, its offset in the original string (nil: the same offset).
    private let origins: [Int]?
    /// The original string's length in scalars.
    let originalCount: Int

    /// Every text `sample(for:)` gives.
    static let samples = ["12", "1.5", "X", "0x1F2E", "12 Xxxxxx", "Xxxxxx"]

    /// What a specifier is measured as, by what it converts (one of `samples`).
    static func sample(for kind: ProseText.Region.Kind) -> String? {
        guard case .formatSpecifier(let conversion) = kind else { return nil }
        switch conversion {
        case .signedInteger, .unsignedInteger: return "12"
        case .floatingPoint: return "1.5"
        case .character: return "X"
        case .pointer: return "0x1F2E"
        case .substitution: return "12 Xxxxxx"
        case .object, .cString, .substitutionArgument, .percentLiteral, nil: return "Xxxxxx"
        }
    }

    init(_ text: String, font: FontSpec, measurer: any TextMeasurer) {
        self.init(text, font: font, measurer: measurer, scalars: { Array(text.unicodeScalars) }, prose: { ProseText(text) })
    }

    /// Measures `text`, taking its scalars and its masked prose from `scalars` and `prose` when it needs them (an
    /// `AnalyzedString` has both already; the masking does not depend on the prose's locale).
    init(
        _ text: String, font: FontSpec, measurer: any TextMeasurer, scalars makeScalars: () -> [Unicode.Scalar],
        prose makeProse: () -> ProseText
    ) {
        guard Self.mayHoldMarkup(text) else {
            display = text
            scalars = makeScalars()
            advances = measurer.advances(of: text, font: font)
            origins = nil
            originalCount = scalars.count
            return
        }
        let prose = makeProse()
        var originalScalars: [Unicode.Scalar]?
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(prose.originalCount)
        var samples: [(start: Int, count: Int, sample: String)] = []
        var origins: [Int] = []
        origins.reserveCapacity(prose.originalCount)
        for (offset, scalar) in prose.scalars.enumerated() {
            if scalar == ProseText.placeholderMarker, let region = prose.placeholderRegion(atProse: offset) {
                // The placeholder as written (what `prose.originalText(region.range)` gives).
                if originalScalars == nil { originalScalars = makeScalars() }
                let range = region.range.clamped(to: 0..<prose.originalCount)
                let length = range.count
                scalars.append(contentsOf: originalScalars![range])
                origins.append(contentsOf: region.range.lowerBound..<(region.range.lowerBound + length))
                if let sample = Self.sample(for: region.kind), length > 0 {
                    samples.append((scalars.count - length, length, sample))
                }
            } else {
                scalars.append(scalar)
                origins.append(prose.originalOffset(ofProse: offset))
            }
        }
        let display = WordTokens.string(scalars[...])
        var advances = measurer.advances(of: display, font: font)
        for (start, length, sample) in samples where start + length <= advances.count {
            advances[start] = measurer.width(of: sample, font: font)
            for index in (start + 1)..<(start + length) { advances[index] = 0 }
        }
        self.display = display
        self.scalars = scalars
        self.advances = advances
        self.origins = origins
        self.originalCount = prose.originalCount
    }

    /// The original offset of a display offset (the end maps to the original's end).
    func originalOffset(_ displayOffset: Int) -> Int {
        guard let origins else { return displayOffset }
        return displayOffset < origins.count ? origins[displayOffset] : originalCount
    }

    /// Plain text (no `%`, Markdown or tag characters) needs no masking.
    static func mayHoldMarkup(_ text: String) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable(containsMarkupByte) { return found }
        return Array(text.utf8).withUnsafeBufferPointer(containsMarkupByte)
    }

    /// `%` `*` `<` `[` `\` `^` `_` `` ` `` as bits over U+0025…U+0060, one test for most of them; `~` apart.
    private static let markupFrom0x25: UInt64 = 1 << (0x25 - 0x25) | 1 << (0x2A - 0x25) | 1 << (0x3C - 0x25)
        | 1 << (0x5B - 0x25) | 1 << (0x5C - 0x25) | 1 << (0x5E - 0x25) | 1 << (0x5F - 0x25) | 1 << (0x60 - 0x25)

    private static func containsMarkupByte(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where isMarkupByte(byte) { return true }
        return false
    }

    /// Whether `byte` is one `mayHoldMarkup` looks for.
    @inline(__always)
    static func isMarkupByte(_ byte: UInt8) -> Bool {
        let offset = byte &- 0x25
        if offset < 60 { return markupFrom0x25 >> UInt64(offset) & 1 != 0 }
        return byte == UInt8(ascii: "~")
    }

    /// The width of the whole text on one line.
    var width: Double { advances.reduce(0, +) }

    /// `MeasuredText(text, font:, measurer:).width`, without building the scalar and advance arrays when the
    /// text has no markup to mask.
    public static func width(
        of text: String, font: FontSpec, measurer: any TextMeasurer, scalars: () -> [Unicode.Scalar], prose: () -> ProseText
    ) -> Double {
        // Plain text measured and checked for markup in one pass where the measurer can.
        if let sum = measurer.plainSummedAdvances(of: text, font: font) { return sum }
        guard mayHoldMarkup(text) else { return measurer.summedAdvances(of: text, font: font) }
        // With the metrics, the display scalars are summed from the markup scanner's edits: no `ProseText`.
        if let metricsMeasurer = measurer as? MetricsMeasurer,
           let width = contextFreeWidth(of: text, scalars: scalars(), font: font, measurer: metricsMeasurer) {
            return width
        }
        return MeasuredText(text, font: font, measurer: measurer, scalars: scalars, prose: prose).width
    }
}
