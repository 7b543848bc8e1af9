import Catalogs
import CopylintBase

/// The enabled checks of one audit, each with its rule, severity and context worked out once.
///
/// Exists so the per-unit loop does no lookups: which roles a rule applies to, its configured severity and its
/// options are settled here, before the first string is audited, instead of once per string.
struct CheckPlan: Sendable {
    /// One enabled check with what the engine needs to run it and to turn its hits into findings. A class, so
    /// the per-unit loop passes a reference instead of copying a definition and a configuration per check.
    final class Planned<Kind: Sendable>: Sendable {
        let check: Kind
        let definition: RuleDefinition
        let severity: Severity
        let context: CheckContext
        /// The roles the rule applies to; nil when it applies to every role (`"*"`).
        let roles: Set<Role>?
        /// For a string check, the strings it looks at (read once here rather than through the existential per
        /// string); `.all` for the other kinds.
        let scope: StringScope

        init(check: Kind, id: String, definition: RuleDefinition, severity: Severity, configuration: Configuration) {
            let context = CheckContext(configuration: configuration, rule: id)
            if let configurable = check as? any ConfigurableCheck, let configured = configurable.configured(for: context) as? Kind {
                self.check = configured
            } else {
                self.check = check
            }
            self.definition = definition
            self.severity = severity
            self.context = context
            self.roles = configuration.style.roles(of: definition)
            self.scope = (check as? any StringCheck)?.scope ?? .all
        }

        /// True when the rule applies to a string with this role and no directive silences it.
        func applies(to role: ResolvedRole) -> Bool {
            if let roles, !roles.contains(role.role) { return false }
            return role.disabledRules.isEmpty || !role.disabledRules.contains(definition.id)
        }

        /// True when the rule applies to this role (directives aside).
        func applies(to role: Role) -> Bool {
            roles?.contains(role) ?? true
        }
    }

    /// The checks of each kind that apply to one role, in plan order. A class, so that a unit's session holds one
    /// reference to its checks instead of retaining and releasing seven arrays per unit.
    final class ForRole: Sendable {
        let stringChecks: [Planned<any StringCheck>]
        let translationChecks: [Planned<any TranslationCheck>]
        let unitChecks: [Planned<any UnitCheck>]
        /// The string and translation checks again, unretained, for the loops that call them once per string
        /// (`UnitSession`): the arrays above keep them alive, and reading an `Unmanaged` from an array costs no
        /// reference counting, where reading a class reference costs an atomic retain and release per call.
        let unretainedStringChecks: [Unmanaged<Planned<any StringCheck>>]
        let unretainedTranslationChecks: [Unmanaged<Planned<any TranslationCheck>>]
        let unretainedUnitChecks: [Unmanaged<Planned<any UnitCheck>>]
        /// `stringChecks[i].scope` for each i.
        let stringScopes: [StringScope]

        /// The same checks in arrays of this copy's own (see `ShardPlans`).
        func copied() -> ForRole {
            ForRole(stringChecks: stringChecks.map { $0 }, translationChecks: translationChecks.map { $0 }, unitChecks: unitChecks.map { $0 })
        }

        init(stringChecks: [Planned<any StringCheck>], translationChecks: [Planned<any TranslationCheck>], unitChecks: [Planned<any UnitCheck>]) {
            self.stringChecks = stringChecks
            self.translationChecks = translationChecks
            self.unitChecks = unitChecks
            self.unretainedStringChecks = stringChecks.map(Unmanaged.passUnretained)
            self.unretainedTranslationChecks = translationChecks.map(Unmanaged.passUnretained)
            self.unretainedUnitChecks = unitChecks.map(Unmanaged.passUnretained)
            self.stringScopes = stringChecks.map(\.scope)
        }
    }

    let stringChecks: [Planned<any StringCheck>]
    let translationChecks: [Planned<any TranslationCheck>]
    let unitChecks: [Planned<any UnitCheck>]
    /// The checks that apply to each role, worked out once: a unit asks for its role's list once, instead of
    /// every check hashing the role for every unit.
    private let byRole: [Role: ForRole]

    /// The checks that apply to a string with this role and no directive silences.
    func checks(for role: ResolvedRole) -> ForRole {
        let planned = byRole[role.role] ?? ForRole(stringChecks: [], translationChecks: [], unitChecks: [])
        guard !role.disabledRules.isEmpty else { return planned }
        return ForRole(
            stringChecks: planned.stringChecks.filter { $0.applies(to: role) },
            translationChecks: planned.translationChecks.filter { $0.applies(to: role) },
            unitChecks: planned.unitChecks.filter { $0.applies(to: role) }
        )
    }

