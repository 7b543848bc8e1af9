/// Whether a string is a list of search keywords or tags rather than copy: a key that says so
/// (`settings.search_keywords.watch`, `help.synonyms`), or a source text that is a comma-separated run of
/// lowercase terms ("dynamic island, lock screen, timers").
///
/// Why: apps keep the words their settings search matches in the catalog so that translators localize them.
/// Nobody reads them; they are compared without regard to case. A copy rule that asks for "Apple Watch" or
/// "touch and hold" there changes nothing anyone sees (and may make the search match worse), so the engine runs
/// no copy rule on them. Translation and Unicode rules still run.
enum SearchKeywordList {
    /// The words a key names such a list with, matched inside its path segments.
    static let keyWords = ["keyword", "synonym", "searchterm", "search_term", "search-term"]

    static func matches(key: String, sourceText: String?) -> Bool {
        let lowered = key.lowercased()
        if keyWords.contains(where: lowered.contains) { return true }
        guard let sourceText else { return false }
        return isLowercaseTermList(sourceText)
    }

    /// Four or more comma-separated terms of at most three words each, none starting with a capital or ending in
    /// sentence punctuation: "url, account, instance, add server".
    static func isLowercaseTermList(_ text: String) -> Bool {
        guard text.utf8.contains(UInt8(ascii: ",")) else { return false }
        let terms = text.split(separator: ",").map { $0.trimmingPrefix(while: \.isWhitespace) }
        guard terms.count >= 4 else { return false }
        return terms.allSatisfy { term in
            guard let first = term.first, !first.isUppercase, !term.isEmpty else { return false }
            let words = term.split(whereSeparator: \.isWhitespace)
            guard (1...3).contains(words.count), let last = term.last(where: { !$0.isWhitespace }) else { return false }
            return !".!?:;".contains(last)
        }
    }
}
