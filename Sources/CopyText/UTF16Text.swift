/// A string as the UTF-16 code units ICU works on, with the conversions back to what the rest of copylint uses:
/// Unicode scalar offsets (every finding's column and highlight span counts scalars) and Swift strings.
struct UTF16Text {
    let string: String
    let units: [UInt16]
    /// True when some scalar is not ASCII, so UTF-16 offsets and UTF-8 offsets differ.
    private let isASCII: Bool
    /// True when some scalar lies outside the Basic Multilingual Plane, so UTF-16 offsets and scalar offsets
    /// differ; when false they are equal.
    private let hasSurrogates: Bool

    init(_ string: String) {
        let units = Array(string.utf16)
        self.string = string
        self.units = units
        self.isASCII = string.utf8.count == units.count
        self.hasSurrogates = !isASCII && units.contains { UTF16.isLeadSurrogate($0) }
    }

    var count: Int { units.count }

    /// Where each of some ascending UTF-16 offsets (as break iterators return them) falls in scalars and in
    /// UTF-8 bytes, found in one pass.
    struct Positions {
        var scalarOffsets: [Int]
        var utf8Offsets: [Int]
    }

    func positions(ofAscending utf16Offsets: [Int]) -> Positions {
        if isASCII {
            return Positions(scalarOffsets: utf16Offsets, utf8Offsets: utf16Offsets)
        }
        var positions = Positions(scalarOffsets: [], utf8Offsets: [])
        positions.scalarOffsets.reserveCapacity(utf16Offsets.count)
        positions.utf8Offsets.reserveCapacity(utf16Offsets.count)
        var unit = 0
        var scalars = 0
        var bytes = 0
        for offset in utf16Offsets {
            while unit < offset {
                let value = units[unit]
                if UTF16.isLeadSurrogate(value) {
                    bytes += 4
                    unit += 2
                } else {
                    bytes += value < 0x80 ? 1 : (value < 0x800 ? 2 : 3)
                    unit += 1
                }
                scalars += 1
            }
            positions.scalarOffsets.append(scalars)
            positions.utf8Offsets.append(bytes)
        }
        return positions
    }

    /// Scalar offsets alone, for callers that make no substrings.
    func scalarOffsets(forAscending utf16Offsets: [Int]) -> [Int] {
        hasSurrogates ? positions(ofAscending: utf16Offsets).scalarOffsets : utf16Offsets
    }
}

/// ICU's fill-a-buffer convention: the call returns the length it needs, and when that exceeds the buffer it is
/// repeated with a buffer of that size. These helpers hide the retry.
enum ICUBuffer {
    /// Runs `fill(dest, capacity)` and returns the UTF-16 it wrote, or nil when ICU reports an error.
    static func utf16(initialCapacity: Int, _ fill: (UnsafeMutablePointer<UInt16>, Int32) -> Int32) -> [UInt16]? {
        var capacity = max(initialCapacity, 8)
        for _ in 0..<2 {
            var buffer = [UInt16](repeating: 0, count: capacity)
            let needed = buffer.withUnsafeMutableBufferPointer { fill($0.baseAddress!, Int32(capacity)) }
            if needed < 0 {
                return nil
            }
            if Int(needed) <= capacity {
                buffer.removeLast(capacity - Int(needed))
                return buffer
            }
            capacity = Int(needed)
        }
        return nil
    }

    /// Like `utf16`, for a UTF-16 string result.
    static func string(initialCapacity: Int, _ fill: (UnsafeMutablePointer<UInt16>, Int32) -> Int32) -> String? {
        utf16(initialCapacity: initialCapacity, fill).map { String(decoding: $0, as: UTF16.self) }
    }

    /// Runs `fill` for a NUL-terminated `char` result (which needs one more byte than its length).
    static func cString(initialCapacity: Int, _ fill: (UnsafeMutablePointer<CChar>, Int32) -> Int32) -> String? {
        var capacity = max(initialCapacity, 8)
        for _ in 0..<2 {
            var buffer = [CChar](repeating: 0, count: capacity)
            let needed = buffer.withUnsafeMutableBufferPointer { fill($0.baseAddress!, Int32(capacity)) }
            if needed < 0 {
                return nil
            }
            if Int(needed) < capacity {
                return String(decoding: buffer[0..<Int(needed)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            capacity = Int(needed) + 1
        }
        return nil
    }
}
