/// The Unicode properties that rules test on nearly every character, looked up in a table.
///
/// Each `Unicode.Scalar.Properties` query searches the standard library's property tables; rules that ask
/// several of them for every scalar of a million strings spend more time there than in ICU. This answers the
/// same questions from a table built once per process for U+0000–U+30FF (the alphabets, the Indic and South-East
/// Asian scripts, punctuation, symbols and kana: 12,544 scalars, a few milliseconds) and a second one for the CJK
/// range up to U+9FFF, knows the Hangul syllables, and asks the standard library for the scalars beyond. Every
/// answer is exactly the standard library's.
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

    /// One past the last scalar in the table.
    private static let tableEnd: UInt32 = 0x3100

    private static let table: [UInt8] = (0..<tableEnd).map { value in
        Unicode.Scalar(UInt32(value)).map { compute($0).rawValue } ?? 0
    }

    /// The CJK range after it (Bopomofo to the end of the unified Han ideographs, U+3100–U+9FFF), in a second
    /// table built the first time a scalar of it is looked up: Chinese and Japanese text lives there.
    private static let cjkEnd: UInt32 = 0xA000
    private static let cjkTable: [UInt8] = (tableEnd..<cjkEnd).map { value in
        Unicode.Scalar(UInt32(value)).map { compute($0).rawValue } ?? 0
    }

    /// The properties of `scalar`.
    @inline(__always)
    public static func flags(_ scalar: Unicode.Scalar) -> Flags {
        let value = scalar.value
        if value < tableEnd { return Flags(rawValue: table[Int(value)]) }
        if value < cjkEnd { return Flags(rawValue: cjkTable[Int(value &- tableEnd)]) }
        // The Hangul syllables are letters and nothing else (tested for each of them).
        if value &- 0xAC00 <= 0xD7A3 - 0xAC00 { return .alphabetic }
        return compute(scalar)
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
