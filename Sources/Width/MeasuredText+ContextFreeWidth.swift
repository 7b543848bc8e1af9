import Language

extension MeasuredText {
    /// `MeasuredText(text, font:, measurer:, scalars:, prose:).width` for text with markup, added up scalar by
    /// scalar without building the display string, the scalar and advance arrays or the sample list, when the
    /// metrics measurer takes every display scalar context free (as `MetricsMeasurer.contextFreeAdvances` does for
    /// the display string); nil otherwise (the caller builds the `MeasuredText`).
    ///
    /// The display scalars come straight from the markup scanner's edits (no `ProseText` is made): the scalars
    /// `ProseText` keeps, with each edit's replacement in place of its range, and a placeholder marker replaced
    /// by the placeholder as written; a specifier's first scalar takes its sample's width and the rest 0, as
    /// `init` sets them. `scalars` are the text's scalars.
    static func contextFreeWidth(
        of text: String, scalars: [Unicode.Scalar], font: FontSpec, measurer: MetricsMeasurer
    ) -> Double? {
        let count = scalars.count
        guard count > 0 else { return nil }
        let edits = ProseMarkupScanner.mayFindEdits(in: text) ? ProseMarkupScanner(text: text, scalars: scalars).edits() : []
        // Each edit takes at least as many scalars of the original as it puts in the display (one scalar at most
        // for a range of one or more, or the range itself, clamped): `count` is enough.
        return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: count) { values in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: count) { replacements in
                var length = 0
                var index = 0
                var editIndex = 0
                // The same walk as `ProseText.init`: an edit applies where its range starts.
                while index < count {
                    guard editIndex < edits.count, edits[editIndex].range.lowerBound == index else {
                        values[length] = scalars[index].value
                        replacements[length] = .nan
                        length += 1
                        index += 1
                        continue
                    }
                    let edit = edits[editIndex]
                    for scalar in edit.replacement.unicodeScalars {
                        guard scalar == ProseText.placeholderMarker else {
                            values[length] = scalar.value
                            replacements[length] = .nan
                            length += 1
                            continue
                        }
                        let range = edit.range.clamped(to: 0..<count)
                        let sampleWidth = sample(for: edit.kind).map { measurer.width(of: $0, font: font) }
                        for original in range {
                            values[length] = scalars[original].value
                            replacements[length] = sampleWidth.map { original == range.lowerBound ? $0 : 0 } ?? .nan
                            length += 1
                        }
                    }
                    index = max(edit.range.upperBound, index + 1)
                    editIndex += 1
                }
                return measurer.contextFreeSum(
                    of: UnsafeBufferPointer(rebasing: values[0..<length]),
                    replacing: UnsafeBufferPointer(rebasing: replacements[0..<length]), font: font
                )
            }
        }
    }
}

extension MetricsMeasurer {
    /// `contextFreeAdvances` of the text made of the scalar values `values`, each advance replaced by the
    /// matching entry of `replacements` where that is not NaN, added up in order; nil when a scalar is not
    /// context free.
    func contextFreeSum(
        of values: UnsafeBufferPointer<UInt32>, replacing replacements: UnsafeBufferPointer<Double>, font: FontSpec
    ) -> Double? {
        let scale = font.size / metrics.designUnitsPerEm
        let kerning = metrics.kerning(font.weight)
        return metrics.contextFree(font.weight).withUnsafeBufferPointer { direct -> Double? in
            var sum = 0.0
            var pending = 0.0  // the previous scalar's advance in design units, before its kerning
            for index in values.indices {
                let value = values[index]
                // The metrics cover the BMP: a four-byte scalar takes the exact path.
                guard value <= 0xFFFF, direct[Int(value)] != WidthMetrics.uncovered else { return nil }
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
