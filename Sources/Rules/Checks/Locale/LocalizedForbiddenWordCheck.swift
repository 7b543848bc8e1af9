import CopyText
import CopylintBase
import Foundation
import Language

/// `localized-forbidden-word`: a translation uses its locale's equivalent of a word Apple's copy rules forbid:
/// Yes or No as a button title (Ja, Oui, Sí, はい, 是 …; yes-no-button in English), the word for "error" in any
/// role (Fehler, Erreur, エラー, 错误 …; error-word), and a misspelled OK (ok-spelling).
///
/// The words come from `forbiddenWords` in Locales/<locale>/locale.json. Yes/No count when they are the whole
/// title or open it before a comma ("Ja, löschen"); error words are matched as words, as word endings for
/// compounds ("Verbindungsfehler"), or inside words for scripts written without spaces (エラーコード). A source
/// that says "bug", "mistake", "incorrect" … (the source language's `errorSourceExemptions`) may be translated
/// with the error word: many languages have one word for both ("Fehler melden" for "Report a Bug").
///
/// A translation that faithfully renders its source's own forbidden word is not reported: a Yes or No button
/// whose source is Yes or No, an error word where the source has its language's error word ("error", "Errors:"),
/// found in the source by the same lookup in the source's locale. That is the source's finding (yes-no-button,
/// error-word), reported once there rather than again in every locale.
struct LocalizedForbiddenWordCheck: TranslationCheck {
    let id = "localized-forbidden-word"

    /// A button title (`.button`, `.alertButton`, `.actionSheetButton`), where Yes and No are forbidden.
    private static func isButton(_ role: Role) -> Bool {
        switch role {
        case .button, .alertButton, .actionSheetButton: return true
        default: return false
        }
    }

    func check(target string: AnalyzedString, source: AnalyzedString, context: CheckContext) -> [RuleHit] {
        // The text read once: each prefilter below borrows it.
        let text = string.text
        guard !text.utf8.isEmpty else { return [] }
        let profile = string.localeProfile
        let lookup = profile.forbiddenWordLookup
        let isButton = Self.isButton(string.role.role)
        // Most texts hold none of the error stems: settled over the text's UTF-8 (see `KeyedStemSearch`), and
        // the scalars and their keys are built only for a button or a text that may hold an error word.
        let mayHoldErrorWord = lookup.errorStems.occurs(inKeysOfUTF8: text)
        var hits: [RuleHit] = []
        if isButton, let hit = yesNoHit(string.scalars, lookup: lookup), !sourceWords(source).saysYesOrNo {
            hits.append(hit)
        }
        if mayHoldErrorWord {
            let keys = string.scalars.map(Self.keyScalar)
            let errors = errorHits(string, keys: keys, profile: profile)
            if !errors.isEmpty, !sourceExemptsErrorWord(source), !sourceWords(source).saysError {
                hits += errors
            }
        }
        let oks = okHits(string, text, profile: profile, lookup: lookup)
        if !oks.isEmpty { hits += oks }
        guard hits.count > 1 else { return hits }
        return hits.sorted { ($0.span?.lowerBound ?? 0) < ($1.span?.lowerBound ?? 0) }
    }

    /// The title is a Yes or No word, or starts with one and a comma (compared by keys, read in place).
    private func yesNoHit(_ scalars: [Unicode.Scalar], lookup: ForbiddenWordLookup) -> RuleHit? {
        var start = 0
        while start < scalars.count, ScalarClass.flags(scalars[start]).contains(.whitespace) { start += 1 }
        var end = scalars.count
        while end > start, ScalarClass.flags(scalars[end - 1]).contains(.whitespace) || Self.isTitleEnd(scalars[end - 1]) {
            end -= 1
        }
        guard start < end else { return nil }
        for (key, meaning) in lookup.yesNoKeys {
            guard start + key.count <= end,
                  key.indices.allSatisfy({ Self.keyScalar(scalars[start + $0]) == key[$0] }) else { continue }
            let after = start + key.count
            let followedByComma = lookup.commas.contains { mark in
                after + mark.count <= end && scalars[after..<after + mark.count].elementsEqual(mark)
            }
            guard after == end || followedByComma else { continue }
            let written = WordTokens.string(scalars[start..<after])
            return RuleHit(span: start..<after, arguments: ["word": written, "meaning": meaning])
        }
        return nil
    }

    /// The marks a Yes or No title may end with.
    private static func isTitleEnd(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "." || scalar == "!" || scalar == "\u{3002}" || scalar == "\u{FF01}"
    }

    /// Which forbidden words the source itself uses, by its own locale's lookup.
    private struct SourceWords {
        /// The source is a Yes or No title (or opens with one before a comma).
        let saysYesOrNo: Bool
        /// The source holds its language's word for "error" (in any case and form its lookup lists).
        let saysError: Bool
    }

