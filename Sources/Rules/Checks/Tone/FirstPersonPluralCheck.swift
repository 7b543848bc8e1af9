/// `first-person-plural`: we, us, our, ours (and we're, we've, we'll, we'd) anywhere in the interface. Apple's
/// writing guidance says to avoid *we* altogether: the app speaks about what happens, not about itself.
struct FirstPersonPluralCheck: StringCheck {
    let id = "first-person-plural"
    let scope = StringScope.englishSource

    private let matcher: PronounMatcher
    /// The pronouns' UTF-8, when all are lowercase ASCII letters (the prefilter's condition); nil otherwise.
    private let pronounBytes: [[UInt8]]?

    init(words: AlertWords = .english) {
        matcher = PronounMatcher(pronouns: Set(words.firstPersonPlural))
        let bytes = words.firstPersonPlural.map { Array($0.utf8) }
        pronounBytes = bytes.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0 &- 0x61 < 26 } } ? bytes : nil
    }

    func check(_ string: AnalyzedString, context: CheckContext) -> [RuleHit] {
        guard mayContainPronoun(string.text) else { return [] }
        return matcher.matches(in: string, context: context).map { word in
            RuleHit(span: word.range, arguments: ["word": word.text])
        }
    }

    /// A cheap prefilter before any word analysis. A word whose base form is a listed pronoun is the pronoun, in
    /// any case, alone or before an apostrophe ("We're"); only ASCII letters lowercase to ASCII letters, and a
    /// word never begins or ends between two ASCII letters or digits. So a text must hold a pronoun's letters
    /// with no ASCII letter or digit right before or right after them. A text with a "%" may hold a format
    /// specifier, whose masking may start a word right after its letters ("%dwe"): there, as for any list of
    /// pronouns, every listed pronoun having "we", "us" or "ou" in it is what the prefilter asks.
    func mayContainPronoun(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let pronounBytes, !bytes.contains(0x25) else { return Self.hasPronounLetterPair(bytes) }
            let count = bytes.count
            var offset = 0
            var afterWordByte = false
            while offset < count {
                let byte = bytes[offset]
                let isWordByte = (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10
                if isWordByte, !afterWordByte {
                    for pronoun in pronounBytes where Self.hasPronoun(pronoun, at: offset, bytes) { return true }
                }
                afterWordByte = isWordByte
                offset += 1
            }
            return false
        }
    }

    /// True when the text has "we", "us" or "ou" in any case.
    private static func hasPronounLetterPair(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            let lower = byte | 0x20
            if (previous == UInt8(ascii: "w") && lower == UInt8(ascii: "e"))
                || (previous == UInt8(ascii: "u") && lower == UInt8(ascii: "s"))
                || (previous == UInt8(ascii: "o") && lower == UInt8(ascii: "u")) {
                return true
            }
            previous = lower
        }
        return false
    }

    /// True when `pronoun`, in any case, is at `offset` with no ASCII letter or digit right after it.
    private static func hasPronoun(_ pronoun: [UInt8], at offset: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let end = offset + pronoun.count
        guard end <= bytes.count else { return false }
        for (index, letter) in pronoun.enumerated() where bytes[offset + index] | 0x20 != letter { return false }
        guard end < bytes.count else { return true }
        let next = bytes[end]
        return !((next | 0x20) &- 0x61 < 26 || next &- 0x30 < 10)
    }
}
