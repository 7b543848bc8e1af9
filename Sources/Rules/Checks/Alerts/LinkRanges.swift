/// Where web addresses (`https://…`, `www.…`) and email addresses stand in a text, by scalar offsets.
enum LinkRanges {
    static func ranges(in scalars: [Unicode.Scalar]) -> [Range<Int>] {
        guard scalars.contains(where: { $0 == ":" || $0 == "@" }) || hasWWW(scalars) else { return [] }
        var ranges: [Range<Int>] = []
        var start: Int?
        for index in 0...scalars.count {
            let isSpace = index == scalars.count || scalars[index].properties.isWhitespace
            if isSpace {
                if let tokenStart = start, isLink(scalars[tokenStart..<index]) {
                    ranges.append(tokenStart..<index)
                }
                start = nil
            } else if start == nil {
                start = index
            }
        }
        return ranges
    }

    private static func hasWWW(_ scalars: [Unicode.Scalar]) -> Bool {
        var run = 0
        for scalar in scalars {
            if scalar.value | 0x20 == 0x77 {
                run += 1
            } else {
                if run >= 3, scalar == "." { return true }
                run = 0
            }
        }
        return false
    }

    private static func isLink(_ token: ArraySlice<Unicode.Scalar>) -> Bool {
        let scalars = Array(token)
        if startsWith(scalars, "www.") || startsWith(scalars, "mailto:") { return true }
        var sawAt = false
        for index in scalars.indices {
            switch scalars[index] {
            case ":":
                if index + 2 < scalars.count, scalars[index + 1] == "/", scalars[index + 2] == "/" { return true }
            case "@":
                // An email address has a letter or digit before its @ (a format specifier has a percent sign).
                if index > 0, scalars[index - 1].properties.isAlphabetic || scalars[index - 1].properties.numericType != nil {
                    sawAt = true
                }
            case ".":
                if sawAt, index + 1 < scalars.count, scalars[index + 1].properties.isAlphabetic { return true }
            default:
                break
            }
        }
        return false
    }

    private static func startsWith(_ scalars: [Unicode.Scalar], _ prefix: String) -> Bool {
        let prefix = Array(prefix.unicodeScalars)
        guard scalars.count > prefix.count else { return false }
        // ASCII case folding: setting bit 5 lowercases A–Z and leaves “.”, “:” and every non-ASCII scalar apart.
        return zip(scalars, prefix).allSatisfy { $0.value | 0x20 == $1.value }
    }
}
