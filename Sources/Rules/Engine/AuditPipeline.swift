import Catalogs
import CopylintBase
import Dispatch

/// One batch of whole tables, read and audited: what a caller may measure before the batch is dropped.
public struct AuditedBatch {
    /// The files read in this batch (files that failed or ran out of time are in the run's errors instead).
    public var files: [StringFile]
    /// The batch's findings, in report order.
    public var findings: [Finding]
}

/// What a whole audit produced.
public struct AuditRun: Sendable {
    /// Every file read and audited, sorted by path.
    public var files: [AuditedFile]
    /// In report order.
    public var findings: [Finding]
    public var roleSources: [RoleSource: Int]
    /// Files that could not be read, or whose reading or audit took longer than the time limit.
    public var errors: [ReadError]
    /// Each translation locale's coverage of each table, in report order.
    public var coverage: [LocaleCoverageRow] = []
    /// Source-language entries of keys the app's code never reaches (see `AuditResult.unusedEntries`).
    public var unusedEntries = 0
    /// Every shown source string with its role, in report order, when the auditor `listsRoles`.
    public var roles: [RoleListing] = []
}

/// Reads and audits a project in batches of whole tables, on every core.
///
/// Exists so a million strings fit in bounded memory: `ReadGroups` puts the files of each table together and
/// packs whole tables into batches of about `batchBytes`; each batch is read, audited, handed to the caller in
/// order, and dropped. With at least as many batches as threads, batches are audited side by side, one per
/// thread (see `auditSideBySide`); a smaller input is audited one batch at a time with every core inside the
/// batch (files read in parallel, translation units in parallel shards). Findings are kept (the report needs
/// them) and sorted at the end with the order they were produced in breaking ties, so the report is the same
/// bytes for any `jobs` and any batch size.
///
/// With a `timeLimit`, reading one file may take that many seconds and auditing a table's keys that many
/// seconds per file of the table; past it the file (or every file of the table) is skipped with a `ReadError`.
public struct AuditPipeline: Sendable {
    public var auditor: Auditor
    /// Threads per step; 1 reads and audits everything serially on the calling thread.
    public var jobs: Int
    /// Seconds per file; nil for no limit.
    public var timeLimit: Double?
    /// The file bytes read per batch (a table larger than this is a batch of its own).
    public var batchBytes = ReadGroups.defaultBatchBytes

    public init(auditor: Auditor, jobs: Int = WorkerPool.defaultJobs, timeLimit: Double? = ReadLimits.defaultTimeLimit) {
        self.auditor = auditor
        self.jobs = max(1, jobs)
        self.timeLimit = timeLimit
        self.auditor.jobs = self.jobs
    }

