/// A word whose letters come from scripts that are not used together, as when a Cyrillic "а" hides in the Latin
/// word "Pаypal": the text looks right but search, spell checking and VoiceOver treat it as a different word.
public struct MixedScriptWord: Sendable, Hashable {
    public let text: String
    /// Scalar offsets of the word in the checked string.
    public let scalarRange: Range<Int>
    /// The ISO 15924 codes of the word's scripts, the one with the most letters (the word's own) first.
    public let scripts: [String]
    /// Scalar offsets, in the checked string, of the letters that are not in the word's main script.
    public let outlierScalarOffsets: [Int]
    /// The word with each outlier replaced by its look-alike in the main script ("Pаypal" → "Paypal"); nil when
    /// some outlier has no look-alike there.
    public let suggestion: String?

    public init(text: String, scalarRange: Range<Int>, scripts: [String], outlierScalarOffsets: [Int],
                suggestion: String?) {
        self.text = text
        self.scalarRange = scalarRange
        self.scripts = scripts
        self.outlierScalarOffsets = outlierScalarOffsets
        self.suggestion = suggestion
    }
}

/// Finds words that mix scripts, following the "single script" test of UTS #39 (Unicode security mechanisms):
/// a word is mixed when no one script covers all its characters. Characters every script shares (ASCII digits,
/// punctuation, combining marks) go with any script, and Han counts as Japanese (with kana) and Korean (with Hangul) and goes with Bopomofo, so
/// Japanese and Korean words are never mixed.
public enum MixedScript {
    /// The words (ICU word segments) of `text` whose letters mix scripts, in order.
    public static func mixedScriptWords(in text: String, locale: String) -> [MixedScriptWord] {
        mixedScriptWords(in: text) { TextBreaks.words(in: text, locale: locale) }
    }

    /// The same, with the word segments of `text` supplied by the caller (a string's shared analysis), asked for
    /// only when the text as a whole mixes scripts.
    public static func mixedScriptWords(in text: String, words: () -> [TextSegment]) -> [MixedScriptWord] {
        if isSingleScript(text) {
            return []
        }
        return words().compactMap { segment in
            guard segment.isWord, resolvedScripts(of: segment.text.unicodeScalars).isEmpty else {
                return nil
            }
            return describe(segment)
        }
    }

    /// True when one script covers every letter of `text` (or it has none): then no word of it, nor of the text
    /// with some characters blanked out, mixes scripts.
    public static func isSingleScript(_ text: String) -> Bool {
        isASCII(text) || !resolvedScripts(of: text.unicodeScalars).isEmpty
    }

    /// False when no word of `text` can mix scripts, nor of the text with some characters blanked out: one
    /// script covers every letter of each run between white space. A word segment never joins letters across
    /// white space, so it lies within one run (or holds only white space and marks that go with any script).
    /// Most texts that mix scripts only place words of two scripts side by side ("Синхронизация с iCloud").
    public static func mayHoldMixedWord(_ text: String) -> Bool {
        let found = text.utf8.withContiguousStorageIfAvailable { bytes in
            ScriptSetIndex.withLookup { mayHoldMixedWord(utf8: bytes, lookup: $0) }
        }
        if let found { return found }
        var text = text
        return text.withUTF8 { bytes in
            ScriptSetIndex.withLookup { mayHoldMixedWord(utf8: bytes, lookup: $0) }
        }
    }

    /// `mayHoldMixedWord` over the text's (valid) UTF-8.
    public static func mayHoldMixedWord(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        ScriptSetIndex.withLookup { mayHoldMixedWord(utf8: bytes, lookup: $0) }
    }

