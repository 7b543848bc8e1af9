import CopyText

/// The quotation marks of a string, paired: what `locale-quotes` checks against the locale's marks, and what
/// `locale-capitalization` reads to leave quoted UI names alone.
///
/// Marks are grouped in families that pair among themselves: double marks (" “ ” „ ‟ ＂ 〝 〞 〟) pair in turn,
/// first with second; guillemets (« ») and single guillemets (‹ ›) pair in the direction the first one sets
/// («…» or »…«), nesting allowed; corner brackets (「」『』) nest. Single marks (' ‘ ’ ‚ ‛) are quotes only where
/// they open before a word and close after one; between letters they are apostrophes (l’app, don't), and a
/// single mark without a partner is taken for an apostrophe too (users’). Marks inside markup, URLs and
/// placeholders are skipped, and so are a " between two letters (Hebrew gershayim) and an odd " after a digit
/// (inches).
struct QuotationScan {
    /// One mark at a scalar offset.
    struct Mark: Hashable {
        let scalar: Unicode.Scalar
        let offset: Int
    }

    /// A quotation: its opening and closing marks.
    struct Pair: Hashable {
        let open: Mark
        let close: Mark
        /// The quoted text between the marks.
        var inside: Range<Int> { open.offset + 1..<close.offset }
    }

    /// Whether a mark belongs to the outer (double) or inner (single) level of quotation.
    enum Level { case outer, inner }

    private(set) var pairs: [Pair] = []
    /// Marks that found no partner (single-mark apostrophes are not listed).
    private(set) var unpaired: [Mark] = []

    static let doubleMarks: Set<Unicode.Scalar> = ["\"", "\u{201C}", "\u{201D}", "\u{201E}", "\u{201F}", "\u{FF02}",
                                                   "\u{301D}", "\u{301E}", "\u{301F}"]
    static let singleMarks: Set<Unicode.Scalar> = ["'", "\u{2018}", "\u{2019}", "\u{201A}", "\u{201B}"]
    static let guillemets: Set<Unicode.Scalar> = ["\u{00AB}", "\u{00BB}"]
    static let singleGuillemets: Set<Unicode.Scalar> = ["\u{2039}", "\u{203A}"]
    static let corners: [Unicode.Scalar: Unicode.Scalar] = ["\u{300C}": "\u{300D}", "\u{300E}": "\u{300F}"]

    /// Every scalar that can be a quotation mark.
    static let allMarks: Set<Unicode.Scalar> = doubleMarks.union(singleMarks).union(guillemets).union(singleGuillemets)
        .union(["\u{300C}", "\u{300D}", "\u{300E}", "\u{300F}"])

