/// A string's Unicode scalars as an array, decoded straight from its UTF-8.
///
/// Exists because the checks index strings by scalar offset, so nearly every string audited needs this array;
/// `Array(text.unicodeScalars)` walks the string twice (once to count, once to copy) through the general
/// index machinery, which cost several times more than decoding the bytes in one pass.
public enum ScalarArray {
    /// `Array(text.unicodeScalars)`, faster.
    public static func of(_ text: String) -> [Unicode.Scalar] {
        var text = text
        return text.withUTF8 { utf8 in
            [Unicode.Scalar](unsafeUninitializedCapacity: utf8.count) { buffer, count in
                count = decode(utf8, into: buffer)
            }
        }
    }

    /// Decodes `utf8`, which is valid UTF-8 (a Swift string's storage always is), into `buffer`, which has room
    /// for one scalar per byte; returns the number of scalars.
    private static func decode(_ utf8: UnsafeBufferPointer<UInt8>, into buffer: UnsafeMutableBufferPointer<Unicode.Scalar>) -> Int {
        var count = 0
        var index = 0
        let end = utf8.count
        while index < end {
            let (value, length) = scalarValue(at: index, in: utf8)
            index += length
            // Valid UTF-8 never decodes to a surrogate or past U+10FFFF, so this never traps.
            buffer.initializeElement(at: count, to: Unicode.Scalar(value)!)
            count += 1
        }
        return count
    }

    /// The scalar value whose UTF-8 starts at `index` of `utf8` (valid UTF-8, as a Swift string's storage always
    /// is) and the number of bytes it takes. Shared by every byte loop that decodes a string by hand.
    @inlinable @inline(__always)
    public static func scalarValue(at index: Int, in utf8: UnsafeBufferPointer<UInt8>) -> (value: UInt32, length: Int) {
        let lead = UInt32(utf8[index])
        if lead < 0x80 { return (lead, 1) }
        if lead < 0xE0 { return ((lead & 0x1F) << 6 | UInt32(utf8[index + 1] & 0x3F), 2) }
        if lead < 0xF0 {
            return ((lead & 0x0F) << 12 | UInt32(utf8[index + 1] & 0x3F) << 6 | UInt32(utf8[index + 2] & 0x3F), 3)
        }
        return ((lead & 0x07) << 18 | UInt32(utf8[index + 1] & 0x3F) << 12 | UInt32(utf8[index + 2] & 0x3F) << 6
            | UInt32(utf8[index + 3] & 0x3F), 4)
    }

    /// Writes the UTF-16 code units of `utf8` (valid UTF-8) into `units`, which must have room for all of them
    /// (never more than `utf8.count`: a scalar takes no more UTF-16 units than UTF-8 bytes), and returns how many
    /// it wrote: the copy ICU needs, made without an intermediate array.
    @inlinable
    public static func transcodeToUTF16(_ utf8: UnsafeBufferPointer<UInt8>, into units: UnsafeMutableBufferPointer<UInt16>) -> Int {
        var index = 0
        var count = 0
        while index < utf8.count {
            let (value, length) = scalarValue(at: index, in: utf8)
            index += length
            if value < 0x1_0000 {
                units[count] = UInt16(truncatingIfNeeded: value)
                count += 1
            } else {
                let offset = value &- 0x1_0000
                units[count] = UInt16(truncatingIfNeeded: 0xD800 | offset >> 10)
                units[count + 1] = UInt16(truncatingIfNeeded: 0xDC00 | offset & 0x3FF)
                count += 2
            }
        }
        return count
    }
}
