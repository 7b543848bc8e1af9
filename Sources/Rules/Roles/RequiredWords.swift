/// The words a regular expression's every match must contain: runs of three or more ASCII letters and digits
/// that stand at the top level of the pattern, unquantified.
///
/// Only what is certain counts: a pattern with a top-level `|` or a multi-character escape gives none; anything inside
/// brackets, any escape, and a character a `?`, `*` or `{` quantifier makes optional or repeatable end a run
/// without being part of it. A group counts as top level when it is a plain one (`(…)`, `(?:…)` or `(?flags:…)`)
/// with no `|` of its own and no `?`, `*` or `{` after it, since every match then spells out its body; any
/// other group (alternatives, lookarounds, named or atomic groups, an optional group) gives no words. What
/// remains is a concatenation that every match spells out, so a text without one of the words (compared
/// case-insensitively, which a case-sensitive `(?-i:…)` part only makes stricter) cannot match.
enum RequiredWords {
    static func of(_ pattern: String) -> [[UInt8]] {
        let bytes = Array(pattern.utf8)
        var words: [[UInt8]] = []
        var run: [UInt8] = []
        /// Opaque groups open around the walk; only words at depth 0 count.
        var depth = 0
        /// For each group open around the walk, whether it is transparent (entered without raising `depth`).
        var groups: [Bool] = []
        func endRun() {
            if run.count >= 3 { words.append(run) }
            run = []
        }
        let followed = PatternWalk.walk(bytes) { step, index in
            guard case .byte(let byte) = step else {
                endRun()
                return .advance
            }
            switch byte {
            case UInt8(ascii: "("):
                endRun()
                if depth == 0, let body = transparentGroupBody(bytes, open: index) {
                    groups.append(true)
                    return .jump(to: body)
                }
                groups.append(false)
                depth += 1
            case UInt8(ascii: ")"):
                endRun()
                if groups.popLast() != true { depth -= 1 }
            case UInt8(ascii: "|") where depth == 0: return .giveUp
            case UInt8(ascii: "?"), UInt8(ascii: "*"), UInt8(ascii: "{"):
                // The character before the quantifier is optional (or its repetition unknown): drop it, and
                // skip a `{m,n}` count.
                if !run.isEmpty { run.removeLast() }
                endRun()
                if byte == UInt8(ascii: "{") {
                    var end = index
                    while end < bytes.count, bytes[end] != UInt8(ascii: "}") { end += 1 }
                    return .jump(to: end + 1)
                }
            default:
                let isWordByte = (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10
                if depth == 0, isWordByte {
                    run.append(byte &- 0x41 < 26 ? byte | 0x20 : byte)
                } else {
                    endRun()
                }
            }
            return .advance
        }
        guard followed else { return [] }
        endRun()
        return words
    }

    /// True for a `\` at `index` that starts an escape of more than one character (\u0041, \x41, \p{L}, \N{…},
    /// \k<n>, \1, \Q…\E). Such escapes are not followed: a pattern holding one gives no words.
    static func startsUnfollowedEscape(_ bytes: [UInt8], at index: Int) -> Bool {
        index + 1 < bytes.count && "uxNpPkgQE0123456789".utf8.contains(bytes[index + 1])
    }

    /// True for a `(` at `index` that turns on free-spacing mode (`(?x)`, `(?ix:…)`), which gives white space and
    /// `#` comments other meanings: a pattern holding one gives no words.
    static func opensFreeSpacing(_ bytes: [UInt8], at index: Int) -> Bool {
        guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "?") else { return false }
        var flag = index + 2
        while flag < bytes.count, (bytes[flag] | 0x20) &- 0x61 < 26 || bytes[flag] == UInt8(ascii: "-") {
            if bytes[flag] == UInt8(ascii: "x") { return true }
            flag += 1
        }
        return false
    }

    /// Where the body of the group opened at `open` starts, when every match spells out that body: a plain
    /// `(…)`, `(?:…)` or `(?flags:…)` group with no `|` at its own level and no `?`, `*` or `{` after its `)`.
    /// Nil for any other group, and for anything this look cannot follow (an unclosed group, a set starting
    /// with `]`).
    static func transparentGroupBody(_ bytes: [UInt8], open: Int) -> Int? {
        var body = open + 1
        if body < bytes.count, bytes[body] == UInt8(ascii: "?") {
            body += 1
            while body < bytes.count, (bytes[body] | 0x20) &- 0x61 < 26 || bytes[body] == UInt8(ascii: "-") { body += 1 }
            guard body < bytes.count, bytes[body] == UInt8(ascii: ":") else { return nil }
            body += 1
        }
        guard let group = unquantifiedGroup(bytes, body: body), group.bars.isEmpty else { return nil }
        return body
    }

