import Foundation
import PackagePlugin

/// Audits a target's user-facing strings on every build that changed them, so findings show up where the
/// compiler's do (Xcode's issue navigator, `swift build`'s log) without anyone remembering to run copylint.
///
/// It is a build command, not a prebuild command: its inputs are the target's string files, Swift files and
/// `.copylint.json`, and its one output is a stamp file in the plugin's work folder, so the build system runs
/// it only when one of those changed. copylint reads the files and writes nothing; the stamp is written by
/// the shell after copylint succeeds (exit 0), so a build that failed on an error-level finding audits again.
@main
struct CopylintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        // The concrete types: `Target.directoryURL` needs tools version 6.1, and this package declares 6.0.
        let folder: URL
        switch target {
        case let swift as SwiftSourceModuleTarget: folder = swift.directoryURL
        case let clang as ClangSourceModuleTarget: folder = clang.directoryURL
        default: return []
        }
        guard let module = target as? SourceModuleTarget else { return [] }
        let inputs = AuditInputs.files(below: folder)
            + module.sourceFiles(withSuffix: "swift").map(\.url).sorted { $0.path < $1.path }
        return try [
            AuditBuildCommand(
                name: target.name,
                copylint: context.tool(named: "copylint").url,
                folders: [folder],
                inputs: inputs,
                configuration: AuditInputs.configuration(in: [folder, context.package.directoryURL]),
                workFolder: context.pluginWorkDirectoryURL
            ).command,
        ]
    }
}

/// One `copylint audit` of some folders, as a build command whose output is a stamp file.
struct AuditBuildCommand {
    var name: String
    var copylint: URL
    var folders: [URL]
    var inputs: [URL]
    var configuration: URL?
    var workFolder: URL

    var command: Command {
        let stamp = workFolder.appending(path: "copylint.stamp")
        var audit = ["audit"] + folders.map(\.path) + ["--format", "text", "--quiet"]
        if let configuration { audit += ["--config", configuration.path] }
        // sh -c SCRIPT NAME ARGS: $0 is copylint, $1 the stamp, the rest copylint's arguments.
        let script = #"stamp="$1"; shift; "$0" "$@" && : > "$stamp""#
        return .buildCommand(
            displayName: "copylint: auditing the strings of \(name)",
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", script, copylint.path, stamp.path] + audit,
            inputFiles: inputs + (configuration.map { [$0] } ?? []),
            outputFiles: [stamp]
        )
    }
}

/// Which files an audit reads, so the build system knows when to run it again.
enum AuditInputs {
    /// The file types copylint reads as strings or as roles for them (`.swift` files come from the target).
    static let stringFileSuffixes: Set<String> = ["xcstrings", "strings", "stringsdict", "xliff", "storyboard", "xib"]

    /// The string files below a folder, sorted. The folder is walked rather than asking SwiftPM, because a
    /// target may exclude its string files or declare them as resources.
    static func files(below folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else {
            return []
        }
        var files: [URL] = []
        for case let url as URL in walker where stringFileSuffixes.contains(url.pathExtension.lowercased()) {
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The first `.copylint.json` in the folders, in order; nil when none has one.
    static func configuration(in folders: [URL]) -> URL? {
        folders.map { $0.appending(path: ".copylint.json") }.first { FileManager.default.fileExists(atPath: $0.path) }
    }
}
