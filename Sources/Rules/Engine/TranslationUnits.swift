import Catalogs
import CopylintBase

/// Groups the entries of many files into translation units: one per key of each table, sorted by table and key.
///
/// Readers emit the entries of one key together (a catalog lists every locale of a key in one place), so a run
/// of entries with the same table and key costs one dictionary lookup, not one per entry. Units remember their
/// runs as positions in the files, so each entry is copied once, into the unit that gets it.
enum TranslationUnits {
    /// The units of `files`; roles are resolved on up to `jobs` threads. With `platforms`, each table's units are
    /// audited for the platform its evidence shows (see `TablePlatforms`).
    static func build(
        from files: [StringFile], resolver: RoleResolver, platforms: TablePlatforms? = nil, jobs: Int = 1
    ) -> [TranslationUnit] {
        var tables: [String: TableInfo] = [:]
        for file in files {
            for info in file.tables {
                if var existing = tables[info.id] {
                    existing.locales.formUnion(info.locales)
                    existing.missing += info.missing
                    existing.substitutions.merge(info.substitutions) { current, _ in current }
                    tables[info.id] = existing
                } else {
                    tables[info.id] = info
                }
            }
        }
        // A `.strings` table knows the keys of its `.stringsdict` sibling, read in the same batch (`ReadGroups`).
        let siblings = tables.keys.filter { $0.hasSuffix(".stringsdict") && tables[ReadGroups.groupName(ofTable: $0)] != nil }
        if !siblings.isEmpty {
            let wanted = Set(siblings)
            var keys: [String: Set<String>] = [:]
            for file in files where file.tables.contains(where: { wanted.contains($0.id) }) {
                for entry in file.entries where wanted.contains(entry.table) {
                    keys[ReadGroups.groupName(ofTable: entry.table), default: []].insert(TableInfo.siblingKey(locale: entry.locale, key: entry.key))
                }
            }
            for (table, held) in keys { tables[table]?.siblingKeys = held }
        }
        // `Base.lproj` holds the development language: beside a source-language folder it is the same language
        // as the source, never a locale translated from it (see `developmentLanguage`).
        for (id, info) in tables where info.sourceLanguage != Self.developmentLanguage && info.locales.contains(Self.developmentLanguage) {
            tables[id]?.locales.remove(Self.developmentLanguage)
        }
        // The runs are found first, so the table of slots is made once at a size that holds every unit (there are
        // no more units than runs) instead of growing, which hashes every key again at each step.
        var allRuns: [EntryRun] = []
        // Each table's Interface Builder notes and the platform words of its source strings, counted by platform
        // when a table may be audited for another one.
        let countsNotes = platforms?.mayDiffer == true
        var notes: [String: NotePlatformCounts] = [:]
        var words: [String: TextPlatformCounts] = [:]
        for (fileIndex, file) in files.enumerated() {
            let entries = file.entries
            var start = 0
            var counted: (table: String, counts: NotePlatformCounts, words: TextPlatformCounts)?
            while start < entries.count {
                let (table, key) = (entries[start].table, entries[start].key)
                var end = start + 1
                while end < entries.count, entries[end].key == key, entries[end].table == table { end += 1 }
                allRuns.append(EntryRun(file: fileIndex, range: start..<end))
                if countsNotes {
                    // A file's runs mostly share their table: its counts are kept until another table's run comes.
                    if let last = counted, last.table != table { Self.keep(last, notes: &notes, words: &words) }
                    if counted?.table != table { counted = (table, NotePlatformCounts(), TextPlatformCounts()) }
                    counted?.counts.count(entries[start].comment)
                    if counted?.words.isFull == false {
                        for index in start..<end where entries[index].isSource { counted?.words.count(entries[index].value) }
                    }
                }
                start = end
            }
            if let last = counted { Self.keep(last, notes: &notes, words: &words) }
        }
        var collector = UnitCollector(capacity: allRuns.count)
        // Each unit's runs are chained through `nextRun` (positions in `allRuns`, in the order met), so no unit needs
        // an array of its own for them.
        var nextRun = [Int](repeating: -1, count: allRuns.count)
        for position in allRuns.indices {
            let entries = files[allRuns[position].file].entries
            let first = allRuns[position].range.lowerBound
            let slot = collector.slot(table: entries[first].table, key: entries[first].key)
            if collector.lastRun[slot] < 0 {
                collector.firstRun[slot] = position
            } else {
                nextRun[collector.lastRun[slot]] = position
            }
            collector.lastRun[slot] = position
        }
        for table in tables.values {
            for missing in table.missing {
                collector.missing[collector.slot(table: table.id, key: missing.key)].append(missing)
            }
        }
        // Tables are compared by their rank among the table names, keys as strings: the order of names and keys.
        let tableRanks = collector.tableRanks()
        // Keys are compared in place (binding them to names would retain and release each key per comparison).
        let keys = collector.keys
        let order = keys.indices.sorted { left, right in
            keys[left].table != keys[right].table
                ? tableRanks[keys[left].table] < tableRanks[keys[right].table] : keys[left].key < keys[right].key
        }
        // Each table's information is looked up once, not once per key.
        let tableInfos = collector.tableIDs.map { tables[$0].map(TranslationUnit.SharedTable.init) }
        let tablePlatforms: [String?] = collector.tableIDs.map { table in
            guard let platforms, platforms.mayDiffer else { return nil }
            return platforms.platform(ofTable: table, notes: notes[table] ?? NotePlatformCounts(), text: words[table] ?? TextPlatformCounts())
        }
        let kept = order.filter { tableInfos[collector.keys[$0].table] != nil }
        return WorkerPool.map(kept.count, jobs: jobs) { position in
            let slot = kept[position]
            let unitKey = collector.keys[slot]
            let table = tableInfos[unitKey.table]!
            let tableID = collector.tableIDs[unitKey.table]
            var runCount = 0
            var runPosition = collector.firstRun[slot]
            while runPosition >= 0 {
                runCount += allRuns[runPosition].range.count
                runPosition = nextRun[runPosition]
            }
            var source: [Entry] = []
            var translationEntries: [Entry] = []
            translationEntries.reserveCapacity(runCount)
            var translationLocales: [TranslationUnit.LocaleEntries] = []
            translationLocales.reserveCapacity(table.info.locales.count)
            var inLocaleOrder = true
            var firstComment: String?
            let sourceLanguage = table.info.sourceLanguage
            let setsBaseAside = sourceLanguage != Self.developmentLanguage
            var baseEntries: [Entry] = []
            runPosition = collector.firstRun[slot]
            while runPosition >= 0 {
                let run = allRuns[runPosition]
                runPosition = nextRun[runPosition]
                let entries = files[run.file].entries
                var index = run.range.lowerBound
                // Fields are read in place: binding `entries[index]` to a name would copy (and then destroy) the
                // entry, which only the appends need to do.
                while index < run.range.upperBound {
                    if firstComment == nil { firstComment = entries[index].comment }
                    if entries[index].isSource {
                        source.append(entries[index])
                        index += 1
                        continue
                    }
                    if setsBaseAside, entries[index].locale == Self.developmentLanguage {
                        baseEntries.append(entries[index])
                        index += 1
                        continue
                    }
                    // Entries of one locale stand together; each stretch is copied at once, and the stretches are
                    // put in locale order afterwards only if they did not come in it (they mostly do).
                    let locale = entries[index].locale
                    var end = index + 1
                    while end < run.range.upperBound, !entries[end].isSource, entries[end].locale == locale { end += 1 }
                    let start = translationEntries.count
                    translationEntries.append(contentsOf: entries[index..<end])
                    let last = translationLocales.count - 1
                    if last >= 0, translationLocales[last].locale == locale {
                        translationLocales[last] = TranslationUnit.LocaleEntries(
                            locale: locale, range: translationLocales[last].range.lowerBound..<translationEntries.count
                        )
                    } else {
                        if last >= 0, !(translationLocales[last].locale < locale) { inLocaleOrder = false }
                        translationLocales.append(TranslationUnit.LocaleEntries(locale: locale, range: start..<translationEntries.count))
                    }
                    var probe = index + 1
                    while firstComment == nil, probe < end {
                        firstComment = entries[probe].comment
                        probe += 1
                    }
                    index = end
                }
            }
            if !inLocaleOrder {
                (translationEntries, translationLocales) = Self.inLocaleOrder(translationEntries, stretches: translationLocales)
            }
            if source.isEmpty, !baseEntries.isEmpty {
                // A key only `Base.lproj` has: its development-language text is the source.
                source = baseEntries.map { entry in
                    var promoted = entry
                    promoted.isSource = true
                    promoted.locale = sourceLanguage
                    return promoted
                }
            }
            let missing = collector.missing[slot]
            let comment = source.lazy.compactMap(\.comment).first
                ?? firstComment
                ?? missing.lazy.compactMap(\.comment).first
            let match = resolver.interfaceBuilderMatch(key: unitKey.key, comment: comment, table: tableID)
            let role = resolver.resolve(key: unitKey.key, comment: comment, table: tableID, match: match)
            var origin = TranslationUnit.UnitOrigin(platform: tablePlatforms[unitKey.table])
            if let match {
                // An object-ID key is never its own English text.
                let known = InterfaceBuilderSourceText.sourceEntries(
                    source, firstTranslation: translationEntries.first, match: match, sourceLanguage: table.info.sourceLanguage
                )
                source = known.entries
                origin.sourceTextIsUnknown = known.isUnknown
                origin.interfaceBuilderPlace = match.place
                origin.namesAbsentObject = match.namesAbsentObject
                origin.holdsDefaultText = match.holdsDefaultText
            }
            return TranslationUnit(
                table: table, key: unitKey.key, role: role, source: source, translationEntries: translationEntries,
                translationLocales: translationLocales, missing: missing, origin: origin
            )
        }
    }
}

