import CopyText

/// A string's prose: the words a reader sees, with format specifiers, Markdown and HTML-like tags masked out,
/// and every position mappable back to the original string.
///
/// Copy rules reason about words ("is the last word capitalized?", "does the text end with a period?"), but a
/// catalog value is not plain prose: `%@`, `%1$lld` and `%#@files@` stand for words the app fills in, SwiftUI
/// renders `**Done**` as bold "Done", `[Learn More](https://…)` as the link text alone, and
/// `^[%lld photo](inflect: true)` as an inflected "3 photos". Every rule that looked at the raw text would have to
/// skip all of that again; `ProseText` does it once.
///
/// What the masked ``text`` holds in place of each region of the original (``Region/Kind``):
/// - a format specifier (`%@`, `%1$lld`, `%#@n@`, malformed `% @`), a code span (`` `ls -l` ``) or a URL: one
///   ``placeholderMarker`` (U+FFFC OBJECT REPLACEMENT CHARACTER), which ``words`` reports as one word with
///   `isPlaceholder` set (with any letters glued to it, as in `%@s`);
/// - `%%`: a literal `%`;
/// - Markdown delimiters (`**`, `*`, `_`, `~~`, `[`, `](url)`, `^[`, `](inflect: true)`, backslash escapes) and
///   inline HTML-like tags (`<b>`, `</a>`): nothing, so `**Sign In**` reads "Sign In";
/// - block tags (`<br>`, `<p>`, `<div>`, `<li>`, `<hr>`): one space, so the words on either side stay apart.
///
/// Offsets are Unicode-scalar offsets, like every span in copylint. ``originalRange(_:)`` maps a range of
/// ``text`` back to the original; ``proseOffset(ofOriginal:)`` maps the other way.
///
/// Word and sentence segments come from ICU for the given locale (``words``, ``sentences``, computed once and
/// kept; ``words(locale:)`` for another locale). The type is a class so that `AnalyzedString.prose` computes them
/// at most once for all the checks that ask; do not share one instance between threads.
public final class ProseText {
    /// The character standing for a placeholder or code span in ``text``.
    public static let placeholderMarker: Unicode.Scalar = "\u{FFFC}"

    /// One masked part of the original string.
    public struct Region: Sendable, Hashable {
        public enum Kind: Sendable, Hashable {
            /// A format specifier (well formed or malformed); the payload says what it converts.
            case formatSpecifier(ConversionClass?)
            /// `%%`, shown as `%`.
            case percentLiteral
            /// A Markdown code span, shown as a placeholder.
            case code
            /// An address: an autolink (`<https://apple.com>`) or a bare `scheme://…` URL, shown as a placeholder.
            case url
            /// Markdown syntax that renders as nothing (emphasis delimiters, link brackets and destination,
            /// inflection attributes, backslashes of escapes).
            case markup
            /// An HTML-like tag.
            case tag
        }

        public var kind: Kind
        /// Where the region is in the original string (scalar offsets).
        public var range: Range<Int>
        /// True when the region stands for a word the app supplies (format specifiers, code spans).
        public var isPlaceholder: Bool {
            switch kind {
            case .formatSpecifier, .code, .url: return true
            case .percentLiteral, .markup, .tag: return false
            }
        }
    }

    /// The original string.
    public let original: String
    /// The prose: the original with every region masked (see the type's documentation).
    public let text: String
    /// The locale that ``words`` and ``sentences`` segment for.
    public let locale: String
    /// The masked regions in original order.
    public let regions: [Region]
    /// The scalars of ``text``, for offset arithmetic.
    public let scalars: [Unicode.Scalar]
    /// For each scalar of ``text``, the original range it stands for.
    private let origins: Origins
    /// The original string's length in scalars.
    public let originalCount: Int
    /// For each placeholder marker in ``text``, its prose offset and the index of its region, by offset.
    private let markerRegions: [(offset: Int, region: Int)]

    /// Masks `text`. Cheap: no ICU work happens until ``words`` or ``sentences`` is asked for.
    ///
    /// `scalars`, when given, are the text's scalars (`AnalyzedString.scalars`), shared rather than made again.
    public init(_ text: String, locale: String = "en", scalars: [Unicode.Scalar]? = nil) {
        self.original = text
        self.locale = locale
        let originalScalars = scalars ?? ScalarArray.of(text)
        self.originalCount = originalScalars.count
        let edits = ProseMarkupScanner.mayFindEdits(in: text) ? ProseMarkupScanner(text: text, scalars: originalScalars).edits() : []
        if edits.isEmpty {
            // Nothing to mask (most strings): the prose is the original, scalar for scalar.
            self.text = text
            self.scalars = originalScalars
            self.origins = Origins(explicit: nil, count: originalScalars.count)
            self.regions = []
            self.markerRegions = []
            return
        }
        var masked: [Unicode.Scalar] = []
        masked.reserveCapacity(originalScalars.count)
        var origins: [Range<Int>] = []
        origins.reserveCapacity(originalScalars.count)
        var regions: [Region] = []
        var markerRegions: [(offset: Int, region: Int)] = []
        var index = 0
        var editIndex = 0
        while index < originalScalars.count {
            if editIndex < edits.count, edits[editIndex].range.lowerBound == index {
                let edit = edits[editIndex]
                regions.append(Region(kind: edit.kind, range: edit.range))
                for scalar in edit.replacement.unicodeScalars {
                    if scalar == Self.placeholderMarker { markerRegions.append((origins.count, regions.count - 1)) }
                    masked.append(scalar)
                    origins.append(edit.range)
                }
                index = max(edit.range.upperBound, index + 1)
                editIndex += 1
            } else {
                masked.append(originalScalars[index])
                origins.append(index..<index + 1)
                index += 1
            }
        }
        self.text = WordTokens.string(masked[...])
        self.scalars = masked
        self.origins = Origins(explicit: origins, count: origins.count)
        self.regions = regions
        self.markerRegions = markerRegions
    }

