import Catalogs
import CopyText

/// One string as the checks see it: the entry, its role and language, and analyses computed once and shared
/// by every check that needs them (ICU word segments, format specifiers).
public final class AnalyzedString {
    public let entry: Entry
    public let role: ResolvedRole
    /// The language part of the locale, lowercased (`en` for `en-GB`, `zh` for `zh-Hans`).
    public let language: String

    public init(entry: Entry, role: ResolvedRole) {
        self.entry = entry
        self.role = role
        self.language = Self.language(of: entry.locale)
    }

    public var text: String { entry.value }
    public var locale: String { entry.locale }

    /// ICU word segments of the text, spaces and punctuation included (status `.none`).
    public lazy var words: [TextSegment] = TextBreaks.words(in: entry.value, locale: entry.locale)

    /// The text's Unicode scalars, for offset arithmetic.
    public lazy var scalars: [Unicode.Scalar] = Array(entry.value.unicodeScalars)

    /// The text as prose: format specifiers, Markdown and tags masked, with ICU words and sentences for the
    /// string's locale and offsets that map back to the text (see `ProseText`).
    public lazy var prose: ProseText = ProseText(entry.value, locale: entry.locale)

    /// The language subtag of a locale identifier.
    public static func language(of locale: String) -> String {
        let separators: Set<Character> = ["-", "_"]
        return String(locale.prefix { !separators.contains($0) }).lowercased()
    }
}
