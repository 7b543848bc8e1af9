import CICU

/// Locale-aware case conversion and case tests. Title-case and sentence-case rules suggest corrected text, and
/// the suggestion must follow the locale's rules: Turkish dotted and dotless i, German ß → SS, Dutch IJ, Greek
/// final sigma. Swift's own `uppercased()` ignores the locale, so the conversions go through ICU.
public enum CaseMapping {
    /// `text` in upper case by the locale's rules ("istanbul" in Turkish → "İSTANBUL", "Straße" → "STRASSE").
    public static func uppercased(_ text: String, locale: String) -> String {
        let identifier = ICULocale.identifier(for: locale)
        if text.utf8.allSatisfy({ $0 < 0x80 }) && !hasSpecialASCIICasing(identifier) {
            return text.uppercased()
        }
        return map(text, mapping: CICU_CASE_UPPER, locale: identifier)
    }

    /// `text` in lower case by the locale's rules ("I" in Turkish → "ı", Greek word-final Σ → "ς").
    public static func lowercased(_ text: String, locale: String) -> String {
        let identifier = ICULocale.identifier(for: locale)
        if text.utf8.allSatisfy({ $0 < 0x80 }) && !hasSpecialASCIICasing(identifier) {
            return text.lowercased()
        }
        return map(text, mapping: CICU_CASE_LOWER, locale: identifier)
    }

    /// Every word of `text` with its first cased letter in title case, by ICU's word boundaries and the locale's
    /// rules (Dutch "ijsland" → "IJsland"). With `lowercasingRest` (ICU's default) the other letters of each word
    /// are lowercased ("hELLO" → "Hello"); without it they are kept ("iCloud" → "ICloud").
    public static func titlecased(_ text: String, locale: String, lowercasingRest: Bool = true) -> String {
        guard !text.isEmpty else {
            return text
        }
        let identifier = ICULocale.identifier(for: locale)
        let options: UInt32 = lowercasingRest ? 0 : UInt32(CICU_TITLECASE_NO_LOWERCASE)
        return BreakIteratorPool.shared.withIterator(.word, locale: identifier) { iterator in
            map(text, mapping: CICU_CASE_TITLE, locale: identifier, titleOptions: options, wordIterator: iterator)
        }
    }

    /// `word` with only its first cased letter in title case and everything else kept as written ("istanbul" in
    /// Turkish → "İstanbul", "ijsland" in Dutch → "IJsland", "iPhone" → "IPhone"): the suggestion for a word that
    /// should start with a capital.
    public static func capitalizedFirst(_ word: String, locale: String) -> String {
        guard !word.isEmpty else {
            return word
        }
        let options = UInt32(CICU_TITLECASE_WHOLE_STRING | CICU_TITLECASE_NO_LOWERCASE)
        return map(word, mapping: CICU_CASE_TITLE, locale: ICULocale.identifier(for: locale), titleOptions: options)
    }

    /// `text` case-folded (Unicode default folding: "Straße" and "STRASSE" both fold to "strasse"), for
    /// comparing words without regard to case.
    public static func folded(_ text: String) -> String {
        map(text, mapping: CICU_CASE_FOLD, locale: "")
    }

    /// Turkish and Azeri upper- and lowercase the ASCII letters i and I differently; every other locale upper-
    /// and lowercases ASCII text exactly as Swift does, without the round trip through UTF-16.
    private static func hasSpecialASCIICasing(_ identifier: String) -> Bool {
        let language = ICULocale.language(of: identifier)
        return language == "tr" || language == "az"
    }

    private static func map(_ text: String, mapping: Int32, locale: String, titleOptions: UInt32 = 0,
                            wordIterator: OpaquePointer? = nil) -> String {
        let source = Array(text.utf16)
        let mapped = locale.withCString { localeID in
            source.withUnsafeBufferPointer { units in
                ICUBuffer.string(initialCapacity: units.count + units.count / 2 + 8) { dest, capacity in
                    cicu_case_map(mapping, localeID, titleOptions, wordIterator, units.baseAddress, Int32(units.count),
                                  dest, capacity)
                }
            }
        }
        return mapped ?? text
    }
}
