import CopyText

/// The parts of a string that are not prose in any language: format specifiers (`%@`, `%1$lld`, `%#@files@`),
/// markup tags (`<b>`, `</a>`), and URLs, e-mail addresses and domain names. The localization rules skip them:
/// a translation that keeps `https://example.com` is not untranslated, and `<a href="…">` holds no quotation.
struct NonProseRanges {
    /// Sorted, non-overlapping ranges in Unicode scalar offsets.
    let ranges: [Range<Int>]
    /// The well-formed format specifiers alone, in text order.
    let specifierRanges: [Range<Int>]

    init(_ scalars: [Unicode.Scalar], text: String) {
        var found: [Range<Int>] = []
        if FormatSpecifierParser.mayHoldSpecifiers(text) {
            let parsed = FormatSpecifierParser.parse(text)
            specifierRanges = parsed.specifiers.map(\.scalarRange)
            found += specifierRanges
            found += parsed.malformed.map(\.scalarRange)
        } else {
            specifierRanges = []
        }
        let marks = Self.marks(in: text)
        if marks.tagStart { found += Self.tags(in: scalars) }
        if marks.address { found += Self.addresses(in: scalars) }
        ranges = found.isEmpty ? [] : Self.merged(found)
    }

    /// Whether `text` holds a `<` (where every tag starts), and whether it holds what every address `addresses`
    /// finds holds (see `isAddress`): an `@`, a `:` (for `://`), a `w` or `W` before a dot (`www.`), or a dot
    /// before a lowercase ASCII letter (a domain's last label). Most sentences hold a full stop and none of
    /// these, and need no search for addresses. One pass over the UTF-8 bytes.
    static func marks(in text: String) -> (tagStart: Bool, address: Bool) {
        var text = text
        return text.withUTF8 { bytes in
            var tagStart = false
            var address = false
            var previous: UInt8 = 0
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "<"): tagStart = true
                case UInt8(ascii: "@"), UInt8(ascii: ":"): address = true
                case UInt8(ascii: "a")...UInt8(ascii: "z"): if previous == UInt8(ascii: ".") { address = true }
                case UInt8(ascii: "."): if previous | 0x20 == UInt8(ascii: "w") { address = true }
                default: break
                }
                previous = byte
            }
            return (tagStart, address)
        }
    }

    /// True when `range` lies inside one of the ranges (or overlaps it).
    func covers(_ range: Range<Int>) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound <= range.lowerBound {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < ranges.count && ranges[low].overlaps(range)
    }

    /// True when the scalar at `offset` is inside a range.
    func covers(offset: Int) -> Bool { covers(offset..<offset + 1) }

    /// `<name …>` and `</name>`: a `<` followed by a letter or `/`, up to the next `>` on the same line.
    private static func tags(in scalars: [Unicode.Scalar]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var index = 0
        while index < scalars.count {
            defer { index += 1 }
            guard scalars[index] == "<", index + 1 < scalars.count else { continue }
            let next = scalars[index + 1]
            guard next == "/" || (next.isASCII && next.properties.isAlphabetic) else { continue }
            var end = index + 1
            while end < scalars.count, scalars[end] != ">", scalars[end] != "\n", scalars[end] != "<" { end += 1 }
            guard end < scalars.count, scalars[end] == ">" else { continue }
            result.append(index..<end + 1)
            index = end
        }
        return result
    }

    /// Runs without spaces that hold `://`, an `@` between word characters with a dot after it, or `www.`, or
    /// that look like a domain (`example.com`: letters, a dot, then two to six letters at the end of the run).
    static func addresses(in scalars: [Unicode.Scalar]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        while start < scalars.count {
            while start < scalars.count, isBreak(scalars[start]) { start += 1 }
            var end = start
            while end < scalars.count, !isBreak(scalars[end]) { end += 1 }
            if end > start, scalars[start..<end].contains(where: { $0 == "." || $0 == "@" }), isAddress(scalars[start..<end]) {
                var trimmed = end
                while trimmed > start, ".,;:!?)]}»”’\"'".unicodeScalars.contains(scalars[trimmed - 1]) { trimmed -= 1 }
                result.append(start..<trimmed)
            }
            start = end
        }
        return result
    }

    private static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            switch scalar {
            case "\t", "\n", "\u{0B}", "\u{0C}", "\r", " ", "(", ")", "[", "]", "{", "}", "<", ">", "\"": return true
            default: return false
            }
        }
        switch scalar.value {
        case 0xAB, 0xBB, 0x201C, 0x201D, 0x201E, 0x300C, 0x300D: return true  // « » “ ” „ 「 」
        default: return ScalarClass.flags(scalar).contains(.whitespace)
        }
    }

    /// True when the run cannot be an address: no `@`, `:` or leading `w`/`W` (the URL, e-mail and `www.` forms),
    /// and no dot followed by two to six lowercase ASCII letters at its end, trailing punctuation aside (the
    /// domain form). Most runs with a dot are words before a full stop, settled here without building a string.
    private static func cannotBeAddress(_ run: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = run.first, first != "w", first != "W", !run.contains(where: { $0 == "@" || $0 == ":" }) else {
            return false
        }
        var end = run.endIndex
        while end > run.startIndex, ".,;:!?".unicodeScalars.contains(run[end - 1]) { end -= 1 }
        var dot = end
        while dot > run.startIndex, run[dot - 1] != "." { dot -= 1 }
        guard dot > run.startIndex else { return true }
        let tld = run[dot..<end]
        return !(2...6).contains(tld.count) || !tld.allSatisfy { $0.value &- 0x61 < 26 }
    }

    private static func isAddress(_ run: ArraySlice<Unicode.Scalar>) -> Bool {
        if cannotBeAddress(run) { return false }
        if run.allSatisfy(\.isASCII) { return isASCIIAddress(run) }
        return isAddressByCharacters(run)
    }

    /// `isAddressByCharacters` for a run of ASCII scalars, read as bytes: a run has no line break (white space
    /// ends it), so each of its characters is one scalar and letters and numbers are A–Z, a–z and 0–9.
    static func isASCIIAddress(_ run: ArraySlice<Unicode.Scalar>) -> Bool {
        let bytes = run.map { UInt8(truncatingIfNeeded: $0.value) }
        func isLetterOrDigit(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10 }
        let count = bytes.count
        if count >= 3, (0...(count - 3)).contains(where: { bytes[$0] == 0x3A && bytes[$0 + 1] == 0x2F && bytes[$0 + 2] == 0x2F }) {
            return true
        }
        if count >= 4, bytes[0] | 0x20 == 0x77, bytes[1] | 0x20 == 0x77, bytes[2] | 0x20 == 0x77, bytes[3] == 0x2E {
            return true
        }
        if let at = bytes.firstIndex(of: 0x40), at != 0, bytes[(at + 1)...].contains(0x2E) {
            return isLetterOrDigit(bytes[at + 1])
        }
        var end = count
        while end > 0, Array(".,;:!?".utf8).contains(bytes[end - 1]) { end -= 1 }
        guard let dot = bytes[..<end].lastIndex(of: 0x2E), dot != 0 else { return false }
        guard (2...6).contains(end - dot - 1), bytes[(dot + 1)..<end].allSatisfy({ $0 &- 0x61 < 26 }),
              isLetterOrDigit(bytes[dot - 1]) else { return false }
        return bytes[..<dot].allSatisfy { isLetterOrDigit($0) || $0 == 0x2E || $0 == 0x2D || $0 == 0x5F }
    }

    /// The exact reading of a run as a URL, an e-mail address or a domain, by characters.
    static func isAddressByCharacters(_ run: ArraySlice<Unicode.Scalar>) -> Bool {
        let text = String(String.UnicodeScalarView(run))
        if text.contains("://") || text.lowercased().hasPrefix("www.") { return true }
        if let at = text.firstIndex(of: "@"), at != text.startIndex, text[text.index(after: at)...].contains(".") {
            return text[text.index(after: at)...].first.map { $0.isLetter || $0.isNumber } ?? false
        }
        // A domain: word characters, a dot, and a final label of two to six ASCII letters.
        let trimmed = text.trimmingTrailing { ".,;:!?".contains($0) }
        guard let dot = trimmed.lastIndex(of: "."), dot != trimmed.startIndex else { return false }
        let tld = trimmed[trimmed.index(after: dot)...]
        let head = trimmed[..<dot]
        guard (2...6).contains(tld.count), tld.allSatisfy({ $0.isASCII && $0.isLetter && $0.isLowercase }),
              let last = head.last, last.isLetter || last.isNumber else { return false }
        return head.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_" }
    }

    private static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
        let sorted = ranges.filter { !$0.isEmpty }.sorted { $0.lowerBound < $1.lowerBound }
        var result: [Range<Int>] = []
        for range in sorted {
            if let last = result.last, last.upperBound >= range.lowerBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }
}

private extension String {
    func trimmingTrailing(while predicate: (Character) -> Bool) -> Substring {
        var end = endIndex
        while end > startIndex, predicate(self[index(before: end)]) { end = index(before: end) }
        return self[..<end]
    }
}
