import Language

/// The words the alert, button and tone checks read: the string's prose words (format specifiers and code
/// spans as placeholder words, Markdown masked) without the words of web addresses and email addresses, whose
/// letters are not prose ("support@our-app.com" has no pronoun in it).
enum CopyProse {
    /// The prose of a string, computed once per string and shared with every other check.
    static func prose(of string: AnalyzedString) -> ProseText {
        string.prose
    }

    /// The string's words, placeholders included, in order, minus those inside web or email addresses.
    static func words(of string: AnalyzedString) -> [ProseWord] {
        let words = prose(of: string).words
        let links = LinkRanges.ranges(in: string.scalars)
        guard !links.isEmpty else { return words }
        return words.filter { word in !links.contains { $0.overlaps(word.range) } }
    }

    /// The lowercased word with a contraction's ending dropped ("you're" → "you", "We’ll" → "we"), so a
    /// contraction counts as the word it contracts.
    static func baseForm(of word: String) -> String {
        let lowered = word.lowercased()
        guard let apostrophe = lowered.firstIndex(where: { $0 == "'" || $0 == "\u{2019}" }) else { return lowered }
        let ending = lowered[lowered.index(after: apostrophe)...]
        return contractionEndings.contains(String(ending)) ? String(lowered[..<apostrophe]) : lowered
    }

    private static let contractionEndings: Set<String> = ["re", "ve", "ll", "d", "s", "m"]

    /// True for the hyphens that join a compound (“Sign-In”, “Wi‑Fi”).
    static func isHyphen(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "-" || scalar == "\u{2010}" || scalar == "\u{2011}"
    }

    /// The string's words with hyphenated compounds joined, as a reader counts them: “Double-Tap” and “Wi-Fi”
    /// are one word each, “Delete %@” is two.
    static func readerWords(_ words: [ProseWord], scalars: [Unicode.Scalar]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for word in words {
            if let last = result.last, word.range.lowerBound == last.upperBound + 1,
                last.upperBound < scalars.count, isHyphen(scalars[last.upperBound]) {
                result[result.count - 1] = last.lowerBound..<word.range.upperBound
            } else {
                result.append(word.range)
            }
        }
        return result
    }

    /// The text of a range of scalars.
    static func text(_ scalars: [Unicode.Scalar], _ range: Range<Int>) -> String {
        String(String.UnicodeScalarView(scalars[range]))
    }

    /// The range of the text without leading and trailing white space (nil when it is all white space).
    static func trimmedRange(_ scalars: [Unicode.Scalar]) -> Range<Int>? {
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return nil }
        return first..<last + 1
    }
}
