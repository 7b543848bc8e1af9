extension MeasuredText {
    /// `MeasuredText(text, font:, measurer:, scalars:, prose:).width` for text with markup, added up scalar by
    /// scalar without building the display string, the scalar and advance arrays or the sample list, when the
    /// table measurer takes every display scalar context free (as `TableMeasurer.contextFreeAdvances` does for
    /// the display string); nil otherwise (the caller builds the `MeasuredText`).
    ///
    /// The display scalars are the prose's, each placeholder marker replaced by the placeholder as written; a
    /// specifier's first scalar takes its sample's width and the rest 0, as `init` sets them.
    static func contextFreeWidth(
        prose: ProseText, font: FontSpec, measurer: TableMeasurer, scalars makeScalars: () -> [Unicode.Scalar]
    ) -> Double? {
        let proseScalars = prose.scalars
        let capacity = proseScalars.count + prose.originalCount
        guard capacity > 0 else { return nil }
        var originalScalars: [Unicode.Scalar]?
        return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: capacity) { values in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: capacity) { replacements in
                var count = 0
                for (offset, scalar) in proseScalars.enumerated() {
                    if scalar == ProseText.placeholderMarker, let region = prose.placeholderRegion(atProse: offset) {
                        if originalScalars == nil { originalScalars = makeScalars() }
                        let range = region.range.clamped(to: 0..<prose.originalCount)
                        let sampleWidth = sample(for: region.kind).map { measurer.width(of: $0, font: font) }
                        for index in range {
                            values[count] = originalScalars![index].value
                            replacements[count] = sampleWidth.map { index == range.lowerBound ? $0 : 0 } ?? .nan
                            count += 1
                        }
                    } else {
                        values[count] = scalar.value
                        replacements[count] = .nan
                        count += 1
                    }
                }
                return measurer.contextFreeSum(
                    of: UnsafeBufferPointer(rebasing: values[0..<count]),
                    replacing: UnsafeBufferPointer(rebasing: replacements[0..<count]), font: font
                )
            }
        }
    }
}

extension TableMeasurer {
    /// `contextFreeAdvances` of the text made of the scalar values `values`, each advance replaced by the
    /// matching entry of `replacements` where that is not NaN, added up in order; nil when a scalar is not
    /// context free.
    func contextFreeSum(
        of values: UnsafeBufferPointer<UInt32>, replacing replacements: UnsafeBufferPointer<Double>, font: FontSpec
    ) -> Double? {
        let scale = font.size / table.unitsPerEm
        let kerning = table.kerning(font.weight)
        return table.contextFree(font.weight).withUnsafeBufferPointer { direct -> Double? in
            var sum = 0.0
            var pending = 0.0  // the previous scalar's advance in font units, before its kerning
            for index in values.indices {
                let value = values[index]
                // The tables cover the BMP: a four-byte scalar takes the exact path.
                guard value <= 0xFFFF, direct[Int(value)] != WidthTable.uncovered else { return nil }
                if index > 0 {
                    pending += kerning.adjustment(values[index - 1], value)
                    let replacement = replacements[index - 1]
                    sum += replacement.isNaN ? pending * scale : replacement
                }
                pending = Double(direct[Int(value)])
            }
            if let last = values.indices.last {
                let replacement = replacements[last]
                sum += replacement.isNaN ? pending * scale : replacement
            }
            return sum
        }
    }
}
