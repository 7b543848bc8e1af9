/// The `brand-casing` question asked of a text before any matching: may `Lexicon.matches` find a term there
/// written otherwise than as the term? Almost every text that holds a term at all writes it right ("iPhone",
/// "Wi-Fi"), or holds a common word that only starts a term ("you", "app", "I"); this prefilter tells so from the
/// UTF-8, token by token, with no scalar array, no String and no dictionary of Strings.
///
/// It reads the text's tokens as `WordTokens` splits them, for tokens of ASCII letters and digits (joined by
/// hyphens and apostrophes), and stands aside (answers true) wherever a non-ASCII letter or mark may join one.
/// A token can hold a match only if it is (lowercased) a form's first token, the plural of a one-token form, or
/// a compound with such parts. For each of those the lexicon's own matcher was asked, once, about a few
/// writings of the token standing alone (as written in the term, lowercase, capitalized, all capitals); a
/// writing whose matches were all exact is safe, provided no longer form can start there: the next token,
/// after one space, is not any longer form's second token. Anything else, and a Kelvin sign anywhere (the one
/// non-ASCII letter that lowercases to ASCII), answers true, and the exact matching decides.
///
/// The byte lookups and hash sets that every text reads are copied into memory the prefilter owns, so prefiltering a
/// text retains no array. `@unchecked Sendable`: that memory is written only in `init` and freed in `deinit`.
public final class WrongFormPrefilter: @unchecked Sendable {
    /// A whole token that may be where a match starts.
    private struct Entry: Sendable {
        /// The token lowercased.
        let lowered: [UInt8]
        /// Writings of the token that, standing alone, the matcher finds written exactly or not at all.
        let exactWritings: [[UInt8]]
        /// The hashes of the lowercased second tokens of the longer forms that start with the token.
        let followers: [UInt64]
    }

    private let entries: [Entry]
    /// Open addressing from a lowered token's hash (`ASCIIWordHashes`, made odd) to its entry: `slotHashes` 0
    /// marks an empty slot.
    private let slotHashes: [UInt64]
    private let slotEntries: [Int32]
    private let mask: Int
    private let prefilter: LexiconPrefilter
    /// `WordTokens.wordClassLookup`, copied.
    private let wordClasses: UnsafeBufferPointer<WordTokens.WordClass>
    /// `LexiconPrefilter.foldedLettersAndDigits`, copied.
    let folded: UnsafeBufferPointer<UInt8>
    /// `folded`, but 1 for each byte for which `ProseMarkupScanner.mayFindEdits(in:)` may answer true: the bytes
    /// that start a specifier or markup (percent, asterisk, underscore, tilde, backtick, bracket, angle bracket,
    /// backslash), the slash of a `://`, and 0x85, the last byte of the fullwidth percent sign. One load per
    /// byte tells a letter (above 1) and a byte that may start markup.
    private let foldedOrMarkup: UnsafeBufferPointer<UInt8>
    /// The prefilter's hash sets (`LexiconPrefilter`), copied.
    let firstTokens: ASCIIWordHashes.Probe
    let leadingRuns: ASCIIWordHashes.Probe
    let singleTokens: ASCIIWordHashes.Probe

