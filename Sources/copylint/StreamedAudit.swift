import Catalogs
import CopylintBase
import Reports
import Rules

/// Runs `audit`'s read-and-check pipeline and builds the report from it.
///
/// Exists because the pipeline drops each batch of files once it is audited (so memory follows the largest
/// table, not the whole project): whatever the report needs from the entries themselves (locale growth for
/// HTML, verbatim values for SARIF and GitHub regions) is gathered here batch by batch, while they still exist.
enum StreamedAudit {
    static func run(
        _ requests: [ReadRequest], auditor: Auditor, discoveryErrors: [ReadError], options: AuditOptions,
        progress: ProgressLine
    ) -> (report: Report, result: AuditRun) {
        let pipeline = AuditPipeline(auditor: auditor, jobs: options.jobs ?? WorkerPool.defaultJobs, timeLimit: timeLimit(options))
        let wantsGrowth = options.formats.contains(HTMLReporter.formatName)
        let wantsVerbatim = options.formats.contains(SARIFReporter.formatName) || options.formats.contains(GitHubReporter.formatName)
        var growth: [String: LocaleGrowth] = [:]
        var verbatim: Set<ValueIdentity> = []
        var filesDone = 0
        var stringsDone = 0
        let result = pipeline.run(requests) { batch in
            filesDone += batch.files.count
            stringsDone += batch.files.reduce(0) { $0 + $1.entries.count }
            progress.update("copylint: audited \(stringsDone) strings in \(filesDone) of \(requests.count) files…")
            if wantsGrowth {
                growth.merge(LocaleGrowth.measure(batch.files)) { total, more in
                    LocaleGrowth(strings: total.strings + more.strings, sourceLength: total.sourceLength + more.sourceLength, length: total.length + more.length)
                }
            }
            if wantsVerbatim {
                verbatim.formUnion(ValueIdentity.verbatimValues(in: batch.files, withFindings: batch.findings))
            }
        }
        var report = Report(
            toolVersion: Version.string,
            files: result.files,
            findings: result.findings, errors: discoveryErrors + result.errors, roleSources: result.roleSources
        )
        report.localeGrowth = growth
        report.coverage = result.coverage
        report.unusedEntries = result.unusedEntries
        report.verbatimValues = verbatim
        return (report, result)
    }

    /// The time limit per file: `--timeout 0` turns it off; without the option, the default applies.
    static func timeLimit(_ options: AuditOptions) -> Double? {
        options.timeout.map { $0 > 0 ? $0 : nil } ?? ReadLimits.defaultTimeLimit
    }
}
