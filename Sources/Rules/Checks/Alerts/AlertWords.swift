import CopylintData

/// The word lists of the alert, button and tone rules, read from `Locales/en/alert-words.json`, so a copy
/// editor can review and extend them without touching Swift. Every entry is lowercase.
struct AlertWords: Sendable, Decodable {
    var genericTitles: [String]
    var errorCodePrefixes: [String]
    var errorWords: [String]
    var unidentifiedErrorQualifiers: [String]
    var errorCompoundNouns: [String]
    var yesNoWords: [String]
    var personalPronouns: [String]
    var firstPersonPlural: [String]
    var acronymLookalikes: [String]
    var toneWords: [String]
    var uiReferenceVerbs: [String]
    var uiReferenceFillers: [String]
    var uiElementNouns: [String]
    var titleMinorWords: [String]
    var contentNouns: [String]
    var textEntryVerbs: [String]
    var sentenceVerbs: [String]

    /// The shipped English lists.
    static let english: AlertWords = {
        guard let words = BundledData.decode(AlertWords.self, from: "Locales/en/alert-words.json") else {
            preconditionFailure("Locales/en/alert-words.json is missing from the build")
        }
        return words
    }()

    /// The words of a list option (`"words": ["you", "your"]`), lowercased; nil when the option is not set.
    static func listOption(_ name: String, in context: CheckContext) -> Set<String>? {
        guard let values = context.strings(name) else { return nil }
        return Set(values.map { $0.lowercased() })
    }
}
