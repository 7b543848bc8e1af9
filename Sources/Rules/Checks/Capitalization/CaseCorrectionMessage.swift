import Language

/// The words of case findings: "“To” → “to”, “cart” → “Cart”", so one finding per string names every word
/// the suggestion changes.
enum CaseCorrectionMessage {
    static func changes(_ corrections: [CaseCorrection]) -> String {
        let shown = corrections.prefix(6).map { "“\($0.word)” → “\($0.corrected)”" }
        let more = corrections.count > 6 ? " and \(corrections.count - 6) more" : ""
        return shown.joined(separator: ", ") + more
    }

    /// One hit for a list of corrections: spanning the first word, suggesting the whole corrected string.
    static func hit(_ corrections: [CaseCorrection], prose: ProseText) -> [RuleHit] {
        guard let first = corrections.first else { return [] }
        let suggestion = prose.replacing(corrections.map { ($0.replacedRange, $0.replacement) })
        return [RuleHit(span: first.range, arguments: ["word": first.word, "changes": changes(corrections)],
                        suggestion: suggestion)]
    }
}
