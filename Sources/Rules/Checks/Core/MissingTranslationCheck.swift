import Catalogs

/// `missing-translation`: a locale the table supports has no value for a key, or an XLIFF unit has no
/// `<target>`.
struct MissingTranslationCheck: UnitCheck {
    let id = "missing-translation"

    func check(_ unit: TranslationUnit, context: CheckContext) -> [RuleHit] {
        guard !unit.isDoNotTranslate, let anchor = unit.source.first else { return [] }
        let entries = unit.source + unit.translations.values.flatMap { $0 }
        guard !entries.contains(where: { $0.extractionState == "stale" }) else { return [] }
        var hits: [RuleHit] = []
        let explicitlyMissing = Set(unit.missing.map(\.locale))
        for locale in unit.table.locales.sorted()
        where locale != unit.table.sourceLanguage && unit.translations[locale] == nil && !explicitlyMissing.contains(locale) {
            var entry = anchor
            entry.locale = locale
            entry.variation = ""
            entry.isSource = false
            entry.state = nil
            hits.append(RuleHit(entry: entry, arguments: ["locale": locale, "source": anchor.value]))
        }
        for missing in unit.missing {
            let entry = Entry(
                file: missing.file.isEmpty ? anchor.file : missing.file, table: unit.table.id, key: missing.key,
                locale: missing.locale, variation: missing.variation, value: missing.source, comment: missing.comment,
                location: missing.location, isSource: false
            )
            hits.append(RuleHit(entry: entry, arguments: ["locale": missing.locale, "source": missing.source]))
        }
        return hits
    }
}
