import Foundation
import Reports
import Rules

/// `audit --since REF`: audits the revision's copy of the files (`RevisionSnapshot`) with the same configuration
/// and options as the working tree, and keeps only the working tree's findings the revision did not have
/// (`SinceComparison`). The configuration is the working tree's for both, so what counts as new is what the
/// change did to the files, not a change of settings.
///
/// The revision is audited from the mirror of the current folder, so its files are found and spelt as the
/// working tree's are. Errors reading the revision's files are not the working tree's and are not reported;
/// such a file's findings all count as new.
enum SinceStep {
    static func newFindings(
        _ findings: [Finding], since snapshot: RevisionSnapshot, configuration: Configuration, options: AuditOptions,
        progress: ProgressLine
    ) -> SinceComparison.Outcome {
        let startDirectory = FileManager.default.currentDirectoryPath
        let workingDirectory = RealPaths.resolved(startDirectory)
        var revisionFindings: [Finding] = []
        // Without the move, relative paths would name the working tree's files again: then nothing is audited
        // at the revision, and every finding counts as new.
        let canAudit = snapshot.auditDirectory.map { FileManager.default.changeCurrentDirectoryPath($0) } ?? true
        if canAudit, !snapshot.auditPaths.isEmpty {
            progress.update("copylint: auditing the files as they were at \(snapshot.revision)…")
            // Only the findings are wanted: no report gathers growth or verbatim values for them.
            var revisionOptions = options
            revisionOptions.formats = []
            revisionFindings = AuditCommand.audit(snapshot.auditPaths, configuration: configuration, options: revisionOptions, progress: progress)
                .result.findings
        }
        if snapshot.auditDirectory != nil, !FileManager.default.changeCurrentDirectoryPath(startDirectory) {
            Console.error("copylint: --since: cannot return to the folder \(startDirectory)")
        }
        return SinceComparison(snapshot: snapshot, workingDirectory: workingDirectory).compare(findings, with: revisionFindings)
    }
}
