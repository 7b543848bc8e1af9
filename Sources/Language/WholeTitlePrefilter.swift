import Foundation

/// Whether a trimmed title may equal (as Swift compares strings: canonically) one of a set of words, and the
/// bound on its length that a match obeys. An ASCII title is its own normal form, so it equals a word exactly
/// when it has the word's bytes, as long as no word is canonically equal to ASCII text without being ASCII.
public struct WholeTitlePrefilter: Sendable {
    public let isEmpty: Bool
    /// Canonically equivalent strings share their NFD, no scalar decomposes into more than four, and
    /// decomposing never shortens a string: a match has at most four times as many scalars as the longest word.
    public let scalarLimit: Int
    private let asciiWords: [[UInt8]]
    private let asciiDecides: Bool

    init(_ words: Set<String>) {
        isEmpty = words.isEmpty
        scalarLimit = 4 * (words.map { $0.unicodeScalars.count }.max() ?? 0)
        asciiWords = words.filter { $0.utf8.allSatisfy { $0 < 0x80 } }.sorted().map { Array($0.utf8) }
        // A non-ASCII word whose canonical decomposition is ASCII (the Kelvin sign decomposes to K) could equal
        // an ASCII title.
        asciiDecides = words.allSatisfy { word in
            word.utf8.allSatisfy { $0 < 0x80 } || !word.decomposedStringWithCanonicalMapping.utf8.allSatisfy { $0 < 0x80 }
        }
    }

    /// False when `title` cannot equal any of the words.
    public func mayEqual(_ title: String) -> Bool {
        guard asciiDecides else { return true }
        let decided: Bool? = title.utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return asciiWords.contains { $0.elementsEqual(bytes) }
        } ?? nil
        return decided ?? true
    }
}
