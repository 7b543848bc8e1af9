/// How far one locale of one table is translated: the coverage table every report shows.
///
/// Exists because an app whose translation platform copies English into every untranslated string gets one
/// `untranslated` finding per string and locale (tens of thousands), and what its team wants to know first is
/// how much of each locale is done. Each key of the table that is to be translated (not “Don't translate”, not
/// stale, with a source value) is counted once per locale, in the first of these that holds: `missing` (no value,
/// as `missing-translation` decides), `empty` (a value with no text, as `empty-translation` decides: a translation
/// platform that writes `""` for every string nobody translated yet leaves whole locales blank), `untranslated`
/// (the source copied, as `untranslated` decides), `needsReview`
/// (a value whose state says it is new, needs review or is stale, as `translation-state` decides), else
/// `translated`. A rule that is off, or silenced for a string, counts nothing for it.
public struct LocaleCoverageRow: Sendable, Hashable {
    /// The table: a catalog's path, or an `.lproj` table's folder and file name.
    public var table: String
    public var locale: String
    /// The locale's own file of the table where it has one (`de.lproj/Localizable.strings`), else the table's
    /// source file: where the `locale-coverage` finding stands.
    public var file: String
    public var keys: Int
    public var translated: Int
    public var untranslated: Int
    public var missing: Int
    /// Values with no text: people see nothing there, where a missing value would fall back to the source.
    public var empty: Int
    public var needsReview: Int
    /// True for a regional variant of the source language (`en-GB` beside `en`): a string it lacks falls back to
    /// text its readers read, so a team keeps such a table for the few strings that differ (spelling), and a low
    /// coverage is its design rather than a gap.
    public var isSourceLanguageVariant = false

    public init(table: String, locale: String, file: String, keys: Int = 0, translated: Int = 0, untranslated: Int = 0, missing: Int = 0, empty: Int = 0, needsReview: Int = 0) {
        self.table = table
        self.locale = locale
        self.file = file
        self.keys = keys
        self.translated = translated
        self.untranslated = untranslated
        self.missing = missing
        self.empty = empty
        self.needsReview = needsReview
    }

    /// The strings a user of the locale does not see in its language: untranslated, missing and empty.
    public var notTranslated: Int { untranslated + missing + empty }

    /// The share of keys the locale shows in its own language (translated or waiting for review), in percent;
    /// 100 for a table without keys.
    public var coveragePercent: Double {
        keys == 0 ? 100 : 100 * Double(keys - notTranslated) / Double(keys)
    }

    /// `part` of the keys in whole percent, rounded down, except that a part above nothing never shows as 0 % and
    /// a part short of the whole never as 100 %.
    public func percent(_ part: Int) -> Int {
        guard keys > 0 else { return 0 }
        let whole = part * 100 / keys
        if part > 0 && whole == 0 { return 1 }
        if part < keys && whole == 100 { return 99 }
        return whole
    }

    /// The report order: by table, then locale.
    public static func reportOrder(_ lhs: LocaleCoverageRow, _ rhs: LocaleCoverageRow) -> Bool {
        lhs.table != rhs.table ? lhs.table < rhs.table : lhs.locale < rhs.locale
    }

    mutating func add(_ other: LocaleCoverageRow) {
        keys += other.keys
        translated += other.translated
        untranslated += other.untranslated
        missing += other.missing
        empty += other.empty
        needsReview += other.needsReview
    }
}

/// The coverage of the units one shard audited, by table and locale, added up unit by unit.
///
/// A shard's units come table by table, each with its table's locales in one shared order, so the rows of the
/// last table are remembered by position in that order: a unit's count is then one step per locale, with no
/// hashing of table or locale names.
struct CoverageTally {
    /// Where each (table, locale) stands in `rows`.
    private var positions: [String: [String: Int]] = [:]
    private var rows: [LocaleCoverageRow] = []
    /// For each row, the first of the locale's own files (in `<` order) and of the source's files met.
    private var files: [(locale: String?, source: String)] = []
    /// The last table counted, with the row of each of its locales (in `UnitPlaces.locales` order), -1 for a
    /// locale that gets none (the source language, or one not reported).
    private var lastTable: (id: String, rows: [Int])?

    static let missingRule = "missing-translation"
    static let emptyRule = "empty-translation"
    static let untranslatedRule = "untranslated"
    static let reviewRule = "translation-state"

    /// Whether a unit's key counts towards its table's coverage: one to be translated, still in use, with a
    /// source value, shown somewhere.
    static func counts(_ unit: borrowing TranslationUnit) -> Bool {
        !unit.isDoNotTranslate && !unit.source.isEmpty && !StaleKeyCheck.hasStaleEntry(unit) && !unit.isLeftOutOfAudit
    }

    /// What to remember of a unit before its audit takes it: its table, the table's locales with the file of the
    /// unit's first entry in each (nil where it has none), and the source's file.
    struct UnitPlaces {
        let table: String
        let sourceFile: String
        let sourceLanguage: String
        /// The source's language subtag (`en` for `en-US`).
        let sourceLanguageSubtag: String
        /// The table's locales in `<` order (the array its units share).
        let locales: [String]
        let localeFiles: [String?]

