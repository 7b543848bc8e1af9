/// The context-free advances of ASCII characters with their pair kerning folded in, for one weight: what lets
/// `TableMeasurer.plainLine(of:font:)` take an ASCII character after an ASCII one with one lookup instead of an
/// advance, two class lookups, a kerning matrix lookup and three tests of the character.
struct AsciiPairTable: Sendable {
    /// The row of `units` for the start of the text (nothing before).
    static let start = 128
    /// What `units` holds in the column of every stop.
    static let stop = Int32.min

    /// `units[previous << 7 | next]`: the advance of ASCII character `previous` in font units, kerning before
    /// ASCII character `next` included (as `WidthTable.Kerning.adjustment` gives it); 0 in row ``start``, and
    /// ``stop`` in the column of a character the plain sum cannot take from this table alone: a markup byte
    /// (`MeasuredText.isMarkupByte`), a hard line break (U+000A…U+000D), or a character without a context-free
    /// advance. Meaningless where `previous` is one without a context-free advance (the sum stops there first).
    let units: [Int32]

    init(contextFree: [UInt16], kerning: WidthTable.Kerning) {
        var units = [Int32](repeating: 0, count: (Self.start + 1) << 7)
        for previous in 0...Self.start {
            for next in 0..<128 {
                let byte = UInt8(next)
                if MeasuredText.isMarkupByte(byte) || (0x0A...0x0D).contains(byte) || contextFree[next] == WidthTable.uncovered {
                    units[previous << 7 | next] = Self.stop
                } else if previous < Self.start {
                    units[previous << 7 | next] = Int32(contextFree[previous])
                        + Int32(kerning.adjustment(UInt32(previous), UInt32(next)))
                }
            }
        }
        self.units = units
    }
}
