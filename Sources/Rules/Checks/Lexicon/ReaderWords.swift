import Language

/// A word as a copy editor reads it: an ICU word of the string's prose, with hyphenated compounds joined
/// ("Double-tap", "long-press", "touch-up" are one word each), located in the original string.
struct ReaderWord: Sendable, Hashable {
    /// The word as written in the original string.
    var text: String
    /// The word lowercased, for list lookups.
    var lowered: String
    /// Where the word is in the original string (Unicode-scalar offsets).
    var range: Range<Int>
    /// True for a format specifier or code span: a word the app supplies.
    var isPlaceholder: Bool
}

/// The reader words of a string, minus the words inside web and email addresses, file names and identifiers
/// (see `AddressRanges`; found in the prose, so a Markdown link's text is prose and its destination is not). Format specifiers and Markdown are masked by `ProseText`, so the letters of `%1$lld`
/// or of a link's destination never read as words; a placeholder stays in the list as a word of its own, so
/// that "Tap %@" has two words and a rule can tell that the first is not followed by prose.
enum ReaderWords {
    static func words(of string: AnalyzedString) -> [ReaderWord] {
        let scalars = string.scalars
        let prose = string.prose
        let addresses = AddressRanges.ranges(in: prose.scalars)
        var words: [ReaderWord] = []
        for word in prose.words {
            if !addresses.isEmpty, AddressRanges.contains(addresses, overlapping: word.proseRange) { continue }
            if !word.isPlaceholder, let last = words.last, !last.isPlaceholder,
                word.range.lowerBound == last.range.upperBound + 1, isHyphen(scalars[last.range.upperBound]) {
                let range = last.range.lowerBound..<word.range.upperBound
                let text = WordTokens.string(scalars[range])
                words[words.count - 1] = ReaderWord(text: text, lowered: text.lowercased(), range: range, isPlaceholder: false)
                continue
            }
            words.append(ReaderWord(text: word.text, lowered: word.text.lowercased(), range: word.range, isPlaceholder: word.isPlaceholder))
        }
        return words
    }

    /// True for the hyphens that join a compound, a non-breaking hyphen included.
    static func isHyphen(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "-" || scalar == "\u{2010}" || scalar == "\u{2011}"
    }

    /// True when nothing but spaces stands between two words in the original string (no comma, period or
    /// line break), so they may form one phrase.
    static func areAdjacent(_ first: ReaderWord, _ second: ReaderWord, in scalars: [Unicode.Scalar]) -> Bool {
        guard first.range.upperBound <= second.range.lowerBound else { return false }
        return scalars[first.range.upperBound..<second.range.lowerBound].allSatisfy { $0 == " " || $0 == "\u{00A0}" }
    }

    /// `text` with each range replaced by its replacement (ranges sorted and not overlapping).
    static func replacing(_ replacements: [(range: Range<Int>, with: String)], in scalars: [Unicode.Scalar]) -> String {
        // Runs of scalars are written as UTF-8 at once (`WordTokens.string`), not appended scalar by scalar.
        var result = ""
        var cursor = 0
        for replacement in replacements.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) where replacement.range.lowerBound >= cursor {
            result += WordTokens.string(scalars[cursor..<replacement.range.lowerBound])
            result += replacement.with
            cursor = replacement.range.upperBound
        }
        result += WordTokens.string(scalars[cursor...])
        return result
    }

    /// `replacement` written in the case pattern of `original`: all caps when the original is all caps (of more
    /// than one letter), title style when every word of a several-word original is capitalized ("Long Press" →
    /// "Touch and Hold"), capitalized when the original starts with a capital.
    static func matchingCase(_ replacement: String, of original: String) -> String {
        let letters = original.unicodeScalars.filter { $0.properties.isCased }
        if letters.count > 1, letters.allSatisfy({ $0.properties.isUppercase }) { return replacement.uppercased() }
        guard let first = letters.first, first.properties.isUppercase else { return replacement }
        let originalWords = original.split { $0 == " " || $0 == "-" }
        let titled = originalWords.count > 1 && originalWords.allSatisfy { $0.first?.isUppercase ?? false }
        guard titled else { return capitalized(replacement) }
        return replacement.split(separator: " ", omittingEmptySubsequences: false)
            .map { smallWords.contains(String($0)) ? String($0) : capitalized(String($0)) }
            .joined(separator: " ")
    }

    /// Words that title style keeps lowercase inside a replacement phrase.
    private static let smallWords: Set<String> = ["and", "or", "on", "to", "a", "an", "the"]

    private static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }
}
