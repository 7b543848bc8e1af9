import Foundation
import XCTest

/// Runs one of the repository's bash scripts (`scripts/…`) as CI would, with extra environment variables, and
/// captures what it prints.
enum ScriptRunner {
    static func run(
        _ script: String, arguments: [String] = [], environment: [String: String], in directory: URL? = nil, timeout: TimeInterval = 120
    ) throws -> CommandResult {
        try CommandRunner.runProcess(
            URL(fileURLWithPath: "/usr/bin/env"), ["bash", CommandRunner.packageRoot.appendingPathComponent(script).path] + arguments,
            in: directory ?? CommandRunner.packageRoot,
            environment: ProcessInfo.processInfo.environment.merging(environment) { $1 }, timeout: timeout, name: script
        )
    }
}
