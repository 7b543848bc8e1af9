import CopyText

/// What one pass of ``MetricsMeasurer/scanPlainLine(_:lookups:into:)`` adds each advance (kerning included, in
/// design units) to: the scaled width `plainLine` gives, or the exact integer sum `plainDesignUnitSum` gives. One loop serves
/// both; it is specialized for each conformance (one out-of-line copy each), so neither pays for the other.
protocol PlainLineSum {
    /// Whether the pass looks for scalars that force a line break (only `plainLine` reports them).
    static var findsHardBreaks: Bool { get }
    mutating func add(_ designUnits: Int32)
}

/// `plainLine`'s width: each advance scaled to points and added in order.
struct ScaledPlainLineSum: PlainLineSum {
    static var findsHardBreaks: Bool { true }
    let scale: Double
    var width = 0.0

    @inline(__always)
    mutating func add(_ designUnits: Int32) { width += Double(designUnits) * scale }
}

/// `plainDesignUnitSum`'s total: the advances in design units, added exactly.
struct DesignUnitPlainLineSum: PlainLineSum {
    static var findsHardBreaks: Bool { false }
    var designUnits = 0

    @inline(__always)
    mutating func add(_ designUnits: Int32) { self.designUnits &+= Int(designUnits) }
}

extension MetricsMeasurer {
    /// The advances `plainLine(of:font:)` adds up for `text` in design units (kerning included), as one exact
    /// integer: for text `plainLine` measures (nil where it gives nil) whose every advance is at least 0 (nil
    /// where kerning makes one negative). The same lookups as `plainLine` with no scaling, so a caller can
    /// bound `plainLine`'s width without its floating-point additions (see `ExpansionRatioPrefilter`).
    public func plainDesignUnitSum(of text: String, weight: FontSpec.Weight) -> Int? {
        let lookups = metrics.plainLineLookups(weight)
        var text = text
        return text.withUTF8 { bytes -> Int? in
            var sum = DesignUnitPlainLineSum()
            guard let scan = Self.scanPlainLine(bytes, lookups: lookups, into: &sum), scan.signs >= 0 else { return nil }
            return sum.designUnits
        }
    }

    /// The one pass over UTF-8 that `plainLine` and `plainDesignUnitSum` share: hands each scalar's advance with its
    /// kerning before the next (ASCII after ASCII from one ``AsciiPairAdvances`` lookup) to `sum`, in order, and
    /// returns every advance or-ed together (negative when one is) and whether a scalar forces a line break
    /// (false when `Sum` does not look for one);
    /// nil at the first byte the sum cannot take (a markup byte `MeasuredText.mayHoldMarkup` looks for, a scalar
    /// without a context-free advance, or one outside the Basic Multilingual Plane).
    @inline(never)
    static func scanPlainLine<Sum: PlainLineSum>(
        _ bytes: UnsafeBufferPointer<UInt8>, lookups: PlainLineLookups, into sum: inout Sum
    ) -> (signs: Int32, hardBreak: Bool)? {
        let direct = lookups.direct
        let pairs = lookups.pairs
        /// The advance of `previous` with its kerning before `next`, looked up apart from the pair advances.
        @inline(__always) func designUnits(_ previous: Int, before next: Int) -> Int32 {
            var designUnits = Int32(direct[previous])
            if lookups.kerns {
                let leftClass = Int(lookups.left[previous])
                let rightClass = Int(lookups.right[next])
                if leftClass != 0, rightClass != 0 {
                    designUnits += Int32(lookups.matrix[leftClass * lookups.rightCount + rightClass])
                }
            }
            return designUnits
        }
        var signs: Int32 = 0  // every advance or-ed together: negative when one is
        var hardBreak = false
        var row = AsciiPairAdvances.start  // the previous scalar when ASCII, or the start; else -1
        var previous = -1  // the previous scalar when not ASCII, else -1
        var offset = 0
        let count = bytes.count
        while offset < count {
            if row >= 0 {
                // ASCII after ASCII (or the start): one lookup a character. The start row holds 0, which
                // leaves either sum as it is.
                while offset < count {
                    let byte = bytes[offset]
                    guard byte < 0x80 else { break }
                    let advance = pairs[row << 7 | Int(byte)]
                    guard advance != AsciiPairAdvances.stop else { break }
                    signs |= advance
                    sum.add(advance)
                    row = Int(byte)
                    offset += 1
                }
                guard offset < count else { break }
            }
            let byte = bytes[offset]
            let value: Int
            let length: Int
            if byte < 0x80 {
                // A stop (a markup byte or one without a context-free advance; a line break the sum takes),
                // or ASCII after a scalar that is not.
                if MeasuredText.isMarkupByte(byte) || direct[Int(byte)] == WidthMetrics.uncovered { return nil }
                if Sum.findsHardBreaks, (0x0A...0x0D).contains(byte) { hardBreak = true }
                value = Int(byte)
                length = 1
            } else {
                let (scalar, scalarLength) = ScalarArray.scalarValue(at: offset, in: bytes)
                // The metrics cover the BMP: a four-byte scalar takes the exact path.
                guard scalar <= 0xFFFF, direct[Int(scalar)] != WidthMetrics.uncovered else { return nil }
                value = Int(scalar)
                length = scalarLength
                if Sum.findsHardBreaks, value == 0x85 || value == 0x2028 || value == 0x2029 { hardBreak = true }
            }
            if row != AsciiPairAdvances.start {
                let advance = designUnits(row >= 0 ? row : previous, before: value)
                signs |= advance
                sum.add(advance)
            }
            if value < 0x80 {
                row = value
            } else {
                row = -1
                previous = value
            }
            offset += length
        }
        if row != AsciiPairAdvances.start {
            let advance = Int32(direct[row >= 0 ? row : previous])
            signs |= advance
            sum.add(advance)
        }
        return (signs, hardBreak)
    }
}
