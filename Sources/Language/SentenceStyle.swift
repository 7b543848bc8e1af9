import CopyText

/// Sentence-style capitalization (Apple Style Guide: "Capitalize only the first letter of the first word,
/// proper nouns, and proper adjectives"), decided on ICU words and sentences of a `ProseText`.
///
/// Two kinds of correction:
/// - the first word starts lowercase (words with a capital inside, such as iPhone, are kept as written);
/// - title case inside a sentence. A capitalized word that is not the first of a sentence (ICU sentence breaks;
///   also after a colon, an opening parenthesis, a line break or a bullet) is *suspect* unless it is "I", a word
///   with a capital inside or an acronym, in the `kept` ranges (brand terms, quoted text), a listed proper noun,
///   the title of an element right after a verb that refers to it ("Choose Add to Favorites", "tap Done",
///   "turn on Location Services", "Settings > Privacy") or right before a noun naming its kind ("the Share
///   button"), or a name after *called* / *named*.
///
/// Proper nouns that no list knows (names, places) are the hard part, so suspects are only reported when the
/// evidence says title case rather than a name: a suspect is a function word ("Delete This Photo?", "Is",
/// "Your"), or the suspects form two or more separate runs ("Remove Photo from Album?"). A lone capitalized
/// run of content words ("Sync with Google Drive") passes as a likely name.
public struct SentenceStyle: Sendable {
    public let words: SentenceStyleWords
    public let minorWords: Set<String>
    public let locale: String

    /// Words that start a noun phrase, not an element's title ("Check Your Connection" is not a checkbox).
    private static let determiners: Set<String> = [
        "the", "a", "an", "your", "my", "this", "that", "these", "those", "its", "our", "their", "his", "her",
    ]

    public init(words: SentenceStyleWords = .english, titleWords: TitleStyleWords = .english, locale: String = "en") {
        self.words = words
        self.minorWords = titleWords.minorWords
        self.locale = locale
    }

    /// The corrections that make `prose` sentence style; empty when it already is. `kept` holds sorted prose
    /// ranges whose words are left as written.
    public func corrections(in prose: ProseText, keeping kept: [Range<Int>] = []) -> [CaseCorrection] {
        let list = prose.words
        guard !list.isEmpty else { return [] }
        let lowered = list.map { CaseMapping.lowercased($0.text, locale: locale) }
        let shapes = list.map { WordShape($0) }
        var exempt = exemptions(list, lowered, shapes, prose, kept)
        var corrections: [CaseCorrection] = []
        if shapes[0] == .lowercase, !(list[0].text.unicodeScalars.count == 1 && lowered[0] != "a") {
            corrections.append(CaseCorrection.make(list[0], .capitalize, prose, locale: locale))
        }
        exempt[0] = true
        var suspects: [Int] = []
        var runs = 0
        var hasFunctionWord = false
        for index in list.indices where !exempt[index] && shapes[index] == .capitalized {
            if lowered[index] == "i" || lowered[index].hasPrefix("i'") || lowered[index].hasPrefix("i\u{2019}") { continue }
            if suspects.last != index - 1 || !isJoin(gap(list[index - 1], list[index], prose)) { runs += 1 }
            suspects.append(index)
            hasFunctionWord = hasFunctionWord || words.functionWords.contains(lowered[index])
        }
        if hasFunctionWord || runs >= 2 {
            corrections += suspects.map { CaseCorrection.make(list[$0], .lowercase, prose, locale: locale) }
        }
        return corrections
    }

    // MARK: Exemptions

