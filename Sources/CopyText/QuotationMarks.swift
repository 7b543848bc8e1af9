import CICU

/// A locale's quotation marks from ICU's locale data (CLDR delimiters): the `locale-quotes` rule checks that a
/// German translation quotes with „…“ and a French one with «…», not with the source's "…".
public struct QuotationMarks: Sendable, Hashable {
    /// The marks that open and close a quotation (English “ ”).
    public let open: String
    public let close: String
    /// The marks for a quotation inside a quotation (English ‘ ’).
    public let alternateOpen: String
    public let alternateClose: String

    public init(open: String, close: String, alternateOpen: String, alternateClose: String) {
        self.open = open
        self.close = close
        self.alternateOpen = alternateOpen
        self.alternateClose = alternateClose
    }

    /// The locale's marks; locales ICU does not know get the root locale's “ ” ‘ ’.
    public static func forLocale(_ locale: String) -> QuotationMarks {
        cache.value(for: locale) { read(icuLocale: ICULocale.identifier(for: locale)) }
    }

    private static let cache = LockedDictionary<String, QuotationMarks>()

    private static func read(icuLocale: String) -> QuotationMarks {
        func delimiter(_ which: Int32, fallback: String) -> String {
            let mark = icuLocale.withCString { localeID in
                ICUBuffer.string(initialCapacity: 8) { cicu_locale_delimiter(localeID, which, $0, $1) }
            }
            guard let mark, !mark.isEmpty else {
                return fallback
            }
            return mark
        }
        return QuotationMarks(open: delimiter(CICU_DELIMITER_QUOTATION_START, fallback: "\u{201C}"),
                              close: delimiter(CICU_DELIMITER_QUOTATION_END, fallback: "\u{201D}"),
                              alternateOpen: delimiter(CICU_DELIMITER_ALT_QUOTATION_START, fallback: "\u{2018}"),
                              alternateClose: delimiter(CICU_DELIMITER_ALT_QUOTATION_END, fallback: "\u{2019}"))
    }
}
