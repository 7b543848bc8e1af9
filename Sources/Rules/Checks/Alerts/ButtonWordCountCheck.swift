/// `button-word-count`: a button title longer than the role allows (more than two words on an alert button,
/// more than four on other buttons), counted as a reader counts: hyphenated compounds are one word and a
/// placeholder is one word.
struct ButtonWordCountCheck: StringCheck {
    let id = "button-word-count"
    let scope = StringScope.englishSource

    func check(_ string: AnalyzedString, context: CheckContext) -> [RuleHit] {
        let limit = limit(for: string.role.role, context: context)
        // A title of `limit` words has at least `limit` scalars plus spaces; skip the short ones cheaply.
        guard string.scalars.count > limit * 2 else { return [] }
        let words = CopyProse.readerWords(CopyProse.words(of: string), scalars: string.scalars)
        guard words.count > limit, let first = words.first, let last = words.last else { return [] }
        return [RuleHit(
            span: first.lowerBound..<last.upperBound,
            arguments: ["count": String(words.count), "limit": String(limit), "limitWords": Self.spelled(limit)]
        )]
    }

    private func limit(for role: Role, context: CheckContext) -> Int {
        if role == .alertButton {
            return Int(context.numberOption("alertButtonMaxWords", default: 2))
        }
        return Int(context.numberOption("maxWords", default: 4))
    }

    private static func spelled(_ count: Int) -> String {
        let names = ["no words", "one word", "two words", "three words", "four words", "five words", "six words"]
        return count < names.count ? names[count] : "\(count) words"
    }
}
