import CopyText

/// `untranslated`: a translation that is the source, code point for code point, in another language, and that
/// holds at least one word a translator should have translated.
///
/// Words that may stay as they are: brand and lexicon terms (Locales/en/lexicon.json, but for the Apple app and
/// feature names Apple localizes, and the configuration's `lexicon`), the target locale's same-in-both-languages words (Locales/<locale>/locale.json and the
/// configuration's `sameInBothLanguages`), numbers, placeholders, markup, URLs and e-mail addresses, acronyms,
/// identifiers with inner capitals (`DuckDuckGo`), single letters, and key names next to a key symbol.
struct UntranslatedCheck: TranslationCheck {
    let id = "untranslated"

    func check(target: AnalyzedString, source: AnalyzedString, context: CheckContext) -> [RuleHit] {
        guard target.entry.shouldTranslate, source.entry.shouldTranslate, target.language != source.language,
              !target.text.isEmpty, target.text.utf8.count == source.text.utf8.count,
              target.text.unicodeScalars.elementsEqual(source.text.unicodeScalars) else { return [] }
        guard let word = firstTranslatableWord(in: target, context: context) else { return [] }
        return [RuleHit(span: 0..<target.scalars.count, arguments: ["locale": target.locale, "word": word])]
    }

    /// The first word of the text that none of the exemptions covers, or nil when every word may stay.
    private func firstTranslatableWord(in string: AnalyzedString, context: CheckContext) -> String? {
        let scalars = string.scalars
        let nonProse = NonProseRanges(scalars, text: string.text)
        let profile = LocaleProfile.forLocale(string.locale)
        var candidates: [TextSegment] = []
        for word in string.words where word.status != .none && word.status != .number {
            guard !nonProse.covers(word.scalarRange), word.text.count > 1, !Self.isIdentifierLike(word.text) else { continue }
            guard !Self.isAcronym(word.text, in: scalars) else { continue }
            candidates.append(word)
        }
        guard !candidates.isEmpty else { return nil }
        var covered = LocaleLexicons.untranslatedTerms(userTerms: context.configuration.lexicon).matches(in: string.text)
            .map(\.scalarRange)
        covered += LocaleLexicons.sameWords(for: profile, configuration: context.configuration).matches(in: string.text)
            .map(\.scalarRange)
        if scalars.contains(where: profile.keySymbols.contains) {
            covered += LocaleLexicons.keyNames(for: profile).matches(in: string.text).map(\.scalarRange)
        }
        for word in candidates where !covered.contains(where: { $0.lowerBound <= word.scalarRange.lowerBound && word.scalarRange.upperBound <= $0.upperBound }) {
            return word.text
        }
        return nil
    }

    /// Identifiers and names: a capital after the first cased letter (`DuckDuckGo`, `iCloud`, `macOS`), or
    /// letters mixed with digits (`H264`, `x86`).
    static func isIdentifierLike(_ word: String) -> Bool {
        var sawCased = false
        var sawLetter = false
        var sawDigit = false
        for scalar in word.unicodeScalars {
            let properties = scalar.properties
            if properties.isCased {
                if sawCased, properties.isUppercase { return true }
                sawCased = true
            }
            if properties.isAlphabetic { sawLetter = true }
            if properties.numericType != nil { sawDigit = true }
        }
        return sawLetter && sawDigit
    }

    /// An acronym: two or more letters, all capitals, in a text that also has lowercase letters (so that "SAVE"
    /// in an all-caps label is not taken for one), or of at most three letters ("USB", "PDF").
    static func isAcronym(_ word: String, in scalars: [Unicode.Scalar]) -> Bool {
        guard word.count >= 2, CaseMapping.isUppercased(word) else { return false }
        return word.count <= 3 || scalars.contains(where: { $0.properties.isLowercase })
    }
}
