/// Case tests for words and strings, following Unicode's definitions (a string is lowercase when lowercasing
/// leaves it unchanged) and requiring at least one cased letter, so "123" and "日本" are neither upper nor lower
/// case. Unicode's case properties do not depend on the locale, so these take none.
extension CaseMapping {
    /// True when `text` has a cased letter and no letter that lowercasing would change ("hello", "iPhone" is not).
    public static func isLowercased(_ text: String) -> Bool {
        var sawCased = false
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                // ASCII: lowercasing changes A–Z; the cased scalars are the letters.
                let value = scalar.value
                if value &- 0x41 < 26 { return false }
                sawCased = sawCased || value &- 0x61 < 26
                continue
            }
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
            if scalar.isASCII {
                // ASCII: uppercasing changes a–z; the cased scalars are the letters.
                let value = scalar.value
                if value &- 0x61 < 26 { return false }
                sawCased = sawCased || value &- 0x41 < 26
                continue
            }
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
        text.unicodeScalars.contains { ScalarClass.flags($0).contains(.cased) }
    }

    /// True when the first cased letter of `text` is uppercase or titlecase ("Save", "¿Qué", "ǅungla"); false
    /// when it is lowercase or `text` has no cased letter ("iCloud", "123").
    public static func firstCasedLetterIsUppercase(_ text: String) -> Bool {
        for scalar in text.unicodeScalars {
            let flags = ScalarClass.flags(scalar)
            if flags.contains(.cased) {
                return !flags.isDisjoint(with: [.uppercase, .titlecase])
            }
        }
        return false
    }
}
