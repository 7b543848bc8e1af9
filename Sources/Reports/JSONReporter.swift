import Catalogs
import CopylintBase
import Foundation
import Rules
import Width

/// The JSON report the README's Formats section describes: `tool`, `summary`, `findings`, `errors`, in that order.
///
/// Beyond the contract, and only when there is something to say: a finding's `span` (and `spans`, every offending
/// range, when the rule found more than one in the string), `source` (the source
/// text of a translation) and `measurement` (width findings); the summary's `baseline` (`matched`: findings
/// hidden because the baseline knows them, `fixed`: baseline findings not found again) and `since` (`revision`,
/// `known`: findings left out because the revision's files had them).
public struct JSONReporter: Reporter {
    public static let formatName = "json"
    public static let fileName = "copylint.json"

    public init() {}

    public func render(_ report: Report) -> String {
        document(report).rendered()
    }

    public func renderData(_ report: Report) -> Data {
        document(report).renderedData()
    }

    public func write(_ report: Report, to output: (UnsafeRawBufferPointer) -> Void) {
        document(report).stream(to: output)
    }

    func document(_ report: Report) -> OrderedJSON {
        let counts = report.countsBySeverity
        let summary: OrderedJSON = .object([
            ("files", .array(report.files.map { file in
                .object([
                    ("path", .string(file.path)), ("format", .string(file.format.rawValue)),
                    ("entries", .int(file.entries)), ("locales", .array(file.locales.map(OrderedJSON.string))),
                ])
            })),
            ("entries", .int(report.entryCount)),
            ("findings", .int(report.findings.count)),
            ("bySeverity", .object([("error", .int(counts[.error] ?? 0)), ("warning", .int(counts[.warning] ?? 0)), ("info", .int(counts[.info] ?? 0))])),
            ("roleSources", .object(RoleSource.allCases.map { ($0.rawValue, .int(report.roleSources[$0] ?? 0)) })),
            ("unusedEntries", .int(report.unusedEntries)),
            ("coverage", Self.coverage(report.coverage)),
        ] + baseline(report) + since(report))
        return .object([
            ("tool", .object([("name", .string(report.toolName)), ("version", .string(report.toolVersion))])),
            ("summary", summary),
            ("findings", Self.findings(report.findings)),
            ("errors", .array(report.errors.map { error in
                .object([("file", .string(error.file)), ("line", error.line.map(OrderedJSON.int) ?? .null), ("message", .string(error.message))])
            })),
        ])
    }

    /// The findings array, at its place in the document (inside the top-level object). Findings are most of a
    /// report (a million-string audit writes about a hundred megabytes of them), so they are written straight
    /// to bytes, in shards on every core, rather than built as `OrderedJSON` values first; the bytes are the
    /// same as `OrderedJSON` would give.
    static func findings(_ findings: [Finding]) -> OrderedJSON {
        guard !findings.isEmpty else { return .array([]) }
        let shardSize = 1_024
        let shards = WorkerPool.map((findings.count + shardSize - 1) / shardSize, jobs: WorkerPool.defaultJobs) { shard in
            let bytes = JSONBytes()
            for index in (shard * shardSize)..<min(findings.count, (shard + 1) * shardSize) {
                bytes.append(ascii: "    ")
                write(findings[index], into: bytes)
                bytes.append(ascii: index == findings.count - 1 ? "\n" : ",\n")
            }
            return bytes
        }
        let open = JSONBytes(capacity: 16)
        open.append(ascii: "[\n")
        let close = JSONBytes(capacity: 16)
        close.append(ascii: "  ]")
        return .rendered([open] + shards + [close])
    }

