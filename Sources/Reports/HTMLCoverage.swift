import Rules

/// The HTML report's coverage card: each locale's share of translated strings over all tables, with the
/// per-table figures folded below. Rendered in Swift, so it shows with JavaScript off and in print; every table
/// name and locale is escaped with `HTMLText`.
enum HTMLCoverage {
    static func card(_ report: Report) -> String {
        guard !report.coverage.isEmpty else { return "" }
        let totals = LocaleCoverageRow.totalsByLocale(report.coverage)
        var html = "<section class=\"card coverage\" aria-label=\"Translation coverage\">\n"
        html += "<div class=\"card-head\"><h2>Translation coverage</h2><p class=\"card-sub\">Strings each locale shows in its own language, over every table</p></div>\n"
        html += table(totals, withTable: false)
        let tables = Set(report.coverage.map(\.table))
        if tables.count > 1 {
            html += "<details class=\"coverage-tables\"><summary>By table (\(HTMLStaticParts.grouped(tables.count)) tables)</summary>\n"
            html += table(report.coverage, withTable: true)
            html += "</details>\n"
        }
        html += "</section>\n"
        return html
    }

    private static func table(_ rows: [LocaleCoverageRow], withTable: Bool) -> String {
        var html = "<div class=\"table-wrap\"><table class=\"static-table coverage-table\"><thead><tr>"
        if withTable { html += "<th>Table</th>" }
        html += "<th>Locale</th><th>Coverage</th><th class=\"num\">Keys</th><th class=\"num\">Translated</th>"
        html += "<th class=\"num\">Untranslated</th><th class=\"num\">Missing</th><th class=\"num\">Empty</th><th class=\"num\">Needs review</th></tr></thead><tbody>\n"
        for row in rows {
            html += "<tr>"
            if withTable { html += "<td class=\"mono\">\(HTMLText.visible(row.table, limit: 200))</td>" }
            html += "<td class=\"mono nowrap\">\(HTMLText.visible(row.locale, limit: 40))</td>"
            let covered = row.coveredPercent
            html += "<td class=\"nowrap\"><span class=\"cov-bar\" aria-hidden=\"true\"><span class=\"cov-fill\(covered < 80 ? " low" : "")\" data-pct=\"\(covered)\"></span></span> \(covered)%</td>"
            for count in [row.keys, row.translated, row.untranslated, row.missing, row.empty, row.needsReview] {
                html += "<td class=\"num\">\(HTMLStaticParts.grouped(count))</td>"
            }
            html += "</tr>\n"
        }
        html += "</tbody></table></div>\n"
        return html
    }
}
