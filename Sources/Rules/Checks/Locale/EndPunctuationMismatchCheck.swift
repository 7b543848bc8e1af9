import CopyText
import CopylintBase
import Language

/// `end-punctuation-mismatch`: the source ends with `.` `?` `!` `:` or `…` and the translation does not end with
/// that mark's equivalent in its locale (Japanese 。, Arabic ؟, Greek ;, Thai none), or the translation ends
/// with one of them where the source has none. A period the translation adds to a source that reads as a
/// sentence closes what the source left open, and is not reported; a period it lacks is not reported where the
/// locale writes captions and noun phrases without one and the translation does not end as a sentence
/// (`periodOnlyAfter`: Japanese plain form, Korean noun phrases), nor a question mark it lacks where it ends as
/// neither a sentence nor a question (`questionAlsoAfter`: a Korean title "How it works" for "How it works?").
///
/// A translation that is its source unchanged is `untranslated`'s finding, not a punctuation one; one that renders
/// another text (swapped with a neighbour's, kept from an older source) is nobody's punctuation finding.
///
/// Both ends are read through trailing spaces, emoji, closing quotation marks and brackets. When both end with a
/// placeholder ("Failed. %@"), the marks before the placeholders are compared; when only the translation does,
/// its word order moved the placeholder to the end and there is nothing to compare. `…` and `...` are the same
/// mark here (ellipsis-character reports the three periods). An abbreviation's period ("Max.") is not a
/// sentence's.
struct EndPunctuationMismatchCheck: TranslationCheck {
    let id = "end-punctuation-mismatch"

    func check(target: AnalyzedString, source: AnalyzedString, context: CheckContext) -> [RuleHit] {
        let hits = mismatch(target: target, source: source, context: context)
        // A translation of another text: its punctuation is the least of its problems (see `AnotherTextRendering`).
        // Asked last, of the few texts whose ends differ.
        guard !hits.isEmpty, !AnotherTextRendering.isLikely(target: target, source: source) else { return [] }
        return hits
    }

