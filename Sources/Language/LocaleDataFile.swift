import CopylintData
import CopyText
import Foundation

/// The schema of a `Locales/<locale>/locale.json` file (JSON5). Every field is optional; Locales/README.md
/// documents each one and how files merge.
struct LocaleDataFile: Decodable, Sendable {
    struct ForbiddenWords: Decodable, Sendable {
        var yes: [String]?
        var no: [String]?
        var error: [String]?
        var errorExceptions: [String]?
        var errorSourceExemptions: [String]?
        var okMisspellings: [String]?
        var okMisspellingsAsTitle: [String]?
    }

    struct Punctuation: Decodable, Sendable {
        var endings: [String: [String]]?
        var recognized: [String: [String]]?
        var openingMarks: [String: String]?
        var spaceBefore: [String: String]?
        var commas: [String]?
        var periodOnlyAfter: [String]?
        var questionAlsoAfter: [String]?
        var questionWords: [String]?
    }

    struct Quotes: Decodable, Sendable {
        var extraPairs: [[String]]?
        var straight: LocaleProfile.StraightQuotes?
        var innerSpace: String?
        /// The pair a fix writes for a first-level quotation where Apple's UI in the language uses another than
        /// ICU's first one (Italian “…”, where ICU gives «…» first).
        var suggested: [String]?
    }

    /// The language's English name, for people reading the file.
    var language: String?
    var capitalization: LocaleProfile.Capitalization?
    var titlesFollowSourceCase: Bool?
    var forbiddenWords: ForbiddenWords?
    var punctuation: Punctuation?
    var quotes: Quotes?
    var sameInBothLanguages: [String]?
    var keyNames: [String]?
    var keySymbols: String?
    var alwaysCapitalized: [String]?
    /// Apple's names in the language for its apps, settings and features ("Impostazioni di Sistema"), written as
    /// Apple writes them: their capitals are the name's, not English title case.
    var appleNames: [String]?
    var abbreviations: [String]?
    var titleCaseMinorWords: [String]?
    var titleCasePhrasalVerbs: [String]?

    /// The field names above, so a data test can reject a misspelled key (JSONDecoder ignores unknown keys).
    static let knownKeys: Set<String> = [
        "language", "capitalization", "titlesFollowSourceCase", "forbiddenWords", "punctuation", "quotes", "sameInBothLanguages", "keyNames",
        "keySymbols", "alwaysCapitalized", "appleNames", "abbreviations", "titleCaseMinorWords", "titleCasePhrasalVerbs",
    ]

    /// `more` laid over `self`: a field `more` sets replaces this one, except that the tables of punctuation
    /// merge mark by mark, and the word lists that only ever grow (same-in-both words, always-capitalized
    /// words, abbreviations, key names, extra quotation pairs) are joined.
    func overlaid(with more: LocaleDataFile) -> LocaleDataFile {
        var merged = self
        merged.language = more.language ?? language
        merged.capitalization = more.capitalization ?? capitalization
        merged.titlesFollowSourceCase = more.titlesFollowSourceCase ?? titlesFollowSourceCase
        if let forbidden = more.forbiddenWords {
            var base = forbiddenWords ?? ForbiddenWords()
            base.yes = forbidden.yes ?? base.yes
            base.no = forbidden.no ?? base.no
            base.error = forbidden.error ?? base.error
            base.errorExceptions = forbidden.errorExceptions ?? base.errorExceptions
            base.errorSourceExemptions = forbidden.errorSourceExemptions ?? base.errorSourceExemptions
            base.okMisspellings = forbidden.okMisspellings ?? base.okMisspellings
            base.okMisspellingsAsTitle = forbidden.okMisspellingsAsTitle ?? base.okMisspellingsAsTitle
            merged.forbiddenWords = base
        }
        if let punctuation = more.punctuation {
            var base = self.punctuation ?? Punctuation()
            base.endings = Self.union(base.endings, punctuation.endings)
            base.recognized = Self.union(base.recognized, punctuation.recognized)
            base.openingMarks = Self.union(base.openingMarks, punctuation.openingMarks)
            base.spaceBefore = Self.union(base.spaceBefore, punctuation.spaceBefore)
            base.commas = punctuation.commas ?? base.commas
            base.periodOnlyAfter = punctuation.periodOnlyAfter ?? base.periodOnlyAfter
            base.questionAlsoAfter = punctuation.questionAlsoAfter ?? base.questionAlsoAfter
            base.questionWords = punctuation.questionWords ?? base.questionWords
            merged.punctuation = base
        }
        if let quotes = more.quotes {
            var base = self.quotes ?? Quotes()
            base.extraPairs = Self.joined(base.extraPairs, quotes.extraPairs)
            base.straight = quotes.straight ?? base.straight
            base.innerSpace = quotes.innerSpace ?? base.innerSpace
            base.suggested = quotes.suggested ?? base.suggested
            merged.quotes = base
        }
        merged.sameInBothLanguages = Self.joined(sameInBothLanguages, more.sameInBothLanguages)
        merged.keyNames = Self.joined(keyNames, more.keyNames)
        merged.keySymbols = more.keySymbols ?? keySymbols
        merged.alwaysCapitalized = Self.joined(alwaysCapitalized, more.alwaysCapitalized)
        merged.appleNames = Self.joined(appleNames, more.appleNames)
        merged.abbreviations = Self.joined(abbreviations, more.abbreviations)
        merged.titleCaseMinorWords = more.titleCaseMinorWords ?? titleCaseMinorWords
        merged.titleCasePhrasalVerbs = more.titleCasePhrasalVerbs ?? titleCasePhrasalVerbs
        return merged
    }

