/// `translation-state`: a translation marked new, needs review or stale.
struct TranslationStateCheck: StringCheck {
    let id = "translation-state"
    let scope = StringScope.translations

    /// States that say a value is not ready, with advice for each. Catalog states use underscores; XLIFF
    /// states (`needs-review-translation`, `needs-review-l10n`, …) hyphens.
    private static func advice(for state: String) -> String? {
        switch state {
        case "new", "needs-translation", "needs-l10n", "needs-adaptation":
            return "it has not been translated yet."
        case "needs_review", "needs-review-translation", "needs-review-l10n", "needs-review-adaptation":
            return "its source changed or a translator flagged it; review it."
        case "stale":
            return "its source is no longer in use or has changed; update or remove it."
        default:
            return nil
        }
    }

    /// The advice for several values in one state, worded for all of them; nil for a state that needs none.
    static func groupedAdvice(for state: String) -> String? {
        switch advice(for: state) {
        case "it has not been translated yet.": return "they have not been translated yet."
        case "its source changed or a translator flagged it; review it.":
            return "the source changed or a translator flagged them; review each one and clear its flag."
        case "its source is no longer in use or has changed; update or remove it.":
            return "the source is no longer in use or has changed; update or remove them."
        default: return nil
        }
    }

    func check(_ string: AnalyzedString, context: CheckContext) -> [RuleHit] {
        // "translated", by far the most common state, needs no advice: one comparison instead of the whole switch.
        guard let state = string.entry.state, state != "translated", let advice = Self.advice(for: state) else { return [] }
        return [RuleHit(arguments: ["locale": string.locale, "state": state, "advice": advice])]
    }
}
