import CopyText

extension TableMeasurer {
    /// The advances `plainLine(of:font:)` adds up for `text` in font units (kerning included), as one exact
    /// integer: for text `plainLine` measures (nil where it gives nil) whose every advance is at least 0 (nil
    /// where kerning makes one negative). The same lookups as `plainLine` with no scaling, so a caller can
    /// bound `plainLine`'s width without its floating-point additions (see `ExpansionRatioScreen`).
    func plainUnitSum(of text: String, weight: FontSpec.Weight) -> Int? {
        let tables = table.plainLineTables(weight)
        let direct = tables.direct
        let pairs = tables.pairs
        var text = text
        return text.withUTF8 { bytes -> Int? in
            /// The advance of `previous` with its kerning before `next` (as `plainLine` looks it up).
            @inline(__always) func units(_ previous: Int, before next: Int) -> Int32 {
                var units = Int32(direct[previous])
                if tables.kerns {
                    let leftClass = Int(tables.left[previous])
                    let rightClass = Int(tables.right[next])
                    if leftClass != 0, rightClass != 0 {
                        units += Int32(tables.matrix[leftClass * tables.rightCount + rightClass])
                    }
                }
                return units
            }
            var sum = 0
            var signs: Int32 = 0  // every advance or-ed together: negative when one is
            var row = AsciiPairTable.start  // the previous scalar when ASCII, or the start; else -1
            var previous = -1  // the previous scalar when not ASCII, else -1
            var offset = 0
            let count = bytes.count
            while offset < count {
                if row >= 0 {
                    // ASCII after ASCII (or the start): one lookup a character; the start row holds 0.
                    while offset < count {
                        let byte = bytes[offset]
                        guard byte < 0x80 else { break }
                        let advance = pairs[row << 7 | Int(byte)]
                        guard advance != AsciiPairTable.stop else { break }
                        signs |= advance
                        sum &+= Int(advance)
                        row = Int(byte)
                        offset += 1
                    }
                    guard offset < count else { break }
                }
                let byte = bytes[offset]
                let value: Int
                let length: Int
                if byte < 0x80 {
                    // A stop (plainLine gives nil for markup and uncovered bytes; a line break it takes),
                    // or ASCII after a scalar that is not.
                    if MeasuredText.isMarkupByte(byte) || direct[Int(byte)] == WidthTable.uncovered { return nil }
                    value = Int(byte)
                    length = 1
                } else {
                    let (scalar, scalarLength) = ScalarArray.scalarValue(at: offset, in: bytes)
                    guard scalar <= 0xFFFF, direct[Int(scalar)] != WidthTable.uncovered else { return nil }
                    value = Int(scalar)
                    length = scalarLength
                }
                if row != AsciiPairTable.start {
                    let advance = units(row >= 0 ? row : previous, before: value)
                    signs |= advance
                    sum &+= Int(advance)
                }
                if value < 0x80 {
                    row = value
                } else {
                    row = -1
                    previous = value
                }
                offset += length
            }
            if row != AsciiPairTable.start {
                let advance = Int32(direct[row >= 0 ? row : previous])
                signs |= advance
                sum &+= Int(advance)
            }
            return signs < 0 ? nil : sum
        }
    }
}
