/// A set of lowercase ASCII words kept as 64-bit hashes, for telling cheaply that a word of a text is none of
/// them: the word's bytes are hashed as they are read, case-folded on the way, and no String is built.
///
/// A hit may be a collision, so a hit only says "maybe"; a miss is certain.
struct ASCIIWordHashes: Sendable {
    /// Open addressing with linear probing; 0 marks an empty slot (hashes are made odd, never 0).
    private let slots: [UInt64]
    private let mask: Int
    private let shift: UInt64

    /// The hash of no bytes; extend it with `adding(_:to:)`.
    static let emptyHash: UInt64 = 0xCBF2_9CE4_8422_2325

    /// The hash of `byte`, lowercased when it is an ASCII capital, appended to `hash` (FNV-1a).
    @inline(__always)
    static func adding(_ byte: UInt8, to hash: UInt64) -> UInt64 {
        adding(folded: byte &- 0x41 < 26 ? byte | 0x20 : byte, to: hash)
    }

    /// `adding(_:to:)` for a byte already lowercased.
    @inline(__always)
    static func adding(folded byte: UInt8, to hash: UInt64) -> UInt64 {
        (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }

    /// The case-folded hash of `bytes[range]`.
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64 {
        var hash = emptyHash
        for offset in range { hash = adding(bytes[offset], to: hash) }
        return hash
    }

    /// `words` must be lowercase ASCII (a word with a capital would never be found).
    init(_ words: some Collection<String>) {
        var bits = 4
        while 1 << bits < words.count * 4 { bits += 1 }
        var slots = [UInt64](repeating: 0, count: 1 << bits)
        mask = (1 << bits) - 1
        shift = UInt64(64 - bits)
        for word in words {
            let hash = word.utf8.reduce(Self.emptyHash) { Self.adding($1, to: $0) } | 1
            var slot = Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> shift)
            while slots[slot] != 0, slots[slot] != hash { slot = (slot + 1) & mask }
            slots[slot] = hash
        }
        self.slots = slots
    }

    /// The set's slots copied into memory of their own, for a prefilter that probes it for every word of every
    /// text and so should retain no array per text; the caller deallocates the copy.
    func makeProbe() -> Probe {
        let copy = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: slots.count)
        _ = copy.initialize(from: slots)
        return Probe(slots: UnsafeBufferPointer(copy), mask: mask, shift: shift)
    }

    /// `mayContain(_:)` over slots the owner keeps (see `makeProbe()`): a plain value, copied with no retain.
    struct Probe {
        let slots: UnsafeBufferPointer<UInt64>
        let mask: Int
        let shift: UInt64

        /// False when no word of the set has the hash `hash`.
        @inline(__always)
        func mayContain(_ hash: UInt64) -> Bool {
            ASCIIWordHashes.probe(hash, in: slots, mask: mask, shift: shift)
        }

        /// Frees the copied slots; the probe must not be used afterwards.
        func deallocate() { slots.deallocate() }
    }

    /// False when no word of the set has the hash `hash` (from `hash(_:_:)` or `adding(_:to:)`).
    @inline(__always)
    func mayContain(_ hash: UInt64) -> Bool {
        slots.withUnsafeBufferPointer { Self.probe(hash, in: $0, mask: mask, shift: shift) }
    }

    /// The open-addressing lookup behind both `mayContain`s: the set's slots and the probe's copy of them.
    @inline(__always)
    private static func probe(_ hash: UInt64, in slots: UnsafeBufferPointer<UInt64>, mask: Int, shift: UInt64) -> Bool {
        let hash = hash | 1
        var slot = Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> shift)
        while true {
            let stored = slots[slot]
            if stored == hash { return true }
            if stored == 0 { return false }
            slot = (slot + 1) & mask
        }
    }
}
