import Foundation
import Language

/// The term lists the localization rules match against, built once per distinct input and cached: the brand
/// lexicon with the project's terms, and each locale's same-in-both-languages words with the project's own.
/// Building a `Lexicon` indexes every term, which is too much work to repeat for every string.
enum LocaleLexicons {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var brands: [[String]: Lexicon] = [:]
    nonisolated(unsafe) private static var sameWords: [String: Lexicon] = [:]
    nonisolated(unsafe) private static var keyNamesByLocale: [String: Lexicon] = [:]

    /// `Lexicon.english` with the configuration's `lexicon` terms.
    static func brands(userTerms: [String]) -> Lexicon {
        guard !userTerms.isEmpty else { return Lexicon.english }
        lock.lock()
        defer { lock.unlock() }
        if let cached = brands[userTerms] { return cached }
        let built = Lexicon.english.adding(userTerms: userTerms)
        brands[userTerms] = built
        return built
    }

    /// The words of the configuration's names of two words or more (an app's name, "Home Assistant"),
    /// lowercased, of four letters or more: languages that inflect a name change its ending ("Home Assistanta"
    /// in Czech), so a translation's word that starts with one of them stands in the name.
    static func nameWords(userTerms: [String]) -> [String] {
        let words = userTerms.filter { $0.contains(" ") }.flatMap { term in
            term.split(separator: " ").map { $0.lowercased() }.filter { $0.count >= 4 }
        }
        return Array(Set(words)).sorted()
    }

    /// The lexicon terms a translation keeps as they are: every term but the names of Apple's apps and features
    /// (kinds `app` and `feature`), which Apple localizes ("Settings" is "Einstellungen", "Control Center"
    /// "Kontrollzentrum"); the few it keeps everywhere (Safari, AirDrop, Mission Control) are in the shared
    /// same-in-both list. The configuration's terms are kept too.
    static func untranslatedTerms(userTerms: [String]) -> Lexicon {
        let cacheKey = ["\u{1F}untranslated"] + userTerms
        lock.lock()
        defer { lock.unlock() }
        if let cached = brands[cacheKey] { return cached }
        let kept = Lexicon.english.terms.filter { $0.kind != "app" && $0.kind != "feature" }
        let built = Lexicon(terms: kept + userTerms.map { LexiconTerm(term: $0, kind: "project") })
        brands[cacheKey] = built
        return built
    }

    /// The words a locale writes as English does: its data's list and the configuration's
    /// `sameInBothLanguages` entries for the locale, its language, or `*`. Matched in any casing.
    static func sameWords(for profile: LocaleProfile, configuration: Configuration) -> Lexicon {
        let extra = configuredWords(for: profile.locale, in: configuration.sameInBothLanguages)
        let cacheKey = ([profile.locale] + extra).joined(separator: "\u{1F}")
        lock.lock()
        defer { lock.unlock() }
        if let cached = sameWords[cacheKey] { return cached }
        let words = profile.sameInBothLanguages + extra
        let built = Lexicon(terms: words.map { LexiconTerm(term: $0, kind: "same-in-both") })
        sameWords[cacheKey] = built
        return built
    }

    /// The key names of the shared data, matched in any casing. Found by locale first (a locale's profile, and
    /// so its key names, is the same all run long), then by the names, which many locales share.
    static func keyNames(for profile: LocaleProfile) -> Lexicon {
        lock.lock()
        defer { lock.unlock() }
        if let known = keyNamesByLocale[profile.locale] { return known }
        let cacheKey = "\u{1F}keys\u{1F}" + profile.keyNames.joined(separator: "\u{1F}")
        let lexicon = sameWords[cacheKey] ?? Lexicon(terms: profile.keyNames.map { LexiconTerm(term: $0, kind: "key") })
        sameWords[cacheKey] = lexicon
        keyNamesByLocale[profile.locale] = lexicon
        return lexicon
    }

    /// The configured words whose key names the locale (`pt-BR`), one of its fallbacks (`pt`), or `*`.
    static func configuredWords(for locale: String, in table: [String: [String]]) -> [String] {
        guard !table.isEmpty else { return [] }
        let names = Set(([locale] + LocaleFallback.candidates(for: locale)).map(normalized)).union(["*"])
        return table.filter { names.contains(normalized($0.key)) }.sorted { $0.key < $1.key }.flatMap(\.value)
    }

    private static func normalized(_ tag: String) -> String {
        tag.replacingOccurrences(of: "_", with: "-").lowercased()
    }
}
