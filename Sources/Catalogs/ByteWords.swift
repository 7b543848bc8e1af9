/// Tests on eight bytes at once (one `UInt64` loaded from the file), for the readers' byte loops.
///
/// Each loop moves a word at a time while a test says nothing in it needs a closer look, and falls back to its
/// exact byte-by-byte step for a word that does; so the word tests only need to be exact as yes/no answers.
/// Words are read little-endian (the first byte in the low bits), as on every platform copylint builds for.
enum ByteWords {
    private static let lows: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Eight spaces, the common run of indentation.
    static let spaces: UInt64 = 0x2020_2020_2020_2020

    /// The eight bytes at `offset` of `base` (which must hold them).
    @inline(__always)
    static func load(_ base: UnsafePointer<UInt8>, at offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// The bytes of `word` equal to `byte`, as their high bits. The lowest bit set marks the first such byte
    /// exactly; bits above it may be false alarms, so only the lowest one or the whole mask being zero counts.
    @inline(__always)
    static func matches(_ byte: UInt8, in word: UInt64) -> UInt64 {
        let spread = word ^ (lows &* UInt64(byte))
        return (spread &- lows) & ~spread & highs
    }

    /// The bytes of `word` below `limit` (at most 0x80), as `matches` marks them.
    @inline(__always)
    static func bytes(below limit: UInt8, in word: UInt64) -> UInt64 {
        (word &- lows &* UInt64(limit)) & ~word & highs
    }

    /// The bytes of `word` that are not ASCII, as their high bits (exactly).
    @inline(__always)
    static func nonASCII(in word: UInt64) -> UInt64 {
        word & highs
    }

    /// The index (0 to 7) of the byte marked by the lowest bit of a non-zero mask.
    @inline(__always)
    static func firstMarked(_ mask: UInt64) -> Int {
        mask.trailingZeroBitCount >> 3
    }

    /// Whether any byte of `word` is `byte`.
    @inline(__always)
    static func contains(_ byte: UInt8, in word: UInt64) -> Bool {
        matches(byte, in: word) != 0
    }

    /// Whether every byte of `word` is ASCII.
    @inline(__always)
    static func isASCII(_ word: UInt64) -> Bool {
        word & highs == 0
    }

    /// The number of bytes of `word` that start a UTF-8 sequence (all but the continuation bytes `10xxxxxx`).
    @inline(__always)
    static func scalarStarts(in word: UInt64) -> Int {
        8 - (word & ~(word << 1) & highs).nonzeroBitCount
    }
}
