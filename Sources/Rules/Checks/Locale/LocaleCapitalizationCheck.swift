import CopyText

/// `locale-capitalization`: a translation into a cased language other than English and German carries English
/// title case over ("Ajouter Aux Favoris"): two or more words capitalized that are not the first word of a
/// sentence or clause, brand terms, acronyms, identifiers, quoted text, words the language always capitalizes
/// (Polish "Twój"), nor words capitalized in the source (compared in lowercase; an inflected form of a source
/// name, "Shiftem" for "Shift", counts as that name).
///
/// A source written as a sentence may capitalize UI names ("Turn on Low Power Mode in Settings"), and the
/// translation then capitalizes their translations: for such a source the rule fires only when the
/// translation capitalizes at least two words more than the source does.
struct LocaleCapitalizationCheck: TranslationCheck {
    let id = "locale-capitalization"

    func check(target: AnalyzedString, source: AnalyzedString, context: CheckContext) -> [RuleHit] {
        let profile = target.localeProfile
        guard profile.capitalization == .sentence, target.language != "en", Self.hasCapitalsAfterTheFirst(target.scalars),
              !skipped(target.locale, context) else { return [] }
        let lexicon = LocaleLexicons.brands(userTerms: context.configuration.lexicon)
        let targetWords = Self.capitalizedWords(in: target, lexicon: lexicon, needed: 2)
        guard targetWords.count >= 2 else { return [] }
        let sourceCapitals = source.memo("locale-capitalization.source") { SourceCapitals(source) }
        let sourceCapitalized = sourceCapitals.lowercasedCapitalized
        let offending = targetWords.filter { word in
            let lowered = CaseMapping.lowercased(word.text, locale: target.locale)
            if sourceCapitalized.contains(lowered) || profile.alwaysCapitalized.contains(lowered) { return false }
            return !sourceCapitalized.contains { $0.count >= 3 && lowered.hasPrefix($0) }
        }
        guard offending.count >= 2 else { return [] }
        if offending.count - sourceCapitals.capitalizedWordCount < 2,
           !sourceCapitals.isTitleStyle(source, lexicon: lexicon) {
            return []
        }
        let span = offending.first!.scalarRange.lowerBound..<offending.last!.scalarRange.upperBound
        let listed = offending.map { "“\($0.text)”" }.joined(separator: ", ")
        return [RuleHit(span: span, arguments: ["words": listed, "locale": target.locale],
                        suggestion: Self.lowercasing(offending, in: target))]
    }

