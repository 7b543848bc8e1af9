import Catalogs

/// `locale-coverage`: one finding for a locale of a table that is largely untranslated, in place of one
/// `untranslated`, `missing-translation` or `empty-translation` finding per string; and, with `minimumCoverage`
/// configured, an error for a locale below it. A locale whose folded strings include empty values is reported at
/// `error`, as each of them would be: its people see blank controls, not the source's text.
///
/// Not a check of strings: the engine counts each table's coverage while it audits the table's keys (see
/// `CoverageTally`) and then asks this check what to report (`findings(for:)`) and which per-string findings its
/// findings stand for (`folds`).
struct LocaleCoverageCheck: Check {
    static let ruleID = "locale-coverage"
    let id = ruleID

    /// The rule's options and the configuration's `minimumCoverage`, read once per audit.
    struct Settings: Sendable {
        /// Fold a locale whose untranslated and missing strings are more than this share of its keys (percent).
        var threshold: Double
        /// … and are at least this many: below it, listing each string says more than a summary.
        var minimumStrings: Int
        /// Keep the folded findings in the report, at `info`, instead of leaving them out.
        var listStrings: Bool
        /// The severity the rule reports at.
        var severity: Severity
        /// Locale (or `*` for every other) → the least coverage in percent.
        var minimumCoverage: [String: Double] = [:]

        init(configuration: Configuration, severity: Severity) {
            self.severity = severity
            let options = CheckContext(configuration: configuration, rule: "locale-coverage")
            threshold = options.number("threshold")
            minimumStrings = options.integer("minimumStrings")
            listStrings = options.bool("listStrings")
            minimumCoverage = configuration.minimumCoverage
        }

        /// The least coverage configured for a row's locale: its own, else the one for every locale, which a
        /// regional variant of the source language (`en-GB`) is not held to: it is kept for the strings that differ.
        func minimum(for row: LocaleCoverageRow) -> Double? {
            minimumCoverage[row.locale] ?? (row.isSourceLanguageVariant ? nil : minimumCoverage["*"])
        }

        /// Whether a row gets one finding for its untranslated, missing and empty strings.
        func folds(_ row: LocaleCoverageRow) -> Bool {
            row.notTranslated >= max(1, minimumStrings) && Double(row.notTranslated) * 100 > threshold * Double(row.keys)
        }

        /// The rules whose per-string findings a folded row's finding stands for: each kind (untranslated,
        /// missing, empty) of which the row has at least `minimumStrings`. A handful of another kind stays listed
        /// string by string: two missing strings in a locale that copies English everywhere are a finding each.
        func foldedRules(_ row: LocaleCoverageRow) -> [String] {
            guard folds(row) else { return [] }
            let least = max(1, minimumStrings)
            return (row.untranslated >= least ? [CoverageTally.untranslatedRule] : [])
                + (row.missing >= least ? [CoverageTally.missingRule] : [])
                + (row.empty >= least ? [CoverageTally.emptyRule] : [])
        }
    }

    /// The rules whose per-string findings a `locale-coverage` finding stands for.
    static let foldableRules: Set<String> = [CoverageTally.missingRule, CoverageTally.untranslatedRule, CoverageTally.emptyRule]
    /// The rules whose findings the coverage is counted from (run with this rule's examples).
    static let countedRules: Set<String> = foldableRules.union([CoverageTally.reviewRule])

    /// The findings for the rows, in report order: one for each folded row, and one at `error` for each row below
    /// its minimum coverage.
    static func findings(for rows: [LocaleCoverageRow], settings: Settings, template: String) -> [Finding] {
        var findings: [Finding] = []
        for row in rows {
            let minimum = settings.minimum(for: row)
            let belowMinimum = minimum.map { row.coveragePercent < $0 } ?? false
            guard belowMinimum || settings.folds(row) else { continue }
            var message = MessageTemplate.fill(template, with: [
                "locale": row.locale, "count": grouped(row.notTranslated), "keys": grouped(row.keys),
                "percent": "\(row.percent(row.notTranslated))%", "detail": detail(row),
            ])
            if belowMinimum, let minimum {
                message += " That is below the minimum coverage of \(formatted(minimum))% set in the configuration."
            }
            let folded = settings.foldedRules(row)
            if !folded.isEmpty {
                let kinds = folded.map(Self.kindOfStrings)
                message += settings.listStrings
                    ? " The \(kinds.joined(separator: " and the ")) are listed one by one at info."
                    : " The \(kinds.joined(separator: " and the ")) are not listed one by one (the rule's `listStrings` option lists them at info)."
            }
            if row.isSourceLanguageVariant, !belowMinimum {
                message += " The locale reads the source language, so what it lacks shows in the source's spelling: "
                    + "this is worth a look only if the table is meant to be complete."
            }
            let foldsEmpty = folded.contains(CoverageTally.emptyRule)
            if foldsEmpty {
                message += " An empty value shows no text at all: translate it, or remove it so that the source's text shows."
            }
            // Empty values are broken text, as each would be reported; a regional variant of the source language
            // otherwise falls back to text its readers read: advice, not a defect.
            let severity: Severity = belowMinimum || foldsEmpty ? .error
                : row.isSourceLanguageVariant ? .info : settings.severity
            findings.append(Finding(
                rule: "locale-coverage", severity: severity, file: row.file, line: 1,
                column: 1, key: "", locale: row.locale, variation: "", role: .unknown, roleSource: .unknown,
                text: "", message: message
            ))
        }
        return findings.sorted(by: Finding.reportOrder)
    }

    /// “300 the same as the source, 112 missing, 4 empty”, leaving out a kind there is none of.
    private static func detail(_ row: LocaleCoverageRow) -> String {
        var parts: [String] = []
        if row.untranslated > 0 { parts.append("\(grouped(row.untranslated)) the same as the source") }
        if row.missing > 0 { parts.append("\(grouped(row.missing)) missing") }
        if row.empty > 0 { parts.append("\(grouped(row.empty)) empty") }
        return parts.isEmpty ? "none missing or the same as the source" : parts.joined(separator: ", ")
    }

    /// How the message names the strings of a folded rule.
    private static func kindOfStrings(_ rule: String) -> String {
        switch rule {
        case CoverageTally.untranslatedRule: return "strings the same as the source"
        case CoverageTally.emptyRule: return "empty strings"
        default: return "missing strings"
        }
    }

    /// `1030` → “1,030”: the same in every locale the tool runs in.
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return number < 0 ? "-" + result : result
    }

    /// A percent as written in the configuration: whole numbers without a fraction.
    private static func formatted(_ percent: Double) -> String {
        percent.rounded() == percent ? String(Int(percent)) : String(percent)
    }
}
