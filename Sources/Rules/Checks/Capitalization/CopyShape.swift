import Catalogs
import Language

/// Signs that a string's role or content is not what its copy rule assumes, so the rule stays silent rather
/// than report something a copy editor would not:
/// - a macOS checkbox or radio button: Interface Builder files both as `NSButtonCell`, so their role is
///   `button`, but the macOS HIG gives checkboxes sentence case ("In general, use sentence case without
///   punctuation"); a long (four words or more) sentence-style title on an `NSButton(Cell)` is taken for one,
///   unless the storyboard itself says what the button is;
/// - prose in a control role: ten words or more ending in `.` `?` `!` is an instruction or message whose role
///   was guessed from a comment or key, not a title;
/// - a value that is an identifier (`Permissions.alert.message`): a key left in place of copy.
enum CopyShape {
    static func isLikelyCheckbox(_ string: AnalyzedString, context: CheckContext) -> Bool {
        guard string.role.role == .button, string.role.source == .interfaceBuilder,
            !string.role.isFromInterfaceBuilderDocument, string.entry.comment?.contains("NSButton") == true else { return false }
        let prose = string.prose
        let words = prose.words
        guard words.count >= 4, let first = words.first, WordShape(first) != .lowercase else { return false }
        let kept = CaseLexicon.keptRanges(prose, context: context)
        guard SentenceStyle(locale: string.locale).corrections(in: prose, keeping: kept).isEmpty else { return false }
        return words.dropFirst().contains { WordShape($0) == .lowercase }
    }

    /// True when ICU finds two sentences or more with letters ("Delete it? This can't be undone"): text that a
    /// title style cannot describe, whatever its last character.
    static func hasSeveralSentences(_ prose: ProseText) -> Bool {
        prose.sentences.filter { $0.text.unicodeScalars.contains { $0.properties.isAlphabetic } }.count > 1
    }

    static func isProseSentence(_ prose: ProseText) -> Bool {
        prose.words.count >= 10 && ProseEnding(prose).isSentenceEnd
    }

    static func isIdentifier(_ prose: ProseText) -> Bool {
        let scalars = prose.scalars
        guard !scalars.isEmpty, !scalars.contains(where: \.properties.isWhitespace) else { return false }
        return scalars.indices.dropLast().contains { index in
            (scalars[index] == "." || scalars[index] == "_") && index > 0
                && scalars[index - 1].properties.isAlphabetic && scalars[index + 1].properties.isAlphabetic
        }
    }
}
