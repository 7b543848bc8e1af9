/// A string's length in characters (`String.count`), counted over its UTF-8 bytes when they are all ASCII, and
/// in scalars.
///
/// In ASCII text every scalar is a character of its own except a carriage return followed by a line feed,
/// which Unicode's grapheme rules (GB3) keep together; any other text is counted by the standard library.
public enum CharacterCount {
    /// `text.count`.
    public static func of(_ text: String) -> Int {
        var text = text
        let ascii = text.withUTF8 { bytes -> Int? in
            var joined = 0  // CR LF pairs, one character each
            var previous: UInt8 = 0
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                if byte == 0x0A, previous == 0x0D { joined += 1 }
                previous = byte
            }
            return bytes.count - joined
        }
        return ascii ?? text.count
    }

    /// `text.unicodeScalars.count`: the UTF-8 bytes that start a scalar (every byte but continuation bytes),
    /// without making the scalar array.
    public static func scalars(of text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            var count = 0
            for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
            return count
        }
    }
}
