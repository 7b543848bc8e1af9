import Rules

/// SARIF 2.1.0, the format GitHub code scanning ingests (`github/codeql-action/upload-sarif`).
///
/// One run; `tool.driver.rules` lists the rules that have findings (id, name, descriptions, help with the
/// rationale, `helpUri` = the guideline, default level); each result has its rule, level, message, a physical
/// location (columns in Unicode code points, `endColumn` where the value stands verbatim in the file) and
/// `partialFingerprints` that depend on the file, key, locale, variation and rule but not on the line, so an
/// alert keeps its identity when Xcode reformats the catalog. Read errors are tool execution notifications.
public struct SARIFReporter: Reporter {
    public static let formatName = "sarif"
    public static let fileName = "copylint.sarif"
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The fingerprint's name; the number changes if the identity it hashes ever does.
    public static let fingerprintName = "copylint/v1"

    public init() {}

    public func render(_ report: Report) -> String {
        let ruleIDs = report.ruleIDs
        let ruleIndex = Dictionary(uniqueKeysWithValues: ruleIDs.enumerated().map { ($1, $0) })
        var occurrences: [String: Int] = [:]
        let results: [OrderedJSON] = report.findings.map { finding in
            let identity = Self.identityHash(finding)
            occurrences[identity, default: 0] += 1
            return result(finding, report: report, ruleIndex: ruleIndex[finding.rule] ?? 0,
                          identity: identity, occurrence: occurrences[identity] ?? 1)
        }
        var run: [(String, OrderedJSON)] = [
            ("tool", .object([("driver", .object([
                ("name", .string(report.toolName)), ("version", .string(report.toolVersion)),
                ("semanticVersion", .string(report.toolVersion)),
                ("rules", .array(ruleIDs.map { rule($0, definition: report.definition(of: $0)) })),
            ]))])),
            ("invocations", .array([invocation(report)])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(results)),
        ]
        if !report.coverage.isEmpty {
            // The coverage table rides in the run's property bag, where SARIF keeps what is not a result.
            run.append(("properties", .object([("coverage", JSONReporter.coverage(report.coverage))])))
        }
        if !report.files.isEmpty {
            run.insert(("artifacts", .array(report.files.map { file in
                .object([("location", .object([("uri", .string(Self.uri(file.path)))]))])
            })), at: 1)
        }
        return OrderedJSON.object([
            ("$schema", .string(Self.schema)), ("version", .string("2.1.0")), ("runs", .array([.object(run)])),
        ]).rendered()
    }

