/// The font a string is measured in.
///
/// Width rules never name a font file: they ask for a size and a weight (from the role's text style and the
/// Dynamic Type size), and the configured ``TextMeasurer`` decides which advances that means (the bundled
/// metrics, or a real font shaped with HarfBuzz).
public struct FontSpec: Sendable, Hashable {
    /// The two weights iOS text styles use for UI copy: Headline and emphasized styles are semibold.
    public enum Weight: String, Sendable, Hashable, CaseIterable {
        case regular
        case semibold

        /// The OpenType `wght` axis value of the weight.
        public var axisValue: Double {
            switch self {
            case .regular: return 400
            case .semibold: return 600
            }
        }
    }

    /// The point size.
    public var size: Double
    public var weight: Weight

    public init(size: Double, weight: Weight = .regular) {
        self.size = size
        self.weight = weight
    }
}

/// Measures how wide text renders, so width rules can compare it with a role's budget in points rather than in
/// characters (which are wrong for proportional fonts: "WWWW" is three times "iiii", an ideograph twice a Latin
/// letter).
///
/// Two implementations: ``MetricsMeasurer`` (the default: bundled per-character advances, deterministic, no
/// fonts needed) and ``ShapedMeasurer`` (a real font file shaped with HarfBuzz: kerning, ligatures, Arabic
/// joining, Indic clusters).
public protocol TextMeasurer: Sendable {
    /// A short description for `copylint measure` ("width tables (…)", "shaped with HarfBuzz: …"; the output keeps these words).
    var name: String { get }

    /// The advance of each Unicode scalar of `text`, in points, in order. A cluster's whole advance sits on its
    /// first scalar (combining marks, the second half of a ligature and the scalars after an emoji's first are
    /// 0), so the width of any run of scalars is the sum of its entries.
    func advances(of text: String, font: FontSpec) -> [Double]

    /// The width of `text` on one line, in points.
    func width(of text: String, font: FontSpec) -> Double

    /// Exactly `advances(of:font:).reduce(0, +)` (the same additions in the same order), which a measurer may
    /// compute without building the array.
    func summedAdvances(of text: String, font: FontSpec) -> Double

    /// `summedAdvances(of:font:)` and what a line layout needs to know besides, when the measurer can tell in
    /// the same pass that `text` holds no byte `MeasuredText` would mask (`%`, Markdown, tags); nil when it
    /// does, or when the measurer cannot tell cheaply.
    func plainLine(of text: String, font: FontSpec) -> PlainLine?
}

/// Plain text (nothing `MeasuredText` masks) measured on one line: its width, exactly as `MeasuredText` sums
/// its advances, and the two facts besides the width that decide whether it takes one line
/// (`BreakableText.fitsOneLine(within:)`).
public struct PlainLine: Sendable {
    /// `advances(of:font:).reduce(0, +)`.
    public var width: Double
    /// Some advance is negative (kerning can make one so).
    public var hasNegativeAdvance: Bool
    /// Some scalar forces a line break after it (U+000A…U+000D, U+0085, U+2028, U+2029).
    public var hasHardBreak: Bool
}

extension TextMeasurer {
    public func width(of text: String, font: FontSpec) -> Double {
        advances(of: text, font: font).reduce(0, +)
    }

    public func summedAdvances(of text: String, font: FontSpec) -> Double {
        advances(of: text, font: font).reduce(0, +)
    }

    public func plainLine(of text: String, font: FontSpec) -> PlainLine? { nil }

    /// `plainLine(of:font:)`'s width.
    public func plainSummedAdvances(of text: String, font: FontSpec) -> Double? {
        plainLine(of: text, font: font)?.width
    }
}
