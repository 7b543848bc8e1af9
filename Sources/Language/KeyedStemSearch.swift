import CopyText
import Foundation

/// Whether any of a list of keys (lowercase stems) occurs in the keys of a text's scalars, answered over the
/// scalars in place: a scalar can start a match only if it keys to a stem's first scalar, and the scalars that
/// do are listed once (ASCII ones in a bitmask; the others, the first scalars and every capital or titlecase
/// form that lowercases to them, in a short list behind a 64-bit filter). Where one does, the next scalar's key
/// must pass a 64-bit filter of the stems' second scalars before the stems are compared. A class, so that
/// asking it from the lookup retains one reference, not each of its arrays.
public final class KeyedStemSearch: Sendable {
    /// `WordPatterns.keyScalar`, answering from the property table for the scalars lowercasing leaves alone:
    /// the ones that are neither uppercase nor titlecase (`changesWhenLowercased` implies one of them), but for
    /// final sigma, which the key reads as sigma. (Inlinable: the forbidden-word check calls it on every scalar.)
    @inlinable @inline(__always)
    public static func keyScalar(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        if scalar.isASCII {
            return scalar.value &- 0x41 < 26 ? Unicode.Scalar(UInt8(truncatingIfNeeded: scalar.value + 32)) : scalar
        }
        if scalar != "\u{03C2}", ScalarClass.flags(scalar).isDisjoint(with: [.uppercase, .titlecase]) { return scalar }
        return WordPatterns.keyScalar(scalar)
    }

    /// The stems, one after another, and where each lies in `scalars`.
    private let scalars: [Unicode.Scalar]
    private let ranges: [Range<Int>]
    private let asciiLow: UInt64
    private let asciiHigh: UInt64
    private let otherFilter: UInt64
    private let otherLeads: [UInt32]
    /// Bit `value & 63` of each stem's second scalar (all bits when a stem has one scalar).
    private let secondFilter: UInt64
    /// Bit `byte & 63` of the first UTF-8 byte of each of `otherLeads`, for reading a text's bytes.
    private let otherLeadBytes: UInt64
    /// The first two UTF-8 bytes a match can start with, each ORed with 0x20 and repeated in all eight bytes of
    /// a chunk (at most four pairs; none when a stem has one scalar or there would be more): eight positions
    /// whose bytes and next bytes hold none of these pairs start no match.
    private let leadPairs: [(first: UInt64, second: UInt64)]

    init(stems: [[Unicode.Scalar]]) {
        let stems = stems.filter { !$0.isEmpty }
        scalars = stems.flatMap { $0 }
        var ranges: [Range<Int>] = []
        var start = 0
        for stem in stems {
            ranges.append(start..<start + stem.count)
            start += stem.count
        }
        self.ranges = ranges
        var low: UInt64 = 0
        var high: UInt64 = 0
        var filter: UInt64 = 0
        var others: [UInt32] = []
        var otherBytes: UInt64 = 0
        var seconds: UInt64 = 0
        for stem in stems {
            seconds |= stem.count > 1 ? 1 << UInt64(stem[1].value & 63) : ~0
            for form in Self.forms(keyingTo: stem[0]) {
                let value = form.value
                if value < 64 {
                    low |= 1 << UInt64(value)
                } else if value < 128 {
                    high |= 1 << UInt64(value - 64)
                } else if !others.contains(value) {
                    others.append(value)
                    filter |= 1 << UInt64(value & 63)
                    let leadByte = value < 0x800 ? 0xC0 | value >> 6 : value < 0x10000 ? 0xE0 | value >> 12 : 0xF0 | value >> 18
                    otherBytes |= 1 << UInt64(leadByte & 63)
                }
            }
        }
        asciiLow = low
        asciiHigh = high
        otherFilter = filter
        otherLeads = others
        otherLeadBytes = otherBytes
        secondFilter = seconds
        leadPairs = Self.leadPairs(stems)
    }

    /// `leadPairs` for the stems: each form of a stem's first scalar, then (when that form is ASCII) each form of
    /// its second scalar, as UTF-8.
    private static func leadPairs(_ stems: [[Unicode.Scalar]]) -> [(first: UInt64, second: UInt64)] {
        var pairs: [(first: UInt64, second: UInt64)] = []
        for stem in stems {
            guard stem.count > 1 else { return [] }
            for form in forms(keyingTo: stem[0]) {
                let bytes = Array(String(form).utf8)
                let seconds = bytes.count > 1 ? [bytes[1]] : forms(keyingTo: stem[1]).map { Array(String($0).utf8)[0] }
                for second in seconds {
                    let pair = (first: UInt64(bytes[0] | 0x20) &* 0x0101_0101_0101_0101,
                                second: UInt64(second | 0x20) &* 0x0101_0101_0101_0101)
                    if !pairs.contains(where: { $0 == pair }) { pairs.append(pair) }
                }
            }
        }
        return pairs.count <= 4 ? pairs : []
    }

    /// Every scalar whose key (`keyScalar`) is `key`: itself, its capital and
    /// titlecase forms, and the few capitals that lowercase to it beside them (Kelvin sign, Ångström sign, Ohm
    /// sign, capital theta symbol, dotted I, capital sharp s) and final sigma. The tests check the list against
    /// every scalar.
    static func forms(keyingTo key: Unicode.Scalar) -> [Unicode.Scalar] {
        var candidates: [Unicode.Scalar] = [key]
        candidates += key.properties.uppercaseMapping.unicodeScalars.prefix(1)
        candidates += key.properties.titlecaseMapping.unicodeScalars.prefix(1)
        candidates += ["\u{212A}", "\u{212B}", "\u{2126}", "\u{03F4}", "\u{0130}", "\u{1E9E}", "\u{03C2}"]
        var forms: [Unicode.Scalar] = []
        for candidate in candidates where Self.keyScalar(candidate) == key && !forms.contains(candidate) {
            forms.append(candidate)
        }
        return forms
    }