    /// One finding as an object at the findings array's level (its members three levels deep).
    static func write(_ finding: Finding, into out: JSONBytes) {
        out.append(ascii: "{")
        out.member("rule", level: 3, first: true)
        out.appendString(finding.rule, safeForHTML: false)
        out.member("severity", level: 3)
        out.appendString(finding.severity.rawValue, safeForHTML: false)
        out.member("file", level: 3)
        out.appendString(finding.file, safeForHTML: false)
        out.member("line", level: 3)
        out.append(integer: finding.line)
        out.member("column", level: 3)
        out.append(integer: finding.column)
        out.member("key", level: 3)
        out.appendString(finding.key, safeForHTML: false)
        out.member("locale", level: 3)
        out.appendString(finding.locale, safeForHTML: false)
        out.member("variation", level: 3)
        out.appendString(finding.variation, safeForHTML: false)
        out.member("role", level: 3)
        out.appendString(finding.role.rawValue, safeForHTML: false)
        out.member("roleSource", level: 3)
        out.appendString(finding.roleSource.rawValue, safeForHTML: false)
        out.member("text", level: 3)
        out.appendString(finding.text, safeForHTML: false)
        out.member("message", level: 3)
        out.appendString(finding.message, safeForHTML: false)
        out.member("suggestion", level: 3)
        out.appendOptionalString(finding.suggestion)
        if let span = finding.span {
            out.member("span", level: 3)
            out.append(ascii: "{")
            out.member("start", level: 4, first: true)
            out.append(integer: span.lowerBound)
            out.member("end", level: 4)
            out.append(integer: span.upperBound)
            out.endObject(level: 3)
        }
        if !finding.spans.isEmpty {
            out.member("spans", level: 3)
            out.append(ascii: "[")
            for (index, span) in finding.spans.enumerated() {
                out.append(ascii: index > 0 ? ",\n        {" : "\n        {")
                out.member("start", level: 5, first: true)
                out.append(integer: span.lowerBound)
                out.member("end", level: 5)
                out.append(integer: span.upperBound)
                out.endObject(level: 4)
            }
            out.append(ascii: "\n      ]")
        }
        if let source = finding.sourceText {
            out.member("source", level: 3)
            out.appendString(source, safeForHTML: false)
        }
        if let measurement = finding.measurement {
            out.member("measurement", level: 3)
            write(measurement, into: out)
        }
        if !finding.groupedValues.isEmpty {
            out.member("translations", level: 3)
            out.append(ascii: "[")
            for (index, value) in finding.groupedValues.enumerated() {
                out.append(ascii: index > 0 ? ",\n        {" : "\n        {")
                out.member("locale", level: 5, first: true)
                out.appendString(value.locale, safeForHTML: false)
                out.member("file", level: 5)
                out.appendString(value.file, safeForHTML: false)
                out.member("line", level: 5)
                out.append(integer: value.line)
                out.member("column", level: 5)
                out.append(integer: value.column)
                out.member("text", level: 5)
                out.appendString(value.text, safeForHTML: false)
                out.endObject(level: 4)
            }
            out.append(ascii: "\n      ]")
        }
        if let codeFile = finding.codeFile, let codeLine = finding.codeLine {
            out.member("codeFile", level: 3)
            out.appendString(codeFile, safeForHTML: false)
            out.member("codeLine", level: 3)
            out.append(integer: codeLine)
            out.member("codeRole", level: 3)
            out.appendOptionalString(finding.codeRole?.rawValue)
        }
        out.endObject(level: 2)
    }

    /// A finding's measurement, written as `measurement(_:)` lays it out, without building the value first.
    private static func write(_ measurement: TextMeasurement, into out: JSONBytes) {
        out.append(ascii: "{")
        out.member("width", level: 4, first: true)
        out.append(ascii: OrderedJSON.number(measurement.width))
        out.member("budget", level: 4)
        out.append(ascii: OrderedJSON.number(measurement.budget))
        out.member("lines", level: 4)
        out.append(integer: measurement.lines)
        out.member("maximumLines", level: 4)
        out.append(integer: measurement.maximumLines)
        out.member("truncated", level: 4)
        out.appendOptionalString(measurement.truncated)
        out.member("fontSize", level: 4)
        out.append(ascii: OrderedJSON.number(measurement.fontSize))
        out.member("sizeCategory", level: 4)
        out.appendString(measurement.sizeCategory, safeForHTML: false)
        out.member("sourceWidth", level: 4)
        out.append(ascii: measurement.sourceWidth.map(OrderedJSON.number) ?? "null")
        out.endObject(level: 3)
    }

    static func measurement(_ measurement: TextMeasurement) -> OrderedJSON {
        .object([
            ("width", .double(measurement.width)), ("budget", .double(measurement.budget)),
            ("lines", .int(measurement.lines)), ("maximumLines", .int(measurement.maximumLines)),
            ("truncated", measurement.truncated.map(OrderedJSON.string) ?? .null),
            ("fontSize", .double(measurement.fontSize)), ("sizeCategory", .string(measurement.sizeCategory)),
            ("sourceWidth", measurement.sourceWidth.map(OrderedJSON.double) ?? .null),
        ])
    }

    /// `summary.coverage`: each locale over all tables (`locales`), then each table's locales (`tables`), with the
    /// counts and the covered share in whole percent (see `LocaleCoverageRow`).
    static func coverage(_ rows: [LocaleCoverageRow]) -> OrderedJSON {
        func counts(_ row: LocaleCoverageRow) -> [(String, OrderedJSON)] {
            [
                ("keys", .int(row.keys)), ("translated", .int(row.translated)), ("untranslated", .int(row.untranslated)),
                ("missing", .int(row.missing)), ("empty", .int(row.empty)), ("needsReview", .int(row.needsReview)), ("coverage", .int(row.coveredPercent)),
            ]
        }
        return .object([
            ("locales", .array(LocaleCoverageRow.totalsByLocale(rows).map { .object([("locale", .string($0.locale))] + counts($0)) })),
            ("tables", .array(rows.map { row in
                .object([("table", .string(row.table)), ("file", .string(row.file)), ("locale", .string(row.locale))] + counts(row))
            })),
        ])
    }

    private func since(_ report: Report) -> [(String, OrderedJSON)] {
        guard let outcome = report.since else { return [] }
        return [("since", .object([("revision", .string(outcome.revision)), ("known", .int(outcome.known))]))]
    }

    private func baseline(_ report: Report) -> [(String, OrderedJSON)] {
        guard let outcome = report.baseline else { return [] }
        return [("baseline", .object([("matched", .int(outcome.matched)), ("fixed", .int(outcome.fixed))]))]
    }
}
