import CICU
import Foundation

/// The kinds of text boundaries ICU finds.
enum BreakKind: Sendable {
    case character, word, line, sentence

    var icuType: Int32 {
        switch self {
        case .character: CICU_BREAK_CHARACTER
        case .word: CICU_BREAK_WORD
        case .line: CICU_BREAK_LINE
        case .sentence: CICU_BREAK_SENTENCE
        }
    }
}

/// Hands out ICU break iterators to any thread. Opening one is expensive (rules and dictionaries load), and one
/// iterator must never be used by two threads at once, so the pool opens one template per kind and locale,
/// clones it when every iterator is busy, and keeps returned iterators for the next caller.
final class BreakIteratorPool: @unchecked Sendable {
    static let shared = BreakIteratorPool()

    private struct Key: Hashable {
        let kind: BreakKind
        let locale: String
    }

    /// One template per key (never given text, so cloning it from several threads is safe) and idle clones.
    private final class Slot {
        let template: OpaquePointer
        var idle: [OpaquePointer] = []

        init(template: OpaquePointer) {
            self.template = template
        }
    }

    /// Enough for every thread of a busy audit; iterators returned beyond this are closed.
    private static let maximumIdlePerSlot = 16

    private let lock = NSLock()
    private var slots: [Key: Slot] = [:]

    /// Runs `body` with an iterator of `kind` for the ICU locale ID `locale` that no other thread uses meanwhile.
    func withIterator<Result>(_ kind: BreakKind, locale: String, _ body: (OpaquePointer) -> Result) -> Result {
        let key = Key(kind: kind, locale: locale)
        let (slot, idle) = checkOut(key)
        let iterator = idle ?? clone(slot.template)
        defer { checkIn(iterator, to: slot) }
        return body(iterator)
    }

    private func checkOut(_ key: Key) -> (Slot, OpaquePointer?) {
        lock.lock()
        if let slot = slots[key] {
            let idle = slot.idle.popLast()
            lock.unlock()
            return (slot, idle)
        }
        lock.unlock()
        let template = Self.open(key)
        lock.lock()
        defer { lock.unlock() }
        if let winner = slots[key] {
            cicu_break_close(template)
            return (winner, winner.idle.popLast())
        }
        let slot = Slot(template: template)
        slots[key] = slot
        return (slot, nil)
    }

    private func checkIn(_ iterator: OpaquePointer, to slot: Slot) {
        lock.lock()
        if slot.idle.count < Self.maximumIdlePerSlot {
            slot.idle.append(iterator)
            lock.unlock()
        } else {
            lock.unlock()
            cicu_break_close(iterator)
        }
    }

    private func clone(_ template: OpaquePointer) -> OpaquePointer {
        guard let iterator = cicu_break_clone(template) else {
            preconditionFailure("ICU could not clone a break iterator (out of memory?)")
        }
        return iterator
    }

    /// Opens the locale's iterator, falling back to the root locale; without ICU's break data nothing in
    /// copylint can work, so its absence stops the program with a clear message.
    private static func open(_ key: Key) -> OpaquePointer {
        if let iterator = key.locale.withCString({ cicu_break_open(key.kind.icuType, $0) }) {
            return iterator
        }
        guard let iterator = cicu_break_open(key.kind.icuType, "") else {
            preconditionFailure("ICU break iterator data is missing (is libicudata installed?)")
        }
        return iterator
    }
}