    /// `allMarks.contains(scalar)` without hashing: every mark is `"`, `'`, or lies in U+00AB–U+FF02, so most
    /// scalars are settled by two comparisons.
    @inline(__always)
    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 { return value == 0x22 || value == 0x27 }
        switch value {
        case 0x00AB, 0x00BB, 0x2018...0x201F, 0x2039, 0x203A, 0x300C...0x300F, 0x301D...0x301F, 0xFF02: return true
        default: return false
        }
    }

    /// False when the scan of `text` finds nothing, as settled from its UTF-8: the text holds no quotation mark, or
    /// only single marks between two letters or digits (apostrophes: l’app, don't) and `"` between two letters
    /// (gershayim), which the scan skips wherever they stand. True when the scan must run.
    static func mayFindMarks(in text: String) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable(mayFindMarks) { return found }
        var contiguous = text
        return contiguous.withUTF8(mayFindMarks)
    }

    /// The byte loop of `mayFindMarks`. Every mark is `"`, `'`, or starts with C2, E2, E3 or EF: eight bytes
    /// without any of those are passed over at once (a scalar cut at the chunk's end leaves continuation bytes,
    /// which are stepped over one by one).
    static func mayFindMarks(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        var index = 0
        while index < count {
            if index + 8 <= count {
                let chunk = ByteChunks.chunk(at: index, in: bytes)
                // `"` and `'` are the ASCII bytes that `| 0x05` turns into 0x27 (with # and &, false alarms the byte
                // step settles); E2 and E3 the bytes that `| 0x01` turns into 0xE3.
                if !ByteChunks.contains(0x27, in: chunk | 0x0505_0505_0505_0505),
                   chunk & ByteChunks.highBits == 0 || !(ByteChunks.contains(0xC2, in: chunk)
                       || ByteChunks.contains(0xE3, in: chunk | 0x0101_0101_0101_0101) || ByteChunks.contains(0xEF, in: chunk)) {
                    index += 8
                    continue
                }
            }
            let lead = bytes[index]
            if lead & 0xC0 == 0x80 {
                index += 1
                continue
            }
            // Every mark is `"`, `'` or starts with C2, E2, E3 or EF: another scalar is stepped over whole.
            if lead < 0x80 {
                if lead != 0x22, lead != 0x27 {
                    index += 1
                    continue
                }
            } else if lead != 0xC2, lead != 0xE2, lead != 0xE3, lead != 0xEF {
                index += lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                continue
            }
            let (value, length) = ScalarArray.scalarValue(at: index, in: bytes)
            if value == 0x22 || value == 0x27 || value >= 0xAB, let scalar = Unicode.Scalar(value), isMark(scalar),
               !isSkippedApostrophe(scalar, at: index, length: length, in: bytes) {
                return true
            }
            index += length
        }
        return false
    }

    /// The scan's own test for a mark it passes over whatever surrounds it: a single mark between two word
    /// scalars, a `"` between two letters. The neighbours are read from the bytes around the mark.
    private static func isSkippedApostrophe(_ scalar: Unicode.Scalar, at index: Int, length: Int,
                                            in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let isDouble = scalar == "\""
        guard isDouble || singleMarks.contains(scalar), index > 0, index + length < bytes.count else { return false }
        var start = index - 1
        while bytes[start] & 0xC0 == 0x80 { start -= 1 }
        guard let before = Unicode.Scalar(ScalarArray.scalarValue(at: start, in: bytes).value),
              let after = Unicode.Scalar(ScalarArray.scalarValue(at: index + length, in: bytes).value) else { return false }
        let needed: ScalarClass.Flags = isDouble ? .alphabetic : [.alphabetic, .numeric]
        return ScalarClass.isAny(before, needed) && ScalarClass.isAny(after, needed)
    }

    static func level(of scalar: Unicode.Scalar) -> Level {
        singleMarks.contains(scalar) || singleGuillemets.contains(scalar) || scalar == "\u{300E}" || scalar == "\u{300F}"
            ? .inner : .outer
    }

    init(_ scalars: [Unicode.Scalar], skipping nonProse: NonProseRanges) {
        var doubles: [Mark] = []
        var guillemetMarks: [Mark] = []
        var singleGuillemetMarks: [Mark] = []
        var singles: [(mark: Mark, opens: Bool, closes: Bool)] = []
        var cornerStacks: [Unicode.Scalar: [Mark]] = [:]
        for (offset, scalar) in scalars.enumerated() where Self.isMark(scalar) && !nonProse.covers(offset: offset) {
            let before = offset > 0 ? scalars[offset - 1] : nil
            let after = offset + 1 < scalars.count ? scalars[offset + 1] : nil
            let mark = Mark(scalar: scalar, offset: offset)
            if Self.doubleMarks.contains(scalar) {
                if scalar == "\"", let before, let after, Self.isLetter(before), Self.isLetter(after) { continue }
                doubles.append(mark)
            } else if Self.guillemets.contains(scalar) {
                guillemetMarks.append(mark)
            } else if Self.singleGuillemets.contains(scalar) {
                let opens = after.map { !Self.isSpace($0) } ?? false
                let closes = before.map { !Self.isSpace($0) } ?? false
                if opens != closes { singleGuillemetMarks.append(mark) }
            } else if Self.singleMarks.contains(scalar) {
                if let before, let after, Self.isWordScalar(before), Self.isWordScalar(after) { continue }
                let opens = (before.map(Self.opensAfter) ?? true) && (after.map { !Self.isSpace($0) } ?? false)
                let closes = (before.map { !Self.isSpace($0) } ?? false) && (after.map(Self.closesBefore) ?? true)
                if opens || closes { singles.append((mark, opens, closes)) }
            } else if let close = Self.corners[scalar] {
                cornerStacks[close, default: []].append(mark)
            } else if var stack = cornerStacks[scalar], let open = stack.popLast() {
                cornerStacks[scalar] = stack
                pairs.append(Pair(open: open, close: mark))
            } else {
                unpaired.append(mark)
            }
        }
        unpaired += cornerStacks.values.flatMap { $0 }
        pairInTurn(Self.droppingInchMark(doubles, scalars))
        pairByDirection(guillemetMarks)
        pairByDirection(singleGuillemetMarks)
        pairSingles(singles)
        pairs.sort { $0.open.offset < $1.open.offset }
        unpaired.sort { $0.offset < $1.offset }
    }

    /// True when `offset` is inside a quotation (between its marks).
    func isQuoted(_ offset: Int) -> Bool {
        pairs.contains { $0.inside.contains(offset) }
    }

    private mutating func pairInTurn(_ marks: [Mark]) {
        var index = 0
        while index + 1 < marks.count {
            pairs.append(Pair(open: marks[index], close: marks[index + 1]))
            index += 2
        }
        if index < marks.count { unpaired.append(marks[index]) }
    }

    /// Pairs marks whose direction the first one sets: with «…» a « opens and a » closes; with »…« the reverse.
    private mutating func pairByDirection(_ marks: [Mark]) {
        guard let opener = marks.first?.scalar else { return }
        var stack: [Mark] = []
        for mark in marks {
            if mark.scalar == opener {
                stack.append(mark)
            } else if let open = stack.popLast() {
                pairs.append(Pair(open: open, close: mark))
            } else {
                unpaired.append(mark)
            }
        }
        // Two marks of one shape (Swedish »…», Finnish ”…”): pair them in turn.
        pairInTurn(stack)
    }

    private mutating func pairSingles(_ marks: [(mark: Mark, opens: Bool, closes: Bool)]) {
        var pending: Mark?
        for candidate in marks {
            if let open = pending, candidate.closes {
                pairs.append(Pair(open: open, close: candidate.mark))
                pending = nil
            } else if candidate.opens {
                pending = candidate.mark
            }
        }
    }

    /// With an odd number of double marks, a " or ” right after a digit is an inch or seconds sign (27").
    private static func droppingInchMark(_ marks: [Mark], _ scalars: [Unicode.Scalar]) -> [Mark] {
        guard marks.count % 2 == 1 else { return marks }
        guard let inch = marks.firstIndex(where: { mark in
            (mark.scalar == "\"" || mark.scalar == "\u{201D}") && mark.offset > 0
                && scalars[mark.offset - 1].properties.numericType != nil
        }) else { return marks }
        var kept = marks
        kept.remove(at: inch)
        return kept
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool { ScalarClass.isAny(scalar, .alphabetic) }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool { ScalarClass.isAny(scalar, [.alphabetic, .numeric]) }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool { ScalarClass.isAny(scalar, .whitespace) }

    /// A single mark after this scalar may open a quotation: after a space, an opening bracket, a dash or a mark.
    private static func opensAfter(_ scalar: Unicode.Scalar) -> Bool {
        isSpace(scalar) || "([{-–—/".unicodeScalars.contains(scalar) || isMark(scalar)
    }

    /// A single mark before this scalar may close a quotation: before a space, punctuation, or a mark.
    private static func closesBefore(_ scalar: Unicode.Scalar) -> Bool {
        isSpace(scalar) || ".,;:!?)]}…-–—/".unicodeScalars.contains(scalar) || isMark(scalar)
    }
}
