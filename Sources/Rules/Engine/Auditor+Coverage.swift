/// The folding of per-string translation findings into `locale-coverage` findings, done once a batch's units are
/// audited and its coverage added up (see `Auditor.audit(_:timeLimits:)`).
extension Auditor {
    /// The rules, by table and locale, whose per-string findings a `locale-coverage` finding stands for.
    func foldedLocales(_ coverage: [LocaleCoverageRow]) -> [String: [String: [String]]] {
        guard let coverageSettings else { return [:] }
        var folded: [String: [String: [String]]] = [:]
        for row in coverage {
            let rules = coverageSettings.foldedRules(row)
            if !rules.isEmpty { folded[row.table, default: [:]][row.locale] = rules }
        }
        return folded
    }

    /// `finding` as the report keeps it: a per-string finding of a folded locale is left out, or kept at `info`
    /// when the rule's `listStrings` option says so.
    func unfolded(_ finding: Finding, table: String, folded: [String: [String: [String]]]) -> Finding? {
        guard !folded.isEmpty, LocaleCoverageCheck.foldableRules.contains(finding.rule),
              folded[table]?[finding.locale]?.contains(finding.rule) == true else { return finding }
        guard coverageSettings?.listStrings == true else { return nil }
        var listed = finding
        listed.severity = .info
        return listed
    }
}
