import Catalogs
import Foundation

/// The time each group of tables may spend being audited: the per-file time limit times the group's files.
///
/// Exists so that one pathological file cannot stop a run in the rules either: the time spent on each unit is
/// charged to its group (whatever thread audited it, so the total does not depend on scheduling), the engine
/// asks between checks whether the group is over, and once it is, the group's remaining units are skipped and
/// its findings dropped; the pipeline then reports each of its files as a `ReadError`.
final class AuditTimeLimits: @unchecked Sendable {
    private let groupOfTable: [String: Int]
    private let limits: [UInt64]
    private var spent: [UInt64]
    private var exhausted: [Bool]
    private let lock = NSLock()

    /// `groupOfTable` maps a table id to its group; `seconds[group]` is that group's allowance.
    init(groupOfTable: [String: Int], seconds: [Double]) {
        self.groupOfTable = groupOfTable
        self.limits = seconds.map { UInt64(min(max(0, $0), 1e9) * 1_000_000_000) }
        self.spent = Array(repeating: 0, count: seconds.count)
        self.exhausted = Array(repeating: false, count: seconds.count)
    }

    /// The group a table belongs to, looked up once per unit (the engine asks between every two checks, and
    /// hashing a table id, a file path, each time cost more than some checks); nil for a table with no time limit.
    func group(of table: String) -> Int? { groupOfTable[table] }

    /// The time (in nanoseconds) the group may still spend, 0 once it has run out. Asked once per unit: the
    /// engine then compares the unit's own time with it between checks, without a lock (time other threads
    /// charge meanwhile counts from the next unit on).
    func remaining(group: Int) -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        return exhausted[group] || spent[group] >= limits[group] ? 0 : limits[group] - spent[group]
    }

    /// Adds the unit's time since `start` to its group, marking the group exhausted when it is over.
    func charge(group: Int, since start: UInt64) {
        let elapsed = Deadline.now() &- start
        lock.lock()
        defer { lock.unlock() }
        spent[group] &+= elapsed
        if spent[group] > limits[group] { exhausted[group] = true }
    }

    /// The groups that ran out of time.
    var exhaustedGroups: Set<Int> {
        lock.lock()
        defer { lock.unlock() }
        return Set(exhausted.indices.filter { exhausted[$0] })
    }

    /// The tables of the groups that ran out of time.
    var exhaustedTables: Set<String> {
        let groups = exhaustedGroups
        guard !groups.isEmpty else { return [] }
        return Set(groupOfTable.filter { groups.contains($0.value) }.keys)
    }
}
