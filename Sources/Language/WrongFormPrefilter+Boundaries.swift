/// How the wrong-form prefilter reads the bytes around a candidate: where a token starts, whether a joiner ties it
/// to the Latin token before it, whether a longer form's second token may follow, and byte comparisons of forms.
/// These mirror `WordTokens`' split of a text into tokens, read straight from UTF-8.
extension WrongFormPrefilter {
    /// Where the ASCII word byte at `start` stands in `WordTokens`' split.
    enum TokenStart {
        /// It starts a token.
        case starts
        /// It carries on a token begun before it.
        case inside
        /// The scalars before it cannot tell (a mark, which a token of any script carries).
        case unknown
    }

    /// Whether the ASCII word byte at `start` (after no ASCII letter or digit) starts a token: it does after
    /// anything but a letter, digit or mark, unless a joiner after a Latin token's letter joins it on.
    func tokenStart(at start: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ lookup: UnsafeBufferPointer<WordTokens.WordClass>) -> TokenStart {
        let (previous, previousStart) = scalar(before: start, bytes)
        if WordTokens.isJoiner(previous) {
            guard previousStart > 0 else { return .starts }
            let before = scalar(before: previousStart, bytes).scalar
            if before.isASCII { return Self.isASCIIWordByte(UInt8(truncatingIfNeeded: before.value)) ? .inside : .starts }
            switch WordTokens.wordClass(before, lookup) {
            case .other: return .starts
            case .nonspacingMark: return .unknown
            case .letterOrDigit: return WordTokens.isLatinLike(before) ? .inside : .starts
            }
        }
        if previous.isASCII { return .starts }
        switch WordTokens.wordClass(previous, lookup) {
        case .other: return .starts
        case .nonspacingMark: return .unknown
        case .letterOrDigit: return WordTokens.isLatinLike(previous) ? .inside : .starts
        }
    }

    /// The scalar that ends right before `offset` (> 0) in valid UTF-8, and where it starts.
    func scalar(before offset: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> (scalar: Unicode.Scalar, start: Int) {
        var lead = offset - 1
        while lead > 0, bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
        return (WordTokens.decodeScalar(bytes, at: lead).0, lead)
    }

    /// True when the non-ASCII scalar at `offset`, after a joiner, is a Latin-like letter or mark it may join.
    func joinsLatinToken(at offset: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ lookup: UnsafeBufferPointer<WordTokens.WordClass>) -> Bool {
        let scalar = WordTokens.decodeScalar(bytes, at: offset).0
        return WordTokens.wordClass(scalar, lookup) != .other && WordTokens.isLatinLike(scalar)
    }

    /// True when the token after the one ending at `end` may be a longer form's second token: one space or
    /// no-break space, then a token that lowercased may be one of `followers`.
    func mayStartLongerForm(after end: Int, _ followers: [UInt64], _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        var start = end
        if start < count, bytes[start] == 0x20 {
            start += 1
        } else if start + 1 < count, bytes[start] == 0xC2, bytes[start + 1] == 0xA0 {
            start += 2
        } else {
            return false
        }
        // A token starting with a non-ASCII scalar lowercases to no ASCII form token (the Kelvin sign aside);
        // anything else but a letter or digit leaves more than one scalar between the tokens.
        guard start < count, Self.isASCIIWordByte(bytes[start]) else { return false }
        var hash = ASCIIWordHashes.emptyHash
        var offset = start
        while offset < count, Self.isASCIIWordByte(bytes[offset]) {
            hash = ASCIIWordHashes.adding(bytes[offset], to: hash)
            offset += 1
        }
        if offset < count, bytes[offset] == 0x2D || bytes[offset] == 0x27 || bytes[offset] >= 0x80 { return true }
        return followers.contains(hash)
    }

    /// True when `bytes[range]` lowercased are `lowered`.
    func matchesLowered(_ lowered: [UInt8], _ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard lowered.count == range.count else { return false }
        for (index, byte) in lowered.enumerated() {
            let written = bytes[range.lowerBound + index]
            guard (written &- 0x41 < 26 ? written | 0x20 : written) == byte else { return false }
        }
        return true
    }

    static func equals(_ writing: [UInt8], _ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard writing.count == range.count else { return false }
        for (index, byte) in writing.enumerated() where bytes[range.lowerBound + index] != byte { return false }
        return true
    }
}
