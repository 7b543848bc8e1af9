import CopyText
import Language

/// `locale-capitalization`: a translation into a cased language other than English and German carries English
/// title case over ("Ajouter Aux Favoris"): two or more words capitalized that are not the first word of a
/// sentence or clause, brand terms, acronyms, identifiers, quoted text, words the language always capitalizes
/// (Polish "Twój"), nor words capitalized in the source (compared in lowercase; an inflected form of a source
/// name, "Shiftem" for "Shift", counts as that name), nor the words of a name of two words or more from the
/// lexicon or the app's name, inflected or not.
///
/// In a locale whose platform UI capitalizes titles as English does (`titlesFollowSourceCase`: Turkish,
/// Indonesian), a translation of a title-style source is not reported; a sentence-style source still binds it.
///
/// A source written as a sentence may capitalize UI names ("Turn on Low Power Mode in Settings"), and the
/// translation then capitalizes their translations: for such a source the rule fires only when the
/// translation capitalizes at least two words more than the source does.
struct LocaleCapitalizationCheck: TranslationCheck {
    let id = "locale-capitalization"

    func check(target: AnalyzedString, source: AnalyzedString, context: CheckContext) -> [RuleHit] {
        // The profile first: the other locale checks ask for it anyway, and it turns away caseless scripts.
        let profile = target.localeProfile
        guard profile.capitalization == .sentence, !Self.isEnglish(target), target.withUTF8Text({ Self.hasCapitalsAfterTheFirst(utf8: $0) }),
              !skipped(target.locale, context) else { return [] }
        let lexicon = LocaleLexicons.brands(userTerms: context.configuration.lexicon)
        let targetWords = Self.capitalizedWords(in: target, lexicon: lexicon, needed: 2)
        guard targetWords.count >= 2 else { return [] }
        // A translation in capitals throughout has no title case to undo: its capitals are all-caps's finding.
        guard target.scalars.contains(where: \.properties.isLowercase) else { return [] }
        let sourceCapitals = source.memo("locale-capitalization.source") { SourceCapitals(source) }
        let sourceCapitalized = sourceCapitals.lowercasedCapitalized
        let nameWords = LocaleLexicons.nameWords(userTerms: context.configuration.lexicon)
        var offending = targetWords.filter { word in
            let lowered = CaseMapping.lowercased(word.text, locale: target.locale)
            if sourceCapitalized.contains(lowered) || profile.alwaysCapitalized.contains(lowered) { return false }
            // A word of a configured name, perhaps inflected ("Assistanta" in Czech for Home Assistant).
            if nameWords.contains(where: { lowered.hasPrefix($0) && lowered.count - $0.count <= 3 }) { return false }
            return !sourceCapitalized.contains { $0.count >= 3 && lowered.hasPrefix($0) }
        }
        guard offending.count >= 2 else { return [] }
        // Apple's own names keep their capitals ("Impostazioni di Sistema").
        let names = Self.appleNameRanges(in: target.scalars, profile: profile)
        if !names.isEmpty {
            offending = offending.filter { word in !names.contains { $0.lowerBound <= word.scalarRange.lowerBound && word.scalarRange.upperBound <= $0.upperBound } }
            guard offending.count >= 2 else { return [] }
        }
        // Where the platform's UI writes titles in title case (Turkish, Indonesian), a title may follow its source.
        if profile.titlesFollowSourceCase, sourceCapitals.isTitleStyle(source, lexicon: lexicon) { return [] }
        if sourceCapitals.isTitleStyle(source, lexicon: lexicon) {
            // The names in a title ("Open System Preferences") keep their capitals in sentence style, and so may
            // their translations, however the translator spelled them: as many words as the names hold.
            if offending.count - sourceCapitals.namedWordCount(source, lexicon: lexicon) < 2 { return [] }
        } else if offending.count - sourceCapitals.capitalizedWordCount < 2 {
            return []
        }
        // A translation of another text (swapped keys, an older source) was compared with capitals it never
        // followed: its meaning is the defect, and lowercasing it would cement it. Asked last, of the few flagged.
        guard !AnotherTextRendering.isLikely(target: target, source: source) else { return [] }
        let span = offending.first!.scalarRange.lowerBound..<offending.last!.scalarRange.upperBound
        let listed = offending.map { "“\($0.text)”" }.joined(separator: ", ")
        return [RuleHit(span: span, arguments: ["words": listed, "locale": target.locale],
                        suggestion: Self.lowercasing(offending, in: target))]
    }

    /// Where the locale's Apple names stand in the text, written as Apple writes them.
    static func appleNameRanges(in scalars: [Unicode.Scalar], profile: LocaleProfile) -> [Range<Int>] {
        profile.appleNames.flatMap { LocalizedForbiddenWordCheck.occurrences(of: $0, in: scalars) }
    }

    private func skipped(_ locale: String, _ context: CheckContext) -> Bool {
        guard let values = context.strings("skipLocales") else { return false }
        let names = Set(values.map { $0.replacingOccurrences(of: "_", with: "-").lowercased() })
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
        let scalars = string.scalars
        var result = UTF8TextBuilder(capacity: string.text.utf8.count + 16)
        var cursor = 0
        for word in words {
            result.append(scalars[cursor..<word.scalarRange.lowerBound])
            result.append(CaseMapping.lowercased(word.text, locale: string.locale))
            cursor = word.scalarRange.upperBound
        }
        result.append(scalars[cursor...])
        return result.string
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

    private var namedWords: Int?

    /// How many capitalized words of the source, its first aside, stand in a lexicon term (a brand, an Apple app
    /// or feature name), computed the first time it is asked.
    func namedWordCount(_ source: AnalyzedString, lexicon: Lexicon) -> Int {
        if let namedWords { return namedWords }
        let names = lexicon.matches(in: source.text).map(\.scalarRange)
        let letters = source.words.filter { $0.status == .letter }
        let answer = names.isEmpty ? 0 : letters.dropFirst().filter { word in
            CaseMapping.firstCasedLetterIsUppercase(word.text) && names.contains { $0.overlaps(word.scalarRange) }
        }.count
        namedWords = answer
        return answer
    }

    /// `LocaleCapitalizationCheck.isTitleStyle` for the source, computed the first time it is asked.
    func isTitleStyle(_ source: AnalyzedString, lexicon: Lexicon) -> Bool {
        if let titleStyle { return titleStyle }
        let answer = LocaleCapitalizationCheck.isTitleStyle(source, profile: source.localeProfile, lexicon: lexicon)
        titleStyle = answer
        return answer
    }
}
