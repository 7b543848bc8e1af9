import Catalogs
import CopylintBase
import Foundation
import SwiftSource

/// What an audit found, before any reporter sees it.
public struct AuditResult: Sendable {
    /// Sorted in report order (file, line, column, rule).
    public var findings: [Finding]
    /// Source-language entries counted by where their role came from (but for `unusedEntries`).
    public var roleSources: [RoleSource: Int]
    /// Tables whose audit ran past the time limit: their findings are left out (see `AuditTimeLimits`).
    public var timedOutTables: Set<String> = []
    /// Each translation locale's coverage of each table, in report order (see `LocaleCoverageRow`).
    public var coverage: [LocaleCoverageRow] = []
    /// Source-language entries of keys the app never shows: the code never reaches them (`CodeIndex.isUnused`,
    /// `LiteralKeyUsage`), or Xcode marks them stale. They have no role source, and no rule but `stale-key`
    /// audits them.
    public var unusedEntries = 0
    /// Every shown source string with its role, in report order, when the auditor `listsRoles`; empty otherwise.
    public var roles: [RoleListing] = []

    public init(findings: [Finding], roleSources: [RoleSource: Int], timedOutTables: Set<String> = [], coverage: [LocaleCoverageRow] = [],
                unusedEntries: Int = 0) {
        self.unusedEntries = unusedEntries
        self.findings = findings
        self.roleSources = roleSources
        self.timedOutTables = timedOutTables
        self.coverage = coverage
    }
}

/// Runs every enabled check over the entries of a set of files.
///
/// Entries are grouped into translation units (one key of one table, all locales); each unit is audited on its
/// own, so shards of units are spread over `jobs` threads. Findings come back in the order of the units and of
/// the checks, and are then sorted into report order with that order breaking ties, so the output never
/// depends on scheduling: `jobs: 1` gives the same bytes as any other number.
public struct Auditor: Sendable {
    public var configuration: Configuration
    /// Only findings in these locales are reported; nil reports every locale.
    public var locales: Set<String>?
    /// Threads to audit on; 1 audits serially on the calling thread.
    public var jobs: Int = WorkerPool.defaultJobs
    /// The XLIFF files whose `<source>` strings the source-language checks look at; nil: every file's.
    /// Xcode exports the same source strings into every `.xcloc`, so an audit that also reads the catalogs
    /// leaves XLIFF sources to them, and one that reads only XLIFF audits the sources of one file (see
    /// `XLIFFSourcePolicy`): otherwise one English slip is reported once per language.
    public var xliffSourcesAudited: Set<String>?
    /// True to list every shown source string with its role in the result (`copylint roles`).
    public var listsRoles = false
    /// The platform each table is audited for (see `TablePlatforms`); evidence from other sources, such as the
    /// Swift code's imports, goes into its `folderEvidence` before the audit.
    public var tablePlatforms: TablePlatforms
    let plan: CheckPlan
    /// The plans of the other platforms tables may be audited for, made when first needed.
    let platformPlans: PlatformPlans
    let resolver: RoleResolver
    /// The app's Swift code, when the audit reads it (see `Auditor+Code.swift`).
    public let code: CodeIndex?
    let codePlan: CodeCheckPlan
    /// What `locale-coverage` reports, when it is among the checks and on; nil otherwise (the coverage is still
    /// counted for the report).
    let coverageSettings: LocaleCoverageCheck.Settings?
    /// The settings of `capitalization-consistency`, which reads whole tables once they are audited: for its own
    /// findings, and for the tables' chosen styles that `title-case` defers to. Nil when neither rule runs.
    let consistencySettings: CapitalizationConsistencyCheck.Settings?
    /// How `translation-state` groups one string's flagged locales into one finding; nil when it does not run
    /// or never groups.
    let stateGroups: TranslationStateGroups?

