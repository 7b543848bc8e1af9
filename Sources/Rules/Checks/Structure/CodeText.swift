import SwiftSource

/// Small judgments about strings found in code, shared by the structural rules.
enum CodeText {
    /// True when the text reads like a key name (`alert.cancel`, `button_ok`) rather than words a person reads,
    /// so rules about wording cannot judge it.
    static func looksLikeKeyName(_ text: String) -> Bool {
        guard !text.isEmpty, !text.contains(where: \.isWhitespace) else { return false }
        return text.contains(".") || text.contains("_")
    }

    /// True when the text has a letter outside format specifiers (`%@`, `%lld`, `%1$@`).
    static func hasLetters(_ text: String) -> Bool {
        var inSpecifier = false
        for scalar in text.unicodeScalars {
            if scalar == "%" {
                inSpecifier.toggle()
                continue
            }
            if inSpecifier {
                // A specifier ends at its conversion letter or `@`.
                if scalar.properties.isAlphabetic || scalar == "@" { inSpecifier = false }
                continue
            }
            if scalar.properties.isAlphabetic { return true }
        }
        return false
    }

    /// The text's length in characters (grapheme clusters), as a reader sees it.
    static func length(_ text: String) -> Int { text.count }

    /// The dialog's title text for a finding about the whole dialog.
    static func title(of dialog: CodeDialog) -> String { dialog.title?.sourceText ?? "" }
}
