import CopylintData
/// The word lists of Apple title-style capitalization (`Locales/en/title-style.json`), with lookups derived once:
/// which words stay lowercase mid-title, which verbs make a following particle a capitalized part of a phrasal
/// verb (in every inflected form: Sign In, Signs In, Signed In, Signing In), and which names beat the rules.
///
/// Keeping the lists in data lets a copy editor review them (and extend the phrasal-verb lexicon) without
/// touching the algorithm in `TitleStyle`.
public struct TitleStyleWords: Sendable {
    private struct File: Decodable {
        var articles: [String]
        var coordinatingConjunctions: [String]
        var alwaysLowercase: [String]
        var shortPrepositions: [String]
        var eitherCase: [String]
        var phrasalVerbs: [String]
        var irregularVerbForms: [String: [String]]
        var compoundExceptions: [String]
        var keptPhrases: [String]
        var unitsAfterNumber: [String]
        var acronyms: [String]
    }

    /// Articles, coordinating conjunctions, *as*, *to* and prepositions of four letters or fewer: lowercase
    /// unless first, last, after a colon or the particle of a phrasal verb.
    public let minorWords: Set<String>
    /// Short words that are prepositions only sometimes (down, near, like, next): either case passes.
    public let eitherCaseWords: Set<String>
    /// For each particle, every form of every verb it makes a phrasal verb with (`in` → sign, signs, signed,
    /// signing, log, logs, …).
    public let phrasalVerbForms: [String: Set<String>]
    /// Hyphenated compounds whose second part stays lowercase (built-in, plug-in).
    public let compoundExceptions: Set<String>
    /// Names whose casing is kept as written (Sign in with Apple, iPod touch).
    public let keptPhrases: [String]
    /// Abbreviations kept as written after a number (5 min, 10 km).
    public let unitsAfterNumber: Set<String>
    /// Acronyms that a mechanical fix of all-caps text keeps in capitals.
    public let acronyms: Set<String>

    /// The shipped English lists.
    public static let english: TitleStyleWords = {
        guard let file = BundledData.decode(File.self, from: "Locales/en/title-style.json") else {
            preconditionFailure("Locales/en/title-style.json is missing from the build")
        }
        return TitleStyleWords(file)
    }()

    private init(_ file: File) {
        minorWords = Set(file.articles + file.coordinatingConjunctions + file.alwaysLowercase + file.shortPrepositions)
        eitherCaseWords = Set(file.eitherCase)
        var forms: [String: Set<String>] = [:]
        for phrase in file.phrasalVerbs {
            let parts = phrase.split(separator: " ").map(String.init)
            guard parts.count == 2 else { continue }
            let verb = parts[0]
            var verbForms = Self.inflections(of: verb)
            verbForms.formUnion(file.irregularVerbForms[verb] ?? [])
            forms[parts[1], default: []].formUnion(verbForms)
        }
        phrasalVerbForms = forms
        compoundExceptions = Set(file.compoundExceptions)
        keptPhrases = file.keptPhrases
        unitsAfterNumber = Set(file.unitsAfterNumber)
        acronyms = Set(file.acronyms)
    }

    /// True when `verb` (lowercased) followed directly by `particle` (lowercased) is a phrasal verb.
    public func isPhrasalVerb(_ verb: String, particle: String) -> Bool {
        phrasalVerbForms[particle]?.contains(verb) ?? false
    }

    /// The regular forms of an English verb: base, third person, past (-ed) and present participle (-ing),
    /// with the spelling rules for a final e, a final consonant + y, and a doubled final consonant after one
    /// short vowel (set → setting, log → logged).
    static func inflections(of verb: String) -> Set<String> {
        let letters = Array(verb)
        guard let last = letters.last else { return [] }
        var forms: Set<String> = [verb]
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        let beforeLast = letters.count >= 2 ? letters[letters.count - 2] : nil
        if last == "e" {
            forms.insert(verb + "s")
            forms.insert(verb + "d")
            forms.insert(verb.hasSuffix("ee") ? verb + "ing" : String(verb.dropLast()) + "ing")
            return forms
        }
        if last == "y", let beforeLast, !vowels.contains(beforeLast) {
            let stem = String(verb.dropLast())
            forms.formUnion([stem + "ies", stem + "ied", verb + "ing"])
            return forms
        }
        let sibilant = ["s", "x", "z", "ch", "sh"].contains { verb.hasSuffix($0) }
        forms.insert(verb + (sibilant ? "es" : "s"))
        var vowelGroups = 0
        var previousWasVowel = false
        for letter in letters {
            let isVowel = vowels.contains(letter)
            if isVowel && !previousWasVowel { vowelGroups += 1 }
            previousWasVowel = isVowel
        }
        let endsCVC = letters.count >= 3 && !vowels.contains(last) && !["w", "x", "y"].contains(last)
            && vowels.contains(letters[letters.count - 2]) && !vowels.contains(letters[letters.count - 3])
        let stem = vowelGroups == 1 && endsCVC ? verb + String(last) : verb
        forms.insert(stem + "ed")
        forms.insert(stem + "ing")
        return forms
    }
}
