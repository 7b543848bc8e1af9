import Language

/// Whether an alert or action-sheet title is a sentence or a fragment, which decides its capitalization and
/// punctuation (HIG Alerts: "If the title is a complete sentence, use sentence-style capitalization and
/// appropriate ending punctuation. If the title is a sentence fragment, use title-style capitalization, and don't
/// add ending punctuation.").
///
/// The option `alertTitleStyle` (on `title-case`, or on the rule itself) chooses:
/// - `auto` (default): a title ending in `.` `?` `!` (looking through closing quotes and parentheses; an ellipsis
///   does not count) is a sentence; a title without that ending whose words after the first hold an auxiliary
///   or a form of "be" ("Tiling has been disabled") is a sentence left unpunctuated, on which neither case rule
///   can tell what its writer meant, and which they leave alone; any other title is a fragment;
/// - `title`: every alert title is title style (HIG Writing lets an app pick "title case for all alerts");
/// - `sentence`: every alert title is sentence style.
/// Without the option, the house style's `alertTitles` (`style` in `.copylint.json`) decides the same way.
enum AlertTitleForm {
    case fragment
    case sentence
    /// A sentence without its ending punctuation (`auto` only): neither title style nor sentence style is asked.
    case unpunctuatedSentence

    private static let sentenceVerbs = Set(AlertWords.english.sentenceVerbs)

    static let optionName = "alertTitleStyle"

    /// The form of a string whose role is an alert or action-sheet title.
    static func of(_ string: AnalyzedString, context: CheckContext) -> AlertTitleForm {
        // The option's default is null in every rule file that declares it, so these fall through in order.
        let style = context.string(ifSet: optionName)
            ?? context.configuration.options(of: "title-case")[optionName]?.stringValue
            ?? context.configuration.style.capitalization[.alertTitles]?.rawValue ?? "auto"
        switch style {
        case "title": return .fragment
        case "sentence": return .sentence
        default:
            if endsLikeSentence(string.prose) { return .sentence }
            return hasSentenceVerb(string.prose) ? .unpunctuatedSentence : .fragment
        }
    }

    /// True when the string's role takes title style: a title role, or an alert title that is a fragment.
    static func isTitleStyle(_ string: AnalyzedString, context: CheckContext) -> Bool {
        string.role.role.isAlertLikeTitle ? of(string, context: context) == .fragment : true
    }

    /// True when a word after the first is an auxiliary or a form of "be" (`sentenceVerbs`).
    static func hasSentenceVerb(_ prose: ProseText) -> Bool {
        prose.words.dropFirst().contains { !$0.isPlaceholder && sentenceVerbs.contains($0.text.lowercased()) }
    }

    /// True when the prose ends with `.`, `?` or `!` (not `...`), closing quotes and parentheses aside, or with a
    /// value after a colon ("Couldn't save, error: %@"): a title that carries a message reads as a sentence.
    static func endsLikeSentence(_ prose: ProseText) -> Bool {
        let ending = ProseEnding(prose)
        return ending.isSentenceEnd || ending.endsWithIntroducedValue(prose)
    }
}
