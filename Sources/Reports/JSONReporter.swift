import Rules

/// The JSON report of design.md: `tool`, `summary`, `findings`, `errors`, in that order.
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
        ])
        return .object([
            ("tool", .object([("name", .string(report.toolName)), ("version", .string(report.toolVersion))])),
            ("summary", summary),
            ("findings", .array(report.findings.map(Self.finding))),
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
        return .object(members)
    }
}
