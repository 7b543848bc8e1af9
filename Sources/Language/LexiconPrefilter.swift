/// A lexicon's quick prefilter of a text: which of its tokens may start a term, found in the text's UTF-8 with
/// no array of scalars and no String per word. Most strings hold no term at all, and most words of the others
/// start none; the lexicon's exact matching then runs only on the tokens the prefilter lets through.
///
/// A token can be where `Lexicon.matches` finds something only when it (whole) may start a form, or, with a
/// hyphen, one of its runs of parts short of the whole may be a one-token form, or, without one, it ends in
/// "s" after a stem that may be a one-token form (a plural). Every lookup there compares lowercased strings,
/// and the prefilter requires every form's first token to be ASCII: then only an ASCII word can equal one (the
/// Kelvin sign, the one word scalar canonically equal to an ASCII letter, makes the prefilter stand aside), and
/// its case-folded bytes must hash to a first token's hash.
final class LexiconPrefilter: Sendable {
    /// The forms' first tokens, lowercased.
    let firstTokens: ASCIIWordHashes
    /// The first tokens of one-token forms, which compound parts and plural stems may match.
    let singleTokens: ASCIIWordHashes
    /// The first run of letters and digits of each first token with a hyphen or apostrophe ("wi" of "wi-fi").
    let leadingRuns: ASCIIWordHashes
    /// For each byte, the byte lowercased when it is an ASCII letter or digit, else 0.
    let foldedLettersAndDigits: [UInt8]
    /// `WordTokens.wordClassLookup`, kept here so that prefiltering a text reads no global.
    private let wordClasses = WordTokens.wordClassLookup

    /// What the prefilter found in a text.
    enum Outcome {
        /// The text holds no term.
        case noMatch
        /// The text's scalars, and its tokens from the first that may hold a term on, each with whether it may.
        case candidates(scalars: [Unicode.Scalar], spans: [WordTokens.Span], mayMatch: [Bool])
        /// The prefilter cannot tell (a Kelvin sign, or text without contiguous UTF-8).
        case undecided
    }

