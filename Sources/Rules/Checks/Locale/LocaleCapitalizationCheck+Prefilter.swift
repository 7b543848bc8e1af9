import CopyText

/// The byte-level tests `locale-capitalization` runs on every translation before it segments any words: most
/// translations are settled here, reading the text's UTF-8 once, with no scalar array, no profile and no ICU.
extension LocaleCapitalizationCheck {
    /// Whether `locale`'s language subtag is English (`AnalyzedString.language(of:) == "en"`), from its first
    /// bytes: `en`, `EN-GB`, `en_AU`. Only a tag that starts that way is read by the exact rule.
    static func isEnglish(_ target: AnalyzedString) -> Bool {
        var bytes = target.locale.utf8.makeIterator()
        guard bytes.next().map({ $0 | 0x20 == UInt8(ascii: "e") }) == true,
              bytes.next().map({ $0 | 0x20 == UInt8(ascii: "n") }) == true else { return false }
        switch bytes.next() {
        case nil: return true
        case UInt8(ascii: "-")?, UInt8(ascii: "_")?: return target.language == "en"
        default: return false
        }
    }

    /// At least two capitals that may each start a counted word: a capital after the first letter or digit (the
    /// first word may be a number, "3 Nouvelles Photos"), that no cased letter precedes, that no capital follows,
    /// and that does not open a clause after an ASCII clause break ICU leaves outside every word. Without two
    /// such capitals `capitalizedWords` cannot find two words, so this cheap test spares the word segmentation of
    /// most sentence-style translations and of texts whose capitals sit in names, "iPhone", "USB", or open
    /// sentences ("Échec. Réessayez.").
    ///
    /// Each counted word starts with its first cased letter capitalized, and word segmentation never separates
    /// two cased letters: so the scalar before that capital is not a cased letter, and a capital right after it
    /// makes the word an acronym or identifier. `! ? > / | ( [` and a line break always stand outside words, as
    /// `. : ;` do when a space or line break follows them; a word after them and spaces opens a clause.
    static func hasCapitalsAfterTheFirst(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { hasCapitalsAfterTheFirst(utf8: $0) }
    }

    /// `hasCapitalsAfterTheFirst` over well-formed UTF-8 (a Swift string's storage): ASCII is read a byte at a
    /// time (runs of lowercase letters in a tight loop), a scalar of two bytes is looked up in a table of its
    /// own, longer ones are decoded for `ScalarClass`, and the CJK scalars of U+3000–U+9FFF, none of them
    /// cased, are stepped over.
    static func hasCapitalsAfterTheFirst(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        twoByteFlags.withUnsafeBufferPointer { hasCapitalsAfterTheFirst(utf8: bytes, twoByteFlags: $0.baseAddress!) }
    }

    /// `ScalarClass.flags` of U+0080–U+07FF (the scalars of two UTF-8 bytes: Latin, Greek, Cyrillic, Armenian,
    /// Hebrew, Arabic), indexed by scalar value − 0x80, read without a lazy global's check per scalar.
    private static let twoByteFlags: [ScalarClass.Flags] = (0x80..<0x800).map { value in
        ScalarClass.flags(Unicode.Scalar(UInt32(value))!)
    }

    private static func hasCapitalsAfterTheFirst(utf8 bytes: UnsafeBufferPointer<UInt8>,
                                                 twoByteFlags: UnsafePointer<ScalarClass.Flags>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let count = bytes.count
        if hasTooFewCapitals(base, count: count, twoByteFlags: twoByteFlags) { return false }
        var counted = 0
        var sawLetter = false
        var previousIsCased = false
        var atClauseStart = false
        var afterMidWordMark = false
        // The previous scalar is a capital that starts a counted word unless a capital follows it.
        var pendingCapital = false
        var index = 0
        while index < count {
            let byte = base[index]
            index += 1
            if byte &- 0x61 < 26 {
                // A run of lowercase ASCII letters, most of any text: cased, and no capital among them.
                while index < count, base[index] &- 0x61 < 26 { index += 1 }
                if pendingCapital {
                    pendingCapital = false
                    counted += 1
                    if counted >= 2 { return true }
                }
                sawLetter = true
                previousIsCased = true
                atClauseStart = false
                afterMidWordMark = false
                continue
            }
            if byte < 0x80 {
                // ASCII: the cased scalars are the letters, the capitals A–Z, and none is titlecase.
                let isCapital = byte &- 0x41 < 26
                if pendingCapital {
                    pendingCapital = false
                    if !isCapital {
                        counted += 1
                        if counted >= 2 { return true }
                    }
                }
                if (byte | 0x20) &- 0x61 < 26 {
                    if isCapital, sawLetter, !previousIsCased, !atClauseStart { pendingCapital = true }
                    sawLetter = true
                    previousIsCased = true
                    atClauseStart = false
                    afterMidWordMark = false
                    continue
                }
                previousIsCased = false
                // A number is a word too: after "3", the capital of "3 Nouvelles Photos" is not the first word's.
                if byte &- 0x30 < 10 { sawLetter = true }
                switch byte {
                case 0x20:
                    if afterMidWordMark { atClauseStart = true }
                case 0x0A, 0x21, 0x3F, 0x3E, 0x2F, 0x7C, 0x28, 0x5B: // \n ! ? > / | ( [
                    atClauseStart = true
                case 0x2E, 0x3A, 0x3B: // . : ;
                    if afterMidWordMark { atClauseStart = true }
                    afterMidWordMark = true
                    continue
                default:
                    atClauseStart = false
                }
                afterMidWordMark = false
                continue
            }
            let flags: ScalarClass.Flags
            if byte < 0xE0 {
                flags = twoByteFlags[Int(byte & 0x1F) << 6 | Int(base[index] & 0x3F) &- 0x80]
                index += 1
            } else if byte < 0xF0 {
                if byte &- 0xE3 < 7, sawLetter {
                    // U+3000–U+9FFF (CJK punctuation, kana, Han): no cased scalar, so no capital either, and
                    // after a letter nothing else of it matters.
                    index += 2
                    if pendingCapital {
                        pendingCapital = false
                        counted += 1
                        if counted >= 2 { return true }
                    }
                    afterMidWordMark = false
                    atClauseStart = false
                    previousIsCased = false
                    continue
                }
                let value = UInt32(byte & 0x0F) << 12 | UInt32(base[index] & 0x3F) << 6 | UInt32(base[index + 1] & 0x3F)
                index += 2
                flags = ScalarClass.flags(Unicode.Scalar(value).unsafelyUnwrapped)
            } else {
                let value = UInt32(byte & 0x07) << 18 | UInt32(base[index] & 0x3F) << 12
                    | UInt32(base[index + 1] & 0x3F) << 6 | UInt32(base[index + 2] & 0x3F)
                index += 3
                flags = ScalarClass.flags(Unicode.Scalar(value).unsafelyUnwrapped)
            }
            if pendingCapital {
                pendingCapital = false
                if !flags.contains([.cased, .uppercase]) {
                    counted += 1
                    if counted >= 2 { return true }
                }
            }
            let opensClause = atClauseStart
            afterMidWordMark = false
            atClauseStart = false
            guard flags.contains(.cased) else {
                if !flags.isDisjoint(with: [.alphabetic, .numeric]) { sawLetter = true }
                previousIsCased = false
                continue
            }
            if !flags.isDisjoint(with: [.uppercase, .titlecase]), sawLetter, !previousIsCased, !opensClause {
                pendingCapital = true
            }
            sawLetter = true
            previousIsCased = true
        }
        return counted + (pendingCapital ? 1 : 0) >= 2
    }