    /// At least two capitals that may each start a counted word: a capital after the first letter or digit (the
    /// first word may be a number, "3 Nouvelles Photos"), that no cased letter precedes, that no capital follows,
    /// and that does not open a clause after an ASCII clause break ICU leaves outside every word. Without two
    /// such capitals `capitalizedWords` cannot find two words, so this cheap test spares the word segmentation of
    /// most sentence-style translations and of texts whose capitals sit in names, "iPhone", "USB", or open
    /// sentences ("Échec. Réessayez.").
    ///
    /// Each counted word starts with its first cased letter capitalized, and word segmentation never separates
    /// two cased letters: so the scalar before that capital is not a cased letter, and a capital right after it
    /// makes the word an acronym or identifier. `! ? > / | ( [` and a line break always stand outside words, as
    /// `. : ;` do when a space or line break follows them; a word after them and spaces opens a clause.
    static func hasCapitalsAfterTheFirst(_ scalars: [Unicode.Scalar]) -> Bool {
        scalars.withUnsafeBufferPointer { buffer in
            var counted = 0
            var sawLetter = false
            var previousIsCased = false
            var atClauseStart = false
            var afterMidWordMark = false
            // The previous scalar is a capital that starts a counted word unless a capital follows it.
            var pendingCapital = false
            var index = 0
            while index < buffer.count {
                let scalar = buffer[index]
                index += 1
                let value = scalar.value
                if value &- 0x61 < 26 {
                    // A run of lowercase ASCII letters, most of any text: cased, and no capital among them.
                    while index < buffer.count, buffer[index].value &- 0x61 < 26 { index += 1 }
                    if pendingCapital {
                        pendingCapital = false
                        counted += 1
                        if counted >= 2 { return true }
                    }
                    sawLetter = true
                    previousIsCased = true
                    atClauseStart = false
                    afterMidWordMark = false
                    continue
                }
                if value < 0x80 {
                    // ASCII: the cased scalars are the letters, the capitals A–Z, and none is titlecase.
                    let isCapital = value &- 0x41 < 26
                    if pendingCapital {
                        pendingCapital = false
                        if !isCapital {
                            counted += 1
                            if counted >= 2 { return true }
                        }
                    }
                    if (value | 0x20) &- 0x61 < 26 {
                        if isCapital, sawLetter, !previousIsCased, !atClauseStart { pendingCapital = true }
                        sawLetter = true
                        previousIsCased = true
                        atClauseStart = false
                        afterMidWordMark = false
                        continue
                    }
                    previousIsCased = false
                    // A number is a word too: after "3", the capital of "3 Nouvelles Photos" is not the first word's.
                    if value &- 0x30 < 10 { sawLetter = true }
                    switch value {
                    case 0x20:
                        if afterMidWordMark { atClauseStart = true }
                    case 0x0A, 0x21, 0x3F, 0x3E, 0x2F, 0x7C, 0x28, 0x5B: // \n ! ? > / | ( [
                        atClauseStart = true
                    case 0x2E, 0x3A, 0x3B: // . : ;
                        if afterMidWordMark { atClauseStart = true }
                        afterMidWordMark = true
                        continue
                    default:
                        atClauseStart = false
                    }
                    afterMidWordMark = false
                    continue
                }
                let flags = ScalarClass.flags(scalar)
                if pendingCapital {
                    pendingCapital = false
                    if !flags.contains([.cased, .uppercase]) {
                        counted += 1
                        if counted >= 2 { return true }
                    }
                }
                let opensClause = atClauseStart
                afterMidWordMark = false
                atClauseStart = false
                guard flags.contains(.cased) else {
                    if !sawLetter, scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                        sawLetter = true
                    }
                    previousIsCased = false
                    continue
                }
                if !flags.isDisjoint(with: [.uppercase, .titlecase]), sawLetter, !previousIsCased, !opensClause {
                    pendingCapital = true
                }
                sawLetter = true
                previousIsCased = true
            }
            return counted + (pendingCapital ? 1 : 0) >= 2
        }
    }

    private func skipped(_ locale: String, _ context: CheckContext) -> Bool {
        guard case .array(let values)? = context.option("skipLocales") else { return false }
        let names = Set(values.compactMap(\.stringValue).map { $0.replacingOccurrences(of: "_", with: "-").lowercased() })
        let tag = locale.replacingOccurrences(of: "_", with: "-").lowercased()
        return names.contains(tag) || names.contains(AnalyzedString.language(of: locale))
    }

    /// The words that start with a capital where sentence style would not have one: not the first word of the
    /// text or of a clause (after . ! ? … : › > → / | • ( [ or a line break), not inside quotation marks or
    /// placeholders, not an acronym or identifier, and not a term of `lexicon` (when one is given).
    static func capitalizedWords(in string: AnalyzedString, lexicon: Lexicon?, needed: Int = 0) -> [TextSegment] {
        var candidates: [TextSegment] = []
        var atClauseStart = true
        for segment in string.words {
            guard segment.isWord else {
                if segment.text.unicodeScalars.contains(where: isClauseBreak) { atClauseStart = true }
                continue
            }
            defer { atClauseStart = false }
            guard !atClauseStart, segment.status == .letter, CaseMapping.firstCasedLetterIsUppercase(segment.text),
                  !isAcronymOrIdentifier(segment.text) else { continue }
            candidates.append(segment)
        }
        // Fewer candidates than the caller needs: the costlier exemptions below cannot change the outcome.
        guard candidates.count >= max(needed, 1) else { return candidates }
        let scalars = string.scalars
        let nonProse = string.nonProse
        let quotes = QuotationScan(scalars, skipping: nonProse)
        let brands = lexicon?.matches(in: string.text).map(\.scalarRange) ?? []
        return candidates.filter { segment in
            !nonProse.covers(segment.scalarRange) && !quotes.isQuoted(segment.scalarRange.lowerBound)
                && !brands.contains(where: { $0.overlaps(segment.scalarRange) })
        }
    }

    /// True when the source reads as a title: no lowercase word but the minor words of English title case, and
    /// no phrasal verb with a lowercase particle ("Turn on …" is a sentence; a title writes "Turn On").
    static func isTitleStyle(_ source: AnalyzedString, profile: LocaleProfile, lexicon: Lexicon) -> Bool {
        let nonProse = source.nonProse
        let brands = lexicon.matches(in: source.text).map(\.scalarRange)
        var previous: String?
        for word in source.words where word.status == .letter && !nonProse.covers(word.scalarRange) {
            defer { previous = word.text.lowercased() }
            guard CaseMapping.hasCasedLetter(word.text), !CaseMapping.firstCasedLetterIsUppercase(word.text) else { continue }
            if isAcronymOrIdentifier(word.text) || brands.contains(where: { $0.overlaps(word.scalarRange) }) { continue }
            let lowered = word.text.lowercased()
            if !profile.titleCaseMinorWords.contains(lowered) { return false }
            if let previous, profile.titleCasePhrasalVerbs.contains("\(previous) \(lowered)") { return false }
        }
        return true
    }

    /// All capitals with two or more letters ("USB", "ÉTÉ"), or a capital after the first letter ("DuckDuckGo",
    /// "IJsland", "iCloud").
    static func isAcronymOrIdentifier(_ word: String) -> Bool {
        var casedCount = 0
        var laterCapital = false
        for scalar in word.unicodeScalars {
            let flags = ScalarClass.flags(scalar)
            guard flags.contains(.cased) else { continue }
            if casedCount > 0, flags.contains(.uppercase) { laterCapital = true }
            casedCount += 1
        }
        if casedCount >= 2, CaseMapping.isUppercased(word) { return true }
        return laterCapital
    }

    /// `clauseBreaks.contains(scalar)` without hashing: letters, digits and spaces are settled by a comparison.
    @inline(__always)
    static func isClauseBreak(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            switch scalar {
            case ".", "!", "?", ":", ">", "/", "|", "(", "[", "\n", ";": return true
            default: return false
            }
        }
        return clauseBreaks.contains(scalar)
    }

    static let clauseBreaks: Set<Unicode.Scalar> = [
        ".", "!", "?", "…", ":", "›", ">", "→", "/", "|", "•", "·", "(", "[", "\n", "–", "—", "。", "！", "？", "：",
        "¿", "¡", ";", "\u{037E}", "؟",
    ]

    private static func lowercasing(_ words: [TextSegment], in string: AnalyzedString) -> String {
        var result = String.UnicodeScalarView()
        var cursor = 0
        for word in words {
            result.append(contentsOf: string.scalars[cursor..<word.scalarRange.lowerBound])
            result.append(contentsOf: CaseMapping.lowercased(word.text, locale: string.locale).unicodeScalars)
            cursor = word.scalarRange.upperBound
        }
        result.append(contentsOf: string.scalars[cursor...])
        return String(result)
    }
}

