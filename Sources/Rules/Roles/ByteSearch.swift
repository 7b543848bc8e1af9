import CopyText

/// Searches UTF-8 bytes for ASCII needles: the cheap first look that lets role resolution skip Foundation's
/// character search (far dearer on Linux; docs/performance.md) when a text cannot hold what is sought.
///
/// A text whose UTF-8 lacks an ASCII needle's bytes cannot contain the needle as characters either, literally or
/// up to canonical equivalence, as long as the needle has none of the three ASCII characters that a non-ASCII
/// character decomposes to (`K` from U+212A, `;` from U+037E and `` ` `` from U+1FEF); `lacks(_:in:)` is only
/// used for such needles.
enum ByteSearch {
    /// Where `needle` first occurs in `text`, as byte offsets. Eight bytes without the needle's first byte are
    /// passed over at once (no match can start in them).
    static func firstRange(of needle: [UInt8], in text: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        guard let first = needle.first, needle.count <= text.count, let base = text.baseAddress else { return nil }
        let last = text.count - needle.count
        var start = 0
        while start <= last {
            if start + 8 <= text.count, ByteChunks.matches(first, in: ByteChunks.load(base, at: start)) == 0 {
                start += 8
                continue
            }
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

    /// Whether `text` contains the ASCII `needle` as characters, when its bytes can tell for certain; nil when only
    /// a character search can. A byte match whose neighbours are ASCII (or the text's ends) lies on character
    /// boundaries (no ASCII character joins another but CR LF), so it is a character match; a text without the
    /// needle's bytes and without the non-ASCII characters equivalent to ASCII ones (`holdsASCIIEquivalents`)
    /// cannot contain it.
    static func containsASCII(_ needle: [UInt8], in text: UnsafeBufferPointer<UInt8>, holdsEquivalents: Bool) -> Bool? {
        guard let first = needle.first, let last = needle.last, needle.count <= text.count else { return holdsEquivalents ? nil : false }
        var uncertain = holdsEquivalents
        var start = 0
        while let found = firstRange(of: needle, in: UnsafeBufferPointer(rebasing: text[start...])) {
            let (lower, upper) = (start + found.lowerBound, start + found.upperBound)
            let before: UInt8? = lower > 0 ? text[lower - 1] : nil
            let after: UInt8? = upper < text.count ? text[upper] : nil
            let joinsBefore = before.map { $0 >= 0x80 || ($0 == 0x0D && first == 0x0A) } ?? false
            let joinsAfter = after.map { $0 >= 0x80 || (last == 0x0D && $0 == 0x0A) } ?? false
            if !joinsBefore && !joinsAfter { return true }
            uncertain = true
            start = lower + 1
        }
        return uncertain ? nil : false
    }

    /// True when `text` holds one of the non-ASCII characters canonically equivalent to an ASCII one: U+212A
    /// KELVIN SIGN (`K`), U+037E GREEK QUESTION MARK (`;`) or U+1FEF GREEK VARIA (`` ` ``).
    static func holdsASCIIEquivalents(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        firstRange(of: [0xE2, 0x84, 0xAA], in: text) != nil || firstRange(of: [0xCD, 0xBE], in: text) != nil
            || firstRange(of: [0xE1, 0xBF, 0xAF], in: text) != nil
    }

    /// True when every byte of `text` is ASCII.
    /// Eight bytes at a time, then byte by byte.
    static func isASCII(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = text.baseAddress else { return true }
        var index = 0
        var highBits: UInt64 = 0
        while index + 8 <= text.count {
            highBits |= ByteChunks.load(base, at: index)
            index += 8
        }
        var last: UInt8 = 0
        while index < text.count {
            last |= text[index]
            index += 1
        }
        return ByteChunks.isASCII(highBits) && last < 0x80
    }
}
