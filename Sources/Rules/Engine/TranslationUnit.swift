import Catalogs

/// Every value of one key in one table, across locales: what a `UnitCheck` compares.
public struct TranslationUnit: Sendable {
    public var table: TableInfo
    public var key: String
    public var role: ResolvedRole
    /// Source-language entries, one per variation leaf.
    public var source: [Entry]
    /// Translations by locale (the source language excluded), each list in file order.
    public var translations: [String: [Entry]]
    /// Values the file itself shows to be missing (XLIFF units without `<target>`).
    public var missing: [MissingValue]

    public init(table: TableInfo, key: String, role: ResolvedRole, source: [Entry], translations: [String: [Entry]], missing: [MissingValue]) {
        self.table = table
        self.key = key
        self.role = role
        self.source = source
        self.translations = translations
        self.missing = missing
    }

    /// The substitutions (argNum, formatSpecifier) of this key in a locale.
    public func substitutions(for locale: String) -> [Substitution] {
        table.substitutions[SubstitutionKey(key: key, locale: locale)] ?? []
    }

    /// True when no entry of the key may be translated (`shouldTranslate: false`).
    public var isDoNotTranslate: Bool {
        (source.first ?? translations.values.first?.first).map { !$0.shouldTranslate } ?? false
    }

    /// The source entry that a translation at `variation` is checked against: the same variation, else the
    /// same path with the plural category replaced by `other` (a target's `few` against the source's `other`).
    public func sourceEntry(forVariation variation: String) -> Entry? {
        if let exact = source.first(where: { $0.variation == variation }) { return exact }
        let fallback = Self.replacingPluralCategory(in: variation, with: "other")
        if fallback != variation, let other = source.first(where: { $0.variation == fallback }) { return other }
        // A translation may vary where the source does not (a plural only in Russian): compare with the plain value.
        return source.first(where: { $0.variation.isEmpty })
    }

    /// `plural.few` → `plural.other`; `substitutions.n.plural.few` → `substitutions.n.plural.other`.
    static func replacingPluralCategory(in variation: String, with category: String) -> String {
        var parts = variation.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if let index = parts.lastIndex(of: "plural"), index + 1 < parts.count {
            parts[index + 1] = category
        }
        return parts.joined(separator: ".")
    }
}
