import Catalogs

/// How much longer one locale's text is than the source text it translates.
///
/// Translations grow (German and French run 20–35 % longer than English) and controls do not, so the HTML
/// report charts this per locale. Length is counted in grapheme clusters (what a reader sees as characters).
/// Each translated value is paired with the source value of the same table, key and variation (a plural form
/// the source lacks is paired with the source's `other` form); empty values, values marked not to be
/// translated, and pairs whose source is empty are left out. The ratio is total translated length over total
/// source length, so long strings weigh more than short ones, as they do on screen.
public struct LocaleGrowth: Sendable, Hashable {
    /// Translated values that were paired with a source value.
    public var strings: Int
    /// Grapheme clusters of the paired source values.
    public var sourceLength: Int
    /// Grapheme clusters of the translated values.
    public var length: Int

    public init(strings: Int, sourceLength: Int, length: Int) {
        self.strings = strings
        self.sourceLength = sourceLength
        self.length = length
    }

    /// Translated length over source length: 1.3 means 30 % longer.
    public var ratio: Double {
        sourceLength == 0 ? 1 : Double(length) / Double(sourceLength)
    }

    private struct SourceKey: Hashable {
        var table: String
        var key: String
        var variation: String
    }

    /// Measures every locale that translates some source value in `files`. One pass to index the source
    /// values, one to pair the translations: linear in the number of entries.
    public static func measure(_ files: [StringFile]) -> [String: LocaleGrowth] {
        var sourceLengths: [SourceKey: Int] = [:]
        for file in files {
            for entry in file.entries where entry.isSource && entry.shouldTranslate && !entry.value.isEmpty {
                sourceLengths[SourceKey(table: entry.table, key: entry.key, variation: entry.variation)] = entry.value.count
            }
        }
        var growth: [String: LocaleGrowth] = [:]
        guard !sourceLengths.isEmpty else { return growth }
        for file in files {
            for entry in file.entries where !entry.isSource && entry.shouldTranslate && !entry.value.isEmpty {
                var key = SourceKey(table: entry.table, key: entry.key, variation: entry.variation)
                var sourceLength = sourceLengths[key]
                if sourceLength == nil, let otherForm = otherPluralForm(of: entry.variation) {
                    key.variation = otherForm
                    sourceLength = sourceLengths[key]
                }
                guard let sourceLength else { continue }
                var totals = growth[entry.locale] ?? LocaleGrowth(strings: 0, sourceLength: 0, length: 0)
                totals.strings += 1
                totals.sourceLength += sourceLength
                totals.length += entry.value.count
                growth[entry.locale] = totals
            }
        }
        return growth
    }

    private static let pluralCategories: Set<Substring> = ["zero", "one", "two", "few", "many", "other"]

    /// `plural.few` → `plural.other`; nil when the variation does not end in a plural category.
    static func otherPluralForm(of variation: String) -> String? {
        guard let dot = variation.lastIndex(of: ".") else { return nil }
        let last = variation[variation.index(after: dot)...]
        guard pluralCategories.contains(last), last != "other" else { return nil }
        return variation[...dot] + "other"
    }
}
