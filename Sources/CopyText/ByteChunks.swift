/// Tests on a chunk of eight bytes at once (one `UInt64` loaded from the text), for the byte loops of readers and
/// checks. ("Chunk", not "word": in copylint a word is always a word of text.)
///
/// Each loop moves a chunk at a time while a test says nothing in it needs a closer look, and falls back to its
/// exact byte-by-byte step for a chunk that does; so most chunk tests only need to be exact as yes/no answers.
/// Chunks are read little-endian (the first byte in the low bits), as on every platform copylint builds for.
public enum ByteChunks {
    /// The top bit of every byte.
    public static let highBits: UInt64 = 0x8080_8080_8080_8080
    /// Eight spaces, the common run of indentation.
    public static let spaces: UInt64 = 0x2020_2020_2020_2020

    /// The eight bytes at `offset` of `base` (which must hold them).
    @inlinable @inline(__always)
    public static func load(_ base: UnsafePointer<UInt8>, at offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// The eight bytes of `bytes` from `index` (which has eight bytes after it), the first in the lowest byte.
    @inlinable @inline(__always)
    public static func chunk(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        load(bytes.baseAddress!, at: index)
    }

    /// The bytes of `chunk` equal to `byte`, as their high bits. The lowest bit set marks the first such byte
    /// exactly; bits above it may be false alarms, so only the lowest one or the whole mask being zero counts.
    @inlinable @inline(__always)
    public static func matches(_ byte: UInt8, in chunk: UInt64) -> UInt64 {
        let spread = chunk ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        return (spread &- 0x0101_0101_0101_0101) & ~spread & 0x8080_8080_8080_8080
    }

    /// The top bit set in exactly the bytes of `chunk` that equal `byte` (no borrow crosses bytes: exact per byte).
    @inlinable @inline(__always)
    public static func lanes(of byte: UInt8, in chunk: UInt64) -> UInt64 {
        let spread = chunk ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        let lowSevens: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let nonZero = ((spread & lowSevens) &+ lowSevens) | spread
        return ~nonZero & 0x8080_8080_8080_8080
    }

    /// The bytes of `chunk` below `limit` (at most 0x80), as `matches` marks them.
    @inlinable @inline(__always)
    public static func bytes(below limit: UInt8, in chunk: UInt64) -> UInt64 {
        (chunk &- 0x0101_0101_0101_0101 &* UInt64(limit)) & ~chunk & 0x8080_8080_8080_8080
    }

    /// The bytes of `chunk` that are not ASCII, as their high bits (exactly).
    @inlinable @inline(__always)
    public static func nonASCII(in chunk: UInt64) -> UInt64 {
        chunk & 0x8080_8080_8080_8080
    }

    /// The index (0 to 7) of the byte marked by the lowest bit of a non-zero mask.
    @inlinable @inline(__always)
    public static func firstMarked(_ mask: UInt64) -> Int {
        mask.trailingZeroBitCount >> 3
    }

    /// Whether any byte of `chunk` is `byte` (exact as a yes/no answer).
    @inlinable @inline(__always)
    public static func contains(_ byte: UInt8, in chunk: UInt64) -> Bool {
        matches(byte, in: chunk) != 0
    }

    /// Whether every byte of `chunk` is ASCII.
    @inlinable @inline(__always)
    public static func isASCII(_ chunk: UInt64) -> Bool {
        chunk & 0x8080_8080_8080_8080 == 0
    }

    /// The number of bytes of `chunk` that start a UTF-8 sequence (all but the continuation bytes `10xxxxxx`).
    @inlinable @inline(__always)
    public static func scalarStarts(in chunk: UInt64) -> Int {
        8 - (chunk & ~(chunk << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
    }
}
