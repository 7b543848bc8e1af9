import CopylintBase

/// Reads many files on every core. Results come back in the order of the requests, so the output of an audit
/// does not depend on which thread finished first.
///
/// This reads everything at once and keeps it; an audit of a large project goes through `ReadGroups` and the
/// Rules target's `AuditPipeline` instead, which read and audit one group of tables at a time.
public enum ParallelReading {
    /// Reads every request with the default time limit per file, on every core.
    public static func read(_ requests: [ReadRequest]) -> (files: [StringFile], errors: [ReadError]) {
        read(requests, jobs: WorkerPool.defaultJobs, timeLimit: ReadLimits.defaultTimeLimit)
    }

    /// Reads every request on up to `jobs` threads; a file taking longer than `timeLimit` seconds (nil: no
    /// limit) becomes a `ReadError`.
    public static func read(
        _ requests: [ReadRequest], jobs: Int, timeLimit: Double?
    ) -> (files: [StringFile], errors: [ReadError]) {
        let results = WorkerPool.map(requests.count, jobs: jobs) { index in
            CatalogReader.read(requests[index], timeLimit: timeLimit)
        }
        var files: [StringFile] = []
        var errors: [ReadError] = []
        for result in results {
            switch result {
            case .success(let file): files.append(file)
            case .failure(let error): errors.append(error)
            }
        }
        return (files, errors)
    }
}
