import CopyText
import Language

/// Lays a measured string out in lines of a given width the way UIKit's word wrapping does: lines break at
/// ICU line-break opportunities (spaces in English, between ideographs in Chinese and Japanese, at dictionary
/// word boundaries in Thai), must break after a newline, break inside a word only when the word alone is wider
/// than the line, and let trailing spaces hang past the edge.
struct LineLayout {
    /// The scalar offset where each line starts (the first is 0).
    let lineStarts: [Int]
    private let text: MeasuredText
    private let prefix: [Double]

    var lineCount: Int { lineStarts.count }

    init(_ text: MeasuredText, lineWidth: Double, locale: String) {
        self.init(BreakableText(text, locale: locale), lineWidth: lineWidth)
    }

    /// Lays out a text whose running widths and break opportunities are already known, as one text is laid out
    /// for several line widths.
    init(_ breakable: BreakableText, lineWidth: Double) {
        self.text = breakable.text
        self.prefix = breakable.prefix
        self.lineStarts = Self.breakLines(breakable, lineWidth: lineWidth)
    }

    /// The width of scalars `range`, without the whitespace at its end (which hangs at a line's end).
    func visibleWidth(_ range: Range<Int>) -> Double {
        Self.visibleWidth(range, scalars: text.scalars, prefix: prefix)
    }

    private static func visibleWidth(_ range: Range<Int>, scalars: [Unicode.Scalar], prefix: [Double]) -> Double {
        var end = range.upperBound
        while end > range.lowerBound, scalars[end - 1].properties.isWhitespace { end -= 1 }
        return prefix[end] - prefix[range.lowerBound]
    }

    /// How far past its line a run may reach and still fit (rounding noise in summed advances).
    static let tolerance = 0.001

    private static func breakLines(_ breakable: BreakableText, lineWidth: Double) -> [Int] {
        let text = breakable.text
        let prefix = breakable.prefix
        guard !text.scalars.isEmpty else { return [0] }
        // Text that fits and holds no hard break takes one line whatever ICU would say, so ICU is not asked.
        if breakable.fitsOneLine(within: lineWidth + tolerance) { return [0] }
        let opportunities = breakable.opportunities
        var starts = [0]
        var lineStart = 0
        var segmentStart = 0
        var graphemeStarts: [Int]?
        for opportunity in opportunities {
            let segmentEnd = opportunity.scalarOffset
            if visibleWidth(lineStart..<segmentEnd, scalars: text.scalars, prefix: prefix) > lineWidth + tolerance {
                if segmentStart > lineStart {
                    lineStart = segmentStart
                    starts.append(lineStart)
                }
                // A word wider than the whole line is broken between grapheme clusters.
                if visibleWidth(lineStart..<segmentEnd, scalars: text.scalars, prefix: prefix) > lineWidth + tolerance {
                    if graphemeStarts == nil { graphemeStarts = Self.graphemeStarts(of: text.display) }
                    lineStart = Self.breakInsideWord(
                        lineStart..<segmentEnd, graphemeStarts: graphemeStarts!, text: text, prefix: prefix,
                        lineWidth: lineWidth, into: &starts
                    )
                }
            }
            segmentStart = segmentEnd
            if opportunity.isMandatory, segmentEnd < text.scalars.count {
                lineStart = segmentEnd
                starts.append(lineStart)
            }
        }
        return starts
    }

    /// The scalar offsets where grapheme clusters start.
    private static func graphemeStarts(of text: String) -> [Int] {
        var starts: [Int] = []
        var offset = 0
        for character in text {
            starts.append(offset)
            offset += character.unicodeScalars.count
        }
        return starts
    }

