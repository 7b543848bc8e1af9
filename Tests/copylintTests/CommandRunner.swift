import Foundation
import XCTest

/// Runs the built `copylint` binary, as a user would, and captures what it prints.
struct CommandResult {
    var status: Int32
    var stdout: String
    var stderr: String

    var json: [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(stdout.utf8))) as? [String: Any]
    }
}

enum CommandRunner {
    static var binary: URL {
        let products = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundleURL.deletingLastPathComponent()
            ?? Bundle.main.bundleURL
        return products.appendingPathComponent("copylint")
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `environment` adds to (or replaces entries of) the test process's own environment.
    static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:], timeout: TimeInterval = 120
    ) throws -> CommandResult {
        try runProcess(
            binary, arguments, in: directory ?? packageRoot,
            environment: environment.isEmpty ? nil : ProcessInfo.processInfo.environment.merging(environment) { _, added in added },
            timeout: timeout, name: "copylint \(arguments.joined(separator: " "))"
        )
    }

    /// Runs `executable` with `arguments` in `directory`, with `environment` (nil: this process's own) and no
    /// input, and captures what it prints; past `timeout` the process is stopped and the test fails, naming it.
    static func runProcess(
        _ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String]?, timeout: TimeInterval,
        name: String
    ) throws -> CommandResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.currentDirectoryURL = directory
        // Output goes to files, not pipes, so a large report can never block the process.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("copylint-run-\(UUID().uuidString)")
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
            XCTFail("\(name) did not finish in \(Int(timeout)) s")
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

    /// A fresh scratch folder that is removed when the test ends.
    static func scratchFolder(_ test: XCTestCase) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copylint-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }
}