extension TranslationUnits {
    /// The locale of `Base.lproj`: where a table has no source-language folder it is the source (discovery makes
    /// it so); beside one it holds the same language (Interface Builder's base strings), so its entries are set
    /// aside: no translation check runs on them and the table has no `Base` locale to translate into. A key only
    /// `Base.lproj` has takes its text from there as the source.
    static let developmentLanguage = "Base"

    /// Adds one file's counts of a table to the table's totals.
    private static func keep(
        _ counted: (table: String, counts: NotePlatformCounts, words: TextPlatformCounts),
        notes: inout [String: NotePlatformCounts], words: inout [String: TextPlatformCounts]
    ) {
        notes[counted.table, default: NotePlatformCounts()].add(counted.counts)
        words[counted.table, default: TextPlatformCounts()].add(counted.words)
    }

    /// `entries`, made of `stretches` (each the entries of one locale, in the order met), rearranged with each
    /// locale's entries together, locales in `<` order and each locale's stretches in the order met (the order a
    /// dictionary of lists, appended to stretch by stretch and then sorted by locale, gave), and where each
    /// locale's entries stand.
    static func inLocaleOrder(
        _ entries: [Entry], stretches: [TranslationUnit.LocaleEntries]
    ) -> (entries: [Entry], locales: [TranslationUnit.LocaleEntries]) {
        guard !stretches.isEmpty else { return (entries, stretches) }
        // A stable insertion sort of positions (few stretches, mostly in order).
        var order = Array(stretches.indices)
        for next in 1..<order.count {
            let moving = order[next]
            var place = next
            while place > 0, stretches[moving].locale < stretches[order[place - 1]].locale {
                order[place] = order[place - 1]
                place -= 1
            }
            order[place] = moving
        }
        var ordered: [Entry] = []
        ordered.reserveCapacity(entries.count)
        var locales: [TranslationUnit.LocaleEntries] = []
        var position = 0
        while position < order.count {
            let locale = stretches[order[position]].locale
            let start = ordered.count
            while position < order.count, stretches[order[position]].locale == locale {
                ordered.append(contentsOf: entries[stretches[order[position]].range])
                position += 1
            }
            locales.append(TranslationUnit.LocaleEntries(locale: locale, range: start..<ordered.count))
        }
        return (ordered, locales)
    }
}

