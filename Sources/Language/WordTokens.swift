import CopyText

/// A quick tokenizer for matching multi-word terms: runs of letters, digits and combining marks, with
/// hyphens and apostrophes kept when they join two such characters ("Wi-Fi", "iPhone's" → "iPhone", "'s").
/// A run also ends where Latin letters meet letters of a script written without spaces or with particles glued
/// on ("iCloudに保存" → "iCloud", "に保存"; "iPhone에서" → "iPhone", "에서"), so a brand name inside Japanese,
/// Chinese, Korean or Thai text is still its own token.
///
/// ICU word segmentation is what the copy rules use for words; this simpler split only serves lexicon lookup,
/// where it must split the same way for the text and for the lexicon's own terms.
public struct WordToken: Sendable, Hashable {
    public var text: String
    public var lowercased: String
    public var scalarRange: Range<Int>
}

public enum WordTokens {
    public static func tokens(in text: String) -> [WordToken] {
        var text = text
        return text.withUTF8 { bytes in
            var tokens: [WordToken] = []
            forEachSpan(inUTF8: bytes) { span in
                tokens.append(token(span, in: bytes))
                return true
            }
            return tokens
        }
    }

    /// Where a token lies, and whether it is all ASCII (so its lowercased form has as many scalars).
    struct Span {
        let range: Range<Int>
        let isASCII: Bool
    }

    /// The tokens' places, without building their strings: a caller that only needs some tokens' text (the
    /// lexicon, which looks up few of them) builds those alone with `token(_:in:)`.
    static func spans(in scalars: [Unicode.Scalar]) -> [Span] {
        var spans: [Span] = []
        var index = 0
        while index < scalars.count {
            guard isWordScalar(scalars[index]) else {
                index += 1
                continue
            }
            let start = index
            let isLatin = isLatinLike(scalars[index])
            var isASCII = scalars[index].isASCII
            index += 1
            while index < scalars.count {
                let scalar = scalars[index]
                if isWordScalar(scalar) {
                    if !scalar.isASCII {
                        isASCII = false
                        if !ScalarClass.flags(scalar).contains(.nonspacingMark) {
                            guard isLatinLike(scalar) == isLatin else { break }
                        }
                    } else if !isLatin {
                        break
                    }
                    index += 1
                } else if isJoiner(scalar), index + 1 < scalars.count, isWordScalar(scalars[index + 1]),
                    isLatinLike(scalars[index + 1]) == isLatin,
                    !(scalar != "-" && isPossessiveSuffix(scalars, index + 1)) {
                    isASCII = isASCII && scalar.isASCII && scalars[index + 1].isASCII
                    index += 2
                } else {
                    break
                }
            }
            spans.append(Span(range: start..<index, isASCII: isASCII))
        }
        return spans
    }

    /// The token at `span`, with its text and lowercased text.
    static func token(_ span: Span, in scalars: [Unicode.Scalar]) -> WordToken {
        let slice = scalars[span.range]
        if span.isASCII {
            return WordToken(text: asciiString(slice, lowercase: false), lowercased: asciiString(slice, lowercase: true), scalarRange: span.range)
        }
        let word = string(slice)
        return WordToken(text: word, lowercased: word.lowercased(), scalarRange: span.range)
    }

    /// Scalars as a String, encoded straight into the string's UTF-8 storage.
    public static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        String(unsafeUninitializedCapacity: scalars.count * 4) { buffer in
            var count = 0
            for scalar in scalars {
                UTF8.encode(scalar) { byte in
                    buffer[count] = byte
                    count += 1
                }
            }
            return count
        }
    }

    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (value | 0x20) &- 0x61 < 26 || value &- 0x30 < 10
        }
        return ScalarClass.isAny(scalar, [.alphabetic, .numeric, .nonspacingMark])
    }

    /// An ASCII token as a String, built from its bytes (short ones need no allocation), lowercased on request.
    private static func asciiString(_ scalars: ArraySlice<Unicode.Scalar>, lowercase: Bool) -> String {
        String(unsafeUninitializedCapacity: scalars.count) { buffer in
            for (offset, scalar) in scalars.enumerated() {
                let byte = UInt8(truncatingIfNeeded: scalar.value)
                buffer[offset] = lowercase && byte &- 0x41 < 26 ? byte | 0x20 : byte
            }
            return scalars.count
        }
    }

    /// Hyphens that join the parts of a compound ("Wi-Fi", a non-breaking "Wi‑Fi").
    static func isHyphen(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "-" || scalar == "\u{2011}"
    }

    static func isJoiner(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "-" || scalar == "'" || scalar == "\u{2019}" || scalar == "\u{2011}"
    }

    /// Latin, Greek, Cyrillic and the other scripts that separate words with spaces (below Hebrew), plus the
    /// Latin extension blocks: brand names are written in these, so a token breaks where they meet another script.
    static func isLatinLike(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x0590, 0x1D00..<0x1F00, 0x2C60..<0x2C80, 0xA720..<0xA800: return true
        default: return false
        }
    }

    /// "'s" at the end of a word: kept apart so "iPhone's" still matches the term iPhone.
    private static func isPossessiveSuffix(_ scalars: [Unicode.Scalar], _ index: Int) -> Bool {
        guard scalars[index] == "s" || scalars[index] == "S" else { return false }
        return index + 1 == scalars.count || !isWordScalar(scalars[index + 1])
    }
}
