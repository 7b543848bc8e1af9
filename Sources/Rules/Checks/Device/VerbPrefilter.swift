/// A byte scan that tells, before any word segmentation, whether a text can hold a device verb at all: most
/// strings have no "tap", "click", "touch" or "press" in them, and a million-string audit should not segment
/// them for nothing.
enum VerbPrefilter {
    /// The lowercase ASCII stems every reported word or phrase contains ("long press" contains "press").
    static let stems = ["tap", "click", "touch", "press"]

    /// The stems packed as `window` packs bytes, the last byte lowest (`packed`; literals, so that reading them
    /// runs no initializer).
    static let tap: UInt64 = 0x74_61_70
    static let click: UInt64 = 0x63_6C_69_63_6B
    static let touch: UInt64 = 0x74_6F_75_63_68
    static let press: UInt64 = 0x70_72_65_73_73

    static func packed(_ stem: String) -> UInt64 {
        stem.utf8.reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// True when the text, ASCII capitals lowercased, holds one of `stems`: the last five bytes read are kept
    /// in one word (no stem has a zero byte, so the zeros before the text's start match none).
    static func mayContainDeviceVerb(_ text: String) -> Bool {
        let (tap, click, touch, press) = (Self.tap, Self.click, Self.touch, Self.press)
        var window: UInt64 = 0
        for byte in text.utf8 {
            let lowered = byte &- 0x41 < 26 ? byte | 0x20 : byte
            window = (window << 8 | UInt64(lowered)) & 0xFF_FFFF_FFFF
            if window & 0xFF_FFFF == tap || window == click || window == touch || window == press { return true }
        }
        return false
    }
}
