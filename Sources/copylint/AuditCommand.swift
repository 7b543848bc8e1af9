import Catalogs
import Foundation
import Language
import Reports
import Rules
import Width

/// `copylint audit [PATH ...]`: discover, read, audit, report, and choose the exit code.
enum AuditCommand {
    static func run(_ arguments: [String]) -> Int32 {
        let options: AuditOptions
        do {
            options = try AuditOptions.parse(arguments)
        } catch {
            Console.error("copylint: \(error.message)")
            return 2
        }
        let reporters: [(name: String, reporter: any Reporter)]
        do {
            reporters = try options.formats.map { name throws(UsageError) in
                guard let reporter = Reporters.reporter(named: name) else {
                    throw UsageError(message: "unknown format '\(name)' (available: \(Reporters.names.joined(separator: ", ")))")
                }
                return (name, reporter)
            }
        } catch {
            Console.error("copylint: \(error.message)")
            return 2
        }
        let configuration: Configuration
        do {
            configuration = try loadConfiguration(options)
        } catch {
            Console.error("copylint: \(error)")
            return 2
        }
        var baseline: Baseline?
        if let path = options.baselinePath {
            do {
                baseline = try BaselineFile.read(path: path)
            } catch {
                Console.error("copylint: \(error)")
                return 2
            }
        }
        // The revision is read first: an unknown revision or a folder outside git fails before the long part.
        var snapshot: RevisionSnapshot?
        if let revision = options.sinceRevision {
            do {
                snapshot = try RevisionSnapshot.make(revision: revision, paths: options.paths)
            } catch {
                Console.error("copylint: \(error.message)")
                return 2
            }
        }
        defer { snapshot?.remove() }
        let progress = ProgressLine(enabled: !options.quiet)
        let audited = audit(options.paths, configuration: configuration, options: options, progress: progress)
        var report = audited.report
        let result = audited.result
        if let path = options.writeBaselinePath {
            do {
                try BaselineFile.write(Baseline(findings: result.findings), to: path)
            } catch {
                Console.error("copylint: \(error)")
                return 2
            }
        }
        if let baseline {
            let match = baseline.match(report.findings, auditedFiles: Set(report.files.map(\.path)), locales: options.locales)
            report.findings = match.new
            report.baseline = match.outcome
        }
        // After the baseline, so its counts are what they would be without --since.
        if let snapshot {
            let outcome = SinceStep.newFindings(report.findings, since: snapshot, configuration: configuration, options: options, progress: progress)
            report.findings = outcome.new
            report.since = SinceOutcome(revision: snapshot.revision, known: outcome.known)
        }
        progress.finish()
        do {
            try write(report, with: reporters, options: options)
        } catch {
            Console.error("copylint: \(error.message)")
            return 2
        }
        if !options.quiet {
            for notice in LocaleProfile.defaultsNotices {
                Console.error(notice)
            }
            if report.unusedEntries > 0 {
                let count = report.unusedEntries
                Console.error("copylint: \(count) source string\(count == 1 ? " belongs" : "s belong") to keys the app never shows (accessors "
                    + "nothing refers to, keys no code names, stale keys) and \(count == 1 ? "was" : "were") not checked: delete them, or use them")
            }
            for error in report.errors where !options.formats.contains("text") || options.outputDirectory != nil {
                Console.error("copylint: error: \(error)")
            }
            Console.error(TextReporter.summaryLine(report))
            for line in TextReporter.coverageLines(report) { Console.error(line) }
            if let outcome = report.baseline {
                Console.error("copylint: baseline: \(outcome.matched) known finding\(outcome.matched == 1 ? "" : "s") not counted, "
                    + "\(outcome.fixed) baseline finding\(outcome.fixed == 1 ? "" : "s") fixed")
            }
            if let since = report.since {
                Console.error("copylint: since \(since.revision): \(since.known) finding\(since.known == 1 ? " was" : "s were") already there, not counted; "
                    + "\(report.findings.count) new")
            }
            if let path = options.writeBaselinePath {
                Console.error("copylint: wrote \(result.findings.count) finding\(result.findings.count == 1 ? "" : "s") to the baseline \(path)")
            }
        }
        // The report and the run hold every finding; freeing them one by one would only delay the exit, so
        // they live until the process ends (the command line exits right after `run`).
        ProcessLifetime.keep((report, result))
        return exitCode(report, failOn: options.failOn)
    }