    /// Whether one of the stems occurs in `text.map(keyScalar)`.
    func occurs(inKeysOf text: [Unicode.Scalar]) -> Bool {
        guard !ranges.isEmpty else { return false }
        let low = asciiLow
        let high = asciiHigh
        let filter = otherFilter
        return text.withUnsafeBufferPointer { text in
            for index in text.indices {
                let value = text[index].value
                let mayStart = value < 64 ? low & (1 << UInt64(value)) != 0
                    : value < 128 ? high & (1 << UInt64(value &- 64)) != 0
                    : filter & (1 << UInt64(value & 63)) != 0 && otherLeads.contains(value)
                guard mayStart else { continue }
                if index + 1 < text.count {
                    let second = Self.keyScalar(text[index + 1]).value
                    guard secondFilter & (1 << UInt64(second & 63)) != 0 else { continue }
                }
                if matchesStem(at: index, in: text) { return true }
            }
            return false
        }
    }

    /// `occurs(inKeysOf: Array(text.unicodeScalars))`, read from the text's UTF-8 without building the scalar
    /// array: a byte that cannot begin a scalar that keys to a stem's first scalar (one mask test: an ASCII
    /// form, or the first byte of another form's UTF-8; never a continuation byte) is passed over undecoded.
    public func occurs(inKeysOfUTF8 text: String) -> Bool {
        guard !ranges.isEmpty else { return false }
        if let found = text.utf8.withContiguousStorageIfAvailable({ occurs(inKeysOfUTF8: $0) }) { return found }
        var contiguous = text
        return contiguous.withUTF8 { occurs(inKeysOfUTF8: $0) }
    }

    private func occurs(inKeysOfUTF8 text: UnsafeBufferPointer<UInt8>) -> Bool {
        let low = asciiLow
        let high = asciiHigh
        let leadBytes = otherLeadBytes
        let count = text.count
        let prefiltersChunks = !leadPairs.isEmpty
        var index = 0
        var chunkEnd = 0
        while index < count {
            if prefiltersChunks, index >= chunkEnd, index + 9 <= count, let base = text.baseAddress {
                guard mayStartInChunk(at: base + index) else {
                    index += 8
                    continue
                }
                chunkEnd = index + 8
            }
            let byte = text[index]
            let mask = byte < 0x40 ? low : byte < 0x80 ? high : byte < 0xC0 ? 0 : leadBytes
            guard mask & (1 << UInt64(byte & 63)) != 0 else {
                index += 1
                continue
            }
            let (value, length) = ScalarArray.scalarValue(at: index, in: text)
            let next = index + length
            if byte >= 0x80, otherFilter & (1 << UInt64(value & 63)) == 0 || !otherLeads.contains(value) {
                index = next
                continue
            }
            if next < count {
                let second = Self.keyScalar(Self.scalar(ScalarArray.scalarValue(at: next, in: text).value)).value
                guard secondFilter & (1 << UInt64(second & 63)) != 0 else {
                    index = next
                    continue
                }
            }
            if matchesStem(atByte: index, in: text) { return true }
            index = next
        }
        return false
    }

    /// Whether one of the eight positions at `start` may start a match, judged by its byte and the next.
    @inline(__always)
    private func mayStartInChunk(at start: UnsafePointer<UInt8>) -> Bool {
        let firsts = UnsafeRawPointer(start).loadUnaligned(as: UInt64.self) | 0x2020_2020_2020_2020
        let seconds = UnsafeRawPointer(start + 1).loadUnaligned(as: UInt64.self) | 0x2020_2020_2020_2020
        for pair in leadPairs where ByteChunks.bytes(below: 1, in: (firsts ^ pair.first) | (seconds ^ pair.second)) != 0 {
            return true
        }
        return false
    }

    /// `matchesStem(at:in:)` with the text's scalars decoded from its UTF-8, starting at byte offset `start`.
    private func matchesStem(atByte start: Int, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        scalars.withUnsafeBufferPointer { stems in
            for range in ranges {
                var position = start
                var offset = 0
                while offset < range.count, position < text.count {
                    let (value, length) = ScalarArray.scalarValue(at: position, in: text)
                    guard Self.keyScalar(Self.scalar(value)) == stems[range.lowerBound + offset] else { break }
                    position += length
                    offset += 1
                }
                if offset == range.count { return true }
            }
            return false
        }
    }

    /// The scalar of a value decoded from valid UTF-8 (never a surrogate, never past U+10FFFF).
    @inline(__always)
    private static func scalar(_ value: UInt32) -> Unicode.Scalar {
        Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    private func matchesStem(at index: Int, in text: UnsafeBufferPointer<Unicode.Scalar>) -> Bool {
        scalars.withUnsafeBufferPointer { stems in
            for range in ranges where index + range.count <= text.count {
                var offset = 0
                while offset < range.count,
                      Self.keyScalar(text[index + offset]) == stems[range.lowerBound + offset] {
                    offset += 1
                }
                if offset == range.count { return true }
            }
            return false
        }
    }
}
