import Catalogs

/// Short texts that a locale's translators keep as they are inside their own translations: names ("Home
/// Assistant", "Thread") and words the language shares with the source ("Automation", "Sensor" in German).
///
/// A translation that is only such a text copies its source on purpose, so `untranslated` does not report it.
/// The evidence is the translators' own: the text, word for word (in any case: "layout" inside a sentence keeps
/// the loanword a "Layout" title copies), inside at least `minimumTranslations` other translations of that locale
/// in the same table (a table is always audited whole, so the evidence does not depend on how an audit is split
/// into batches) that are translated (they differ from their source and have words of their own) and whose
/// source holds it too, and not as part of a longer run of capitalized source words ("Home" inside "Home
/// Assistant" is no evidence for "Home").
struct KeptTerms {
    /// Two: a name that one other translation keeps may be a slip there too; measured on the real apps, two
    /// keep names and shared words ("Thread", another app's name, Danish "Ring") far more often than slips.
    static let minimumTranslations = 2
    /// Longer copies are sentences, which no translator keeps whole inside another one.
    static let maximumWords = 4

    /// A table and one of its locales.
    struct TableLocale: Hashable, Sendable {
        var table: String
        var locale: String
    }

    /// By table and locale, the texts the translations show to be kept, as `folded` writes them.
    let texts: [TableLocale: Set<String>]

    func contains(_ text: String, table: String, locale: String) -> Bool {
        guard let kept = texts[TableLocale(table: table, locale: locale)] else { return false }
        return kept.contains(Self.folded(Self.words(text).map(\.text)))
    }

    /// A text's words, lowercased, one space apart: how a kept text is compared.
    static func folded(_ words: [String]) -> String {
        words.map { $0.lowercased() }.joined(separator: " ")
    }

