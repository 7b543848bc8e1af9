import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing to stdout and stderr, and knowing whether stderr is a terminal (for the progress line).
enum Console {
    static func error(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func write(_ data: Data) {
        FileHandle.standardOutput.write(data)
    }

    /// Writes `bytes` to stdout in full (a pipe or terminal may take fewer at a time); false when stdout
    /// refuses them (a closed pipe).
    @discardableResult
    static func write(bytes: UnsafeRawBufferPointer) -> Bool {
        guard var next = bytes.baseAddress else { return true }
        var left = bytes.count
        while left > 0 {
            #if canImport(Glibc)
            let written = Glibc.write(STDOUT_FILENO, next, left)
            #else
            let written = Darwin.write(STDOUT_FILENO, next, left)
            #endif
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            next += written
            left -= written
        }
        return true
    }

    static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }
}

/// A one-line progress display on stderr, shown only on a terminal and only once a run has taken a moment,
/// so short runs and CI logs stay clean.
final class ProgressLine {
    private let enabled: Bool
    private let start = Date()
    private var shown = false

    init(enabled: Bool) {
        self.enabled = enabled && Console.stderrIsTerminal
    }

    func update(_ message: String) {
        guard enabled, Date().timeIntervalSince(start) > 0.5 else { return }
        shown = true
        FileHandle.standardError.write(Data("\r\u{1B}[2K\(message)".utf8))
    }

    func finish() {
        guard shown else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
    }
}

enum Version {
    static let string = "0.1.0"
}
