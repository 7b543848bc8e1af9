import Catalogs

/// Groups the entries of many files into translation units: one per key of each table, sorted by table and key.
///
/// Readers emit the entries of one key together (a catalog lists every locale of a key in one place), so a run
/// of entries with the same table and key costs one dictionary lookup, not one per entry. Units remember their
/// runs as positions in the files, so each entry is copied once, into the unit that gets it.
enum TranslationUnits {
    /// The units of `files`; roles are resolved on up to `jobs` threads.
    static func build(from files: [StringFile], resolver: RoleResolver, jobs: Int = 1) -> [TranslationUnit] {
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
        var collector = UnitCollector()
        for (fileIndex, file) in files.enumerated() {
            let entries = file.entries
            var start = 0
            while start < entries.count {
                let (table, key) = (entries[start].table, entries[start].key)
                var end = start + 1
                while end < entries.count, entries[end].key == key, entries[end].table == table { end += 1 }
                collector.runs[collector.slot(table: table, key: key)].append(EntryRun(file: fileIndex, range: start..<end))
                start = end
            }
        }
        for table in tables.values {
            for missing in table.missing {
                collector.missing[collector.slot(table: table.id, key: missing.key)].append(missing)
            }
        }
        let order = collector.keys.indices.sorted { left, right in
            let (a, b) = (collector.keys[left], collector.keys[right])
            return a.table != b.table ? a.table < b.table : a.key < b.key
        }
        let kept = order.filter { tables[collector.keys[$0].table] != nil }
        return WorkerPool.map(kept.count, jobs: jobs) { position in
            let slot = kept[position]
            let unitKey = collector.keys[slot]
            let table = tables[unitKey.table]!
            let runs = collector.runs[slot]
            var source: [Entry] = []
            var translations = [String: [Entry]](minimumCapacity: table.locales.count)
            var firstComment: String?
            for run in runs {
                let entries = files[run.file].entries
                var index = run.range.lowerBound
                // Fields are read in place: binding `entries[index]` to a name would copy (and then destroy) all
                // ten strings of the entry, which only `source.append` and `append(contentsOf:)` need to do.
                while index < run.range.upperBound {
                    if firstComment == nil { firstComment = entries[index].comment }
                    if entries[index].isSource {
                        source.append(entries[index])
                        index += 1
                        continue
                    }
                    // Entries of one locale stand together; each stretch is added to its locale at once.
                    let locale = entries[index].locale
                    var end = index + 1
                    while end < run.range.upperBound, !entries[end].isSource, entries[end].locale == locale { end += 1 }
                    translations[locale, default: []].append(contentsOf: entries[index..<end])
                    var probe = index + 1
                    while firstComment == nil, probe < end {
                        firstComment = entries[probe].comment
                        probe += 1
                    }
                    index = end
                }
            }
            let missing = collector.missing[slot]
            let comment = source.lazy.compactMap(\.comment).first
                ?? firstComment
                ?? missing.lazy.compactMap(\.comment).first
            let role = resolver.resolve(key: unitKey.key, comment: comment, table: unitKey.table)
            return TranslationUnit(table: table, key: unitKey.key, role: role, source: source, translations: translations, missing: missing)
        }
    }
}

/// A stretch of one file's entries that belong to one unit.
private struct EntryRun {
    let file: Int
    let range: Range<Int>
}

/// The units met so far, in the order first met, with their entry runs and missing values.
private struct UnitCollector {
    struct UnitKey: Hashable {
        let table: String
        let key: String
    }

    var keys: [UnitKey] = []
    var runs: [[EntryRun]] = []
    var missing: [[MissingValue]] = []
    private var slots: [UnitKey: Int] = [:]

    mutating func slot(table: String, key: String) -> Int {
        let unitKey = UnitKey(table: table, key: key)
        // One hash a call: the default subscript's in-place access finds the slot or inserts the next one.
        let next = keys.count
        let slot = Self.read(&slots[unitKey, default: next])
        guard slot == next else { return slot }
        keys.append(unitKey)
        runs.append([])
        missing.append([])
        return slot
    }

    private static func read(_ value: inout Int) -> Int {
        value
    }
}