    /// nil when some form has a non-ASCII token, or the lexicon has no prefilter: then every text is matched.
    ///
    /// `matchesAlone` is the lexicon's exact matching of a text.
    init?(formsByFirstToken: [String: [Lexicon.Form]], prefilter: LexiconPrefilter?, matchesAlone: (String) -> [LexiconMatch]) {
        guard let prefilter else { return nil }
        let isASCII: (String) -> Bool = { $0.utf8.allSatisfy { $0 < 0x80 } }
        guard formsByFirstToken.values.allSatisfy({ forms in
            forms.allSatisfy { $0.tokens.allSatisfy(isASCII) && $0.writtenTokens.allSatisfy(isASCII) }
        }) else { return nil }
        var writings: [String: Set<String>] = [:]
        var followers: [String: Set<String>] = [:]
        for (first, forms) in formsByFirstToken {
            let singles = forms.filter { $0.tokens.count == 1 }
            // A one-word term whose other casings are wrong has no other safe writing: its case variants are
            // not worth asking the matcher about (a writing left out only sends its texts to the matching).
            let variantsMayBeExact = !singles.contains { !$0.isListedWrongForm && ($0.term.anyCase ?? true) }
            if variantsMayBeExact { writings[first, default: []].formUnion(Self.caseVariants(first)) }
            for form in forms where !form.isListedWrongForm { writings[first, default: []].insert(form.writtenTokens[0]) }
            for form in forms where form.tokens.count > 1 { followers[first, default: []].insert(form.tokens[1]) }
            writings[first, default: []].formUnion([])
            guard !singles.isEmpty else { continue }
            let plural = first + "s"
            writings[plural, default: []].formUnion(Self.caseVariants(plural))
            for form in singles where !form.isListedWrongForm { writings[plural]!.insert(form.writtenTokens[0] + "s") }
        }
        var entries: [Entry] = []
        for (lowered, candidates) in writings {
            let exact = candidates.sorted().filter { writing in
                let tokens = WordTokens.tokens(in: writing)
                return tokens.count == 1 && tokens[0].text == writing && matchesAlone(writing).allSatisfy(\.isExact)
            }
            entries.append(Entry(
                lowered: Array(lowered.utf8), exactWritings: exact.map { Array($0.utf8) },
                followers: (followers[lowered] ?? []).map(Self.hash)
            ))
        }
        var bits = 4
        while 1 << bits < entries.count * 4 { bits += 1 }
        var slotHashes = [UInt64](repeating: 0, count: 1 << bits)
        var slotEntries = [Int32](repeating: -1, count: 1 << bits)
        mask = (1 << bits) - 1
        for (index, entry) in entries.enumerated() {
            let hash = Self.hash(entry.lowered) | 1
            var slot = Self.slot(of: hash, mask: mask)
            while slotHashes[slot] != 0 {
                // Two tokens with one hash: the prefilter stands aside rather than tell them apart.
                guard slotHashes[slot] != hash else { return nil }
                slot = (slot + 1) & mask
            }
            slotHashes[slot] = hash
            slotEntries[slot] = Int32(index)
        }
        self.entries = entries
        self.slotHashes = slotHashes
        self.slotEntries = slotEntries
        self.prefilter = prefilter
        wordClasses = Self.copy(WordTokens.wordClassLookup)
        folded = Self.copy(prefilter.foldedLettersAndDigits)
        let lettersAndDigits = prefilter.foldedLettersAndDigits
        foldedOrMarkup = Self.copy((0..<256).map { byte in
            "%*_~`[<\\/".utf8.contains(UInt8(byte)) || byte == 0x85 ? 1 : lettersAndDigits[byte]
        })
        firstTokens = prefilter.firstTokens.makeProbe()
        leadingRuns = prefilter.leadingRuns.makeProbe()
        singleTokens = prefilter.singleTokens.makeProbe()
    }

    deinit {
        wordClasses.deallocate()
        folded.deallocate()
        foldedOrMarkup.deallocate()
        firstTokens.deallocate()
        leadingRuns.deallocate()
        singleTokens.deallocate()
    }

    private static func copy<Element>(_ array: [Element]) -> UnsafeBufferPointer<Element> {
        let copy = UnsafeMutableBufferPointer<Element>.allocate(capacity: array.count)
        _ = copy.initialize(from: array)
        return UnsafeBufferPointer(copy)
    }

    private static func caseVariants(_ lowered: String) -> [String] {
        [lowered, lowered.prefix(1).uppercased() + lowered.dropFirst(), lowered.uppercased()]
    }

    private static func hash(_ word: String) -> UInt64 { hash(Array(word.utf8)) }

    private static func hash(_ bytes: [UInt8]) -> UInt64 {
        bytes.reduce(ASCIIWordHashes.emptyHash) { ASCIIWordHashes.adding($1, to: $0) }
    }

    @inline(__always)
    private static func slot(of hash: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// The entry of the token whose lowered bytes hash to `hash`, if one has that hash.
    @inline(__always)
    private func entryIndex(_ hash: UInt64) -> Int? {
        let hash = hash | 1
        var slot = Self.slot(of: hash, mask: mask)
        while true {
            let stored = slotHashes[slot]
            if stored == hash { return Int(slotEntries[slot]) }
            if stored == 0 { return nil }
            slot = (slot + 1) & mask
        }
    }

    /// False when every match `Lexicon.matches(in: text)` finds is written exactly as its term (or there is none).
    public func mayHoldWrongForm(_ text: String) -> Bool {
        var markupByteSeen = false
        return text.utf8.withContiguousStorageIfAvailable { mayHoldWrongForm($0, wordClasses, &markupByteSeen) } ?? true
    }

    /// `mayHoldWrongForm(_:)`, and, when it answers false, whether the text has a byte for which
    /// `ProseMarkupScanner.mayFindEdits(in:)` may answer true (`markupBytes`), found in the same pass: false
    /// then means the text is its own prose. When it answers true, `markupByteSeen` tells nothing.
    public func mayHoldWrongForm(_ text: String, markupByteSeen: inout Bool) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { mayHoldWrongForm($0, wordClasses, &markupByteSeen) } ?? true
    }