    /// An auditor for `configuration`; `code` is the app's Swift code, `interfaceBuilder` its storyboards and
    /// xibs (the roles and English text of object-ID keys, and each table's platform).
    public init(
        configuration: Configuration, locales: Set<String>? = nil, checks: [any Check] = AllChecks.all, code: CodeIndex? = nil,
        interfaceBuilder: InterfaceBuilderIndex? = nil
    ) {
        self.configuration = configuration
        self.locales = locales
        self.resolver = RoleResolver(configuration: configuration, code: code, interfaceBuilder: interfaceBuilder)
        self.tablePlatforms = TablePlatforms(configuration: configuration, interfaceBuilder: interfaceBuilder)
        // The Swift code's imports (AppKit or UIKit) speak for the tables beside it, after their storyboards and notes.
        if let evidence = code?.platformEvidence {
            tablePlatforms.folderEvidence.append(FolderPlatformEvidence(
                folder: evidence.folder, evidence: PlatformEvidence(platform: evidence.platform, source: .code, count: evidence.files)))
        }
        self.plan = CheckPlan(checks: checks, configuration: configuration)
        self.platformPlans = PlatformPlans(checks: checks, configuration: configuration)
        self.code = code
        self.codePlan = CodeCheckPlan(checks: checks, configuration: configuration)
        self.coverageSettings = checks.contains { $0 is LocaleCoverageCheck }
            ? RuleDefinitions.definition("locale-coverage").flatMap(configuration.severity(of:)).map {
                LocaleCoverageCheck.Settings(configuration: configuration, severity: $0)
            }
            : nil
        let consistencySeverity = checks.contains { $0 is CapitalizationConsistencyCheck }
            ? RuleDefinitions.definition("capitalization-consistency").flatMap(configuration.severity(of:))
            : nil
        let titleCaseRuns = checks.contains { $0.id == "title-case" }
            && RuleDefinitions.definition("title-case").flatMap(configuration.severity(of:)) != nil
        self.stateGroups = checks.contains { $0 is TranslationStateCheck }
            && RuleDefinitions.definition(TranslationStateGroups.rule).flatMap(configuration.severity(of:)) != nil
            ? TranslationStateGroups(configuration: configuration)
            : nil
        self.consistencySettings = consistencySeverity != nil || titleCaseRuns
            ? CapitalizationConsistencyCheck.Settings(configuration: configuration, severity: consistencySeverity)
            : nil
    }

    /// The plan for units audited for `platform` (nil: the configured platform).
    func plan(for platform: String?) -> CheckPlan {
        guard let platform, platform != configuration.platform else { return plan }
        return platformPlans.plan(for: platform)
    }

    /// Audits the entries of `files`, which must hold every file of each table they touch.
    public func audit(_ files: [StringFile]) -> AuditResult {
        audit(TranslationUnits.build(from: files, resolver: resolver, platforms: tablePlatforms), timeLimits: nil)
    }

    /// Audits `units` in shards on `jobs` threads. With time limits, the units of a table that has used up its
    /// time are skipped and the table is reported in `timedOutTables`, its findings left out.
    func audit(_ units: [TranslationUnit], timeLimits: AuditTimeLimits?) -> AuditResult {
        let shardSize = Self.shardSize(units: units.count, jobs: jobs)
        let shardCount = (units.count + shardSize - 1) / shardSize
        let unreferenced = unreferencedLiteralKeys(units)
        let shards = WorkerPool.map(shardCount, jobs: jobs) { shard in
            var output = ShardOutput()
            let memo = UnitSessionMemo()
            let plans = ShardPlans(plan: plan, platformPlans: platformPlans)
            for index in (shard * shardSize)..<min(units.count, (shard + 1) * shardSize) {
                audit(units[index], timeLimits: timeLimits, memo: memo, plans: plans, unreferenced: unreferenced, into: &output)
            }
            // Sorted here, on the worker, so that only a merge is left for the calling thread.
            output.findings = ReportOrderMerge.order(of: output.findings.map(\.finding)).map { output.findings[$0] }
            return output
        }
        var roleSources: [RoleSource: Int] = [:]
        for shard in shards {
            for (source, count) in zip(RoleSource.allCases, shard.roleSourceCounts) {
                if let count { roleSources[source, default: 0] += count }
            }
        }
        let timedOut = timeLimits?.exhaustedTables ?? []
        let coverage = CoverageTally.merge(shards.map(\.coverage)) { !timedOut.contains($0) }
        let folded = foldedLocales(coverage)
        let styles = consistencySettings.map { settings in
            CapitalizationConsistencyCheck.read(units, settings: settings, template: RuleDefinitions.definition("capitalization-consistency")?.message ?? "", jobs: jobs) { unit in
                !timedOut.contains(unit.table.id) && !unit.isLeftOutOfAudit && !unit.sourceTextIsUnknown
                    && !isNeverShown(table: unit.table.id, key: unit.key, unreferenced: unreferenced)
                    && !unit.role.disabledRules.contains("capitalization-consistency")
                    && !SearchKeywordList.matches(key: unit.key, sourceText: unit.source.first?.value)
            }
        }
        let deferring = !(styles?.sentenceStyleGroups.isEmpty ?? true)
        let kept = keptTerms(units, shards: shards)
        var runs = shards.map { shard in
            timedOut.isEmpty && folded.isEmpty && !deferring && kept.texts.isEmpty
                ? shard.findings.map(\.finding)
                : shard.findings.compactMap { item in
                    if timedOut.contains(item.table) { return nil }
                    // A name or shared word the locale's translators keep inside their translations is no slip.
                    if item.finding.rule == "untranslated", kept.contains(item.finding.text, table: item.table, locale: item.finding.locale) { return nil }
                    // A table that writes a group in sentence style has chosen it: title case is not asked of it.
                    if deferring, item.finding.rule == "title-case", styles?.isSentenceStyle(table: item.table, role: item.finding.role) == true {
                        return nil
                    }
                    return unfolded(item.finding, table: item.table, folded: folded)
                }
        }
        if let coverageSettings, let template = RuleDefinitions.definition("locale-coverage")?.message {
            runs.append(LocaleCoverageCheck.findings(for: coverage, settings: coverageSettings, template: template))
        }
        if let found = styles?.findings, !found.isEmpty {
            runs.append(ReportOrderMerge.order(of: found).map { found[$0] })
        }
        var result = AuditResult(findings: ReportOrderMerge.merge(runs), roleSources: roleSources, timedOutTables: timedOut, coverage: coverage,
                                 unusedEntries: shards.reduce(0) { $0 + $1.unusedEntries })
        if listsRoles {
            result.roles = shards.flatMap(\.roles).filter { !timedOut.contains($0.table) }.map(\.listing).sorted(by: RoleListing.reportOrder)
        }
        return result
    }

