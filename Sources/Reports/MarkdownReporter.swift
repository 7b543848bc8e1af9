import Rules

/// A Markdown summary for a GitHub job summary (`$GITHUB_STEP_SUMMARY`) or a pull-request comment: totals, a
/// table of rules, then each rule's findings in a collapsed table.
///
/// GitHub caps a step summary at 1 MiB, so big runs are cut: at most `rowsPerRule` rows per rule and
/// `totalRows` rows in all, each text cell at most `cellLimit` characters, with a line saying how many were
/// left out. Catalog text is escaped so it cannot add markup, links, HTML or table columns.
public struct MarkdownReporter: Reporter {
    public static let formatName = "markdown"
    public static let fileName = "copylint.md"

    public var rowsPerRule = 50
    public var totalRows = 500
    public var cellLimit = 120

    public init() {}

    public func render(_ report: Report) -> String {
        let counts = report.countsBySeverity
        var output = "## copylint\n\n"
        let files = report.files.count
        output += "**\(plural(report.findings.count, "finding"))** in \(plural(files, "file")) "
        output += "(\(plural(report.entryCount, "string"))): "
        output += "\(plural(counts[.error] ?? 0, "error")), \(plural(counts[.warning] ?? 0, "warning")), "
        output += "\(counts[.info] ?? 0) info.\n"
        if let baseline = report.baseline {
            output += "\nBaseline: \(plural(baseline.matched, "known finding")) not shown, "
            output += "\(plural(baseline.fixed, "baseline finding")) fixed.\n"
        }
        if let since = report.since {
            output += "\nSince \(Self.escape(since.revision, limit: cellLimit)): \(plural(since.known, "finding")) already there not shown.\n"
        }
        if !report.errors.isEmpty {
            output += "\n**\(plural(report.errors.count, "file")) could not be read:**\n\n"
            for error in report.errors {
                output += "- \(Self.escape(error.file, limit: cellLimit))" + (error.line.map { ":\($0)" } ?? "") + ": \(Self.escape(error.message, limit: cellLimit * 2))\n"
            }
        }
        output += coverage(report)
        guard !report.findings.isEmpty else { return output }

        var byRule: [String: [Finding]] = [:]
        for finding in report.findings { byRule[finding.rule, default: []].append(finding) }
        let rules = byRule.keys.sorted { lhs, rhs in
            let left = byRule[lhs]!, right = byRule[rhs]!
            let leftWorst = left.map(\.severity).max()!, rightWorst = right.map(\.severity).max()!
            if leftWorst != rightWorst { return leftWorst > rightWorst }
            if left.count != right.count { return left.count > right.count }
            return lhs < rhs
        }
        output += "\n| Rule | Severity | Findings | Locales |\n|---|---|---:|---|\n"
        for rule in rules {
            let findings = byRule[rule]!
            let locales = Set(findings.map(\.locale)).filter { !$0.isEmpty }.sorted()
            let shownLocales = locales.prefix(12).map { Self.escape($0, limit: 20) }.joined(separator: ", ")
                + (locales.count > 12 ? " +\(locales.count - 12)" : "")
            output += "| \(ruleCell(rule, report)) | \(findings.map(\.severity).max()!.rawValue) | \(findings.count) | \(shownLocales) |\n"
        }

        var rowsLeft = totalRows
        var omitted = 0
        for rule in rules {
            let findings = byRule[rule]!
            let shown = min(findings.count, rowsPerRule, rowsLeft)
            omitted += findings.count - shown
            guard shown > 0 else { continue }
            rowsLeft -= shown
            output += "\n<details><summary><b>\(Self.html(VisibleText.line(rule, limit: cellLimit)))</b>: \(plural(findings.count, "finding"))</summary>\n\n"
            output += "| File | Key | Locale | Text | Message | Suggestion |\n|---|---|---|---|---|---|\n"
            for finding in findings.prefix(shown) {
                output += "| \(Self.escape(finding.file, limit: cellLimit)):\(finding.line) "
                output += "| \(Self.escape(finding.key, limit: cellLimit / 2)) "
                output += "| \(Self.escape([finding.locale, finding.variation].filter { !$0.isEmpty }.joined(separator: " "), limit: 40)) "
                output += "| \(Self.escape(finding.text, limit: cellLimit)) "
                output += "| \(Self.escape(finding.message, limit: cellLimit * 2)) "
                output += "| \(finding.suggestion.map { Self.escape($0, limit: cellLimit) } ?? "") |\n"
            }
            if shown < findings.count { output += "\n_\(findings.count - shown) more not shown._\n" }
            output += "\n</details>\n"
        }
        if omitted > 0 {
            output += "\n\(plural(omitted, "finding")) not listed here: see the full report (SARIF, JSON or HTML).\n"
        }
        return output
    }

