import CopyText
import Foundation

/// A locale's forbidden-word lists in the shapes `localized-forbidden-word` reads on every translation, built
/// once with the profile: the error stems with every scalar that keys to their first letter, the Yes and No
/// words as keys, and byte masks for the spellings of OK. They answer the common "no listed word here"
/// without building keys, strings or sets for the text. A class: the checks take it from the profile on every
/// string, and a reference costs one retain where a copy of the struct retained every field.
public final class ForbiddenWordLookup: Sendable {
    public let errorStems: KeyedStemSearch
    /// The Yes words then the No words, as keys (`WordPatterns.key`), with the meaning each stands for.
    public let yesNoKeys: [(key: [Unicode.Scalar], meaning: String)]
    /// The locale's commas that may follow a Yes or No word, as scalars.
    public let commas: [[Unicode.Scalar]]
    /// `okMisspellings`, searched as words in the text's bytes.
    public let okWords: MisspelledWordPrefilter
    /// `okMisspellingsAsTitle`, compared with a whole (trimmed) title.
    public let okTitles: WholeTitlePrefilter

    init(errorWords: WordPatterns, yes: [String], no: [String], commas: [String], okMisspellings: Set<String>,
         okMisspellingsAsTitle: Set<String>) {
        errorStems = KeyedStemSearch(stems: errorWords.stemScalars)
        yesNoKeys = yes.map { (Array(WordPatterns.key($0).unicodeScalars), "Yes") }
            + no.map { (Array(WordPatterns.key($0).unicodeScalars), "No") }
        self.commas = commas.map { Array($0.unicodeScalars) }
        okWords = MisspelledWordPrefilter(okMisspellings)
        okTitles = WholeTitlePrefilter(okMisspellingsAsTitle)
    }
}
