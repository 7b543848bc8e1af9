import Catalogs
import Foundation

/// The audited files as they were at a git revision, for `audit --since REF`.
///
/// Nothing is checked out and nothing is written into the repository: the string files, Swift files and
/// storyboards below the audited paths are read from the revision's tree (`git ls-tree`, then `git cat-file
/// --batch`, which is `git show REF:path` for many files at once) and written into a temporary folder outside
/// the repository that mirrors its layout (`<temp>/<repository folder name>/…`), so the revision is audited
/// exactly as the working tree is: same relative paths, same folder names, same discovery. `remove()` deletes
/// the folder.
///
/// Files git sees as renamed since the revision (`git diff-index -M`, the working tree against the revision)
/// are mirrored at their old path too, even when that lies outside the audited paths, and `renames` maps each
/// old path to its new one, so a moved file is compared with its old content.
struct RevisionSnapshot {
    /// The revision as the user named it.
    let revision: String
    /// The commit it names.
    let commit: String
    /// The repository's top folder, symbolic links resolved.
    let repositoryRoot: String
    /// The mirror of `repositoryRoot` inside the temporary folder, symbolic links resolved.
    let mirrorRoot: String
    /// The temporary folder holding the mirror and git's scratch files.
    let container: String
    /// Old path → new path (both relative to the repository's top) of every file renamed since the revision.
    let renames: [String: String]
    /// What to audit in the mirror: the user's paths, mapped into it, plus the old paths of renamed string files.
    let auditPaths: [String]
    /// The folder to audit the mirror from (the mirror of the current folder), or nil to stay where we are
    /// (the current folder is outside the repository, and `auditPaths` are absolute).
    let auditDirectory: String?

    /// Reads `revision`'s version of the files below `paths` (as given on the command line, relative to the
    /// current folder) into a new temporary folder.
    static func make(revision: String, paths: [String]) throws(SinceError) -> RevisionSnapshot {
        let currentDirectory = RealPaths.resolved(FileManager.default.currentDirectoryPath)
        let base = RealPaths.resolved(FileManager.default.temporaryDirectory.path)
        let container = (base as NSString).appendingPathComponent("copylint-since-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(atPath: container, withIntermediateDirectories: true)
        } catch {
            throw SinceError(message: "--since: cannot create a temporary folder in \(base): \(error.localizedDescription)")
        }
        do {
            return try make(revision: revision, paths: paths, currentDirectory: currentDirectory, container: container)
        } catch {
            try? FileManager.default.removeItem(atPath: container)
            throw error
        }
    }

    private static func make(revision: String, paths: [String], currentDirectory: String, container: String) throws(SinceError) -> RevisionSnapshot {
        let first = RealPaths.existingFolder(of: RealPaths.absolute(paths[0], in: currentDirectory))
        let probe = try GitCommand(directory: first, scratch: container).run(["rev-parse", "--show-toplevel"])
        guard probe.status == 0, !probe.stdout.isEmpty else {
            throw SinceError(message: "--since needs a git repository, and \(paths[0]) is not in one")
        }
        let root = RealPaths.resolved(String(decoding: probe.stdout, as: UTF8.self).trimmingWhitespace())
        if RealPaths.relative(container, to: root) != nil {
            throw SinceError(message: "--since: the temporary folder \(container) is inside the repository; set TMPDIR to a folder outside it")
        }
        let git = GitCommand(directory: root, scratch: container)
        let commit = try resolve(revision, with: git, root: root)
        var auditedFolders: [String] = []
        for path in paths {
            let absolute = RealPaths.resolved(RealPaths.absolute(path, in: currentDirectory))
            guard let relative = RealPaths.relative(absolute, to: root) else {
                throw SinceError(message: "--since: \(path) is outside the git repository \(root)")
            }
            auditedFolders.append(relative)
        }
        func isAudited(_ path: String) -> Bool {
            auditedFolders.contains { $0.isEmpty || path == $0 || path.hasPrefix($0 + "/") }
        }
        let renames = try self.renames(since: commit, with: git).filter { isAudited($0.value) }
        let mirrorRoot = (container as NSString).appendingPathComponent((root as NSString).lastPathComponent)
        let tree = try git.succeeding(["ls-tree", "-r", "-z", "--full-tree", commit])
        let blobs = TreeListing.blobs(in: tree).filter { blob in
            guard isSnapshotted(blob.path) else { return false }
            return isAudited(blob.path) || renames[blob.path] != nil
        }
        try write(blobs, with: git, into: mirrorRoot)

        let auditDirectory = RealPaths.relative(currentDirectory, to: root).map { ($0.isEmpty ? mirrorRoot : mirrorRoot + "/" + $0) }
        if let auditDirectory {
            // The current folder may hold nothing at the revision (a folder new since), yet a renamed file's old
            // path is audited from it.
            do {
                try FileManager.default.createDirectory(atPath: auditDirectory, withIntermediateDirectories: true)
            } catch {
                throw SinceError(message: "--since: cannot create \(auditDirectory): \(error.localizedDescription)")
            }
        }
        var auditPaths: [String] = []
        for (given, relative) in zip(paths, auditedFolders) {
            let mirrored = relative.isEmpty ? mirrorRoot : mirrorRoot + "/" + relative
            guard FileManager.default.fileExists(atPath: mirrored) else { continue }
            // A relative path that stays inside the mirror is given as the user wrote it, so the revision's
            // findings are spelt (and `include`/`exclude` match) exactly as the working tree's are.
            if let auditDirectory, !given.hasPrefix("/"),
               RealPaths.relative(RealPaths.absolute(given, in: auditDirectory), to: mirrorRoot) == relative {
                auditPaths.append(given)
            } else {
                auditPaths.append(mirrored)
            }
        }
        for old in renames.keys.sorted() where !isAudited(old) && Discovery.format(ofFileNamed: (old as NSString).lastPathComponent) != nil {
            auditPaths.append(mirrorRoot + "/" + old)
        }
        return RevisionSnapshot(
            revision: revision, commit: commit, repositoryRoot: root, mirrorRoot: mirrorRoot, container: container,
            renames: renames, auditPaths: auditPaths, auditDirectory: auditDirectory
        )
    }

