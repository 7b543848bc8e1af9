/// Apple's capitalization and ending-punctuation rules for English UI copy: title style for controls and
/// fragments, sentence style for messages and hints, a capital first letter for labels, no all-caps text, and
/// the ending punctuation each role takes.
enum CapitalizationChecks {
    static let all: [any Check] = [
        TitleCaseCheck(),
        SentenceCaseCheck(),
        InitialCapitalCheck(),
        AllCapsCheck(),
        TerminalPunctuationCheck(),
        CapitalizationConsistencyCheck(),
    ]
}