    /// What the source says, worked out once for all the translations compared with it.
    private func sourceWords(_ source: AnalyzedString) -> SourceWords {
        source.memo("localized-forbidden-word.source-words") {
            let profile = source.localeProfile
            let lookup = profile.forbiddenWordLookup
            let saysYesOrNo = yesNoHit(source.scalars, lookup: lookup) != nil
            let saysError = lookup.errorStems.occurs(inKeysOfUTF8: source.text)
                && !errorHits(source, keys: source.scalars.map(Self.keyScalar), profile: profile).isEmpty
            return SourceWords(saysYesOrNo: saysYesOrNo, saysError: saysError)
        }
    }

    private func sourceExemptsErrorWord(_ source: AnalyzedString) -> Bool {
        let exemptions = source.localeProfile.errorSourceExemptions
        guard !exemptions.isEmpty else { return false }
        return source.words.contains { $0.status == .letter && exemptions.contains(WordPatterns.key($0.text)) }
    }

    /// Every occurrence of the locale's words for "error", outside the phrases where they mean something else.
    private func errorHits(_ string: AnalyzedString, keys: [Unicode.Scalar], profile: LocaleProfile) -> [RuleHit] {
        let patterns = profile.errorWords
        guard !patterns.isEmpty, Self.anyOccurs(patterns.stemScalars, in: keys) else { return [] }
        var spans: [Range<Int>] = []
        for infix in patterns.infixes {
            spans += Self.occurrences(of: Array(infix.unicodeScalars), in: keys)
        }
        if !patterns.exact.isEmpty || !patterns.suffixes.isEmpty || !patterns.prefixes.isEmpty {
            for word in string.words where word.isWord && !spans.contains(where: { $0.overlaps(word.scalarRange) }) {
                let key = WordTokens.string(keys[word.scalarRange])
                if patterns.matches(wordKey: key) { spans.append(word.scalarRange) }
            }
        }
        let exceptions = profile.errorExceptions.flatMap { Self.occurrences(of: Array($0.unicodeScalars), in: keys) }
        return spans.filter { span in !exceptions.contains { $0.lowerBound <= span.lowerBound && span.upperBound <= $0.upperBound } }
            .sorted { $0.lowerBound < $1.lowerBound }
            .map { span in
                RuleHit(span: span, arguments: ["word": WordTokens.string(string.scalars[span]), "meaning": "Error"])
            }
    }

    /// Misspellings of OK as words ("Okay", "O.K."), and native spellings that stand for the OK button alone.
    private func okHits(_ string: AnalyzedString, _ text: String, profile: LocaleProfile, lookup: ForbiddenWordLookup) -> [RuleHit] {
        if !lookup.okTitles.isEmpty, let trimmed = Self.trimmingBlanks(text, scalarLimit: lookup.okTitles.scalarLimit),
           lookup.okTitles.mayEqual(trimmed), profile.okMisspellingsAsTitle.contains(trimmed),
           let first = string.scalars.firstIndex(where: { !$0.properties.isWhitespace }) {
            let span = first..<first + trimmed.unicodeScalars.count
            return [RuleHit(span: span, arguments: ["word": trimmed, "meaning": "OK"], suggestion: "OK")]
        }
        guard lookup.okWords.mayHoldWord(in: text) else { return [] }
        let scalars = string.scalars
        var hits: [RuleHit] = []
        for word in string.words where word.isWord || Self.containsPeriod(word.text) {
            var span = word.scalarRange
            var written = word.text
            // ICU keeps "O.K" as one word and leaves the final period outside it.
            if Self.containsPeriod(written), span.upperBound < scalars.count, scalars[span.upperBound] == "." {
                span = span.lowerBound..<span.upperBound + 1
                written += "."
            }
            guard profile.okMisspellings.contains(written) || profile.okMisspellings.contains(word.text) else { continue }
            hits.append(RuleHit(span: span, arguments: ["word": written, "meaning": "OK"]))
        }
        guard !hits.isEmpty else { return [] }
        var suggestion = String.UnicodeScalarView()
        var cursor = 0
        for hit in hits {
            suggestion.append(contentsOf: scalars[cursor..<hit.span!.lowerBound])
            suggestion.append(contentsOf: "OK".unicodeScalars)
            cursor = hit.span!.upperBound
        }
        suggestion.append(contentsOf: scalars[cursor...])
        return hits.map { hit in
            var hit = hit
            hit.suggestion = String(suggestion)
            return hit
        }
    }

    /// `text.contains(".")` (Foundation's search, by characters): settled without it when the text has no period
    /// byte at all, which is almost always.
    private static func containsPeriod(_ text: String) -> Bool {
        text.utf8.contains(UInt8(ascii: ".")) && text.contains(".")
    }

    /// `KeyedStemSearch.keyScalar`: a scalar's key, from the property table where lowercasing leaves it alone.
    @inline(__always)
    static func keyScalar(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        KeyedStemSearch.keyScalar(scalar)
    }

