import CopyText
import Language

/// Finds the words of a pronoun list in a string, as the pronoun rules need them: whole ICU words, case
/// ignored, a contraction counted as the word it contracts (“you're”, “We’ll”), and three kinds of look-alikes
/// left alone: placeholders, words of web and email addresses, the capitalized acronyms US and ME in text that
/// has lowercase letters (“Ships to the US”), and words that are part of a brand or declared term (a project's
/// lexicon entry “Find My”).
struct PronounMatcher: Sendable {
    let pronouns: Set<String>
    let acronyms: Set<String>

    init(pronouns: Set<String>, acronyms: [String] = AlertWords.english.acronymLookalikes) {
        self.pronouns = pronouns
        self.acronyms = Set(acronyms)
    }

    func matches(in string: AnalyzedString, context: CheckContext) -> [ProseWord] {
        let candidates = CopyProse.words(of: string).filter { word in
            !word.isPlaceholder && pronouns.contains(CopyProse.baseForm(of: word.text))
        }
        guard !candidates.isEmpty else { return [] }
        let hasLowercase = string.scalars.contains { $0.properties.isLowercase }
        var found = candidates.filter { !(hasLowercase && acronyms.contains($0.text)) }
        guard !found.isEmpty else { return [] }
        let terms = Lexicon.english.adding(userTerms: context.configuration.lexicon).matches(in: string.text)
            .filter(\.isExact).map(\.scalarRange)
        if !terms.isEmpty {
            found.removeAll { word in terms.contains { $0.overlaps(word.range) } }
        }
        return found
    }
}
