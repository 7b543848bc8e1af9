/// The context-free advances of ASCII characters with their pair kerning folded in, for one weight: what lets
/// `MetricsMeasurer.plainLine(of:font:)` take an ASCII character after an ASCII one with one lookup instead of an
/// advance, two class lookups, a kerning matrix lookup and three tests of the character.
struct AsciiPairAdvances: Sendable {
    /// The row of `designUnits` for the start of the text (nothing before).
    static let start = 128
    /// What `designUnits` holds in the column of every stop.
    static let stop = Int32.min

    /// `designUnits[previous << 7 | next]`: the advance of ASCII character `previous` in design units, kerning before
    /// ASCII character `next` included (as `WidthMetrics.Kerning.adjustment` gives it); 0 in row ``start``, and
    /// ``stop`` in the column of a character the plain sum cannot take from these advances alone: a markup byte
    /// (`MeasuredText.isMarkupByte`), a hard line break (U+000A…U+000D), or a character without a context-free
    /// advance. Meaningless where `previous` is one without a context-free advance (the sum stops there first).
    let designUnits: [Int32]

    init(contextFree: [UInt16], kerning: WidthMetrics.Kerning) {
        var designUnits = [Int32](repeating: 0, count: (Self.start + 1) << 7)
        for previous in 0...Self.start {
            for next in 0..<128 {
                let byte = UInt8(next)
                if MeasuredText.isMarkupByte(byte) || (0x0A...0x0D).contains(byte) || contextFree[next] == WidthMetrics.uncovered {
                    designUnits[previous << 7 | next] = Self.stop
                } else if previous < Self.start {
                    designUnits[previous << 7 | next] = Int32(contextFree[previous])
                        + Int32(kerning.adjustment(UInt32(previous), UInt32(next)))
                }
            }
        }
        self.designUnits = designUnits
    }
}