    private func exemptions(
        _ list: [ProseWord], _ lowered: [String], _ shapes: [WordShape?], _ prose: ProseText, _ kept: [Range<Int>]
    ) -> [Bool] {
        var exempt = [Bool](repeating: false, count: list.count)
        let keptRanges = (kept + words.properNouns.matches(in: prose.text).map(\.scalarRange))
            .sorted { $0.lowerBound < $1.lowerBound }
        var keptIndex = 0
        for index in list.indices {
            let range = list[index].proseRange
            while keptIndex < keptRanges.count, keptRanges[keptIndex].upperBound <= range.lowerBound { keptIndex += 1 }
            var probe = keptIndex
            while probe < keptRanges.count, keptRanges[probe].lowerBound < range.upperBound {
                if keptRanges[probe].overlaps(range) { exempt[index] = true }
                probe += 1
            }
        }
        // Sentence starts (the first word of letters, after a list number that opens the sentence: "1️⃣ Your
        // data", "2) Your data"; not "3 Items", a count), and words after a colon, parenthesis, line break or bullet.
        var sentenceIndex = 0
        var startsAfterNumbers = false
        let sentences = prose.sentences
        for index in list.indices {
            let start = list[index].proseRange.lowerBound
            while sentenceIndex < sentences.count, sentences[sentenceIndex].proseRange.upperBound <= start { sentenceIndex += 1 }
            let opensSentence = sentenceIndex < sentences.count
                && (index == 0 || list[index - 1].proseRange.upperBound <= sentences[sentenceIndex].proseRange.lowerBound)
            let opensLine = index > 0
                && gap(list[index - 1], list[index], prose).contains(where: { ":(\n\u{2022}".unicodeScalars.contains($0) })
            guard opensSentence || opensLine || startsAfterNumbers else { continue }
            exempt[index] = true
            startsAfterNumbers = isListNumber(index, list, prose)
        }
        // Titles after a referring verb or a naming word; titles before an element noun.
        for index in list.indices {
            var runStart: Int?
            if words.referenceVerbs.contains(lowered[index]) || words.namingWords.contains(lowered[index]) {
                runStart = index + 1
            } else if index + 1 < list.count, isSpace(gap(list[index], list[index + 1], prose)),
                words.referencePhrases.contains(lowered[index] + " " + lowered[index + 1]) {
                runStart = index + 2
            }
            if let runStart {
                markTitleRun(from: runStart, list, lowered, shapes, prose, &exempt)
            }
            if words.elementNouns.contains(lowered[index]) {
                var back = index - 1
                while back >= 0, shapes[back] == .capitalized || shapes[back] == .kept,
                    isJoin(gap(list[back], list[back + 1], prose)) {
                    exempt[back] = true
                    back -= 1
                }
            }
        }
        return exempt
    }

    /// Marks a title-case run starting at `start`: capitalized words, words kept as written, minor words
    /// between two capitalized ones ("Add to Favorites"), and menu paths ("Settings > Privacy").
    private func markTitleRun(
        from start: Int, _ list: [ProseWord], _ lowered: [String], _ shapes: [WordShape?], _ prose: ProseText,
        _ exempt: inout [Bool]
    ) {
        var index = start
        guard index < list.count, shapes[index] == .capitalized || shapes[index] == .kept || list[index].isPlaceholder,
            !Self.determiners.contains(lowered[index]), index == 0 || isJoin(gap(list[index - 1], list[index], prose))
        else { return }
        while index < list.count {
            if index > start {
                let between = gap(list[index - 1], list[index], prose)
                guard isJoin(between) || isPathSeparator(between) else { return }
            }
            if shapes[index] == .capitalized || shapes[index] == .kept || list[index].isPlaceholder {
                exempt[index] = true
            } else if minorWords.contains(lowered[index]), index + 1 < list.count,
                shapes[index + 1] == .capitalized || shapes[index + 1] == .kept {
                exempt[index] = true
            } else {
                return
            }
            index += 1
        }
    }

    // MARK: Gaps

    private func gap(_ left: ProseWord, _ right: ProseWord) -> Range<Int> {
        left.proseRange.upperBound..<max(left.proseRange.upperBound, right.proseRange.lowerBound)
    }

    private func gap(_ left: ProseWord, _ right: ProseWord, _ prose: ProseText) -> ArraySlice<Unicode.Scalar> {
        prose.scalars[gap(left, right)]
    }

    /// A number that numbers a line or a sentence: marked as such by what follows or decorates it ("1️⃣",
    /// "2)", "3."), not a count ("3 items").
    private func isListNumber(_ index: Int, _ list: [ProseWord], _ prose: ProseText) -> Bool {
        let word = list[index]
        guard word.status == .number, !word.isPlaceholder, index + 1 < list.count else { return false }
        let decorated = word.text.unicodeScalars.contains { $0 == "\u{20E3}" || $0 == "\u{FE0F}" }
        return decorated || gap(word, list[index + 1], prose).contains { $0 != " " && $0 != "\u{00A0}" }
    }

    private func isSpace(_ gap: ArraySlice<Unicode.Scalar>) -> Bool {
        !gap.isEmpty && gap.allSatisfy { $0 == " " || $0 == "\u{00A0}" }
    }

    /// Words of one name: separated by a space, a hyphen or an apostrophe-free join.
    private func isJoin(_ gap: ArraySlice<Unicode.Scalar>) -> Bool {
        isSpace(gap) || (gap.count == 1 && (gap.first == "-" || gap.first == "\u{2011}"))
    }

    /// "Settings > Privacy", "File › Export", "General → About".
    private func isPathSeparator(_ gap: ArraySlice<Unicode.Scalar>) -> Bool {
        gap.contains { $0 == ">" || $0 == "\u{203A}" || $0 == "\u{2192}" || $0 == "\u{25B8}" }
            && gap.allSatisfy { $0 == " " || $0 == ">" || $0 == "\u{203A}" || $0 == "\u{2192}" || $0 == "\u{25B8}" }
    }
}
