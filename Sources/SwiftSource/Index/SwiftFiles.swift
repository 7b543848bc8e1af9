import CopylintBase
import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the app's Swift files below the folders an audit names, and scans them in parallel.
///
/// Skips what is not the app's own code: build products and dependencies (`.build`, `Pods`, `Carthage`,
/// `DerivedData`, `node_modules`, `Packages` checkouts under `SourcePackages`), hidden folders, and test targets
/// (folders named `…Tests`), whose strings are never shown to people.
public enum SwiftFiles {
    static let skippedFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "node_modules", "SourcePackages", "build"]

    /// The `.swift` files below each folder in `paths` (files named directly are taken as they are), sorted,
    /// as `(path to read, path to show)`.
    public static func find(paths: [String]) -> [(path: String, displayPath: String)] {
        survey(paths: paths).swift
    }

    /// The extensions of source files the scan does not read but which may look strings up (Objective-C).
    static let unscannedSourceExtensions = [".m", ".mm"]

    /// `find(paths:)`'s files, and how many of the app's source files below the folders are in a language the
    /// scan does not read.
    public static func survey(paths: [String]) -> (swift: [(path: String, displayPath: String)], unscanned: Int) {
        var found: [String] = []
        var unscanned = 0
        var seen: Set<String> = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                collect(folder: path, into: &found, unscanned: &unscanned)
            } else if path.hasSuffix(".swift") {
                found.append(path)
            }
        }
        let current = FileManager.default.currentDirectoryPath
        let swift: [(path: String, displayPath: String)] = found.filter { seen.insert(standardized($0)).inserted }
            .map { (path: $0, displayPath: display($0, currentDirectory: current)) }
            .sorted { $0.displayPath < $1.displayPath }
        return (swift, unscanned)
    }

    private static func collect(folder: String, into found: inout [String], unscanned: inout Int) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            let child = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            // lstat, not FileManager's attributes (a dictionary per name): links are neither folders nor files here.
            var info = stat()
            guard lstat(child, &info) == 0 else { continue }
            let type = info.st_mode & S_IFMT
            if type == S_IFDIR {
                if skippedFolders.contains(name) || name.hasSuffix("Tests") || name.hasSuffix(".xcassets") { continue }
                collect(folder: child, into: &found, unscanned: &unscanned)
            } else if type == S_IFREG, name.hasSuffix(".swift") {
                found.append(child)
            } else if type == S_IFREG, unscannedSourceExtensions.contains(where: name.hasSuffix) {
                unscanned += 1
            }
        }
    }

    /// Reads and scans files on `jobs` threads (`--jobs`; every core by default) in two passes: the first
    /// collects the types each file's declarations name and its localizing helpers, the second walks each file
    /// knowing the project's types and helpers. Files are read (and tokenized) once per pass rather than kept, so
    /// memory follows the largest file. Unreadable files are left out.
    /// `hasUnscannedCode`: the app also has source files in a language the scan does not read (see `survey`).
    public static func scan(
        _ files: [(path: String, displayPath: String)], jobs: Int = WorkerPool.defaultJobs, hasUnscannedCode: Bool = false
    ) -> CodeIndex {
        let declarations = WorkerPool.map(files.count, jobs: jobs) { index -> FileDeclarations? in
            guard let source = read(files[index]) else { return nil }
            return FileDeclarations(types: TypeHints(source).knownTypes, receivers: ReceiverTypes(source).knownTypes,
                                    helpers: LocalizingWrappers(source))
        }.compactMap { $0 }
        let projectTypes = TypeHints.projectTypes(declarations.map(\.types))
        let projectReceivers = TypeHints.projectTypes(declarations.map(\.receivers))
        let wrappers = LocalizingWrappers.merged(declarations.map(\.helpers))
        let scans = WorkerPool.map(files.count, jobs: jobs) { index -> SwiftFileScan? in
            guard let source = read(files[index]) else { return nil }
            return SwiftSourceScanner.scan(source, projectTypes: projectTypes, wrappers: wrappers, projectReceivers: projectReceivers)
        }
        return CodeIndex(files: scans.compactMap { $0 }, hasUnscannedCode: hasUnscannedCode)
    }

    /// What the first pass learns from one file.
    private struct FileDeclarations {
        var types: [String: String]
        var receivers: [String: String]
        var helpers: LocalizingWrappers
    }

    private static func read(_ file: (path: String, displayPath: String)) -> SwiftSourceText? {
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        return SwiftSourceText(path: file.displayPath, bytes: [UInt8](data))
    }

    /// Finds and scans in one step.
    public static func index(paths: [String]) -> CodeIndex {
        let found = survey(paths: paths)
        return scan(found.swift, hasUnscannedCode: found.unscanned > 0)
    }

    /// `path` relative to the current folder when below it, else as given (as catalogs are shown).
    static func display(_ path: String, currentDirectory: String) -> String {
        let absolute = standardized(path.hasPrefix("/") ? path : currentDirectory + "/" + path)
        let prefix = standardized(currentDirectory) + (currentDirectory == "/" ? "" : "/")
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : path
    }

    private static func standardized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
            } else {
                parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}
