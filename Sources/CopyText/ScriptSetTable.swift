/// The script sets the mixed-script test intersects, looked up in tables instead of asking ICU for every letter.
///
/// `MixedScript` intersects the augmented Script_Extensions of every letter of a text (and of each word of a text
/// that mixes scripts); asking ICU and building the set costs a few hundred instructions a scalar. The tables hold
/// the answer for the alphabets, Indic and South-East Asian scripts, punctuation and kana (U+0000–U+30FF), the
/// unified Han ideographs (U+4E00–U+9FFF) and the Hangul syllables (U+AC00–U+D7AF), each built from ICU the first
/// time a scalar of its range is looked up; other scalars are computed as before. Every answer is ICU's.
enum ScriptSetTable {
    /// One range of scalars: an index per scalar into the distinct sets the range uses.
    private struct Segment {
        let start: UInt32
        let end: UInt32
        let indexes: [UInt16]
        let sets: [ScriptSet]

        init(_ range: Range<UInt32>) {
            start = range.lowerBound
            end = range.upperBound
            var sets: [ScriptSet] = []
            var known: [ScriptSet: UInt16] = [:]
            indexes = range.map { value in
                let set = Unicode.Scalar(value).map(ScriptSetTable.computedResolvingSet) ?? .all
                // Neighbours mostly share their set: look at the last one before hashing.
                if let last = sets.last, last == set { return UInt16(sets.count - 1) }
                if let index = known[set] { return index }
                let index = UInt16(sets.count)
                known[set] = index
                sets.append(set)
                return index
            }
            self.sets = sets
        }

        @inline(__always)
        func set(_ value: UInt32) -> ScriptSet { sets[Int(indexes[Int(value &- start)])] }
    }

    private static let low = Segment(0..<0x3100)
    private static let han = Segment(0x4E00..<0xA000)
    private static let hangul = Segment(0xAC00..<0xD7B0)

    /// The set a scalar narrows a text's resolved scripts to: its augmented Script_Extensions, or every script
    /// when it goes with any (Common and Inherited characters).
    @inline(__always)
    static func resolvingSet(of scalar: Unicode.Scalar) -> ScriptSet {
        let value = scalar.value
        if value < 0x3100 { return low.set(value) }
        if value &- 0x4E00 < 0xA000 - 0x4E00 { return han.set(value) }
        if value &- 0xAC00 < 0xD7B0 - 0xAC00 { return hangul.set(value) }
        return computedResolvingSet(of: scalar)
    }

    /// `resolvingSet` from ICU, for every scalar (what the tables hold).
    static func computedResolvingSet(of scalar: Unicode.Scalar) -> ScriptSet {
        let scripts = MixedScript.augmentedExtensions(of: scalar)
        if scripts.contains(ScriptTable.common) || scripts.contains(ScriptTable.inherited) {
            return .all
        }
        return scripts
    }
}
