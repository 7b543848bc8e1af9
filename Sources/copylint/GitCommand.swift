import Foundation

/// Runs `git` for `audit --since`, read-only: no command that checks anything out, stages or writes the index.
///
/// `GIT_OPTIONAL_LOCKS=0` keeps git from refreshing the index file as a side effect of comparing trees, so an
/// audit never changes the repository it looks at. Output goes to a pipe that is read to its end; the input
/// (for `cat-file --batch`) and stderr go through files in a scratch folder, so neither side can block the
/// other however much a command prints.
struct GitCommand {
    /// What one git command gave.
    struct Output {
        var status: Int32
        var stdout: Data
        var stderr: String
    }

    /// The folder git runs in.
    let directory: String
    /// Where the input and stderr files of each command go (outside the repository).
    let scratch: String

    func run(_ arguments: [String], input: Data? = nil) throws(SinceError) -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        environment["LC_ALL"] = "C"
        process.environment = environment
        let stderrPath = (scratch as NSString).appendingPathComponent("git-stderr-\(UUID().uuidString)")
        let inputPath = (scratch as NSString).appendingPathComponent("git-input-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(atPath: stderrPath)
            try? FileManager.default.removeItem(atPath: inputPath)
        }
        guard FileManager.default.createFile(atPath: stderrPath, contents: nil),
              let stderrHandle = FileHandle(forWritingAtPath: stderrPath) else {
            throw SinceError(message: "cannot create a scratch file in \(scratch)")
        }
        defer { try? stderrHandle.close() }
        process.standardError = stderrHandle
        if let input {
            guard FileManager.default.createFile(atPath: inputPath, contents: input),
                  let inputHandle = FileHandle(forReadingAtPath: inputPath) else {
                throw SinceError(message: "cannot create a scratch file in \(scratch)")
            }
            process.standardInput = inputHandle
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        let pipe = Pipe()
        process.standardOutput = pipe
        do {
            try process.run()
        } catch {
            throw SinceError(message: "cannot run git (\(error.localizedDescription)); --since needs git on the PATH")
        }
        let stdout = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let stderr = (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? ""
        if process.terminationStatus == 127 {
            throw SinceError(message: "cannot run git; --since needs git on the PATH")
        }
        return Output(status: process.terminationStatus, stdout: stdout, stderr: stderr.trimmingWhitespace())
    }

    /// `run`, failing with git's own message when the command does not succeed.
    func succeeding(_ arguments: [String], input: Data? = nil) throws(SinceError) -> Data {
        let output = try run(arguments, input: input)
        guard output.status == 0 else {
            throw SinceError(message: "git \(arguments.first ?? "") failed: \(output.stderr.isEmpty ? "exit \(output.status)" : output.stderr)")
        }
        return output.stdout
    }
}

/// A problem with `--since`: not a git repository, an unknown revision, a path outside the repository. A usage
/// or configuration error (exit code 2).
struct SinceError: Error {
    let message: String
}
