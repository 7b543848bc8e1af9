import Catalogs
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
        _ requests: [ReadRequest], code: CodeIndex?, configuration: Configuration, discoveryErrors: [ReadError],
        options: AuditOptions, progress: ProgressLine
    ) -> (report: Report, result: AuditRun) {
        var auditor = Auditor(configuration: configuration, locales: options.locales, code: code)
        auditor.xliffSourcesAudited = XLIFFSourcePolicy.auditedSources(among: requests.map(\.displayPath))
        var (report, result) = StreamedAudit.run(requests, auditor: auditor, discoveryErrors: discoveryErrors, options: options, progress: progress)
        guard code != nil else { return (report, result) }
        result.findings = auditor.addingCodeFindings(to: result.findings)
        report.findings = result.findings
        return (report, result)
    }

    /// Starts `index(_:configuration:)` on a thread of its own.
    static func startIndexing(_ paths: [String], configuration: Configuration) -> PendingCodeIndex {
        PendingCodeIndex { index(paths, configuration: configuration) }
    }

    /// The code index of the Swift files below the folders in `paths`; nil when there are none.
    static func index(_ paths: [String], configuration: Configuration) -> CodeIndex? {
        let folders = paths.filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        guard !folders.isEmpty else { return nil }
        let files = SwiftFiles.find(paths: folders).filter { file in
            !configuration.exclude.contains { Glob.matches($0, file.displayPath) }
        }
        guard !files.isEmpty else { return nil }
        return SwiftFiles.scan(files)
    }
}

/// A code index being made on a thread of its own (`SwiftSourceStep.startIndexing`), so that finding the Swift
/// code and finding the string files, each a walk of the same folders, overlap.
final class PendingCodeIndex: @unchecked Sendable {
    private let done = NSCondition()
    private var result: CodeIndex??

    init(_ make: @escaping @Sendable () -> CodeIndex?) {
        let thread = Thread { [self] in
            let index = make()
            done.lock()
            result = .some(index)
            done.broadcast()
            done.unlock()
        }
        // The main thread's stack size: the scan recurses as deep as the code nests.
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// True once the index is made.
    var isFinished: Bool {
        done.lock()
        defer { done.unlock() }
        return result != nil
    }

    /// The index, once made (waits for it).
    func wait() -> CodeIndex? {
        done.lock()
        defer { done.unlock() }
        while result == nil { done.wait() }
        return result!
    }
}