/// What `locale-capitalization` reads from a source string, worked out once per source however many of its
/// translations reach the comparison (a source string is shared by every translation of its unit).
private final class SourceCapitals {
    /// How many words sentence style would not capitalize (`capitalizedWords` with no lexicon).
    let capitalizedWordCount: Int
    /// Every capitalized word of the source in lowercase, brand and feature names included: their translations
    /// are capitalized as names too ("Low Power Mode" → "Режим Энергосбережения").
    let lowercasedCapitalized: Set<String>
    private var titleStyle: Bool?

    init(_ source: AnalyzedString) {
        capitalizedWordCount = LocaleCapitalizationCheck.capitalizedWords(in: source, lexicon: nil).count
        lowercasedCapitalized = Set(source.words.filter { $0.status == .letter && CaseMapping.firstCasedLetterIsUppercase($0.text) }
            .map { CaseMapping.lowercased($0.text, locale: source.locale) })
    }

    /// `LocaleCapitalizationCheck.isTitleStyle` for the source, computed the first time it is asked.
    func isTitleStyle(_ source: AnalyzedString, lexicon: Lexicon) -> Bool {
        if let titleStyle { return titleStyle }
        let answer = LocaleCapitalizationCheck.isTitleStyle(source, profile: source.localeProfile, lexicon: lexicon)
        titleStyle = answer
        return answer
    }
}