    /// Whether anything was masked at all.
    public var isPlain: Bool { regions.isEmpty }

    /// The original ranges of the placeholders (format specifiers and code spans), in order.
    public var placeholderRanges: [Range<Int>] {
        regions.filter(\.isPlaceholder).map(\.range)
    }

    /// The original range a range of ``text`` stands for. A masked scalar that replaced a region maps to the
    /// whole region; an empty range maps to an empty range at the corresponding original position.
    public func originalRange(_ proseRange: Range<Int>) -> Range<Int> {
        let lower = originalOffset(ofProse: proseRange.lowerBound)
        guard !proseRange.isEmpty else { return lower..<lower }
        let last = min(proseRange.upperBound, origins.count) - 1
        guard last >= proseRange.lowerBound else { return lower..<lower }
        return lower..<max(lower, origins[last].upperBound)
    }

    /// The original offset of a position in ``text`` (the end of ``text`` maps to the end of the last prose
    /// scalar's origin, so trailing markup such as a closing `**` stays outside).
    public func originalOffset(ofProse offset: Int) -> Int {
        if offset < origins.count { return origins[max(0, offset)].lowerBound }
        return origins.last?.upperBound ?? 0
    }

    /// The position in ``text`` of an original offset: the masked scalar that covers it, or the next one when
    /// the offset falls in markup that masks to nothing.
    public func proseOffset(ofOriginal offset: Int) -> Int {
        var low = 0
        var high = origins.count
        while low < high {
            let middle = (low + high) / 2
            if origins[middle].upperBound <= offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The original text of a range of original offsets.
    public func originalText(_ range: Range<Int>) -> String {
        let clamped = range.clamped(to: 0..<originalCount)
        let start = original.unicodeScalars.index(original.unicodeScalars.startIndex, offsetBy: clamped.lowerBound)
        let end = original.unicodeScalars.index(start, offsetBy: clamped.count)
        return String(original.unicodeScalars[start..<end])
    }

    /// The prose text of a range of ``text``.
    public func proseText(_ range: Range<Int>) -> String {
        String(String.UnicodeScalarView(scalars[range.clamped(to: 0..<scalars.count)]))
    }

    /// The words of the prose for ``locale`` (ICU word segments that are words, plus one word per placeholder).
    public private(set) lazy var words: [ProseWord] = words(locale: locale)

    /// The sentences of the prose for ``locale`` (ICU sentence segments, trailing spaces included).
    public private(set) lazy var sentences: [ProseSentence] = sentences(locale: locale)

    /// The words of the prose for another locale than the one the instance was made for.
    public func words(locale: String) -> [ProseWord] {
        ProseWordBuilder(prose: self).words(TextBreaks.words(in: text, locale: locale))
    }

    /// The sentences of the prose for another locale than the one the instance was made for.
    public func sentences(locale: String) -> [ProseSentence] {
        TextBreaks.sentences(in: text, locale: locale).map { segment in
            ProseSentence(text: segment.text, proseRange: segment.scalarRange, range: originalRange(segment.scalarRange))
        }
    }

    /// The placeholder region that the marker at prose `offset` stands for.
    public func placeholderRegion(atProse offset: Int) -> Region? {
        var low = 0
        var high = markerRegions.count
        while low < high {
            let middle = (low + high) / 2
            if markerRegions[middle].offset < offset { low = middle + 1 } else { high = middle }
        }
        guard low < markerRegions.count, markerRegions[low].offset == offset else { return nil }
        return regions[markerRegions[low].region]
    }
}

/// One word of a ``ProseText``.
public struct ProseWord: Sendable, Hashable {
    /// The word as the prose shows it; for a placeholder, the original specifier or code span (with any
    /// letters glued to it).
    public var text: String
    /// Where the word is in the original string (Unicode-scalar offsets).
    public var range: Range<Int>
    /// Where the word is in ``ProseText/text``.
    public var proseRange: Range<Int>
    /// ICU's kind of word; a placeholder is `.number` when it converts a number, `.letter` otherwise.
    public var status: WordStatus
    /// True for a format specifier or code span: a word whose text the app supplies, so case rules skip it.
    public var isPlaceholder: Bool
}

/// One sentence of a ``ProseText``.
public struct ProseSentence: Sendable, Hashable {
    /// The sentence as the prose shows it, trailing spaces included.
    public var text: String
    /// Where the sentence is in ``ProseText/text``.
    public var proseRange: Range<Int>
    /// Where the sentence is in the original string.
    public var range: Range<Int>
}

/// For each scalar of a prose text, the original range it stands for: stored for masked text, the identity for
/// plain text (most strings), which then needs no array of its own.
private struct Origins {
    let explicit: [Range<Int>]?
    let count: Int

    subscript(index: Int) -> Range<Int> { explicit?[index] ?? index..<index + 1 }

    var last: Range<Int>? { count == 0 ? nil : self[count - 1] }
}