/// A stretch of one file's entries that belong to one unit.
private struct EntryRun {
    let file: Int
    let range: Range<Int>
}

/// The units met so far, in the order first met, with their first and last entry runs and missing values.
///
/// A unit is known by its table's number (the tables in the order first met) and its key, so a lookup hashes
/// the key and a number rather than the table's name too (a file path, often longer than the key). Runs of one
/// table follow each other, so the table's number is usually the last one found.
private struct UnitCollector {
    struct UnitKey: Hashable {
        /// Index into `tableIDs`.
        let table: Int
        let key: String
    }

    var keys: [UnitKey] = []
    /// Each unit's first and last run (positions in the list of runs), -1 before it has one.
    var firstRun: [Int] = []
    var lastRun: [Int] = []
    var missing: [[MissingValue]] = []
    /// The table names in the order first met.
    private(set) var tableIDs: [String] = []
    private var tableNumbers: [String: Int] = [:]
    private var lastTable: (id: String, number: Int)?
    private var slots: [UnitKey: Int] = [:]
    /// The slot the previous call found.
    private var lastSlot = -1

    /// A collector whose table of slots holds `capacity` units without growing.
    init(capacity: Int) {
        slots.reserveCapacity(capacity)
    }

    mutating func slot(table: String, key: String) -> Int {
        let tableNumber = number(ofTable: table)
        // The files of one table (its `.strings` in every `.lproj`, …) mostly list their keys in the same order,
        // so the key after the previous one is tried first: a comparison of two strings instead of a hash.
        let predicted = lastSlot + 1
        if predicted < keys.count, keys[predicted].table == tableNumber, keys[predicted].key == key {
            lastSlot = predicted
            return predicted
        }
        let unitKey = UnitKey(table: tableNumber, key: key)
        // One hash a call: the default subscript's in-place access finds the slot or inserts the next one.
        let next = keys.count
        let slot = Self.read(&slots[unitKey, default: next])
        lastSlot = slot
        guard slot == next else { return slot }
        keys.append(unitKey)
        firstRun.append(-1)
        lastRun.append(-1)
        missing.append([])
        return slot
    }

    /// For each table number, the table's place among the table names in `<` order (equal names share a number).
    func tableRanks() -> [Int] {
        var ranks = [Int](repeating: 0, count: tableIDs.count)
        for (rank, number) in tableIDs.indices.sorted(by: { tableIDs[$0] < tableIDs[$1] }).enumerated() {
            ranks[number] = rank
        }
        return ranks
    }

    private mutating func number(ofTable table: String) -> Int {
        if let lastTable, lastTable.id == table { return lastTable.number }
        let next = tableIDs.count
        let number = Self.read(&tableNumbers[table, default: next])
        if number == next { tableIDs.append(table) }
        lastTable = (table, number)
        return number
    }

    private static func read(_ value: inout Int) -> Int {
        value
    }
}