    private func mismatch(target: AnalyzedString, source: AnalyzedString, context: CheckContext) -> [RuleHit] {
        let sourcePlainly = source.withUTF8Text { Self.endsPlainlyByBytes(utf8: $0) }
        let targetPlainly = target.withUTF8Text { Self.endsPlainlyByBytes(utf8: $0) }
        if sourcePlainly == true, targetPlainly == true { return [] }
        if Self.endsAsExpected(target: target, source: source) { return [] }
        // The source unchanged is untranslated's finding: its punctuation was never the translator's.
        if UntranslatedCheck.sameText(target.text, source.text) { return [] }
        // `endsPlainly` of both, with the byte readings above.
        if sourcePlainly ?? Self.endsPlainly(source.scalars), targetPlainly ?? Self.endsPlainly(target.scalars) { return [] }
        let sourceProfile = source.localeProfile
        let targetProfile = target.localeProfile
        // The source's ending is the same for every translation of the unit: read it once.
        let sourceEnding = source.memo("end-punctuation-mismatch.ending") { Self.ending(of: source, profile: sourceProfile) }
        let targetEnding = Self.ending(of: target, profile: targetProfile)
        let sourceMark: LocaleProfile.TerminalMark?
        let sourceRange: Range<Int>?
        let targetMark: LocaleProfile.TerminalMark?
        let targetRange: Range<Int>?
        let suggestible: Bool
        if sourceEnding.endsWithPlaceholder, targetEnding.endsWithPlaceholder {
            // A colon or an ellipsis before a final placeholder introduces the value ("Version: %@"); only a
            // sentence's end before it ("Failed. %@") is compared.
            (sourceMark, sourceRange) = Self.sentenceEnd(sourceEnding.beforePlaceholder)
            (targetMark, targetRange) = Self.sentenceEnd(targetEnding.beforePlaceholder)
            suggestible = false
        } else if targetEnding.endsWithPlaceholder,
                  !sourceEnding.placeholderBeforeMark || targetEnding.beforePlaceholder?.mark == .colon {
            // Word order moved the placeholder to the end ("Saved to %@." → "保存先：%@"): nothing to compare.
            // When the source's placeholder also stands last but for the mark ("Delete “%@”?"), the mark is missing.
            return []
        } else {
            (sourceMark, sourceRange) = (sourceEnding.mark, sourceEnding.markRange)
            (targetMark, targetRange) = (targetEnding.mark, targetEnding.markRange)
            suggestible = true
        }
        let scalars = target.scalars
        let found = targetRange.map { Self.text(of: scalars[$0]) }
        if let sourceMark {
            let accepted = Self.forms(of: sourceMark, in: targetProfile)
            if let found, accepted.contains(found) { return [] }
            if found == nil, accepted.contains("") { return [] }
            // An exclamation the translation calms to a period, or leaves without a mark, is what Apple's
            // guidelines ask of the source itself: nothing to restore.
            if sourceMark == .exclamation, found.map(Self.forms(of: .period, in: targetProfile).contains) ?? true {
                return []
            }
            // A source that asks, then exclaims ("Continue? This deletes every brew!"), folded into one question.
            if sourceMark == .exclamation, let found, Self.forms(of: .question, in: targetProfile).contains(found),
                source.text.contains("?") {
                return []
            }
            if let sourceRange, Self.isAbbreviation(source.scalars, before: sourceRange, words: { source.words }, profile: sourceProfile) {
                return []
            }
            let expected = accepted.first { !$0.isEmpty } ?? sourceMark.rawValue
            let writtenSource = sourceRange.map { Self.text(of: source.scalars[$0]) } ?? sourceMark.rawValue
            if var targetRange, var found {
                // A run of one mark is one mark written over ("Recording.." for "Recording...", "Fertig!!" for
                // "Done."): the whole run is replaced, or the fix would leave the rest of it behind.
                if targetRange.count == 1, let mark = scalars[targetRange].first, [".", "!", "?", "！", "？"].contains(mark),
                    targetRange.lowerBound > 0, scalars[targetRange.lowerBound - 1] == mark {
                    while targetRange.lowerBound > 0, scalars[targetRange.lowerBound - 1] == mark {
                        targetRange = (targetRange.lowerBound - 1)..<targetRange.upperBound
                    }
                    found = Self.text(of: scalars[targetRange])
                }
                let detail = "the source ends with “\(writtenSource)”, the \(target.locale) text with “\(found)” (write “\(expected)”)"
                let suggestion = suggestible ? Self.replacing(targetRange, with: expected, in: scalars, profile: targetProfile) : nil
                return [RuleHit(span: targetRange, arguments: ["detail": detail], suggestion: suggestion)]
            }
            let point = targetEnding.insertionPoint
            if sourceMark == .period, !Self.endsASentence(scalars[..<point], profile: targetProfile) { return [] }
            // A question rendered as a noun phrase (Korean and Japanese titles) takes no question mark.
            if sourceMark == .question, !Self.endsAsAQuestion(scalars[..<point], profile: targetProfile) { return [] }
            // Nor does a short title that asks with its first word ("What's new?"), which languages render as a
            // noun phrase ("Neuigkeiten", "Nouveautés").
            if sourceMark == .question, Self.opensAsAQuestion(source, profile: sourceProfile),
                source.memo("end-punctuation-mismatch.words", { source.words.count(where: \.isWord) }) <= Self.shortQuestionWords {
                return []
            }
            // Word order moved the ellipsis ("…の設定" for "Settings for…"): a second one would be wrong.
            if sourceMark == .ellipsis, scalars.contains("\u{2026}") { return [] }
            let detail = "the source ends with “\(writtenSource)”, the \(target.locale) text has no closing mark (add “\(expected)”)"
            let suggestion = suggestible && point > 0
                ? Self.inserting(expected, for: sourceMark, at: point, in: target, profile: targetProfile) : nil
            return [RuleHit(span: Self.lastRun(before: point, in: scalars), arguments: ["detail": detail], suggestion: suggestion)]
        }
        guard let targetMark, let targetRange, let found else { return [] }
        // A translation that is only the mark ("⋯" for a "More" button) is a symbol, not a sentence's end.
        if scalars[..<targetRange.lowerBound].allSatisfy(\.properties.isWhitespace),
            scalars[targetRange.upperBound...].allSatisfy(\.properties.isWhitespace) { return [] }
        // A period closing a sentence the source left open (a footer, a numbered step) is nothing a user would
        // miss; a title or label that gains one, or an added ?, !, … or :, says what the source does not.
        if targetMark == .period, !Self.endsWithoutPeriod.contains(target.role.role),
            Self.readsAsSentence(source, context: context) { return [] }
        // A Korean or Japanese sentence form (다, 요, ます, です) takes its period whatever the English left open.
        if targetMark == .period, !targetProfile.periodOnlyAfter.isEmpty,
            Self.endsASentence(scalars[..<targetRange.lowerBound], profile: targetProfile) { return [] }
        if Self.isAbbreviation(scalars, before: targetRange, words: { target.words }, profile: targetProfile) { return [] }
        // A source that asks in its words ("What's New") and leaves the mark off: the translation may ask with it.
        if targetMark == .question, Self.opensAsAQuestion(source, profile: sourceProfile) { return [] }
        let detail = "the \(target.locale) text ends with “\(found)”, the source has no closing mark"
        // An ellipsis the translation adds leaves its phrase open on purpose ("Répéter pendant…" for a submenu):
        // cutting it would leave the phrase unfinished; a question mark it adds comes with a question's words
        // (Turkish "mı", an inverted order), which cutting the mark would leave behind. Either fix is a rewording
        // no suggestion can make.
        let suggestion = suggestible && targetMark != .ellipsis && targetMark != .question ? Self.removing(targetRange, in: scalars) : nil
        return [RuleHit(span: targetRange, arguments: ["detail": detail], suggestion: suggestion)]
    }

