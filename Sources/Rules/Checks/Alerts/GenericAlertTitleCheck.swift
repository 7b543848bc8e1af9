import CopyText
import Language

/// `generic-alert-title`: an alert or action sheet title that is a single word or a stock phrase (“Error”,
/// “Something went wrong”, “Error 329”), which tells people nothing about what happened.
struct GenericAlertTitleCheck: StringCheck {
    let id = "generic-alert-title"
    let scope = StringScope.englishSource

    private let phrases: Set<String>
    private let errorCodePrefixes: [[String]]

    init(words: AlertWords = .english) {
        phrases = Set(words.genericTitles)
        errorCodePrefixes = words.errorCodePrefixes.map { $0.split(separator: " ").map(String.init) }
    }

    func check(_ string: AnalyzedString, context: CheckContext) -> [RuleHit] {
        let scalars = string.scalars
        guard let span = CopyProse.trimmedRange(scalars) else { return [] }
        let words = CopyProse.words(of: string)
        guard !words.isEmpty, !words.allSatisfy(\.isPlaceholder) else { return [] }
        let title = CopyProse.text(scalars, span)
        let extra = AlertWords.listOption("phrases", in: context) ?? []
        let lowered = words.map { $0.text.lowercased() }
        let phrase = lowered.joined(separator: " ")
        if phrases.contains(phrase) || extra.contains(phrase) || isErrorCode(words, lowered) {
            return [RuleHit(span: span, arguments: ["title": title, "reason": "is a stock phrase"])]
        }
        if CopyProse.readerWords(words, scalars: scalars).count == 1, !isIdentifier(title) {
            return [RuleHit(span: span, arguments: ["title": title, "reason": "is a single word"])]
        }
        return []
    }

    /// A key standing in for a missing value (“Extractor.Alert.Title”, “alert_title”) is not a title anyone wrote.
    private func isIdentifier(_ title: String) -> Bool {
        let scalars = Array(title.unicodeScalars)
        return scalars.indices.dropFirst().dropLast().contains { index in
            (scalars[index] == "." || scalars[index] == "_") && scalars[index - 1].properties.isAlphabetic
                && scalars[index + 1].properties.isAlphabetic
        }
    }

    /// “Error 329347”, “Error code: -1009”, “Error %d”: an error prefix followed by exactly one code.
    private func isErrorCode(_ words: [ProseWord], _ lowered: [String]) -> Bool {
        for prefix in errorCodePrefixes where lowered.count == prefix.count + 1 {
            guard Array(lowered.prefix(prefix.count)) == prefix else { continue }
            let code = words[prefix.count]
            return code.isPlaceholder || code.text.unicodeScalars.contains { $0.properties.numericType != nil }
        }
        return false
    }
}