    /// Audits every request; `eachBatch` sees each batch's files and findings before they are dropped.
    public func run(_ requests: [ReadRequest], eachBatch: (AuditedBatch) -> Void = { _ in }) -> AuditRun {
        var files: [AuditedFile] = []
        var findings: [[Finding]] = []
        var roleSources: [RoleSource: Int] = [:]
        var errors: [ReadError] = []
        var coverage: [LocaleCoverageRow] = []
        var unusedEntries = 0
        var roles: [[RoleListing]] = []
        let batches = ReadGroups.batches(ReadGroups.group(requests), maximumBytes: batchBytes, taperingFor: jobs)
        func take(_ outcome: BatchOutcome) {
            errors += outcome.errors
            roleSources.merge(outcome.result.roleSources, uniquingKeysWith: +)
            files += outcome.files.map { AuditedFile(path: $0.path, format: $0.format, entries: $0.entries.count, locales: $0.locales) }
            findings.append(outcome.result.findings)
            coverage += outcome.result.coverage
            unusedEntries += outcome.result.unusedEntries
            if !outcome.result.roles.isEmpty { roles.append(outcome.result.roles) }
            eachBatch(AuditedBatch(files: outcome.files, findings: outcome.result.findings))
        }
        if jobs > 1, batches.count >= jobs {
            auditSideBySide(batches, each: take)
        } else {
            var nextRead: BackgroundValue<BatchRead>?
            for (number, batch) in batches.enumerated() {
                let read = nextRead?.wait() ?? self.read(batch)
                // The next batch is read while this one is audited: its reading fills the time one thread would
                // otherwise wait at each of this batch's joins. Only the order of work changes, not its results.
                nextRead = jobs > 1 && number + 1 < batches.count ? BackgroundValue { self.read(batches[number + 1]) } : nil
                take(audit(batch, read: read))
            }
        }
        files.sort { $0.path < $1.path }
        var run = AuditRun(
            files: files, findings: ReportOrderMerge.merge(findings), roleSources: roleSources,
            errors: errors.sorted { ($0.file, $0.line ?? 0, $0.message) < ($1.file, $1.line ?? 0, $1.message) },
            // A table is audited in one batch, so each row comes from one batch: sorting is all that is left.
            coverage: coverage.sorted(by: LocaleCoverageRow.reportOrder), unusedEntries: unusedEntries
        )
        run.roles = roles.flatMap { $0 }.sorted(by: RoleListing.reportOrder)
        return run
    }

    /// The files of one batch read on `jobs` threads, each with its table, in batch order.
    func read(_ batch: [ReadGroup]) -> BatchRead {
        let requests = batch.flatMap { group in group.requests.map { (group: group.table, request: $0) } }
        let results = WorkerPool.map(requests.count, jobs: jobs) { index in
            CatalogReader.read(requests[index].request, timeLimit: timeLimit)
        }
        return BatchRead(tables: requests.map(\.group), results: results)
    }

    /// Audits one batch as read, and turns tables that ran out of time into errors.
    func audit(_ batch: [ReadGroup], read: BatchRead) -> BatchOutcome {
        let results = read.results
        var files: [StringFile] = []
        var fileGroups: [Int] = []
        var errors: [ReadError] = []
        var groupNumbers: [String: Int] = [:]
        for group in batch where groupNumbers[group.table] == nil {
            groupNumbers[group.table] = groupNumbers.count
        }
        var groupOfTable: [String: Int] = [:]
        var filesPerGroup = Array(repeating: 0, count: groupNumbers.count)
        for (index, result) in results.enumerated() {
            let group = groupNumbers[read.tables[index]]!
            switch result {
            case .success(let file):
                files.append(file)
                fileGroups.append(group)
                filesPerGroup[group] += 1
                for table in file.tables { groupOfTable[table.id] = group }
            case .failure(let error):
                errors.append(error)
            }
        }
        let timeLimits = timeLimit.map { limit in
            AuditTimeLimits(groupOfTable: groupOfTable, seconds: filesPerGroup.map { Double($0) * limit })
        }
        let units = TranslationUnits.build(from: files, resolver: auditor.resolver, platforms: auditor.tablePlatforms, jobs: jobs)
        let result = auditor.audit(units, timeLimits: timeLimits)
        let exhausted = timeLimits?.exhaustedGroups ?? []
        guard !exhausted.isEmpty, let limit = timeLimit else { return (files, result, errors) }
        var kept: [StringFile] = []
        for (file, group) in zip(files, fileGroups) {
            if exhausted.contains(group) {
                errors.append(ReadError(file: file.path, message: Deadline.message(seconds: limit)))
            } else {
                kept.append(file)
            }
        }
        return (kept, result, errors)
    }
}

/// One batch audited: the files kept, what the audit found, and the files that could not be read or ran out of time.
typealias BatchOutcome = (files: [StringFile], result: AuditResult, errors: [ReadError])

/// The outcome of reading one batch: each file's table and its file or error, in batch order.
struct BatchRead: Sendable {
    let tables: [String]
    let results: [Result<StringFile, ReadError>]
}
