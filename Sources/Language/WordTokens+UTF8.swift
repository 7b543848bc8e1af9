import CopyText

extension WordTokens {
    /// A token found in a text's UTF-8: where it lies in bytes and in Unicode scalars, `isASCII` as `Span` has
    /// it (true only for an all-ASCII token, but false as well for one that a non-ASCII letter ended), and
    /// whether hyphens join parts of it (`isHyphen`).
    struct UTF8Span {
        let bytes: Range<Int>
        let scalars: Range<Int>
        let isASCII: Bool
        let hasHyphen: Bool

        /// The span in scalar offsets, as `spans(in:)` gives it.
        var span: Span { Span(range: scalars, isASCII: isASCII) }
    }

    /// Calls `body` with each token of the text whose UTF-8 is `bytes`, in order, until it returns false.
    ///
    /// The tokens are exactly those of `spans(in:)` for the text's scalars; only the work differs: the scalars
    /// are decoded one at a time from the bytes (an ASCII byte is its own scalar), so no array of scalars is
    /// built, and a caller that needs none of the tokens' strings builds none.
    ///
    /// `wordClasses` is `wordClassLookup`, which a caller that tokenizes many texts keeps at hand.
    static func forEachSpan(
        inUTF8 bytes: UnsafeBufferPointer<UInt8>, wordClasses: [WordClass] = wordClassLookup, _ body: (UTF8Span) -> Bool
    ) {
        wordClasses.withUnsafeBufferPointer { lookup in
            forEachSpan(inUTF8: bytes, lookup, body)
        }
    }

    private static func forEachSpan(
        inUTF8 bytes: UnsafeBufferPointer<UInt8>, _ lookup: UnsafeBufferPointer<WordClass>, _ body: (UTF8Span) -> Bool
    ) {
        let count = bytes.count
        var byte = 0
        var scalarIndex = 0
        while byte < count {
            let (first, firstLength) = decodeScalar(bytes, at: byte)
            guard wordClass(first, lookup) != .other else {
                byte += firstLength
                scalarIndex += 1
                continue
            }
            let startByte = byte
            let startScalar = scalarIndex
            let isLatin = isLatinLike(first)
            var isASCII = first.isASCII
            var hasHyphen = false
            byte += firstLength
            scalarIndex += 1
            while byte < count {
                if isLatin {
                    // A run of ASCII letters and digits continues a Latin token, one byte a scalar.
                    let runStart = byte
                    while byte < count, isASCIIWordByte(bytes[byte]) { byte += 1 }
                    scalarIndex += byte - runStart
                    guard byte < count else { break }
                }
                let (scalar, length) = decodeScalar(bytes, at: byte)
                let scalarClass = wordClass(scalar, lookup)
                if scalarClass != .other {
                    if !scalar.isASCII {
                        isASCII = false
                        if scalarClass != .nonspacingMark {
                            guard isLatinLike(scalar) == isLatin else { break }
                        }
                    } else if !isLatin {
                        break
                    }
                    byte += length
                    scalarIndex += 1
                    continue
                }
                guard isJoiner(scalar), byte + length < count else { break }
                let (next, nextLength) = decodeScalar(bytes, at: byte + length)
                guard wordClass(next, lookup) != .other, isLatinLike(next) == isLatin,
                    scalar == "-" || !endsInPossessiveS(next, after: byte + length + nextLength, in: bytes, lookup) else { break }
                isASCII = isASCII && scalar.isASCII && next.isASCII
                hasHyphen = hasHyphen || isHyphen(scalar)
                byte += length + nextLength
                scalarIndex += 2
            }
            let span = UTF8Span(bytes: startByte..<byte, scalars: startScalar..<scalarIndex, isASCII: isASCII, hasHyphen: hasHyphen)
            guard body(span) else { return }
        }
    }

    /// What a scalar is to the tokenizer: `isWordScalar` and, for word scalars, whether a nonspacing mark.
    enum WordClass: UInt8 {
        case other, letterOrDigit, nonspacingMark
    }

    /// `WordClass` of every scalar below U+3100 (where `ScalarClass` has a lookup), looked up here without a
    /// call: the tokenizer reads this once per text, not once per scalar.
    static let wordClassLookup: [WordClass] = (0..<0x3100).map { value in
        Unicode.Scalar(UInt32(value)).map(computedWordClass) ?? .other
    }