    /// The most words a source question may have to read as a title ("What's new?", "How it works?").
    static let shortQuestionWords = 3

    /// True when the text's first word opens a question in its language (`questionWords`: what, how, …).
    /// The answer is the same for every translation of the source: it is worked out once (`memo`).
    static func opensAsAQuestion(_ string: AnalyzedString, profile: LocaleProfile) -> Bool {
        guard !profile.questionWords.isEmpty else { return false }
        return string.memo("end-punctuation-mismatch.asks") {
            guard let first = string.words.first(where: \.isWord) else { return false }
            return profile.questionWords.contains(String(first.text.lowercased().map { $0 == "\u{2019}" ? "'" : $0 }))
        }
    }

    /// How the locale writes a mark at the end of a text (Japanese 。 for "."), the mark itself where its data
    /// says nothing.
    static func forms(of mark: LocaleProfile.TerminalMark, in profile: LocaleProfile) -> [String] {
        profile.endings[mark] ?? profile.recognizedEndings[mark] ?? [mark.rawValue]
    }

    /// Controls whose titles never end with a period (`terminal-punctuation`'s rule): one that a translation
    /// gives a period is reported however sentence-like its source reads.
    static let endsWithoutPeriod: Set<Role> = [
        .button, .alertButton, .actionSheetButton, .menuItem, .tab, .segment, .navTitle, .toolbarItem, .checkbox,
    ]

    /// Whether the source reads as a sentence: four words or more, not in title style ("Tap to open the app",
    /// not "Turn Off Sync and Backup" or "Settings").
    static func readsAsSentence(_ source: AnalyzedString, context: CheckContext) -> Bool {
        source.memo("end-punctuation-mismatch.sentence") {
            source.words.lazy.filter { $0.status == .letter }.count >= 4
                && !LocaleCapitalizationCheck.isTitleStyle(
                    source, profile: source.localeProfile, lexicon: LocaleLexicons.brands(userTerms: context.configuration.lexicon))
        }
    }

    /// Whether text without a final period ends as a sentence of its locale would (`periodOnlyAfter`; any text
    /// where the locale lists no such endings): a Japanese caption in plain form or a Korean noun phrase does not.
    static func endsASentence(_ text: ArraySlice<Unicode.Scalar>, profile: LocaleProfile) -> Bool {
        guard !profile.periodOnlyAfter.isEmpty else { return true }
        return endsWithOne(of: profile.periodOnlyAfter, text)
    }

    /// Whether text without a final question mark ends as a question or a sentence of its locale would
    /// (`questionAlsoAfter`, `periodOnlyAfter`; any text where the locale lists no sentence endings).
    static func endsAsAQuestion(_ text: ArraySlice<Unicode.Scalar>, profile: LocaleProfile) -> Bool {
        guard !profile.periodOnlyAfter.isEmpty else { return true }
        return endsWithOne(of: profile.periodOnlyAfter + profile.questionAlsoAfter, text)
    }

    private static func endsWithOne(of endings: [String], _ text: ArraySlice<Unicode.Scalar>) -> Bool {
        var end = text.endIndex
        while end > text.startIndex, ScalarClass.flags(text[end - 1]).contains(.whitespace) { end -= 1 }
        let trimmed = text[text.startIndex..<end]
        return endings.contains { ending in
            let scalars = Array(ending.unicodeScalars)
            return trimmed.count >= scalars.count && trimmed.suffix(scalars.count).elementsEqual(scalars)
        }
    }