    /// Breaks `range` (a word wider than a line) between grapheme clusters, appending the new line starts;
    /// returns where the last line starts.
    private static func breakInsideWord(
        _ range: Range<Int>, graphemeStarts: [Int], text: MeasuredText, prefix: [Double], lineWidth: Double,
        into starts: inout [Int]
    ) -> Int {
        var lineStart = range.lowerBound
        var low = 0
        var high = graphemeStarts.count
        while low < high {
            let middle = (low + high) / 2
            if graphemeStarts[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        var index = low
        while index < graphemeStarts.count, graphemeStarts[index] < range.upperBound {
            let clusterEnd = index + 1 < graphemeStarts.count ? graphemeStarts[index + 1] : text.scalars.count
            if graphemeStarts[index] > lineStart,
               visibleWidth(lineStart..<clusterEnd, scalars: text.scalars, prefix: prefix) > lineWidth + tolerance {
                lineStart = graphemeStarts[index]
                starts.append(lineStart)
            }
            index += 1
        }
        return lineStart
    }

    /// What the user sees when the text may take only `maximumLines` lines: nil when it fits, else the text up
    /// to the last allowed line and as much of that line as fits before "…" (cut between grapheme clusters),
    /// with the display offset where the hidden text starts.
    func truncation(maximumLines: Int, lineWidth: Double, ellipsisWidth: Double) -> (rendition: String, hiddenFrom: Int)? {
        guard lineCount > maximumLines else { return nil }
        let lastLineStart = lineStarts[max(0, min(maximumLines, lineCount) - 1)]
        var fitEnd = lastLineStart
        var offset = lastLineStart
        for character in WordTokens.string(text.scalars[lastLineStart...]) {
            let next = offset + character.unicodeScalars.count
            if visibleWidth(lastLineStart..<next) + ellipsisWidth > lineWidth + Self.tolerance { break }
            fitEnd = next
            offset = next
        }
        var end = fitEnd
        while end > lastLineStart, text.scalars[end - 1].properties.isWhitespace { end -= 1 }
        return (WordTokens.string(text.scalars[0..<end]) + "…", fitEnd)
    }
}

/// A measured string ready to be laid out at any line width: its running widths, and ICU's line-break
/// opportunities for its locale, found once and only when a layout needs them.
final class BreakableText {
    let text: MeasuredText
    /// `prefix[i]`: the width of the first `i` scalars.
    let prefix: [Double]
    private let locale: String
    /// True when no advance is negative (kerning could make one so), so `prefix` never decreases.
    private let widthsOnlyGrow: Bool
    /// True when a scalar forces a line break after it (ICU's classes BK, CR, LF and NL).
    private let hasHardBreak: Bool

    init(_ text: MeasuredText, locale: String) {
        self.text = text
        self.locale = locale
        var prefix = [Double](repeating: 0, count: text.advances.count + 1)
        for (index, advance) in text.advances.enumerated() { prefix[index + 1] = prefix[index] + advance }
        self.prefix = prefix
        widthsOnlyGrow = !text.advances.contains { $0 < 0 }
        hasHardBreak = text.scalars.contains { scalar in
            switch scalar.value {
            case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
            default: return false
            }
        }
    }

    private(set) lazy var opportunities: [LineBreakOpportunity] =
        text.scalars.isEmpty ? [] : TextBreaks.lineBreaks(in: text.display, locale: locale)

    /// True when the layout is one line at this limit without looking at break opportunities: nothing forces a
    /// break, and no run from the start (whose width is at most the whole width, as widths only grow) is wider.
    func fitsOneLine(within limit: Double) -> Bool {
        !hasHardBreak && widthsOnlyGrow && prefix[prefix.count - 1] <= limit
    }
}

extension PlainLine {
    /// Whether plain text measured so takes one line `lineWidth` wide: exactly when `BreakableText` finds it
    /// does without asking ICU (nothing forces a break, no advance is negative, and the whole fits).
    public func fitsOneLine(lineWidth: Double) -> Bool {
        !hasHardBreak && !hasNegativeAdvance && width <= lineWidth + LineLayout.tolerance
    }
}
