/// The tables `TableMeasurer.plainLine(of:font:)` reads for one weight (context-free advances, the ASCII pair
/// table, the kerning classes and matrix), copied once into storage the ``WidthTable`` owns and frees.
///
/// Taking the arrays from the table retained and released each of them (five) on every call, a few hundred
/// instructions for a string of a few dozen bytes; reading these pointers costs nothing of the kind. The
/// storage never changes after it is made, so sharing it between threads is safe.
struct PlainLineTables: @unchecked Sendable {
    /// `WidthTable.contextFree(weight)`: 0x10000 entries.
    let direct: UnsafePointer<UInt16>
    /// `AsciiPairTable.units`.
    let pairs: UnsafePointer<Int32>
    /// Whether the weight has pair kerning (`left`, `right` and `matrix` are only read when it has).
    let kerns: Bool
    /// `WidthTable.Kerning.left`, `right` and `matrix`, and the matrix's row length.
    let left: UnsafePointer<UInt8>
    let right: UnsafePointer<UInt8>
    let matrix: UnsafePointer<Int16>
    let rightCount: Int

    init(contextFree: [UInt16], ascii: AsciiPairTable, kerning: WidthTable.Kerning) {
        direct = Self.copy(contextFree)
        pairs = Self.copy(ascii.units)
        kerns = !kerning.left.isEmpty
        left = Self.copy(kerning.left)
        right = Self.copy(kerning.right)
        matrix = Self.copy(kerning.matrix)
        rightCount = kerning.rightCount
    }

    /// Frees the storage (the owning table's `deinit`).
    func deallocate() {
        direct.deallocate()
        pairs.deallocate()
        left.deallocate()
        right.deallocate()
        matrix.deallocate()
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
