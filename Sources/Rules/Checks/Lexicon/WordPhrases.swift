import Language

/// Matching of short lowercase phrases ("double tap", "image of", "touch id") against reader words, and the
/// lexicon names in a string: the small lookups the lexicon, accessibility and device rules share.
enum WordPhrases {
    /// A phrase split into words, for `match`.
    static func split(_ phrase: String) -> [String] {
        phrase.split(separator: " ").map(String.init)
    }

    /// The index of the last word of `phrase` when it starts at word `index`, its words adjacent (only spaces
    /// between them); nil when it does not.
    static func match(_ phrase: [String], at index: Int, in words: [ReaderWord], scalars: [Unicode.Scalar]) -> Int? {
        guard !phrase.isEmpty, index + phrase.count <= words.count else { return nil }
        for offset in 0..<phrase.count {
            let word = words[index + offset]
            guard !word.isPlaceholder, word.lowered == phrase[offset] else { return nil }
            if offset > 0, !ReaderWords.areAdjacent(words[index + offset - 1], word, in: scalars) { return nil }
        }
        return index + phrase.count - 1
    }

    /// The indexes of the words covered by any of `phrases` anywhere in `words`.
    static func coveredIndexes(_ phrases: [[String]], in words: [ReaderWord], scalars: [Unicode.Scalar]) -> Set<Int> {
        var covered: Set<Int> = []
        for index in words.indices {
            for phrase in phrases where phrase.first == words[index].lowered {
                if let end = match(phrase, at: index, in: words, scalars: scalars) {
                    covered.formUnion(index...end)
                }
            }
        }
        return covered
    }

    /// Where the string names a lexicon term in any casing (Touch ID, Back Tap, Picture in Picture), in
    /// original offsets: words inside a name are the name's, not the rule's.
    static func nameRanges(_ string: AnalyzedString, lexicon: Lexicon = .english) -> [Range<Int>] {
        lexicon.matches(in: string.prose.text).map { string.prose.originalRange($0.scalarRange) }
    }
}
