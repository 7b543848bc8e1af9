import Catalogs

/// `orphaned-key`: a translation holds a key that its table's source language does not (nor its source's
/// `.stringsdict` of the same name, which the app reads as part of the table).
///
/// A key written as text ("Go to Settings", as SwiftUI's `Text("Go to Settings")` makes one) is shown as itself
/// in the source language, so a source file without it may be how the app is built, not a leftover: without the
/// code to tell, that finding is `info`, and says what to check.
struct OrphanedKeyCheck: UnitCheck {
    let id = "orphaned-key"

    func check(_ unit: TranslationUnit, context: CheckContext) -> [RuleHit] {
        guard unit.source.isEmpty, unit.missing.isEmpty else { return [] }
        let siblingKeys = unit.table.siblingKeys
        if !siblingKeys.isEmpty, siblingKeys.contains(TableInfo.siblingKey(locale: unit.table.sourceLanguage, key: unit.key)) { return [] }
        let source = unit.table.sourceLanguage
        let isText = Self.isWrittenAsText(unit.key)
        let detail = isText
            ? " The app shows such a key as itself in \(source): if the code still uses it, nothing is lost (add it to the \(source) file to keep the table whole); if not, delete it from every locale."
            : ""
        // The translation locales come sorted, each with at least one entry.
        return unit.translationLocales.compactMap { locale in
            guard !locale.range.isEmpty else { return nil }
            return RuleHit(
                entry: unit.translationEntries[locale.range.lowerBound],
                arguments: ["key": unit.key, "locale": locale.locale, "sourceLanguage": source, "detail": detail],
                maximumSeverity: isText ? .info : nil
            )
        }
    }

    /// True for a key that reads as text rather than an identifier: words separated by spaces, a letter among
    /// them ("Go to Settings", "Delete %@?"), or one capitalized word ("Cancel", as `Button("Cancel")` makes it),
    /// where an identifier has none ("settings.title", "delete_button") or runs words together ("cancelButton").
    static func isWrittenAsText(_ key: String) -> Bool {
        let scalars = key.unicodeScalars
        if scalars.contains(" ") { return scalars.contains(where: \.properties.isAlphabetic) }
        guard let first = scalars.first, first.properties.isUppercase, scalars.count >= 2 else { return false }
        return scalars.dropFirst().allSatisfy { $0.properties.isLowercase }
    }
}
