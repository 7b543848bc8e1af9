import CopyText

/// `whitespace-mismatch`: a translation's leading or trailing white space differs from its source's, or the
/// translation has doubled spaces the source lacks. Leading and trailing white space in UI strings is almost
/// always deliberate (text joined in code) or a slip, and translators lose or add it without seeing it. A
/// translation that renders another text (`AnotherTextRendering`) is left alone: its spaces are not its defect.
struct WhitespaceMismatchCheck: TranslationCheck {
    let id = "whitespace-mismatch"

    func check(target: AnalyzedString, source: AnalyzedString, context: CheckContext) -> [RuleHit] {
        // Neither text starts or ends with white space and the translation has no two spaces side by side: the
        // edges agree and no doubled space can be found, without reading the texts scalar by scalar.
        if !target.withUTF8Text({ Self.hasWhitespaceEdge($0) || Self.mayHoldDoubledSpace($0) }),
           !source.withUTF8Text({ Self.hasWhitespaceEdge($0) }) {
            return []
        }
        let targetScalars = target.scalars
        let sourceScalars = source.scalars
        let targetEdges = Edges(targetScalars)
        guard targetEdges.hasText else { return [] }
        let sourceEdges = Edges(sourceScalars)
        guard sourceEdges.hasText else { return [] }
        var hits: [RuleHit] = []
        let targetLeading = targetScalars[0..<targetEdges.leading]
        let sourceLeading = sourceScalars[0..<sourceEdges.leading]
        if !targetLeading.elementsEqual(sourceLeading),
           !(targetLeading.isEmpty && Self.needsNoSpace(for: sourceLeading, beside: targetScalars[targetEdges.leading])) {
            hits.append(edgeHit("leading", target: targetLeading, source: sourceLeading, span: 0..<targetEdges.leading,
                                fallback: targetEdges.leading == 0 ? 0..<1 : nil))
        }
        let targetTrailing = targetScalars[(targetScalars.count - targetEdges.trailing)...]
        let sourceTrailing = sourceScalars[(sourceScalars.count - sourceEdges.trailing)...]
        if !targetTrailing.elementsEqual(sourceTrailing),
           !(targetTrailing.isEmpty && Self.needsNoSpace(for: sourceTrailing, beside: targetScalars[targetScalars.count - 1])),
           !(sourceTrailing.isEmpty && Self.isSpaceAfterParagraph(targetScalars, trailing: targetEdges.trailing, locale: target.locale)) {
            let end = targetScalars.count
            hits.append(edgeHit("trailing", target: targetTrailing, source: sourceTrailing, span: (end - targetEdges.trailing)..<end,
                                fallback: targetEdges.trailing == 0 ? (end - 1)..<end : nil))
        }
        let interior = targetEdges.leading..<(targetScalars.count - targetEdges.trailing)
        let targetRuns = Self.mayHoldDoubledSpace(target.text) ? Self.doubledSpaces(in: targetScalars, within: interior) : []
        // Without doubled spaces in the translation there is nothing to compare with the source's.
        let sourceRunCount = targetRuns.isEmpty ? 0 : source.memo("whitespace-mismatch.doubled-spaces") {
            Self.doubledSpaces(in: sourceScalars, within: sourceEdges.leading..<(sourceScalars.count - sourceEdges.trailing)).count
        }
        let extraRuns = targetRuns.count > sourceRunCount ? Array(targetRuns.suffix(targetRuns.count - sourceRunCount)) : []
        for run in extraRuns {
            hits.append(RuleHit(span: run, arguments: ["problem": "doubled space that the source does not have"]))
        }
        // A translation of another text would only be given the source's spaces (see `AnotherTextRendering`).
        guard !hits.isEmpty, !AnotherTextRendering.isLikely(target: target, source: source) else { return [] }
        var fixed = Array(sourceLeading)
        var index = interior.lowerBound
        for run in extraRuns {
            fixed += targetScalars[index..<run.lowerBound]
            fixed.append(" ")
            index = run.upperBound
        }
        fixed += targetScalars[index..<interior.upperBound]
        fixed += sourceTrailing
        let suggestion = String(String.UnicodeScalarView(fixed))
        return hits.map { hit in
            var hit = hit
            hit.suggestion = suggestion
            return hit
        }
    }

    /// True when a translation that starts or ends with `scalar` needs none of the white space the source has
    /// at that edge: full-width punctuation carries its own, and Chinese and Japanese text sets no space between
    /// sentences.
    static func needsNoSpace(for sourceEdge: ArraySlice<Unicode.Scalar>, beside scalar: Unicode.Scalar) -> Bool {
        carriesItsOwnSpace(scalar) || dropsSentenceSpace(sourceEdge, beside: scalar)
    }