    /// nil when a first token is not ASCII: lowercasing is then more than folding ASCII bytes.
    init?(firstTokens: some Collection<String>, singleTokens: some Collection<String>) {
        guard firstTokens.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } }) else { return nil }
        self.firstTokens = ASCIIWordHashes(firstTokens)
        self.singleTokens = ASCIIWordHashes(singleTokens)
        leadingRuns = ASCIIWordHashes(firstTokens.compactMap { token in
            let bytes = Array(token.utf8)
            guard let end = bytes.firstIndex(where: { !Self.isASCIILetterOrDigit($0) }) else { return nil }
            return String(decoding: bytes[..<end], as: UTF8.self)
        })
        foldedLettersAndDigits = (0...255).map { byte in
            Self.isASCIILetterOrDigit(byte) ? (byte &- 0x41 < 26 ? byte | 0x20 : byte) : 0
        }
    }

    func prefilter(_ text: String) -> Outcome {
        text.utf8.withContiguousStorageIfAvailable { bytes -> Outcome in
            switch runsMayMatch(bytes) {
            case false: return .noMatch
            case nil: return .undecided
            case true: break
            }
            guard !Self.containsKelvinSign(bytes) else { return .undecided }
            var spans: [WordTokens.Span] = []
            var mayMatch: [Bool] = []
            var found = false
            WordTokens.forEachSpan(inUTF8: bytes, wordClasses: wordClasses) { span in
                let candidate = mayMatchAt(span, bytes)
                found = found || candidate
                if found {
                    spans.append(span.span)
                    mayMatch.append(candidate)
                }
                return true
            }
            guard found else { return .noMatch }
            return .candidates(scalars: WordTokens.scalars(ofUTF8: bytes), spans: spans, mayMatch: mayMatch)
        } ?? .undecided
    }

    /// The first, cheapest test, on the text's maximal runs of ASCII letters and digits with no tokenizing:
    /// false when no run may begin a token the lexicon may match, nil when the text has a Kelvin sign.
    ///
    /// Whatever `mayMatchAt` lets through is an ASCII range that begins where a run begins (a token never
    /// begins right after an ASCII letter or digit, a compound part begins after a hyphen), and its first run
    /// is the text's whole run, or the run but its last letter for the stem of a plural "…s". So the range
    /// lowercased equals a first token only if the run lowercased equals that token, or the token's first run
    /// followed by a hyphen or apostrophe, or (the plural) the run lowercased but its final "s" is a one-token
    /// form's first token.
    private func runsMayMatch(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        foldedLettersAndDigits.withUnsafeBufferPointer { folded in
            let count = bytes.count
            var offset = 0
            while offset < count {
                var letter = folded[Int(bytes[offset])]
                guard letter != 0 else {
                    if bytes[offset] == 0xE2, offset + 2 < count, bytes[offset + 1] == 0x84, bytes[offset + 2] == 0xAA { return nil }
                    offset += 1
                    continue
                }
                var hash = ASCIIWordHashes.emptyHash
                var stemHash = hash
                repeat {
                    stemHash = hash
                    hash = ASCIIWordHashes.adding(folded: letter, to: hash)
                    offset += 1
                    guard offset < count else { break }
                    letter = folded[Int(bytes[offset])]
                } while letter != 0
                if firstTokens.mayContain(hash) { return true }
                if offset < count, bytes[offset] == 0x2D || bytes[offset] == 0x27 || bytes[offset] == 0xE2,
                    leadingRuns.mayContain(hash) {
                    return true
                }
                if bytes[offset - 1] == UInt8(ascii: "s"), singleTokens.mayContain(stemHash) { return true }
            }
            return false
        }
    }

    @inline(__always)
    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10
    }

    /// True unless the token is proved to start no term, hold none as a compound part, and be no plural of one.
    private func mayMatchAt(_ span: WordTokens.UTF8Span, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let range = span.bytes
        // `isASCII` of a span is false for an ASCII token that a letter of another script ends ("Macを"), so
        // the bytes tell.
        guard span.isASCII || !UnsafeBufferPointer(rebasing: bytes[range]).contains(where: { $0 >= 0x80 }) else {
            return span.hasHyphen && compoundMayMatch(range, bytes)
        }
        var stemHash = ASCIIWordHashes.emptyHash
        for offset in range.lowerBound..<range.upperBound - 1 {
            stemHash = ASCIIWordHashes.adding(bytes[offset], to: stemHash)
        }
        let last = bytes[range.upperBound - 1]
        if firstTokens.mayContain(ASCIIWordHashes.adding(last, to: stemHash)) { return true }
        if span.hasHyphen { return compoundMayMatch(range, bytes) }
        return range.count >= 3 && last == UInt8(ascii: "s") && singleTokens.mayContain(stemHash)
    }

    /// True when a run of the hyphenated parts of the token at `range`, short of the whole, may be a one-token
    /// form (the ranges `compoundPartMatches` looks up).
    func compoundMayMatch(_ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        var offset = range.lowerBound
        while offset < range.upperBound {
            if bytes[offset] == 0x2D {
                parts.append(start..<offset)
                offset += 1
                start = offset
            } else if bytes[offset] == 0xE2, offset + 2 < range.upperBound, bytes[offset + 1] == 0x80, bytes[offset + 2] == 0x91 {
                parts.append(start..<offset)
                offset += 3
                start = offset
            } else {
                offset += 1
            }
        }
        guard !parts.isEmpty else { return false }
        parts.append(start..<range.upperBound)
        for first in parts.indices {
            for last in first..<parts.count where !(first == 0 && last == parts.count - 1) {
                let candidate = parts[first].lowerBound..<parts[last].upperBound
                if !candidate.contains(where: { bytes[$0] >= 0x80 }),
                    singleTokens.mayContain(ASCIIWordHashes.hash(bytes, candidate)) {
                    return true
                }
            }
        }
        return false
    }

    /// True when the text holds U+212A KELVIN SIGN (UTF-8 E2 84 AA).
    private static func containsKelvinSign(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var offset = 1
        while offset + 1 < bytes.count {
            if bytes[offset] == 0x84, bytes[offset - 1] == 0xE2, bytes[offset + 1] == 0xAA { return true }
            offset += 1
        }
        return false
    }
}
