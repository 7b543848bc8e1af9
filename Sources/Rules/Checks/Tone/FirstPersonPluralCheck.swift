/// `first-person-plural`: we, us, our, ours (and we're, we've, we'll, we'd) anywhere in the interface. Apple's
/// writing guidance says to avoid *we* altogether: the app speaks about what happens, not about itself.
struct FirstPersonPluralCheck: StringCheck {
    let id = "first-person-plural"
    let scope = StringScope.englishSource

    private let matcher: PronounMatcher

    init(words: AlertWords = .english) {
        matcher = PronounMatcher(pronouns: Set(words.firstPersonPlural))
    }

    func check(_ string: AnalyzedString, context: CheckContext) -> [RuleHit] {
        guard mayContainPronoun(string.text) else { return [] }
        return matcher.matches(in: string, context: context).map { word in
            RuleHit(span: word.range, arguments: ["word": word.text])
        }
    }

    /// A cheap screen before any word analysis: every listed pronoun has “we”, “us” or “ou” in it.
    private func mayContainPronoun(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
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
}