    /// True when the app never shows the key: its accessors are referred to nowhere, no code names it where the
    /// app names its keys as literals (`unreferenced`), or its table belongs to a launcher helper that quits as
    /// soon as it has opened the main app.
    private func isNeverShown(table: String, key: String, unreferenced: Set<CodeIndex.Key>) -> Bool {
        guard let code else { return false }
        return code.isUnused(catalogTable: table, key: key) || code.isLauncherHelper(stringFile: table)
            || (!unreferenced.isEmpty && unreferenced.contains(CodeIndex.key(catalogTable: table, key: key)))
    }

    /// True for a key Xcode marks stale that the code the audit reads does not name either: nothing shows it.
    /// Where the code still names it, the code (perhaps newer than the catalog's last sync) wins.
    func isRetired(_ unit: borrowing TranslationUnit) -> Bool {
        guard StaleKeyCheck.hasStaleEntry(unit) else { return false }
        guard let code, !code.isEmpty else { return true }
        return code.uses(of: CodeIndex.key(catalogTable: unit.table.id, key: unit.key)).isEmpty
    }

    /// The keys of `.strings` and `.stringsdict` tables that no code names (`LiteralKeyUsage`). A table that
    /// Interface Builder localizes, and a String Catalog (whose `extractionState` says what Xcode found), is not
    /// judged.
    private func unreferencedLiteralKeys(_ units: [TranslationUnit]) -> Set<CodeIndex.Key> {
        guard let code, code.judgesLiteralKeys else { return [] }
        var keys: [String: Set<String>] = [:]
        var interfaceBuilderTables: Set<String> = []
        for unit in units {
            guard let file = unit.source.first?.file, file.hasSuffix(".strings") || file.hasSuffix(".stringsdict") else { continue }
            if unit.role.source == .interfaceBuilder || unit.interfaceBuilderPlace != nil || unit.sourceTextIsUnknown {
                interfaceBuilderTables.insert(unit.table.id)
            }
            keys[unit.table.id, default: []].insert(unit.key)
        }
        for table in interfaceBuilderTables { keys[table] = nil }
        return keys.isEmpty ? [] : LiteralKeyUsage.unreferencedKeys(catalogKeys: keys, code: code)
    }

    /// The texts that `untranslated` reported which the locale's translators keep inside other translations.
    private func keptTerms(_ units: [TranslationUnit], shards: [ShardOutput]) -> KeptTerms {
        var candidates: [KeptTerms.TableLocale: Set<String>] = [:]
        for shard in shards {
            for item in shard.findings where item.finding.rule == "untranslated" {
                candidates[KeptTerms.TableLocale(table: item.table, locale: item.finding.locale), default: []].insert(item.finding.text)
            }
        }
        return candidates.isEmpty ? KeptTerms(texts: [:]) : KeptTerms.find(candidates: candidates, in: units)
    }

    /// Small enough shards that threads finish together, large enough that handing them out costs nothing.
    static func shardSize(units: Int, jobs: Int) -> Int {
        guard jobs > 1 else { return max(1, units) }
        return min(64, max(1, units / (jobs * 16)))
    }

    /// Findings of one shard, with the table each came from (to drop a table that ran out of time).
    struct ShardOutput {
        var findings: [(table: String, finding: Finding)] = []
        /// Source entries counted by where their role came from, by `RoleSource.allCases` position (nil: none
        /// seen): an array rather than a dictionary, whose raw-value keys would hash a string per unit.
        var roleSourceCounts = [Int?](repeating: nil, count: RoleSource.allCases.count)
        /// The time-limit group of the last table seen: consecutive units mostly share their table.
        var lastTable: (id: String, group: Int?)?
        /// The coverage of the shard's units.
        var coverage = CoverageTally()
        /// Source entries of keys the app never reaches.
        var unusedEntries = 0
        /// The shard's shown source strings with their roles and tables, when the auditor lists roles.
        var roles: [(table: String, listing: RoleListing)] = []