    private static func union<Value>(_ base: [String: Value]?, _ more: [String: Value]?) -> [String: Value]? {
        guard let more else { return base }
        return (base ?? [:]).merging(more) { _, new in new }
    }

    private static func joined<Element: Equatable>(_ base: [Element]?, _ more: [Element]?) -> [Element]? {
        guard let more else { return base }
        var result = base ?? []
        for element in more where !result.contains(element) {
            result.append(element)
        }
        return result
    }
}

/// Which `Locales/` files describe a locale, and the profile built from them.
public enum LocaleFallback {
    static let sharedPath = "Locales/mul/locale.json"

    /// Each data file decoded once per run: `mul` and a language's file serve every locale of that language.
    private static let decoded = LockedDictionary<String, LocaleDataFile?>()

    static func path(of tag: String) -> String { "Locales/\(tag)/locale.json" }

    /// The tags whose files apply, most specific first: the tag and its truncations (`zh-Hant-HK`, `zh-Hant`,
    /// `zh`), with the script ICU's likely subtags give the language put in before the bare language (`zh-TW`
    /// → `zh-TW`, `zh-Hant`, `zh`; `sr` → `sr`, `sr-Cyrl`… ). Underscores are read as hyphens.
    public static func candidates(for locale: String) -> [String] {
        let tag = locale.replacingOccurrences(of: "_", with: "-")
        let parts = tag.split(separator: "-").map(String.init)
        guard let language = parts.first?.lowercased(), !language.isEmpty, language != "mul" else { return [] }
        var result: [String] = []
        func add(_ candidate: String) {
            if !result.contains(candidate) { result.append(candidate) }
        }
        var normalized = [language]
        for part in parts.dropFirst() {
            if part.count == 4 {
                normalized.append(part.prefix(1).uppercased() + part.dropFirst().lowercased())
            } else if part.count == 2 {
                normalized.append(part.uppercased())
            } else {
                normalized.append(part)
            }
        }
        for length in stride(from: normalized.count, to: 1, by: -1) {
            add(normalized.prefix(length).joined(separator: "-"))
        }
        if let script = LocaleScripts.likelyScript(of: tag) {
            add("\(language)-\(script)")
        }
        add(language)
        return result
    }

    /// The profile of a locale: `Locales/mul/locale.json` overlaid with every candidate's file, general first.
    static func load(_ locale: String) -> LocaleProfile {
        guard var data = decoded.value(for: sharedPath, orMake: { BundledData.decode(LocaleDataFile.self, from: sharedPath) }) else {
            preconditionFailure("\(sharedPath) is missing from the build")
        }
        var files = [sharedPath]
        for candidate in candidates(for: locale).reversed() {
            let path = path(of: candidate)
            if let file = decoded.value(for: path, orMake: { BundledData.decode(LocaleDataFile.self, from: path) }) {
                data = data.overlaid(with: file)
                files.append(path)
            }
        }
        return LocaleProfile(locale: locale, dataFiles: files, script: LocaleScripts.likelyScript(of: locale), data: data)
    }
}

