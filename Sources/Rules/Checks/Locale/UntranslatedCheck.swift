import Catalogs
import CopyText
import Foundation
import Language

/// `untranslated`: a translation that is the source, code point for code point (white space at the ends aside,
/// which whitespace-mismatch reports), in another language, and that
/// holds at least one word a translator should have translated.
///
/// Words that may stay as they are: brand and lexicon terms (Locales/en/lexicon.json, but for the Apple app and
/// feature names Apple localizes, and the configuration's `lexicon`), the target locale's same-in-both-languages
/// words (Locales/<locale>/locale.json and the configuration's `sameInBothLanguages`), numbers, placeholders,
/// markup, URLs and e-mail addresses, acronyms, identifiers with inner capitals (`DuckDuckGo`), single letters,
/// key names next to a key symbol, OK however it is spelled ("Ok" is localized-forbidden-word's to report), and
/// names the key's other translations show to be names: a source word that
/// a translation into another script keeps in the source's letters ("libinput (Beta)" → "libinput (تجريبي)").
/// The check sees the whole key for that evidence, and for one more: a text that nearly every locale keeps as
/// a settled translation (`KeptAcrossLocales`).
struct UntranslatedCheck: UnitCheck {
    let id = "untranslated"

    func check(_ unit: TranslationUnit, context: CheckContext) -> [RuleHit] {
        // An object-ID key whose English is unknown has no source a translation could copy.
        guard !unit.sourceTextIsUnknown else { return [] }
        // Most keys have no translation that repeats a source value (byte for byte, but for white space at the
        // ends): settle them before sorting the locales and looking up each translation's source.
        let copiesASource = unit.translationEntries.contains { entry in
            unit.source.contains { Self.sameTextButEdges(entry.value, $0.value) }
        }
        guard copiesASource else { return [] }
        var hits: [RuleHit] = []
        var keptNames: KeptNames?
        // By variation, whether most locales keep the source's text as a settled translation.
        var keptAcrossLocales: [String: Bool] = [:]
        // The session's analysis of a translation, when it kept them (entry indices count through the source
        // entries, then each locale's in locale order), holds what its other checks already worked out.
        let analyses = unit.memo?.keptAnalyses
        let entries = unit.translationEntries
        for offset in entries.indices {
            let entry = entries[offset]
            guard let source = unit.sourceEntry(forVariation: entry.variation), Self.isCopy(entry, of: source) else { continue }
            // A plural form that no whole count selects (Slovak `many`, for fractions) is never shown for one.
            if let plural = PluralGroup.split(entry.variation), !PluralCategoryReach.servesIntegers(plural.category, locale: entry.locale),
                PluralCategoryReach.countsWholeNumbers([entry.value]) {
                continue
            }
            if keptAcrossLocales[entry.variation] == nil {
                keptAcrossLocales[entry.variation] = KeptAcrossLocales.keeps(source, in: unit)
            }
            if keptAcrossLocales[entry.variation] == true { continue }
            let index = unit.source.count + offset
            let string = Self.analysis(of: entry, at: index, in: analyses) ?? AnalyzedString(entry: entry, role: unit.role)
            let words = translatableWords(in: string, context: context)
            guard !words.isEmpty else { continue }
            if keptNames == nil { keptNames = KeptNames(unit) }
            guard let word = words.first(where: { !keptNames!.contains($0) }) else { continue }
            hits.append(RuleHit(entry: entry, span: 0..<entry.value.unicodeScalars.count,
                                arguments: ["locale": entry.locale, "word": word]))
        }
        return hits
    }

    /// The session's analysis of `entry`, kept at `index`, if it made one.
    private static func analysis(of entry: Entry, at index: Int, in analyses: [AnalyzedString?]?) -> AnalyzedString? {
        guard let analyses, index < analyses.count, let analysis = analyses[index],
            analysis.locale == entry.locale, analysis.entry.variation == entry.variation, analysis.text == entry.value
        else { return nil }
        return analysis
    }

    /// A translation that is its source unchanged (but for white space at its ends, whitespace-mismatch's
    /// finding), in another language, where translating is allowed (neither `shouldTranslate: false` nor a note
    /// saying not to localize it, `DoNotLocalizeNote`).
    static func isCopy(_ entry: Entry, of source: Entry) -> Bool {
        sameTextButEdges(entry.value, source.value) && !entry.value.isEmpty && entry.shouldTranslate && source.shouldTranslate
            && AnalyzedString.language(of: entry.locale) != AnalyzedString.language(of: source.locale)
            && !DoNotLocalizeNote.says(source.comment) && !DoNotLocalizeNote.says(entry.comment)
    }