        private static let sources = RoleSource.allCases

        mutating func count(_ entries: Int, from source: RoleSource) {
            guard let position = Self.sources.firstIndex(of: source) else { return }
            roleSourceCounts[position] = (roleSourceCounts[position] ?? 0) + entries
        }
    }

    private func audit(
        _ unit: consuming TranslationUnit, timeLimits: AuditTimeLimits?, memo: UnitSessionMemo, plans: ShardPlans,
        unreferenced: Set<CodeIndex.Key>, into output: inout ShardOutput
    ) {
        let table = unit.table.id
        let group: Int?
        if let last = output.lastTable, last.id == table {
            group = last.group
        } else {
            group = timeLimits?.group(of: table)
            output.lastTable = (table, group)
        }
        let started = group.map { _ in Deadline.now() }
        let allowance = group.flatMap { timeLimits?.remaining(group: $0) }
        if allowance == 0 { return }
        // A string the app never shows is to be deleted, not edited, and counts in no locale's coverage and under
        // no role source.
        if isNeverShown(table: table, key: unit.key, unreferenced: unreferenced) {
            output.unusedEntries += unit.source.count
            return
        }
        // So is a key Xcode no longer extracts from the code; `stale-key` alone reports it.
        let retired = isRetired(unit)
        if retired {
            output.unusedEntries += unit.source.count
        } else {
            output.count(unit.source.count, from: unit.role.source)
        }
        if listsRoles, !retired {
            output.roles += RoleListing.listings(of: unit, code: code).map { (table, $0) }
        }
        let places = CoverageTally.UnitPlaces(unit)
        // Grouping reads the unit's states and source after the session has taken it: one reference, kept only then.
        let groupedUnit = stateGroups != nil ? unit : nil
        var findings: [Finding] = []
        var session = UnitSession(unit: consume unit, auditor: self, memo: memo, plans: plans, isRetired: retired)
        // The clock is read at every 16th question only: a string's checks take microseconds, and reading the
        // clock before each of them cost more than some checks.
        var questions = 0
        session.run(into: &findings) {
            guard let started, let allowance else { return false }
            questions &+= 1
            guard questions & 15 == 0 else { return false }
            return Deadline.now() &- started > allowance
        }
        if let timeLimits, let group, let started { timeLimits.charge(group: group, since: started) }
        if let places { output.coverage.add(places, findings: findings, isReported: isReported) }
        // After the coverage, which counts each locale's flagged value.
        if let stateGroups, let groupedUnit { findings = stateGroups.grouped(findings, unit: groupedUnit) }
        for finding in findings {
            output.findings.append((table, finding))
        }
    }

    func isReported(_ locale: String) -> Bool {
        locales.map { $0.contains(locale) } ?? true
    }
}

/// Fills `{name}` placeholders of a rule message.
///
/// One pass over the template: each `{name}` with an argument is replaced by it, anything else is kept as
/// written, and an inserted value is never scanned again (so a value holding `{other}` stays as it is, whatever
/// order the arguments come in).
enum MessageTemplate {
    static func fill(_ template: String, with arguments: [String: String]) -> String {
        guard !arguments.isEmpty, template.utf8.contains(UInt8(ascii: "{")) else { return template }
        var template = template
        return template.withUTF8 { utf8 -> String in
            var result: [UInt8] = []
            result.reserveCapacity(utf8.count + 32)
            var copied = 0
            var index = 0
            while index < utf8.count {
                guard utf8[index] == UInt8(ascii: "{"),
                      let close = utf8[(index + 1)...].firstIndex(of: UInt8(ascii: "}")) else {
                    index += 1
                    continue
                }
                let name = UnsafeBufferPointer(rebasing: utf8[(index + 1)..<close])
                // A message has a handful of arguments: comparing names byte for byte beats hashing each one.
                if let value = arguments.first(where: { hasBytes($0.key, name) })?.value {
                    result.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied..<index]))
                    result.append(contentsOf: value.utf8)
                    copied = close + 1
                    index = copied
                } else {
                    index += 1
                }
            }
            result.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied...]))
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// True when `name`'s UTF-8 is `bytes`: lengths first (argument names mostly differ in length), then the
    /// bytes in place.
    private static func hasBytes(_ name: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard name.utf8.count == bytes.count else { return false }
        return name.utf8.withContiguousStorageIfAvailable { $0.elementsEqual(bytes) } ?? name.utf8.elementsEqual(bytes)
    }
}