    /// `mayHoldMixedWord` over the text's (valid) UTF-8, decoding the scalars in place.
    private static func mayHoldMixedWord(utf8 bytes: UnsafeBufferPointer<UInt8>, lookup: ScriptSetIndex.Lookup) -> Bool {
        let latin = lookup.identifier(of: "a")
        let whitespaceFlag = ScriptSetIndex.whitespaceFlag
        var resolved = ScriptSet.all
        // The set last intersected in this run: intersecting it again changes nothing.
        var lastIdentifier = Int.min
        var index = 0
        let count = bytes.count
        guard let base = bytes.baseAddress else { return false }
        while index < count {
            // Eight ASCII bytes at once: white space ends the run, letters are Latin, nothing else counts.
            if index + 8 <= count {
                let chunk = ByteChunks.load(base, at: index)
                if ByteChunks.isASCII(chunk) {
                    index += 8
                    let spaces = asciiWhitespaceLanes(chunk)
                    let letters = asciiLetterLanes(chunk)
                    guard letters != 0 || spaces != 0 else { continue }
                    // Letters before the first white space join the current run.
                    let beforeSpace = spaces == 0 ? letters : letters & ((spaces & (~spaces &+ 1)) &- 1)
                    if beforeSpace != 0, lastIdentifier != latin {
                        resolved.formIntersection(lookup.indexedSet(latin))
                        lastIdentifier = latin
                        if resolved.isEmpty { return true }
                    }
                    guard spaces != 0 else { continue }
                    // Runs inside the chunk hold ASCII only; the last one is Latin when it has a letter.
                    let lastSpaceBit = 63 - spaces.leadingZeroBitCount
                    let afterSpace = lastSpaceBit == 63 ? 0 : letters & ~((UInt64(1) << (lastSpaceBit + 1)) &- 1)
                    if afterSpace != 0 {
                        resolved = lookup.indexedSet(latin)
                        lastIdentifier = latin
                    } else {
                        resolved = .all
                        lastIdentifier = Int.min
                    }
                    continue
                }
            }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                if lead == 0x20 || lead &- 0x09 < 5 {
                    resolved = .all
                    lastIdentifier = Int.min
                } else if (lead | 0x20) &- 0x61 < 26, lastIdentifier != latin {
                    resolved.formIntersection(lookup.indexedSet(latin))
                    lastIdentifier = latin
                    if resolved.isEmpty { return true }
                }
                continue
            }
            let (value, length) = ScalarArray.scalarValue(at: index, in: bytes)
            index += length
            let entry = lookup.entry(ofValue: value)
            if entry >= 0 {
                if entry & whitespaceFlag != 0 {
                    resolved = .all
                    lastIdentifier = Int.min
                    continue
                }
                if entry != lastIdentifier {
                    resolved.formIntersection(lookup.indexedSet(entry))
                    lastIdentifier = entry
                    if resolved.isEmpty { return true }
                }
                // The non-ASCII scalars that follow with the same set change nothing: stepped over together.
                while index < count, bytes[index] >= 0x80 {
                    let (nextValue, nextLength) = ScalarArray.scalarValue(at: index, in: bytes)
                    guard lookup.entry(ofValue: nextValue) == entry else { break }
                    index += nextLength
                }
                continue
            } else {
                // Beyond the lookup: valid UTF-8 always decodes to a scalar.
                let scalar = Unicode.Scalar(value)!
                if ScalarClass.flags(scalar).contains(.whitespace) {
                    resolved = .all
                    lastIdentifier = Int.min
                    continue
                }
                resolved.formIntersection(lookup.set(entry, of: scalar))
                lastIdentifier = entry
            }
            if resolved.isEmpty { return true }
        }
        return false
    }

    /// The ASCII letters of an all-ASCII `chunk`, as the high bits of their bytes (exact per byte: no sum carries
    /// out of a byte).
    @inline(__always)
    static func asciiLetterLanes(_ chunk: UInt64) -> UInt64 {
        let folded = chunk | 0x2020_2020_2020_2020
        let atLeastA = folded &+ 0x1F1F_1F1F_1F1F_1F1F
        let pastZ = folded &+ 0x0505_0505_0505_0505
        return atLeastA & ~pastZ & ByteChunks.highBits
    }

    /// The ASCII white space (tab to carriage return, and the space) of an all-ASCII `chunk`, as high bits.
    @inline(__always)
    static func asciiWhitespaceLanes(_ chunk: UInt64) -> UInt64 {
        let atLeastTab = chunk &+ 0x7777_7777_7777_7777
        let pastReturn = chunk &+ 0x7272_7272_7272_7272
        return (atLeastTab & ~pastReturn & ByteChunks.highBits) | ByteChunks.lanes(of: 0x20, in: chunk)
    }

    /// The scripts that cover every character of `scalars` (UTS #39 resolved script set); empty when the
    /// characters mix scripts.
    static func resolvedScripts(of scalars: String.UnicodeScalarView) -> ScriptSet {
        ScriptSetIndex.withLookup { lookup in
            var resolved = ScriptSet.all
            var sawASCIILetter = false
            for scalar in scalars {
                // ASCII letters are alphabetic (Latin), nothing else in ASCII is: the Latin set is applied once,
                // at the end (intersection does not depend on the order).
                if scalar.isASCII {
                    sawASCIILetter = sawASCIILetter || (scalar.value | 0x20) &- 0x61 < 26
                    continue
                }
                // Common and Inherited characters give every script, which leaves the set as it is.
                resolved.formIntersection(lookup.set(lookup.identifier(of: scalar), of: scalar))
                if resolved.isEmpty {
                    return resolved
                }
            }
            if sawASCIILetter {
                resolved.formIntersection(lookup.set(lookup.identifier(of: "a"), of: "a"))
            }
            return resolved
        }
    }

    /// True when every UTF-8 byte of `text` is ASCII.
    static func isASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return true }
            // Eight bytes at a time, then the rest.
            var combined: UInt64 = 0
            var offset = 0
            while offset + 8 <= bytes.count {
                combined |= UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
                offset += 8
            }
            while offset < bytes.count {
                combined |= UInt64(bytes[offset])
                offset += 1
            }
            return combined & 0x8080_8080_8080_8080 == 0
        }
    }

    /// A scalar's Script_Extensions plus the writing systems that combine scripts: Han and kana are both
    /// Japanese, Han and Hangul both Korean, Han and Bopomofo both "Han with Bopomofo".
    static func augmentedExtensions(of scalar: Unicode.Scalar) -> ScriptSet {
        if scalar.isASCII {
            var latin = ScriptSet()
            latin.insert(ScriptCodes.latin)
            return latin
        }
        var scripts = ScriptCodes.extensions(of: scalar)
        if scripts.contains(ScriptCodes.han) {
            scripts.insert(ScriptCodes.japanese)
            scripts.insert(ScriptCodes.korean)
            scripts.insert(ScriptCodes.hanWithBopomofo)
        }
        if scripts.contains(ScriptCodes.hiragana) || scripts.contains(ScriptCodes.katakana) {
            scripts.insert(ScriptCodes.japanese)
        }
        if scripts.contains(ScriptCodes.hangul) {
            scripts.insert(ScriptCodes.korean)
        }
        if scripts.contains(ScriptCodes.bopomofo) {
            scripts.insert(ScriptCodes.hanWithBopomofo)
        }
        return scripts
    }

    /// The script a scalar counts for when naming a word's scripts: its Script property, or for a character
    /// shared by a few scripts (Arabic-Indic digits, kana marks) the first of them; nil when it goes with any.
    private static func countedScript(of scalar: Unicode.Scalar) -> Int32? {
        let extensions = augmentedExtensions(of: scalar)
        if extensions.contains(ScriptCodes.common) || extensions.contains(ScriptCodes.inherited) {
            return nil
        }
        let script = ScriptCodes.code(of: scalar)
        if script != ScriptCodes.common && script != ScriptCodes.inherited {
            return script
        }
        return extensions.codes.first
    }

    private static func describe(_ segment: TextSegment) -> MixedScriptWord {
        let scalars = Array(segment.text.unicodeScalars)
        let counted = scalars.map(countedScript(of:))
        var counts: [Int32: Int] = [:]
        var firstSeen: [Int32] = []
        for code in counted.compactMap({ $0 }) {
            if counts[code] == nil {
                firstSeen.append(code)
            }
            counts[code, default: 0] += 1
        }
        // Most letters first; among equals, the script seen first.
        let ordered = firstSeen.enumerated()
            .sorted { (counts[$0.element]!, -$0.offset) > (counts[$1.element]!, -$1.offset) }
            .map(\.element)
        let main = ordered.first ?? ScriptCodes.common
        var outliers: [Int] = []
        var replaced = String.UnicodeScalarView()
        var everyOutlierHasLookalike = true
        for (index, scalar) in scalars.enumerated() {
            guard counted[index] != nil, !augmentedExtensions(of: scalar).contains(main) else {
                replaced.append(scalar)
                continue
            }
            outliers.append(segment.scalarRange.lowerBound + index)
            if let lookalike = Confusables.lookalike(of: scalar, inScript: main) {
                replaced.append(lookalike)
            } else {
                everyOutlierHasLookalike = false
            }
        }
        return MixedScriptWord(text: segment.text, scalarRange: segment.scalarRange,
                               scripts: ordered.map(ScriptCodes.name(of:)), outlierScalarOffsets: outliers,
                               suggestion: everyOutlierHasLookalike ? String(replaced) : nil)
    }
}
