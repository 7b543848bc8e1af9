import Catalogs
import Dispatch
import Foundation

/// What an audit found, before any reporter sees it.
public struct AuditResult: Sendable {
    /// Sorted in report order (file, line, column, rule).
    public var findings: [Finding]
    /// Source-language entries counted by where their role came from.
    public var roleSources: [RoleSource: Int]
}

/// Runs every enabled check over the entries of a set of files.
///
/// Entries are grouped into translation units (one key of one table, all locales); each unit is audited on its
/// own, so units are spread over every core, and the findings are sorted at the end so the output does not
/// depend on scheduling.
public struct Auditor: Sendable {
    public var configuration: Configuration
    /// Only findings in these locales are reported; nil reports every locale.
    public var locales: Set<String>?
    private let stringChecks: [(check: any StringCheck, definition: RuleDefinition, severity: Severity)]
    private let translationChecks: [(check: any TranslationCheck, definition: RuleDefinition, severity: Severity)]
    private let unitChecks: [(check: any UnitCheck, definition: RuleDefinition, severity: Severity)]
    private let resolver: RoleResolver

    public init(configuration: Configuration, locales: Set<String>? = nil, checks: [any Check] = AllChecks.all) {
        self.configuration = configuration
        self.locales = locales
        self.resolver = RoleResolver(configuration: configuration)
        var stringChecks: [(any StringCheck, RuleDefinition, Severity)] = []
        var translationChecks: [(any TranslationCheck, RuleDefinition, Severity)] = []
        var unitChecks: [(any UnitCheck, RuleDefinition, Severity)] = []
        for check in checks {
            guard let definition = RuleDefinitions.definition(check.id) else {
                preconditionFailure("check \(check.id) has no Rules/\(check.id).json")
            }
            guard let severity = configuration.severity(of: definition) else { continue }
            if let check = check as? any StringCheck { stringChecks.append((check, definition, severity)) }
            if let check = check as? any TranslationCheck { translationChecks.append((check, definition, severity)) }
            if let check = check as? any UnitCheck { unitChecks.append((check, definition, severity)) }
        }
        self.stringChecks = stringChecks
        self.translationChecks = translationChecks
        self.unitChecks = unitChecks
    }

    public func audit(_ files: [StringFile]) -> AuditResult {
        let units = TranslationUnits.build(from: files, resolver: resolver)
        let chunkCount = max(1, min(units.count, ProcessInfo.processInfo.activeProcessorCount * 4))
        let chunkSize = (units.count + chunkCount - 1) / max(chunkCount, 1)
        let results = ChunkResults(count: chunkCount)
        DispatchQueue.concurrentPerform(iterations: units.isEmpty ? 0 : chunkCount) { chunk in
            let start = chunk * chunkSize
            let end = min(units.count, start + chunkSize)
            var findings: [Finding] = []
            var roleSources: [RoleSource: Int] = [:]
            if start < end {
                for unit in units[start..<end] {
                    roleSources[unit.role.source, default: 0] += unit.source.count
                    audit(unit, into: &findings)
                }
            }
            results.store(chunk, findings: findings, roleSources: roleSources)
        }
        return results.merged()
    }

