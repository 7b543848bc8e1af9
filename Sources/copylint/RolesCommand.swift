import Reports
import Rules

/// `copylint roles [PATH ...]`: every string the app shows, with the role copylint gives it and where that role
/// came from (code, a storyboard, the key's shape, a comment, the configuration, a directive, or none).
///
/// The copy rules run only on strings whose role is known, so a team that wonders why a string was not checked,
/// or was checked as the wrong control, starts here; the same list lets a role audit sample every string.
/// It reads exactly what `audit` reads, with the same options but those that choose findings.
enum RolesCommand {
    static func run(_ arguments: [String]) -> Int32 {
        var options: AuditOptions
        do {
            options = try AuditOptions.parse(arguments)
            try checkApplies(options, arguments: arguments)
        } catch {
            Console.error("copylint: \(error.message)")
            return 2
        }
        let configuration: Configuration
        do {
            configuration = try AuditCommand.loadConfiguration(options)
        } catch {
            Console.error("copylint: \(error)")
            return 2
        }
        options.listsRoles = true
        let progress = ProgressLine(enabled: !options.quiet)
        let audited = AuditCommand.audit(options.paths, configuration: configuration, options: options, progress: progress)
        progress.finish()
        let listings = audited.result.roles
        switch options.formats[0] {
        case "json": Console.write(RoleListingReport.json(listings, toolVersion: Version.string))
        default: Console.write(RoleListingReport.text(listings))
        }
        let errors = audited.report.errors
        if !options.quiet {
            for error in errors { Console.error("copylint: error: \(error)") }
            let known = listings.filter { $0.role != .unknown }.count
            Console.error("copylint: \(listings.count) string\(listings.count == 1 ? "" : "s") shown, \(known) with a role")
        }
        return errors.isEmpty ? 0 : 3
    }

    /// The audit options that only choose or keep findings mean nothing here: naming one is a usage error
    /// rather than something silently ignored.
    private static func checkApplies(_ options: AuditOptions, arguments: [String]) throws(UsageError) {
        guard options.formats.count == 1, RoleListingReport.formats.contains(options.formats[0]) else {
            throw UsageError(message: "roles writes one of \(RoleListingReport.formats.joined(separator: ", ")), not '\(options.formats.joined(separator: ","))'")
        }
        let findingOptions = ["--output", "-o", "--fail-on", "--baseline", "--write-baseline", "--since", "--locales"]
        if let used = arguments.first(where: { argument in findingOptions.contains { argument == $0 || argument.hasPrefix($0 + "=") } }) {
            throw UsageError(message: "\(used.split(separator: "=")[0]) chooses findings; roles lists every source string")
        }
    }
}
