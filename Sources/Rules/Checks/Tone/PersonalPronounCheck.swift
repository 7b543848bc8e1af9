/// `personal-pronoun`: you, your, yours, me, my or mine in alert and action sheet text (the legacy alert rule:
/// such pronouns can read as patronizing or accusatory). The rule's `words` option replaces the list.
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
        return matcher.matches(in: string, context: context).map { word in
            RuleHit(span: word.range, arguments: ["word": word.text])
        }
    }
}
