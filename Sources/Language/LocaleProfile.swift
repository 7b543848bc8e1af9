import CopylintData
import CopyText
import Foundation

/// What the localization rules know about one target locale: its capitalization convention, its words for
/// the strings Apple forbids (Yes/No buttons, Error, misspelled OK), its equivalents of the English terminal
/// marks, the quotation marks it accepts, and the words it shares with English.
///
/// A profile merges `Locales/mul/locale.json` (what holds everywhere) with the locale's own files, from the
/// language down to the most specific tag (`pt` then `pt-BR`; `zh-Hant` then `zh-Hant-HK`). A locale that has
/// no file at all gets defaults derived from ICU (capitalization `none` for a caseless script, else
/// `sentence`), and is listed by `localesUsingDefaults` so the command line can say so once per run.
///
/// A class: a profile is immutable and asked for by most checks on most strings, and handing out a reference
/// costs one retain where a copy of a struct this size retained every field.
public final class LocaleProfile: Sendable {
    /// How the language capitalizes UI text.
    public enum Capitalization: String, Sendable, Codable {
        /// First word and proper nouns only (French, Spanish, Russian, …).
        case sentence
        /// Sentence style, and every noun capitalized by grammar (German).
        case germanNouns = "german-nouns"
        /// The script has no case (Japanese, Chinese, Korean, Arabic, Hebrew, Hindi, Thai, …).
        case none
    }

    /// The English terminal marks `end-punctuation-mismatch` compares.
    public enum TerminalMark: String, Sendable, CaseIterable {
        case period = "."
        case question = "?"
        case exclamation = "!"
        case colon = ":"
        case ellipsis = "…"
    }

    /// Whether straight ASCII quotes (`"…"`, `'…'`) count as the locale's quotation marks.
    public enum StraightQuotes: String, Sendable, Codable {
        /// Never: the locale has its own marks („…“, « … », 「…」).
        case reject
        /// Only where the source quotes with the same straight marks (the translation mirrors the source).
        case mirrorSource = "mirror-source"
        /// Always (Hebrew, where the keyboard's " doubles as gershayim and straight quotes are the norm).
        case accept
    }

    /// The locale tag the profile was asked for.
    public let locale: String
    /// The `Locales/` files merged into it, most general first (`Locales/mul/locale.json` always first).
    public let dataFiles: [String]
    /// The ISO 15924 script ICU's likely-subtags data gives the locale ("Latn", "Cyrl", "Jpan"), if any.
    public let script: String?
    public let capitalization: Capitalization
    /// Whether the platform's own UI in this language capitalizes the words of titles as English title case
    /// does (Apple's Turkish and Indonesian menus, settings names and titles): a translation of a title-style
    /// source may then be in title style too, and only a sentence-style source binds it to sentence style.
    public let titlesFollowSourceCase: Bool
    /// Button titles that mean Yes or No (compared without regard to case).
    public let yesWords: [String]
    public let noWords: [String]
    /// The locale's words for "error".
    public let errorWords: WordPatterns
    /// Phrases (as `WordPatterns.key`s) in which an error word means something else ("xin lỗi": sorry).
    public let errorExceptions: [String]
    /// Source words the locale's error word may translate ("bug", "incorrect"), as `WordPatterns.key`s: in the
    /// source's profile, they exempt a translation's error word.
    public let errorSourceExemptions: Set<String>
    /// Misspellings of OK flagged wherever they stand as a word (matched case-sensitively).
    public let okMisspellings: Set<String>
    /// Spellings of OK flagged only when they are the whole string (native words that are fine in prose).
    public let okMisspellingsAsTitle: Set<String>
    /// For each English terminal mark, the endings the locale writes for it; the first is the one suggestions
    /// use, and "" means the locale may end without a mark.
    /// The endings of a sentence in a language that writes captions and noun phrases without a period (ja: the
    /// polite ます and です forms; ko: 다, 요): a translation without the period its source ends with is reported
    /// only when it ends with one of these. Empty: always.
    public let periodOnlyAfter: [String]
    /// Where `periodOnlyAfter` is set, the endings of a question besides those of a sentence (ja: か): a
    /// translation without the question mark its source ends with is reported only when it ends with one of
    /// these or of `periodOnlyAfter`, for a noun phrase ("新機能" for "What's new?") takes no mark.
    public let questionAlsoAfter: [String]
    /// The words that open a question in the language (en: what, how, why, …), lowercased: a source that opens
    /// with one asks even without its mark ("What's New"), and a translation may add the question mark.
    public let questionWords: Set<String>
    public let endings: [TerminalMark: [String]]
    /// Every written form of each mark, whatever the locale, so a target's last mark can be named.
    public let recognizedEndings: [TerminalMark: [String]]
    /// Every written form of every mark (recognized forms and the locale's endings), longest first, as scalars:
    /// what a translation's last mark is read against.
    public let terminalForms: [(form: [Unicode.Scalar], mark: TerminalMark)]
    /// The last scalars of `terminalForms`, each once: a text whose last character is none of them ends with no
    /// mark (read without trying every form).
    public let terminalFormLastScalars: [Unicode.Scalar]
    /// Marks that open a sentence ending in `?` or `!` (Spanish ¿ ¡).
    public let openingMarks: [TerminalMark: String]
    /// The space the locale puts before a mark (French no-break spaces before `: ; ! ?`).
    public let spaceBefore: [String: String]
    /// Marks after a Yes/No word that make a title start with it ("Ja, löschen", "はい、削除").
    public let commas: [String]
    /// The locale's quotation marks from ICU.
    public let quotationMarks: QuotationMarks
    /// More (open, close) pairs the locale accepts beyond ICU's two.
    public let extraQuotePairs: [QuotePair]
    public let straightQuotes: StraightQuotes
    /// The space a suggestion puts inside « » (French), if any.
    public let quoteInnerSpace: String?
    /// Words and terms written the same in the locale and in English ("Status" in German, "Menu" in French).
    public let sameInBothLanguages: [String]
    /// Names of keys that stay as printed on the key caps when the text shows a key symbol (⌘ Command).
    public let keyNames: [String]
    /// Symbols of modifier and special keys.
    public let keySymbols: Set<Unicode.Scalar>
    /// Words the language capitalizes mid-sentence by convention (Polish "Twój", Indonesian "Anda").
    public let alwaysCapitalized: Set<String>
    /// Apple's names in the language for its apps, settings and features, as scalars (`appleNames`).
    public let appleNames: [[Unicode.Scalar]]
    /// The pair a fix writes for a first-level quotation, where it is not ICU's first (`quotes.suggested`).
    public let suggestedQuotePair: QuotePair?
    /// Abbreviations that end with a period ("Выкл.", "z. B."), whose period is not a sentence's.
    public let abbreviations: [[Unicode.Scalar]]
    /// Words English title case leaves lowercase (articles, short prepositions), for reading the source's style.
    public let titleCaseMinorWords: Set<String>
    /// Phrasal verbs whose particle title case capitalizes ("turn on"), lowercased: with a lowercase particle
    /// the text is a sentence.
    public let titleCasePhrasalVerbs: Set<String>
    /// The forbidden-word lists above in the shapes `localized-forbidden-word` searches, built once.
    public let forbiddenWordLookup: ForbiddenWordLookup