    init(checks: [any Check], configuration: Configuration) {
        var stringChecks: [Planned<any StringCheck>] = []
        var translationChecks: [Planned<any TranslationCheck>] = []
        var unitChecks: [Planned<any UnitCheck>] = []
        for check in checks {
            guard let definition = RuleDefinitions.definition(check.id) else {
                preconditionFailure("check \(check.id) has no Rules/\(check.id).json")
            }
            guard let severity = configuration.severity(of: definition) else { continue }
            if let check = check as? any StringCheck {
                stringChecks.append(Planned(check: check, id: check.id, definition: definition, severity: severity, configuration: configuration))
            }
            if let check = check as? any TranslationCheck {
                translationChecks.append(Planned(check: check, id: check.id, definition: definition, severity: severity, configuration: configuration))
            }
            if let check = check as? any UnitCheck {
                unitChecks.append(Planned(check: check, id: check.id, definition: definition, severity: severity, configuration: configuration))
            }
        }
        self.stringChecks = stringChecks
        self.translationChecks = translationChecks
        self.unitChecks = unitChecks
        var byRole: [Role: ForRole] = [:]
        for role in Role.allCases {
            byRole[role] = ForRole(
                stringChecks: stringChecks.filter { $0.applies(to: role) },
                translationChecks: translationChecks.filter { $0.applies(to: role) },
                unitChecks: unitChecks.filter { $0.applies(to: role) }
            )
        }
        self.byRole = byRole
    }
}

// The check calls of the per-string loop. Inside these methods the planned check is a borrowed `self`, so its check
// and context are passed on without reference counting; kept out of line so that the borrow is not lost when
// the loop is optimised.
extension CheckPlan.Planned where Kind == any StringCheck {
    @inline(never)
    func hits(on string: AnalyzedString) -> [RuleHit] {
        check.check(string, context: context)
    }
}

extension CheckPlan.Planned where Kind == any UnitCheck {
    @inline(never)
    func hits(on unit: TranslationUnit) -> [RuleHit] {
        check.check(unit, context: context)
    }
}

extension CheckPlan.Planned where Kind == any TranslationCheck {
    @inline(never)
    func hits(on target: AnalyzedString, against source: AnalyzedString) -> [RuleHit] {
        check.check(target: target, source: source, context: context)
    }
}

/// Each role's checks for the units of one shard, audited on one thread.
///
/// The per-string loops read the plan's arrays for every string; arrays shared by every thread would have their
/// reference counts written from both cores, each write taking the cache line from the other (the cost is in
/// docs/performance.md). A shard's own copies keep those writes on one core. Roles are found by position, without hashing their raw values.
final class ShardPlans {
    private let plan: CheckPlan
    private var byRole: [CheckPlan.ForRole?]
    /// The same for the units audited for another platform than the configured one (see `TablePlatforms`).
    private let platformPlans: PlatformPlans?
    private var otherPlatforms: [String: (plan: CheckPlan, byRole: [CheckPlan.ForRole?])] = [:]

    init(plan: CheckPlan, platformPlans: PlatformPlans? = nil) {
        self.plan = plan
        self.platformPlans = platformPlans
        self.byRole = Array(repeating: nil, count: Role.allCases.count)
    }

    /// `CheckPlan.checks(for:)`, copied for this shard.
    func checks(for role: ResolvedRole) -> CheckPlan.ForRole {
        guard role.disabledRules.isEmpty else { return plan.checks(for: role) }
        let position = role.role.position
        if let known = byRole[position] { return known }
        let copied = plan.checks(for: role).copied()
        byRole[position] = copied
        return copied
    }

    /// `checks(for:)` for a unit audited for `platform` (nil: the configured one).
    func checks(for role: ResolvedRole, platform: String?) -> CheckPlan.ForRole {
        guard let platform, let platformPlans else { return checks(for: role) }
        var other = otherPlatforms[platform] ?? (platformPlans.plan(for: platform), Array(repeating: nil, count: Role.allCases.count))
        defer { otherPlatforms[platform] = other }
        guard role.disabledRules.isEmpty else { return other.plan.checks(for: role) }
        let position = role.role.position
        if let known = other.byRole[position] { return known }
        let copied = other.plan.checks(for: role).copied()
        other.byRole[position] = copied
        return copied
    }
}
