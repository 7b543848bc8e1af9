import Language

/// `initial-capital`: a label, accessibility label, placeholder or search prompt starts with a lowercase letter
/// (Accessibility Programming Guide: a label "Begins with a capitalized word. This helps VoiceOver read the label
/// with the appropriate inflection."). Words with a capital inside (iPhone, eBay) start lowercase on purpose;
/// a text that starts with a number or a placeholder ("3 items", "%lld items") has no first letter to capitalize.
///
/// Four lowercase starts are deliberate and left alone: a lone connecting word between two controls ("or"), a
/// date or time pattern shown as a placeholder ("yyyy-MM-dd"), where case is meaning, a quoted word, which
/// quotes something as written, and a text that names code identifiers (`progress_color`, `tintColor`), whose
/// first word is likely one of them, written as the code spells it.
struct InitialCapitalCheck: StringCheck {
    let id = "initial-capital"
    let scope = StringScope.englishSource

    private let connectingWords: Set<String>

    init(words: AlertWords = .english) {
        connectingWords = Set(words.titleMinorWords)
    }

    func check(_ string: AnalyzedString, context: CheckContext) -> [RuleHit] {
        let prose = string.prose
        guard let first = prose.words.first, WordShape(first) == .lowercase else { return [] }
        if prose.words.count == 1, connectingWords.contains(first.text) { return [] }
        if Self.isDatePattern(string.scalars) || Self.startsQuoted(string.scalars) { return [] }
        // A wrongly cased brand ("wifi is off") is fixed to its right form ("Wi-Fi is off").
        let terms = CaseLexicon.lexicon(for: context).matches(in: prose.text)
        let term = terms.first { $0.scalarRange.contains(first.proseRange.lowerBound) }
        if term == nil, Self.namesIdentifiers(prose.words, besides: terms.map(\.scalarRange)) { return [] }
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

    /// True when a word of the text is written as code writes a name: with an underscore between letters
    /// (`when_relative`), or lowercase then capitalized after two lowercase letters or more (`criticalText`); words
    /// inside lexicon terms (`macOS`) are not counted.
    static func namesIdentifiers(_ words: [ProseWord], besides terms: [Range<Int>]) -> Bool {
        words.contains { word in
            guard !word.isPlaceholder, !terms.contains(where: { $0.overlaps(word.proseRange) }) else { return false }
            let scalars = Array(word.text.unicodeScalars)
            if let underscore = scalars.firstIndex(of: "_"), underscore > 0, underscore < scalars.count - 1,
                scalars[underscore - 1].properties.isAlphabetic, scalars[underscore + 1].properties.isAlphabetic {
                return true
            }
            guard let capital = scalars.firstIndex(where: \.properties.isUppercase), capital >= 2 else { return false }
            return scalars[..<capital].allSatisfy(\.properties.isLowercase)
        }
    }

    /// CLDR's date and time pattern letters (`yyyy`, `MM`, `HH`, `mm`, `a`, `EEE`, …).
    private static let patternLetters = Set("GyYuUrQqMLlwWdDFgEecabBhHKkjJCmsSAzZOvVXx".unicodeScalars)

    /// True when the text is two or more runs of pattern letters joined by separators (`yyyy-MM-dd`, `HH:mm`), four
    /// letters at least (so "a b" is not one).
    static func isDatePattern(_ scalars: [Unicode.Scalar]) -> Bool {
        var fields = 0
        var letters = 0
        var inField = false
        for scalar in scalars {
            if patternLetters.contains(scalar) {
                letters += 1
                if !inField { fields += 1 }
                inField = true
            } else if "-/.:, ".unicodeScalars.contains(scalar) {
                inField = false
            } else {
                return false
            }
        }
        return fields >= 2 && letters >= 4
    }

    /// True when the first visible character opens a quotation.
    static func startsQuoted(_ scalars: [Unicode.Scalar]) -> Bool {
        guard let first = scalars.first(where: { !$0.properties.isWhitespace }) else { return false }
        return "'\"‘“«‹「『".unicodeScalars.contains(first)
    }
}