    @inline(__always)
    static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10
    }

    /// True when the scalar at `offset` is no word scalar, or the text ends there (what makes "'s" possessive).
    @inline(__always)
    private static func isNonWord(at offset: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ lookup: UnsafeBufferPointer<WordTokens.WordClass>) -> Bool {
        guard offset < bytes.count else { return true }
        if bytes[offset] < 0x80 { return !isASCIIWordByte(bytes[offset]) }
        return WordTokens.wordClass(WordTokens.decodeScalar(bytes, at: offset).0, lookup) == .other
    }

    private func mayHoldWrongForm(
        _ bytes: UnsafeBufferPointer<UInt8>, _ lookup: UnsafeBufferPointer<WordTokens.WordClass>, _ markupByteSeen: inout Bool
    ) -> Bool {
        let folded = foldedOrMarkup
        // 1 once a byte that may start markup was read (the lookup's 1s ORed in), else 0.
        var markupBits: UInt8 = 0
        let firstTokens = firstTokens
        let leadingRuns = leadingRuns
        let singleTokens = singleTokens
        let count = bytes.count
        var offset = 0
        // Where a token starts that follows an apostrophe which ended the token before it ("iPhone's").
        var possessiveStart = -1
        while offset < count {
            let byte = bytes[offset]
            var letter = folded[Int(byte)]
            guard letter > 1 else {
                markupBits |= letter
                if byte == 0xE2, offset + 2 < count, bytes[offset + 1] == 0x84, bytes[offset + 2] == 0xAA { return true }
                offset &+= 1
                continue
            }
            // The run of ASCII letters and digits, passed over unless it may begin a term as `LexiconPrefilter`
            // tells: every token, compound part or plural stem that may match begins with such a run.
            let start = offset
            var hash = ASCIIWordHashes.emptyHash
            var stemHash = hash
            repeat {
                stemHash = hash
                hash = ASCIIWordHashes.adding(folded: letter, to: hash)
                offset &+= 1
                guard offset < count else { break }
                letter = folded[Int(bytes[offset])]
            } while letter > 1
            let next: UInt8 = offset < count ? bytes[offset] : 0
            guard firstTokens.mayContain(hash)
                || ((next == 0x2D || next == 0x27 || next == 0xE2) && leadingRuns.mayContain(hash))
                || (bytes[offset - 1] == 0x73 && singleTokens.mayContain(stemHash)) else { continue }
            // A lone "s" after an apostrophe starts a token of its own (a possessive), whatever came before.
            let afterApostrophe = (start >= 1 && bytes[start - 1] == 0x27)
                || (start >= 3 && bytes[start - 3] == 0xE2 && bytes[start - 2] == 0x80 && bytes[start - 1] == 0x99)
            let isPossessiveS = afterApostrophe && offset - start == 1 && byte | 0x20 == 0x73
                && Self.isNonWord(at: offset, bytes, lookup)
            if start > 0, start != possessiveStart, !isPossessiveS {
                switch tokenStart(at: start, bytes, lookup) {
                case .starts: break
                case .inside:
                    // Inside a token begun before: only a compound part can match there.
                    if hasHyphenNearby(start, offset, bytes, lookup) { return true }
                    continue
                case .unknown: return true
                }
            }
            switch tokenFrom(start, &possessiveStart, bytes, lookup) {
            case let .ascii(end, tokenHash, hasHyphen):
                if let index = entryIndex(tokenHash), matchesLowered(entries[index].lowered, start..<end, bytes) {
                    let entry = entries[index]
                    var isExactWriting = false
                    for writing in entry.exactWritings where Self.equals(writing, start..<end, bytes) {
                        isExactWriting = true
                        break
                    }
                    guard isExactWriting else { return true }
                    if !entry.followers.isEmpty, mayStartLongerForm(after: end, entry.followers, bytes) { return true }
                } else if hasHyphen, prefilter.compoundMayMatch(start..<end, bytes) {
                    return true
                }
                offset = end
            case .notASCII:
                // No whole word nor plural matches where a token has a non-ASCII scalar: a compound part may.
                if hasHyphenNearby(start, offset, bytes, lookup) { return true }
            }
        }
        // Every byte but those of the tokens passed over whole (ASCII letters, digits, hyphens, apostrophes) was
        // read above.
        markupByteSeen = markupBits != 0
        return false
    }

    /// A token that begins with a run of ASCII letters and digits.
    private enum ScannedToken {
        /// An all-ASCII token ending at `end`, with the hash of its lowercased bytes.
        case ascii(end: Int, hash: UInt64, hasHyphen: Bool)
        /// A token that goes on with a non-ASCII scalar (a letter, a mark, a typographic joiner).
        case notASCII
    }

    /// The token that starts at `start`, joined as `WordTokens` joins runs: hyphens and apostrophes between two
    /// ASCII letters or digits, except a possessive "'s"; `possessiveStart` is set where such an "s" starts.
    private func tokenFrom(
        _ start: Int, _ possessiveStart: inout Int, _ bytes: UnsafeBufferPointer<UInt8>,
        _ lookup: UnsafeBufferPointer<WordTokens.WordClass>
    ) -> ScannedToken {
        let count = bytes.count
        var hash = ASCIIWordHashes.emptyHash
        var hasHyphen = false
        var end = start
        while true {
            while end < count, Self.isASCIIWordByte(bytes[end]) {
                hash = ASCIIWordHashes.adding(bytes[end], to: hash)
                end += 1
            }
            guard end < count else { break }
            let next = bytes[end]
            if next == 0x2D || next == 0x27 {
                guard end + 1 < count else { break }
                let after = bytes[end + 1]
                if Self.isASCIIWordByte(after) {
                    if next == 0x27, after | 0x20 == 0x73, Self.isNonWord(at: end + 2, bytes, lookup) {
                        possessiveStart = end + 1
                        break
                    }
                    hasHyphen = hasHyphen || next == 0x2D
                    hash = ASCIIWordHashes.adding(next, to: hash)
                    end += 1
                    continue
                }
                if after >= 0x80, joinsLatinToken(at: end + 1, bytes, lookup) { return .notASCII }
                break
            }
            guard next >= 0x80 else { break }
            let (scalar, length) = WordTokens.decodeScalar(bytes, at: end)
            if scalar == "\u{2019}" || scalar == "\u{2011}" {
                guard end + length < count else { break }
                let after = bytes[end + length]
                if Self.isASCIIWordByte(after) {
                    if scalar == "\u{2019}", after | 0x20 == 0x73, Self.isNonWord(at: end + length + 1, bytes, lookup) {
                        possessiveStart = end + length
                        break
                    }
                    return .notASCII
                }
                if after >= 0x80, joinsLatinToken(at: end + length, bytes, lookup) { return .notASCII }
                break
            }
            // A non-ASCII letter of a Latin-like script or a mark continues the token.
            let scalarClass = WordTokens.wordClass(scalar, lookup)
            if scalarClass == .other || (scalarClass == .letterOrDigit && !WordTokens.isLatinLike(scalar)) { break }
            return .notASCII
        }
        return .ascii(end: end, hash: hash, hasHyphen: hasHyphen)
    }

    /// True when a hyphen may join the token that holds `bytes[start..<end]` to more: a "-" or U+2011 among the
    /// letters, marks and joiners on either side, up to the first other character (more than the token, never
    /// less).
    private func hasHyphenNearby(
        _ start: Int, _ end: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ lookup: UnsafeBufferPointer<WordTokens.WordClass>
    ) -> Bool {
        var offset = start
        while offset > 0 {
            var lead = offset - 1
            while lead > 0, bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
            let scalar = WordTokens.decodeScalar(bytes, at: lead).0
            if WordTokens.isHyphen(scalar) { return true }
            guard WordTokens.isJoiner(scalar) || WordTokens.wordClass(scalar, lookup) != .other else { break }
            offset = lead
        }
        offset = end
        while offset < bytes.count {
            let (scalar, length) = WordTokens.decodeScalar(bytes, at: offset)
            if WordTokens.isHyphen(scalar) { return true }
            guard WordTokens.isJoiner(scalar) || WordTokens.wordClass(scalar, lookup) != .other else { break }
            offset += length
        }
        return false
    }
}
