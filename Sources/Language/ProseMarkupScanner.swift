import CopyText

/// Finds what `ProseText` masks in one string: format specifiers, Markdown as SwiftUI's `LocalizedStringKey`
/// renders it (code spans, links, inflection, emphasis, strikethrough, backslash escapes) and HTML-like tags.
///
/// Each pass marks the scalars it consumed as protected, so later passes never look inside a specifier, a code
/// span or a link destination (no emphasis from the underscores of `https://a.com/x_y_z`). The result is a sorted
/// list of non-overlapping edits.
public struct ProseMarkupScanner {
    public struct Edit {
        public var range: Range<Int>
        public var kind: ProseText.Region.Kind
        /// What the prose shows instead: a placeholder marker, `%`, a space or nothing.
        public var replacement: String
    }

    private let text: String
    private let scalars: [Unicode.Scalar]
    /// Which scalars a pass has consumed; empty until a pass after the specifiers' needs it (`edits()` makes it
    /// then), so text with specifiers alone allocates none.
    private var protected: [Bool] = []
    private var found: [Edit] = []

    /// Tags that separate words (a line or block break), masked as a space rather than nothing.
    private static let blockTags: Set<String> = [
        "br", "p", "div", "li", "ul", "ol", "hr", "tr", "td", "th", "h1", "h2", "h3", "h4", "h5", "h6",
    ]
    private static let marker = String(ProseText.placeholderMarker)

    public init(text: String, scalars: [Unicode.Scalar]) {
        self.text = text
        self.scalars = scalars
    }

    public consuming func edits() -> [Edit] {
        let starts = Self.starts(in: text)
        if starts.markup || starts.address { protected = Array(repeating: false, count: scalars.count) }
        if starts.percent { scanSpecifiers() }
        if starts.markup {
            scanEscapes()
            scanCodeSpans()
            scanTags()
            scanLinks()
        }
        if starts.address { scanBareURLs() }
        if starts.markup {
            scanEmphasis()
        }
        // Most texts hold only specifiers, found in order: sorting them again would change nothing.
        var inOrder = true
        var index = 1
        while inOrder, index < found.count {
            inOrder = found[index - 1].range.lowerBound <= found[index].range.lowerBound
            index += 1
        }
        return inOrder ? found : found.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// What the passes look for, found in one pass over the UTF-8 bytes: a percent sign (`%` or `％`) for the
    /// specifier pass, a markup start (`*`, `_`, `~`, `` ` ``, `[`, `<`, `\\`) for the Markdown and tag passes,
    /// and `://` for the bare-URL pass (which finds nothing without one).
    private static func starts(in text: String) -> (percent: Bool, markup: Bool, address: Bool) {
        var text = text
        return text.withUTF8 { bytes in
            var percent = false
            var markup = false
            var address = false
            for index in bytes.indices {
                switch bytes[index] {
                case UInt8(ascii: "%"): percent = true
                case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "`"), UInt8(ascii: "["),
                    UInt8(ascii: "<"), UInt8(ascii: "\\"):
                    markup = true
                case UInt8(ascii: "/"):
                    if index >= 2, bytes[index - 1] == UInt8(ascii: "/"), bytes[index - 2] == UInt8(ascii: ":") { address = true }
                case 0x85:  // U+FF05 FULLWIDTH PERCENT SIGN is EF BC 85
                    if index >= 2, bytes[index - 1] == 0xBC, bytes[index - 2] == 0xEF { percent = true }
                default: break
                }
            }
            return (percent, markup, address)
        }
    }

    /// False when `text` holds nothing any pass looks for: no `%` or `％` (specifiers), no markup start
    /// (`*`, `_`, `~`, `` ` ``, `[`, `<`, `\\`) and no `://` (bare URLs). Decided on the UTF-8 bytes, so most
    /// strings skip the scanner altogether.
    public static func mayFindEdits(in text: String) -> Bool {
        // The string's own storage where it has one: no copy of the string to make and release.
        if let found = text.utf8.withContiguousStorageIfAvailable(mayFindEdits(inBytes:)) { return found }
        var text = text
        return text.withUTF8(mayFindEdits(inBytes:))
    }

    /// `mayFindEdits` over the bytes themselves.
    private static func mayFindEdits(inBytes utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        let lookup = Self.editStartBytes
        for index in utf8.indices where lookup[Int(utf8[index])] {
            switch utf8[index] {
            case UInt8(ascii: "/"):
                if index >= 2, utf8[index - 1] == UInt8(ascii: "/"), utf8[index - 2] == UInt8(ascii: ":") { return true }
            case 0x85:  // U+FF05 FULLWIDTH PERCENT SIGN is EF BC 85
                if index >= 2, utf8[index - 1] == 0xBC, utf8[index - 2] == 0xEF { return true }
            default:
                return true
            }
        }
        return false
    }

    /// The bytes that can start (or, for `://` and `％`, end) something the scanner masks.
    private static let editStartBytes: [Bool] = (0..<256).map { byte in
        "%*_~`[<\\/".utf8.contains(UInt8(byte)) || byte == 0x85
    }

