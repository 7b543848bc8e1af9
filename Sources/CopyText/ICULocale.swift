import CICU

/// Converts the locale names catalogs use (BCP-47 tags such as "pt-BR", "zh-Hant-HK", "nb-NO", or Apple's
/// underscore form "pt_BR") to the ICU locale IDs ("pt_BR", "zh_Hant_HK") that ICU's C functions expect.
/// Conversions are cached: the same few locales come back for every string.
enum ICULocale {
    private static let identifiers = LockedDictionary<String, String>()

    /// The ICU locale ID for a tag; the root locale ("") when the tag is empty or cannot be parsed, so ICU
    /// falls back to its language-neutral data rather than failing.
    static func identifier(for tag: String) -> String {
        identifiers.value(for: tag) { convert(tag) }
    }

    /// The language part of the ICU ID ("tr" for "tr_TR"), for the few places that branch on the language.
    static func language(of identifier: String) -> Substring {
        identifier.prefix { $0 != "_" && $0 != "@" }
    }

    private static func convert(_ tag: String) -> String {
        let bcp47 = tag.replacingUnderscores()
        if bcp47.isEmpty {
            return ""
        }
        let identifier = bcp47.withCString { tag in
            ICUBuffer.cString(initialCapacity: 64) { cicu_locale_from_language_tag(tag, $0, $1) }
        }
        return identifier ?? ""
    }
}

private extension String {
    func replacingUnderscores() -> String {
        String(String.UnicodeScalarView(unicodeScalars.map { $0 == "_" ? "-" : $0 }))
    }
}
