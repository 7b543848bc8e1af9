import CopyText

/// Whether a plural category serves ordinary counts in a locale: some integer from 0 to 999,999 selects it
/// (Russian `few`: 2, Polish `many`: 0). Integers below ``ordinaryCountLimit`` (10,000) are probed: CLDR's
/// integer conditions compare n, n % 10, n % 100 and n % 1000 with small ranges, or test n % 1,000,000 = 0,
/// so they meet every condition some integer below 1,000,000 meets (checked on all 805 locales of ICU 72: each
/// category's first integer is below 10,000), at a hundredth of the cost.
///
/// CLDR gives French, Spanish, Italian, Portuguese and Catalan a `many` that only exact millions and the
/// compact exponent select ("1 million de fichiers"), and Lithuanian a `many` for fractions. A form missing
/// there falls back to `other`, which reads right for every count an app ordinarily shows, so the finding is
/// advice, not a defect users see. Worked out from ICU's rules for each locale, not from a list of locales, so
/// a locale whose rules change (or one not thought of) is judged by what its rules select.
enum PluralCategoryReach {
    /// The counts probed: every integer below this.
    static let ordinaryCountLimit: Int32 = 10_000
    private static let cache = LockedDictionary<String, Bool>()

    /// True when some number written with `fractionDigits` decimals (1 to 3) selects `category` in `locale`:
    /// `%.1f` pixels never select French `many`, which wants a whole number (v = 0), but do select Lithuanian
    /// `many`, which is for fractions. Probed on every whole part below 1,000 and 1,000,000, with each fraction
    /// whose last digit is not 0.
    static func servesFractions(_ category: String, locale: String, fractionDigits: Int) -> Bool {
        if category == "other" { return true }
        let digits = min(max(fractionDigits, 1), 3)
        return cache.value(for: "\(locale)|\(category)|.\(digits)") {
            let scale = [10.0, 100.0, 1000.0][digits - 1]
            let fractions = (1..<Int(scale)).filter { $0 % 10 != 0 }
            for whole in Array(0..<1000) + [1_000_000] {
                for fraction in fractions where PluralRules.category(for: Double(whole) + Double(fraction) / scale, locale: locale) == category {
                    return true
                }
            }
            return false
        }
    }

    /// True when some whole number selects `category` in `locale`: an ordinary count, or an exact million (French
    /// `many`). Czech and Slovak `many` and Lithuanian `many` are for fractions only: no whole count shows them.
    static func servesIntegers(_ category: String, locale: String) -> Bool {
        servesOrdinaryCounts(category, locale: locale)
            || cache.value(for: locale + "|" + category + "|millions") {
                [1_000_000.0, 2_000_000.0].contains { PluralRules.category(for: $0, locale: locale) == category }
            }
    }

    /// True when the texts (one text, or a plural's forms) count in whole numbers: no text has a floating-point
    /// specifier, and one has an integer specifier (`%d`, `%lld`, `%u`) and no substitution argument (`%arg`, whose
    /// type the text does not say). A variation of a category that no whole number selects (`servesIntegers`) is
    /// then never shown.
    static func countsWholeNumbers(_ texts: [String]) -> Bool {
        var counted = false
        for text in texts {
            var integer = false
            var untyped = false
            for specifier in FormatSpecifierParser.parse(text).specifiers {
                switch specifier.conversionClass {
                case .signedInteger, .unsignedInteger: integer = true
                case .floatingPoint: return false
                case .substitutionArgument: untyped = true
                default: continue
                }
            }
            if integer, !untyped { counted = true }
        }
        return counted
    }

    /// True when some integer below ``ordinaryCountLimit`` (and so below 1,000,000) selects `category` in `locale`
    /// (`other` always).
    static func servesOrdinaryCounts(_ category: String, locale: String) -> Bool {
        if category == "other" { return true }
        return cache.value(for: locale + "|" + category) {
            PluralRules.firstInteger(selecting: category, locale: locale, below: ordinaryCountLimit) != nil
        }
    }
}
