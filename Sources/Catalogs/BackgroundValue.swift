import Dispatch

/// A value being made on another thread while the caller goes on: the audit reads the next batch while it audits
/// this one, and finds the Swift code while it finds the string files.
///
/// `wait()` hands the value over once it is made. `@unchecked Sendable`: `value` is written once, by the making
/// thread, before `done` is left, and read only after waiting on `done`.
public final class BackgroundValue<Value>: @unchecked Sendable {
    private let done = DispatchGroup()
    private var value: Value?

    /// Starts `make` on a thread of the global queue.
    public init(_ make: @escaping @Sendable () -> Value) {
        done.enter()
        DispatchQueue.global().async {
            self.value = make()
            self.done.leave()
        }
    }

    /// True once the value is made.
    public var isFinished: Bool { done.wait(timeout: .now()) == .success }

    /// The value, once made (waits for it).
    public func wait() -> Value {
        done.wait()
        return value!
    }
}
