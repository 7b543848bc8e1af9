import CICU

/// The NFC quick check of UAX #15 ("Detecting Normalization Forms") over a text's UTF-8, with no ICU call and no
/// UTF-16 copy: a text is in NFC when every scalar's NFC_Quick_Check is Yes and the canonical combining classes
/// of each run of marks never decrease. When the check says so, ICU's `isNormalized` says so as well; otherwise
/// (a scalar that is No or Maybe, marks out of order, a scalar outside the lookups) only ICU can tell.
///
/// The properties come from ICU once per process, for the scripts of the corpora: U+0000–U+33FF (alphabets,
/// Indic and South-East Asian scripts, punctuation, kana), U+F900–U+FFFF (compatibility ideographs,
/// presentation forms, full-width forms) and U+1F000–U+1FAFF (emoji). The CJK ideographs U+3400–U+9FFF and the
/// Hangul syllables U+AC00–U+D7A3 are all Yes with combining class 0 (a unit test checks every one with ICU).
enum NFCQuickCheck {
    /// The looked-up ranges, in the order their entries are stored.
    static let lookupRanges: [Range<UInt32>] = [0..<0x3400, 0xF900..<0x1_0000, 0x1_F000..<0x1_FB00]

    /// The ranges whose scalars are all NFC_Quick_Check Yes with combining class 0, not looked-up.
    static let stableRanges: [Range<UInt32>] = [0x3400..<0xA000, 0xAC00..<0xD7A4]

    /// The entry of a scalar that is not NFC_Quick_Check Yes.
    static let notYes: UInt8 = 0xFF

    /// For each looked-up scalar, its canonical combining class when its NFC_Quick_Check is Yes, else `notYes`.
    private static let lookup: [UInt8] = {
        var lookup: [UInt8] = []
        for range in lookupRanges {
            let start = lookup.count
            lookup += repeatElement(0, count: range.count)
            lookup.withUnsafeMutableBufferPointer { buffer in
                cicu_nfc_quick_check_classes(Int32(range.lowerBound), Int32(range.count), buffer.baseAddress! + start)
            }
        }
        return lookup
    }()

    /// True when the quick check proves the (valid) UTF-8 `bytes` to be in NFC; false when it cannot.
    static func isNFC(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        return lookup.withUnsafeBufferPointer { lookup in
            let count = bytes.count
            var index = 0
            var lastClass: UInt8 = 0
            while index < count {
                // Eight ASCII bytes at a time: ASCII is Yes with combining class 0.
                if index + 8 <= count,
                    UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                    lastClass = 0
                    continue
                }
                var lead = base[index]
                if lead < 0x80 {
                    index += 1
                    lastClass = 0
                    continue
                }
                // A run of non-ASCII scalars, read one after another without looking for ASCII chunks.
                repeat {
                    let combiningClass: UInt8
                    if lead < 0xE0 {
                        // Two bytes: U+0080–U+07FF, all in the lookup's first range.
                        combiningClass = lookup[Int(lead & 0x1F) << 6 | Int(base[index + 1] & 0x3F)]
                        index += 2
                    } else if lead &- 0xE4 < 6 {
                        // U+4000–U+9FFF: CJK ideographs, Yes with combining class 0.
                        combiningClass = 0
                        index += 3
                    } else {
                        let (value, length) = ScalarArray.scalarValue(at: index, in: bytes)
                        index += length
                        combiningClass = entry(of: value, lookup)
                    }
                    if combiningClass == notYes || (combiningClass != 0 && lastClass > combiningClass) { return false }
                    lastClass = combiningClass
                    guard index < count else { break }
                    lead = base[index]
                } while lead >= 0x80
            }
            return true
        }
    }

    /// The lookup's entry for the scalar `value`; 0 in the stable ranges, `notYes` elsewhere (undecided).
    @inline(__always)
    private static func entry(of value: UInt32, _ lookup: UnsafeBufferPointer<UInt8>) -> UInt8 {
        if value < 0x3400 { return lookup[Int(value)] }
        if value < 0xA000 || value &- 0xAC00 < 0xD7A4 - 0xAC00 { return 0 }
        if value &- 0xF900 < 0x1_0000 - 0xF900 { return lookup[0x3400 + Int(value &- 0xF900)] }
        if value &- 0x1_F000 < 0xB00 { return lookup[0x3400 + 0x700 + Int(value &- 0x1_F000)] }
        return notYes
    }

    /// The entry `isNFC(utf8:)` reads for a scalar (for tests).
    static func entry(of scalar: Unicode.Scalar) -> UInt8 {
        lookup.withUnsafeBufferPointer { entry(of: scalar.value, $0) }
    }

    /// ICU's NFC_Quick_Check (Yes) and canonical combining class of a scalar, as the lookup holds them (for tests).
    static func computedEntry(of scalar: Unicode.Scalar) -> UInt8 {
        var entry: UInt8 = 0
        cicu_nfc_quick_check_classes(Int32(scalar.value), 1, &entry)
        return entry
    }
}
