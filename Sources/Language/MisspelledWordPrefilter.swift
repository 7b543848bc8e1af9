import CopyText
import Foundation

/// Whether a text may hold, as one of ICU's words, one of a set of ASCII spellings that start with a letter or
/// digit ("Okay", "O.K."), decided over the text's UTF-8. Unicode's word-break rules never break inside a run
/// of ASCII letters and digits: so such a word starts only where its first byte follows no ASCII letter or
/// digit, and it starts with the whole run there. An ASCII spelling is its own canonical decomposition, so the
/// word can equal it only if the run is the spelling, or a beginning of it that the next byte continues (a
/// non-ASCII byte continues it when the spelling goes on with K, ; or `, which have one-scalar canonical
/// equivalents: the Kelvin sign is K). Where that holds, the prefilter says "may" and the caller asks ICU.
/// A class, so that asking it from the lookup retains one reference, not each of its arrays.
public final class MisspelledWordPrefilter: Sendable {
    /// False when a spelling is not ASCII or starts with neither letter nor digit, or with K: then every text
    /// may hold one.
    private let decidesByBytes: Bool
    private let spellings: [[UInt8]]
    private let firstLow: UInt64
    private let firstHigh: UInt64
    /// Each spelling's first two bytes ORed with 0x20 (lowercase for a letter), each repeated in all eight
    /// bytes of a word: a position can start a spelling only if its byte and the next, ORed with 0x20, are one
    /// of these pairs, or (`nonASCIIMayContinue`) its byte is a first one and the next is not ASCII.
    private let foldedPairs: [(first: UInt64, second: UInt64)]
    /// A spelling goes on with K, ; or ` after its first byte (which a non-ASCII scalar may stand for).
    private let nonASCIIMayContinue: Bool
    /// The `first` of every pair when they all share it (the spellings of OK all start with O or o), else 0.
    private let sharedFirst: UInt64

    public init(_ spellings: Set<String>) {
        let bytes = spellings.sorted().map { Array($0.utf8) }
        self.spellings = bytes
        var low: UInt64 = 0
        var high: UInt64 = 0
        var pairs: [(first: UInt64, second: UInt64)] = []
        var nonASCII = false
        var decides = true
        for spelling in bytes {
            guard spelling.count >= 2, spelling.allSatisfy({ $0 < 0x80 }), Self.isAlphanumeric(spelling[0]),
                  spelling[0] != UInt8(ascii: "K") else {
                decides = false
                continue
            }
            let first = spelling[0]
            if first < 64 { low |= 1 << UInt64(first) } else { high |= 1 << UInt64(first - 64) }
            let pair = (first: UInt64(first | 0x20) &* 0x0101_0101_0101_0101, second: UInt64(spelling[1] | 0x20) &* 0x0101_0101_0101_0101)
            if !pairs.contains(where: { $0 == pair }) { pairs.append(pair) }
            nonASCII = nonASCII || [UInt8(ascii: "K"), UInt8(ascii: ";"), UInt8(ascii: "`")].contains(spelling[1])
        }
        decidesByBytes = decides
        firstLow = low
        firstHigh = high
        foldedPairs = pairs
        nonASCIIMayContinue = nonASCII
        sharedFirst = pairs.allSatisfy { $0.first == pairs.first?.first } ? pairs.first?.first ?? 0 : 0
    }

    /// False when none of the spellings can be one of ICU's words in `text`.
    public func mayHoldWord(in text: String) -> Bool {
        guard !spellings.isEmpty else { return false }
        guard decidesByBytes else { return true }
        // Read in place (no copy of the string, so no retain) when the storage is contiguous, as it mostly is.
        if let found = text.utf8.withContiguousStorageIfAvailable({ mayHoldWord(inUTF8: $0) }) { return found }
        var contiguous = text
        return contiguous.withUTF8 { mayHoldWord(inUTF8: $0) }
    }

    private func mayHoldWord(inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let count = bytes.count
        var index = 0
        var chunkEnd = 0
        while index < count {
            if index >= chunkEnd, index + 9 <= count {
                guard mayStartInChunk(at: base + index) else {
                    index += 8
                    continue
                }
                chunkEnd = index + 8
            }
            let byte = base[index]
            let mask = byte < 64 ? firstLow : byte < 128 ? firstHigh : 0
            guard mask & (1 << UInt64(byte & 63)) != 0, index == 0 || !Self.isAlphanumeric(base[index - 1]) else {
                index += 1
                continue
            }
            var end = index + 1
            while end < count, Self.isAlphanumeric(base[end]) { end += 1 }
            let run = UnsafeBufferPointer(start: base + index, count: end - index)
            let next: UInt8? = end < count ? base[end] : nil
            if spellings.contains(where: { Self.mayBe($0, run: run, next: next) }) { return true }
            index = end
        }
        return false
    }

    /// Whether one of the eight bytes at `start` may start a spelling, judged by it and the byte after it.
    @inline(__always)
    private func mayStartInChunk(at start: UnsafePointer<UInt8>) -> Bool {
        let firsts = UnsafeRawPointer(start).loadUnaligned(as: UInt64.self) | 0x2020_2020_2020_2020
        if sharedFirst != 0, Self.zeroBytes(firsts ^ sharedFirst) == 0 { return false }
        let raw = UnsafeRawPointer(start + 1).loadUnaligned(as: UInt64.self)
        let seconds = raw | 0x2020_2020_2020_2020
        for pair in foldedPairs {
            let firstZeros = Self.zeroBytes(firsts ^ pair.first)
            guard firstZeros != 0 else { continue }
            if Self.zeroBytes((firsts ^ pair.first) | (seconds ^ pair.second)) != 0 { return true }
            if nonASCIIMayContinue, firstZeros & raw != 0 { return true }
        }
        return false
    }

    /// The high bit of each zero byte of `chunk` set (and perhaps of a byte above one), the others clear.
    @inline(__always)
    private static func zeroBytes(_ chunk: UInt64) -> UInt64 {
        ByteChunks.bytes(below: 1, in: chunk)
    }

    /// Whether a word that starts with `run`, followed by the byte `next`, may be `spelling`.
    private static func mayBe(_ spelling: [UInt8], run: UnsafeBufferPointer<UInt8>, next: UInt8?) -> Bool {
        guard spelling.count >= run.count, spelling.prefix(run.count).elementsEqual(run) else { return false }
        guard spelling.count > run.count else { return true }
        guard let next else { return false }
        let following = spelling[run.count]
        return next == following || (next >= 0x80 && (following == UInt8(ascii: "K") || following == UInt8(ascii: ";")
            || following == UInt8(ascii: "`")))
    }

    @inline(__always)
    static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
    }
}
