import CopylintData
/// The word lists of sentence-style capitalization (`Locales/en/sentence-style.json`): function words that give
/// title case away, verbs and nouns that mark the capitalized name of an onscreen element, and proper nouns
/// (days, months, languages, places, Apple's apps and features) that stay capitalized mid-sentence.
public struct SentenceStyleWords: Sendable {
    private struct File: Decodable {
        var functionWords: [String]
        var uiReferenceVerbs: [String]
        var uiNouns: [String]
        var namingWords: [String]
        var properNouns: [String]
    }

    /// Closed-class words (the, is, your, to, can't): capitalized mid-sentence, they show title case.
    public let functionWords: Set<String>
    /// One-word verbs that refer to an element by its title (choose, tap, click, select).
    public let referenceVerbs: Set<String>
    /// Two-word verbs that do the same (turn on, go to), as "first second".
    public let referencePhrases: Set<String>
    /// Nouns naming a kind of element; a capitalized run before one is its title (the Share button).
    public let elementNouns: Set<String>
    /// Words after which a capitalized run is a name (called, named).
    public let namingWords: Set<String>
    /// Proper nouns kept capitalized, as lexicon terms so multi-word names match whole.
    public let properNouns: Lexicon

    /// The shipped English lists.
    public static let english: SentenceStyleWords = {
        guard let file = BundledData.decode(File.self, from: "Locales/en/sentence-style.json") else {
            preconditionFailure("Locales/en/sentence-style.json is missing from the build")
        }
        return SentenceStyleWords(file)
    }()

    private init(_ file: File) {
        functionWords = Set(file.functionWords)
        referenceVerbs = Set(file.uiReferenceVerbs.filter { !$0.contains(" ") })
        referencePhrases = Set(file.uiReferenceVerbs.filter { $0.contains(" ") })
        elementNouns = Set(file.uiNouns)
        namingWords = Set(file.namingWords)
        properNouns = Lexicon(terms: file.properNouns.map { LexiconTerm(term: $0, anyCase: false, kind: "proper-noun") })
    }
}
