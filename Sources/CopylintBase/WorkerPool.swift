import Dispatch
import Foundation

/// Runs numbered pieces of work on a fixed number of threads and returns their results in number order.
///
/// Exists so that every parallel step of an audit (reading files, auditing shards of translation units) has
/// the same two guarantees: the result never depends on which thread finished first, and `jobs: 1` runs
/// everything on the calling thread, in order, which is the serial run that parallel output is tested against.
/// Work is handed out one index at a time from a shared counter, so a slow piece does not hold up the others.
public enum WorkerPool {
    /// The default number of threads: every core the process may use.
    public static var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// `body(0) … body(count - 1)` on up to `jobs` threads; the results in index order.
    public static func map<Result>(_ count: Int, jobs: Int, _ body: (Int) -> Result) -> [Result] {
        guard count > 0 else { return [] }
        let threads = min(max(1, jobs), count)
        if threads == 1 { return (0..<count).map(body) }
        let slots = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
        slots.initialize(repeating: nil)
        defer { slots.deinitialize().deallocate() }
        let counter = SharedCounter()
        // Each index is claimed by exactly one thread, so each slot is written once, by one thread.
        withoutActuallyEscaping(body) { body in
            let work = UncheckedWork(body: body, slots: slots)
            DispatchQueue.concurrentPerform(iterations: threads) { _ in
                while let index = counter.claim(below: count) {
                    work.slots[index] = work.body(index)
                }
            }
        }
        return slots.map { $0! }
    }

    /// `body(0) … body(count - 1)` on up to `jobs` threads, for work that keeps its own results.
    public static func forEach(_ count: Int, jobs: Int, _ body: (Int) -> Void) {
        _ = map(count, jobs: jobs) { body($0) }
    }
}

/// Hands out indices 0, 1, 2, … to whichever thread asks next.
private final class SharedCounter: @unchecked Sendable {
    private var next = 0
    private let lock = NSLock()

    func claim(below count: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }
}

/// The body and result slots shared by the pool's threads; safe because each slot has a single writer and the
/// caller reads them only after every thread has finished.
private struct UncheckedWork<Result>: @unchecked Sendable {
    let body: (Int) -> Result
    let slots: UnsafeMutableBufferPointer<Result?>
}
