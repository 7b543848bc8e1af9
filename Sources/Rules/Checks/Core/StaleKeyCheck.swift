import Catalogs

/// `stale-key`: a catalog key whose `extractionState` is `stale`. Reported once per key, on its source value.
/// A stale key is shown nowhere, so no other rule reports on it (`UnitSession`), and it counts with the strings no
/// code reaches.
struct StaleKeyCheck: UnitCheck {
    static let ruleID = "stale-key"
    let id = ruleID

    func check(_ unit: TranslationUnit, context: CheckContext) -> [RuleHit] {
        guard Self.hasStaleEntry(unit) else { return [] }
        // The source's first value, else the first stale translation in locale order.
        let anchor = unit.source.first
            ?? unit.translationEntries.first(where: Self.isStale)
        return anchor.map { [RuleHit(entry: $0, arguments: ["key": unit.key])] } ?? []
    }

    /// Whether any value of the unit, in any locale, is marked stale.
    static func hasStaleEntry(_ unit: TranslationUnit) -> Bool {
        unit.source.contains(where: isStale) || unit.translationEntries.contains(where: isStale)
    }

    private static func isStale(_ entry: Entry) -> Bool {
        entry.extractionState == "stale"
    }
}
