import CopyText

/// Reading character data: plain text up to the next markup, CDATA sections and character or entity references,
/// gathered into the open element's text run.
extension XMLParseState {
    /// Where the plain text from `start` ends: at the first `<`, `&` or CR, or at the end of the file.
    @inline(__always)
    func endOfText(from start: Int) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            var index = start
            if let base = buffer.baseAddress {
                // Eight bytes at a time up to the chunk that holds the end.
                while index + 8 <= count {
                    let chunk = ByteChunks.load(base, at: index)
                    let stops = ByteChunks.matches(UInt8(ascii: "<"), in: chunk) | ByteChunks.matches(UInt8(ascii: "&"), in: chunk)
                        | ByteChunks.matches(0x0D, in: chunk)
                    if stops != 0 { return index + ByteChunks.firstMarked(stops) }
                    index += 8
                }
            }
            while index < count {
                let next = buffer[index]
                if next == UInt8(ascii: "<") || next == UInt8(ascii: "&") || next == 0x0D { break }
                index += 1
            }
            return index
        }
    }

    /// Hands the text gathered since the last tag to the handler (when it wants it) and empties the run.
    mutating func flushText() {
        guard !openNames.isEmpty, handler.wantsText else {
            run.discard()
            return
        }
        guard let taken = run.take(bytes) else { return }
        let location = cursor.location(at: taken.startOffset)
        handler.text(XMLTextNode(value: taken.value, location: location, isVerbatim: taken.isVerbatim))
    }

    mutating func readCDATA() throws(TextParseFailure) {
        let start = index
        index += 9
        let contentStart = index
        while index + 2 < bytes.count {
            if bytes[index] == UInt8(ascii: "]"), bytes[index + 1] == UInt8(ascii: "]"), bytes[index + 2] == UInt8(ascii: ">") {
                run.appendFileBytes(bytes, contentStart, index)
                run.markGap()
                index += 3
                return
            }
            index += 1
        }
        throw failure(at: start, "unterminated CDATA section (no ']]>')")
    }

    /// Reads `&name;`, `&#NNN;` or `&#xHHH;` at `index` and returns the scalar it stands for.
    mutating func readReference() throws(TextParseFailure) -> UInt32 {
        let start = index
        var end = index + 1
        while end < bytes.count, end - start <= 40, bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";"), end > start + 1 else {
            throw failure(at: start, "'&' must start an entity or character reference ending in ';' (write &amp; for a literal '&')")
        }
        let name = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
        index = end + 1
        guard let scalar = XMLEntities.resolve(name) else {
            if name.hasPrefix("#") {
                throw failure(at: start, "invalid character reference '&\(name);'")
            }
            throw failure(at: start, "undefined entity '&\(name);' (copylint expands only the five predefined XML entities)")
        }
        return scalar
    }
}
