import CopyText
import Language

/// `locale-quotes`: a translation quotes with marks that are not its locale's: `"…"` or “…” in German instead of
/// „…“, “…” in French instead of « … ».
///
/// The locale's marks are ICU's (CLDR delimiters: the quotation and the alternate quotation pair) plus the pairs
/// its `Locales/` data adds where ICU's data is narrower than correct usage (German »…«, Dutch “…”). Straight
/// ASCII quotes follow the data's `straight` policy: rejected where the locale has marks of its own, accepted
/// where the locale quotes like English and the source itself uses straight quotes (the translation mirrors the
/// source; the English copy is where those belong fixed). Apostrophes are not quotes.
struct LocaleQuotesCheck: TranslationCheck {
    let id = "locale-quotes"

    func check(target: AnalyzedString, source: AnalyzedString, context: CheckContext) -> [RuleHit] {
        // Most translations hold no quotation mark, or only apostrophes: settled from the bytes.
        guard target.withUTF8Text({ QuotationScan.mayFindMarks(in: $0) }) else { return [] }
        // The source unchanged is untranslated's finding: its quotation marks were never the translator's.
        guard !UntranslatedCheck.sameText(target.text, source.text) else { return [] }
        let scalars = target.scalars
        let profile = target.localeProfile
        let scan = QuotationScan(scalars, skipping: target.nonProse)
        guard !scan.pairs.isEmpty || !scan.unpaired.isEmpty else { return [] }
        // A handful of pairs: compared one by one rather than hashed into sets on every call.
        let accepted = profile.acceptedQuotePairs
        let straight = straightMarksAccepted(profile: profile, source: source)
        let literals = Self.straightQuotedLiterals(source)

        var wrong: [(span: Int, found: String, expected: LocaleProfile.QuotePair, pair: QuotationScan.Pair?)] = []
        var keptLiteralMarks: Set<Unicode.Scalar> = []
        for pair in scan.pairs {
            let open = String(pair.open.scalar)
            let close = String(pair.close.scalar)
            if accepted.contains(where: { $0.open == open && $0.close == close }) { continue }
            if open == close, straight.contains(pair.open.scalar) { continue }
            if open == close, !literals.isEmpty, literals.contains(Array(scalars[pair.inside])) {
                keptLiteralMarks.insert(pair.open.scalar)
                continue
            }
            let nested = scan.pairs.contains { $0.open.offset < pair.open.offset && pair.close.offset < $0.close.offset }
            let expected = expectedPair(for: QuotationScan.level(of: pair.open.scalar), nested: nested, profile: profile)
            let span = open != expected.open ? pair.open.offset : pair.close.offset
            wrong.append((span, "\(open)…\(close)", expected, pair))
        }
        for mark in scan.unpaired {
            let text = String(mark.scalar)
            if accepted.contains(where: { $0.open == text || $0.close == text }) || straight.contains(mark.scalar) { continue }
            wrong.append((mark.offset, text, expectedPair(for: QuotationScan.level(of: mark.scalar), nested: true, profile: profile), nil))
        }
        guard !wrong.isEmpty else { return [] }
        // A literal kept in straight marks beside prose quoted with the same marks: changing only the prose would
        // leave the text in two styles, and changing the literal what must be typed. No blind fix exists.
        let mixesStyles = wrong.contains { item in item.pair.map { keptLiteralMarks.contains($0.open.scalar) } ?? false }
        let suggestion = !mixesStyles && wrong.allSatisfy({ $0.pair != nil })
            ? Self.replacing(wrong.map { ($0.pair!, $0.expected) }, in: scalars, innerSpace: profile.quoteInnerSpace)
            : nil
        return wrong.sorted { $0.span < $1.span }.map { item in
            RuleHit(span: item.span..<item.span + 1,
                    arguments: ["found": item.found, "expected": "\(item.expected.open)…\(item.expected.close)",
                                "locale": target.locale],
                    suggestion: suggestion)
        }
    }

    /// The straight marks the translation may use: all where the locale accepts them, the ones the source also
    /// quotes with where the locale mirrors the source, none where it rejects them.
    private func straightMarksAccepted(profile: LocaleProfile, source: AnalyzedString) -> Set<Unicode.Scalar> {
        switch profile.straightQuotes {
        case .accept: return ["\"", "'"]
        case .reject: return []
        case .mirrorSource:
            let scan = QuotationScan(source.scalars, skipping: source.nonProse)
            var marks: Set<Unicode.Scalar> = []
            for pair in scan.pairs where pair.open.scalar == pair.close.scalar {
                if pair.open.scalar == "\"" || pair.open.scalar == "'" { marks.insert(pair.open.scalar) }
            }
            if scan.unpaired.contains(where: { $0.scalar == "\"" }) { marks.insert("\"") }
            return marks
        }
    }

