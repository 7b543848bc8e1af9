import CopyText

/// `bidi-controls`: bidirectional control characters that are unbalanced (an isolate LRI/RLI/FSI without its
/// PDI, an embedding or override LRE/RLE/LRO/RLO without its PDF, or a closer with nothing to close), or legacy
/// embeddings and overrides used at all (Unicode and the W3C recommend isolates; an override can also disguise
/// text). An unclosed control leaks its direction into whatever text the app puts after the string.
struct BidiControlsCheck: StringCheck {
    let id = "bidi-controls"
    let scope = StringScope.all

    private enum Control {
        case isolate, embedding, override, popIsolate, popFormatting

        init?(_ scalar: Unicode.Scalar) {
            switch scalar.value {
            case 0x2066, 0x2067, 0x2068: self = .isolate
            case 0x202A, 0x202B: self = .embedding
            case 0x202D, 0x202E: self = .override
            case 0x2069: self = .popIsolate
            case 0x202C: self = .popFormatting
            default: return nil
            }
        }
    }

    func check(_ string: AnalyzedString, context: CheckContext) -> [RuleHit] {
        guard string.withUTF8Text({ Self.mayHoldControl($0) }) else { return [] }
        let scalars = string.scalars
        var hits: [RuleHit] = []
        // Open controls in order, as UAX #9 pairs them: a PDI closes the last open isolate (and any embedding
        // opened inside it); a PDF closes the last embedding or override opened since that isolate.
        var open: [(offset: Int, control: Control)] = []
        var legacy: [Int] = []
        for (offset, scalar) in scalars.enumerated() {
            guard let control = Control(scalar) else { continue }
            switch control {
            case .isolate:
                open.append((offset, control))
            case .embedding, .override:
                open.append((offset, control))
                legacy.append(offset)
            case .popIsolate:
                guard let isolateIndex = open.lastIndex(where: { $0.control == .isolate }) else {
                    hits.append(hit(offset, scalars, "PDI (U+2069) closes no isolate"))
                    continue
                }
                for unclosed in open[(isolateIndex + 1)...] {
                    hits.append(hit(unclosed.offset, scalars, "\(name(scalars[unclosed.offset])) is not closed by a PDF before the PDI that ends its isolate"))
                }
                open.removeSubrange(isolateIndex...)
            case .popFormatting:
                guard let last = open.last, last.control != .isolate else {
                    hits.append(hit(offset, scalars, "PDF (U+202C) closes no embedding or override"))
                    continue
                }
                open.removeLast()
            }
        }
        for unclosed in open {
            let closer = unclosed.control == .isolate ? "PDI (U+2069)" : "PDF (U+202C)"
            hits.append(RuleHit(
                span: unclosed.offset..<(unclosed.offset + 1),
                arguments: ["problem": "\(name(scalars[unclosed.offset])) is never closed by a \(closer)"],
                suggestion: closingSuggestion(for: unclosed.offset, control: unclosed.control, scalars)
            ))
        }
        let reported = Set(hits.compactMap { $0.span?.lowerBound })
        for offset in legacy where !reported.contains(offset) {
            hits.append(hit(offset, scalars, "\(name(scalars[offset])) is a legacy embedding or override; use an isolate (LRI, RLI or FSI … PDI) instead"))
        }
        return hits.sorted { ($0.span?.lowerBound ?? 0) < ($1.span?.lowerBound ?? 0) }
    }

    /// True when the UTF-8 bytes hold one of the controls: U+202A–U+202E are E2 80 AA–AE, U+2066–U+2069 are
    /// E2 81 A6–A9. Most strings have none and are settled without reading their scalars.
    static func mayHoldControl(_ text: String) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable(mayHoldControl) { return found }
        var contiguous = text
        return contiguous.withUTF8(mayHoldControl)
    }

    /// The byte loop of `mayHoldControl`: eight bytes at a time, looking at single bytes only in a chunk that
    /// holds an E2.
    static func mayHoldControl(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        guard count >= 3 else { return false }
        var index = 0
        while index + 8 <= count {
            if ByteChunks.contains(0xE2, in: ByteChunks.chunk(at: index, in: bytes)) {
                for offset in index..<min(index + 8, count - 2) where startsControl(at: offset, in: bytes) { return true }
            }
            index += 8
        }
        while index < count - 2 {
            if startsControl(at: index, in: bytes) { return true }
            index += 1
        }
        return false
    }

    /// Whether a control's three bytes start at `index` (which has two bytes after it).
    @inline(__always)
    private static func startsControl(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes[index] == 0xE2 else { return false }
        let second = bytes[index + 1]
        let third = bytes[index + 2]
        return (second == 0x80 && third &- 0xAA <= 4) || (second == 0x81 && third &- 0xA6 <= 3)
    }

    private func hit(_ offset: Int, _ scalars: [Unicode.Scalar], _ problem: String) -> RuleHit {
        RuleHit(span: offset..<(offset + 1), arguments: ["problem": problem])
    }

    /// When an unclosed isolate wraps a placeholder ("⁨%@"), the fix is a PDI right after that placeholder.
    private func closingSuggestion(for offset: Int, control: Control, _ scalars: [Unicode.Scalar]) -> String? {
        guard control == .isolate else { return nil }
        let text = String(String.UnicodeScalarView(scalars))
        let specifiers = FormatSpecifierParser.parse(text).specifiers
        guard let wrapped = specifiers.first(where: { $0.scalarRange.lowerBound == offset + 1 }) else { return nil }
        var fixed = scalars
        fixed.insert("\u{2069}", at: wrapped.scalarRange.upperBound)
        return String(String.UnicodeScalarView(fixed))
    }

    private func name(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x2066: return "LRI (U+2066)"
        case 0x2067: return "RLI (U+2067)"
        case 0x2068: return "FSI (U+2068)"
        case 0x202A: return "LRE (U+202A)"
        case 0x202B: return "RLE (U+202B)"
        case 0x202D: return "LRO (U+202D)"
        case 0x202E: return "RLO (U+202E)"
        default: return "U+" + String(scalar.value, radix: 16, uppercase: true)
        }
    }
}
