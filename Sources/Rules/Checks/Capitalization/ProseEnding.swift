import Language

/// How a string's prose ends, for the punctuation rules: the final run of punctuation marks, looking through
/// trailing spaces and closing quotation marks, parentheses and brackets.
struct ProseEnding {
    enum Mark {
        case period
        case question
        case exclamation
        case colon
        case semicolon
        /// `…`, or three periods standing for one (which `ellipsis-character` reports).
        case ellipsis
        /// A letter, digit, placeholder or symbol: no ending punctuation.
        case none
    }

    /// Nil for a string with no visible character.
    let mark: Mark?
    /// The prose range of the ending marks (`!!`, `?!`, `.`); empty when there are none.
    let marks: Range<Int>
    /// The prose offset just after the last visible character (closing quotes included).
    let contentEnd: Int

    private static let closers: Set<Unicode.Scalar> = [
        "\u{201D}", "\u{2019}", "\"", "'", ")", "]", "\u{00BB}", "\u{203A}", "\u{300D}", "\u{300F}",
    ]
    private static let terminalMarks: Set<Unicode.Scalar> = [".", "!", "?", ":", ";"]

    init(_ prose: ProseText) {
        let scalars = prose.scalars
        var end = scalars.count
        while end > 0, scalars[end - 1].properties.isWhitespace || scalars[end - 1] == "\u{200B}" { end -= 1 }
        contentEnd = end
        var last = end
        while last > 0, Self.closers.contains(scalars[last - 1]) { last -= 1 }
        if last == 0 { last = end }
        guard last > 0 else {
            mark = nil
            marks = 0..<0
            return
        }
        var first = last
        while first > 0, Self.terminalMarks.contains(scalars[first - 1]) { first -= 1 }
        marks = first..<last
        let run = scalars[first..<last]
        if scalars[last - 1] == "\u{2026}" {
            mark = .ellipsis
        } else if run.isEmpty {
            mark = Mark.none
        } else if Self.isDots(scalars, before: last) {
            mark = .ellipsis
        } else if run.contains("?") {
            mark = .question
        } else if run.contains("!") {
            mark = .exclamation
        } else {
            switch scalars[last - 1] {
            case ".": mark = .period
            case ":": mark = .colon
            default: mark = .semicolon
            }
        }
    }

    /// `...` or `. . .` ending at `end`.
    private static func isDots(_ scalars: [Unicode.Scalar], before end: Int) -> Bool {
        if end >= 3, scalars[end - 3..<end].allSatisfy({ $0 == "." }) { return true }
        return end >= 5 && Array(scalars[end - 5..<end]) == [".", " ", ".", " ", "."]
    }

    /// True when the text ends with a placeholder right after a colon ("… to fire event %@: %@"): the value is
    /// text the app supplies (an error's description, a file's contents), so the string carries a message, and
    /// the value brings its own ending.
    func endsWithIntroducedValue(_ prose: ProseText) -> Bool {
        var index = contentEnd - 1
        guard index > 0, prose.scalars[index] == ProseText.placeholderMarker else { return false }
        index -= 1
        while index > 0, prose.scalars[index].properties.isWhitespace { index -= 1 }
        return prose.scalars[index] == ":"
    }

    /// True for `.`, `?` and `!`.
    var isSentenceEnd: Bool {
        switch mark {
        case .period?, .question?, .exclamation?: return true
        default: return false
        }
    }
}
