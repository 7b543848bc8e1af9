import Catalogs
import Dispatch
import Foundation

extension AuditPipeline {
    /// Audits several batches at once, one per thread, each read and audited serially, and hands their outcomes
    /// to `each` on the calling thread in batch order.
    ///
    /// Why: a batch audited on every core waits at each of its joins (reading, building units, auditing) for
    /// the slowest thread, and its threads write the reference counts of the same shared objects (what that
    /// cost on the benchmark is in docs/performance.md). Batches side by side share nothing but the rules. Memory stays bounded: a thread does not start a batch more than
    /// `jobs` ahead of the one the caller is waiting for. The outcomes, and so the report, are the same as a
    /// serial run's: each batch is audited exactly as `jobs: 1` audits it, and they are taken in order.
    func auditSideBySide(_ batches: [[ReadGroup]], each: (BatchOutcome) -> Void) {
        var oneThread = self
        oneThread.jobs = 1
        oneThread.auditor.jobs = 1
        let serial = oneThread
        let queue = BatchQueue(count: batches.count, ahead: jobs)
        let workers = DispatchGroup()
        for _ in 0..<jobs {
            DispatchQueue.global().async(group: workers) {
                while let number = queue.claim() {
                    queue.deliver(serial.audit(batches[number], read: serial.read(batches[number])), number: number)
                }
            }
        }
        for number in batches.indices {
            each(queue.take(number))
        }
        workers.wait()
    }
}

/// The batches of a side-by-side audit: which one a thread takes next, and the outcomes waiting for the caller.
private final class BatchQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private let count: Int
    /// How many batches past the one the caller waits for a thread may start.
    private let ahead: Int
    private var next = 0
    private var taken = 0
    /// Written by the thread that audited the batch, emptied by the caller; guarded by `condition`.
    private var outcomes: [BatchOutcome?]

    init(count: Int, ahead: Int) {
        self.count = count
        self.ahead = ahead
        self.outcomes = Array(repeating: nil, count: count)
    }

    /// The next batch to audit, once it is no more than `ahead` past the caller; nil when every batch is claimed.
    func claim() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while next < count, next >= taken + ahead { condition.wait() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }

    func deliver(_ outcome: BatchOutcome, number: Int) {
        condition.lock()
        outcomes[number] = outcome
        condition.broadcast()
        condition.unlock()
    }

    /// Batch `number`'s outcome, waiting for it if need be.
    func take(_ number: Int) -> BatchOutcome {
        condition.lock()
        defer { condition.unlock() }
        while outcomes[number] == nil { condition.wait() }
        let outcome = outcomes[number]!
        outcomes[number] = nil
        taken = number + 1
        condition.broadcast()
        return outcome
    }
}
