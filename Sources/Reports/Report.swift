import Foundation
import Catalogs
import Rules

/// Everything a reporter renders: the findings of one run and what the run read.
public struct Report: Sendable {
    public var toolName = "copylint"
    public var toolVersion: String
    /// Sorted by path.
    public var files: [AuditedFile]
    /// Sorted in report order.
    public var findings: [Finding]
    /// Files that could not be read, sorted by file and line.
    public var errors: [ReadError]
    public var roleSources: [RoleSource: Int]
    /// Source-language entries of keys the app's code never reaches: no UI element shows them, so they have no
    /// role to find, no rule audits them, and `roleSources` leaves them out.
    public var unusedEntries = 0
    /// How much each locale's text grows over its source, by locale (see `LocaleGrowth`); empty when the
    /// caller did not measure it.
    public var localeGrowth: [String: LocaleGrowth] = [:]
    /// Each translation locale's coverage of each table, by table then locale (see `LocaleCoverageRow`); empty
    /// when nothing is translated.
    public var coverage: [LocaleCoverageRow] = []
    /// The values whose characters stand in their file one for one (`Entry.isVerbatim`), so a finding's span
    /// maps to an exact column range; see `region(of:)`.
    public var verbatimValues: Set<ValueIdentity> = []
    /// Set when a baseline was applied: `findings` then holds only the findings the baseline does not know.
    public var baseline: BaselineOutcome?
    /// Set by `audit --since REF`: `findings` then holds only the findings REF's files did not have.
    public var since: SinceOutcome?
    /// The definitions (title, rationale, guideline) of the rules the findings name, from `Rules/` unless the
    /// caller sets others.
    public var ruleDefinitions: [String: RuleDefinition]

    public init(toolVersion: String, files: [AuditedFile], findings: [Finding], errors: [ReadError], roleSources: [RoleSource: Int]) {
        self.toolVersion = toolVersion
        self.files = files.sorted { $0.path < $1.path }
        self.findings = findings
        self.errors = errors.sorted { ($0.file, $0.line ?? 0, $0.message) < ($1.file, $1.line ?? 0, $1.message) }
        self.roleSources = roleSources
        var definitions: [String: RuleDefinition] = [:]
        for rule in Self.rules(of: findings) {
            if let definition = RuleDefinitions.definition(rule) { definitions[rule] = definition }
        }
        self.ruleDefinitions = definitions
    }

    /// A rule's definition: the one set here, else the built-in one (findings added after the report was made,
    /// such as the code rules', have theirs too).
    public func definition(of rule: String) -> RuleDefinition? {
        ruleDefinitions[rule] ?? RuleDefinitions.definition(rule)
    }

    /// The ids of the rules with findings, sorted.
    public var ruleIDs: [String] {
        Array(Self.rules(of: findings)).sorted()
    }

    /// The rules `findings` name, read in place (a million-string audit has over a hundred thousand findings:
    /// copying each, or hashing each rule id, would take longer than writing them out). A rule id equal to the
    /// previous finding's is not hashed again.
    private static func rules(of findings: [Finding]) -> Set<String> {
        var rules: Set<String> = []
        var previous = ""
        for index in findings.indices where findings[index].rule != previous {
            previous = findings[index].rule
            rules.insert(previous)
        }
        return rules
    }

    public var entryCount: Int { files.reduce(0) { $0 + $1.entries } }

    public var countsBySeverity: [Severity: Int] {
        // Read in place: a `for finding in findings` loop would copy (retain and release) every finding's strings.
        var errors = 0, warnings = 0, infos = 0
        for index in findings.indices {
            switch findings[index].severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .info: infos += 1
            }
        }
        return [.error: errors, .warning: warnings, .info: infos]
    }
}

/// A report format. Each renders the whole report as one text, deterministically: the same report gives the
/// same bytes.
public protocol Reporter: Sendable {
    /// The name used with `--format`.
    static var formatName: String { get }
    /// The file name used with `--output DIR`.
    static var fileName: String { get }
    func render(_ report: Report) -> String
    /// The rendered report as UTF-8, for writing to a file or stdout. The default encodes `render`; a reporter
    /// that builds bytes itself (JSON) returns them without the round trip through a `String`, which for a
    /// hundred-megabyte report means one validation pass and one copy less.
    func renderData(_ report: Report) -> Data
    /// The rendered report handed to `output` in pieces, in order, for writing to stdout without holding it
    /// all in one buffer. The default hands over `renderData` in one piece.
    func write(_ report: Report, to output: (UnsafeRawBufferPointer) -> Void)
}

extension Reporter {
    public func renderData(_ report: Report) -> Data { Data(render(report).utf8) }

    public func write(_ report: Report, to output: (UnsafeRawBufferPointer) -> Void) {
        renderData(report).withUnsafeBytes(output)
    }
}

/// The formats, by `--format` name.
public enum Reporters {
    public static let all: [any Reporter.Type] = [
        TextReporter.self, JSONReporter.self, SARIFReporter.self, JUnitReporter.self, MarkdownReporter.self,
        GitHubReporter.self, HTMLReporter.self,
    ]

    public static func reporter(named name: String) -> (any Reporter)? {
        switch name {
        case TextReporter.formatName: return TextReporter()
        case JSONReporter.formatName: return JSONReporter()
        case SARIFReporter.formatName: return SARIFReporter()
        case JUnitReporter.formatName: return JUnitReporter()
        case MarkdownReporter.formatName: return MarkdownReporter()
        case GitHubReporter.formatName: return GitHubReporter()
        case HTMLReporter.formatName: return HTMLReporter()
        default: return nil
        }
    }

    public static var names: [String] { all.map { $0.formatName } }

    public static func fileName(for name: String) -> String? {
        all.first { $0.formatName == name }?.fileName
    }
}