    /// The group whose body starts at `body`, read over escapes, nested groups and character sets: where its
    /// own-level `|`s are and where its `)` is. Nil when the group is quantified (`?`, `*` or `{` after its `)`),
    /// and for anything this look cannot follow (an unclosed group, a set starting with `]`). Shared by this
    /// type's transparent groups and `RequiredAlternatives`' groups of alternatives.
    static func unquantifiedGroup(_ bytes: [UInt8], body: Int) -> (bars: [Int], close: Int)? {
        var bars: [Int] = []
        var index = body
        var nesting = 0
        var inClass = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if inClass {
                if byte == UInt8(ascii: "]") { inClass = false }
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "["):
                inClass = true
                var first = index + 1
                if first < bytes.count, bytes[first] == UInt8(ascii: "^") { first += 1 }
                if first < bytes.count, bytes[first] == UInt8(ascii: "]") { return nil }
            case UInt8(ascii: "("): nesting += 1
            case UInt8(ascii: "|") where nesting == 0: bars.append(index)
            case UInt8(ascii: ")"):
                if nesting == 0 {
                    let after = index + 1
                    if after < bytes.count, "?*{".utf8.contains(bytes[after]) { return nil }
                    return (bars, index)
                }
                nesting -= 1
            default: break
            }
            index += 1
        }
        return nil
    }

    /// True when `word` (lowercased ASCII) occurs in `text` (UTF-8 with its ASCII letters lowercased).
    static func contains(_ text: [UInt8], _ word: [UInt8]) -> Bool {
        guard let first = word.first, word.count <= text.count else { return word.isEmpty }
        var start = 0
        while start + word.count <= text.count {
            if text[start] == first {
                var offset = 1
                while offset < word.count, text[start + offset] == word[offset] { offset += 1 }
                if offset == word.count { return true }
            }
            start += 1
        }
        return false
    }
}

/// Which pairs of adjacent bytes a text holds, hashed into 1,024 bits: a word with a pair the text lacks is
/// absent, proved at a few instructions instead of a scan of the text. Pairs present say nothing for certain.
/// The bits are kept inline (no array to allocate per text).
struct BytePairs {
    private var bits = SIMD16<UInt64>(repeating: 0)

    init() {}

    init(_ text: [UInt8]) {
        guard text.count > 1 else { return }
        for index in 1..<text.count { insert(text[index - 1], text[index]) }
    }

    /// Records the pair `first`, `second`.
    mutating func insert(_ first: UInt8, _ second: UInt8) {
        let slot = Self.slot(first, second)
        bits[slot >> 6] |= 1 << UInt64(slot & 63)
    }

    /// Whether the pair of `slot` (`BytePairs.slot`) may be in the text.
    func holds(_ slot: Int) -> Bool {
        bits[slot >> 6] & (1 << UInt64(slot & 63)) != 0
    }

    /// Calls `body` with the bits as eight-byte chunks (pair `slot` is bit `slot & 63` of chunk `slot >> 6`).
    func withBits<Result>(_ body: (UnsafeBufferPointer<UInt64>) -> Result) -> Result {
        withUnsafeBytes(of: bits) { body($0.bindMemory(to: UInt64.self)) }
    }

    /// Whether the pairs of `slots[range]` may all be in the text whose `bits` (`withBits`) are given.
    static func holdsAll(_ bits: UnsafeBufferPointer<UInt64>, _ slots: UnsafeBufferPointer<UInt16>, _ range: Range<Int>) -> Bool {
        for position in range {
            let slot = Int(slots[position])
            if bits[slot >> 6] & (1 << UInt64(slot & 63)) == 0 { return false }
        }
        return true
    }

    /// False when `word` (two bytes or more) has a pair of bytes the text lacks; true for shorter words.
    func mayContain(_ word: [UInt8]) -> Bool {
        guard word.count > 1 else { return true }
        for index in 1..<word.count where !holds(Self.slot(word[index - 1], word[index])) { return false }
        return true
    }

    /// The bit that stands for the pair `first`, `second`.
    static func slot(_ first: UInt8, _ second: UInt8) -> Int {
        (Int(first) &* 31 &+ Int(second)) & 1023
    }
}
