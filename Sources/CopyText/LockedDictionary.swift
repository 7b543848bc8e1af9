import Foundation

/// A dictionary that several threads can read and fill at once: the per-locale caches of ICU objects live in
/// these, because the audit runs on several threads and opening an ICU object is far dearer than a lock.
public final class LockedDictionary<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Key: Value] = [:]

    public init() {}

    /// The value stored for `key`, made by `make` on first use. `make` runs outside the lock so a slow ICU open
    /// never blocks other keys; when two threads race on one key, the first stored value wins for both.
    public func value(for key: Key, orMake make: () -> Value) -> Value {
        lock.lock()
        if let cached = storage[key] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let made = make()
        lock.lock()
        defer { lock.unlock() }
        if let winner = storage[key] {
            return winner
        }
        storage[key] = made
        return made
    }
}
