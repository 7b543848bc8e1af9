import Catalogs
import CopylintBase
import Foundation
import Reports
import Rules
import SwiftSource

/// Reads the app's Swift code next to the catalogs, so `audit` knows which strings are buttons, alerts and
/// tabs, and runs the rules that only code can answer (alert buttons, tab and segment counts, text never
/// localized, one key in two roles).
///
/// The `.swift` files below each folder the user names are scanned (build products, dependencies, hidden
/// folders and test targets are skipped; the configuration's `exclude` globs apply, its `include` globs, which
/// name catalogs, do not). A file named on the command line is a catalog, so it brings no code with it.
enum SwiftSourceStep {
    /// Runs the catalog audit with the code index and adds the code findings to its report.
    static func run(
        _ requests: [ReadRequest], code: CodeIndex?, interfaceBuilder: InterfaceBuilderIndex? = nil, configuration: Configuration,
        discoveryErrors: [ReadError], options: AuditOptions, progress: ProgressLine
    ) -> (report: Report, result: AuditRun) {
        var auditor = Auditor(configuration: configuration, locales: options.locales, code: code, interfaceBuilder: interfaceBuilder)
        auditor.xliffSourcesAudited = XLIFFSourcePolicy.auditedSources(among: requests.map(\.displayPath))
        auditor.listsRoles = options.listsRoles
        var (report, result) = StreamedAudit.run(requests, auditor: auditor, discoveryErrors: discoveryErrors, options: options, progress: progress)
        guard code != nil else { return (report, result) }
        result.findings = auditor.addingCodeFindings(to: result.findings)
        report.findings = result.findings
        return (report, result)
    }

    /// Starts `index(_:configuration:)` on a thread of its own.
    static func startIndexing(_ paths: [String], configuration: Configuration, jobs: Int?) -> BackgroundValue<CodeIndex?> {
        BackgroundValue { index(paths, configuration: configuration, jobs: jobs) }
    }

    /// The code index of the Swift files below the folders in `paths`; nil when there are none.
    static func index(_ paths: [String], configuration: Configuration, jobs: Int? = nil) -> CodeIndex? {
        let folders = paths.filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        guard !folders.isEmpty else { return nil }
        let found = SwiftFiles.survey(paths: folders)
        let files = found.swift.filter { file in
            !configuration.exclude.contains { Glob.matches($0, file.displayPath) }
        }
        guard !files.isEmpty else { return nil }
        return SwiftFiles.scan(files, jobs: jobs ?? WorkerPool.defaultJobs, hasUnscannedCode: found.unscanned > 0)
    }
}