/// The locale facts that come from ICU: a locale's likely script, and whether that script has case.
enum LocaleScripts {
    /// The ISO 15924 code ICU's likely-subtags data gives the locale ("ja" → "Jpan", "sr-Latn" → "Latn"), or nil.
    /// Foundation's `Locale.Language` reads ICU's data for this.
    static func likelyScript(of locale: String) -> String? {
        let tag = locale.replacingOccurrences(of: "_", with: "-")
        guard !tag.isEmpty else { return nil }
        let maximal = Locale.Language(identifier: tag).maximalIdentifier
        let parts = maximal.split(whereSeparator: { $0 == "-" || $0 == "_" })
        return parts.dropFirst().first(where: { $0.count == 4 && $0.first!.isLetter }).map(String.init)
    }

    /// `none` when the script has no case (a script ICU's data gives no cased letter: Japanese, Han, Hangul,
    /// Arabic, Hebrew, Devanagari, Thai, …), else `sentence`; `sentence` when the script is unknown.
    static func defaultCapitalization(script: String?) -> LocaleProfile.Capitalization {
        guard let script else { return .sentence }
        return casedScripts.contains(script) ? .sentence : .none
    }

    /// Every script with at least one cased letter (Unicode's Cased property), gathered once from the
    /// character database: Latin, Greek, Cyrillic, Armenian, Georgian, Cherokee, Adlam, …
    static let casedScripts: Set<String> = {
        var scripts: Set<String> = []
        var value: UInt32 = 0x41
        while value < 0x1F000 {
            if let scalar = Unicode.Scalar(value), scalar.properties.isCased {
                scripts.insert(ScriptInfo.script(of: scalar))
            }
            value += 1
        }
        return scripts
    }()
}

/// A list of words to find, each written as the word (`Fehler`), a suffix (`*fehler`: "Verbindungsfehler"), a
/// prefix (`Fehler*`) or a part (`*خطأ*`), compared by `WordPatterns.key` (lowercase, scalar for scalar).
public struct WordPatterns: Sendable {
    public let exact: Set<String>
    public let suffixes: [String]
    public let prefixes: [String]
    /// Parts searched for anywhere in the text (scripts written without spaces, or with attached particles).
    public let infixes: [String]
    /// Every pattern's letters as keys: a text whose key contains none of them cannot match.
    public let stems: [String]
    /// `stems` as scalars, for searching a text's keys without building strings.
    public let stemScalars: [[Unicode.Scalar]]

    public init(_ patterns: [String]) {
        var exact: Set<String> = []
        var suffixes: [String] = []
        var prefixes: [String] = []
        var infixes: [String] = []
        var stems: [String] = []
        for pattern in patterns {
            let leading = pattern.hasPrefix("*")
            let trailing = pattern.hasSuffix("*") && pattern.count > 1
            let stem = Self.key(String(pattern.dropFirst(leading ? 1 : 0).dropLast(trailing ? 1 : 0)))
            guard !stem.isEmpty else { continue }
            switch (leading, trailing) {
            case (false, false): exact.insert(stem)
            case (true, false): suffixes.append(stem)
            case (false, true): prefixes.append(stem)
            case (true, true): infixes.append(stem)
            }
            if !stems.contains(stem) { stems.append(stem) }
        }
        self.exact = exact
        self.suffixes = suffixes
        self.prefixes = prefixes
        self.infixes = infixes
        self.stems = stems
        stemScalars = stems.map { Array($0.unicodeScalars) }
    }

    public var isEmpty: Bool { stems.isEmpty }

    /// True when a word's key matches one of the whole-word patterns (word, suffix, prefix).
    public func matches(wordKey word: String) -> Bool {
        exact.contains(word) || suffixes.contains { word.hasSuffix($0) } || prefixes.contains { word.hasPrefix($0) }
    }

    /// The comparison form of a text: every scalar lowercased on its own (so offsets stay those of the text),
    /// dotted capital I read as i, and final sigma as sigma ("ΣΦΆΛΜΑΤΟΣ" and "σφάλματος" agree).
    public static func key(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { result.append(keyScalar(scalar)) }
        return String(result)
    }

    /// `key` for one scalar.
    public static func keyScalar(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        if scalar.isASCII {
            return scalar.value &- 0x41 < 26 ? Unicode.Scalar(UInt8(truncatingIfNeeded: scalar.value + 32)) : scalar
        }
        switch scalar {
        case "\u{0130}": return "i"
        case "\u{03C2}": return "\u{03C3}"
        default: break
        }
        guard scalar.properties.changesWhenLowercased else { return scalar }
        let lower = scalar.properties.lowercaseMapping.unicodeScalars
        guard lower.count == 1, let single = lower.first else { return scalar }
        return single == "\u{03C2}" ? "\u{03C3}" : single
    }
}
