/// Searches UTF-8 bytes for ASCII needles: the cheap first look that lets role resolution skip Foundation's
/// character search (tens of thousands of instructions a call on Linux) when a text cannot hold what is sought.
///
/// A text whose UTF-8 lacks an ASCII needle's bytes cannot contain the needle as characters either, literally or
/// up to canonical equivalence, as long as the needle has none of the three ASCII characters that a non-ASCII
/// character decomposes to (`K` from U+212A, `;` from U+037E and `` ` `` from U+1FEF); `lacks(_:in:)` is only
/// used for such needles.
enum ByteSearch {
    /// Where `needle` first occurs in `text`, as byte offsets.
    static func firstRange(of needle: [UInt8], in text: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        guard let first = needle.first, needle.count <= text.count else { return nil }
        let last = text.count - needle.count
        var start = 0
        while start <= last {
            if text[start] == first {
                var offset = 1
                while offset < needle.count, text[start + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return start..<start + needle.count }
            }
            start += 1
        }
        return nil
    }

    /// True when `text`'s UTF-8 does not hold `needle`, so no character search can find it there.
    static func lacks(_ needle: [UInt8], in text: String) -> Bool {
        var text = text
        return text.withUTF8 { firstRange(of: needle, in: $0) == nil }
    }

    /// True when every byte of `text` is ASCII.
    static func isASCII(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in text where byte >= 0x80 { return false }
        return true
    }
}