    /// One accepted (opening, closing) quotation-mark pair.
    public struct QuotePair: Sendable, Hashable {
        public let open: String
        public let close: String

        public init(open: String, close: String) {
            self.open = open
            self.close = close
        }
    }

    /// True when no `Locales/` file describes the locale and ICU-derived defaults stand in.
    public var usesDefaults: Bool { dataFiles.count <= 1 }

    /// Every quotation pair the locale accepts: ICU's primary and alternate pairs, then the data's extras.
    public var acceptedQuotePairs: [QuotePair] {
        var pairs: [QuotePair] = []
        let icu = [QuotePair(open: quotationMarks.open, close: quotationMarks.close),
                   QuotePair(open: quotationMarks.alternateOpen, close: quotationMarks.alternateClose)]
        for pair in icu + extraQuotePairs where !pairs.contains(pair) {
            pairs.append(pair)
        }
        return pairs
    }

    init(locale: String, dataFiles: [String], script: String?, data: LocaleDataFile) {
        self.locale = locale
        self.dataFiles = dataFiles
        self.script = script
        capitalization = data.capitalization ?? LocaleScripts.defaultCapitalization(script: script)
        titlesFollowSourceCase = data.titlesFollowSourceCase ?? false
        let forbidden = data.forbiddenWords
        yesWords = forbidden?.yes ?? []
        noWords = forbidden?.no ?? []
        errorWords = WordPatterns(forbidden?.error ?? [])
        errorExceptions = (forbidden?.errorExceptions ?? []).map(WordPatterns.key)
        errorSourceExemptions = Set((forbidden?.errorSourceExemptions ?? []).map(WordPatterns.key))
        okMisspellings = Set(forbidden?.okMisspellings ?? [])
        okMisspellingsAsTitle = Set(forbidden?.okMisspellingsAsTitle ?? [])
        let punctuation = data.punctuation
        endings = Self.marks(punctuation?.endings)
        recognizedEndings = Self.marks(punctuation?.recognized)
        terminalForms = Self.forms(recognized: recognizedEndings, endings: endings)
        terminalFormLastScalars = terminalForms.reduce(into: []) { lasts, entry in
            if let last = entry.form.last, !lasts.contains(last) { lasts.append(last) }
        }
        openingMarks = Self.marks(punctuation?.openingMarks)
        spaceBefore = punctuation?.spaceBefore ?? [:]
        commas = punctuation?.commas ?? [","]
        periodOnlyAfter = punctuation?.periodOnlyAfter ?? []
        questionAlsoAfter = punctuation?.questionAlsoAfter ?? []
        questionWords = Set(punctuation?.questionWords ?? [])
        quotationMarks = QuotationMarks.forLocale(locale)
        let quotes = data.quotes
        extraQuotePairs = (quotes?.extraPairs ?? []).compactMap { pair in
            pair.count == 2 ? QuotePair(open: pair[0], close: pair[1]) : nil
        }
        let englishShaped = quotationMarks.open == "\u{201C}" && quotationMarks.close == "\u{201D}"
        straightQuotes = quotes?.straight ?? (englishShaped ? .mirrorSource : .reject)
        quoteInnerSpace = quotes?.innerSpace
        sameInBothLanguages = data.sameInBothLanguages ?? []
        keyNames = data.keyNames ?? []
        keySymbols = Set((data.keySymbols ?? "").unicodeScalars)
        alwaysCapitalized = Set((data.alwaysCapitalized ?? []).map { CaseMapping.lowercased($0, locale: locale) })
        appleNames = (data.appleNames ?? []).map { Array($0.unicodeScalars) }
        suggestedQuotePair = quotes?.suggested.flatMap { $0.count == 2 ? QuotePair(open: $0[0], close: $0[1]) : nil }
        abbreviations = (data.abbreviations ?? []).map { Array(WordPatterns.key($0).unicodeScalars) }
        titleCaseMinorWords = Set(data.titleCaseMinorWords ?? [])
        titleCasePhrasalVerbs = Set((data.titleCasePhrasalVerbs ?? []).map { $0.lowercased() })
        forbiddenWordLookup = ForbiddenWordLookup(
            errorWords: errorWords, yes: yesWords, no: noWords, commas: commas, okMisspellings: okMisspellings,
            okMisspellingsAsTitle: okMisspellingsAsTitle
        )
    }

