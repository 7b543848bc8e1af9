import CopyText

extension MetricsMeasurer {
    /// An upper bound, in design units, of the width `MeasuredText.width` gives `text` with the metrics (markup
    /// masked, specifiers measured as their samples), allowing for the rounding of its floating-point sum; nil
    /// when a scalar of `text` has no context-free advance (or is outside the Basic Multilingual Plane), or the
    /// bound is not known for the weight.
    ///
    /// The display text `MeasuredText` sums keeps the text's scalars (a placeholder is put back as written),
    /// less the markup it removes, with a `%` for each `%%` and a space for each block tag; a specifier's first
    /// scalar takes its sample's width and the rest 0. Each display scalar adds its advance and its kerning
    /// before the next display scalar. Every run of removed scalars starts at a `%`, `％`, `*`, `_`, `~`, `[`,
    /// `]`, `^`, `\` or `<` (a "special" scalar), so a scalar whose next scalar in the text is not special and
    /// is not special itself keeps that neighbour: its exact kerning is added, and any other scalar gets the
    /// largest kerning its class can take instead (each term at least 0, as a replaced one is). Each percent
    /// sign (where every specifier and `%%` starts) adds the widest sample and a `%`, each `<` (where every
    /// tag starts) a space, both with their largest kerning. The sum's rounding error is at most
    /// (2n + 4)·2⁻⁵³ times the sum of its n terms' magnitudes, each at most an advance plus `largestKerning`:
    /// for any text of fewer than a million scalars 2⁻³⁰ of that sum bounds it, and is added.
    public func displayDesignUnitBound(of text: String, weight: FontSpec.Weight) -> Int? {
        let lookups = metrics.plainLineLookups(weight)
        guard let sampleBound = lookups.sampleBound else { return nil }
        let direct = lookups.direct
        let percent = Int(UInt8(ascii: "%"))
        let space = Int(UInt8(ascii: " "))
        guard direct[percent] != WidthMetrics.uncovered, direct[space] != WidthMetrics.uncovered else { return nil }
        /// The largest kerning after `scalar` (0 without kerning or when none is positive).
        @inline(__always) func largestKerning(after scalar: Int) -> Int {
            lookups.kerns ? Int(lookups.largestKerningAfter[Int(lookups.left[scalar])]) : 0
        }
        /// The exact kerning of `previous` before `next`.
        @inline(__always) func kerning(_ previous: Int, before next: Int) -> Int {
            guard lookups.kerns else { return 0 }
            let leftClass = Int(lookups.left[previous])
            let rightClass = Int(lookups.right[next])
            guard leftClass != 0, rightClass != 0 else { return 0 }
            return Int(lookups.matrix[leftClass * lookups.rightCount + rightClass])
        }
        var text = text
        return text.withUTF8 { bytes -> Int? in
            var bound = 0  // the terms' upper bounds
            var magnitudes = 0  // the terms' largest magnitudes
            var scalars = 0
            var percentSigns = 0
            var tagStarts = 0
            var previous = -1
            var previousIsSpecial = false
            var offset = 0
            let count = bytes.count
            while offset < count {
                let byte = bytes[offset]
                let value: Int
                if byte < 0x80 {
                    value = Int(byte)
                    offset += 1
                } else {
                    let (scalar, length) = ScalarArray.scalarValue(at: offset, in: bytes)
                    guard scalar <= 0xFFFF else { return nil }
                    value = Int(scalar)
                    offset += length
                }
                let advance = direct[value]
                guard advance != WidthMetrics.uncovered else { return nil }
                let isSpecial = Self.isSpecialInDisplay(value)
                if value == percent || value == 0xFF05 { percentSigns += 1 }
                if value == Int(UInt8(ascii: "<")) { tagStarts += 1 }
                if previous >= 0 {
                    let kern = previousIsSpecial || isSpecial ? largestKerning(after: previous) : kerning(previous, before: value)
                    bound += max(0, Int(direct[previous]) + kern)
                }
                magnitudes += Int(advance) + lookups.largestKerning
                scalars += 1
                previous = value
                previousIsSpecial = isSpecial
            }
            if previous >= 0 {
                bound += Int(direct[previous]) + (previousIsSpecial ? largestKerning(after: previous) : 0)
            }
            let percentExtra = sampleBound + Int(direct[percent]) + largestKerning(after: percent)
            let tagExtra = Int(direct[space]) + largestKerning(after: space)
            magnitudes += percentSigns * (sampleBound + percentExtra + lookups.largestKerning)
                + tagStarts * (tagExtra + lookups.largestKerning)
            bound += percentSigns * percentExtra + tagStarts * tagExtra
            return bound + (magnitudes >> 30) + 1
        }
    }

    /// Whether a scalar may start a run of scalars `MeasuredText` removes, or be replaced (see
    /// `displayDesignUnitBound`): the first scalar of every edit of `ProseMarkupScanner` that puts other scalars in
    /// the display than its own.
    @inline(__always)
    private static func isSpecialInDisplay(_ value: Int) -> Bool {
        switch value {
        case 0x25, 0x2A, 0x5F, 0x7E, 0x5B, 0x5D, 0x5E, 0x5C, 0x3C, 0xFF05: return true  // % * _ ~ [ ] ^ \ < ％
        default: return false
        }
    }
}
