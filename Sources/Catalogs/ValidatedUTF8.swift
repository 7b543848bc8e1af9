import CopyText

/// Makes `String`s from bytes a reader has already checked to be well-formed UTF-8, without checking them again.
///
/// Every reader validates its whole file once (`JSONByteCursor` while scanning, `UnicodeTextDecoder` before
/// parsing), so the per-string check of `String(decoding:as:)` only repeats that work. A slice of a validated
/// buffer cut at ASCII bytes (quotes, `<`, `&`, white space) is itself well-formed, which is all callers pass.
/// Bytes that were decoded or assembled by hand (escapes, references) still go through `String(decoding:as:)`.
enum ValidatedUTF8 {
    /// The text of `bytes`, which must be well-formed UTF-8.
    static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return "" }
        let isASCII = isASCII(base, bytes.count)
        // The ASCII flag is worked out here because the string keeps it: comparing and hashing ASCII strings
        // takes the byte-wise path, so it must be as exact as `String(decoding:as:)` would make it.
        return String(copying: unsafe UTF8Span(unchecked: unsafe Span(_unsafeElements: bytes), isKnownASCII: isASCII))
    }

    /// The text of `bytes[start..<end]`, which must be well-formed UTF-8.
    static func string(_ bytes: [UInt8], _ start: Int, _ end: Int) -> String {
        precondition(start >= 0 && start <= end && end <= bytes.count, "slice out of bounds")
        return bytes.withUnsafeBufferPointer { buffer in
            string(UnsafeBufferPointer(rebasing: buffer[start..<end]))
        }
    }

    /// True when the `count` bytes at `base` are all below 0x80.
    private static func isASCII(_ base: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        var index = 0
        var high: UInt64 = 0
        while index + 8 <= count {
            high |= ByteChunks.load(base, at: index)
            index += 8
        }
        var tail: UInt8 = 0
        while index < count {
            tail |= base[index]
            index += 1
        }
        return high & ByteChunks.highBits == 0 && tail < 0x80
    }
}
