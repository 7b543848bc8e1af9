import Foundation
import XCTest

/// Runs one of the repository's bash scripts (`scripts/…`) as CI would, with extra environment variables, and
/// captures what it prints.
enum ScriptRunner {
    static func run(
        _ script: String, arguments: [String] = [], environment: [String: String], in directory: URL? = nil, timeout: TimeInterval = 120
    ) throws -> CommandResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", CommandRunner.packageRoot.appendingPathComponent(script).path] + arguments
        process.currentDirectoryURL = directory ?? CommandRunner.packageRoot
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("copylint-script-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("out")
        let errURL = scratch.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.02)
        }
        if process.isRunning {
            process.terminate()
            XCTFail("\(script) did not finish in \(Int(timeout)) s")
        }
        process.waitUntilExit()
        try out.close()
        try err.close()
        return CommandResult(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
        )
    }
}
