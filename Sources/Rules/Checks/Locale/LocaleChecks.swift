/// The localization rules that read per-locale data (`Locales/<locale>/locale.json` through `LocaleProfile`):
/// untranslated text, terminal punctuation, quotation marks, capitalization convention and forbidden words.
public enum LocaleChecks {
    public static let all: [any Check] = [
        UntranslatedCheck(),
        EndPunctuationMismatchCheck(),
        LocaleQuotesCheck(),
        LocaleCapitalizationCheck(),
        LocalizedForbiddenWordCheck(),
    ]
}
