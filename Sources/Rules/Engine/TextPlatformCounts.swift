import Language

/// How many of a table's source strings use words only one platform's interface uses ("menu bar", "trackpad"
/// on a Mac; "Home Screen", "tap" on an iPhone): the weakest evidence of the platform a table is shown on.
///
/// Why: a Mac app whose catalogs come without their code or storyboards (an exported catalog, a repository
/// that keeps its strings apart) would otherwise be audited as iOS and told to write "tap" for every "click".
/// Its strings say where they are shown. Words are matched case-insensitively, whole, in ASCII, in the first
/// `sampleSize` source strings of each file of the table (in file order, so the answer is the same every run):
/// the platform shows in a sample, and the engine reads these strings before it audits any on more cores.
struct TextPlatformCounts: Sendable, Hashable {
    /// Strings that use a Mac-only word.
    var macOS = 0
    /// Strings that use a touch-only word.
    var iOS = 0
    /// Strings read.
    var read = 0

    static let sampleSize = 500

    /// Whether `sampleSize` strings are read.
    var isFull: Bool { read >= Self.sampleSize }

    /// Counts one source string.
    mutating func count(_ text: String) {
        guard !isFull else { return }
        read += 1
        var text = text
        let (mac, touch) = text.withUTF8 { Self.vocabulary.scan($0) }
        if mac { macOS += 1 }
        if touch { iOS += 1 }
    }

    /// Adds another file's counts of the same table.
    mutating func add(_ other: TextPlatformCounts) {
        macOS += other.macOS
        iOS += other.iOS
        read += other.read
    }

    /// The evidence: a platform whose words appear in at least `minimumStrings` strings and in at least twice as
    /// many strings as the other platform's words.
    var evidence: PlatformEvidence? {
        if macOS >= Self.minimumStrings, macOS >= 2 * iOS {
            return PlatformEvidence(platform: "macos", source: .catalogText, count: macOS)
        }
        if iOS >= Self.minimumStrings, iOS >= 2 * macOS {
            return PlatformEvidence(platform: "ios", source: .catalogText, count: iOS)
        }
        return nil
    }

    static let minimumStrings = 3
    private static let vocabulary = PlatformVocabulary(CopyWords.english.deviceVerbs.platformWords)
}

/// The platform words as bytes, grouped by their first letter, for one pass over a string.
private struct PlatformVocabulary: Sendable {
    private struct Phrase: Sendable {
        var bytes: [UInt8]
        var isMac: Bool
    }

    /// Phrases by their first byte (lowercase ASCII letters only).
    private var byFirstByte: [[Phrase]] = Array(repeating: [], count: 128)

    init(_ words: CopyWords.PlatformWords) {
        for (list, isMac) in [(words.macos, true), (words.ios, false)] {
            for word in list {
                let bytes = Array(word.utf8)
                guard let first = bytes.first, first < 128 else { continue }
                byFirstByte[Int(first)].append(Phrase(bytes: bytes, isMac: isMac))
            }
        }
    }

    /// Whether `text` holds a Mac word and a touch word.
    func scan(_ text: UnsafeBufferPointer<UInt8>) -> (mac: Bool, touch: Bool) {
        var mac = false
        var touch = false
        var index = 0
        let count = text.count
        while index < count {
            let byte = Self.lowered(text[index])
            let startsWord = index == 0 || !Self.isWordByte(text[index - 1])
            if startsWord, byte < 128 {
                for phrase in byFirstByte[Int(byte)] where (phrase.isMac ? !mac : !touch) && matches(phrase.bytes, text, at: index) {
                    if phrase.isMac { mac = true } else { touch = true }
                }
                if mac, touch { break }
            }
            index += 1
        }
        return (mac, touch)
    }

    private func matches(_ phrase: [UInt8], _ text: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        let end = start + phrase.count
        guard end <= text.count else { return false }
        for offset in 0..<phrase.count where Self.lowered(text[start + offset]) != phrase[offset] { return false }
        return end == text.count || !Self.isWordByte(text[end])
    }

    private static func lowered(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    /// Letters, digits and any byte of a non-ASCII character (so "tap" in "tapé" is no match).
    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}