    /// Deletes the temporary folder.
    func remove() {
        try? FileManager.default.removeItem(atPath: container)
    }

    /// The commit `revision` names; an unknown revision is a usage error.
    private static func resolve(_ revision: String, with git: GitCommand, root: String) throws(SinceError) -> String {
        guard !revision.isEmpty, !revision.hasPrefix("-") else {
            throw SinceError(message: "--since takes a git revision (a branch, tag or commit), not '\(revision)'")
        }
        let output = try git.run(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"])
        let commit = String(decoding: output.stdout, as: UTF8.self).trimmingWhitespace()
        guard output.status == 0, !commit.isEmpty else {
            throw SinceError(message: "--since: unknown revision '\(revision)' in the git repository \(root)")
        }
        return commit
    }

    /// Old path → new path of every file git finds renamed between `commit` and the working tree.
    private static func renames(since commit: String, with git: GitCommand) throws(SinceError) -> [String: String] {
        let output = try git.succeeding(["diff-index", "-M", "--name-status", "-z", commit, "--"])
        let fields = output.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        var renames: [String: String] = [:]
        var index = 0
        while index < fields.count {
            let status = fields[index]
            if status.isEmpty { index += 1; continue }
            let pathCount = status.hasPrefix("R") || status.hasPrefix("C") ? 2 : 1
            if status.hasPrefix("R"), index + 2 < fields.count {
                renames[fields[index + 1]] = fields[index + 2]
            }
            index += 1 + pathCount
        }
        return renames
    }

    /// Whether a file at this repository path takes part in an audit: a string file, Swift code or a
    /// storyboard or xib, outside hidden folders.
    private static func isSnapshotted(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        guard !components.contains(where: { $0.hasPrefix(".") || $0 == ".." }) else { return false }
        let name = String(components.last ?? "")
        return Discovery.format(ofFileNamed: name) != nil || InterfaceBuilderFiles.isInterfaceBuilderFile(named: name)
            || name.hasSuffix(".swift")
    }

    /// Reads the blobs with one `git cat-file --batch` and writes each to its path below `root`.
    private static func write(_ blobs: [TreeListing.Blob], with git: GitCommand, into root: String) throws(SinceError) {
        do {
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        } catch {
            throw SinceError(message: "--since: cannot create \(root): \(error.localizedDescription)")
        }
        guard !blobs.isEmpty else { return }
        let request = Data(blobs.map { $0.object + "\n" }.joined().utf8)
        let contents = try TreeListing.contents(of: git.succeeding(["cat-file", "--batch"], input: request), count: blobs.count)
        for (blob, content) in zip(blobs, contents) {
            let path = root + "/" + blob.path
            do {
                try FileManager.default.createDirectory(
                    atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true
                )
                try content.write(to: URL(fileURLWithPath: path))
            } catch {
                throw SinceError(message: "--since: cannot write the revision's copy of \(blob.path) to \(path): \(error.localizedDescription)")
            }
        }
    }
}