    private mutating func add(_ range: Range<Int>, _ kind: ProseText.Region.Kind, _ replacement: String) {
        guard !range.isEmpty else { return }
        found.append(Edit(range: range, kind: kind, replacement: replacement))
        guard !protected.isEmpty else { return }
        for index in range { protected[index] = true }
    }

    private func isFree(_ range: Range<Int>) -> Bool {
        // Without `protected`, what is consumed is what was found.
        guard !protected.isEmpty else { return !found.contains { $0.range.overlaps(range) } }
        return range.allSatisfy { !protected[$0] }
    }

    // MARK: Format specifiers

    /// Only called for text with a percent sign (`%` or `％`).
    private mutating func scanSpecifiers() {
        let parsed = FormatSpecifierParser.parse(text)
        for specifier in parsed.specifiers {
            if specifier.conversionClass == .percentLiteral {
                add(specifier.scalarRange, .percentLiteral, "%")
            } else {
                add(specifier.scalarRange, .formatSpecifier(specifier.conversionClass), Self.marker)
            }
        }
        // A malformed specifier still stands for an argument (`% @`); a lone unescaped `%` is just a percent sign.
        for malformed in parsed.malformed where malformed.scalarRange.count > 1 && isFree(malformed.scalarRange) {
            add(malformed.scalarRange, .formatSpecifier(nil), Self.marker)
        }
    }

    // MARK: Escapes, code spans, tags

    /// `\*`, `\_`, `` \` ``, `\[` …: the backslash renders as nothing and the character loses its Markdown meaning.
    private mutating func scanEscapes() {
        let escapable: Set<Unicode.Scalar> = ["\\", "*", "_", "~", "`", "[", "]", "(", ")", "<", ">", "^", "#"]
        var index = 0
        while index + 1 < scalars.count {
            if scalars[index] == "\\", !protected[index], escapable.contains(scalars[index + 1]), !protected[index + 1] {
                add(index..<index + 1, .markup, "")
                protected[index + 1] = true
                index += 2
            } else {
                index += 1
            }
        }
    }

