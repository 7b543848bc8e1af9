#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The files of one table: everything that must be read before any of the table's keys can be audited (a
/// `.strings` table spans its `*.lproj` folders; a catalog or an XLIFF file is a group of its own).
public struct ReadGroup: Sendable, Hashable {
    /// The shared `ReadRequest.table` (`groupName(ofTable:)`: a `.stringsdict` table is read with its `.strings`
    /// sibling).
    public var table: String
    public var requests: [ReadRequest]
    /// The files' total size on disk, in bytes (0 for files that cannot be examined).
    public var bytes: Int

    public init(table: String, requests: [ReadRequest], bytes: Int) {
        self.table = table
        self.requests = requests
        self.bytes = bytes
    }
}

/// Splits the files of an audit into table groups, and the groups into batches that are read and audited one
/// after the other.
///
/// Exists so that an audit's memory grows with the largest table, not with the whole input: a batch holds whole
/// tables (so its translation units are complete) up to a byte limit, is read and audited on every core, and
/// is dropped before the next one is read.
public enum ReadGroups {
    /// The default byte limit of one batch (files are several times larger once parsed).
    public static let defaultBatchBytes = 8 * 1024 * 1024

    /// Groups requests by table, in the order each table first appears; requests keep their order. A
    /// `.stringsdict` table goes with the `.strings` table of its name (`Localizable.stringsdict` with
    /// `Localizable.strings`): the app reads them as one table, so each is audited knowing the other's keys.
    public static func group(_ requests: [ReadRequest]) -> [ReadGroup] {
        var groups: [ReadGroup] = []
        var slots: [String: Int] = [:]
        for request in requests {
            let size = fileSize(request.path)
            let name = groupName(ofTable: request.table)
            if let slot = slots[name] {
                groups[slot].requests.append(request)
                groups[slot].bytes += size
            } else {
                slots[name] = groups.count
                groups.append(ReadGroup(table: name, requests: [request], bytes: size))
            }
        }
        return groups
    }

    /// The group a table is read in: its own id, except that a `.stringsdict` table joins its `.strings` sibling.
    public static func groupName(ofTable table: String) -> String {
        table.hasSuffix(".stringsdict") ? String(table.dropLast(4)) : table
    }

    /// Consecutive runs of groups whose sizes add up to at most `maximumBytes` (a larger group is a batch of its
    /// own), so every group is in exactly one batch and the batches keep the groups' order.
    public static func batches(_ groups: [ReadGroup], maximumBytes: Int) -> [[ReadGroup]] {
        batches(groups) { _ in maximumBytes }
    }

    /// `batches(_:maximumBytes:)` for batches audited side by side on `jobs` threads: towards the end the batches
    /// grow smaller, each taking at most a `1 / (2 × jobs)` share of the bytes still to come (never less than
    /// `minimumBytes`), so that the threads finish close together instead of one auditing a whole last batch
    /// alone while the others wait (guided self-scheduling). Every group is still in exactly one batch, in order.
    public static func batches(_ groups: [ReadGroup], maximumBytes: Int, taperingFor jobs: Int, minimumBytes: Int = 1 << 20) -> [[ReadGroup]] {
        guard jobs > 1 else { return batches(groups, maximumBytes: maximumBytes) }
        return batches(groups) { remaining in min(maximumBytes, max(minimumBytes, remaining / (2 * jobs))) }
    }

    /// Consecutive runs of groups, each batch filled up to `byteLimit(bytes from its first group on)` bytes (a larger
    /// group is a batch of its own).
    private static func batches(_ groups: [ReadGroup], byteLimit: (_ remaining: Int) -> Int) -> [[ReadGroup]] {
        var remaining = groups.reduce(0) { $0 + $1.bytes }
        var batches: [[ReadGroup]] = []
        var current: [ReadGroup] = []
        var bytes = 0
        var limit = byteLimit(remaining)
        for group in groups {
            if !current.isEmpty, bytes + group.bytes > limit {
                batches.append(current)
                current = []
                bytes = 0
                limit = byteLimit(remaining)
            }
            current.append(group)
            bytes += group.bytes
            remaining -= group.bytes
        }
        if !current.isEmpty { batches.append(current) }
        return batches
    }

    private static func fileSize(_ path: String) -> Int {
        var info = stat()
        guard stat(path, &info) == 0 else { return 0 }
        return Int(info.st_size)
    }
}
