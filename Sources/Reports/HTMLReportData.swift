import Rules

/// The data the HTML report's script reads, as compact JSON for a `<script type="application/json">` block.
///
/// Sized for 50,000 findings: every string goes once into a string table (`strings`) and a finding is an
/// array of numbers (`columns` names them; -1 stands for none), which keeps the file small and parsing fast.
/// The JSON is written HTML-safe (`<`, `>`, `&`, U+2028, U+2029 as `\u` escapes), so no catalog text can end
/// the script element or open a comment.
public enum HTMLReportData {
    public static let columns = [
        "rule", "severity", "file", "line", "column", "key", "locale", "variation", "role", "roleSource", "text",
        "message", "suggestion", "spanStart", "spanEnd", "source", "measurement", "spans", "translations",
    ]

    /// Severity as a number: 0 info, 1 warning, 2 error.
    static func rank(_ severity: Severity) -> Int {
        switch severity {
        case .info: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    private struct StringPool {
        var indices: [String: Int] = [:]
        var strings: [OrderedJSON] = []

        mutating func index(_ value: String) -> Int {
            if let index = indices[value] { return index }
            indices[value] = strings.count
            strings.append(.string(value))
            return strings.count - 1
        }
    }

    /// The index of the finding's spans in `lists` (appended), or -1 when it has one span or none.
    private static func spansIndex(_ finding: Finding, into lists: inout [OrderedJSON]) -> Int {
        guard !finding.spans.isEmpty else { return -1 }
        lists.append(.array(finding.spans.flatMap { [OrderedJSON.int($0.lowerBound), .int($0.upperBound)] }))
        return lists.count - 1
    }

    /// The index of the values a grouped finding stands for in `lists` (appended, as locale and text string
    /// indices in turn), or -1 for a finding on one value.
    private static func translationsIndex(_ finding: Finding, table: inout StringPool, into lists: inout [OrderedJSON]) -> Int {
        guard !finding.groupedValues.isEmpty else { return -1 }
        lists.append(.array(finding.groupedValues.flatMap { [OrderedJSON.int(table.index($0.locale)), .int(table.index($0.text))] }))
        return lists.count - 1
    }

    public static func json(_ report: Report) -> String {
        document(report).renderedCompact(safeForHTML: true)
    }

    static func document(_ report: Report) -> OrderedJSON {
        var table = StringPool()
        var measurements: [OrderedJSON] = []
        // A finding on several words of one string: its spans, flattened ([start, end, start, end, …]).
        var spanLists: [OrderedJSON] = []
        // A finding that groups one string's locales: each locale and its value ([locale, text, locale, text, …]).
        var translationLists: [OrderedJSON] = []
        let findings: [OrderedJSON] = report.findings.map { finding in
            var measurementIndex = -1
            if let measurement = finding.measurement {
                measurementIndex = measurements.count
                measurements.append(JSONReporter.measurement(measurement))
            }
            return .array([
                .int(table.index(finding.rule)), .int(rank(finding.severity)), .int(table.index(finding.file)),
                .int(finding.line), .int(finding.column), .int(table.index(finding.key)),
                .int(table.index(finding.locale)), .int(table.index(finding.variation)),
                .int(table.index(finding.role.rawValue)), .int(table.index(finding.roleSource.rawValue)),
                .int(table.index(finding.text)), .int(table.index(finding.message)),
                .int(finding.suggestion.map { table.index($0) } ?? -1),
                .int(finding.span?.lowerBound ?? -1), .int(finding.span?.upperBound ?? -1),
                .int(finding.sourceText.map { table.index($0) } ?? -1), .int(measurementIndex),
                .int(spansIndex(finding, into: &spanLists)),
                .int(translationsIndex(finding, table: &table, into: &translationLists)),
            ])
        }
        let counts = report.countsBySeverity
        var summary: [(String, OrderedJSON)] = [
            ("files", .int(report.files.count)), ("entries", .int(report.entryCount)),
            ("findings", .int(report.findings.count)),
            ("bySeverity", .object([("error", .int(counts[.error] ?? 0)), ("warning", .int(counts[.warning] ?? 0)), ("info", .int(counts[.info] ?? 0))])),
        ]
        if let baseline = report.baseline {
            summary.append(("baseline", .object([("matched", .int(baseline.matched)), ("fixed", .int(baseline.fixed))])))
        }
        return .object([
            ("version", .int(1)),
            ("tool", .object([("name", .string(report.toolName)), ("version", .string(report.toolVersion))])),
            ("summary", .object(summary)),
            ("files", .array(report.files.map { file in
                .object([
                    ("path", .string(file.path)), ("format", .string(file.format.rawValue)), ("entries", .int(file.entries)),
                    ("locales", .array(file.locales.map(OrderedJSON.string))),
                ])
            })),
            ("errors", .array(report.errors.map { error in
                .object([("file", .string(error.file)), ("line", error.line.map(OrderedJSON.int) ?? .null), ("message", .string(error.message))])
            })),
            ("rules", .array(report.ruleIDs.map { rule(id: $0, definition: report.definition(of: $0)) })),
            ("growth", .array(report.localeGrowth.keys.sorted().map { locale in
                let growth = report.localeGrowth[locale]!
                return .object([
                    ("locale", .string(locale)), ("strings", .int(growth.strings)),
                    ("sourceLength", .int(growth.sourceLength)), ("length", .int(growth.length)),
                ])
            })),
            ("columns", .array(columns.map(OrderedJSON.string))),
            ("strings", .array(table.strings)),
            ("findings", .array(findings)),
            ("measurements", .array(measurements)),
            ("spans", .array(spanLists)),
            ("translations", .array(translationLists)),
        ])
    }

    private static func rule(id: String, definition: RuleDefinition?) -> OrderedJSON {
        guard let definition else { return .object([("id", .string(id)), ("title", .string(id))]) }
        return .object([
            ("id", .string(id)), ("title", .string(definition.title)), ("severity", .string(definition.severity.rawValue)),
            ("category", .string(definition.category.rawValue)), ("summary", .string(definition.summary)),
            ("rationale", .string(definition.rationale)),
            ("guideline", .object([("title", .string(definition.guideline.title)), ("url", .string(definition.guideline.url))])),
        ])
    }
}
