import Foundation
import PackagePlugin

/// Embeds the repository's data folders into the target that uses this plugin, as generated Swift source.
///
/// SwiftPM only bundles resources that live inside a target's folder, and a bundle would tie the binary to the
/// build tree. The data (`Rules/`, `Locales/`, `Reports/`) is instead compiled into the binary, so `copylint`
/// works from any folder and after being copied elsewhere. Which folders a target gets depends on its name.
@main
struct EmbedData: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folders: [String]
        switch target.name {
        case "CopylintData": folders = ["Rules", "Locales"]
        case "Reports": folders = ["Reports"]
        default: return []
        }
        let root = context.package.directoryURL
        var inputs: [URL] = []
        for folder in folders {
            inputs += dataFiles(under: root.appending(path: folder))
        }
        inputs.sort { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedData.swift")
        let arguments = [output.path, root.path] + inputs.map(\.path)
        return [
            .buildCommand(
                displayName: "Embedding \(folders.joined(separator: ", ")) into \(target.name)",
                executable: try context.tool(named: "EmbedDataTool").url,
                arguments: arguments,
                inputFiles: inputs,
                outputFiles: [output]
            ),
        ]
    }

    private func dataFiles(under folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else {
            return []
        }
        var files: [URL] = []
        for case let url as URL in walker {
            let name = url.lastPathComponent
            if name.hasPrefix(".") || name.hasSuffix(".md") { continue }
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                files.append(url)
            }
        }
        return files
    }
}
