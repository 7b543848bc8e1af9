/// Case tests for words and strings, following Unicode's definitions (a string is lowercase when lowercasing
/// leaves it unchanged) and requiring at least one cased letter, so "123" and "日本" are neither upper nor lower
/// case. Unicode's case properties do not depend on the locale, so these take none.
extension CaseMapping {
    /// True when `text` has a cased letter and no letter that lowercasing would change ("hello", "iPhone" is not).
    public static func isLowercased(_ text: String) -> Bool {
        var sawCased = false
        for scalar in text.unicodeScalars {
            let properties = scalar.properties
            if properties.changesWhenLowercased {
                return false
            }
            sawCased = sawCased || properties.isCased
        }
        return sawCased
    }

    /// True when `text` has a cased letter and no letter that uppercasing would change ("USB", "ÉTÉ", "A1").
    public static func isUppercased(_ text: String) -> Bool {
        var sawCased = false
        for scalar in text.unicodeScalars {
            let properties = scalar.properties
            if properties.changesWhenUppercased {
                return false
            }
            sawCased = sawCased || properties.isCased
        }
        return sawCased
    }

    /// True when `text` has at least one letter with case (Latin, Greek, Cyrillic, Armenian, …); false for
    /// caseless scripts (Arabic, Hebrew, CJK, Thai, Devanagari) and for digits and symbols.
    public static func hasCasedLetter(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.isCased }
    }

    /// True when the first cased letter of `text` is uppercase or titlecase ("Save", "¿Qué", "ǅungla"); false
    /// when it is lowercase or `text` has no cased letter ("iCloud", "123").
    public static func firstCasedLetterIsUppercase(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first(where: { $0.properties.isCased }) else {
            return false
        }
        return first.properties.isUppercase || first.properties.generalCategory == .titlecaseLetter
    }
}