    /// The candidates (texts copied unchanged, by table and locale) that `units`' translations keep.
    static func find(candidates: [TableLocale: Set<String>], in units: [TranslationUnit]) -> KeptTerms {
        // By table and locale, each candidate's words, filed under its first word.
        var wanted: [TableLocale: [String: [[String]]]] = [:]
        for (locale, texts) in candidates {
            for text in texts {
                let words = Self.words(text).map { $0.text.lowercased() }
                guard !words.isEmpty, words.count <= maximumWords else { continue }
                wanted[locale, default: [:]][words[0], default: []].append(words)
            }
        }
        guard !wanted.isEmpty else { return KeptTerms(texts: [:]) }
        // A first word of ASCII letters can only be found where the translation's ASCII has it as a run of its own.
        let asciiOnly = wanted.mapValues { byFirstWord in byFirstWord.keys.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } } }
        var counts: [TableLocale: [String: Int]] = [:]
        for unit in units {
            for locale in unit.translationLocales {
                let place = TableLocale(table: unit.table.id, locale: locale.locale)
                guard let byFirstWord = wanted[place] else { continue }
                for entry in unit.translationEntries[locale.range] {
                    if asciiOnly[place] == true, !asciiRuns(of: entry.value, contain: byFirstWord) { continue }
                    guard let source = unit.sourceEntry(forVariation: entry.variation), source.value != entry.value else { continue }
                    for text in keptTexts(in: entry.value, source: source.value, candidates: byFirstWord) {
                        counts[place, default: [:]][text, default: 0] += 1
                    }
                }
            }
        }
        return KeptTerms(texts: counts.mapValues { Set($0.filter { $0.value >= minimumTranslations }.keys) })
    }

    /// Whether a run of ASCII letters, digits, inner hyphens and apostrophes in `text`, between bytes that are
    /// none of those, is a key of `words`: cheaper than `words(_:)`, and never false where it would find one.
    static func asciiRuns(of text: String, contain words: [String: [[String]]]) -> Bool {
        let bytes = text.utf8
        var start: String.UTF8View.Index?
        var index = bytes.startIndex
        func isRunByte(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10 }
        while index < bytes.endIndex {
            let byte = bytes[index]
            let next = bytes.index(after: index)
            let joins = (byte == UInt8(ascii: "-") || byte == UInt8(ascii: "'")) && start != nil
                && next < bytes.endIndex && isRunByte(bytes[next])
            if isRunByte(byte) || joins {
                if start == nil { start = index }
            } else if let begun = start {
                if words[String(Substring(text.utf8[begun..<index])).lowercased()] != nil { return true }
                start = nil
            }
            index = next
        }
        if let begun = start, words[String(Substring(text.utf8[begun...])).lowercased()] != nil { return true }
        return false
    }

    /// The candidates that `translation` keeps from `source`, each once.
    static func keptTexts(in translation: String, source: String, candidates: [String: [[String]]]) -> Set<String> {
        let words = Self.words(translation)
        let folded = words.map { $0.text.lowercased() }
        guard folded.contains(where: { candidates[$0] != nil }) else { return [] }
        let sourceWords = Self.words(source)
        let sourceSet = Set(sourceWords.map(\.text))
        let foldedSource = sourceWords.map { $0.text.lowercased() }
        let sourcePairs = Set(zip(foldedSource, foldedSource.dropFirst()).map { "\($0) \($1)" })
        // A translation with no word of its own is a copy with a change, not a translation.
        guard words.contains(where: { !sourceSet.contains($0.text) }) else { return [] }
        let scalars = Array(translation.unicodeScalars)
        var found: Set<String> = []
        for start in words.indices {
            for candidate in candidates[folded[start]] ?? [] {
                let end = start + candidate.count
                guard end <= words.count, folded[start..<end].elementsEqual(candidate),
                      containsRun(candidate, in: foldedSource) else { continue }
                // Adjacent capitalized source words make the kept run longer than the candidate.
                if start > 0, joinsRun(words[start - 1], words[start], scalars, sourceSet, sourcePairs) { continue }
                if end < words.count, joinsRun(words[end - 1], words[end], scalars, sourceSet, sourcePairs) { continue }
                found.insert(candidate.joined(separator: " "))
            }
        }
        return found
    }

    /// Whether `a` and `b` stand next to each other, one space apart, and both are capitalized words of the
    /// source, or stand next to each other there too ("open" inside a kept "open source" is no evidence for "Open").
    private static func joinsRun(_ a: Word, _ b: Word, _ scalars: [Unicode.Scalar], _ sourceWords: Set<String>,
                                 _ sourcePairs: Set<String>) -> Bool {
        guard b.range.lowerBound == a.range.upperBound + 1, scalars[a.range.upperBound] == " " else { return false }
        if sourcePairs.contains(folded([a.text, b.text])) { return true }
        return [a, b].allSatisfy { sourceWords.contains($0.text) && $0.text.unicodeScalars.first!.properties.isUppercase }
    }

    private static func containsRun(_ run: [String], in words: [String]) -> Bool {
        guard run.count <= words.count else { return false }
        return (0...(words.count - run.count)).contains { start in words[start..<start + run.count].elementsEqual(run) }
    }

    /// Han, kana and Hangul, which run into Latin letters without a space.
    private static func isSpacelessScript(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isIdeographic || (0x3040...0x30FF).contains(scalar.value) || (0xAC00...0xD7AF).contains(scalar.value)
            || (0x1100...0x11FF).contains(scalar.value) || (0x3130...0x318F).contains(scalar.value)
    }

    struct Word {
        var text: String
        /// Unicode-scalar offsets.
        var range: Range<Int>
    }

    /// Runs of letters and digits, with an apostrophe or hyphen inside a word kept in it ("don't", "Wi-Fi"). No
    /// ICU segmentation: the words are compared with words, and a script without spaces only gives longer runs.
    static func words(_ text: String) -> [Word] {
        let scalars = Array(text.unicodeScalars)
        var result: [Word] = []
        var start: Int?
        func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar.properties.generalCategory == .nonspacingMark
        }
        for index in scalars.indices {
            let scalar = scalars[index]
            // A Latin name written straight against Chinese or Japanese ("Thread網絡") is a word of its own.
            if let begun = start, isSpacelessScript(scalar) != isSpacelessScript(scalars[index - 1]) {
                result.append(Word(text: String(String.UnicodeScalarView(scalars[begun..<index])), range: begun..<index))
                start = nil
            }
            let joins = (scalar == "'" || scalar == "\u{2019}" || scalar == "-") && start != nil
                && index + 1 < scalars.count && isWordScalar(scalars[index + 1])
            if isWordScalar(scalar) || joins {
                if start == nil { start = index }
            } else if let begun = start {
                result.append(Word(text: String(String.UnicodeScalarView(scalars[begun..<index])), range: begun..<index))
                start = nil
            }
        }
        if let begun = start {
            result.append(Word(text: String(String.UnicodeScalarView(scalars[begun...])), range: begun..<scalars.count))
        }
        return result
    }
}
