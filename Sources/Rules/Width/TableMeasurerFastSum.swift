extension TableMeasurer {
    /// `summedAdvances(of:font:)` in one pass over the UTF-8 for text whose every scalar is context free (in the
    /// Basic Multilingual Plane, with a ``WidthTable/contextFree(_:)`` advance: no emoji, Arabic, joiner or
    /// variation selector), as most UI strings are; nil as soon as a scalar is not, and the caller measures the
    /// text in full.
    ///
    /// Each advance is final once the next scalar's kerning is known, so it is scaled and added then: the same
    /// additions, in the same order, as summing `advances(of:font:)`.
    func contextFreeSum(of text: String, font: FontSpec) -> Double? {
        let scale = font.size / table.unitsPerEm
        let kerning = table.kerning(font.weight)
        var text = text
        return text.withUTF8 { bytes in
            table.contextFree(font.weight).withUnsafeBufferPointer { direct in
                kerning.left.withUnsafeBufferPointer { left in
                    kerning.right.withUnsafeBufferPointer { right in
                        kerning.matrix.withUnsafeBufferPointer { matrix -> Double? in
                            let kerns = !left.isEmpty
                            var sum = 0.0
                            var pending = 0.0  // the previous scalar's advance in font units, before its kerning
                            var previous = -1  // the previous scalar, -1 before the first
                            var offset = 0
                            while offset < bytes.count {
                                // A String's UTF-8 is always valid; four-byte sequences are outside the BMP.
                                let lead = Int(bytes[offset])
                                let value: Int
                                if lead < 0x80 {
                                    value = lead
                                    offset += 1
                                } else if lead < 0xE0 {
                                    value = (lead & 0x1F) << 6 | Int(bytes[offset + 1] & 0x3F)
                                    offset += 2
                                } else if lead < 0xF0 {
                                    value = (lead & 0x0F) << 12 | Int(bytes[offset + 1] & 0x3F) << 6 | Int(bytes[offset + 2] & 0x3F)
                                    offset += 3
                                } else {
                                    return nil
                                }
                                let advance = direct[value]
                                guard advance != WidthTable.uncovered else { return nil }
                                if previous >= 0 {
                                    if kerns {
                                        let leftClass = Int(left[previous])
                                        let rightClass = Int(right[value])
                                        if leftClass != 0, rightClass != 0 {
                                            pending += Double(matrix[leftClass * kerning.rightCount + rightClass])
                                        }
                                    }
                                    sum += pending * scale
                                }
                                pending = Double(advance)
                                previous = value
                            }
                            if previous >= 0 { sum += pending * scale }
                            return sum
                        }
                    }
                }
            }
        }
    }
}