    private func audit(_ unit: TranslationUnit, into findings: inout [Finding]) {
        let role = unit.role
        let allEntries = unit.source + unit.translations.keys.sorted().flatMap { unit.translations[$0]! }
        var analyzed: [Entry: AnalyzedString] = [:]
        func analysis(_ entry: Entry) -> AnalyzedString {
            if let existing = analyzed[entry] { return existing }
            let created = AnalyzedString(entry: entry, role: role)
            analyzed[entry] = created
            return created
        }
        for (check, definition, severity) in stringChecks where applies(definition, role) {
            let context = CheckContext(configuration: configuration, options: configuration.options(of: check.id))
            for entry in allEntries where inScope(check.scope, entry) && isReported(entry.locale) {
                let string = analysis(entry)
                for hit in check.check(string, context: context) {
                    findings.append(finding(hit, entry: entry, unit: unit, definition: definition, severity: severity))
                }
            }
        }
        for (check, definition, severity) in translationChecks where applies(definition, role) {
            let context = CheckContext(configuration: configuration, options: configuration.options(of: check.id))
            for locale in unit.translations.keys.sorted() where isReported(locale) {
                for entry in unit.translations[locale]! {
                    guard let source = unit.sourceEntry(forVariation: entry.variation) else { continue }
                    for hit in check.check(target: analysis(entry), source: analysis(source), context: context) {
                        findings.append(finding(hit, entry: entry, unit: unit, definition: definition, severity: severity))
                    }
                }
            }
        }
        for (check, definition, severity) in unitChecks where applies(definition, role) {
            let context = CheckContext(configuration: configuration, options: configuration.options(of: check.id))
            for hit in check.check(unit, context: context) {
                guard let entry = hit.entry, isReported(entry.locale) else { continue }
                findings.append(finding(hit, entry: entry, unit: unit, definition: definition, severity: severity))
            }
        }
    }

    private func applies(_ definition: RuleDefinition, _ role: ResolvedRole) -> Bool {
        definition.applies(to: role.role) && !role.disabledRules.contains(definition.id)
    }

    private func inScope(_ scope: StringScope, _ entry: Entry) -> Bool {
        switch scope {
        case .englishSource: return entry.isSource && AnalyzedString.language(of: entry.locale) == "en"
        case .source: return entry.isSource
        case .translations: return !entry.isSource
        case .all: return true
        }
    }

    private func isReported(_ locale: String) -> Bool {
        locales.map { $0.contains(locale) } ?? true
    }

    private func finding(_ hit: RuleHit, entry defaultEntry: Entry, unit: TranslationUnit, definition: RuleDefinition, severity: Severity) -> Finding {
        let entry = hit.entry ?? defaultEntry
        let location = entry.location(ofScalarOffset: hit.span?.lowerBound ?? 0)
        let sourceText = entry.isSource ? nil : unit.sourceEntry(forVariation: entry.variation)?.value
        return Finding(
            rule: definition.id, severity: severity, file: entry.file, line: location.line, column: location.column,
            key: entry.key, locale: entry.locale, variation: entry.variation, role: unit.role.role,
            roleSource: unit.role.source, text: entry.value,
            message: hit.message ?? MessageTemplate.fill(definition.message, with: hit.arguments),
            suggestion: hit.suggestion, span: hit.span, sourceText: sourceText, measurement: hit.measurement
        )
    }
}

/// Per-chunk results written from concurrent iterations; each slot is written by exactly one iteration.
private final class ChunkResults: @unchecked Sendable {
    private var findings: [[Finding]]
    private var roleSources: [[RoleSource: Int]]
    private let lock = NSLock()

    init(count: Int) {
        findings = Array(repeating: [], count: count)
        roleSources = Array(repeating: [:], count: count)
    }

    func store(_ chunk: Int, findings: [Finding], roleSources: [RoleSource: Int]) {
        lock.lock()
        defer { lock.unlock() }
        self.findings[chunk] = findings
        self.roleSources[chunk] = roleSources
    }

    func merged() -> AuditResult {
        lock.lock()
        defer { lock.unlock() }
        var counts: [RoleSource: Int] = [:]
        for partial in roleSources {
            counts.merge(partial, uniquingKeysWith: +)
        }
        return AuditResult(findings: findings.flatMap { $0 }.sorted(by: Finding.reportOrder), roleSources: counts)
    }
}

/// Fills `{name}` placeholders of a rule message.
enum MessageTemplate {
    static func fill(_ template: String, with arguments: [String: String]) -> String {
        guard !arguments.isEmpty, template.contains("{") else { return template }
        var result = template
        for (name, value) in arguments {
            result = result.replacingOccurrences(of: "{\(name)}", with: value)
        }
        return result
    }
}