    /// `hasTooFewCapitals` over well-formed UTF-8 (for tests).
    static func hasTooFewCapitals(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return true }
        return twoByteFlags.withUnsafeBufferPointer {
            hasTooFewCapitals(base, count: bytes.count, twoByteFlags: $0.baseAddress!)
        }
    }

    /// True for a text with fewer than two capitals after its first scalar (ASCII A–Z, or a scalar with
    /// `ScalarClass`'s uppercase or titlecase flag), which the count cannot pass: each counted word starts with
    /// such a capital, and never at the first scalar (no letter or digit precedes it). All-ASCII runs are read
    /// eight bytes at a time, a two-byte scalar in `twoByteFlags`, the CJK scalars of U+3000–U+9FFF (none cased)
    /// are stepped over, and a scalar of four bytes is counted without a look.
    private static func hasTooFewCapitals(_ base: UnsafePointer<UInt8>, count: Int,
                                          twoByteFlags: UnsafePointer<ScalarClass.Flags>) -> Bool {
        let capitalFlags: ScalarClass.Flags = [.uppercase, .titlecase]
        let first = base[0]
        var index = first < 0x80 ? 1 : first < 0xE0 ? 2 : first < 0xF0 ? 3 : 4
        var capitals = 0
        while index < count {
            if index + 8 <= count {
                let chunk = ByteChunks.load(base, at: index)
                if ByteChunks.isASCII(chunk) {
                    // A byte of 0x41 or more carries into its top bit when 0x3F is added, one of 0x5B or more when
                    // 0x25 is (no sum leaves its byte: every byte is below 0x80).
                    let atLeastA = chunk &+ 0x3F3F_3F3F_3F3F_3F3F
                    let pastZ = chunk &+ 0x2525_2525_2525_2525
                    capitals += (atLeastA & ~pastZ & ByteChunks.highBits).nonzeroBitCount
                    if capitals >= 2 { return false }
                    index += 8
                    continue
                }
            }
            var byte = base[index]
            if byte < 0x80 {
                if byte &- 0x41 < 26 {
                    capitals += 1
                    if capitals >= 2 { return false }
                }
                index += 1
                continue
            }
            // A run of non-ASCII scalars, read one after another without looking for ASCII chunks.
            repeat {
                if byte < 0xE0 {
                    let flags = twoByteFlags[Int(byte & 0x1F) << 6 | Int(base[index + 1] & 0x3F) &- 0x80]
                    if !flags.isDisjoint(with: capitalFlags) { capitals += 1 }
                    index += 2
                } else if byte < 0xF0 {
                    if byte &- 0xE3 >= 7 {
                        let value = UInt32(byte & 0x0F) << 12 | UInt32(base[index + 1] & 0x3F) << 6
                            | UInt32(base[index + 2] & 0x3F)
                        if !ScalarClass.flags(Unicode.Scalar(value).unsafelyUnwrapped).isDisjoint(with: capitalFlags) {
                            capitals += 1
                        }
                    }
                    index += 3
                } else {
                    capitals += 1
                    index += 4
                }
                if capitals >= 2 { return false }
                guard index < count else { break }
                byte = base[index]
            } while byte >= 0x80
        }
        return true
    }
}
