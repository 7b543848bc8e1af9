import CICU

/// Which writing system a character or string belongs to (Unicode's Script property, named by ISO 15924 codes
/// such as "Latn", "Cyrl", "Hani"), and which way a locale writes. Rules use it to spot words that mix
/// look-alike scripts, to skip capitalization rules for caseless scripts, and to check right-to-left text.
public enum ScriptInfo {
    /// The ISO 15924 code of the scalar's script: "Latn", "Cyrl", "Grek", "Arab", "Hani", …; "Zyyy" (Common)
    /// for characters every script shares (digits, punctuation, emoji) and "Zinh" (Inherited) for combining
    /// marks that take the script of the letter before them.
    public static func script(of scalar: Unicode.Scalar) -> String {
        ScriptCodes.name(of: ScriptCodes.code(of: scalar))
    }

    /// The ISO 15924 codes of the scripts `text` is written in, leaving out Common and Inherited.
    public static func scripts(in text: String) -> Set<String> {
        var codes = ScriptSet()
        var sawLetter = false
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                sawLetter = sawLetter || scalar.properties.isAlphabetic
                continue
            }
            let code = ScriptCodes.code(of: scalar)
            if code != ScriptCodes.common && code != ScriptCodes.inherited {
                codes.insert(code)
            }
        }
        if sawLetter {
            codes.insert(ScriptCodes.latin)
        }
        return Set(codes.codes.map(ScriptCodes.name(of:)))
    }

    /// True when the locale's script is written right to left (Arabic, Hebrew, Persian, Urdu, …), from ICU's
    /// likely-subtags data.
    public static func isRightToLeft(locale: String) -> Bool {
        rightToLeft.value(for: locale) {
            ICULocale.identifier(for: locale).withCString { cicu_locale_is_right_to_left($0) == 1 }
        }
    }

    private static let rightToLeft = LockedDictionary<String, Bool>()
}