    /// Finds, reads and audits the string files below `paths` with the Swift code and storyboards beside them:
    /// the whole audit but the baseline, `--since` and the reports.
    static func audit(
        _ paths: [String], configuration: Configuration, options: AuditOptions, progress: ProgressLine
    ) -> (report: Report, result: AuditRun) {
        progress.update("copylint: finding string files…")
        // The Swift code is found and read on another thread while this one finds the string files: both walk
        // the same folders, and neither needs the other.
        let code = SwiftSourceStep.startIndexing(paths, configuration: configuration, jobs: options.jobs)
        // So are the storyboards and xibs, on a thread of their own.
        let interfaceBuilder = InterfaceBuilderStep.startReading(
            paths, configuration: configuration, timeLimit: StreamedAudit.timeLimit(options)
        )
        let discovered = Discovery.find(paths: paths, defaultSourceLanguage: configuration.sourceLanguage ?? "en")
        let requests = PathFilter(configuration: configuration).filter(discovered.requests)
        if !code.isFinished { progress.update("copylint: reading Swift files…") }
        let codeIndex = code.wait()
        if !interfaceBuilder.isFinished { progress.update("copylint: reading storyboards and xibs…") }
        let documents = interfaceBuilder.wait()
        // Configured fonts without a loadable HarfBuzz: one error, and the tables measure (as with no fonts).
        let fontErrors = HarfBuzzLibrary.missingLibraryError(for: configuration).map { [$0] } ?? []
        let discoveryErrors = (discovered.errors + documents.errors + fontErrors).sorted {
            ($0.file, $0.line ?? 0, $0.message) < ($1.file, $1.line ?? 0, $1.message)
        }
        progress.update("copylint: reading \(requests.count) files…")
        // Reads and audits one batch of tables at a time (see StreamedAudit), so memory follows the largest table.
        let streamed = SwiftSourceStep.run(
            requests, code: codeIndex, interfaceBuilder: documents.index,
            configuration: AppNameStep.adding(namesIn: requests, auditedPaths: paths, to: configuration),
            discoveryErrors: discoveryErrors, options: options, progress: progress
        )
        return (streamed.report, streamed.result)
    }

    static func loadConfiguration(_ options: AuditOptions) throws -> Configuration {
        if let path = options.configPath {
            guard FileManager.default.fileExists(atPath: path) else {
                throw ReadError(file: path, line: nil, message: "no such configuration file")
            }
            return try ConfigurationLoader.load(path: path)
        }
        if let found = ConfigurationLoader.find(from: options.paths[0]) {
            return try ConfigurationLoader.load(path: found)
        }
        return Configuration()
    }

    private static func write(_ report: Report, with reporters: [(name: String, reporter: any Reporter)], options: AuditOptions) throws(UsageError) {
        guard let directory = options.outputDirectory else {
            reporters[0].reporter.write(report) { Console.write(bytes: $0) }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw UsageError(message: "cannot create the output folder \(directory): \(error.localizedDescription)")
        }
        for (name, reporter) in reporters {
            let path = (directory as NSString).appendingPathComponent(Reporters.fileName(for: name) ?? "copylint.\(name)")
            do {
                try reporter.renderData(report).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                throw UsageError(message: "cannot write \(path): \(error.localizedDescription)")
            }
        }
    }

    static func exitCode(_ report: Report, failOn: String) -> Int32 {
        if !report.errors.isEmpty { return 3 }
        guard let threshold = Severity(rawValue: failOn) else { return 0 }
        return report.findings.contains { $0.severity >= threshold } ? 1 : 0
    }
}

/// Values kept until the process exits instead of being freed when a command returns.
enum ProcessLifetime {
    nonisolated(unsafe) private static var kept: Any?

    /// Keeps `value` (replacing what an earlier call kept) until the process exits.
    static func keep(_ value: Any) {
        kept = value
    }
}