    private static func forms(recognized: [TerminalMark: [String]], endings: [TerminalMark: [String]])
        -> [(form: [Unicode.Scalar], mark: TerminalMark)] {
        var forms: [(form: [Unicode.Scalar], mark: TerminalMark)] = []
        for mark in TerminalMark.allCases {
            for form in (endings[mark] ?? []) + (recognized[mark] ?? []) + [mark.rawValue] {
                let scalars = Array(form.unicodeScalars)
                if !scalars.isEmpty, !forms.contains(where: { $0.form == scalars }) { forms.append((scalars, mark)) }
            }
        }
        return forms.enumerated().sorted { ($0.element.form.count, -$0.offset) > ($1.element.form.count, -$1.offset) }
            .map(\.element)
    }

    private static func marks<Value>(_ byName: [String: Value]?) -> [TerminalMark: Value] {
        var result: [TerminalMark: Value] = [:]
        for (key, value) in byName ?? [:] {
            if let mark = TerminalMark(rawValue: key) { result[mark] = value }
        }
        return result
    }
}

extension LocaleProfile {
    /// The profile of a locale tag (BCP 47 or Apple's underscore form), loaded once and cached.
    public static func forLocale(_ locale: String) -> LocaleProfile {
        LocaleProfileStore.shared.profile(for: locale)
    }

    /// Locales asked for so far that have no `Locales/` data and run on ICU-derived defaults, sorted. The
    /// command line prints one line per locale after an audit (see `defaultsNotices`).
    public static var localesUsingDefaults: [String] {
        LocaleProfileStore.shared.localesUsingDefaults
    }

    /// One human-readable line per locale in `localesUsingDefaults`, for stderr:
    /// `no locale data for "xx"; using defaults (capitalization: sentence, quotes “ ”)`.
    public static var defaultsNotices: [String] {
        localesUsingDefaults.map { locale in
            let profile = forLocale(locale)
            let marks = profile.quotationMarks
            return "no locale data for \"\(locale)\"; using defaults (capitalization: \(profile.capitalization.rawValue), "
                + "quotes \(marks.open) \(marks.close))"
        }
    }

    /// True when some `Locales/` file describes the locale or its language.
    public static func hasData(for locale: String) -> Bool {
        !LocaleFallback.candidates(for: locale).filter { BundledData.text(LocaleFallback.path(of: $0)) != nil }.isEmpty
    }
}

/// The cache behind `LocaleProfile.forLocale`: one profile per tag for the life of the process.
final class LocaleProfileStore: @unchecked Sendable {
    static let shared = LocaleProfileStore()

    private let lock = NSLock()
    private var profiles: [String: LocaleProfile] = [:]

    func profile(for locale: String) -> LocaleProfile {
        lock.lock()
        if let cached = profiles[locale] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let loaded = LocaleFallback.load(locale)
        lock.lock()
        defer { lock.unlock() }
        if let raced = profiles[locale] { return raced }
        profiles[locale] = loaded
        return loaded
    }

    var localesUsingDefaults: [String] {
        lock.lock()
        defer { lock.unlock() }
        return profiles.values.filter(\.usesDefaults).map(\.locale).sorted()
    }
}
