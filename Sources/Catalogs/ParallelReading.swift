import Dispatch
import Foundation

/// Reads many files on every core. Results come back in the order of the requests, so the output of an audit
/// does not depend on which thread finished first.
public enum ParallelReading {
    public static func read(_ requests: [ReadRequest]) -> (files: [StringFile], errors: [ReadError]) {
        let slots = ResultSlots(count: requests.count)
        DispatchQueue.concurrentPerform(iterations: requests.count) { index in
            slots.store(index, CatalogReader.read(requests[index]))
        }
        var files: [StringFile] = []
        var errors: [ReadError] = []
        for result in slots.results {
            switch result {
            case .success(let file): files.append(file)
            case .failure(let error): errors.append(error)
            case nil: break
            }
        }
        return (files, errors)
    }
}

/// One slot per request, each written by exactly one iteration.
private final class ResultSlots: @unchecked Sendable {
    private var storage: [Result<StringFile, ReadError>?]
    private let lock = NSLock()

    init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    func store(_ index: Int, _ result: Result<StringFile, ReadError>) {
        lock.lock()
        storage[index] = result
        lock.unlock()
    }

    var results: [Result<StringFile, ReadError>?] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
