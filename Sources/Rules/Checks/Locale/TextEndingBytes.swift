import CopyText
import Language

/// The terminal mark a string ends with, read backwards from the end of its UTF-8 bytes: what
/// `end-punctuation-mismatch` needs to see that a translation ends as its source does, without decoding the whole
/// string. It answers as `TextEnding` does, or not at all.
struct TextEndingBytes {
    /// `TextEnding.mark`: the mark the text ends with, nil when it ends with none.
    let mark: LocaleProfile.TerminalMark?
    /// The index in the profile's `terminalForms` of the written form found (the text of `TextEnding.markRange`).
    let formIndex: Int?

    /// The ending of `text` against `profile`'s `terminalForms`, or nil when only `TextEnding` can read it: a `>`
    /// among the closers (it may end a tag), or a percent sign in a text whose last character before the closers
    /// may end a format specifier (a placeholder may end the text). Otherwise no placeholder ends the text, and
    /// the mark is `TextEnding`'s.
    static func read(_ text: String, profile: LocaleProfile) -> TextEndingBytes? {
        if let reading = text.utf8.withContiguousStorageIfAvailable({ read($0, profile: profile) }) { return reading }
        var contiguous = text
        return contiguous.withUTF8 { read($0, profile: profile) }
    }

    static func read(_ bytes: UnsafeBufferPointer<UInt8>, profile: LocaleProfile) -> TextEndingBytes? {
        // TextEnding's steps, on byte offsets: back over trailing decoration, then over closers and decoration
        // (one loop: the second step skips what the first does). White space is decoration.
        var index = bytes.count
        while index > 0 {
            let (scalar, start) = scalar(before: index, in: bytes)
            if TextEnding.isTrailingDecoration(scalar) || TextEnding.isCloser(scalar) {
                index = start
            } else if scalar == ">" {
                return nil
            } else {
                break
            }
        }
        guard index > 0 else { return TextEndingBytes(mark: nil, formIndex: nil) }
        // A well-formed specifier ends with its ASCII conversion character (a letter, `@` or `%`), a
        // substitution's `@`, or `arg`'s `g`; without a percent sign the text has none.
        let lastByte = bytes[index - 1]
        if (lastByte | 0x20) &- 0x61 < 26 || lastByte == 0x40 || lastByte == 0x25,
           FormatSpecifierParser.containsPercentSign(bytes) {
            return nil
        }
        let (last, _) = scalar(before: index, in: bytes)
        guard profile.terminalFormLastScalars.contains(last) else { return TextEndingBytes(mark: nil, formIndex: nil) }
        let end = index
        return profile.terminalForms.withUnsafeBufferPointer { entries in
            for offset in entries.indices where entries[offset].form.last == last {
                if ends(with: entries[offset].form, at: end, in: bytes) {
                    return TextEndingBytes(mark: entries[offset].mark, formIndex: offset)
                }
            }
            return TextEndingBytes(mark: nil, formIndex: nil)
        }
    }

    /// Whether the scalars of `form` end at byte offset `end`.
    private static func ends(with form: [Unicode.Scalar], at end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = end
        for expected in form.reversed() {
            guard index > 0 else { return false }
            let (scalar, start) = scalar(before: index, in: bytes)
            guard scalar == expected else { return false }
            index = start
        }
        return true
    }

    /// The scalar whose UTF-8 ends at byte offset `end` (valid UTF-8, `end > 0`) and the offset where it starts.
    @inline(__always)
    static func scalar(before end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (Unicode.Scalar, Int) {
        var start = end - 1
        while bytes[start] & 0xC0 == 0x80 { start -= 1 }
        // Valid UTF-8 never decodes to a surrogate or past U+10FFFF.
        let value = ScalarArray.scalarValue(at: start, in: bytes).value
        return (Unicode.Scalar(value) ?? "\u{FFFD}", start)
    }
}
