import Rules

/// The parts of the HTML report rendered in Swift rather than by its script: the heading and totals (shown
/// at once, and in print), and a plain table of the first findings inside `<noscript>`, so the report is
/// still useful with JavaScript off. Every catalog string is escaped with `HTMLText`.
enum HTMLStaticParts {
    static func title(_ report: Report) -> String {
        "copylint report · \(grouped(report.findings.count)) finding\(report.findings.count == 1 ? "" : "s")"
    }

    static func header(_ report: Report) -> String {
        let counts = report.countsBySeverity
        let locales = Set(report.files.flatMap(\.locales)).count
        var facts = ["\(grouped(report.entryCount)) string\(report.entryCount == 1 ? "" : "s")",
                     "\(grouped(report.files.count)) file\(report.files.count == 1 ? "" : "s")"]
        if locales > 0 { facts.append("\(grouped(locales)) locale\(locales == 1 ? "" : "s")") }
        facts.append("copylint \(HTMLText.escape(report.toolVersion))")
        var html = """
        <header class="masthead">
        <div class="brand"><svg class="logo" viewBox="0 0 32 32" aria-hidden="true"><rect x="1" y="1" width="30" height="30" rx="8"/><path d="M9 11h14M9 16h9M9 21h11"/></svg><span>copylint</span></div>
        <h1>String audit</h1>
        <p class="subtitle">\(facts.joined(separator: " · "))</p>
        </header>
        <section class="totals" aria-label="Totals">
        \(tile("total", report.findings.count, report.findings.count == 1 ? "Finding" : "Findings"))
        \(tile("sev-error", counts[.error] ?? 0, (counts[.error] ?? 0) == 1 ? "Error" : "Errors"))
        \(tile("sev-warning", counts[.warning] ?? 0, (counts[.warning] ?? 0) == 1 ? "Warning" : "Warnings"))
        \(tile("sev-info", counts[.info] ?? 0, "Info"))
        </section>

        """
        if let baseline = report.baseline {
            html += "<p class=\"note baseline-note\">Baseline applied: \(grouped(baseline.matched)) known finding\(baseline.matched == 1 ? "" : "s") not shown · "
            html += "\(grouped(baseline.fixed)) baseline finding\(baseline.fixed == 1 ? "" : "s") fixed.</p>\n"
        }
        if !report.errors.isEmpty {
            html += "<section class=\"card read-errors\"><h2>Files that could not be read</h2><ul>\n"
            for error in report.errors {
                html += "<li><span class=\"mono\">\(HTMLText.visible(error.file))\(error.line.map { ":\($0)" } ?? "")</span> \(HTMLText.visible(error.message))</li>\n"
            }
            html += "</ul></section>\n"
        }
        html += HTMLCoverage.card(report)
        return html
    }

    private static func tile(_ kind: String, _ count: Int, _ label: String) -> String {
        "<div class=\"tile \(kind)\"><div class=\"tile-n\">\(grouped(count))</div><div class=\"tile-l\"><i class=\"dot\"></i>\(label)</div></div>"
    }

    /// The table shown with JavaScript off: findings per rule, then the first `limit` findings.
    static func noscriptSummary(_ report: Report, limit: Int) -> String {
        var html = "<section class=\"card static\">\n<h2>Findings by rule</h2>\n"
        var byRule: [String: Int] = [:]
        for finding in report.findings { byRule[finding.rule, default: 0] += 1 }
        html += "<div class=\"table-wrap\"><table class=\"static-table\"><thead><tr><th>Rule</th><th>Title</th><th class=\"num\">Findings</th></tr></thead><tbody>\n"
        for rule in byRule.keys.sorted() {
            let title = report.definition(of: rule).map { HTMLText.escape($0.title) } ?? ""
            html += "<tr><td class=\"mono\">\(HTMLText.visible(rule))</td><td>\(title)</td><td class=\"num\">\(grouped(byRule[rule]!))</td></tr>\n"
        }
        html += "</tbody></table></div>\n"
        let shown = min(limit, report.findings.count)
        html += "<h2>Findings</h2>\n<p class=\"note\">"
        html += shown < report.findings.count
            ? "The first \(grouped(shown)) of \(grouped(report.findings.count)) findings, in file order. "
            : "All \(grouped(shown)) findings, in file order. "
        html += "Turn on JavaScript for filters, sorting, the locale × rule matrix and control previews.</p>\n"
        html += "<div class=\"table-wrap\"><table class=\"static-table\"><thead><tr><th>Severity</th><th>Rule</th><th>Location</th><th>Key</th><th>Locale</th><th>Text</th><th>Message</th><th>Suggestion</th></tr></thead><tbody>\n"
        for finding in report.findings.prefix(shown) {
            let locale = [finding.locale, finding.variation].filter { !$0.isEmpty }.joined(separator: " ")
            html += "<tr><td class=\"sev sev-\(finding.severity.rawValue)\"><i class=\"dot\"></i>\(finding.severity.rawValue)</td>"
            html += "<td class=\"mono nowrap\">\(HTMLText.visible(finding.rule))</td>"
            html += "<td class=\"mono\">\(HTMLText.visible(finding.file)):\(finding.line):\(finding.column)</td>"
            html += "<td class=\"mono\">\(HTMLText.visible(finding.key, limit: 200))</td>"
            html += "<td>\(HTMLText.visible(locale))</td>"
            html += "<td><bdi>\(HTMLText.visible(finding.text, limit: 400))</bdi></td>"
            html += "<td>\(HTMLText.visible(finding.message, limit: 600))</td>"
            html += "<td><bdi>\(finding.suggestion.map { HTMLText.visible($0, limit: 400) } ?? "")</bdi></td></tr>\n"
        }
        html += "</tbody></table></div>\n</section>\n"
        return html
    }

    /// `12345` → `12,345`: the report is in English, and locale-free formatting keeps the bytes stable.
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var output = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { output += "," }
            output.append(digit)
        }
        return (number < 0 ? "-" : "") + output
    }
}
