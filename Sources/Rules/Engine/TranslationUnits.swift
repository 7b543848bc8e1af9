import Catalogs

/// Groups the entries of many files into translation units: one per key of each table.
enum TranslationUnits {
    static func build(from files: [StringFile], resolver: RoleResolver) -> [TranslationUnit] {
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
        struct UnitKey: Hashable {
            let table: String
            let key: String
        }
        var order: [UnitKey] = []
        var grouped: [UnitKey: [Entry]] = [:]
        for file in files {
            for entry in file.entries {
                let unitKey = UnitKey(table: entry.table, key: entry.key)
                if grouped[unitKey] == nil { order.append(unitKey) }
                grouped[unitKey, default: []].append(entry)
            }
        }
        var missingByKey: [UnitKey: [MissingValue]] = [:]
        for table in tables.values {
            for missing in table.missing {
                let unitKey = UnitKey(table: table.id, key: missing.key)
                if grouped[unitKey] == nil, missingByKey[unitKey] == nil { order.append(unitKey) }
                missingByKey[unitKey, default: []].append(missing)
            }
        }
        order.sort { ($0.table, $0.key) < ($1.table, $1.key) }
        return order.compactMap { unitKey in
            guard let table = tables[unitKey.table] else { return nil }
            let entries = grouped[unitKey] ?? []
            let source = entries.filter(\.isSource)
            var translations: [String: [Entry]] = [:]
            for entry in entries where !entry.isSource {
                translations[entry.locale, default: []].append(entry)
            }
            let missing = missingByKey[unitKey] ?? []
            let comment = source.lazy.compactMap(\.comment).first
                ?? entries.lazy.compactMap(\.comment).first
                ?? missing.lazy.compactMap(\.comment).first
            let role = resolver.resolve(key: unitKey.key, comment: comment)
            return TranslationUnit(table: table, key: unitKey.key, role: role, source: source, translations: translations, missing: missing)
        }
    }
}
