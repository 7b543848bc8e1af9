/// `stale-key`: a catalog key whose `extractionState` is `stale`. Reported once per key, on its source value.
struct StaleKeyCheck: UnitCheck {
    let id = "stale-key"

    func check(_ unit: TranslationUnit, context: CheckContext) -> [RuleHit] {
        let entries = unit.source + unit.translations.keys.sorted().flatMap { unit.translations[$0]! }
        guard let first = entries.first(where: { $0.extractionState == "stale" }) else { return [] }
        let anchor = unit.source.first ?? first
        return [RuleHit(entry: anchor, arguments: ["key": unit.key])]
    }
}