    /// The same scalars, compared as UTF-8 bytes (the same bytes are the same scalars), lengths first.
    static func sameText(_ text: String, _ other: String) -> Bool {
        text.utf8.count == other.utf8.count && text.utf8.elementsEqual(other.utf8)
    }

    /// `sameText`, or the same once white space is trimmed from both ends (trimmed only when an end is ASCII white
    /// space, so that translations, which almost never are, cost one byte test).
    static func sameTextButEdges(_ text: String, _ other: String) -> Bool {
        if sameText(text, other) { return true }
        guard let first = text.utf8.first, let last = text.utf8.last, let otherFirst = other.utf8.first,
            let otherLast = other.utf8.last else { return false }
        // Only a text with white space at an end can equal another once trimmed.
        func isBlankByte(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        guard isBlankByte(first) || isBlankByte(last) || isBlankByte(otherFirst) || isBlankByte(otherLast) else { return false }
        return text.trimmingCharacters(in: .whitespacesAndNewlines) == other.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The words of the text, in order, that none of the exemptions of this file's header covers.
    func translatableWords(in string: AnalyzedString, context: CheckContext) -> [String] {
        guard Self.mayHoldLetterWord(string.text) else { return [] }
        let scalars = string.scalars
        let nonProse = string.nonProse
        let profile = string.localeProfile
        var candidates: [TextSegment] = []
        for word in string.words where word.status != .none && word.status != .number {
            guard !nonProse.covers(word.scalarRange), word.text.count > 1, !Self.isIdentifierLike(word.text) else { continue }
            guard !Self.isAcronym(word.text, in: scalars) else { continue }
            // A named placeholder ("{name}", as web translation platforms write them) is the app's, not a word.
            guard !Self.isBraced(word.scalarRange, in: scalars) else { continue }
            // A misspelled OK ("Ok", "Okay") is localized-forbidden-word's to report, not a word to translate.
            guard !profile.okMisspellings.contains(word.text) else { continue }
            candidates.append(word)
        }
        guard !candidates.isEmpty else { return [] }
        var covered = LocaleLexicons.untranslatedTerms(userTerms: context.configuration.lexicon).matches(in: string.text)
            .map(\.scalarRange)
        covered += LocaleLexicons.sameWords(for: profile, configuration: context.configuration).matches(in: string.text)
            .map(\.scalarRange)
        if scalars.contains(where: profile.keySymbols.contains) {
            covered += LocaleLexicons.keyNames(for: profile).matches(in: string.text).map(\.scalarRange)
        }
        return candidates.filter { word in
            !covered.contains { $0.lowerBound <= word.scalarRange.lowerBound && word.scalarRange.upperBound <= $0.upperBound }
        }.map(\.text)
    }

    /// Whether the word stands alone between braces: `{name}`, `{count}`.
    static func isBraced(_ range: Range<Int>, in scalars: [Unicode.Scalar]) -> Bool {
        range.lowerBound > 0 && range.upperBound < scalars.count
            && scalars[range.lowerBound - 1] == "{" && scalars[range.upperBound] == "}"
    }

    /// False when no ICU word of `text` can be a letter, kana or ideographic word (so `translatableWords` has
    /// none), decided from the UTF-8 without segmenting ("10 %", "▾", "(%d)"): every scalar is ASCII but for
    /// letters, the underscore (a connector, which joins words) and `@` (which ICU's rules give a letter word's
    /// status), or one of a few punctuation and symbol blocks with no letter and no connector in them. Such
    /// scalars make words of digits at most.
    static func mayHoldLetterWord(_ text: String) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable({ mayHoldLetterWord(utf8: $0) }) { return found }
        var contiguous = text
        return contiguous.withUTF8 { mayHoldLetterWord(utf8: $0) }
    }

    private static func mayHoldLetterWord(utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            if byte < 0x80 {
                if (byte | 0x20) &- 0x61 < 26 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "@") { return true }
                index += 1
                continue
            }
            let (value, length) = ScalarArray.scalarValue(at: index, in: utf8)
            guard isWordlessSymbol(value) else { return true }
            index += length
        }
        return false
    }

    /// No-break space, « » ° ·, general punctuation U+2010–U+2027 and U+2030–U+203E (short of the connector
    /// U+203F), arrows, mathematical operators and technical symbols (U+2190–U+23FF, ⌘ ⌥ ⌃ ⇧), geometric shapes
    /// (U+25A0–U+25FF, ▾): none is a letter, a digit or a connector for ICU's word rules.
    private static func isWordlessSymbol(_ value: UInt32) -> Bool {
        switch value {
        case 0xA0, 0xAB, 0xB0, 0xB7, 0xBB, 0x2010...0x2027, 0x2030...0x203E, 0x2190...0x23FF, 0x25A0...0x25FF: return true
        default: return false
        }
    }

    /// Source words that a real translation into a locale of another script keeps letter for letter: names.
    static func namesKeptByOtherScripts(in unit: TranslationUnit) -> Set<String> {
        var names = KeptNames(unit)
        return names.pairs.indices.reduce(into: []) { kept, index in kept.formUnion(names.keptWords(index)) }
    }

    /// `namesKeptByOtherScripts`, asked word by word: each translation's words are segmented only when both it
    /// and its source hold the word's bytes. An ASCII word can only equal (canonically) text with its own
    /// bytes, unless it has K, ; or ` (which have one-scalar equivalents: the Kelvin sign is K); for another word
    /// every translation is segmented.
    struct KeptNames {
        /// The translations into a locale of another script than the source's that are not their source.
        let pairs: [(source: Entry, entry: Entry)]
        private var kept: [Set<String>?]

        init(_ unit: TranslationUnit) {
            var pairs: [(source: Entry, entry: Entry)] = []
            if let sourceLocale = unit.source.first?.locale {
                let sourceScript = LocaleProfile.forLocale(sourceLocale).script
                for locale in unit.translationLocales {
                    let script = LocaleProfile.forLocale(locale.locale).script
                    guard script != nil, script != sourceScript else { continue }
                    for entry in unit.translationEntries[locale.range] {
                        guard let source = unit.sourceEntry(forVariation: entry.variation), source.value != entry.value else { continue }
                        pairs.append((source, entry))
                    }
                }
            }
            self.pairs = pairs
            kept = Array(repeating: nil, count: pairs.count)
        }

        /// Whether one of the translations keeps `word` from its source.
        mutating func contains(_ word: String) -> Bool {
            let bytesDecide = word.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "K") && $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: "`") }
            for index in pairs.indices {
                if bytesDecide, !Self.holds(pairs[index].entry.value, word) || !Self.holds(pairs[index].source.value, word) {
                    continue
                }
                if keptWords(index).contains(word) { return true }
            }
            return false
        }

        /// The letter words of the translation at `index` that are letter words of its source too.
        mutating func keptWords(_ index: Int) -> Set<String> {
            if let known = kept[index] { return known }
            let (source, entry) = pairs[index]
            var result: Set<String> = []
            let sourceWords = Set(TextBreaks.words(in: source.value, locale: source.locale).filter { $0.status == .letter }.map(\.text))
            if !sourceWords.isEmpty {
                for word in TextBreaks.words(in: entry.value, locale: entry.locale) where word.status == .letter && sourceWords.contains(word.text) {
                    result.insert(word.text)
                }
            }
            kept[index] = result
            return result
        }

        /// Whether `text` holds `part`'s bytes.
        private static func holds(_ text: String, _ part: String) -> Bool {
            var text = text
            var part = part
            return text.withUTF8 { text in
                part.withUTF8 { part in
                    guard let first = part.first, part.count <= text.count else { return part.isEmpty }
                    var start = 0
                    while start + part.count <= text.count {
                        if text[start] == first, UnsafeBufferPointer(rebasing: text[start..<start + part.count]).elementsEqual(part) {
                            return true
                        }
                        start += 1
                    }
                    return false
                }
            }
        }
    }

    /// Identifiers and names: a capital after the first cased letter (`DuckDuckGo`, `iCloud`, `macOS`), or
    /// letters mixed with digits (`H264`, `x86`).
    static func isIdentifierLike(_ word: String) -> Bool {
        var sawCased = false
        var sawLetter = false
        var sawDigit = false
        for scalar in word.unicodeScalars {
            let flags = ScalarClass.flags(scalar)
            if flags.contains(.cased) {
                if sawCased, flags.contains(.uppercase) { return true }
                sawCased = true
            }
            if flags.contains(.alphabetic) { sawLetter = true }
            if flags.contains(.numeric) { sawDigit = true }
        }
        return sawLetter && sawDigit
    }

    /// An acronym: two or more letters, all capitals, in a text that also has lowercase letters (so that "SAVE"
    /// in an all-caps label is not taken for one), or of at most three letters ("USB", "PDF").
    static func isAcronym(_ word: String, in scalars: [Unicode.Scalar]) -> Bool {
        guard word.count >= 2, CaseMapping.isUppercased(word) else { return false }
        return word.count <= 3 || scalars.contains(where: { $0.properties.isLowercase })
    }
}
