import CHarfBuzz

/// One font file opened with HarfBuzz, at one weight, for shaped measurement.
///
/// A face is immutable once opened, so one instance serves every thread (HarfBuzz allows concurrent shaping
/// with one font).
public final class FontFace: @unchecked Sendable {
    private let handle: OpaquePointer
    /// The file the face came from, and the face index inside a collection.
    public let path: String
    public let faceIndex: Int
    public let designUnitsPerEm: Double
    /// True when the font has a `wght` axis, so one file gives both weights.
    public let hasWeightAxis: Bool

    /// Opens `path`; a `#N` suffix picks face N of a `.ttc` collection. `weight` sets a variable font's `wght`
    /// axis. Nil when the file cannot be read as a font.
    public init?(path: String, weight: FontSpec.Weight = .regular) {
        var file = path
        var index = 0
        if let hash = path.lastIndex(of: "#"), let number = Int(path[path.index(after: hash)...]) {
            file = String(path[..<hash])
            index = number
        }
        guard index >= 0, let handle = chb_font_open(file, UInt32(index), Float(weight.axisValue)) else { return nil }
        self.handle = handle
        self.path = file
        self.faceIndex = index
        self.designUnitsPerEm = Double(chb_font_design_units_per_em(handle))
        self.hasWeightAxis = chb_font_has_weight_axis(handle) != 0
    }

    deinit {
        chb_font_close(handle)
    }

    /// True when the font has a glyph for the scalar.
    public func covers(_ value: UInt32) -> Bool {
        chb_font_covers(handle, value) != 0
    }

    /// Shapes `utf16[start ..< start + length]` (the rest is context) and returns the advance, in design units,
    /// of the cluster starting at each UTF-16 code unit of the run (0 inside clusters); nil on a HarfBuzz error.
    func shape(_ utf16: [UInt16], start: Int, length: Int) -> [Int32]? {
        var advances = [Int32](repeating: 0, count: length)
        let total = utf16.withUnsafeBufferPointer { buffer in
            advances.withUnsafeMutableBufferPointer { output in
                chb_shape(handle, buffer.baseAddress, Int32(buffer.count), Int32(start), Int32(length), nil, output.baseAddress)
            }
        }
        return total < 0 ? nil : advances
    }
}