        init?(_ unit: borrowing TranslationUnit) {
            guard CoverageTally.counts(unit) else { return nil }
            table = unit.table.id
            sourceFile = unit.source[0].file
            sourceLanguage = unit.table.sourceLanguage
            sourceLanguageSubtag = AnalyzedString.language(of: unit.table.sourceLanguage)
            locales = unit.tableLocalesInOrder
            // Both lists are in `<` order: one walk pairs them.
            let translated = unit.translationLocales
            var files = [String?](repeating: nil, count: locales.count)
            var next = 0
            for (index, locale) in locales.enumerated() {
                while next < translated.count, translated[next].locale < locale { next += 1 }
                if next < translated.count, translated[next].locale == locale {
                    files[index] = unit.translationEntries[translated[next].range.lowerBound].file
                }
            }
            localeFiles = files
        }
    }

    /// Counts one audited unit, given the findings its audit made, in every locale `isReported` accepts.
    mutating func add(_ places: UnitPlaces, findings: [Finding], isReported: (String) -> Bool) {
        var missing: Set<String> = []
        var empty: Set<String> = []
        var untranslated: Set<String> = []
        var review: Set<String> = []
        for index in findings.indices {
            switch findings[index].rule {
            case Self.missingRule: missing.insert(findings[index].locale)
            case Self.emptyRule: empty.insert(findings[index].locale)
            case Self.untranslatedRule: untranslated.insert(findings[index].locale)
            case Self.reviewRule: review.insert(findings[index].locale)
            default: continue
            }
        }
        let tableRows = rowsOfTable(places, isReported: isReported)
        for (index, locale) in places.locales.enumerated() {
            let position = tableRows[index]
            guard position >= 0 else { continue }
            rows[position].keys += 1
            if missing.contains(locale) {
                rows[position].missing += 1
            } else if empty.contains(locale) {
                rows[position].empty += 1
            } else if untranslated.contains(locale) {
                rows[position].untranslated += 1
            } else if review.contains(locale) {
                rows[position].needsReview += 1
            } else {
                rows[position].translated += 1
            }
            note(localeFile: places.localeFiles[index], sourceFile: places.sourceFile, at: position)
        }
    }

    /// The row of each of the table's locales, made at the table's first unit.
    private mutating func rowsOfTable(_ places: UnitPlaces, isReported: (String) -> Bool) -> [Int] {
        if let lastTable, lastTable.id == places.table, lastTable.rows.count == places.locales.count { return lastTable.rows }
        let made = places.locales.map { locale -> Int in
            guard locale != places.sourceLanguage, isReported(locale) else { return -1 }
            var row = LocaleCoverageRow(table: places.table, locale: locale, file: places.sourceFile)
            row.isSourceLanguageVariant = AnalyzedString.language(of: locale) == places.sourceLanguageSubtag
            return position(of: row, sourceFile: places.sourceFile)
        }
        lastTable = (places.table, made)
        return made
    }

    /// The position of `row`'s table and locale in `rows`, added (with no counts) if it is not there yet.
    private mutating func position(of row: LocaleCoverageRow, sourceFile: String) -> Int {
        if let position = positions[row.table]?[row.locale] { return position }
        var fresh = LocaleCoverageRow(table: row.table, locale: row.locale, file: row.file)
        fresh.isSourceLanguageVariant = row.isSourceLanguageVariant
        positions[row.table, default: [:]][row.locale] = rows.count
        rows.append(fresh)
        files.append((nil, sourceFile))
        return rows.count - 1
    }

    /// Keeps the first (in `<` order) of the locale's files and of the source's files for the row at `position`.
    private mutating func note(localeFile: String?, sourceFile: String, at position: Int) {
        if let localeFile, files[position].locale.map({ localeFile < $0 }) ?? true { files[position].locale = localeFile }
        if sourceFile < files[position].source { files[position].source = sourceFile }
    }

    private mutating func add(_ row: LocaleCoverageRow, localeFile: String?, sourceFile: String) {
        let at = position(of: row, sourceFile: sourceFile)
        rows[at].add(row)
        note(localeFile: localeFile, sourceFile: sourceFile, at: at)
    }

    /// The rows of several tallies added up, in report order, each placed in its locale's own file where it has
    /// one; `keep` drops the tables it rejects.
    static func merge(_ tallies: [CoverageTally], keep: (String) -> Bool = { _ in true }) -> [LocaleCoverageRow] {
        var total = CoverageTally()
        for tally in tallies {
            for (row, files) in zip(tally.rows, tally.files) where keep(row.table) {
                total.add(row, localeFile: files.locale, sourceFile: files.source)
            }
        }
        var rows = total.rows
        for index in rows.indices { rows[index].file = total.files[index].locale ?? total.files[index].source }
        return rows.sorted(by: LocaleCoverageRow.reportOrder)
    }
}

extension LocaleCoverageRow {
    /// Each locale's rows added up over its tables (with `table` and `file` empty), by locale: the figure a team
    /// reads first.
    public static func totalsByLocale(_ rows: [LocaleCoverageRow]) -> [LocaleCoverageRow] {
        var totals: [String: LocaleCoverageRow] = [:]
        for row in rows {
            var total = totals[row.locale] ?? LocaleCoverageRow(table: "", locale: row.locale, file: "")
            total.add(row)
            total.isSourceLanguageVariant = total.isSourceLanguageVariant || row.isSourceLanguageVariant
            totals[row.locale] = total
        }
        return totals.values.sorted { $0.locale < $1.locale }
    }

    /// The share of keys the locale shows in its own language, in whole percent (as `percent(_:)` rounds); 100 for
    /// a table without keys, as `coveragePercent`.
    public var coveredPercent: Int { keys == 0 ? 100 : percent(keys - notTranslated) }
}
