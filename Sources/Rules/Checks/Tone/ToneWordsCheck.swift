import Language

/// `tone-words`: interjections and courtesy words (oops, whoops, uh-oh, sorry, please) in alerts, where Apple
/// finds they sound insincere or add nothing.
///
/// Where the word can simply go, the hit suggests the text without it: an opening “Please” (“Please try again
/// later.” → “Try again later.”), an opening interjection set off by punctuation (“Sorry, the video is
/// unavailable.” → “The video is unavailable.”), or a closing “, please”.
struct ToneWordsCheck: StringCheck {
    let id = "tone-words"
    let scope = StringScope.englishSource

    /// Each listed word or phrase as its words (“uh-oh” → ["uh", "oh"]).
    private let phrases: [[String]]

    init(words: AlertWords = .english) {
        phrases = words.toneWords.map { entry in
            entry.split(whereSeparator: { $0 == "-" || $0 == " " }).map(String.init)
        }
    }

    func check(_ string: AnalyzedString, context: CheckContext) -> [RuleHit] {
        let scalars = string.scalars
        let words = CopyProse.words(of: string)
        let lowered = words.map { $0.isPlaceholder ? "" : $0.text.lowercased() }
        var found: [Range<Int>] = []
        var index = 0
        while index < words.count {
            if let length = phraseLength(at: index, words: words, lowered: lowered, scalars: scalars) {
                found.append(words[index].range.lowerBound..<words[index + length - 1].range.upperBound)
                index += length
            } else {
                index += 1
            }
        }
        guard !found.isEmpty else { return [] }
        let removals = found.map { ToneWordRemoval.removal(of: $0, in: scalars) }
        let suggestion = ToneWordRemoval.apply(removals.compactMap { $0 }, to: scalars)
        return zip(found, removals).map { span, removal in
            RuleHit(span: span, arguments: ["word": CopyProse.text(scalars, span)],
                    suggestion: removal == nil ? nil : suggestion)
        }
    }

    /// How many words a listed phrase spans at `index`; the words of a phrase are joined by one hyphen or space.
    private func phraseLength(at index: Int, words: [ProseWord], lowered: [String], scalars: [Unicode.Scalar]) -> Int? {
        for phrase in phrases where index + phrase.count <= words.count {
            guard zip(lowered[index..<index + phrase.count], phrase).allSatisfy({ $0 == $1 }) else { continue }
            let joined = (index + 1..<index + phrase.count).allSatisfy { next in
                let gap = words[next - 1].range.upperBound..<words[next].range.lowerBound
                return gap.count == 1 && (CopyProse.isHyphen(scalars[gap.lowerBound]) || scalars[gap.lowerBound] == " ")
            }
            if joined { return phrase.count }
        }
        return nil
    }
}

/// What to delete so a tone word goes without leaving a broken sentence, and the next letter to capitalize.
struct ToneWordRemoval: Equatable {
    var range: Range<Int>
    var capitalizeAt: Int?

    /// The removal for the word at `span`, or nil when the word cannot simply go (“We're sorry for the delay.”).
    static func removal(of span: Range<Int>, in scalars: [Unicode.Scalar]) -> ToneWordRemoval? {
        let word = CopyProse.text(scalars, span).lowercased()
        if startsSentence(span.lowerBound, scalars) {
            var end = span.upperBound
            let punctuated = end < scalars.count && ",!.\u{2026}".unicodeScalars.contains(scalars[end])
            if punctuated { end += 1 }
            guard punctuated || word == "please" else { return nil }
            guard end < scalars.count, scalars[end] == " " else { return nil }
            while end < scalars.count, scalars[end] == " " { end += 1 }
            guard end < scalars.count, scalars[end].properties.isAlphabetic,
                !startsWithConjunction(end, scalars) else { return nil }
            let capitalize = scalars[span.lowerBound].properties.isUppercase && !hasInnerCapital(from: end, scalars)
            return ToneWordRemoval(range: span.lowerBound..<end, capitalizeAt: capitalize ? end : nil)
        }
        // “…, please.” or “… please” closing a sentence.
        guard word == "please" else { return nil }
        let closes = span.upperBound == scalars.count || ".!?".unicodeScalars.contains(scalars[span.upperBound])
        guard closes, span.lowerBound >= 2 else { return nil }
        var start = span.lowerBound
        while start > 0, scalars[start - 1] == " " { start -= 1 }
        if start > 0, scalars[start - 1] == "," { start -= 1 }
        guard start < span.lowerBound, start > 0, scalars[start - 1].properties.isAlphabetic
            || scalars[start - 1].properties.numericType != nil else { return nil }
        return ToneWordRemoval(range: start..<span.upperBound, capitalizeAt: nil)
    }

    /// The text with every removal applied.
    static func apply(_ removals: [ToneWordRemoval], to scalars: [Unicode.Scalar]) -> String? {
        guard !removals.isEmpty else { return nil }
        var result = String.UnicodeScalarView()
        var cursor = 0
        for removal in removals.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) where removal.range.lowerBound >= cursor {
            result.append(contentsOf: scalars[cursor..<removal.range.lowerBound])
            cursor = removal.range.upperBound
            if let at = removal.capitalizeAt, at < scalars.count {
                result.append(contentsOf: String(scalars[at]).uppercased().unicodeScalars)
                cursor = at + 1
            }
        }
        result.append(contentsOf: scalars[cursor...])
        let text = String(result)
        return text.unicodeScalars.contains { $0.properties.isAlphabetic } ? text : nil
    }

    /// True at the start of the text or after a sentence's closing punctuation and a space.
    private static func startsSentence(_ offset: Int, _ scalars: [Unicode.Scalar]) -> Bool {
        var index = offset
        while index > 0, scalars[index - 1] == " " || scalars[index - 1] == "\u{00A0}" { index -= 1 }
        guard index > 0 else { return true }
        return index < offset && ".!?\u{2026}\n".unicodeScalars.contains(scalars[index - 1])
    }

    /// True when the word at `offset` is a conjunction that leans on what went before (“Sorry, but …”), so
    /// dropping the interjection would leave a sentence starting with “But”.
    private static func startsWithConjunction(_ offset: Int, _ scalars: [Unicode.Scalar]) -> Bool {
        var end = offset
        while end < scalars.count, scalars[end].properties.isAlphabetic { end += 1 }
        let word = String(String.UnicodeScalarView(scalars[offset..<end])).lowercased()
        return leaningConjunctions.contains(word)
    }

    private static let leaningConjunctions: Set<String> = ["but", "and", "or", "so", "yet", "though", "however", "because"]

    /// True when the word starting at `offset` has a capital after its first letter (iPhone, iCloud), so its
    /// first letter must stay as written.
    private static func hasInnerCapital(from offset: Int, _ scalars: [Unicode.Scalar]) -> Bool {
        var index = offset + 1
        while index < scalars.count, scalars[index].properties.isAlphabetic {
            if scalars[index].properties.isUppercase { return true }
            index += 1
        }
        return false
    }
}
