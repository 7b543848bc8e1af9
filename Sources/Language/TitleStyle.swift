import CopyText

/// Apple title-style capitalization (Apple Style Guide, "capitalization"), decided word by word on ICU words of
/// a `ProseText`:
/// - the first and the last word are capitalized, and so is the first word after a colon;
/// - articles, coordinating conjunctions, *as*, *to* and prepositions of four letters or fewer are lowercase,
///   unless they are the particle of a phrasal verb (Sign In, Turn On, Back Up: lexicon-driven);
/// - every other word is capitalized, short verbs and pronouns included (Is, It, Be, If, Your);
/// - the second part of a hyphenated compound is capitalized (High-Level, Sign-In, Re-Enter), except Built-in
///   and Plug-in; the first part is capitalized even when it is a short word (To-Do, In-App); a short word inside
///   a longer compound (End-to-End) passes either way;
/// - words with a capital after the first letter (iCloud, AirDrop, PDF), words with digits, dots or slashes
///   (mp3, example.com), single letters other than *a* and *I*, units after a number (5 min), placeholders,
///   and the `kept` ranges (brand terms, quoted text) are left as written.
///
/// A placeholder counts as a word for first and last place: in "Share with %@" the placeholder is last, so
/// *with* stays lowercase, as a copy editor reading the filled-in title expects. Where a small word follows
/// sentence punctuation, a dash, a slash or an opening parenthesis (a sub-phrase), either case passes. Text in
/// capitals throughout is left to `all-caps`.
public struct TitleStyle: Sendable {
    /// How undecidable words are treated.
    public enum Mode: Sendable {
        /// Report only what the style forbids: words where either case passes are left alone.
        case audit
        /// Produce one title: words where either case passes are capitalized (prefix compounds stay as
        /// written), for mechanical fixes such as all-caps text.
        case generate
    }

    private enum Expectation {
        case upper
        case lower
        /// Either case passes; a generated title capitalizes.
        case either
        /// Either case passes; a generated title keeps the word as written (and/or, end-to-end, Turn It On).
        case asWritten
    }

    public let words: TitleStyleWords
    public let locale: String
    public let mode: Mode
    /// False follows the iOS 7 HIG definition, which has no last-word rule (a short last word stays lowercase).
    public let capitalizesLastWord: Bool

    /// Words that make a following verb-looking word a noun ("the Log in …" is not the phrasal verb).
    private static let determiners: Set<String> = [
        "the", "a", "an", "your", "my", "his", "her", "its", "our", "their", "this", "that", "these", "those",
    ]

    public init(
        words: TitleStyleWords = .english, locale: String = "en", mode: Mode = .audit, capitalizesLastWord: Bool = true
    ) {
        self.words = words
        self.locale = locale
        self.mode = mode
        self.capitalizesLastWord = capitalizesLastWord
    }

    /// The words of `prose` whose case differs from title style, in order. `kept` holds prose ranges (brand terms,
    /// quoted text) whose words are left as written; it must be sorted by lower bound.
    public func corrections(in prose: ProseText, keeping kept: [Range<Int>] = []) -> [CaseCorrection] {
        let list = prose.words
        // Text in capitals throughout is `all-caps`'s business; its words look like acronyms here.
        let cased = list.filter { !$0.isPlaceholder && CaseMapping.hasCasedLetter($0.text) }
        if cased.count > 1, cased.allSatisfy({ CaseMapping.isUppercased($0.text) }) { return [] }
        var corrections: [CaseCorrection] = []
        var keptIndex = 0
        for index in list.indices {
            let word = list[index]
            while keptIndex < kept.count, kept[keptIndex].upperBound <= word.proseRange.lowerBound { keptIndex += 1 }
            if keptIndex < kept.count, kept[keptIndex].overlaps(word.proseRange) { continue }
            guard let shape = WordShape(word), shape != .kept else { continue }
            let lower = CaseMapping.lowercased(word.text, locale: locale)
            // Single letters other than the article and the pronoun are variables or labels (x, Plan B), and
            // letters joined by an ampersand are one abbreviation (Q&A, AT&T).
            if word.text.unicodeScalars.count == 1, lower != "a", lower != "i",
                index == 0 || !Self.isHyphen(gap(list[index - 1], word, prose)) {
                continue
            }
            if isAmpersandJoined(index, list, prose) { continue }
            if isUnitAfterNumber(lower, index, list, prose) { continue }
            if isLetterRangeStart(index, list, prose) { continue }
            if Self.isVowellessAbbreviation(word.text) { continue }
            let expected = expectation(for: lower, shape: shape, at: index, in: list, prose: prose)
            if shape == .lowercase, expected != .lower, words.acronyms.contains(lower) {
                corrections.append(CaseCorrection.make(word, .uppercase, prose, locale: locale))
                continue
            }
            switch (expected, shape) {
            case (.upper, .lowercase):
                corrections.append(CaseCorrection.make(word, .capitalize, prose, locale: locale))
            case (.lower, .capitalized):
                corrections.append(CaseCorrection.make(word, .lowercase, prose, locale: locale))
            case (.either, .lowercase) where mode == .generate:
                corrections.append(CaseCorrection.make(word, .capitalize, prose, locale: locale))
            default:
                break
            }
        }
        return corrections
    }

