import Rules

/// Xcode-style lines, `path:line:col: warning: message [rule-id]`, which Xcode, editors and CI logs turn into
/// clickable diagnostics. A suggestion follows on its own line as a note; read errors come first. The one-line
/// summary goes to stderr (see `summaryLine`), so stdout holds only diagnostics.
public struct TextReporter: Reporter {
    public static let formatName = "text"
    public static let fileName = "copylint.txt"

    public init() {}

    public func render(_ report: Report) -> String {
        var output = ""
        for error in report.errors {
            output += "\(error.file):\(error.line ?? 1):1: error: \(error.message) [read-error]\n"
        }
        for finding in report.findings {
            let locale = finding.locale.isEmpty ? "" : " (\(finding.locale)"
                + (finding.variation.isEmpty ? "" : ", \(finding.variation)") + ")"
            output += "\(finding.file):\(finding.line):\(finding.column): \(finding.severity.rawValue): "
            output += "\(finding.message)\(locale) [\(finding.rule)]\n"
            if let suggestion = finding.suggestion, suggestion != finding.text {
                output += "\(finding.file):\(finding.line):\(finding.column): note: suggestion: \(suggestion)\n"
            }
            if let codeFile = finding.codeFile, let codeLine = finding.codeLine {
                let role = (finding.codeRole ?? finding.role).phrase
                output += "\(finding.file):\(finding.line):\(finding.column): note: used as \(role) at \(codeFile):\(codeLine)\n"
            }
        }
        return output
    }

    /// The coverage table for the end of the terminal output (stderr, after `summaryLine`): one line per locale
    /// over all tables, aligned; empty when nothing is translated.
    public static func coverageLines(_ report: Report) -> [String] {
        let totals = LocaleCoverageRow.totalsByLocale(report.coverage)
        guard !totals.isEmpty else { return [] }
        let width = totals.map { VisibleText.line($0.locale, limit: 40).count }.max() ?? 0
        var lines = ["copylint: translation coverage (strings in the locale's language / keys, over every table):"]
        for row in totals {
            let locale = VisibleText.line(row.locale, limit: 40)
            let padded = locale + String(repeating: " ", count: max(0, width - locale.count))
            let covered = String(row.coveredPercent)
            lines.append("  \(padded)  \(String(repeating: " ", count: 3 - min(3, covered.count)))\(covered)%  "
                + "\(row.translated + row.needsReview)/\(row.keys); \(row.untranslated) untranslated, \(row.missing) missing, \(row.empty > 0 ? "\(row.empty) empty, " : "")\(row.needsReview) needs review")
        }
        return lines
    }

    /// One line that sums up a run, for the end of the terminal output.
    public static func summaryLine(_ report: Report) -> String {
        let counts = report.countsBySeverity
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        var line = "copylint: \(plural(report.files.count, "file")), \(plural(report.entryCount, "string")), "
        line += "\(plural(report.findings.count, "finding")) (\(plural(counts[.error] ?? 0, "error")), "
        line += "\(plural(counts[.warning] ?? 0, "warning")), \(counts[.info] ?? 0) info)"
        if !report.errors.isEmpty {
            line += "; \(plural(report.errors.count, "file")) could not be read"
        }
        return line
    }
}
