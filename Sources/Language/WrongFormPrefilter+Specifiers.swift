extension WrongFormPrefilter {
    /// `mayHoldWrongForm(_:)` of the prose of `text`, decided on `text` itself when the only markup it may hold
    /// is format specifiers: false when no run of ASCII letters and digits of `text`, nor any end part of one,
    /// may begin a term; true when one may, or when `text` holds anything else the prose masks, or a Kelvin sign.
    ///
    /// Why it holds: with nothing but `%` to start markup (no `*_~\`[<\\`, no `/` of a `://`, no `％`), the
    /// prose is `text` with each specifier, which starts at its `%`, replaced by a placeholder marker or `%`,
    /// neither a letter nor a digit. So each run of the prose is an end part of a run of `text` (a specifier may
    /// take the run's beginning, as in `%dwifi`) followed by the same byte, or by a `%` where `text` has `%` too,
    /// and `mayHoldWrongForm(_:)` answers true only for a text with a run that passes these same tests.
    public func mayHoldWrongForm(inSpecifierMasked text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { mayHoldWrongForm(inSpecifierMasked: $0) } ?? true
    }

    private func mayHoldWrongForm(inSpecifierMasked bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let folded = folded
        let count = bytes.count
        var offset = 0
        while offset < count {
            let byte = bytes[offset]
            guard folded[Int(byte)] != 0 else {
                switch byte {
                case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "`"), UInt8(ascii: "["),
                     UInt8(ascii: "<"), UInt8(ascii: "\\"), UInt8(ascii: "/"):
                    return true
                case 0xE2:
                    // U+212A KELVIN SIGN
                    if offset + 2 < count, bytes[offset + 1] == 0x84, bytes[offset + 2] == 0xAA { return true }
                case 0xEF:
                    // U+FF05 FULLWIDTH PERCENT SIGN
                    if offset + 2 < count, bytes[offset + 1] == 0xBC, bytes[offset + 2] == 0x85 { return true }
                default:
                    break
                }
                offset += 1
                continue
            }
            let start = offset
            while offset < count, folded[Int(bytes[offset])] != 0 { offset += 1 }
            if runMayBeginTerm(start..<offset, bytes, folded) { return true }
        }
        return false
    }

    /// The tests `mayHoldWrongForm(_:)` puts to a run, put to each end part of the run `bytes[run]`.
    private func runMayBeginTerm(_ run: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>, _ folded: UnsafeBufferPointer<UInt8>) -> Bool {
        let end = run.upperBound
        let next: UInt8 = end < bytes.count ? bytes[end] : 0
        let mayJoin = next == 0x2D || next == 0x27 || next == 0xE2
        let endsInS = bytes[end - 1] == 0x73
        for start in run {
            var hash = ASCIIWordHashes.emptyHash
            var stemHash = hash
            for offset in start..<end {
                stemHash = hash
                hash = ASCIIWordHashes.adding(folded: folded[Int(bytes[offset])], to: hash)
            }
            if firstTokens.mayContain(hash) || (mayJoin && leadingRuns.mayContain(hash))
                || (endsInS && singleTokens.mayContain(stemHash)) {
                return true
            }
        }
        return false
    }
}
