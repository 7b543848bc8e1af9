import CICU

/// Unicode Normalization Form C checks and conversion through ICU. Apple's text system and fonts expect
/// precomposed text ("é" as one scalar, not "e" plus a combining accent); the `not-nfc` rule reports strings
/// that are not in NFC and suggests the composed form.
public enum Normalization {
    /// True when `text` is in NFC.
    ///
    /// The quick check of UAX #15 over the UTF-8 (`NFCQuickCheck`) proves most texts to be in NFC without ICU;
    /// ICU decides the rest.
    public static func isNFC(_ text: String) -> Bool {
        if passesQuickCheck(text) {
            return true
        }
        return icuIsNFC(text)
    }

    /// True when the NFC quick check proves the (valid) UTF-8 `bytes` to be in NFC (then `isNFC` is true);
    /// false when only ICU can tell (`icuIsNFC`).
    public static func passesQuickCheck(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        NFCQuickCheck.isNFC(utf8: bytes)
    }

    /// ICU's answer for `text`, with no quick check first.
    public static func icuIsNFC(_ text: String) -> Bool {
        withUTF16(of: text) { units in
            cicu_is_normalized(CICU_NORMALIZATION_NFC, units.baseAddress, Int32(units.count)) != 0
        }
    }

    /// `text` in NFC ("e\u{301}" → "é").
    public static func nfc(_ text: String) -> String {
        if passesQuickCheck(text) {
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

    private static func passesQuickCheck(_ text: String) -> Bool {
        // A native string's bytes are read in place, without a copy of the string to make them contiguous.
        if let passes = text.utf8.withContiguousStorageIfAvailable({ NFCQuickCheck.isNFC(utf8: $0) }) { return passes }
        var text = text
        return text.withUTF8 { NFCQuickCheck.isNFC(utf8: $0) }
    }

    /// Calls `body` with the UTF-16 of `text`, transcoded from its UTF-8 into a temporary buffer.
    private static func withUTF16<Result>(of text: String, _ body: (UnsafeBufferPointer<UInt16>) -> Result) -> Result {
        var text = text
        return text.withUTF8 { bytes in
            // A scalar never takes more UTF-16 units than UTF-8 bytes.
            withUnsafeTemporaryAllocation(of: UInt16.self, capacity: max(bytes.count, 1)) { units in
                let count = ScalarArray.transcodeToUTF16(bytes, into: units)
                return body(UnsafeBufferPointer(rebasing: units[..<count]))
            }
        }
    }
}
