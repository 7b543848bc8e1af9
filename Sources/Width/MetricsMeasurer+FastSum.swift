import CopyText
extension MetricsMeasurer {
    /// `summedAdvances(of:font:)` in one pass over the UTF-8 for text whose every scalar is context free (in the
    /// Basic Multilingual Plane, with a ``WidthMetrics/contextFree(_:)`` advance: no emoji, Arabic, joiner or
    /// variation selector), as most UI strings are; nil as soon as a scalar is not, and the caller measures the
    /// text in full.
    func contextFreeSum(of text: String, font: FontSpec) -> Double? {
        let scale = font.size / metrics.designUnitsPerEm
        var sum = 0.0
        let count = forEachContextFreeAdvance(of: text, weight: font.weight) { _, designUnits in sum += designUnits * scale }
        return count == nil ? nil : sum
    }

    /// `contextFreeSum` for text that also holds no byte `MeasuredText.mayHoldMarkup` looks for (so it renders as
    /// written), checked in the same pass, with whether an advance is negative and whether a scalar forces a
    /// line break; nil for other text.
    ///
    /// The same additions in the same order as `contextFreeSum` (each scalar's advance and kerning added up in
    /// design units, which are integers and so exact, then scaled and added to the sum); an ASCII character
    /// takes its advance and kerning before an ASCII successor from one ``AsciiPairAdvances`` lookup.
    public func plainLine(of text: String, font: FontSpec) -> PlainLine? {
        let scale = font.size / metrics.designUnitsPerEm
        // Pointers into the metrics' storage: no array is retained or released per call.
        let lookups = metrics.plainLineLookups(font.weight)
        var text = text
        return text.withUTF8 { bytes -> PlainLine? in
            var sum = ScaledPlainLineSum(scale: scale)
            guard let scan = Self.scanPlainLine(bytes, lookups: lookups, into: &sum) else { return nil }
            return PlainLine(width: sum.width, hasNegativeAdvance: scan.signs < 0, hasHardBreak: scan.hardBreak)
        }
    }

    /// The advances of context-free text in design units added up in order (what `width(of:font:)` scales once);
    /// nil for other text.
    func contextFreeDesignUnitSum(of text: String, weight: FontSpec.Weight) -> Double? {
        var sum = 0.0
        let count = forEachContextFreeAdvance(of: text, weight: weight) { _, designUnits in sum += designUnits }
        return count == nil ? nil : sum
    }

    /// `advances(of:font:)` in one pass, for the same context-free text as `contextFreeSum`; nil for other text.
    func contextFreeAdvances(of text: String, font: FontSpec) -> [Double]? {
        let scale = font.size / metrics.designUnitsPerEm
        var complete = false
        let advances = [Double](unsafeUninitializedCapacity: text.utf8.count) { buffer, initialized in
            let count = forEachContextFreeAdvance(of: text, weight: font.weight) { index, designUnits in buffer[index] = designUnits * scale }
            complete = count != nil
            initialized = count ?? 0
        }
        return complete ? advances : nil
    }

    /// Calls `body` with each scalar's index and advance in design units (kerning included), in order, and returns
    /// how many scalars there were; stops and returns nil at the first scalar that is not context free.
    ///
    /// Each advance is final once the next scalar's kerning is known, so it is handed on then: the same values,
    /// in the same order, as `designUnits(of:weight:)` gives (callers scale them as `advances(of:font:)` does).
    private func forEachContextFreeAdvance(
        of text: String, weight: FontSpec.Weight, _ body: (Int, Double) -> Void
    ) -> Int? {
        let kerning = metrics.kerning(weight)
        var text = text
        return text.withUTF8 { bytes in
            metrics.contextFree(weight).withUnsafeBufferPointer { direct in
                kerning.left.withUnsafeBufferPointer { left in
                    kerning.right.withUnsafeBufferPointer { right in
                        kerning.matrix.withUnsafeBufferPointer { matrix -> Int? in
                            let kerns = !left.isEmpty
                            var count = 0
                            var pending = 0.0  // the previous scalar's advance in design units, before its kerning
                            var previous = -1  // the previous scalar, -1 before the first
                            var offset = 0
                            while offset < bytes.count {
                                let (scalar, length) = ScalarArray.scalarValue(at: offset, in: bytes)
                                // The metrics cover the BMP: a four-byte scalar takes the exact path.
                                guard scalar <= 0xFFFF else { return nil }
                                let value = Int(scalar)
                                offset += length
                                let advance = direct[value]
                                guard advance != WidthMetrics.uncovered else { return nil }
                                if previous >= 0 {
                                    if kerns {
                                        let leftClass = Int(left[previous])
                                        let rightClass = Int(right[value])
                                        if leftClass != 0, rightClass != 0 {
                                            pending += Double(matrix[leftClass * kerning.rightCount + rightClass])
                                        }
                                    }
                                    body(count - 1, pending)
                                }
                                pending = Double(advance)
                                previous = value
                                count += 1
                            }
                            if previous >= 0 { body(count - 1, pending) }
                            return count
                        }
                    }
                }
            }
        }
    }
}
