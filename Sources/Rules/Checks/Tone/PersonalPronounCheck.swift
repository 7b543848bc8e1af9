/// `personal-pronoun`: you, your, yours, me, my or mine in an alert's or action sheet's title (the legacy alert
/// rule: such pronouns can read as patronizing or accusatory), and the "you" of "Are you sure" anywhere in an
/// alert. The rule's `words` option replaces the list.
///
/// The current HIG says you and your typically work well, and editors judging real apps kept them in messages
/// and buttons ("Check your connection"); what they still cut is the title that addresses the person, and the
/// are-you-sure filler wherever it stands.
struct PersonalPronounCheck: StringCheck {
    let id = "personal-pronoun"
    let scope = StringScope.englishSource

    private let matcher: PronounMatcher

    init(words: AlertWords = .english) {
        matcher = PronounMatcher(pronouns: Set(words.personalPronouns))
    }

    func check(_ string: AnalyzedString, context: CheckContext) -> [RuleHit] {
        var matcher = matcher
        if let configured = AlertWords.listOption("words", in: context) {
            matcher = PronounMatcher(pronouns: configured)
        }
        let isTitle = string.role.role == .alertTitle || string.role.role == .actionSheetTitle
        return matcher.matches(in: string, context: context).compactMap { word in
            if Self.isAreYouSure(word.range, in: string.scalars) {
                let phrase = (word.range.lowerBound - 4)..<(word.range.upperBound + 5)
                return RuleHit(span: phrase, arguments: ["word": String(String.UnicodeScalarView(string.scalars[phrase]))])
            }
            return isTitle ? RuleHit(span: word.range, arguments: ["word": word.text]) : nil
        }
    }

    /// True when the word at `range` is the "you" of "are you sure" (any case, one space or no-break space apart).
    static func isAreYouSure(_ range: Range<Int>, in scalars: [Unicode.Scalar]) -> Bool {
        func lowercased(_ bounds: Range<Int>) -> String? {
            guard bounds.lowerBound >= 0, bounds.upperBound <= scalars.count else { return nil }
            return String(String.UnicodeScalarView(scalars[bounds])).lowercased()
        }
        func isSpace(_ index: Int) -> Bool {
            index >= 0 && index < scalars.count && (scalars[index] == " " || scalars[index] == "\u{A0}")
        }
        guard lowercased(range) == "you", isSpace(range.lowerBound - 1), isSpace(range.upperBound),
            lowercased((range.lowerBound - 4)..<(range.lowerBound - 1)) == "are",
            lowercased((range.upperBound + 1)..<(range.upperBound + 5)) == "sure" else { return false }
        let after = range.upperBound + 5
        return after == scalars.count || !scalars[after].properties.isAlphabetic
    }
}
