import CICU

/// Cuts text into words, sentences, line-break opportunities and grapheme clusters the way ICU (and Apple's
/// text system, which uses ICU's rules) does for a locale, so rules count words in Japanese or Thai, wrap
/// lines where a label would, and count "characters" as a reader sees them.
public enum TextBreaks {
    /// Every word segment in order, including the spaces and punctuation between words (status `.none`), so
    /// the segments' texts concatenate to `text`. Japanese, Chinese, Thai, Lao, Khmer and Burmese are segmented
    /// with ICU's dictionaries.
    public static func words(in text: String, locale: String) -> [TextSegment] {
        segments(of: text, kind: .word, icuLocale: ICULocale.identifier(for: locale))
    }

    /// The sentences of `text`, each with its trailing spaces, in order. ICU's abbreviation data for the locale
    /// (where CLDR has some) keeps "Mr. Smith is here." in one sentence.
    public static func sentences(in text: String, locale: String) -> [TextSegment] {
        var identifier = ICULocale.identifier(for: locale)
        if !identifier.contains("@") {
            identifier += "@ss=standard"
        }
        return segments(of: text, kind: .sentence, icuLocale: identifier)
    }

    /// Where lines may (or must, after a newline) wrap, in ascending order; the start of the text is not an
    /// opportunity and its end always is.
    public static func lineBreaks(in text: String, locale: String) -> [LineBreakOpportunity] {
        guard let breaks = BoundaryScan(text, kind: .line, icuLocale: ICULocale.identifier(for: locale)) else {
            return []
        }
        let offsets = breaks.scalarBoundaries
        return (1..<offsets.count).map { index in
            LineBreakOpportunity(scalarOffset: offsets[index], isMandatory: (100..<200).contains(breaks.statuses[index]))
        }
    }

    /// The extended grapheme clusters of `text` (what a reader counts as characters: an emoji ZWJ sequence, a
    /// flag, a Devanagari syllable with its vowel signs). Swift's own segmentation is used: it follows a newer
    /// Unicode version than the system ICU (Indic conjuncts) and needs no conversion to UTF-16.
    public static func graphemeClusters(in text: String) -> [TextSegment] {
        var result: [TextSegment] = []
        var offset = 0
        for character in text {
            let length = character.unicodeScalars.count
            result.append(TextSegment(text: String(character), scalarRange: offset..<(offset + length), status: .none))
            offset += length
        }
        return result
    }

    /// How many grapheme clusters `text` has (what a reader counts as its length).
    public static func graphemeCount(_ text: String) -> Int {
        text.count
    }

    private static func segments(of text: String, kind: BreakKind, icuLocale: String) -> [TextSegment] {
        UTF8Segmentation.segments(of: text, kind: kind, icuLocale: icuLocale)
    }
}

/// The boundaries ICU finds in one string, as UTF-16 offsets (which `UTF16Text` converts to scalar and UTF-8
/// offsets), and beside each the rule status of the segment that ends there. Line breaks use it; words and
/// sentences are cut by `UTF8Segmentation`, which needs no heap copies.
struct BoundaryScan {
    let text: UTF16Text
    let utf16Boundaries: [Int]
    let statuses: [Int32]

    /// Nil for an empty string (which has no segments) or when ICU fails.
    init?(_ string: String, kind: BreakKind, icuLocale: String) {
        let text = UTF16Text(string)
        guard text.count > 0 else {
            return nil
        }
        let capacity = text.count + 1
        var boundaries = [Int32](repeating: 0, count: capacity)
        var statuses = [Int32](repeating: 0, count: capacity)
        let count = BreakIteratorPool.shared.withIterator(kind, locale: icuLocale) { iterator in
            text.units.withUnsafeBufferPointer { units in
                cicu_break_segment(iterator, units.baseAddress, Int32(units.count), &boundaries, &statuses,
                                   Int32(capacity))
            }
        }
        guard count >= 2 else {
            return nil
        }
        self.text = text
        self.utf16Boundaries = boundaries[0..<Int(count)].map { Int($0) }
        self.statuses = Array(statuses[0..<Int(count)])
    }

    var scalarBoundaries: [Int] {
        text.scalarOffsets(forAscending: utf16Boundaries)
    }
}
