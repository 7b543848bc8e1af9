import Catalogs
import CopyText
import Language
import Width

/// One string as the checks see it: the entry, its role and language, and analyses computed once and shared
/// by every check that needs them (ICU word segments, format specifiers).
public final class AnalyzedString {
    public let entry: Entry
    public let role: ResolvedRole
    /// The language part of the locale, lowercased (`en` for `en-GB`, `zh` for `zh-Hans`); worked out when
    /// first asked, as most strings are never asked.
    public lazy var language: String = Self.language(of: entry.locale)

    /// The locale's profile (`Locales/` data over ICU defaults). Settled when the string is made, as nearly every
    /// string is asked for it, and a stored constant: checks read it through the string with no reference
    /// counting, where a lazy property handed out a retained reference on every read.
    public let localeProfile: LocaleProfile

    public init(entry: Entry, role: ResolvedRole) {
        self.entry = entry
        self.role = role
        self.localeProfile = LocaleProfile.forLocale(entry.locale)
    }

    /// A string of a unit session: its profile comes from the session's memo (see `UnitSessionMemo`), by the
    /// string's group in the unit, instead of the shared store.
    init(entry: Entry, role: ResolvedRole, profile: LocaleProfile) {
        self.entry = entry
        self.role = role
        self.localeProfile = profile
    }

    public var text: String { entry.value }
    public var locale: String { entry.locale }

    /// ICU word segments of the text, spaces and punctuation included (status `.none`).
    public lazy var words: [TextSegment] = TextBreaks.words(in: entry.value, locale: entry.locale)

    /// The text's Unicode scalars, for offset arithmetic.
    public lazy var scalars: [Unicode.Scalar] = ScalarArray.of(entry.value)

    /// The text as prose: format specifiers, Markdown and tags masked, with ICU words and sentences for the
    /// string's locale and offsets that map back to the text (see `ProseText`).
    public lazy var prose: ProseText = ProseText(entry.value, locale: entry.locale, scalars: scalars)

    /// The parts of the text that are not prose in any language (format specifiers, tags, URLs, e-mail
    /// addresses), which the localization rules skip. Shared by every check, and for a source string by every
    /// translation compared with it.
    lazy var nonProse: NonProseRanges = NonProseRanges(scalars, text: entry.value)

    /// The string's width and length as `expansion-ratio` measured it as a source, nil until then. A stored
    /// field rather than a `memo`: it is read once per translation, and a String-keyed lookup with a dynamic cast
    /// cost more than the check's own work.
    var widthAsSource: SourceMeasure?

    /// Other analyses a check derives from the string, computed by the first check that asks and reused by the
    /// rest. A source string is analysed once per translation unit, however many translations are compared
    /// with it, so caching what a check computes for the source saves that work for every locale.
    private var memos: [(name: String, value: Any)] = []

    /// The value stored under `name`, computing it with `compute` the first time. `name` must always be used
    /// for the same type (the check's id and what the value is, e.g. `expansion-ratio.width`). A string holds
    /// a handful of memos at most, so they are found by a linear scan: the same literal compares equal at
    /// once, with no hashing.
    public func memo<Value>(_ name: String, _ compute: () -> Value) -> Value {
        for memo in memos where memo.name == name {
            if let stored = memo.value as? Value { return stored }
        }
        let value = compute()
        memos.append((name, value))
        return value
    }

    /// The language subtag of a locale identifier.
    public static func language(of locale: String) -> String {
        // Locale identifiers are ASCII: the subtag is the bytes before the first `-` or `_`, lowercased.
        let utf8 = locale.utf8
        // Most locales are a bare lowercase language ("de", "fr"): the locale is its own language subtag.
        if utf8.allSatisfy({ $0 &- UInt8(ascii: "a") < 26 }) { return locale }
        if utf8.allSatisfy({ $0 < 0x80 }) {
            let end = utf8.firstIndex { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") } ?? utf8.endIndex
            return String(decoding: utf8[..<end].map { $0 &- 0x41 < 26 ? $0 | 0x20 : $0 }, as: UTF8.self)
        }
        let separators: Set<Character> = ["-", "_"]
        return String(locale.prefix { !separators.contains($0) }).lowercased()
    }
}
