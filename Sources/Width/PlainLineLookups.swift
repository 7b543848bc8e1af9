/// The lookup arrays `MetricsMeasurer.plainLine(of:font:)` reads for one weight (context-free advances, the ASCII pair
/// advances, the kerning classes and matrix), copied once into storage the ``WidthMetrics`` owns and frees.
///
/// Taking the arrays from the metrics retained and released each of them (five) on every call, dear for a string
/// of a few dozen bytes (docs/performance.md); reading these pointers costs nothing of the kind. The
/// storage never changes after it is made, so sharing it between threads is safe.
struct PlainLineLookups: @unchecked Sendable {
    /// `WidthMetrics.contextFree(weight)`: 0x10000 entries.
    let direct: UnsafePointer<UInt16>
    /// `AsciiPairAdvances.designUnits`.
    let pairs: UnsafePointer<Int32>
    /// Whether the weight has pair kerning (`left`, `right` and `matrix` are only read when it has).
    let kerns: Bool
    /// `WidthMetrics.Kerning.left`, `right` and `matrix`, and the matrix's row length.
    let left: UnsafePointer<UInt8>
    let right: UnsafePointer<UInt8>
    let matrix: UnsafePointer<Int16>
    let rightCount: Int
    /// The largest kerning adjustment in magnitude, in design units (0 without kerning).
    let largestKerning: Int
    /// For each left kerning class, the largest adjustment after it, or 0 when none is positive (one entry, 0,
    /// without kerning): what a scalar's kerning before any next scalar can add at most.
    let largestKerningAfter: UnsafePointer<Int16>
    /// The widest specifier sample (`MeasuredText.samples`) in design units, kerning included, as the metrics
    /// measure it; nil when a sample has a character without a context-free advance.
    let sampleBound: Int?

    init(contextFree: [UInt16], ascii: AsciiPairAdvances, kerning: WidthMetrics.Kerning) {
        let kerns = !kerning.left.isEmpty
        var largestAfter: [Int16] = [0]
        if kerns, kerning.rightCount > 0 {
            largestAfter = stride(from: 0, to: kerning.matrix.count, by: kerning.rightCount).map { start in
                max(0, kerning.matrix[start..<min(start + kerning.rightCount, kerning.matrix.count)].max() ?? 0)
            }
        }
        var sampleBound: Int? = 0
        for sample in MeasuredText.samples {
            var designUnits = 0
            var previous: UInt32?
            for scalar in sample.unicodeScalars {
                let advance = contextFree[Int(scalar.value)]
                if advance == WidthMetrics.uncovered { sampleBound = nil }
                designUnits += Int(advance)
                if let previous { designUnits += Int(kerning.adjustment(previous, scalar.value)) }
                previous = scalar.value
            }
            sampleBound = sampleBound.map { max($0, designUnits) }
        }
        self.largestKerning = kerns ? kerning.matrix.reduce(0) { max($0, abs(Int($1))) } : 0
        self.largestKerningAfter = Self.copy(largestAfter)
        self.sampleBound = sampleBound
        direct = Self.copy(contextFree)
        pairs = Self.copy(ascii.designUnits)
        self.kerns = kerns
        left = Self.copy(kerning.left)
        right = Self.copy(kerning.right)
        matrix = Self.copy(kerning.matrix)
        rightCount = kerning.rightCount
    }

    /// Frees the storage (the owning metrics' `deinit`).
    func deallocate() {
        direct.deallocate()
        pairs.deallocate()
        left.deallocate()
        right.deallocate()
        matrix.deallocate()
        largestKerningAfter.deallocate()
    }

    /// `values` in new storage (one element at least, so an empty array still gets a pointer that can be freed).
    private static func copy<Element>(_ values: [Element]) -> UnsafePointer<Element> {
        let storage = UnsafeMutablePointer<Element>.allocate(capacity: max(1, values.count))
        values.withUnsafeBufferPointer { source in
            if let base = source.baseAddress { storage.initialize(from: base, count: source.count) }
        }
        return UnsafePointer(storage)
    }
}
