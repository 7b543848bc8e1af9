/// `error-word`: the word “error” or “errors”, which labels a failure instead of explaining it.
///
/// Two uses are left alone: “error:” introducing the system's own description that a placeholder fills in
/// (“Couldn't save the file, error: %@”), where the word labels the detail rather than standing for it, and an
/// alert title that is only the word, which `generic-alert-title` reports.
struct ErrorWordCheck: StringCheck {
    let id = "error-word"
    let scope = StringScope.englishSource

    private let errorWords: Set<String>

    init(words: AlertWords = .english) {
        errorWords = Set(words.errorWords)
    }

    func check(_ string: AnalyzedString, context: CheckContext) -> [RuleHit] {
        // Cheap test first: most strings have no “rror” in them at all.
        guard string.text.utf8.count >= 5, containsRror(string.text) else { return [] }
        let words = CopyProse.words(of: string)
        let isTitle = string.role.role == .alertTitle || string.role.role == .actionSheetTitle
        if isTitle, words.count == 1 { return [] }
        return words.enumerated().compactMap { index, word in
            guard !word.isPlaceholder, errorWords.contains(CopyProse.baseForm(of: word.text)) else { return nil }
            if introducesDetail(word, next: index + 1 < words.count ? words[index + 1] : nil, scalars: string.scalars) { return nil }
            return RuleHit(span: word.range, arguments: ["word": word.text])
        }
    }

    /// True when the word is followed by a colon and then by a placeholder only (`error: %@`).
    private func introducesDetail(_ word: ProseWord, next: ProseWord?, scalars: [Unicode.Scalar]) -> Bool {
        guard word.range.upperBound < scalars.count, scalars[word.range.upperBound] == ":", let next, next.isPlaceholder else {
            return false
        }
        return scalars[next.range.upperBound...].allSatisfy { $0.properties.isWhitespace || $0 == "." || $0 == ")" }
    }

    private func containsRror(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count >= 5 else { return false }
        for index in 0...(bytes.count - 5) where bytes[index] | 0x20 == UInt8(ascii: "e") {
            if bytes[index + 1] | 0x20 == UInt8(ascii: "r"), bytes[index + 2] | 0x20 == UInt8(ascii: "r"),
                bytes[index + 3] | 0x20 == UInt8(ascii: "o"), bytes[index + 4] | 0x20 == UInt8(ascii: "r") {
                return true
            }
        }
        return false
    }
}
