import Language

/// The gestures an accessibility hint names ("Double-tap to play the song."), and the hint rewritten to say
/// only the result ("Plays the song."), as Apple's accessibility guides ask: a hint "does not include the name
/// of the action or gesture" and begins with a third-person verb.
enum HintGestures {
    private static let words = CopyWords.english
    private static let phrases: [[String]] = words.gestures.phrases.map(WordPhrases.split)
        .sorted { $0.count > $1.count }
    private static let notGestures: [[String]] = words.gestures.notGestures.map(WordPhrases.split)
    private static let thirdPersonForms = words.thirdPersonForms

    /// One gesture named in a hint: the words from `first` to `last`.
    struct Gesture {
        var first: Int
        var last: Int
    }

    /// Every gesture the hint names, in order.
    static func gestures(in hintWords: [ReaderWord], string: AnalyzedString) -> [Gesture] {
        let scalars = string.scalars
        guard hintWords.contains(where: { words.gestures.words.contains($0.lowered) || $0.lowered == "double" || $0.lowered == "triple" }) else {
            return []
        }
        let excluded = WordPhrases.coveredIndexes(notGestures, in: hintWords, scalars: scalars)
        let names = WordPhrases.nameRanges(string)
        var found: [Gesture] = []
        var index = 0
        while index < hintWords.count {
            let word = hintWords[index]
            guard !word.isPlaceholder, !excluded.contains(index), !AddressRanges.contains(names, overlapping: word.range) else {
                index += 1
                continue
            }
            if let end = phrases.lazy.compactMap({ WordPhrases.match($0, at: index, in: hintWords, scalars: scalars) }).first {
                found.append(Gesture(first: index, last: end))
                index = end + 1
            } else if words.gestures.words.contains(word.lowered) {
                found.append(Gesture(first: index, last: index))
                index += 1
            } else {
                index += 1
            }
        }
        return found
    }

    /// The hint without its leading gesture: "Double-tap to play the song." → "Plays the song.", "Swipe up or
    /// down to adjust the value." → "Adjusts the value.", "Tapping plays the song." → "Plays the song."; nil when
    /// the hint does not start with a gesture or the result is not clear.
    static func rewrite(_ hintWords: [ReaderWord], gestures: [Gesture], string: AnalyzedString) -> String? {
        guard let leading = gestures.first, leading.first == 0 else { return nil }
        let scalars = string.scalars
        let gestureWord = hintWords[leading.last].lowered
        let next = leading.last + 1
        // "Tapping plays the song."
        if gestureWord.hasSuffix("ing"), next < hintWords.count, thirdPersonForms.contains(hintWords[next].lowered) {
            return capitalizedRest(from: hintWords[next].range.lowerBound, scalars)
        }
        // "Tap [here | twice | up or down …] to play the song."
        let searchEnd = min(hintWords.count - 1, next + 5)
        guard next < searchEnd else { return nil }
        for index in next..<searchEnd where hintWords[index].lowered == "to" {
            let verb = hintWords[index + 1]
            guard !verb.isPlaceholder, let third = words.verbs[verb.lowered] else { return nil }
            let rest = String(String.UnicodeScalarView(scalars[verb.range.upperBound...]))
            return third.prefix(1).uppercased() + third.dropFirst() + rest
        }
        return nil
    }

    private static func capitalizedRest(from offset: Int, _ scalars: [Unicode.Scalar]) -> String {
        let rest = String(String.UnicodeScalarView(scalars[offset...]))
        return rest.prefix(1).uppercased() + rest.dropFirst()
    }
}