    /// Full-width punctuation (`：`, `，`, `（`, `」`, `。`) is set in a full em with its space built in: a Chinese or
    /// Japanese text that ends or starts with one needs none of the source's spaces there.
    static func carriesItsOwnSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3001...0x3003, 0x3008...0x3011, 0x3014...0x301F: return true
        case 0xFF01...0xFF0F, 0xFF1A...0xFF20, 0xFF3B...0xFF40, 0xFF5B...0xFF65: return true
        default: return false
        }
    }

    /// True when the source's edge is only spaces and the translation's text at that edge is Chinese or Japanese
    /// (a Han ideograph, hiragana or katakana): the source's space joins it to the text beside it in English
    /// (" Note that …" after another sentence), and Chinese and Japanese set no space between sentences. A line
    /// break the source has there is still the translation's to keep.
    static func dropsSentenceSpace(_ sourceEdge: ArraySlice<Unicode.Scalar>, beside scalar: Unicode.Scalar) -> Bool {
        guard !sourceEdge.isEmpty, sourceEdge.allSatisfy({ $0 == " " }) else { return false }
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F: return true
        default: return false
        }
    }

    /// True when the translation's trailing white space is only spaces after the last sentence of a text of two
    /// or more sentences ("… Réessayez plus tard. "). Such a text is prose that wraps in an alert or a label, and a
    /// space after its final mark draws nothing and moves nothing: reporting it would be a finding nobody acts on.
    /// A line break there, a space after a fragment ("Supprimer ") or after a single sentence (a centred label
    /// shifts by it) are still reported.
    static func isSpaceAfterParagraph(_ scalars: [Unicode.Scalar], trailing: Int, locale: String) -> Bool {
        let end = scalars.count - trailing
        guard trailing > 0, end > 0, scalars[end...].allSatisfy(isHorizontalSpace),
              scalars[end - 1].properties.isSentenceTerminal else { return false }
        let text = String(String.UnicodeScalarView(scalars[..<end]))
        return TextBreaks.sentences(in: text, locale: locale).count >= 2
    }

    /// A hit for a leading or trailing difference. When the translation has no white space at that edge, the
    /// span falls on its first or last character, where the missing space belongs.
    private func edgeHit(
        _ edge: String, target: ArraySlice<Unicode.Scalar>, source: ArraySlice<Unicode.Scalar>, span: Range<Int>,
        fallback: Range<Int>?
    ) -> RuleHit {
        let problem: String
        if target.isEmpty {
            problem = "no \(edge) white space, but the source has \(Self.describe(source))"
        } else if source.isEmpty {
            problem = "\(edge) \(Self.describe(target)) that the source does not have"
        } else {
            problem = "\(edge) \(Self.describe(target)) where the source has \(Self.describe(source))"
        }
        return RuleHit(span: fallback ?? span, arguments: ["problem": problem])
    }

    /// "a space", "2 spaces", "a line break", "a no-break space", … for a run of white space.
    static func describe(_ run: ArraySlice<Unicode.Scalar>) -> String {
        let kinds = Set(run.map(name(of:)))
        if kinds.count == 1, let kind = kinds.first {
            return run.count == 1 ? "a \(kind)" : "\(run.count) \(kind)s"
        }
        return "\(run.count) white-space characters (\(run.map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadded() }.joined(separator: " ")))"
    }

    private static func name(of scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x20: return "space"
        case 0x0A, 0x0D, 0x2028: return "line break"
        case 0x09: return "tab"
        case 0xA0, 0x202F: return "no-break space"
        case 0x3000: return "ideographic space"
        default: return "white-space character"
        }
    }

    /// Runs of two or more horizontal spaces inside `range`.
    static func doubledSpaces(in scalars: [Unicode.Scalar], within range: Range<Int>) -> [Range<Int>] {
        scalars.withUnsafeBufferPointer { scalars in
            var runs: [Range<Int>] = []
            var index = range.lowerBound
            while index < range.upperBound {
                guard isHorizontalSpace(scalars[index]) else {
                    index += 1
                    continue
                }
                var end = index + 1
                while end < range.upperBound, isHorizontalSpace(scalars[end]) { end += 1 }
                if end - index >= 2 { runs.append(index..<end) }
                index = end
            }
            return runs
        }
    }

    /// True when `text` is empty or starts or ends with white space.
    static func hasWhitespaceEdge(_ text: String) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable(hasWhitespaceEdge) { return found }
        var contiguous = text
        return contiguous.withUTF8(hasWhitespaceEdge)
    }

    /// `hasWhitespaceEdge` read from the first and last scalars' UTF-8.
    static func hasWhitespaceEdge(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, let last = bytes.last else { return true }
        // The ASCII white space: tab to carriage return, and the space.
        if first < 0x80 {
            if first == 0x20 || first &- 0x09 < 5 { return true }
        } else if isWhitespace(ScalarArray.scalarValue(at: 0, in: bytes).value) {
            return true
        }
        if last < 0x80 { return last == 0x20 || last &- 0x09 < 5 }
        var start = bytes.count - 1
        while bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return isWhitespace(ScalarArray.scalarValue(at: start, in: bytes).value)
    }

    private static func isWhitespace(_ value: UInt32) -> Bool {
        guard let scalar = Unicode.Scalar(value) else { return false }
        return ScalarClass.flags(scalar).contains(.whitespace)
    }

    /// False when no two horizontal spaces of `text` are neighbours, read from its UTF-8: only scalars that may
    /// be space separators (a space or tab; U+00A0; U+1680; U+2000–U+205F; U+3000) count, by their first bytes.
    static func mayHoldDoubledSpace(_ text: String) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable(mayHoldDoubledSpace) { return found }
        var contiguous = text
        return contiguous.withUTF8(mayHoldDoubledSpace)
    }

    /// The byte loop of `mayHoldDoubledSpace`: eight bytes at a time when none of them starts a scalar that may be
    /// a non-ASCII space (C2, E1, E2, E3), so that every byte but a space or a tab ends a run (the spaces and tabs
    /// found by chunk arithmetic); byte by byte through the other chunks.
    static func mayHoldDoubledSpace(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var previousMaySpace = false
        var index = 0
        let count = bytes.count
        while index < count {
            var chunkEnd = count
            if index + 8 <= count {
                let chunk = ByteChunks.chunk(at: index, in: bytes)
                // E0–E3 are the bytes that `| 0x03` turns into 0xE3 (E0, which starts no space, is a false alarm the
                // byte step settles).
                if chunk & ByteChunks.highBits == 0 || !(ByteChunks.contains(0xC2, in: chunk)
                    || ByteChunks.contains(0xE3, in: chunk | 0x0303_0303_0303_0303)) {
                    let spaces = ByteChunks.lanes(of: 0x20, in: chunk) | ByteChunks.lanes(of: 0x09, in: chunk)
                    // Two neighbouring spaces inside the chunk, or one ending the last chunk and one starting this.
                    if spaces & (spaces << 8) != 0 || (previousMaySpace && spaces & 0x80 != 0) { return true }
                    previousMaySpace = spaces >> 63 != 0
                    index += 8
                    continue
                }
                chunkEnd = index + 8
            }
            while index < chunkEnd {
                let byte = bytes[index]
                if byte == 0x20 || byte == 0x09 {
                    if previousMaySpace { return true }
                    previousMaySpace = true
                    index += 1
                    continue
                }
                // Any other byte outside C2–E3 (ASCII, other lead bytes, or the continuation bytes of a scalar
                // that is no space) ends a run; another lead byte's scalar is stepped over whole.
                if byte &- 0xC2 > 0xE3 - 0xC2 {
                    previousMaySpace = false
                    index += byte < 0xC0 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
                    continue
                }
                let maySpace: Bool
                switch byte {
                case 0xC2: maySpace = bytes[index + 1] == 0xA0
                case 0xE1: maySpace = bytes[index + 1] == 0x9A
                case 0xE2: maySpace = bytes[index + 1] &- 0x80 < 2
                case 0xE3: maySpace = bytes[index + 1] == 0x80 && bytes[index + 2] == 0x80
                default: maySpace = false
                }
                if maySpace {
                    if previousMaySpace { return true }
                    previousMaySpace = true
                    // Step over the whole scalar, so its continuation bytes do not end the run.
                    index += byte == 0xC2 ? 2 : 3
                } else {
                    // A scalar of C2–E3 that is no space: its continuation bytes would end the run too.
                    previousMaySpace = false
                    index += byte < 0xE0 ? 2 : 3
                }
            }
        }
        return false
    }

    @inline(__always)
    private static func isHorizontalSpace(_ scalar: Unicode.Scalar) -> Bool {
        // The only ASCII space separator is the space itself.
        if scalar.isASCII { return scalar == " " || scalar == "\t" }
        return ScalarClass.flags(scalar).contains(.spaceSeparator)
    }
}

/// How many white-space scalars a string starts and ends with.
private struct Edges {
    let leading: Int
    let trailing: Int
    /// False when the string is empty or all white space (then edges mean nothing).
    let hasText: Bool

    init(_ scalars: [Unicode.Scalar]) {
        func isWhitespace(_ scalar: Unicode.Scalar) -> Bool { ScalarClass.flags(scalar).contains(.whitespace) }
        var leading = 0
        while leading < scalars.count, isWhitespace(scalars[leading]) { leading += 1 }
        if leading == scalars.count {
            self.leading = leading
            trailing = 0
            hasText = false
            return
        }
        self.leading = leading
        var trailing = 0
        while isWhitespace(scalars[scalars.count - 1 - trailing]) { trailing += 1 }
        self.trailing = trailing
        hasText = true
    }
}

private extension String {
    func leftPadded() -> String {
        count >= 4 ? self : String(repeating: "0", count: 4 - count) + self
    }
}
