/// `yes-no-button`: a button titled Yes or No (or “Yes, …” / “No, …”), which makes people reread the question
/// instead of naming the action.
struct YesNoButtonCheck: StringCheck {
    let id = "yes-no-button"
    let scope = StringScope.englishSource

    private let answers: Set<String>

    init(words: AlertWords = .english) {
        answers = Set(words.yesNoWords)
    }

    func check(_ string: AnalyzedString, context: CheckContext) -> [RuleHit] {
        let scalars = string.scalars
        guard scalars.count <= 80, let first = CopyProse.words(of: string).first, !first.isPlaceholder,
            answers.contains(first.text.lowercased()), let trimmed = CopyProse.trimmedRange(scalars),
            first.range.lowerBound == trimmed.lowerBound else { return [] }
        let rest = scalars[first.range.upperBound..<trimmed.upperBound]
        // The whole title is the word (closing punctuation aside), or the word is followed by a comma.
        let isWholeTitle = rest.allSatisfy { !$0.properties.isAlphabetic && !$0.properties.isWhitespace && $0 != "%" }
        let startsWithAnswerAndComma = rest.first == "," || rest.first == "\u{FF0C}"
        guard isWholeTitle || startsWithAnswerAndComma else { return [] }
        return [RuleHit(span: first.range, arguments: ["word": first.text])]
    }
}
