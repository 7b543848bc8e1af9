import CICU

/// Look-alike detection from Unicode's confusables data (UTS #39) through ICU's spoof checker: "Pаypal" with a
/// Cyrillic а and "Paypal" share one skeleton. Rules use it to tell a brand term disguised with foreign letters
/// from a real one, and mixed-script findings use it to suggest the word with the look-alikes replaced.
public enum Confusables {
    /// The UTS #39 skeleton of `text`: each character replaced by the prototype of its look-alike class. Two
    /// strings with the same skeleton can be mistaken for each other.
    public static func skeleton(_ text: String) -> String {
        guard let checker = checker.pointer else {
            return text
        }
        let units = Array(text.utf16)
        let skeleton = units.withUnsafeBufferPointer { source in
            ICUBuffer.string(initialCapacity: source.count * 2 + 8) { dest, capacity in
                cicu_spoof_skeleton(checker, source.baseAddress, Int32(source.count), dest, capacity)
            }
        }
        return skeleton ?? text
    }

    /// True when `first` and `second` look alike (same skeleton), for instance "Pаypal" (Cyrillic а) and "Paypal".
    public static func areConfusable(_ first: String, _ second: String) -> Bool {
        skeleton(first) == skeleton(second)
    }

    /// A letter of the script with ICU code `script` that looks like `scalar` (Latin "a" for Cyrillic "а"),
    /// preferring one of the same case; nil when the script has none.
    static func lookalike(of scalar: Unicode.Scalar, inScript script: Int32) -> Unicode.Scalar? {
        let index = lookalikeIndexes.value(for: script) { LookalikeIndex(script: script) }
        guard let candidates = index.lettersBySkeleton[skeleton(String(scalar))] else {
            return nil
        }
        let isUpper = scalar.properties.isUppercase
        return candidates.first { $0.properties.isUppercase == isUpper } ?? candidates.first
    }

    private static let checker = SpoofChecker()
    private static let lookalikeIndexes = LockedDictionary<Int32, LookalikeIndex>()
}

/// The opened ICU spoof checker; its skeleton function may be called from several threads at once.
private final class SpoofChecker: @unchecked Sendable {
    let pointer: OpaquePointer?

    init() {
        pointer = cicu_spoof_open()
    }

    deinit {
        if let pointer {
            cicu_spoof_close(pointer)
        }
    }
}

/// The letters of one script in the Basic Multilingual Plane grouped by skeleton, built once per script the
/// first time a mixed-script word in that script needs a suggestion.
private struct LookalikeIndex: Sendable {
    let lettersBySkeleton: [String: [Unicode.Scalar]]

    init(script: Int32) {
        var letters: [String: [Unicode.Scalar]] = [:]
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value), scalar.properties.isAlphabetic,
                  ScriptCodes.code(of: scalar) == script else {
                continue
            }
            letters[Confusables.skeleton(String(scalar)), default: []].append(scalar)
        }
        lettersBySkeleton = letters
    }
}
