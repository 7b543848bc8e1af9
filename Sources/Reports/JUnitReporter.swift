import Catalogs
import CopylintBase
import Rules

/// JUnit XML, which CI systems show as a test report: one `<testsuite>` per file, one `<testcase>` per string
/// and rule that has findings (a string is a key in a locale and variation), failing with every finding of
/// that rule on that string. A file that could not be read is a suite whose one test case has an `<error>`.
/// There are no timestamps or durations, so the same run gives the same bytes.
public struct JUnitReporter: Reporter {
    public static let formatName = "junit"
    public static let fileName = "copylint.junit.xml"

    public init() {}

    private struct CaseID: Hashable {
        var key: String
        var locale: String
        var variation: String
        var rule: String
    }

    private struct Suite {
        var cases: [CaseID] = []
        var findings: [CaseID: [Finding]] = [:]
        var errors: [ReadError] = []
    }

    public func render(_ report: Report) -> String {
        var suites: [String: Suite] = [:]
        for file in report.files { suites[file.path] = Suite() }
        for finding in report.findings {
            let id = CaseID(key: finding.key, locale: finding.locale, variation: finding.variation, rule: finding.rule)
            var suite = suites[finding.file] ?? Suite()
            if suite.findings[id] == nil { suite.cases.append(id) }
            suite.findings[id, default: []].append(finding)
            suites[finding.file] = suite
        }
        for error in report.errors { suites[error.file, default: Suite()].errors.append(error) }

        let totalTests = suites.values.reduce(0) { $0 + $1.cases.count + ($1.errors.isEmpty ? 0 : 1) }
        let totalFailures = suites.values.reduce(0) { $0 + $1.cases.count }
        let totalErrors = suites.values.reduce(0) { $0 + ($1.errors.isEmpty ? 0 : 1) }
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        output += "<testsuites name=\"copylint\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\" errors=\"\(totalErrors)\">\n"
        for path in suites.keys.sorted() {
            output += suite(path, suites[path]!)
        }
        output += "</testsuites>\n"
        return output
    }

    private func suite(_ path: String, _ suite: Suite) -> String {
        let file = XMLText.attribute(path)
        let tests = suite.cases.count + (suite.errors.isEmpty ? 0 : 1)
        var output = "  <testsuite name=\"\(file)\" tests=\"\(tests)\" failures=\"\(suite.cases.count)\" "
        output += "errors=\"\(suite.errors.isEmpty ? 0 : 1)\" skipped=\"0\">\n"
        if !suite.errors.isEmpty {
            output += "    <testcase classname=\"\(file)\" name=\"read\" file=\"\(file)\">\n"
            let summary = suite.errors.map { $0.description }.joined(separator: "\n")
            output += "      <error type=\"read-error\" message=\"\(XMLText.attribute(suite.errors[0].message))\">"
            output += XMLText.text(summary) + "</error>\n"
            output += "    </testcase>\n"
        }
        for id in suite.cases {
            let findings = suite.findings[id]!
            let first = findings[0]
            var name = id.key
            if !id.locale.isEmpty || !id.variation.isEmpty {
                // A finding on a whole table (`locale-coverage`) has no key: its case is named by locale alone.
                name += (name.isEmpty ? "" : " ") + "(" + [id.locale, id.variation].filter { !$0.isEmpty }.joined(separator: ", ") + ")"
            }
            name += " · \(id.rule)"
            output += "    <testcase classname=\"\(file)\" name=\"\(XMLText.attribute(Self.cut(name)))\" file=\"\(file)\" line=\"\(first.line)\">\n"
            let worst = findings.map(\.severity).max() ?? first.severity
            output += "      <failure type=\"\(XMLText.attribute(worst.rawValue))\" message=\"\(XMLText.attribute(Self.cut(first.message)))\">"
            output += XMLText.text(body(findings)) + "</failure>\n"
            output += "    </testcase>\n"
        }
        output += "  </testsuite>\n"
        return output
    }

    /// Findings listed in one test case at most; the rest are counted.
    static let findingsPerCase = 50
    /// Characters of a string shown at most: XML parsers refuse huge text nodes, and people cannot read them.
    static let textLimit = 2_000

    static func cut(_ text: String) -> String {
        var scalars = text.unicodeScalars
        guard scalars.count > textLimit else { return text }
        scalars = String.UnicodeScalarView(scalars.prefix(textLimit))
        return String(scalars) + "…"
    }

    /// The string once (all findings of a case are on the same string), then each finding.
    private func body(_ findings: [Finding]) -> String {
        let first = findings[0]
        var lines: [String] = []
        // A finding on a whole table (no key, no text) has no string to show.
        if !first.key.isEmpty || !first.text.isEmpty {
            lines.append("Text: \(Self.cut(first.text))")
            if let source = first.sourceText { lines.append("Source: \(Self.cut(source))") }
            lines.append("Role: \(first.role.rawValue) (from \(first.roleSource.rawValue))")
        }
        for finding in findings.prefix(Self.findingsPerCase) {
            if !lines.isEmpty { lines.append("") }
            lines.append(details(finding))
        }
        if findings.count > Self.findingsPerCase {
            lines.append("")
            lines.append("\(findings.count - Self.findingsPerCase) more findings of this rule on this string.")
        }
        return lines.joined(separator: "\n")
    }

    private func details(_ finding: Finding) -> String {
        var text = "\(finding.file):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(Self.cut(finding.message)) [\(finding.rule)]"
        if let suggestion = finding.suggestion, suggestion != finding.text { text += "\nSuggestion: \(Self.cut(suggestion))" }
        return text
    }
}
