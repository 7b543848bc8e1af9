import Language

/// `a11y-hint-imperative`: an accessibility hint starts with a bare imperative ("Play the song.") where Apple
/// asks for the third-person form ("Plays the song."): the hint describes what the element does, it does not
/// tell the user what to do.
///
/// The first word must be a verb from `Locales/en/copy-words.json` in its base form, or a gesture (Tap,
/// Double-tap, Double tap, Swipe, Touch and hold). Verbs that are as often nouns ("Search results.", "Filter
/// options.") count only when an object or complement follows them ("Search the library.") or they stand
/// alone; a hint whose second word is a third-person verb ("Search searches the library.") repeats its label
/// rather than giving an order. The suggestion puts the verb in the third person, or, for a gesture, rewrites
/// the hint from the verb after "to" ("Double-tap to play the song." → "Plays the song."); a gesture without
/// such a verb ("Swipe down") gets no suggestion.
struct A11yHintImperativeCheck: StringCheck {
    let id = "a11y-hint-imperative"
    let scope = StringScope.englishSource

    private static let words = CopyWords.english
    private static let thirdPersonForms = words.thirdPersonForms

    func check(_ string: AnalyzedString, context: CheckContext) -> [RuleHit] {
        let hintWords = ReaderWords.words(of: string)
        guard let first = hintWords.first, !first.isPlaceholder else { return [] }
        let gestures = HintGestures.gestures(in: hintWords, string: string)
        if let gesture = gestures.first, gesture.first == 0 {
            let range = first.range.lowerBound..<hintWords[gesture.last].range.upperBound
            let written = String(String.UnicodeScalarView(string.scalars[range]))
            guard isImperativeGesture(hintWords[gesture.last].lowered, single: gesture.first == gesture.last, first: first.lowered) else {
                return []
            }
            // "Swipes down" or "Clicks to prevent sleep" would be no better: without a verb to rewrite from,
            // there is no mechanical fix.
            let suggestion = HintGestures.rewrite(hintWords, gestures: gestures, string: string)
            let form = suggestion.flatMap { $0.split(separator: " ").first.map(String.init) } ?? written
            return [RuleHit(span: range, arguments: ["word": written, "form": form], suggestion: suggestion)]
        }
        guard let third = Self.words.verbs[first.lowered], isImperative(hintWords, string.scalars) else { return [] }
        let form = ReaderWords.matchingCase(third, of: first.text)
        return [RuleHit(
            span: first.range, arguments: ["word": first.text, "form": form], suggestion: replaced(first, with: third, string)
        )]
    }

    /// A leading gesture is an imperative when it is the base form ("Tap", "Double tap", "Touch and hold"), not
    /// "Tapping" or "Swipes".
    private func isImperativeGesture(_ lastWord: String, single: Bool, first: String) -> Bool {
        if single { return Self.words.gestures.verbs[first] != nil }
        return !lastWord.hasSuffix("ing") && !lastWord.hasSuffix("s") && !lastWord.hasSuffix("ed")
    }

    /// The base-form first word gives an order: no third-person verb follows it, and a verb that is as often a
    /// noun has an object or complement after it (or stands alone).
    private func isImperative(_ hintWords: [ReaderWord], _ scalars: [Unicode.Scalar]) -> Bool {
        guard hintWords.count > 1 else { return true }
        let first = hintWords[0]
        let second = hintWords[1]
        if Self.thirdPersonForms.contains(second.lowered) { return false }
        guard Self.words.hints.nounLikeVerbs.contains(first.lowered) else { return true }
        guard ReaderWords.areAdjacent(first, second, in: scalars) else { return false }
        return second.isPlaceholder || Self.words.hints.objectStarters.contains(second.lowered)
    }

    /// The hint with its first word in the third person.
    private func replaced(_ word: ReaderWord, with third: String, _ string: AnalyzedString) -> String {
        ReaderWords.replacing([(word.range, ReaderWords.matchingCase(third, of: word.text))], in: string.scalars)
    }
}
