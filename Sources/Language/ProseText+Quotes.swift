/// Quoted spans and whole-string edits of a `ProseText`.
extension ProseText {
    /// The quoted spans of the prose, marks included, in prose offsets (“…”, ‘…’, "…", '…', «…», ‹…›, „…“,
    /// 「…」, 『…』). Case rules keep quoted text as written: it is a title or a name quoted exactly.
    ///
    /// A single quote opens only at the start of a word and closes only at the end of one, so the apostrophes
    /// of "Don't" and "Jobs’ app" are not quotation marks. An unclosed mark quotes nothing.
    public var quotedRanges: [Range<Int>] {
        let pairs = Self.quotationPairs
        guard scalars.contains(where: { pairs[$0] != nil }) else { return [] }
        var ranges: [Range<Int>] = []
        var open: [(start: Int, close: Unicode.Scalar)] = []
        for (index, scalar) in scalars.enumerated() {
            let previous = index > 0 ? scalars[index - 1] : nil
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            let isSingle = scalar == "'" || scalar == "\u{2018}" || scalar == "\u{2019}"
            if let top = open.last, top.close == scalar, let previous, !previous.properties.isWhitespace,
                !isSingle || !Self.isWordScalar(next) {
                open.removeLast()
                ranges.append(top.start..<index + 1)
                continue
            }
            guard let close = pairs[scalar], let next, !next.properties.isWhitespace else { continue }
            if (isSingle || scalar == "\"") && Self.isWordScalar(previous) { continue }
            open.append((index, close))
        }
        return ranges.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// Opening marks and the mark that closes each.
    private static let quotationPairs: [Unicode.Scalar: Unicode.Scalar] = [
        "\u{201C}": "\u{201D}", "\u{2018}": "\u{2019}", "\"": "\"", "'": "'", "\u{00AB}": "\u{00BB}",
        "\u{2039}": "\u{203A}", "\u{201E}": "\u{201C}", "\u{300C}": "\u{300D}", "\u{300E}": "\u{300F}",
    ]

    private static func isWordScalar(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == placeholderMarker
    }

    /// The original string with each original range replaced by its text. Ranges must not overlap.
    public func replacing(_ replacements: [(range: Range<Int>, text: String)]) -> String {
        let sorted = replacements.sorted { $0.range.lowerBound < $1.range.lowerBound }
        var result = String.UnicodeScalarView()
        var cursor = 0
        var index = original.unicodeScalars.startIndex
        func copy(upTo offset: Int) {
            while cursor < offset, index < original.unicodeScalars.endIndex {
                result.append(original.unicodeScalars[index])
                index = original.unicodeScalars.index(after: index)
                cursor += 1
            }
        }
        for replacement in sorted where replacement.range.lowerBound >= cursor {
            copy(upTo: replacement.range.lowerBound)
            result.append(contentsOf: replacement.text.unicodeScalars)
            while cursor < replacement.range.upperBound, index < original.unicodeScalars.endIndex {
                index = original.unicodeScalars.index(after: index)
                cursor += 1
            }
        }
        copy(upTo: originalCount)
        return String(result)
    }
}
