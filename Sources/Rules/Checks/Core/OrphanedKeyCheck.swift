import Catalogs

/// `orphaned-key`: a translation holds a key that its table's source language does not (nor its source's
/// `.stringsdict` of the same name, which the app reads as part of the table).
struct OrphanedKeyCheck: UnitCheck {
    let id = "orphaned-key"

    func check(_ unit: TranslationUnit, context: CheckContext) -> [RuleHit] {
        guard unit.source.isEmpty, unit.missing.isEmpty else { return [] }
        let siblingKeys = unit.table.siblingKeys
        if !siblingKeys.isEmpty, siblingKeys.contains(TableInfo.siblingKey(locale: unit.table.sourceLanguage, key: unit.key)) { return [] }
        // The translation locales come sorted, each with at least one entry.
        return unit.translationLocales.compactMap { locale in
            guard !locale.range.isEmpty else { return nil }
            return RuleHit(
                entry: unit.translationEntries[locale.range.lowerBound],
                arguments: ["key": unit.key, "locale": locale.locale, "sourceLanguage": unit.table.sourceLanguage]
            )
        }
    }
}
