/// A quick tokenizer for matching multi-word terms: runs of letters, digits and combining marks, with
/// hyphens and apostrophes kept when they join two such characters ("Wi-Fi", "iPhone's" → "iPhone", "'s").
///
/// ICU word segmentation is what the copy rules use for words; this simpler split only serves lexicon lookup,
/// where it must split the same way for the text and for the lexicon's own terms.
public struct WordToken: Sendable, Hashable {
    public var text: String
    public var lowercased: String
    public var scalarRange: Range<Int>
}

public enum WordTokens {
    public static func tokens(in text: String) -> [WordToken] {
        let scalars = Array(text.unicodeScalars)
        var tokens: [WordToken] = []
        var index = 0
        while index < scalars.count {
            guard isWordScalar(scalars[index]) else {
                index += 1
                continue
            }
            let start = index
            index += 1
            while index < scalars.count {
                if isWordScalar(scalars[index]) {
                    index += 1
                } else if isJoiner(scalars[index]), index + 1 < scalars.count, isWordScalar(scalars[index + 1]),
                    !(scalars[index] != "-" && isPossessiveSuffix(scalars, index + 1)) {
                    index += 2
                } else {
                    break
                }
            }
            let word = String(String.UnicodeScalarView(scalars[start..<index]))
            tokens.append(WordToken(text: word, lowercased: word.lowercased(), scalarRange: start..<index))
        }
        return tokens
    }

    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return properties.isAlphabetic || properties.numericType != nil || properties.generalCategory == .nonspacingMark
    }

    private static func isJoiner(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "-" || scalar == "'" || scalar == "\u{2019}" || scalar == "\u{2011}"
    }

    /// "'s" at the end of a word: kept apart so "iPhone's" still matches the term iPhone.
    private static func isPossessiveSuffix(_ scalars: [Unicode.Scalar], _ index: Int) -> Bool {
        guard scalars[index] == "s" || scalars[index] == "S" else { return false }
        return index + 1 == scalars.count || !isWordScalar(scalars[index + 1])
    }
}
