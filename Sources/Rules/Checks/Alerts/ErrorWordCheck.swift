import Language

/// `error-word`: the word “error”, which labels a failure instead of explaining it.
///
/// Silent where no better words exist: a fallback for a failure the app cannot identify (“Unknown error”, with
/// no placeholder to carry more), the word as the label of the system's own description (“error: %@”), and the
/// word in the name of a thing a screen shows (“Error Code”, “Error Log”).
struct ErrorWordCheck: StringCheck {
    let id = "error-word"
    let scope = StringScope.englishSource

    private let errorWords: Set<String>
    private let unidentifiedQualifiers: Set<String>
    private let compoundNouns: Set<String>

    init(words: AlertWords = .english) {
        errorWords = Set(words.errorWords)
        unidentifiedQualifiers = Set(words.unidentifiedErrorQualifiers)
        compoundNouns = Set(words.errorCompoundNouns)
    }

    func check(_ string: AnalyzedString, context: CheckContext) -> [RuleHit] {
        // Cheap test first: most strings have no “rror” in them at all.
        guard string.text.utf8.count >= 5, containsRror(string.text) else { return [] }
        let words = CopyProse.words(of: string)
        let hasPlaceholder = words.contains(where: \.isPlaceholder)
        return words.indices.compactMap { index in
            let word = words[index]
            guard !word.isPlaceholder, errorWords.contains(CopyProse.baseForm(of: word.text)) else { return nil }
            if !hasPlaceholder, words[max(0, index - 3)..<index].contains(where: { unidentifiedQualifiers.contains($0.text.lowercased()) }) {
                return nil
            }
            // “Error Code”, not the possessive “the error’s details”.
            if index + 1 < words.count, errorWords.contains(word.text.lowercased()), compoundNouns.contains(words[index + 1].text.lowercased()) {
                return nil
            }
            if labelsSystemDescription(words, at: index, scalars: string.scalars) { return nil }
            return RuleHit(span: word.range, arguments: ["word": word.text])
        }
    }

    /// True when the word is followed by a colon and then a placeholder that ends the text (“error: %@”).
    private func labelsSystemDescription(_ words: [ProseWord], at index: Int, scalars: [Unicode.Scalar]) -> Bool {
        guard index + 1 == words.count - 1, words[index + 1].isPlaceholder else { return false }
        let between = scalars[words[index].range.upperBound..<words[index + 1].range.lowerBound]
        guard between.first == ":", between.dropFirst().allSatisfy(\.properties.isWhitespace) else { return false }
        return scalars[words[index + 1].range.upperBound...].allSatisfy { $0.properties.isWhitespace || $0 == "." }
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