    /// The coverage table: each locale over all tables, then (collapsed) each table's locales.
    private func coverage(_ report: Report) -> String {
        guard !report.coverage.isEmpty else { return "" }
        func rows(_ rows: [LocaleCoverageRow], withTable: Bool) -> String {
            var output = withTable ? "| Table " : ""
            output += "| Locale | Coverage | Keys | Translated | Untranslated | Missing | Empty | Needs review |\n"
            output += (withTable ? "|---" : "") + "|---|---:|---:|---:|---:|---:|---:|---:|\n"
            for row in rows.prefix(totalRows) {
                if withTable { output += "| \(Self.escape(row.table, limit: cellLimit)) " }
                output += "| \(Self.escape(row.locale, limit: 40)) | \(row.coveredPercent)% | \(row.keys) | \(row.translated) "
                output += "| \(row.untranslated) | \(row.missing) | \(row.empty) | \(row.needsReview) |\n"
            }
            if rows.count > totalRows { output += "\n_\(rows.count - totalRows) more rows not shown._\n" }
            return output
        }
        var output = "\n### Translation coverage\n\n"
        output += rows(LocaleCoverageRow.totalsByLocale(report.coverage), withTable: false)
        if Set(report.coverage.map(\.table)).count > 1 {
            output += "\n<details><summary>By table</summary>\n\n" + rows(report.coverage, withTable: true) + "\n</details>\n"
        }
        return output
    }

    private func ruleCell(_ rule: String, _ report: Report) -> String {
        guard let definition = report.definition(of: rule) else { return Self.escape(rule, limit: cellLimit) }
        let title = Self.escape(definition.title, limit: cellLimit)
        guard definition.guideline.url.hasPrefix("https://"), !definition.guideline.url.contains(where: { $0 == ")" || $0 == " " }) else {
            return "`\(code(rule))` \(title)"
        }
        return "`\(code(rule))` [\(title)](\(definition.guideline.url))"
    }

    /// Text for a table cell: hidden characters spelled out, the Markdown punctuation that can start markup
    /// inside a line backslash-escaped (`:` too, so no autolink forms), HTML special characters as entities,
    /// line breaks as ↵, and `|` escaped so no new column starts.
    public static func escape(_ text: String, limit: Int) -> String {
        var output = ""
        for character in VisibleText.line(text, limit: limit).unicodeScalars {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\\", "`", "*", "_", "[", "]", "(", ")", "|", "~", "$", ":":
                output += "\\"
                output.unicodeScalars.append(character)
            default: output.unicodeScalars.append(character)
            }
        }
        return output
    }

    private static func html(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// Text for inside a code span: backticks cannot be escaped there, so they are replaced.
    private func code(_ text: String) -> String {
        VisibleText.line(text, limit: cellLimit).replacingOccurrences(of: "`", with: "ˋ").replacingOccurrences(of: "|", with: "¦")
    }

    private func plural(_ count: Int, _ word: String) -> String {
        "\(count) \(word)\(count == 1 ? "" : "s")"
    }
}
