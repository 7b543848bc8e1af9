/// `error-word`: the word “error” or “errors”, which labels a failure instead of explaining it.
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
        return CopyProse.words(of: string).compactMap { word in
            guard !word.isPlaceholder, errorWords.contains(CopyProse.baseForm(of: word.text)) else { return nil }
            return RuleHit(span: word.range, arguments: ["word": word.text])
        }
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
