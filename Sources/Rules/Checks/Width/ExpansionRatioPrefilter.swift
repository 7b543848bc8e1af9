import Width

/// `expansion-ratio`'s "no finding" decided from a translation's exact width in design units, without the
/// floating-point sum the check compares (`MetricsMeasurer.plainLine`'s width), where that provably gives the same
/// answer.
///
/// `plainLine` adds n nonnegative terms, each an integer advance times `scale` rounded to a Double, so its width
/// is within (2n)·2⁻⁵³ (relative) of `designUnits × scale` exactly; up to ``maximumBytes`` bytes (n scalars at most)
/// that is below 10⁻¹². The test below leaves a margin of 10⁻¹² on each side (which also covers its own three
/// roundings), so when it holds the exact width divided by the source's is below `limit`, and the check's rounded
/// ratio is at most `limit`: no finding. When it does not hold, the check measures the translation as before.
///
/// For text with markup (or a negative advance) the design units are an upper bound of the computed width, its rounding
/// included (``MetricsMeasurer/displayDesignUnitBound(of:weight:)``): the same test then says "within" only where it is.
enum ExpansionRatioPrefilter {
    /// The longest text (in UTF-8 bytes) whose rounding error the margin covers.
    static let maximumBytes = 4096
    /// The relative margin left on each side of the comparison.
    static let margin = 1e-12

    /// Whether a translation whose advances add up to `designUnits` design units (``MetricsMeasurer/plainDesignUnitSum(of:weight:)``)
    /// surely measures at most `limit` times `sourceWidth` in a font whose scale is `scale` points per design unit.
    static func isSurelyWithin(designUnits: Int, scale: Double, sourceWidth: Double, limit: Double) -> Bool {
        Double(designUnits) * scale * (1 + margin) < limit * sourceWidth * (1 - margin)
    }

    /// Whether `text`, measured with the metrics in `font`, surely takes at most `limit` times `sourceWidth`; false
    /// when it may not, or when the metrics cannot tell from design units alone (contexts, long text).
    ///
    /// Plain text is judged by its exact width in design units; text with markup (or a negative advance) by an upper
    /// bound of its computed width (``MetricsMeasurer/displayDesignUnitBound(of:weight:)``).
    static func isSurelyWithin(
        _ text: String, font: FontSpec, sourceWidth: Double, limit: Double, metricsMeasurer: borrowing MetricsMeasurer = MetricsMeasurer.shared
    ) -> Bool {
        guard text.utf8.count <= maximumBytes else { return false }
        let scale = font.size / metricsMeasurer.metrics.designUnitsPerEm
        if let designUnits = metricsMeasurer.plainDesignUnitSum(of: text, weight: font.weight) {
            return isSurelyWithin(designUnits: designUnits, scale: scale, sourceWidth: sourceWidth, limit: limit)
        }
        guard let bound = metricsMeasurer.displayDesignUnitBound(of: text, weight: font.weight) else { return false }
        return isSurelyWithin(designUnits: bound, scale: scale, sourceWidth: sourceWidth, limit: limit)
    }
}