    /// The scalar's `WordClass`, from `lookup` (`wordClassLookup`) when it is there. The CJK ideographs
    /// (Extension A and the unified block) and the Hangul syllables beyond it are all letters (a unit test
    /// checks every one against the standard library).
    @inline(__always)
    static func wordClass(_ scalar: Unicode.Scalar, _ lookup: UnsafeBufferPointer<WordClass>) -> WordClass {
        let value = scalar.value
        if value < 0x3100 { return lookup[Int(value)] }
        if value &- 0x4E00 < 0xA000 - 0x4E00 || value &- 0x3400 < 0x4DC0 - 0x3400 || value &- 0xAC00 < 0xD7A4 - 0xAC00 {
            return .letterOrDigit
        }
        return computedWordClass(scalar)
    }

    /// The scalar's `WordClass` from `ScalarClass`.
    static func computedWordClass(_ scalar: Unicode.Scalar) -> WordClass {
        let flags = ScalarClass.flags(scalar)
        if flags.contains(.nonspacingMark) { return .nonspacingMark }
        return flags.isDisjoint(with: [.alphabetic, .numeric]) ? .other : .letterOrDigit
    }

    /// True for the bytes of ASCII letters and digits.
    @inline(__always)
    private static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10
    }

    /// The token at `span` of the UTF-8 `bytes`, as `token(_:in:)` builds it from scalars.
    static func token(_ span: UTF8Span, in bytes: UnsafeBufferPointer<UInt8>) -> WordToken {
        let slice = UnsafeBufferPointer(rebasing: bytes[span.bytes])
        let text = String(decoding: slice, as: UTF8.self)
        guard span.isASCII else { return WordToken(text: text, lowercased: text.lowercased(), scalarRange: span.scalars) }
        let lowercased = String(unsafeUninitializedCapacity: slice.count) { buffer in
            for (offset, byte) in slice.enumerated() { buffer[offset] = byte &- 0x41 < 26 ? byte | 0x20 : byte }
            return slice.count
        }
        return WordToken(text: text, lowercased: lowercased, scalarRange: span.scalars)
    }

    /// The scalars of valid UTF-8, decoded straight into the array's storage.
    static func scalars(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> [Unicode.Scalar] {
        [Unicode.Scalar](unsafeUninitializedCapacity: bytes.count) { buffer, initializedCount in
            var offset = 0
            var count = 0
            while offset < bytes.count {
                let (scalar, length) = decodeScalar(bytes, at: offset)
                buffer[count] = scalar
                count += 1
                offset += length
            }
            initializedCount = count
        }
    }

    /// The scalar whose UTF-8 starts at `offset` of valid UTF-8, and its length in bytes.
    @inline(__always)
    static func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (Unicode.Scalar, Int) {
        let lead = UInt32(bytes[offset])
        if lead < 0x80 { return (Unicode.Scalar(UInt8(truncatingIfNeeded: lead)), 1) }
        let value: UInt32
        let length: Int
        if lead < 0xE0 {
            value = (lead & 0x1F) << 6 | UInt32(bytes[offset + 1] & 0x3F)
            length = 2
        } else if lead < 0xF0 {
            value = (lead & 0x0F) << 12 | UInt32(bytes[offset + 1] & 0x3F) << 6 | UInt32(bytes[offset + 2] & 0x3F)
            length = 3
        } else {
            value = (lead & 0x07) << 18 | UInt32(bytes[offset + 1] & 0x3F) << 12 | UInt32(bytes[offset + 2] & 0x3F) << 6
                | UInt32(bytes[offset + 3] & 0x3F)
            length = 4
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// `isPossessiveSuffix` for a scalar `next` whose UTF-8 ends at `end`: an "s" ending the word.
    private static func endsInPossessiveS(
        _ next: Unicode.Scalar, after end: Int, in bytes: UnsafeBufferPointer<UInt8>, _ lookup: UnsafeBufferPointer<WordClass>
    ) -> Bool {
        guard next == "s" || next == "S" else { return false }
        return end == bytes.count || wordClass(decodeScalar(bytes, at: end).0, lookup) == .other
    }
}
