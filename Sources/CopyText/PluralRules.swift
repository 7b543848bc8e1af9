import CICU

/// The CLDR cardinal plural categories of a locale, from ICU: which plural forms a translation must provide
/// (Russian needs one, few, many and other; Japanese only other) and which form a number selects.
public enum PluralRules {
    /// CLDR's order of the categories, which the lists this type returns follow.
    public static let cldrOrder = ["zero", "one", "two", "few", "many", "other"]

    /// The categories the locale's rules use, in CLDR order ("ru" → one, few, many, other). A locale ICU does not
    /// know gets the root rules: other.
    public static func categories(locale: String) -> [String] {
        rules(for: locale).categories
    }

    /// The category `number` selects in the locale ("ru": 1 → one, 3 → few, 5 → many, 1.5 → other).
    public static func category(for number: Double, locale: String) -> String {
        let rules = rules(for: locale)
        guard let pointer = rules.pointer else {
            return "other"
        }
        return ICUBuffer.cString(initialCapacity: 16) { cicu_plural_rules_select(pointer, number, $0, $1) } ?? "other"
    }

    /// The smallest integer below `limit` that selects `category` in the locale, nil when none does: whether a
    /// category serves ordinary counts (Russian `few`: 2) or only numbers no count reaches (French `many`, chosen
    /// for exact millions and the compact exponent; Lithuanian `many`, for fractions).
    public static func firstInteger(selecting category: String, locale: String, below limit: Int32) -> Int? {
        guard let pointer = rules(for: locale).pointer else { return category == "other" ? 0 : nil }
        let found = category.withCString { cicu_plural_rules_first_integer(pointer, $0, limit) }
        return found >= 0 ? Int(found) : nil
    }

    private static let cache = LockedDictionary<String, LocalePluralRules>()

    private static func rules(for locale: String) -> LocalePluralRules {
        cache.value(for: locale) { LocalePluralRules(icuLocale: ICULocale.identifier(for: locale)) }
    }
}

/// One locale's opened ICU plural rules. ICU's plural rules are immutable once opened, so one instance serves
/// every thread.
private final class LocalePluralRules: @unchecked Sendable {
    let pointer: OpaquePointer?
    let categories: [String]

    init(icuLocale: String) {
        pointer = icuLocale.withCString { cicu_plural_rules_open($0) }
        guard let pointer else {
            categories = ["other"]
            return
        }
        let keywords = ICUBuffer.cString(initialCapacity: 64) { cicu_plural_rules_keywords(pointer, $0, $1) } ?? "other"
        let found = Set(keywords.split(separator: " ").map(String.init))
        let known = PluralRules.cldrOrder.filter(found.contains)
        categories = known + found.subtracting(known).sorted()
    }

    deinit {
        if let pointer {
            cicu_plural_rules_close(pointer)
        }
    }
}
