import Language

/// Where a text holds something that is not prose although it is made of letters: web addresses, bare domains
/// (`icloud.com`), email addresses, social handles and hashtags, file names (`report.pdf`), paths and code
/// identifiers (`wifi_enabled`). Brand casing and device verbs do not apply inside them: `wifi.example.com` is
/// no misspelt Wi-Fi.
///
/// Each whitespace-separated run of the text is tested as a whole, so the result is a list of run ranges in
/// Unicode-scalar offsets.
enum AddressRanges {
    static func ranges(in scalars: [Unicode.Scalar]) -> [Range<Int>] {
        guard scalars.contains(where: isAddressSign) else { return [] }
        var ranges: [Range<Int>] = []
        var start: Int?
        for index in 0...scalars.count {
            let isSpace = index == scalars.count || isWhitespace(scalars[index])
            if isSpace {
                if let runStart = start, isAddress(scalars[runStart..<index]) {
                    ranges.append(runStart..<index)
                }
                start = nil
            } else if start == nil {
                start = index
            }
        }
        return ranges
    }

    /// True when `range` overlaps one of `ranges`.
    static func contains(_ ranges: [Range<Int>], overlapping range: Range<Int>) -> Bool {
        ranges.contains { $0.overlaps(range) }
    }

    private static func isAddressSign(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "." || scalar == "@" || scalar == "/" || scalar == "_" || scalar == "#" || scalar == ":"
    }

    /// `scalar.properties.isWhitespace`, answered without the property lookup for ASCII (tab to carriage
    /// return, and space).
    @inline(__always)
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else { return scalar.properties.isWhitespace }
        return scalar.value == 0x20 || scalar.value &- 0x09 < 5
    }

    /// Alphabetic or numeric; for ASCII, a letter or digit (the only ASCII scalars that are either).
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else { return scalar.properties.isAlphabetic || scalar.properties.numericType != nil }
        let value = scalar.value
        return (value | 0x20) &- 0x61 < 26 || value &- 0x30 < 10
    }

    private static let closingPunctuation: Set<Unicode.Scalar> = [
        ".", ",", ";", ":", "!", "?", ")", "]", "}", "\"", "'", "\u{201D}", "\u{2019}", "\u{00BB}", "\u{2026}",
    ]
    private static let openingPunctuation: Set<Unicode.Scalar> = ["(", "[", "{", "\"", "'", "\u{201C}", "\u{2018}", "\u{00AB}"]

    private static func isAddress(_ run: ArraySlice<Unicode.Scalar>) -> Bool {
        var core = run
        while let last = core.last, closingPunctuation.contains(last) { core.removeLast() }
        while let first = core.first, openingPunctuation.contains(first) { core.removeFirst() }
        guard core.count >= 3 else { return false }
        let text = WordTokens.string(core).lowercased()
        if text.contains("://") || text.hasPrefix("www.") || text.hasPrefix("mailto:") { return true }
        let scalars = Array(core)
        // A handle (@name) or a hashtag (#name).
        if (scalars[0] == "@" || scalars[0] == "#"), scalars[1].properties.isAlphabetic { return true }
        // A path.
        if scalars[0] == "/" || (scalars[0] == "~" && scalars[1] == "/") { return scalars.dropFirst().contains("/") }
        for index in 1..<scalars.count - 1 {
            let before = scalars[index - 1]
            let after = scalars[index + 1]
            switch scalars[index] {
            case "@" where isWordScalar(before) && isWordScalar(after):
                return true
            case "_" where isWordScalar(before) && isWordScalar(after):
                return true
            default:
                continue
            }
        }
        return hasDomainOrExtension(scalars)
    }

    /// `name.tld` or `name.ext`: a dot between word characters, followed by two to six letters or digits that
    /// start with a letter and end the run (`icloud.com`, `notes.txt`, `com.apple.mail`), but not "e.g" or "v2.0".
    private static func hasDomainOrExtension(_ scalars: [Unicode.Scalar]) -> Bool {
        guard let lastDot = scalars.lastIndex(of: "."), lastDot > 0, isWordScalar(scalars[lastDot - 1]) else {
            return false
        }
        let tail = scalars[(lastDot + 1)...]
        guard (2...6).contains(tail.count), let first = tail.first, first.isASCII, (first.value | 0x20) &- 0x61 < 26 else {
            return false
        }
        return tail.allSatisfy { $0.isASCII && isWordScalar($0) }
    }
}
