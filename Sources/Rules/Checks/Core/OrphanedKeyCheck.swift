/// `orphaned-key`: a translation holds a key that its table's source language does not.
struct OrphanedKeyCheck: UnitCheck {
    let id = "orphaned-key"

    func check(_ unit: TranslationUnit, context: CheckContext) -> [RuleHit] {
        guard unit.source.isEmpty, unit.missing.isEmpty else { return [] }
        return unit.translations.keys.sorted().compactMap { locale in
            guard let entry = unit.translations[locale]?.first else { return nil }
            return RuleHit(entry: entry, arguments: ["key": unit.key, "locale": locale, "sourceLanguage": unit.table.sourceLanguage])
        }
    }
}
