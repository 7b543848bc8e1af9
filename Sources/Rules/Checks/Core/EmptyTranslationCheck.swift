/// `empty-translation`: a translation with no text (empty, or only white space) where its source has some.
///
/// An empty value marked translated is shipped as is: the control shows nothing, where a missing value would
/// at least fall back to the source. It is the crash-class of translation defects that no other rule names
/// for what it is (a placeholder rule would only say an argument is unused), so the engine runs no other
/// translation check on an empty translation. A value marked not to be localized (`shouldTranslate: false`, or a
/// note saying so) is left blank on purpose: the app fills it in.
struct EmptyTranslationCheck: TranslationCheck {
    static let ruleID = "empty-translation"
    let id = Self.ruleID

    func check(target: AnalyzedString, source: AnalyzedString, context: CheckContext) -> [RuleHit] {
        guard Self.isBlank(target.text), !Self.isBlank(source.text) else { return [] }
        // A value the app fills in at run time ("do not localize", `shouldTranslate: false`) is left blank on purpose.
        guard target.entry.shouldTranslate, source.entry.shouldTranslate, !DoNotLocalizeNote.says(source.entry.comment),
            !DoNotLocalizeNote.says(target.entry.comment) else { return [] }
        return [RuleHit(span: nil, arguments: ["locale": target.locale, "source": source.text])]
    }

    /// Empty or only white space (spaces, tabs, line breaks, no-break spaces).
    static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
    }
}
