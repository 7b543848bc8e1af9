/// Finds quoted passages in English text: “…”, ‘…’, "…", '…' and «…», telling an apostrophe (“Don’t”,
/// “people's”) from a single quotation mark by what stands on either side of it.
struct QuotationSpan: Sendable, Hashable {
    /// From the opening mark through the closing mark.
    var range: Range<Int>
    /// Between the marks.
    var content: Range<Int> { range.lowerBound + 1..<range.upperBound - 1 }
}

enum QuotationSpans {
    /// The longest passage considered: names of buttons and settings are short.
    static let maximumLength = 60

    static func spans(in scalars: [Unicode.Scalar]) -> [QuotationSpan] {
        var spans: [QuotationSpan] = []
        var index = 0
        while index < scalars.count {
            if let close = closingIndex(forOpeningAt: index, in: scalars) {
                spans.append(QuotationSpan(range: index..<close + 1))
                index = close + 1
            } else {
                index += 1
            }
        }
        return spans
    }

    private static func closingIndex(forOpeningAt index: Int, in scalars: [Unicode.Scalar]) -> Int? {
        let open = scalars[index]
        let close: Unicode.Scalar
        switch open {
        case "\u{201C}": close = "\u{201D}"
        case "\u{00AB}": close = "\u{00BB}"
        case "\u{2018}": close = "\u{2019}"
        case "\"", "'":
            // A straight mark opens only at a word's start: after a space, an opening bracket or the text's start.
            guard index == 0 || scalars[index - 1].properties.isWhitespace || "([{".unicodeScalars.contains(scalars[index - 1])
            else { return nil }
            close = open
        default:
            return nil
        }
        guard index + 1 < scalars.count, !scalars[index + 1].properties.isWhitespace else { return nil }
        let limit = min(scalars.count, index + 2 + maximumLength)
        var candidate = index + 1
        while candidate < limit {
            let scalar = scalars[candidate]
            if scalar == "\n" { return nil }
            if scalar == close, candidate > index + 1, endsQuotation(at: candidate, in: scalars) { return candidate }
            candidate += 1
        }
        return nil
    }

    /// A closing mark that is also an apostrophe (’ or ') closes only when no letter follows it (“Don’t” does
    /// not close ‘…’).
    private static func endsQuotation(at index: Int, in scalars: [Unicode.Scalar]) -> Bool {
        let scalar = scalars[index]
        guard scalar == "\u{2019}" || scalar == "'" || scalar == "\"" else { return true }
        if scalars[index - 1].properties.isWhitespace { return false }
        guard index + 1 < scalars.count else { return true }
        let next = scalars[index + 1].properties
        return !(next.isAlphabetic || next.numericType != nil)
    }
}
