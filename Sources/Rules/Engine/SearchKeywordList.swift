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
        // Asked once per key of every table: the key's bytes are searched in place, without lowercasing a copy.
        if keyNamesList(key) { return true }
        guard let sourceText, sourceText.utf8.contains(UInt8(ascii: ",")) else { return false }
        return isLowercaseTermList(sourceText)
    }

    private static let keyWordBytes: [[UInt8]] = keyWords.map { Array($0.utf8) }

    /// Whether the key holds one of `keyWords`, in any ASCII case.
    static func keyNamesList(_ key: String) -> Bool {
        var key = key
        return key.withUTF8 { bytes in
            guard bytes.count >= 7 else { return false }
            for start in 0..<bytes.count {
                let first = bytes[start] | 0x20
                guard first == UInt8(ascii: "k") || first == UInt8(ascii: "s") else { continue }
                for word in keyWordBytes where word[0] == first && start + word.count <= bytes.count {
                    var offset = 1
                    while offset < word.count, Self.lowered(bytes[start + offset]) == word[offset] { offset += 1 }
                    if offset == word.count { return true }
                }
            }
            return false
        }
    }

    private static func lowered(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
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
