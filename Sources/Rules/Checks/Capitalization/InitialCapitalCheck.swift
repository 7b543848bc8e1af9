/// `initial-capital`: a label, accessibility label, placeholder or search prompt starts with a lowercase letter
/// (Accessibility Programming Guide: a label "Begins with a capitalized word. This helps VoiceOver read the label
/// with the appropriate inflection."). Words with a capital inside (iPhone, eBay) start lowercase on purpose;
/// a text that starts with a number or a placeholder ("3 items", "%lld items") has no first letter to capitalize.
struct InitialCapitalCheck: StringCheck {
    let id = "initial-capital"
    let scope = StringScope.englishSource

    func check(_ string: AnalyzedString, context: CheckContext) -> [RuleHit] {
        let prose = string.prose
        guard let first = prose.words.first, WordShape(first) == .lowercase else { return [] }
        // A wrongly cased brand ("wifi is off") is fixed to its right form ("Wi-Fi is off").
        let term = CaseLexicon.lexicon(for: context).matches(in: prose.text).first {
            $0.scalarRange.contains(first.proseRange.lowerBound)
        }
        if let term {
            guard !term.isExact, !term.term.startsLowercase else { return [] }
            let range = prose.originalRange(term.scalarRange)
            return [RuleHit(span: first.range, arguments: ["word": first.text],
                            suggestion: prose.replacing([(range, term.term.term)]))]
        }
        let correction = CaseCorrection.make(first, .capitalize, prose, locale: string.locale)
        return [RuleHit(span: first.range, arguments: ["word": first.text],
                        suggestion: prose.replacing([(correction.replacedRange, correction.replacement)]))]
    }
}
