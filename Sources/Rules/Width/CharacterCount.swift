/// A string's length in characters (`String.count`), counted over its UTF-8 bytes when they are all ASCII.
///
/// In ASCII text every scalar is a character of its own except a carriage return followed by a line feed,
/// which Unicode's grapheme rules (GB3) keep together; any other text is counted by the standard library.
enum CharacterCount {
    /// `text.count`.
    static func of(_ text: String) -> Int {
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
}
