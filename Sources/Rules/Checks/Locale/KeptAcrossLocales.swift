import Catalogs

/// A source text that the key's translators keep, word for word, in nearly every language: a name ("Flore" in
/// the credits), jargon ("Respring") or a product word that the app's translators agreed to leave alone.
///
/// Why: `untranslated` reads each locale on its own, so a name kept on purpose in ten languages gave ten findings
/// nobody would act on. The evidence is the translators' own, and only where it is a decision: every counted
/// translation records a state (a String Catalog or an XLIFF file; a `.strings` file records none, and translation
/// platforms fill untranslated `.strings` values with the source), the copies say they are translated, and at
/// least `minimumLocales` locales of other languages than the source's hold a value, of which `share` or more keep the
/// source's text. A string added last week that no one has translated yet has no such states, or too few.
enum KeptAcrossLocales {
    /// Four locales: with fewer, two or three slips agree by chance.
    static let minimumLocales = 4
    /// Four in five: a text most languages keep, though one or two translate it (Russian "Флора" beside "Flore").
    static let share = 0.8
    /// The XLIFF and String Catalog states that say a translator settled the value.
    static let settledStates: Set<String> = ["translated", "final", "signed-off"]

    /// Whether the translations of `source`'s variation in `unit` keep its text in most locales, as settled values.
    static func keeps(_ source: Entry, in unit: TranslationUnit) -> Bool {
        let sourceLanguage = AnalyzedString.language(of: source.locale)
        var locales = 0
        var keeping = 0
        for locale in unit.translationLocales where AnalyzedString.language(of: locale.locale) != sourceLanguage {
            guard let entry = unit.translationEntries[locale.range].first(where: { $0.variation == source.variation }),
                  !entry.value.isEmpty else { continue }
            guard let state = entry.state else { return false }
            locales += 1
            if UntranslatedCheck.sameTextButEdges(entry.value, source.value), settledStates.contains(state) { keeping += 1 }
        }
        return locales >= minimumLocales && Double(keeping) >= share * Double(locales)
    }
}
