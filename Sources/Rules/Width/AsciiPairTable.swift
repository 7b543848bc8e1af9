/// The context-free advances of ASCII characters with their pair kerning folded in, for one weight: what lets
/// `TableMeasurer.plainLine(of:font:)` take an ASCII character with one lookup instead of an advance, two class
/// lookups and a kerning matrix lookup.
struct AsciiPairTable: Sendable {
    /// `units[previous << 7 | next]`: the advance of ASCII character `previous` in font units, kerning before
    /// ASCII character `next` included (as `WidthTable.Kerning.adjustment` gives it). Meaningless where
    /// `previous` has no context-free advance (the plain sum stops at such a character first).
    let units: [Int32]
    /// Bit `b` (of `low` for `b < 64`, of `high` for the rest): ASCII byte `b` cannot be taken with `units`
    /// alone: a markup byte (`MeasuredText.isMarkupByte`), a hard line break (U+000A…U+000D), or a character
    /// without a context-free advance.
    let stopsLow: UInt64
    let stopsHigh: UInt64

    init(contextFree: [UInt16], kerning: WidthTable.Kerning) {
        var units = [Int32](repeating: 0, count: 128 * 128)
        var stopsLow: UInt64 = 0
        var stopsHigh: UInt64 = 0
        for previous in 0..<128 {
            let advance = Int32(contextFree[previous])
            for next in 0..<128 {
                units[previous << 7 | next] = advance + Int32(kerning.adjustment(UInt32(previous), UInt32(next)))
            }
            let byte = UInt8(previous)
            if MeasuredText.isMarkupByte(byte) || (0x0A...0x0D).contains(byte) || contextFree[previous] == WidthTable.uncovered {
                if previous < 64 { stopsLow |= 1 << UInt64(previous) } else { stopsHigh |= 1 << UInt64(previous - 64) }
            }
        }
        self.units = units
        self.stopsLow = stopsLow
        self.stopsHigh = stopsHigh
    }

    /// Whether ASCII byte `byte` (below 0x80) is one of the stops.
    @inline(__always)
    func stops(_ byte: UInt8) -> Bool {
        byte < 64 ? stopsLow >> UInt64(byte) & 1 != 0 : stopsHigh >> UInt64(byte &- 64) & 1 != 0
    }
}
