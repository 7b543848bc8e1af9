import Catalogs

/// `missing-translation`: a locale the table supports has no value for a key, or an XLIFF unit has no
/// `<target>`.
struct MissingTranslationCheck: UnitCheck {
    let id = "missing-translation"

    func check(_ unit: TranslationUnit, context: CheckContext) -> [RuleHit] {
        guard !unit.isDoNotTranslate, let anchor = unit.source.first else { return [] }
        guard !StaleKeyCheck.hasStaleEntry(unit) else { return [] }
        var hits: [RuleHit] = []
        let explicitlyMissing = Set(unit.missing.map(\.locale))
        // The usual unit has every locale: the missing ones are found first, and only they are sorted.
        var absent: [String] = []
        for locale in unit.table.locales
        where unit.translations[locale] == nil && locale != unit.table.sourceLanguage && !explicitlyMissing.contains(locale) {
            absent.append(locale)
        }
        for locale in absent.sorted() {
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
