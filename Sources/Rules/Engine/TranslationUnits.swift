import Catalogs

/// Groups the entries of many files into translation units: one per key of each table, sorted by table and key.
///
/// Readers emit the entries of one key together (a catalog lists every locale of a key in one place), so a run
/// of entries with the same table and key costs one dictionary lookup, not one per entry.
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
        for file in files {
            var current: (table: String, key: String, slot: Int)?
            for entry in file.entries {
                if let run = current, run.key == entry.key, run.table == entry.table {
                    collector.entries[run.slot].append(entry)
                    continue
                }
                let slot = collector.slot(table: entry.table, key: entry.key)
                collector.entries[slot].append(entry)
                current = (entry.table, entry.key, slot)
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
            let entries = collector.entries[slot]
            var source: [Entry] = []
            var translations: [String: [Entry]] = [:]
            for entry in entries {
                if entry.isSource {
                    source.append(entry)
                } else {
                    translations[entry.locale, default: []].append(entry)
                }
            }
            let missing = collector.missing[slot]
            let comment = source.lazy.compactMap(\.comment).first
                ?? entries.lazy.compactMap(\.comment).first
                ?? missing.lazy.compactMap(\.comment).first
            let role = resolver.resolve(key: unitKey.key, comment: comment, table: unitKey.table)
            return TranslationUnit(table: table, key: unitKey.key, role: role, source: source, translations: translations, missing: missing)
        }
    }
}

/// The units met so far, in the order first met, with their entries and missing values.
private struct UnitCollector {
    struct UnitKey: Hashable {
        let table: String
        let key: String
    }

    var keys: [UnitKey] = []
    var entries: [[Entry]] = []
    var missing: [[MissingValue]] = []
    private var slots: [UnitKey: Int] = [:]

    mutating func slot(table: String, key: String) -> Int {
        let unitKey = UnitKey(table: table, key: key)
        if let slot = slots[unitKey] { return slot }
        slots[unitKey] = keys.count
        keys.append(unitKey)
        entries.append([])
        missing.append([])
        return keys.count - 1
    }
}
