import CopylintBase
import Language

/// `button-word-count`: a button title longer than the role allows (more than two words on an alert button,
/// more than four on other buttons), counted as a reader counts: hyphenated compounds are one word and a
/// placeholder is one word.
///
/// A sentence in a button's role is rarely its title: SwiftUI buttons whose label is a composite view show
/// captions and explanations beside the title, so a sentence-style text well past the limit, or one that ends
/// with a period, is left alone.
///
/// On macOS an `NSButtonCell` also draws checkboxes and radio buttons, whose labels Apple writes in sentence
/// style and which may run longer; a sentence-style title whose role came from such an Interface Builder note
/// is taken for one of those and not counted.
struct ButtonWordCountCheck: StringCheck {
    let id = "button-word-count"
    let scope = StringScope.englishSource

    private let minorWords: Set<String>

    /// The check with the English minor words, made once for `readsAsCaption`, which title-case asks per button.
    private static let english = ButtonWordCountCheck()

    init(words: AlertWords = .english) {
        minorWords = Set(words.titleMinorWords)
    }

    func check(_ string: AnalyzedString, context: CheckContext) -> [RuleHit] {
        let limit = limit(for: string.role.role, context: context)
        // A title of `limit` words has at least `limit` scalars plus spaces; skip the short ones cheaply.
        guard string.scalars.count > limit * 2 else { return [] }
        let proseWords = CopyProse.words(of: string)
        let words = CopyProse.readerWords(proseWords, scalars: string.scalars)
        guard words.count > limit, let first = words.first, let last = words.last else { return [] }
        if isSentence(string.scalars) || (words.count > limit + 2 && isSentenceStyle(proseWords)) { return [] }
        return [RuleHit(
            span: first.lowerBound..<last.upperBound,
            arguments: ["count": String(words.count), "limit": String(limit), "limitWords": Self.spelled(limit)]
        )]
    }

    /// Whether a button-role text reads as a caption rather than a title: sentence-style and well past the word
    /// limit (more than two words over it). Title-case leaves such a text alone too, so that its fix never turns a
    /// caption into a title this rule then counts.
    static func readsAsCaption(_ string: AnalyzedString, context: CheckContext) -> Bool {
        guard let definition = RuleDefinitions.definition("button-word-count"), definition.applies(to: string.role.role) else {
            return false
        }
        let check = Self.english
        let options = CheckContext(configuration: context.configuration, rule: definition.id)
        let limit = check.limit(for: string.role.role, context: options)
        guard string.scalars.count > limit * 2 else { return false }
        let proseWords = CopyProse.words(of: string)
        return CopyProse.readerWords(proseWords, scalars: string.scalars).count > limit + 2 && check.isSentenceStyle(proseWords)
    }

    /// True when a word after the first starts lowercase and is not a word title style keeps lowercase.
    private func isSentenceStyle(_ words: [ProseWord]) -> Bool {
        words.dropFirst().contains { !$0.isPlaceholder && Self.isLowercaseTitleWord($0.text, minorWords: minorWords) }
    }

    /// True when `word` starts lowercase where title style would capitalize it: not a minor word ("of"), not a
    /// name with an inner capital ("iCloud"). Also how a note's title tells a checkbox (`AppKitToggleNote`).
    static func isLowercaseTitleWord(_ word: String, minorWords: Set<String>) -> Bool {
        guard let first = word.unicodeScalars.first, first.properties.isLowercase else { return false }
        let hasInnerCapital = word.unicodeScalars.dropFirst().contains { $0.properties.isUppercase }
        return !hasInnerCapital && !minorWords.contains(word)
    }

    private func limit(for role: Role, context: CheckContext) -> Int {
        if role == .alertButton {
            return context.integer("alertButtonMaxWords")
        }
        return context.integer("maxWords")
    }

    /// True when the text ends with a period (not an ellipsis): a sentence, not a title.
    private func isSentence(_ scalars: [Unicode.Scalar]) -> Bool {
        guard let last = scalars.last(where: { !$0.properties.isWhitespace }) else { return false }
        return last == "." && !(scalars.count >= 3 && scalars.suffix(3).allSatisfy { $0 == "." })
    }

    private static func spelled(_ count: Int) -> String {
        let names = ["no words", "one word", "two words", "three words", "four words", "five words", "six words"]
        return count < names.count ? names[count] : "\(count) words"
    }
}
