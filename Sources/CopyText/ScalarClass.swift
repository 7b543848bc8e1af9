/// The Unicode properties that rules test on nearly every character, looked up in a lookup.
///
/// Each `Unicode.Scalar.Properties` query searches the standard library's property lookups; rules that ask
/// several of them for every scalar of a million strings spend more time there than in ICU. This answers the
/// same questions from a lookup built once per process for U+0000–U+30FF (the alphabets, the Indic and South-East
/// Asian scripts, punctuation, symbols and kana: 12,544 scalars, built quickly) and a small second one for the
/// CJK symbols up to U+33FF, knows the Han ideographs and the Hangul syllables, and asks the standard library for
/// the scalars beyond. Every answer is exactly the standard library's.
public enum ScalarClass {
    /// Properties of one scalar, one bit each.
    public struct Flags: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// `properties.isAlphabetic`
        public static let alphabetic = Flags(rawValue: 1 << 0)
        /// `properties.numericType != nil`
        public static let numeric = Flags(rawValue: 1 << 1)
        /// `properties.generalCategory == .nonspacingMark`
        public static let nonspacingMark = Flags(rawValue: 1 << 2)
        /// `properties.isWhitespace`
        public static let whitespace = Flags(rawValue: 1 << 3)
        /// `properties.generalCategory == .spaceSeparator`
        public static let spaceSeparator = Flags(rawValue: 1 << 4)
        /// `properties.isUppercase`
        public static let uppercase = Flags(rawValue: 1 << 5)
        /// `properties.isCased`
        public static let cased = Flags(rawValue: 1 << 6)
        /// `properties.generalCategory == .titlecaseLetter`
        public static let titlecase = Flags(rawValue: 1 << 7)
    }

    /// One past the last scalar in the lookup.
    private static let lookupEnd: UInt32 = 0x3100

    private static let lookup: [UInt8] = (0..<lookupEnd).map { value in
        Unicode.Scalar(UInt32(value)).map { compute($0).rawValue } ?? 0
    }

    /// The CJK symbols after it (Bopomofo to CJK Compatibility, U+3100–U+33FF), in a second lookup.
    private static let cjkSymbolsEnd: UInt32 = 0x3400
    private static let cjkSymbolsLookup: [UInt8] = (lookupEnd..<cjkSymbolsEnd).map { value in
        Unicode.Scalar(UInt32(value)).map { compute($0).rawValue } ?? 0
    }

    /// The Han ideographs of U+3400–U+4DBF and U+4E00–U+9FFF with a numeric value (一, 三, 万, 零 …): the others
    /// are letters and nothing else (both tested for every scalar of the ranges). Sorted.
    private static let numericIdeographs: [UInt32] = [
        0x3405, 0x3483, 0x382A, 0x3B4D, 0x4E00, 0x4E03, 0x4E07, 0x4E09, 0x4E24, 0x4E5D, 0x4E8C, 0x4E94, 0x4E96, 0x4EAC,
        0x4EBF, 0x4EC0, 0x4EDF, 0x4EE8, 0x4F0D, 0x4F70, 0x4FE9, 0x5006, 0x5104, 0x5146, 0x5169, 0x516B, 0x516D, 0x5341,
        0x5343, 0x5344, 0x5345, 0x534C, 0x53C1, 0x53C2, 0x53C3, 0x53C4, 0x56DB, 0x58F1, 0x58F9, 0x5E7A, 0x5EFE, 0x5EFF,
        0x5F0C, 0x5F0D, 0x5F0E, 0x5F10, 0x62D0, 0x62FE, 0x634C, 0x67D2, 0x6D1E, 0x6F06, 0x7396, 0x767E, 0x7695, 0x79ED,
        0x8086, 0x842C, 0x8CAE, 0x8CB3, 0x8D30, 0x920E, 0x94A9, 0x9621, 0x9646, 0x964C, 0x9678, 0x96F6,
    ]

    /// The properties of `scalar`.
    @inline(__always)
    public static func flags(_ scalar: Unicode.Scalar) -> Flags {
        let value = scalar.value
        if value < lookupEnd { return Flags(rawValue: lookup[Int(value)]) }
        if value < cjkSymbolsEnd { return Flags(rawValue: cjkSymbolsLookup[Int(value &- lookupEnd)]) }
        if value &- 0x4E00 <= 0x9FFF - 0x4E00 || value <= 0x4DBF { return ideographFlags(value) }
        // The Hangul syllables are letters and nothing else (tested for each of them).
        if value &- 0xAC00 <= 0xD7A3 - 0xAC00 { return .alphabetic }
        return compute(scalar)
    }

    private static func ideographFlags(_ value: UInt32) -> Flags {
        var low = 0
        var high = numericIdeographs.count
        while low < high {
            let middle = (low + high) / 2
            if numericIdeographs[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < numericIdeographs.count && numericIdeographs[low] == value ? [.alphabetic, .numeric] : .alphabetic
    }

    /// True when `scalar` has any of `flags`.
    @inline(__always)
    public static func isAny(_ scalar: Unicode.Scalar, _ flags: Flags) -> Bool {
        !self.flags(scalar).isDisjoint(with: flags)
    }

    private static func compute(_ scalar: Unicode.Scalar) -> Flags {
        let properties = scalar.properties
        var flags: Flags = []
        if properties.isAlphabetic { flags.insert(.alphabetic) }
        if properties.numericType != nil { flags.insert(.numeric) }
        switch properties.generalCategory {
        case .nonspacingMark: flags.insert(.nonspacingMark)
        case .spaceSeparator: flags.insert(.spaceSeparator)
        case .titlecaseLetter: flags.insert(.titlecase)
        default: break
        }
        if properties.isWhitespace { flags.insert(.whitespace) }
        if properties.isUppercase { flags.insert(.uppercase) }
        if properties.isCased { flags.insert(.cased) }
        return flags
    }
}
