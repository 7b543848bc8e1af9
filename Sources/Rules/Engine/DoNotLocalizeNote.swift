import Foundation

/// A developer's note that a string is not to be localized: the localizer note Interface Builder exports
/// (`…; Note = "Do not localize";`, the object's "Localizer Hint"), or a comment that is only such an instruction
/// ("Don't translate", "DNL").
///
/// Such a string is placeholder text the code replaces, or text every locale shows as it is: it is handled as
/// `shouldTranslate: false` is, so a missing or identical translation of it is not reported. Only a note that
/// says nothing else counts: "Do not localize the app name in this sentence" asks for a translation.
enum DoNotLocalizeNote {
    static let phrases: Set<String> = [
        "do not localize", "don't localize", "dont localize", "do not localise", "don't localise", "do not translate",
        "don't translate", "dont translate", "not localized", "not localizable", "no localization", "dnl", "dnt",
    ]

    /// Whether the comment is such an instruction (compared without case, curly apostrophes as straight ones, and
    /// without a final period or exclamation mark).
    static func says(_ comment: String?) -> Bool {
        guard let comment, !comment.isEmpty else { return false }
        // Most comments are neither short nor an Interface Builder note with a localizer note: settled at once.
        let note = comment.contains("Note = \"") ? InterfaceBuilderNote.value(of: "Note", in: comment) : comment
        guard let note, note.utf8.count <= 24 else { return false }
        var phrase = note.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
        phrase = phrase.trimmingCharacters(in: .whitespacesAndNewlines)
        while let last = phrase.last, last == "." || last == "!" { phrase.removeLast() }
        return phrases.contains(phrase)
    }
}
