/// `a11y-hint-gesture`: an accessibility hint names the gesture that triggers it ("Double-tap to play the
/// song.", "Swipe to delete the item."). VoiceOver users activate elements with their own gestures, and
/// VoiceOver already says how; the hint should say only what happens.
///
/// Gestures: tap, double-tap (or double tap), triple-tap, swipe, click, press, touch, long press, touch and
/// hold, in every form (taps, tapping, swiped). Names are not gestures: Touch ID, Touch Bar, iPod touch, "in
/// touch". Where the hint starts with the gesture, the suggestion is the hint rewritten from the verb after
/// "to" ("Plays the song.").
struct A11yHintGestureCheck: StringCheck {
    let id = "a11y-hint-gesture"
    let scope = StringScope.englishSource

    func check(_ string: AnalyzedString, context: CheckContext) -> [RuleHit] {
        let words = ReaderWords.words(of: string)
        let gestures = HintGestures.gestures(in: words, string: string)
        guard !gestures.isEmpty else { return [] }
        let suggestion = HintGestures.rewrite(words, gestures: gestures, string: string)
        return gestures.map { gesture in
            let range = words[gesture.first].range.lowerBound..<words[gesture.last].range.upperBound
            let written = String(String.UnicodeScalarView(string.scalars[range]))
            return RuleHit(span: range, arguments: ["gesture": written], suggestion: suggestion)
        }
    }
}
