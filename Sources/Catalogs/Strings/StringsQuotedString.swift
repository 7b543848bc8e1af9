import CopyText

/// Decodes one quoted string of a `.strings` file (old-style property list syntax) from a UTF-8 buffer.
///
/// The common case (no backslash) becomes a `String` straight from the bytes and is verbatim. Escapes follow
/// CoreFoundation: `\" \' \\ \n \t \r \a \b \f \v`, octal `\ooo` (so `\0` is NUL), `\Uxxxx`/`\uxxxx` with
/// UTF-16 surrogate pairs; any other escaped character stands for itself.
struct StringsQuotedString {
    var value: String
    /// True when no escape was decoded, so the value's scalars stand in the file one for one.
    var isVerbatim: Bool
    /// The offset just past the closing quote.
    var end: Int

    /// Reads the string whose opening quote is at `quoteOffset`.
    /// - Throws: `unterminated` (with the offset of the opening quote) or a malformed escape (its offset).
    static func read(in bytes: UnsafeBufferPointer<UInt8>, quoteOffset: Int) throws(StringsScanProblem) -> StringsQuotedString {
        let quote = bytes[quoteOffset]
        let contentStart = quoteOffset + 1
        var index = contentStart
        if let base = bytes.baseAddress {
            // Eight bytes at a time up to the first quote or backslash.
            while index + 8 <= bytes.count {
                let chunk = ByteChunks.load(base, at: index)
                let stops = ByteChunks.matches(quote, in: chunk) | ByteChunks.matches(UInt8(ascii: "\\"), in: chunk)
                if stops != 0 {
                    index += ByteChunks.firstMarked(stops)
                    break
                }
                index += 8
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                // The file's UTF-8 was validated, and the quotes are ASCII.
                let value = ValidatedUTF8.string(UnsafeBufferPointer(rebasing: bytes[contentStart..<index]))
                return StringsQuotedString(value: value, isVerbatim: true, end: index + 1)
            }
            if byte == UInt8(ascii: "\\") { break }
            index += 1
        }
        guard index < bytes.count else { throw .unterminatedString(start: quoteOffset) }
        var decoded = [UInt8](UnsafeBufferPointer(rebasing: bytes[contentStart..<index]))
        var pendingHighSurrogate: (value: UInt32, offset: Int)?
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                if let pending = pendingHighSurrogate { throw .loneSurrogate(at: pending.offset) }
                return StringsQuotedString(value: String(decoding: decoded, as: UTF8.self), isVerbatim: false, end: index + 1)
            }
            guard byte == UInt8(ascii: "\\") else {
                if let pending = pendingHighSurrogate { throw .loneSurrogate(at: pending.offset) }
                decoded.append(byte)
                index += 1
                continue
            }
            let escapeOffset = index
            index += 1
            guard index < bytes.count else { break }
            let escaped = bytes[index]
            index += 1
            if escaped == UInt8(ascii: "U") || escaped == UInt8(ascii: "u") {
                var code: UInt32 = 0
                var digits = 0
                while digits < 4, index < bytes.count, let digit = hexValue(bytes[index]) {
                    code = code << 4 | digit
                    digits += 1
                    index += 1
                }
                guard digits > 0 else { throw .malformedEscape(at: escapeOffset, "\\U must be followed by hexadecimal digits") }
                if let high = pendingHighSurrogate {
                    guard (0xDC00...0xDFFF).contains(code) else { throw .loneSurrogate(at: high.offset) }
                    pendingHighSurrogate = nil
                    UnicodeTextDecoder.appendUTF8(0x10000 + ((high.value - 0xD800) << 10) + (code - 0xDC00), to: &decoded)
                } else if (0xD800...0xDBFF).contains(code) {
                    pendingHighSurrogate = (code, escapeOffset)
                } else if (0xDC00...0xDFFF).contains(code) {
                    throw .loneSurrogate(at: escapeOffset)
                } else {
                    UnicodeTextDecoder.appendUTF8(code, to: &decoded)
                }
                continue
            }
            if let pending = pendingHighSurrogate { throw .loneSurrogate(at: pending.offset) }
            if let octal = octalValue(escaped) {
                var code = octal
                var digits = 1
                while digits < 3, index < bytes.count, let digit = octalValue(bytes[index]) {
                    code = code << 3 | digit
                    digits += 1
                    index += 1
                }
                UnicodeTextDecoder.appendUTF8(code, to: &decoded)
                continue
            }
            switch escaped {
            case UInt8(ascii: "n"): decoded.append(0x0A)
            case UInt8(ascii: "t"): decoded.append(0x09)
            case UInt8(ascii: "r"): decoded.append(0x0D)
            case UInt8(ascii: "a"): decoded.append(0x07)
            case UInt8(ascii: "b"): decoded.append(0x08)
            case UInt8(ascii: "f"): decoded.append(0x0C)
            case UInt8(ascii: "v"): decoded.append(0x0B)
            default: decoded.append(escaped)
            }
        }
        throw .unterminatedString(start: quoteOffset)
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    private static func octalValue(_ byte: UInt8) -> UInt32? {
        (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(byte) ? UInt32(byte - UInt8(ascii: "0")) : nil
    }
}

/// What went wrong while scanning a `.strings` file, with the byte offset where the problem starts.
enum StringsScanProblem: Error {
    case unterminatedString(start: Int)
    case unterminatedComment(start: Int)
    case loneSurrogate(at: Int)
    case malformedEscape(at: Int, String)
}