    /// What the source quotes with straight marks and holds no placeholder or space: `"auto"`, `'backOnly'`,
    /// values the reader types or code reads. A translation that keeps one verbatim in the same straight marks
    /// quotes a literal, not prose, and typographic marks would change what must be typed.
    static func straightQuotedLiterals(_ source: AnalyzedString) -> Set<[Unicode.Scalar]> {
        source.memo("locale-quotes.literals") {
            let scalars = source.scalars
            var literals: Set<[Unicode.Scalar]> = []
            for pair in QuotationScan(scalars, skipping: source.nonProse).pairs
            where pair.open.scalar == pair.close.scalar && (pair.open.scalar == "\"" || pair.open.scalar == "'") {
                let inside = Array(scalars[pair.inside])
                guard !inside.isEmpty, !inside.contains(where: { $0 == "%" || $0.properties.isWhitespace }) else { continue }
                literals.insert(inside)
            }
            return literals
        }
    }

    /// The locale's pair at a level: for an outer quotation the first of ICU's pairs made of double marks (or
    /// guillemets, or corner brackets), for an inner one the first made of single marks, else ICU's own. Single
    /// marks that stand inside no other quotation are the outer level (Greek quotes with «…», then “…”: a lone
    /// 'name' becomes «name»).
    private func expectedPair(for level: QuotationScan.Level, nested: Bool, profile: LocaleProfile) -> LocaleProfile.QuotePair {
        let marks = profile.quotationMarks
        let primary = LocaleProfile.QuotePair(open: marks.open, close: marks.close)
        let alternate = LocaleProfile.QuotePair(open: marks.alternateOpen, close: marks.alternateClose)
        func isInner(_ pair: LocaleProfile.QuotePair) -> Bool {
            pair.open.unicodeScalars.first.map { QuotationScan.level(of: $0) == .inner } ?? false
        }
        // A lone single-quoted name is a quotation of its own: the locale's first-level marks, not the ones it
        // keeps for a quotation inside another (Spanish «Todo», Chinese 「待辦」, German „Fertig“).
        guard level == .inner, nested else {
            return profile.suggestedQuotePair ?? [primary, alternate].first { !isInner($0) } ?? primary
        }
        return [alternate, primary].first(where: isInner) ?? alternate
    }

    /// Opening marks that take no space beside them.
    private static let fullWidthBrackets: Set<String> = ["\u{300C}", "\u{300E}"]

    /// The text with each wrong pair's marks replaced by the expected ones, with the locale's space inside
    /// guillemets (French « … ») where the quotation has none. Where the locale sets no space inside its marks,
    /// white space just inside the old marks goes (`" %@ "` becomes «%@» in Ukrainian, not « %@ »), and beside
    /// corner brackets the space just outside them too.
    static func replacing(_ replacements: [(QuotationScan.Pair, LocaleProfile.QuotePair)], in scalars: [Unicode.Scalar],
                          innerSpace: String?) -> String {
        // Indexed by scalar offset (a dictionary lookup per scalar cost more than the rest of the copy); "" drops
        // the scalar.
        var byOffset = [String?](repeating: nil, count: scalars.count)
        for (pair, expected) in replacements {
            let spaced = innerSpace != nil && expected.open == "\u{00AB}" && expected.close == "\u{00BB}"
            let space = spaced ? innerSpace! : ""
            let afterOpen = pair.open.offset + 1 < scalars.count ? scalars[pair.open.offset + 1] : nil
            let beforeClose = pair.close.offset > 0 ? scalars[pair.close.offset - 1] : nil
            byOffset[pair.open.offset] = expected.open + (afterOpen?.properties.isWhitespace == true ? "" : space)
            byOffset[pair.close.offset] = (beforeClose?.properties.isWhitespace == true ? "" : space) + expected.close
            // Corner brackets are full-width and carry their own spacing: the half-width space a Latin quote had
            // beside it goes (使用 '%@' 為 → 使用「%@」為).
            if Self.fullWidthBrackets.contains(expected.open) {
                if pair.open.offset > 0, scalars[pair.open.offset - 1] == " ", byOffset[pair.open.offset - 1] == nil {
                    byOffset[pair.open.offset - 1] = ""
                }
                if pair.close.offset + 1 < scalars.count, scalars[pair.close.offset + 1] == " " {
                    byOffset[pair.close.offset + 1] = ""
                }
            }
            guard !spaced else { continue }
            var start = pair.open.offset + 1
            while start < pair.close.offset, scalars[start].properties.isWhitespace, byOffset[start] == nil {
                byOffset[start] = ""
                start += 1
            }
            var end = pair.close.offset - 1
            while end >= start, scalars[end].properties.isWhitespace, byOffset[end] == nil {
                byOffset[end] = ""
                end -= 1
            }
        }
        var result: [UInt8] = []
        result.reserveCapacity(scalars.count * 4)
        for (offset, scalar) in scalars.enumerated() {
            if let replacement = byOffset[offset] {
                result.append(contentsOf: replacement.utf8)
            } else {
                UTF8.encode(scalar) { result.append($0) }
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
