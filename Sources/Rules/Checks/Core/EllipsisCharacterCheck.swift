/// `ellipsis-character`: three periods (`...` or `. . .`) written for an ellipsis. The suggestion writes `…`, and
/// drops the space before one that closes the text ("Loading ..." → "Loading…").
struct EllipsisCharacterCheck: StringCheck {
    let id = "ellipsis-character"
    let scope = StringScope.source

    func check(_ string: AnalyzedString, context: CheckContext) -> [RuleHit] {
        guard Self.mayHoldDotRun(string.text) else { return [] }
        let scalars = string.scalars
        var hits: [RuleHit] = []
        var replaced = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if let length = dotRunLength(scalars, at: index) {
                let dots = String(String.UnicodeScalarView(scalars[index..<index + length]))
                hits.append(RuleHit(span: index..<index + length, arguments: ["dots": dots]))
                // "Loading ..." ends as "Loading…": a closing ellipsis follows its word without a space.
                let endsText = scalars[(index + length)...].allSatisfy(\.properties.isWhitespace)
                if endsText, index >= 2, scalars[index - 1] == " ", scalars[index - 2].properties.isAlphabetic, replaced.last == " " {
                    replaced.removeLast()
                }
                replaced.append("\u{2026}")
                index += length
            } else {
                replaced.append(scalars[index])
                index += 1
            }
        }
        guard !hits.isEmpty else { return [] }
        let suggestion = String(replaced)
        return hits.map { hit in
            var hit = hit
            hit.suggestion = suggestion
            return hit
        }
    }

    /// False when no period of the text is followed by another, nor by a space and another: the UTF-8 of a
    /// text without `..` and `. .` holds no dot run.
    static func mayHoldDotRun(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var offset = 0
            while offset + 1 < bytes.count {
                if bytes[offset] == 0x2E {
                    let next = bytes[offset + 1]
                    if next == 0x2E || (next == 0x20 && offset + 2 < bytes.count && bytes[offset + 2] == 0x2E) { return true }
                }
                offset += 1
            }
            return false
        }
    }

    /// The length of `...` or `. . .` at `index`, if one starts there (and is not part of a longer run of dots
    /// before it).
    private func dotRunLength(_ scalars: [Unicode.Scalar], at index: Int) -> Int? {
        guard scalars[index] == ".", index == 0 || scalars[index - 1] != "." else { return nil }
        if index + 2 < scalars.count, scalars[index + 1] == ".", scalars[index + 2] == "." {
            return 3
        }
        if index + 4 < scalars.count, scalars[index + 1] == " ", scalars[index + 2] == ".",
            scalars[index + 3] == " ", scalars[index + 4] == "." {
            return 5
        }
        return nil
    }
}
