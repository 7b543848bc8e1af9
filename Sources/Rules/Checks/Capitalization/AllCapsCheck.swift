import CopyText
import CopylintBase
import Language

/// `all-caps`: every cased letter of the text is uppercase ("DELETE", "LEARN MORE"), and the text is not one
/// acronym of five letters or fewer (PDF, USB-C, AM/PM) or made only of brand terms and acronyms. VoiceOver may
/// spell capitals letter by letter, and a text transform gives the look without changing the copy.
///
/// The suggestion lowercases the words (acronyms and brand terms stay) and applies the role's style: title
/// style for controls, titles and unknown roles, sentence style (first word of each sentence capitalized) for
/// messages, hints, labels, placeholders, checkboxes and tooltips, and for any text of several sentences.
struct AllCapsCheck: StringCheck {
    let id = "all-caps"
    let scope = StringScope.englishSource

    private static let sentenceRoles: Set<Role> = [
        .alertMessage, .a11yHint, .a11yLabel, .notificationBody, .purposeString, .label, .placeholder,
        .searchPrompt, .refreshTitle, .checkbox, .tooltip,
    ]

    func check(_ string: AnalyzedString, context: CheckContext) -> [RuleHit] {
        let prose = string.prose
        guard !Self.hasLowercaseWord(prose.text) else { return [] }
        let letterWords = prose.words.filter { !$0.isPlaceholder && CaseMapping.hasCasedLetter($0.text) }
        guard let first = letterWords.first, let last = letterWords.last,
            letterWords.allSatisfy({ CaseMapping.isUppercased($0.text) }) else { return [] }
        let letterCount = letterWords.reduce(0) { $0 + $1.text.unicodeScalars.filter(\.properties.isCased).count }
        guard letterCount > 1, !Self.isNotation(letterWords) else { return [] }
        let span = first.proseRange.lowerBound..<last.proseRange.upperBound
        if letterCount <= 5, !prose.scalars[span].contains(where: \.properties.isWhitespace) { return [] }
        let matches = CaseLexicon.lexicon(for: context).matches(in: prose.text)
        let acronyms = TitleStyleWords.english.acronyms
        let term: (ProseWord) -> LexiconMatch? = { word in matches.first { $0.scalarRange.overlaps(word.proseRange) } }
        let isExactTermOrAcronym: (ProseWord) -> Bool = { word in
            acronyms.contains(word.text.lowercased()) || term(word)?.isExact == true
        }
        if letterWords.allSatisfy(isExactTermOrAcronym) { return [] }
        // Words lowercased; brand terms in their right form (THE NEW IPAD → the new iPad); acronyms and codes with
        // a digit (AO5, MO10, 4K) kept.
        var replacements = matches.map { (prose.originalRange($0.scalarRange), $0.term.term) }
        replacements += letterWords.filter { word in
            term(word) == nil && !acronyms.contains(word.text.lowercased()) && !Self.hasDigit(word.text)
        }.map { word in
            (word.range, CaseMapping.lowercased(word.text, locale: string.locale))
        }
        let lowered = prose.replacing(replacements)
        return [RuleHit(span: first.range.lowerBound..<last.range.upperBound,
                        suggestion: restyled(lowered, string, context: context))]
    }

    /// True for a code such as AO5 or 4K: its capitals are part of it.
    static func hasDigit(_ word: String) -> Bool {
        word.unicodeScalars.contains { $0.properties.numericType != nil }
    }

    /// A run of more than three codes of one or two letters each (a cube scramble, "R U R' U' F2"; move lists,
    /// key names): notation written in capitals, not words shouted.
    static func isNotation(_ words: [ProseWord]) -> Bool {
        words.count > 3 && words.allSatisfy { $0.text.unicodeScalars.filter(\.properties.isCased).count <= 2 }
    }

    /// True when a word of the prose that is no placeholder has an ASCII lowercase letter, which settles that
    /// the text is not in capitals (most texts) before its words are segmented: ICU puts every letter in a word
    /// segment, and without a placeholder marker (U+FFFC, UTF-8 EF BF BC) no word is a placeholder. A text
    /// with an EF byte is left to the words.
    static func hasLowercaseWord(_ proseText: String) -> Bool {
        var sawLowercase = false
        for byte in proseText.utf8 {
            if byte &- 0x61 < 26 {
                sawLowercase = true
            } else if byte == 0xEF {
                return false
            }
        }
        return sawLowercase
    }

    private func restyled(_ lowered: String, _ string: AnalyzedString, context: CheckContext) -> String {
        let prose = ProseText(lowered, locale: string.locale)
        let kept = CaseLexicon.keptRanges(prose, context: context)
        let role = string.role.role
        // Sentences as the capitals show them: ICU reads ". you" in the lowercased text as no sentence break.
        // (Lowercasing English keeps every scalar where it was; a text it moves is segmented as lowered.)
        let sentences = prose.scalars.count == string.prose.scalars.count ? string.prose.sentences : prose.sentences
        // Several sentences are prose whatever the role: title style is for one title or control.
        let words = prose.words.filter { !$0.isPlaceholder }
        let isProse = sentences.filter { sentence in
            words.contains { word in sentence.proseRange.contains(word.proseRange.lowerBound) }
        }.count > 1
        if !isProse, !Self.sentenceRoles.contains(role), AlertTitleForm.isTitleStyle(string, context: context) {
            return TitleStyle(locale: string.locale, mode: .generate).titleCased(prose, keeping: kept)
        }
        var fixes: [CaseCorrection] = []
        var sentenceIndex = 0
        for word in prose.words where WordShape(word) == .lowercase {
            while sentenceIndex < sentences.count, sentences[sentenceIndex].proseRange.upperBound <= word.proseRange.lowerBound {
                sentenceIndex += 1
            }
            let startsSentence = sentenceIndex < sentences.count
                && !prose.words.contains { $0.proseRange.lowerBound >= sentences[sentenceIndex].proseRange.lowerBound
                    && $0.proseRange.lowerBound < word.proseRange.lowerBound }
            let lower = word.text.lowercased()
            if startsSentence || lower == "i" || lower.hasPrefix("i'") || lower.hasPrefix("i\u{2019}") {
                fixes.append(CaseCorrection.make(word, .capitalize, prose, locale: string.locale))
            }
        }
        return prose.replacing(fixes.map { ($0.replacedRange, $0.replacement) })
    }
}
