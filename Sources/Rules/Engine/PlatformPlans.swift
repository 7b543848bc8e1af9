import Foundation

/// The check plans of the platforms an audit's tables may be audited for besides the configured one (see
/// `TablePlatforms`), each made the first time a unit asks for it: most audits never need one, and a plan settles
/// every check's options, which costs more than auditing a small table.
///
/// Shared by the threads of an audit, so a lock guards the plans made; a shard asks once per platform and role
/// (`ShardPlans`), not once per unit.
final class PlatformPlans: @unchecked Sendable {
    private let checks: [any Check]
    private let configuration: Configuration
    private let lock = NSLock()
    private var plans: [String: CheckPlan] = [:]

    init(checks: [any Check], configuration: Configuration) {
        self.checks = checks
        self.configuration = configuration
    }

    /// The plan of the configuration with `platform` in place of its own.
    func plan(for platform: String) -> CheckPlan {
        lock.lock()
        defer { lock.unlock() }
        if let known = plans[platform] { return known }
        var configuration = configuration
        configuration.platform = platform
        let plan = CheckPlan(checks: checks, configuration: configuration)
        plans[platform] = plan
        return plan
    }
}
