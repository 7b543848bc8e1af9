import Foundation
import PackagePlugin

/// `swift package copylint [audit|rules|explain|…] ARGUMENTS`: runs copylint in the package's folder with the
/// arguments as given, so a package can audit its strings without installing copylint (`audit` alone audits
/// the whole package). copylint only reads, so the plugin asks for no permission; `--output` into the package
/// needs `--allow-writing-to-package-directory`, which SwiftPM grants only to plugins that ask, so write
/// reports outside the package (or to stdout) instead.
@main
struct CopylintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let process = Process()
        process.executableURL = try context.tool(named: "copylint").url
        process.arguments = arguments.isEmpty ? ["audit"] : arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw CopylintFailed(status: process.terminationStatus, arguments: process.arguments ?? [])
        }
    }
}

/// copylint ended with a non-zero status: 1 findings at or above `--fail-on`, 2 a usage or configuration error,
/// 3 a file it could not read (its own output above says which).
struct CopylintFailed: Error, CustomStringConvertible {
    var status: Int32
    var arguments: [String]

    var description: String { "copylint \(arguments.joined(separator: " ")) exited with status \(status)" }
}