    /// True when the two texts' ends, read from their bytes, leave nothing to report: neither ends with a mark,
    /// or the translation ends with a form its locale writes for the source's mark (spelled with the same
    /// scalars), or without one where its locale may. False when the exact reading must decide.
    static func endsAsExpected(target: AnalyzedString, source: AnalyzedString) -> Bool {
        let targetProfile = target.localeProfile
        let sourceProfile = source.localeProfile
        guard let sourceEnding = source.withUTF8Text({ TextEndingBytes.read($0, profile: sourceProfile) }),
              let targetEnding = target.withUTF8Text({ TextEndingBytes.read($0, profile: targetProfile) }) else { return false }
        guard let sourceMark = sourceEnding.mark else { return targetEnding.mark == nil }
        let accepted = forms(of: sourceMark, in: targetProfile)
        guard let formIndex = targetEnding.formIndex else { return accepted.contains("") }
        let form = targetProfile.terminalForms[formIndex].form
        // The same scalars are the same string; a canonically equivalent spelling is left to the exact reading.
        return accepted.contains { $0.unicodeScalars.elementsEqual(form) }
    }

    /// `endsPlainly(string.scalars)`, settled from the UTF-8 bytes when the text ends with an ASCII letter, digit
    /// or other printable character before ASCII spaces (most strings): the scalars are read only otherwise.
    static func endsPlainly(_ string: AnalyzedString) -> Bool {
        endsPlainlyByBytes(string.text) ?? endsPlainly(string.scalars)
    }

    /// `endsPlainly` read from the bytes, or nil when the last byte before ASCII spaces is not a printable ASCII
    /// character (the scalar reading decides). ASCII bytes in UTF-8 are the ASCII scalars themselves, and the
    /// percent sign test is the format-specifier parser's own (`%`, or EF BC 85 for `％`).
    static func endsPlainlyByBytes(_ text: String) -> Bool? {
        text.utf8.withContiguousStorageIfAvailable { endsPlainlyByBytes(utf8: $0) } ?? nil
    }

    /// `endsPlainlyByBytes` over the text's UTF-8.
    static func endsPlainlyByBytes(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        var index = bytes.count
        while index > 0, bytes[index - 1] == 0x20 || bytes[index - 1] &- 0x09 < 5 { index -= 1 }
        guard index > 0 else { return nil }
        let last = bytes[index - 1]
        guard last > 0x20, last < 0x7F else { return nil }
        guard (last | 0x20) &- 0x61 < 26 || last &- 0x30 < 10 else { return false }
        return !FormatSpecifierParser.containsPercentSign(bytes)
    }

    /// True when the text's last visible character is a letter or digit and the text has no `%` (so no
    /// placeholder can end it): no mark to compare, whatever the locale. Thai and Burmese vowel signs count as
    /// letters; most UI strings end this way, and the full reading is skipped for them.
    static func endsPlainly(_ scalars: [Unicode.Scalar]) -> Bool {
        var index = scalars.count
        while index > 0, ScalarClass.flags(scalars[index - 1]).contains(.whitespace) { index -= 1 }
        guard index > 0 else { return true }
        let last = scalars[index - 1]
        if last.isASCII {
            // ASCII: the letters are the alphabetic scalars, the digits the numeric ones; none is a mark.
            let value = last.value
            guard (value | 0x20) &- 0x61 < 26 || value &- 0x30 < 10 else { return false }
        } else {
            let flags = ScalarClass.flags(last)
            if flags.isDisjoint(with: [.alphabetic, .numeric, .nonspacingMark]) {
                guard last.properties.generalCategory == .spacingMark else { return false }
            }
        }
        return !scalars.contains { $0 == "%" || $0 == "\u{FF05}" }
    }

