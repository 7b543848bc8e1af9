/// `ok-spelling`: Okay, Ok or O.K. where Apple writes OK.
struct OKSpellingCheck: StringCheck {
    let id = "ok-spelling"
    let scope = StringScope.englishSource

    private static let wrongForms: Set<String> = ["okay", "Okay", "OKAY", "Ok", "ok", "oK", "O.K", "o.k"]

    func check(_ string: AnalyzedString, context: CheckContext) -> [RuleHit] {
        var hits: [(span: Range<Int>, word: String)] = []
        for word in string.words where word.status == .letter || word.text.contains(".") {
            guard Self.wrongForms.contains(word.text) else { continue }
            var span = word.scalarRange
            // ICU keeps "O.K" as one word and leaves the final period outside it.
            if word.text.contains("."), span.upperBound < string.scalars.count, string.scalars[span.upperBound] == "." {
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
}
