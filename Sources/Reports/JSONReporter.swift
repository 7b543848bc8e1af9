import Catalogs
import Rules

/// The JSON report of design.md: `tool`, `summary`, `findings`, `errors`, in that order.
///
/// Beyond the contract, and only when there is something to say: a finding's `span`, `source` (the source
/// text of a translation) and `measurement` (width findings); the summary's `baseline` (`matched`: findings
/// hidden because the baseline knows them, `fixed`: baseline findings not found again).
public struct JSONReporter: Reporter {
    public static let formatName = "json"
    public static let fileName = "copylint.json"

    public init() {}

    public func render(_ report: Report) -> String {
        document(report).rendered()
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
        ] + baseline(report))
        return .object([
            ("tool", .object([("name", .string(report.toolName)), ("version", .string(report.toolVersion))])),
            ("summary", summary),
            ("findings", .array(WorkerPool.map(report.findings.count, jobs: WorkerPool.defaultJobs) { Self.finding(report.findings[$0]) })),
            ("errors", .array(report.errors.map { error in
                .object([("file", .string(error.file)), ("line", error.line.map(OrderedJSON.int) ?? .null), ("message", .string(error.message))])
            })),
        ])
    }

    static func finding(_ finding: Finding) -> OrderedJSON {
        var members: [(String, OrderedJSON)] = [
            ("rule", .string(finding.rule)), ("severity", .string(finding.severity.rawValue)),
            ("file", .string(finding.file)), ("line", .int(finding.line)), ("column", .int(finding.column)),
            ("key", .string(finding.key)), ("locale", .string(finding.locale)), ("variation", .string(finding.variation)),
            ("role", .string(finding.role.rawValue)), ("roleSource", .string(finding.roleSource.rawValue)),
            ("text", .string(finding.text)), ("message", .string(finding.message)),
            ("suggestion", finding.suggestion.map(OrderedJSON.string) ?? .null),
        ]
        if let span = finding.span {
            members.append(("span", .object([("start", .int(span.lowerBound)), ("end", .int(span.upperBound))])))
        }
        if let source = finding.sourceText {
            members.append(("source", .string(source)))
        }
        if let measurement = finding.measurement {
            members.append(("measurement", Self.measurement(measurement)))
        }
        if let codeFile = finding.codeFile, let codeLine = finding.codeLine {
            members.append(("codeFile", .string(codeFile)))
            members.append(("codeLine", .int(codeLine)))
            members.append(("codeRole", finding.codeRole.map { OrderedJSON.string($0.rawValue) } ?? .null))
        }
        return .object(members)
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

    private func baseline(_ report: Report) -> [(String, OrderedJSON)] {
        guard let outcome = report.baseline else { return [] }
        return [("baseline", .object([("matched", .int(outcome.matched)), ("fixed", .int(outcome.fixed))]))]
    }
}
