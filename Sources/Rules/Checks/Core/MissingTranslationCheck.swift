import Catalogs

/// `missing-translation`: a locale the table supports has no value for a key, or an XLIFF unit has no
/// `<target>`.
///
/// A key whose note says not to localize it (`DoNotLocalizeNote`) is exempt, as `shouldTranslate: false` is. A
/// missing value is not reported where the fallback is what the locale would show anyway: a locale of the
/// source's own language (en-GB for an English source), a source with nothing to translate into the locale (a
/// number, a percentage, a symbol, a brand or same-in-both-languages word: what `untranslated` accepts as an
/// identical translation), and the app's name and copyright notice in InfoPlist when no locale localizes them
/// (``AppIdentityKeys``). Nor is a key of a `.strings` table that its `.stringsdict` sibling gives the locale:
/// the app reads the two as one table.
struct MissingTranslationCheck: UnitCheck {
    let id = "missing-translation"

    func check(_ unit: TranslationUnit, context: CheckContext) -> [RuleHit] {
        guard !unit.isDoNotTranslate, let anchor = unit.source.first, !DoNotLocalizeNote.says(anchor.comment) else { return [] }
        guard !StaleKeyCheck.hasStaleEntry(unit) else { return [] }
        var hits: [RuleHit] = []
        let explicitlyMissing: Set<String> = unit.missing.isEmpty ? [] : Set(unit.missing.map(\.locale))
        let absent = Self.absentLocales(in: unit, besides: explicitlyMissing)
        if AppIdentityKeys.isLeftUnlocalized(unit) { return [] }
        let sourceLanguage = AnalyzedString.language(of: anchor.locale)
        let siblingKeys = unit.table.siblingKeys
        for locale in absent {
            guard AnalyzedString.language(of: locale) != sourceLanguage else { continue }
            // The locale's `.stringsdict` of the same name gives the key: the app shows that.
            if !siblingKeys.isEmpty, siblingKeys.contains(TableInfo.siblingKey(locale: locale, key: anchor.key)) { continue }
            // The source value as a plain translation in `locale`, made at once (each field set on a copy would
            // make a new copy of every field).
            let entry = Entry(
                file: anchor.file, table: anchor.table, key: anchor.key, locale: locale, variation: "", value: anchor.value,
                state: nil, comment: anchor.comment, shouldTranslate: anchor.shouldTranslate,
                extractionState: anchor.extractionState, location: anchor.location, isVerbatim: anchor.isVerbatim,
                isSource: false, isKeyAsValue: anchor.isKeyAsValue
            )
            if !unit.sourceTextIsUnknown, Self.fallbackNeedsNoTranslation(entry, role: unit.role, context: context) { continue }
            hits.append(RuleHit(entry: entry, arguments: ["locale": locale, "source": anchor.value], message: Self.unknownSourceMessage(unit, locale: locale)))
        }
        for missing in unit.missing where AnalyzedString.language(of: missing.locale) != sourceLanguage {
            let entry = Entry(
                file: missing.file.isEmpty ? anchor.file : missing.file, table: unit.table.id, key: missing.key,
                locale: missing.locale, variation: missing.variation, value: missing.source, comment: missing.comment,
                location: missing.location, isSource: false
            )
            if Self.fallbackNeedsNoTranslation(entry, role: unit.role, context: context) { continue }
            hits.append(RuleHit(entry: entry, arguments: ["locale": missing.locale, "source": missing.source]))
        }
        return hits
    }

    /// Whether the source, shown as it is in the entry's locale, holds no word to translate there (what
    /// `untranslated` would accept as an identical translation).
    static func fallbackNeedsNoTranslation(_ fallback: Entry, role: ResolvedRole, context: CheckContext) -> Bool {
        guard UntranslatedCheck.mayHoldLetterWord(fallback.value) else { return true }
        return UntranslatedCheck().translatableWords(in: AnalyzedString(entry: fallback, role: role), context: context).isEmpty
    }

    /// For an object-ID key whose English no file of the audit gives, a message that quotes no text (the key is
    /// no text to quote); nil for every other key.
    static func unknownSourceMessage(_ unit: TranslationUnit, locale: String) -> String? {
        guard unit.sourceTextIsUnknown else { return nil }
        return "No \(locale) translation of this Interface Builder text (no storyboard, xib or note of the audit gives its English)."
    }

    /// The table's locales, in order, that the unit has no translation into, but for the source language and
    /// the `explicitlyMissing` ones. The table's locales and the unit's translation locales are both in `<` order
    /// (each sorted once, the first for the whole table), so one walk through both finds them: no locale is
    /// hashed or searched for.
    static func absentLocales(in unit: TranslationUnit, besides explicitlyMissing: Set<String>) -> [String] {
        var absent: [String] = []
        let sourceLanguage = unit.table.sourceLanguage
        let translated = unit.translationLocales
        var next = 0
        for locale in unit.tableLocalesInOrder where locale != sourceLanguage {
            while next < translated.count, translated[next].locale < locale { next += 1 }
            let held = next < translated.count && translated[next].locale == locale
            if !held && (explicitlyMissing.isEmpty || !explicitlyMissing.contains(locale)) { absent.append(locale) }
        }
        return absent
    }

    /// Whether the translation locales (in order) have `locale`, as `unit.translations[locale] != nil` says (the
    /// walk of `absentLocales` asks the same of every locale of the table at once).
    static func holds(_ translated: [TranslationUnit.LocaleEntries], _ locale: String) -> Bool {
        translated.withUnsafeBufferPointer { translated in
            var low = 0
            var high = translated.count
            while low < high {
                let middle = (low + high) / 2
                if translated[middle].locale < locale { low = middle + 1 } else { high = middle }
            }
            return low < translated.count && translated[low].locale == locale
        }
    }
}