    /// `text.trimmingCharacters(in: .whitespaces)` (space separators and tab) without going through NSString,
    /// which costs more than the rest of the check; the text itself when nothing is trimmed.
    static func trimmingBlanks(_ text: String, _ scalars: [Unicode.Scalar]) -> (text: String, scalarCount: Int) {
        var start = 0
        var end = scalars.count
        while start < end, isBlank(scalars[start]) { start += 1 }
        while end > start, isBlank(scalars[end - 1]) { end -= 1 }
        if start == 0, end == scalars.count { return (text, scalars.count) }
        return (WordTokens.string(scalars[start..<end]), end - start)
    }

    /// `trimmingBlanks(text, scalars).text` when its scalar count is at most `scalarLimit`, else nil: read from
    /// the UTF-8 (a blank is a space, a tab or a non-ASCII space separator), so that a title too long to be
    /// one of the words builds neither the scalar array nor a string.
    static func trimmingBlanks(_ text: String, scalarLimit: Int) -> String? {
        if let trimmed = text.utf8.withContiguousStorageIfAvailable({ trimmingBlanks(text, $0, scalarLimit: scalarLimit) }) {
            return trimmed
        }
        var contiguous = text
        return contiguous.withUTF8 { trimmingBlanks(text, $0, scalarLimit: scalarLimit) }
    }

    private static func trimmingBlanks(_ text: String, _ bytes: UnsafeBufferPointer<UInt8>, scalarLimit: Int) -> String? {
        var start = 0
        var end = bytes.count
        while start < end {
            let byte = bytes[start]
            if byte == 0x20 || byte == 0x09 {
                start += 1
            } else if byte < 0x80 {
                break
            } else {
                let (value, length) = ScalarArray.scalarValue(at: start, in: bytes)
                guard isBlank(Unicode.Scalar(value) ?? "\u{FFFD}") else { break }
                start += length
            }
        }
        while end > start {
            let byte = bytes[end - 1]
            if byte == 0x20 || byte == 0x09 {
                end -= 1
            } else if byte < 0x80 {
                break
            } else {
                let (scalar, scalarStart) = TextEndingBytes.scalar(before: end, in: bytes)
                guard isBlank(scalar) else { break }
                end = scalarStart
            }
        }
        // A scalar takes one to four bytes.
        if end - start > 4 * scalarLimit { return nil }
        if end - start > scalarLimit {
            var count = 0
            for index in start..<end where bytes[index] & 0xC0 != 0x80 { count += 1 }
            if count > scalarLimit { return nil }
        }
        if start == 0, end == bytes.count { return text }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    @inline(__always)
    private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || (!scalar.isASCII && ScalarClass.flags(scalar).contains(.spaceSeparator))
    }

    /// `needles.contains { !occurrences(of: $0, in: haystack, first: true).isEmpty }` in one pass over the
    /// haystack, without building arrays of occurrences: a 64-bit mask of the needles' first scalars (by value
    /// modulo 64) lets most positions be passed over with one test; where it may match, each needle is compared.
    static func anyOccurs(_ needles: [[Unicode.Scalar]], in haystack: [Unicode.Scalar]) -> Bool {
        anyOccurs(needles, in: haystack) { $0 }
    }

    /// `anyOccurs(needles, in: scalars.map(keyScalar))`, reading each scalar's key in place.
    static func anyOccurs(_ needles: [[Unicode.Scalar]], inKeysOf scalars: [Unicode.Scalar]) -> Bool {
        anyOccurs(needles, in: scalars, key: keyScalar)
    }

    @inline(__always)
    private static func anyOccurs(_ needles: [[Unicode.Scalar]], in haystack: [Unicode.Scalar],
                                  key: (Unicode.Scalar) -> Unicode.Scalar) -> Bool {
        var leads: UInt64 = 0
        for needle in needles {
            guard let lead = needle.first, needle.count <= haystack.count else { continue }
            leads |= 1 << UInt64(lead.value & 63)
        }
        guard leads != 0 else { return false }
        return haystack.withUnsafeBufferPointer { haystack in
            for index in haystack.indices {
                let first = key(haystack[index])
                guard leads & (1 << UInt64(first.value & 63)) != 0 else { continue }
                for needle in needles where needle.first == first && index + needle.count <= haystack.count {
                    var offset = 1
                    while offset < needle.count, key(haystack[index + offset]) == needle[offset] { offset += 1 }
                    if offset == needle.count { return true }
                }
            }
            return false
        }
    }

    static func occurrences(of needle: [Unicode.Scalar], in haystack: [Unicode.Scalar], first: Bool = false)
        -> [Range<Int>] {
        guard !needle.isEmpty, needle.count <= haystack.count else { return [] }
        return haystack.withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { needle in
                var result: [Range<Int>] = []
                let lead = needle[0]
                var index = 0
                while index + needle.count <= haystack.count {
                    if haystack[index] == lead, (1..<needle.count).allSatisfy({ haystack[index + $0] == needle[$0] }) {
                        result.append(index..<index + needle.count)
                        if first { break }
                        index += needle.count
                    } else {
                        index += 1
                    }
                }
                return result
            }
        }
    }
}
