#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// The same audit for an Xcode app target: its string, storyboard, xib and Swift files are the inputs, and the
/// folders holding them are audited (copylint finds roles in the Swift files of the folders it is given).
extension CopylintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let suffixes = AuditInputs.stringFileSuffixes.union(["swift"])
        let inputs = target.inputFiles.map(\.url).filter { suffixes.contains($0.pathExtension.lowercased()) }
            .sorted { $0.path < $1.path }
        guard inputs.contains(where: { $0.pathExtension != "swift" }) else { return [] }
        return try [
            AuditBuildCommand(
                name: target.displayName,
                copylint: context.tool(named: "copylint").url,
                folders: outermostFolders(of: inputs),
                inputs: inputs,
                configuration: AuditInputs.configuration(in: [context.xcodeProject.directoryURL]),
                workFolder: context.pluginWorkDirectoryURL
            ).command,
        ]
    }

    /// The folders holding the files, leaving out any folder inside another one listed.
    private func outermostFolders(of files: [URL]) -> [URL] {
        let folders = Set(files.map { $0.deletingLastPathComponent().standardizedFileURL.path }).sorted()
        var kept: [String] = []
        for folder in folders where !kept.contains(where: { folder.hasPrefix($0 + "/") }) {
            kept.append(folder)
        }
        return kept.map { URL(fileURLWithPath: $0) }
    }
}
#endif
