/// A usage problem: exit code 2, with the message on stderr.
struct UsageError: Error {
    let message: String
}

/// The parsed `audit` options (the command line the README's "Using it" section documents).
struct AuditOptions {
    var paths: [String] = []
    var formats: [String] = ["text"]
    var outputDirectory: String?
    var configPath: String?
    var locales: Set<String>?
    var failOn: String = "error"
    var quiet = false
    /// Findings in this baseline file do not count (`--baseline`).
    var baselinePath: String?
    /// Write every finding of the run to this baseline file (`--write-baseline`).
    var writeBaselinePath: String?
    /// Count only findings that are new since this git revision (`--since`).
    var sinceRevision: String?
    /// Threads to read and audit on (`--jobs`); nil: every core.
    var jobs: Int?
    /// Seconds one file may take to read and audit (`--timeout`; 0: no limit); nil: the default.
    var timeout: Double?
    /// True when `copylint roles` runs the audit: the result lists every shown string's role.
    var listsRoles = false

    static let failOnValues = ["error", "warning", "info", "never"]

    static func parse(_ arguments: [String]) throws(UsageError) -> AuditOptions {
        var options = AuditOptions()
        var index = 0
        func value(for flag: String) throws(UsageError) -> String {
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                throw UsageError(message: "\(flag) needs a value")
            }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            var flag = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                flag = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            func take() throws(UsageError) -> String {
                if let inlineValue { return inlineValue }
                return try value(for: flag)
            }
            switch flag {
            case "--format", "-f":
                options.formats = try take().split(separator: ",").map { String($0).trimmingWhitespace() }
            case "--output", "-o": options.outputDirectory = try take()
            case "--config": options.configPath = try take()
            case "--locales":
                options.locales = Set(try take().split(separator: ",").map { String($0).trimmingWhitespace() })
            case "--fail-on":
                let level = try take()
                guard failOnValues.contains(level) else {
                    throw UsageError(message: "--fail-on takes one of \(failOnValues.joined(separator: ", ")), not '\(level)'")
                }
                options.failOn = level
            case "--quiet", "-q": options.quiet = true
            case "--baseline": options.baselinePath = try take()
            case "--write-baseline": options.writeBaselinePath = try take()
            case "--since": options.sinceRevision = try take()
            case "--jobs", "-j":
                let value = try take()
                guard let jobs = Int(value), jobs >= 1 else { throw UsageError(message: "--jobs takes a number of threads (1 or more), not '\(value)'") }
                options.jobs = jobs
            case "--timeout":
                let value = try take()
                guard let seconds = Double(value), seconds >= 0, seconds.isFinite else {
                    throw UsageError(message: "--timeout takes a number of seconds (0: no limit), not '\(value)'")
                }
                options.timeout = seconds
            default:
                if argument.hasPrefix("-") && argument != "-" {
                    throw UsageError(message: "unknown option '\(argument)' (see `copylint help`)")
                }
                options.paths.append(argument)
            }
            index += 1
        }
        if options.paths.isEmpty { options.paths = ["."] }
        if options.formats.isEmpty { throw UsageError(message: "--format needs at least one format") }
        if options.formats.count > 1 && options.outputDirectory == nil {
            throw UsageError(message: "several formats need --output DIR (one file per format)")
        }
        return options
    }
}

extension String {
    func trimmingWhitespace() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
