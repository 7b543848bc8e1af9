import CICU

/// Unicode Normalization Form C checks and conversion through ICU. Apple's text system and fonts expect
/// precomposed text ("é" as one scalar, not "e" plus a combining accent); the `not-nfc` rule reports strings
/// that are not in NFC and suggests the composed form.
public enum Normalization {
    /// True when `text` is in NFC.
    public static func isNFC(_ text: String) -> Bool {
        if isBelowCombiningMarks(text) {
            return true
        }
        let units = Array(text.utf16)
        let result = units.withUnsafeBufferPointer {
            cicu_is_normalized(CICU_NORMALIZATION_NFC, $0.baseAddress, Int32($0.count))
        }
        return result != 0
    }

    /// `text` in NFC ("e\u{301}" → "é").
    public static func nfc(_ text: String) -> String {
        if isBelowCombiningMarks(text) {
            return text
        }
        let units = Array(text.utf16)
        let normalized = units.withUnsafeBufferPointer { source in
            ICUBuffer.string(initialCapacity: source.count + 8) { dest, capacity in
                cicu_normalize(CICU_NORMALIZATION_NFC, source.baseAddress, Int32(source.count), dest, capacity)
            }
        }
        return normalized ?? text
    }

    /// Text whose scalars all lie below U+0300 (ASCII, Latin-1, Latin Extended) is always in NFC: the first
    /// combining marks and NFC exclusions come after. Every UTF-8 byte below 0xCC means exactly that, and most
    /// strings pass this test without leaving Swift.
    private static func isBelowCombiningMarks(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for byte in bytes where byte >= 0xCC { return false }
            return true
        }
    }
}