    /// The scalars as a string, built from their UTF-8 bytes (cheaper than appending them to a scalar view).
    static func text(of scalars: ArraySlice<Unicode.Scalar>) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scalars.count * 4)
        for scalar in scalars { UTF8.encode(scalar) { bytes.append($0) } }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func ending(of string: AnalyzedString, profile: LocaleProfile) -> TextEnding {
        TextEnding(string.scalars, nonProse: { string.nonProse },
                   specifiers: { FormatSpecifierParser.parse(string.text).specifiers.map(\.scalarRange) },
                   forms: profile.terminalForms)
    }

    private static func sentenceEnd(_ ending: (mark: LocaleProfile.TerminalMark?, range: Range<Int>?)?)
        -> (LocaleProfile.TerminalMark?, Range<Int>?) {
        guard let ending, let mark = ending.mark, mark != .colon, mark != .ellipsis else { return (nil, nil) }
        return (mark, ending.range)
    }

    /// A period (".") that ends an abbreviation rather than a sentence: one of the locale's abbreviations
    /// ("Выкл.", "z. B."), a word with periods inside ("e.g."), or a word of at most three letters in a text of at
    /// most two words ("Max.", "Nr. 5"). `words` (the text's word segments) is asked for only in that last case.
    static func isAbbreviation(_ scalars: [Unicode.Scalar], before range: Range<Int>, words: () -> [TextSegment],
                               profile: LocaleProfile) -> Bool {
        guard range.count == 1, scalars[range.lowerBound] == "." else { return false }
        let end = range.upperBound
        for abbreviation in profile.abbreviations where abbreviation.count <= end {
            let start = end - abbreviation.count
            guard start == 0 || !ScalarClass.isAny(scalars[start - 1], .alphabetic) else { continue }
            if scalars[start..<end].lazy.map(WordPatterns.keyScalar).elementsEqual(abbreviation) { return true }
        }
        var start = range.lowerBound
        while start > 0, ScalarClass.isAny(scalars[start - 1], .alphabetic) || scalars[start - 1] == "." { start -= 1 }
        let token = scalars[start..<range.lowerBound]
        let letters = token.filter { ScalarClass.isAny($0, .alphabetic) }.count
        guard letters > 0 else { return false }
        if token.contains(".") { return true }
        return letters <= 3 && words().filter(\.isWord).count <= 2
    }

    /// The run of non-space scalars that ends at `end` (the last word), for pointing at a missing mark.
    static func lastRun(before end: Int, in scalars: [Unicode.Scalar]) -> Range<Int> {
        var start = end
        while start > 0, !ScalarClass.flags(scalars[start - 1]).contains(.whitespace) { start -= 1 }
        return start < end ? start..<end : max(0, end - 1)..<end
    }

    private static func replacing(_ range: Range<Int>, with form: String, in scalars: [Unicode.Scalar],
                                  profile: LocaleProfile) -> String {
        var result = UTF8TextBuilder(capacity: scalars.count * 4 + form.utf8.count + 8)
        result.append(scalars[..<range.lowerBound])
        appendSpacing(before: form, to: &result, profile: profile)
        result.append(form)
        result.append(scalars[range.upperBound...])
        return result.string
    }

    private static func removing(_ range: Range<Int>, in scalars: [Unicode.Scalar]) -> String {
        var start = range.lowerBound
        while start > 0, Self.isSpaceBeforeMark(scalars[start - 1]) { start -= 1 }
        var result = UTF8TextBuilder(capacity: scalars.count * 4)
        result.append(scalars[..<start])
        result.append(scalars[range.upperBound...])
        return result.string
    }

    /// The spaces a removed mark takes along: no-break, narrow no-break, thin and plain spaces.
    private static func isSpaceBeforeMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00A0, 0x202F, 0x2009, 0x20: return true
        default: return false
        }
    }

    /// The text with `form` inserted at `point` (with the locale's space before it), and with the locale's
    /// opening mark (Spanish ¿ ¡) at the start of the last sentence when that sentence has none.
    private static func inserting(_ form: String, for mark: LocaleProfile.TerminalMark, at point: Int,
                                  in string: AnalyzedString, profile: LocaleProfile) -> String {
        let scalars = string.scalars
        var result = UTF8TextBuilder(capacity: scalars.count * 4 + 16)
        var prefixEnd = 0
        if let opener = profile.openingMarks[mark], let sentenceStart = lastSentenceStart(of: string, before: point),
           !scalars[sentenceStart..<point].contains(where: { String($0) == opener }) {
            result.append(scalars[..<sentenceStart])
            result.append(opener)
            prefixEnd = sentenceStart
        }
        result.append(scalars[prefixEnd..<point])
        appendSpacing(before: form, to: &result, profile: profile)
        result.append(form)
        result.append(scalars[point...])
        return result.string
    }

    private static func lastSentenceStart(of string: AnalyzedString, before point: Int) -> Int? {
        let sentences = TextBreaks.sentences(in: string.text, locale: string.locale)
        guard let last = sentences.last(where: { $0.scalarRange.lowerBound < point }) else { return nil }
        var start = last.scalarRange.lowerBound
        while start < point, string.scalars[start].properties.isWhitespace { start += 1 }
        return start
    }

    private static func appendSpacing(before form: String, to text: inout UTF8TextBuilder, profile: LocaleProfile) {
        guard let space = profile.spaceBefore[form], !space.isEmpty, let last = text.lastScalar,
              !last.properties.isWhitespace else { return }
        text.append(space)
    }
}