    /// A run of backticks up to the next run of the same length: shown as a placeholder (code is not prose).
    private mutating func scanCodeSpans() {
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "`", !protected[index] else {
                index += 1
                continue
            }
            let openLength = runLength(of: "`", at: index)
            var search = index + openLength
            var closed = false
            while search < scalars.count {
                guard scalars[search] == "`", !protected[search] else {
                    search += 1
                    continue
                }
                let length = runLength(of: "`", at: search)
                if length == openLength {
                    add(index..<search + length, .code, Self.marker)
                    index = search + length
                    closed = true
                    break
                }
                search += length
            }
            if !closed { index += openLength }
        }
    }

    private func runLength(of scalar: Unicode.Scalar, at start: Int) -> Int {
        var end = start
        while end < scalars.count, scalars[end] == scalar, !protected[end] { end += 1 }
        return end - start
    }

    /// `<b>`, `</a>`, `<br/>`, `<a href="…">` and autolinks `<https://…>`. A `<` that does not open a
    /// well-formed tag (`x < 7`, `<3`, `if a<b and c>d`) stays text.
    private mutating func scanTags() {
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "<", !protected[index], let (end, name, isAutolink) = tag(at: index) else {
                index += 1
                continue
            }
            if isAutolink {
                add(index..<end, .url, Self.marker)
            } else {
                add(index..<end, .tag, Self.blockTags.contains(name.lowercased()) ? " " : "")
            }
            index = end
        }
    }

    private func tag(at start: Int) -> (end: Int, name: String, isAutolink: Bool)? {
        var index = start + 1
        if index < scalars.count, scalars[index] == "/" { index += 1 }
        let nameStart = index
        while index < scalars.count, Self.isASCIILetter(scalars[index]) || (index > nameStart && (scalars[index].properties.numericType != nil && scalars[index].isASCII || scalars[index] == "-")) {
            index += 1
        }
        guard index > nameStart, index - nameStart <= 20 else { return nil }
        let name = String(String.UnicodeScalarView(scalars[nameStart..<index]))
        if index < scalars.count, scalars[index] == ":", nameStart == start + 1 {
            // An autolink: <scheme:…> with no spaces.
            var end = index + 1
            while end < scalars.count, scalars[end] != ">", scalars[end] != "<", !scalars[end].properties.isWhitespace { end += 1 }
            guard end < scalars.count, scalars[end] == ">", end > index + 1 else { return nil }
            return (end + 1, name, true)
        }
        var end = index
        var sawEquals = false
        let limit = min(scalars.count, index + 300)
        while end < limit, scalars[end] != ">" {
            let scalar = scalars[end]
            if scalar == "<" || scalar == "\n" { return nil }
            if scalar == "=" { sawEquals = true }
            end += 1
        }
        guard end < limit, !protected[end] else { return nil }
        let attributes = String(String.UnicodeScalarView(scalars[index..<end])).trimmingSpaces
        guard end == index || scalars[index].properties.isWhitespace || scalars[index] == "/" else { return nil }
        guard attributes.isEmpty || attributes == "/" || sawEquals else { return nil }
        return (end + 1, name, false)
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    // MARK: Bare URLs

    /// `https://example.com/a_b`, `mailto:`-less `scheme://…` addresses: a placeholder, since an address is not
    /// prose (its letters keep their case, its underscores are not emphasis). Trailing sentence punctuation stays
    /// outside.
    private mutating func scanBareURLs() {
        var index = 0
        while index + 3 < scalars.count {
            guard scalars[index] == ":", scalars[index + 1] == "/", scalars[index + 2] == "/", !protected[index] else {
                index += 1
                continue
            }
            var start = index
            while start > 0, Self.isASCIILetter(scalars[start - 1]) || scalars[start - 1] == "+" || scalars[start - 1] == "-" { start -= 1 }
            guard start < index, start == 0 || !scalars[start - 1].properties.isAlphabetic else {
                index += 1
                continue
            }
            var end = index + 3
            while end < scalars.count, !scalars[end].properties.isWhitespace, !protected[end], scalars[end] != ")",
                scalars[end] != "\u{201D}", scalars[end] != "\"" { end += 1 }
            while end > index + 3, ".,;:!?'\u{2019}".unicodeScalars.contains(scalars[end - 1]) { end -= 1 }
            if isFree(start..<end) {
                add(start..<end, .url, Self.marker)
            }
            index = end
        }
    }

    // MARK: Links and inflection

    /// `[text](destination)` and `^[text](inflect: true)`: the brackets and the parenthesized part render as
    /// nothing, the text stays.
    private mutating func scanLinks() {
        var openers: [Int] = []
        var index = 0
        while index < scalars.count {
            defer { index += 1 }
            guard !protected[index] else { continue }
            if scalars[index] == "[" {
                openers.append(index)
            } else if scalars[index] == "]", let opener = openers.popLast() {
                guard index + 1 < scalars.count, scalars[index + 1] == "(", !protected[index + 1],
                    let close = closingParenthesis(from: index + 1) else { continue }
                let caret = opener > 0 && scalars[opener - 1] == "^" && !protected[opener - 1]
                add((caret ? opener - 1 : opener)..<opener + 1, .markup, "")
                add(index..<close + 1, .markup, "")
                index = close
                openers.removeAll()
            }
        }
    }

    private func closingParenthesis(from open: Int) -> Int? {
        var depth = 0
        var index = open
        while index < scalars.count {
            switch scalars[index] {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return index }
            case "\n": return nil
            default: break
            }
            index += 1
        }
        return nil
    }

    // MARK: Emphasis

    private struct Delimiter {
        var scalar: Unicode.Scalar
        var range: Range<Int>
    }

    /// `*em*`, `**strong**`, `***both***`, `_em_`, `__strong__`, `~~struck~~`, paired by CommonMark's flanking
    /// rules (an opener is followed by a non-space, a closer preceded by one; `_` does not work inside a word, so
    /// `snake_case_name` stays as written).
    private mutating func scanEmphasis() {
        var openers: [Delimiter] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "*" || scalar == "_" || scalar == "~", !protected[index] else {
                index += 1
                continue
            }
            let length = runLength(of: scalar, at: index)
            let run = Delimiter(scalar: scalar, range: index..<index + length)
            index += length
            guard length <= 3, scalar != "~" || length == 2 else { continue }
            let previous = run.range.lowerBound > 0 ? scalars[run.range.lowerBound - 1] : nil
            let next = run.range.upperBound < scalars.count ? scalars[run.range.upperBound] : nil
            let left = Self.isFlanking(toward: next, away: previous)
            let right = Self.isFlanking(toward: previous, away: next)
            let canOpen = scalar == "_" ? left && (!right || Self.isPunctuation(previous)) : left
            let canClose = scalar == "_" ? right && (!left || Self.isPunctuation(next)) : right
            if canClose, let match = openers.lastIndex(where: { $0.scalar == scalar && $0.range.count == length }) {
                add(openers[match].range, .markup, "")
                add(run.range, .markup, "")
                openers.removeSubrange(match...)
            } else if canOpen {
                openers.append(run)
            }
        }
    }

    /// CommonMark's flanking test: the side the delimiter faces is not a space, and if it is punctuation the
    /// other side is a space, punctuation or the end.
    private static func isFlanking(toward facing: Unicode.Scalar?, away other: Unicode.Scalar?) -> Bool {
        guard let facing, !facing.properties.isWhitespace else { return false }
        guard isPunctuation(facing) else { return true }
        guard let other else { return true }
        return other.properties.isWhitespace || isPunctuation(other)
    }

    private static func isPunctuation(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar, scalar != ProseText.placeholderMarker else { return false }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }
}

fileprivate extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let scalars = Array(unicodeScalars)
        var start = 0
        var end = scalars.count
        while start < end, scalars[start] == " " || scalars[start] == "\t" { start += 1 }
        while end > start, scalars[end - 1] == " " || scalars[end - 1] == "\t" { end -= 1 }
        return String(String.UnicodeScalarView(scalars[start..<end]))
    }
}
