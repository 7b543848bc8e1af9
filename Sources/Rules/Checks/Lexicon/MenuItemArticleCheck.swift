import Language

/// `menu-item-article`: a menu item uses an article ("Show the Sidebar"). Apple's menu items are terse
/// commands without articles ("Show Sidebar", "Bring All to Front"); the article adds width and nothing else.
///
/// Articles: a, an, the. Not articles: a capital "A" that names a letter ("Sort A to Z", "Side A", "Column A",
/// "A–Z"), words inside quotation marks (a document's or album's name: Open “The Hobbit”), and text that is
/// no menu item whatever its role: six words or more ending like a sentence, or twelve words or more.
/// The suggestion drops the article ("Show the Sidebar" → "Show Sidebar").
struct MenuItemArticleCheck: StringCheck {
    let id = "menu-item-article"
    let scope = StringScope.englishSource

    private static let words = CopyWords.english
    /// Words after a capital "A" that make it a letter ("A to Z", "A or B").
    private static let letterRangeWords: Set<String> = ["to", "through", "thru", "and", "or"]

    /// A menu item is a command, never a sentence: text of this many words or more that ends like a sentence
    /// (or introduces a list with a colon) is an instruction that got the role by mistake, and its articles are
    /// right. So is any text of `longTextWordCount` words or more.
    private static let sentenceWordCount = 6
    private static let longTextWordCount = 12
    private static let sentenceEnds: Set<Unicode.Scalar> = [".", "?", "!", ":"]
    private static let closingMarks: Set<Unicode.Scalar> = ["\u{201D}", "\u{2019}", "\"", "'", ")", "\u{00BB}"]

    func check(_ string: AnalyzedString, context: CheckContext) -> [RuleHit] {
        let words = ReaderWords.words(of: string)
        guard words.contains(where: { Self.words.articles.contains($0.lowered) }), !isSentence(string, words) else { return [] }
        let scalars = string.scalars
        let quoted = QuotedRanges.ranges(in: scalars)
        var articles: [ReaderWord] = []
        for (index, word) in words.enumerated() where Self.words.articles.contains(word.lowered) {
            guard !AddressRanges.contains(quoted, overlapping: word.range), !isLetterName(words, index, scalars) else { continue }
            articles.append(word)
        }
        guard !articles.isEmpty else { return [] }
        let suggestion = removing(articles, words, scalars)
        return articles.map { RuleHit(span: $0.range, arguments: ["article": $0.text], suggestion: suggestion) }
    }

    private func isSentence(_ string: AnalyzedString, _ words: [ReaderWord]) -> Bool {
        if words.count >= Self.longTextWordCount { return true }
        guard words.count >= Self.sentenceWordCount else { return false }
        var end = string.scalars.count - 1
        while end >= 0, string.scalars[end].properties.isWhitespace || Self.closingMarks.contains(string.scalars[end]) { end -= 1 }
        return end >= 0 && Self.sentenceEnds.contains(string.scalars[end])
    }

    /// A capital "A" that names a letter: not lowercase, and followed by nothing, a letter, a range word or a
    /// dash, or preceded by a noun such as Column or Side.
    private func isLetterName(_ words: [ReaderWord], _ index: Int, _ scalars: [Unicode.Scalar]) -> Bool {
        let word = words[index]
        guard word.text == "A" else { return false }
        if index > 0, Self.words.letterNameNouns.contains(words[index - 1].lowered) { return true }
        guard index + 1 < words.count else { return true }
        let next = words[index + 1]
        if next.isPlaceholder || next.text.unicodeScalars.count == 1 || Self.letterRangeWords.contains(next.lowered) { return true }
        let gap = scalars[word.range.upperBound..<next.range.lowerBound].filter { $0 != " " }
        return gap.contains { $0 == "-" || $0 == "\u{2013}" || $0 == "\u{2014}" || $0 == "/" }
    }

    /// The item without its articles; a word that moves to the front is capitalized.
    private func removing(_ articles: [ReaderWord], _ words: [ReaderWord], _ scalars: [Unicode.Scalar]) -> String {
        var replacements: [(range: Range<Int>, with: String)] = []
        for article in articles {
            var end = article.range.upperBound
            while end < scalars.count, scalars[end] == " " { end += 1 }
            replacements.append((article.range.lowerBound..<end, ""))
            if article.range.lowerBound == 0, let next = words.first(where: { $0.range.lowerBound >= end }),
                next.range.lowerBound == end, !next.isPlaceholder {
                replacements[replacements.count - 1].range = article.range.lowerBound..<next.range.upperBound
                replacements[replacements.count - 1].with = next.text.prefix(1).uppercased() + next.text.dropFirst()
            }
        }
        return ReaderWords.replacing(replacements, in: scalars)
    }
}
