#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The per-file time limit, as a point on the monotonic clock after which work on one file gives up.
///
/// Exists so that one pathological file cannot stop a run: readers poll `Deadline.currentHasPassed()` in their
/// main loops (every few thousand steps, so the check costs nothing measurable) and the audit polls between
/// translation units and checks. Readers find the deadline of the file they are reading in `Deadline.current`,
/// bound by `CatalogReader.read(_:timeLimit:)` for the duration of one read, so no parser signature carries it.
/// A file that runs out of time becomes a `ReadError` whose message is `Deadline.message(seconds:)`.
public struct Deadline: Sendable, Hashable {
    /// The limit this deadline was made from, in seconds (for the message).
    public let seconds: Double
    /// The monotonic clock reading, in nanoseconds, at which the deadline passes.
    public let end: UInt64

    /// A deadline `seconds` after `start` (a `Deadline.now()` reading; the present by default).
    public init(seconds: Double, from start: UInt64 = Deadline.now()) {
        self.seconds = seconds
        let span = seconds.isFinite ? max(0, seconds) * 1_000_000_000 : Double(UInt64.max / 2)
        self.end = start &+ UInt64(min(span, Double(UInt64.max / 2)))
    }

    /// True once the monotonic clock has reached the deadline.
    public var hasPassed: Bool { Deadline.now() >= end }

    /// The message of the `ReadError` for a file that ran out of time.
    public var message: String { Deadline.message(seconds: seconds) }

    /// "took longer than 30 s; skipped" (whole seconds without a decimal point).
    public static func message(seconds: Double) -> String {
        let shown = seconds == seconds.rounded() && seconds < 1e15 ? String(Int(seconds)) : String(seconds)
        return "took longer than \(shown) s; skipped"
    }

    /// The monotonic clock, in nanoseconds.
    public static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }

    /// The deadline of the file being read on this thread, if any.
    @TaskLocal public static var current: Deadline?

    /// True when the deadline bound to this thread has passed. Parsers call it every few thousand steps.
    public static func currentHasPassed() -> Bool {
        current?.hasPassed ?? false
    }
}