    /// The SARIF level for a severity: `info` is a `note`.
    public static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    /// `title-case` → `TitleCase`, the identifier-like name SARIF wants beside the id.
    static func ruleName(_ id: String) -> String {
        id.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    private func rule(_ id: String, definition: RuleDefinition?) -> OrderedJSON {
        guard let definition else {
            return .object([("id", .string(id)), ("name", .string(Self.ruleName(id)))])
        }
        let help = "\(definition.rationale)\n\nGuideline: \(definition.guideline.title) (\(definition.guideline.url))"
        let helpMarkdown = "\(definition.rationale)\n\nGuideline: [\(definition.guideline.title)](\(definition.guideline.url))"
        return .object([
            ("id", .string(id)), ("name", .string(Self.ruleName(id))),
            ("shortDescription", .object([("text", .string(definition.title))])),
            ("fullDescription", .object([("text", .string(definition.summary))])),
            ("help", .object([("text", .string(help)), ("markdown", .string(helpMarkdown))])),
            ("helpUri", .string(definition.guideline.url)),
            ("defaultConfiguration", .object([("level", .string(Self.level(definition.severity)))])),
            ("properties", .object([("tags", .array([.string(definition.category.rawValue)]))])),
        ])
    }

    private func result(_ finding: Finding, report: Report, ruleIndex: Int, identity: String, occurrence: Int) -> OrderedJSON {
        let region = report.region(of: finding)
        var regionMembers: [(String, OrderedJSON)] = [("startLine", .int(region.startLine)), ("startColumn", .int(region.startColumn))]
        if let end = region.endColumn { regionMembers.append(("endColumn", .int(end))) }
        var properties: [(String, OrderedJSON)] = [
            ("key", .string(finding.key)), ("locale", .string(finding.locale)), ("variation", .string(finding.variation)),
            ("role", .string(finding.role.rawValue)), ("roleSource", .string(finding.roleSource.rawValue)),
            ("text", .string(finding.text)),
        ]
        if let suggestion = finding.suggestion { properties.append(("suggestion", .string(suggestion))) }
        if let source = finding.sourceText { properties.append(("source", .string(source))) }
        if let measurement = finding.measurement { properties.append(("measurement", JSONReporter.measurement(measurement))) }
        // The other words of a finding on several words of one string, as related locations.
        let related: [OrderedJSON] = report.otherRegions(of: finding).enumerated().map { index, other in
            .object([
                ("id", .int(index + 1)),
                ("physicalLocation", .object([
                    ("artifactLocation", .object([("uri", .string(Self.uri(finding.file)))])),
                    ("region", .object([
                        ("startLine", .int(other.startLine)), ("startColumn", .int(other.startColumn)),
                        ("endColumn", .int(other.endColumn ?? other.startColumn)),
                    ])),
                ])),
                ("message", .object([("text", .string("Also here."))])),
            ])
        }
        var members: [(String, OrderedJSON)] = [
            ("ruleId", .string(finding.rule)), ("ruleIndex", .int(ruleIndex)),
            ("level", .string(Self.level(finding.severity))),
            ("message", .object([("text", .string(Self.message(finding)))])),
            ("locations", .array([.object([
                ("physicalLocation", .object([
                    ("artifactLocation", .object([("uri", .string(Self.uri(finding.file)))])),
                    ("region", .object(regionMembers)),
                ])),
                ("logicalLocations", .array([.object([
                    ("name", .string(finding.key)), ("kind", .string("resource")),
                ])])),
            ])])),
            ("partialFingerprints", .object([
                (Self.fingerprintName, .string("\(identity):\(occurrence)")),
                ("primaryLocationLineHash", .string("\(identity.prefix(16)):\(occurrence)")),
            ])),
            ("properties", .object(properties)),
        ]
        if !related.isEmpty { members.insert(("relatedLocations", .array(related)), at: members.count - 2) }
        return .object(members)
    }

    /// The message with where the string is (key, locale, variation) and the suggestion, since code scanning
    /// shows only the message and the location.
    static func message(_ finding: Finding) -> String {
        var context = "key “\(finding.key)”"
        if !finding.locale.isEmpty { context += ", \(finding.locale)" }
        if !finding.variation.isEmpty { context += ", \(finding.variation)" }
        var text = "\(finding.message) (\(context))"
        if let suggestion = finding.suggestion, suggestion != finding.text { text += "\nSuggestion: \(suggestion)" }
        return text
    }

    /// A hash of what identifies a finding apart from its position: file, key, locale, variation, rule.
    static func identityHash(_ finding: Finding) -> String {
        SHA256.hex([finding.file, finding.key, finding.locale, finding.variation, finding.rule].joined(separator: "\u{1F}"))
    }

    private func invocation(_ report: Report) -> OrderedJSON {
        var members: [(String, OrderedJSON)] = [("executionSuccessful", .bool(report.errors.isEmpty))]
        if !report.errors.isEmpty {
            members.append(("toolExecutionNotifications", .array(report.errors.map { error in
                var region: [(String, OrderedJSON)] = []
                if let line = error.line { region.append(("startLine", .int(line))) }
                var location: [(String, OrderedJSON)] = [("artifactLocation", .object([("uri", .string(Self.uri(error.file)))]))]
                if !region.isEmpty { location.append(("region", .object(region))) }
                return .object([
                    ("level", .string("error")), ("message", .object([("text", .string(error.message))])),
                    ("locations", .array([.object([("physicalLocation", .object(location))])])),
                    ("descriptor", .object([("id", .string("read-error"))])),
                ])
            })))
        }
        return .object(members)
    }

    /// A file path as a URI reference: relative paths stay relative (code scanning resolves them against the
    /// repository root); absolute paths become `file://` URIs. Anything but unreserved characters and `/` is
    /// percent-encoded as UTF-8.
    static func uri(_ path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                 UInt8(ascii: "~"), UInt8(ascii: "/"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
