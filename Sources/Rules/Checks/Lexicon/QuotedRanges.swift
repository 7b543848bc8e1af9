/// The parts of a text inside quotation marks (“…”, "…", ‘…’, «…», „…“, 「…」): names of documents, albums
/// or items, whose words are the name's own. A right single quote inside a word is an apostrophe, not a quote.
enum QuotedRanges {
    private static let pairs: [Unicode.Scalar: Set<Unicode.Scalar>] = [
        "\u{201C}": ["\u{201D}"], "\"": ["\""], "\u{2018}": ["\u{2019}"], "\u{00AB}": ["\u{00BB}"],
        "\u{201E}": ["\u{201C}", "\u{201D}"], "\u{300C}": ["\u{300D}"], "\u{2039}": ["\u{203A}"],
    ]

    static func ranges(in scalars: [Unicode.Scalar]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var index = 0
        while index < scalars.count {
            guard let closers = pairs[scalars[index]] else {
                index += 1
                continue
            }
            var end = index + 1
            while end < scalars.count {
                if closers.contains(scalars[end]), !isApostrophe(scalars, end) { break }
                end += 1
            }
            guard end < scalars.count else { break }
            ranges.append(index..<end + 1)
            index = end + 1
        }
        return ranges
    }

    /// A ’ between two letters ("don’t") is an apostrophe.
    private static func isApostrophe(_ scalars: [Unicode.Scalar], _ index: Int) -> Bool {
        guard scalars[index] == "\u{2019}", index > 0, index + 1 < scalars.count else { return false }
        return scalars[index - 1].properties.isAlphabetic && scalars[index + 1].properties.isAlphabetic
    }
}
