/// The groups of alternatives a regular expression's every match must go through, each given as one word per
/// alternative: a text that holds none of a group's words cannot match (`alert (title|heading|header)` needs
/// `title`, `heading` or `header`).
///
/// A group counts when it is a plain `(…)` or `(?:…)` group at the top level of the pattern (inside no other
/// group), with `|` at its own level and no `?`, `*` or `{` after its `)`, in a pattern without a top-level `|`:
/// every match then spells out one of its alternatives. Each alternative gives its longest `RequiredWords` word;
/// an alternative without one (`ok`, `\.`, `^`) makes the group give nothing. Patterns `RequiredWords` does not
/// follow (free-spacing mode, multi-character escapes) give nothing either.
enum RequiredAlternatives {
    static func of(_ pattern: String) -> [[[UInt8]]] {
        let bytes = Array(pattern.utf8)
        var groups: [[[UInt8]]] = []
        var nesting = 0
        let followed = PatternWalk.walk(bytes) { step, index in
            guard case .byte(let byte) = step else { return .advance }
            switch byte {
            case UInt8(ascii: "("):
                if nesting == 0, let words = alternativeWords(bytes, open: index) { groups.append(words) }
                nesting += 1
            case UInt8(ascii: ")"): nesting -= 1
            case UInt8(ascii: "|") where nesting == 0: return .giveUp
            default: break
            }
            return .advance
        }
        return followed ? groups : []
    }

    /// One word per alternative of the plain group opened at `open`, when it has alternatives and each has a word;
    /// nil otherwise.
    private static func alternativeWords(_ bytes: [UInt8], open: Int) -> [[UInt8]]? {
        var body = open + 1
        if body < bytes.count, bytes[body] == UInt8(ascii: "?") {
            guard body + 1 < bytes.count, bytes[body + 1] == UInt8(ascii: ":") else { return nil }
            body += 2
        }
        guard let group = RequiredWords.unquantifiedGroup(bytes, body: body), !group.bars.isEmpty else { return nil }
        let bounds = [body - 1] + group.bars + [group.close]
        var words: [[UInt8]] = []
        for (before, after) in zip(bounds, bounds.dropFirst()) {
            let required = RequiredWords.of(String(decoding: bytes[(before + 1)..<after], as: UTF8.self))
            guard let longest = required.max(by: { $0.count < $1.count }) else { return nil }
            words.append(longest)
        }
        return words
    }
}
