import Foundation
import Reports
import Rules

/// `audit --since REF`: the working tree's findings that the revision's audit did not have.
///
/// The revision's findings act as a baseline (`Baseline`): a finding is known by its content (file, key,
/// locale, variation, rule, text), never its line, and each known content is matched as many times as the
/// revision had it. Files are known by their path in the repository, the revision's renamed files by their new
/// path, so a moved key or a moved file reports nothing new, and a file the revision did not have brings all its
/// findings.
struct SinceComparison {
    let snapshot: RevisionSnapshot
    /// The folder the working tree was audited from, symbolic links resolved.
    let workingDirectory: String

    /// What comparing gave: the new findings, in the order given, and how many were already there.
    struct Outcome {
        var new: [Finding]
        var known: Int
    }

    func compare(_ findings: [Finding], with revisionFindings: [Finding]) -> Outcome {
        var revisionPaths: [String: String] = [:]
        let revisionDirectory = snapshot.auditDirectory ?? workingDirectory
        let known = Baseline(findings: revisionFindings.map { finding in
            var keyed = finding
            keyed.file = cached(finding.file, in: &revisionPaths) { revisionPath($0, from: revisionDirectory) }
            return keyed
        })
        var workingPaths: [String: String] = [:]
        let match = known.match(findings, auditedFiles: [], locales: nil) { finding in
            Baseline.Item(
                file: cached(finding.file, in: &workingPaths) { workingPath($0) }, key: finding.key, locale: finding.locale,
                variation: finding.variation, rule: finding.rule, text: finding.text
            )
        }
        return Outcome(new: match.new, known: match.outcome.matched)
    }

    /// A working tree file's path in the repository (its absolute path when it is outside).
    private func workingPath(_ shown: String) -> String {
        let absolute = RealPaths.absolute(shown, in: workingDirectory)
        let folder = RealPaths.resolved((absolute as NSString).deletingLastPathComponent)
        let real = folder == "/" ? "/" + (absolute as NSString).lastPathComponent : folder + "/" + (absolute as NSString).lastPathComponent
        return RealPaths.relative(real, to: snapshot.repositoryRoot) ?? real
    }

    /// A revision file's path in the repository, under the name it has now when it was renamed since.
    private func revisionPath(_ shown: String, from directory: String) -> String {
        let absolute = RealPaths.absolute(shown, in: directory)
        guard let relative = RealPaths.relative(absolute, to: snapshot.mirrorRoot) else { return absolute }
        return snapshot.renames[relative] ?? relative
    }

    private func cached(_ path: String, in cache: inout [String: String], _ make: (String) -> String) -> String {
        if let known = cache[path] { return known }
        let made = make(path)
        cache[path] = made
        return made
    }
}
