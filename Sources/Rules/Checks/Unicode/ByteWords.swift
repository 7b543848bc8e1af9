/// Eight UTF-8 bytes at a time, for the byte pre-screens of the punctuation and spacing checks: a word of bytes
/// that holds none of the bytes a check looks for is passed over with a few arithmetic instructions instead of
/// eight comparisons.
enum ByteWords {
    private static let lows: UInt64 = 0x0101_0101_0101_0101
    /// The top bit of every byte.
    static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes of `bytes` from `index` (which has eight bytes after it), the first in the lowest byte.
    @inline(__always)
    static func word(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress!).loadUnaligned(fromByteOffset: index, as: UInt64.self))
    }

    /// Whether any byte of `word` is `byte` (the classic "has a zero byte" test on `word ^ byte…`; exact as a
    /// yes/no answer).
    @inline(__always)
    static func hasByte(_ byte: UInt8, in word: UInt64) -> Bool {
        let spread = word ^ (lows &* UInt64(byte))
        return (spread &- lows) & ~spread & highBits != 0
    }

    /// The top bit set in exactly the bytes of `word` that equal `byte` (no borrow crosses bytes: exact per byte).
    @inline(__always)
    static func lanes(of byte: UInt8, in word: UInt64) -> UInt64 {
        let spread = word ^ (lows &* UInt64(byte))
        let lowSevens = ~highBits
        let nonZero = ((spread & lowSevens) &+ lowSevens) | spread
        return ~nonZero & highBits
    }
}
