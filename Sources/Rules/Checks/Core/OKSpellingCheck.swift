import Language

/// `ok-spelling`: Okay, Ok or O.K. where Apple writes OK.
struct OKSpellingCheck: StringCheck {
    let id = "ok-spelling"
    let scope = StringScope.englishSource

    private static let wrongForms: Set<String> = ["okay", "Okay", "OKAY", "Ok", "ok", "oK", "O.K", "o.k"]
    /// Settles, over the text's bytes, the texts in which none of the wrong forms can be a word (almost all).
    private static let prefilter = MisspelledWordPrefilter(wrongForms)

    func check(_ string: AnalyzedString, context: CheckContext) -> [RuleHit] {
        guard Self.prefilter.mayHoldWord(in: string.text) else { return [] }
        var hits: [(span: Range<Int>, word: String)] = []
        for word in string.words where word.status == .letter || Self.containsPeriod(word.text) {
            guard Self.wrongForms.contains(word.text) else { continue }
            var span = word.scalarRange
            // ICU keeps "O.K" as one word and leaves the final period outside it.
            if Self.containsPeriod(word.text), span.upperBound < string.scalars.count, string.scalars[span.upperBound] == "." {
                span = span.lowerBound..<span.upperBound + 1
            }
            hits.append((span, String(String.UnicodeScalarView(string.scalars[span]))))
        }
        guard !hits.isEmpty else { return [] }
        var suggestion = String.UnicodeScalarView()
        var cursor = 0
        for hit in hits {
            suggestion.append(contentsOf: string.scalars[cursor..<hit.span.lowerBound])
            suggestion.append(contentsOf: "OK".unicodeScalars)
            cursor = hit.span.upperBound
        }
        suggestion.append(contentsOf: string.scalars[cursor...])
        return hits.map { RuleHit(span: $0.span, arguments: ["word": $0.word], suggestion: String(suggestion)) }
    }

    /// `text.contains(".")` (Foundation's search, by characters): settled without it when the text has no period
    /// byte at all, which is almost always.
    private static func containsPeriod(_ text: String) -> Bool {
        text.utf8.contains(UInt8(ascii: ".")) && text.contains(".")
    }
}