    /// `prose`'s original string in title style (placeholders, markup and kept ranges as written).
    public func titleCased(_ prose: ProseText, keeping kept: [Range<Int>] = []) -> String {
        let fixes = corrections(in: prose, keeping: kept)
        return prose.replacing(fixes.map { ($0.replacedRange, $0.replacement) })
    }

    // MARK: Deciding a word

    private func expectation(
        for lower: String, shape: WordShape, at index: Int, in list: [ProseWord], prose: ProseText
    ) -> Expectation {
        let gapBefore = index > 0 ? gap(list[index - 1], list[index], prose) : []
        let gapAfter = index + 1 < list.count ? gap(list[index], list[index + 1], prose) : []
        if index > 0, Self.isHyphen(gapBefore) {
            let head = CaseMapping.lowercased(list[index - 1].text, locale: locale)
            if words.compoundExceptions.contains(head + "-" + lower)
                || (lower.hasSuffix("s") && words.compoundExceptions.contains(head + "-" + lower.dropLast())) {
                return .lower
            }
            if Self.isHyphen(gapAfter), words.minorWords.contains(lower) { return .asWritten }
            return .upper
        }
        // The first part of a compound is a word of the compound, not a preposition: To-Do List, In-App Purchase.
        if Self.isHyphen(gapAfter), words.minorWords.contains(lower) { return .upper }
        if index == 0 || (capitalizesLastWord && index == list.count - 1) || gapBefore.contains(":") { return .upper }
        let isMinor = words.minorWords.contains(lower)
        guard isMinor || words.eitherCaseWords.contains(lower) else { return .upper }
        if followsPhrasalVerb(lower, at: index, in: list, prose: prose) { return .upper }
        if !isMinor { return .either }
        if shape == .capitalized, phrasalVerbNearby(lower, before: index, in: list, prose: prose) { return .asWritten }
        if Self.isSlash(gapBefore) || Self.isSlash(gapAfter) { return .asWritten }
        if Self.startsSubphrase(gapBefore) { return .either }
        return .lower
    }

    /// The particle directly follows a form of a verb it makes a phrasal verb with ("Sign in" → Sign In),
    /// and that verb is not a noun after a determiner ("the Log in Console").
    private func followsPhrasalVerb(_ particle: String, at index: Int, in list: [ProseWord], prose: ProseText) -> Bool {
        guard index > 0, !list[index - 1].isPlaceholder, isSpace(gap(list[index - 1], list[index], prose)) else {
            return false
        }
        let verb = CaseMapping.lowercased(list[index - 1].text, locale: locale)
        guard words.isPhrasalVerb(verb, particle: particle) else { return false }
        // "up to" before a number is a preposition ("Pick up to 3 Photos"), not the particle.
        if particle == "up", index + 2 < list.count, CaseMapping.lowercased(list[index + 1].text, locale: locale) == "to",
            list[index + 2].status == .number {
            return false
        }
        if index >= 2, isSpace(gap(list[index - 2], list[index - 1], prose)),
            Self.determiners.contains(CaseMapping.lowercased(list[index - 2].text, locale: locale)) {
            return false
        }
        return true
    }

