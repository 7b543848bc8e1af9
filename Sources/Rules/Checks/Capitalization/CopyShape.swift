import Language

/// Signs that a string's role or content is not what its copy rule assumes, so the rule stays silent rather
/// than report something a copy editor would not:
/// - prose in a control role: ten words or more ending in `.` `?` `!` is an instruction or message whose role
///   was guessed from a comment or key, not a title;
/// - a value that is an identifier (`Permissions.alert.message`): a key left in place of copy.
enum CopyShape {
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
