import CICU

/// The script sets the mixed-script test intersects, looked up in an index instead of asking ICU for every letter.
///
/// `MixedScript` intersects the augmented Script_Extensions of every letter of a text (and of each word of a text
/// that mixes scripts); asking ICU and building the set for every scalar is dear (docs/performance.md). The index holds
/// the answer for the alphabets, Indic and South-East Asian scripts, punctuation and kana (U+0000–U+30FF), the
/// unified Han ideographs (U+4E00–U+9FFF) and the Hangul syllables (U+AC00–U+D7AF), built from ICU once per
/// process; other scalars are computed as before. Every answer is ICU's.
enum ScriptSetIndex {
    /// The indexed ranges, in the order their entries are stored.
    private static let ranges: [Range<UInt32>] = [0..<0x3100, 0x4E00..<0xA000, 0xAC00..<0xD7B0]

    /// For each indexed scalar, the index of its set in `entries.sets`, plus `whitespaceFlag` for white space; few
    /// distinct sets serve them all.
    private static let entries: (indexes: [UInt16], sets: [ScriptSet]) = {
        var indexes: [UInt16] = []
        var sets: [ScriptSet] = []
        var known: [ScriptSet: UInt16] = [:]
        var lastIndex: UInt16?
        // The last non-ASCII scalar's Script_Extensions as ICU gave them: a scalar with the same ones has the
        // same set (the set is a function of them), and neighbours mostly do.
        var lastCodes = [Int32](repeating: 0, count: 16)
        var codes = [Int32](repeating: 0, count: 16)
        var lastCodeCount: Int32 = 0
        for range in ranges {
            for value in range {
                let scalar = Unicode.Scalar(value)
                var codeCount: Int32 = 0
                if let scalar, !scalar.isASCII {
                    codeCount = codes.withUnsafeMutableBufferPointer {
                        cicu_script_extensions(value, $0.baseAddress, Int32($0.count))
                    }
                    if codeCount < 1 || codeCount > Int32(codes.count) { codeCount = 0 }
                }
                let sameCodes = codeCount > 0 && codeCount == lastCodeCount
                    && (0..<Int(codeCount)).allSatisfy { codes[$0] == lastCodes[$0] }
                if codeCount > 0 {
                    swap(&codes, &lastCodes)
                }
                lastCodeCount = codeCount
                let index: UInt16
                if sameCodes, let last = lastIndex {
                    index = last
                } else {
                    let set = scalar.map(computedResolvingSet) ?? .all
                    // Neighbours mostly share their set: look at the last one before hashing.
                    if let last = lastIndex, sets[Int(last)] == set {
                        index = last
                    } else if let found = known[set] {
                        index = found
                    } else {
                        index = UInt16(sets.count)
                        known[set] = index
                        sets.append(set)
                    }
                }
                lastIndex = index
                let isWhitespace = scalar.map { ScalarClass.flags($0).contains(.whitespace) } ?? false
                indexes.append(isWhitespace ? index | UInt16(whitespaceFlag) : index)
            }
        }
        precondition(sets.count < whitespaceFlag, "too many script sets for the index's entries")
        return (indexes, sets)
    }()

    /// The bit of an index entry that marks white space (which ends a run of letters).
    static let whitespaceFlag = 0x8000

    /// Reads the index without copying it: `set(of:)` and `identifier(of:)` for a run of lookups.
    struct Lookup {
        fileprivate let indexes: UnsafeBufferPointer<UInt16>
        fileprivate let sets: UnsafeBufferPointer<ScriptSet>

        /// The same number for scalars with the same set; -1 for a scalar outside the index.
        @inline(__always)
        func identifier(of scalar: Unicode.Scalar) -> Int {
            let entry = self.entry(ofValue: scalar.value)
            return entry < 0 ? entry : entry & ~ScriptSetIndex.whitespaceFlag
        }

        /// The identifier of the scalar `value`, with `whitespaceFlag` added for white space; -1 outside the index.
        @inline(__always)
        func entry(ofValue value: UInt32) -> Int {
            if value < 0x3100 { return Int(indexes[Int(value)]) }
            if value &- 0x4E00 < 0x5200 { return Int(indexes[0x3100 + Int(value &- 0x4E00)]) }
            if value &- 0xAC00 < 0x2BB0 { return Int(indexes[0x3100 + 0x5200 + Int(value &- 0xAC00)]) }
            return -1
        }

        /// The set for an identifier `identifier(of: scalar)` gave.
        @inline(__always)
        func set(_ identifier: Int, of scalar: Unicode.Scalar) -> ScriptSet {
            identifier >= 0 ? sets[identifier] : computedResolvingSet(of: scalar)
        }

        /// The set for a indexed identifier (not -1).
        @inline(__always)
        func indexedSet(_ identifier: Int) -> ScriptSet {
            sets[identifier]
        }
    }

    /// Runs `body` with a lookup into the index.
    static func withLookup<Result>(_ body: (Lookup) -> Result) -> Result {
        let entries = self.entries
        return entries.indexes.withUnsafeBufferPointer { indexes in
            entries.sets.withUnsafeBufferPointer { sets in body(Lookup(indexes: indexes, sets: sets)) }
        }
    }

    /// The set a scalar narrows a text's resolved scripts to: its augmented Script_Extensions, or every script
    /// when it goes with any (Common and Inherited characters).
    static func resolvingSet(of scalar: Unicode.Scalar) -> ScriptSet {
        withLookup { $0.set($0.identifier(of: scalar), of: scalar) }
    }

    /// `resolvingSet` from ICU, for every scalar (what the index holds).
    static func computedResolvingSet(of scalar: Unicode.Scalar) -> ScriptSet {
        let scripts = MixedScript.augmentedExtensions(of: scalar)
        if scripts.contains(ScriptCodes.common) || scripts.contains(ScriptCodes.inherited) {
            return .all
        }
        return scripts
    }
}