    /// A capitalized particle separated from its verb by a short object ("Turn Notifications On for %@").
    private func phrasalVerbNearby(_ particle: String, before index: Int, in list: [ProseWord], prose: ProseText) -> Bool {
        var candidate = index - 1
        while candidate >= 0, candidate >= index - 3 {
            guard isSpace(gap(list[candidate], list[candidate + 1], prose)) else { return false }
            if words.isPhrasalVerb(CaseMapping.lowercased(list[candidate].text, locale: locale), particle: particle) {
                return true
            }
            candidate -= 1
        }
        return false
    }

    /// A unit written lowercase after a number ("5 min", "%lld px"), or standing alone as the whole text, as a
    /// pop-up menu of units lists them ("px", "pt").
    private func isUnitAfterNumber(_ lower: String, _ index: Int, _ list: [ProseWord], _ prose: ProseText) -> Bool {
        guard words.unitsAfterNumber.contains(lower) else { return false }
        if list.count == 1, list[index].text == lower { return true }
        guard index > 0, list[index - 1].status == .number else { return false }
        let between = gap(list[index - 1], list[index], prose)
        return between.isEmpty || isSpace(between)
    }

    /// A lowercase word of three to five ASCII letters with no vowel (`hsl`, `rgb`, `npm`): an abbreviation
    /// whose casing title style cannot decide ("Hsl" would be wrong; so might "HSL"). Two letters are left to
    /// title style, which writes "St", "Mr", "Dr".
    static func isVowellessAbbreviation(_ text: String) -> Bool {
        let scalars = text.unicodeScalars
        guard (3...5).contains(scalars.count), scalars.allSatisfy({ $0.value >= 0x61 && $0.value <= 0x7A }) else { return false }
        return !scalars.contains { "aeiouy".unicodeScalars.contains($0) }
    }

    /// "A" opening a range of letters ("Sort A to Z", "A–Z"): a letter, not the article.
    private func isLetterRangeStart(_ index: Int, _ list: [ProseWord], _ prose: ProseText) -> Bool {
        guard list[index].text == "A", index + 1 < list.count else { return false }
        let isLetter = { (word: ProseWord) in word.text.unicodeScalars.count == 1 && word.text.unicodeScalars.first!.properties.isUppercase }
        let dash = gap(list[index], list[index + 1], prose)
        if dash.count == 1, dash.first == "-" || dash.first == "\u{2013}", isLetter(list[index + 1]) { return true }
        guard index + 2 < list.count, ["to", "through", "thru"].contains(list[index + 1].text) else { return false }
        return isLetter(list[index + 2])
    }

    private func isAmpersandJoined(_ index: Int, _ list: [ProseWord], _ prose: ProseText) -> Bool {
        let before = index > 0 ? gap(list[index - 1], list[index], prose) : []
        let after = index + 1 < list.count ? gap(list[index], list[index + 1], prose) : []
        return (before.count == 1 && before.first == "&") || (after.count == 1 && after.first == "&")
    }

    // MARK: Gaps between words

    private func gap(_ left: ProseWord, _ right: ProseWord, _ prose: ProseText) -> ArraySlice<Unicode.Scalar> {
        prose.scalars[left.proseRange.upperBound..<max(left.proseRange.upperBound, right.proseRange.lowerBound)]
    }

    private func isSpace(_ gap: ArraySlice<Unicode.Scalar>) -> Bool {
        !gap.isEmpty && gap.allSatisfy { $0 == " " || $0 == "\u{00A0}" }
    }

    private static func isHyphen(_ gap: ArraySlice<Unicode.Scalar>) -> Bool {
        gap.count == 1 && (gap.first == "-" || gap.first == "\u{2010}" || gap.first == "\u{2011}")
    }

    private static func isSlash(_ gap: ArraySlice<Unicode.Scalar>) -> Bool {
        gap.count == 1 && gap.first == "/"
    }

    /// Sentence punctuation, a dash, an opening parenthesis or bracket, or a line break before a word.
    private static func startsSubphrase(_ gap: ArraySlice<Unicode.Scalar>) -> Bool {
        gap.contains { scalar in
            switch scalar {
            case ".", "?", "!", ";", "\u{2014}", "\u{2013}", "(", "[", "\n", "\u{2022}": return true
            default: return false
            }
        } || (gap.count >= 3 && gap.contains("-") && gap.first == " " && gap.last == " ")
    }
}
