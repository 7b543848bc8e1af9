import CopylintBase
import Language

/// `terminal-punctuation`: controls and labels end without a period, exclamation mark, colon or semicolon;
/// messages, hints, notification bodies and purpose strings end with `.` `?` or `!`; an alert title follows its
/// form (`AlertTitleForm`). An ellipsis is fine either way, and so are three periods (`ellipsis-character`) and
/// the period of an abbreviation (O.K., etc.). An accessibility label of several sentences (a description of
/// an image) may end with a period. Identifiers left as values and long sentences in control roles
/// (`CopyShape`) are not judged, nor is a message that ends with a value after a colon ("Failed: %@"), nor a
/// message of one word ("Disconnected"), a status that no period makes a sentence.
struct TerminalPunctuationCheck: StringCheck {
    let id = "terminal-punctuation"
    let scope = StringScope.englishSource

    private static let mustEnd: Set<Role> = [.alertMessage, .a11yHint, .notificationBody, .purposeString]
    private static let abbreviations: Set<String> = ["etc", "inc", "ltd", "corp", "co", "jr", "sr", "vs", "approx"]

    func check(_ string: AnalyzedString, context: CheckContext) -> [RuleHit] {
        let role = string.role.role
        let prose = string.prose
        let ending = ProseEnding(prose)
        guard let mark = ending.mark, !CopyShape.isIdentifier(prose) else { return [] }
        var needsEnd = Self.mustEnd.contains(role)
        if role.isAlertLikeTitle { needsEnd = AlertTitleForm.of(string, context: context) == .sentence }
        if !needsEnd, CopyShape.isProseSentence(prose) { return [] }
        return needsEnd ? missingEnd(mark, ending, prose) : forbiddenEnd(mark, ending, prose, role: role)
    }

    private func forbiddenEnd(_ mark: ProseEnding.Mark, _ ending: ProseEnding, _ prose: ProseText, role: Role) -> [RuleHit] {
        switch mark {
        case .period, .exclamation, .colon, .semicolon: break
        default: return []
        }
        if mark == .period, endsWithAbbreviation(prose, ending) { return [] }
        if role == .a11yLabel, prose.sentences.filter({ !$0.text.allSatisfy(\.isWhitespace) }).count > 1 { return [] }
        let span = prose.originalRange(ending.marks)
        let marks = prose.proseText(ending.marks)
        // "Clean !": the space before the mark goes with it, or the fix would leave a trailing space.
        var removed = ending.marks
        while removed.lowerBound > 0, prose.scalars[removed.lowerBound - 1].properties.isWhitespace {
            removed = removed.lowerBound - 1..<removed.upperBound
        }
        return [RuleHit(span: span, arguments: ["problem": "ends with “\(marks)”", "mark": marks],
                        suggestion: prose.replacing([(prose.originalRange(removed), "")]))]
    }

    private func missingEnd(_ mark: ProseEnding.Mark, _ ending: ProseEnding, _ prose: ProseText) -> [RuleHit] {
        switch mark {
        case .period, .question, .exclamation, .ellipsis: return []
        case .colon, .semicolon:
            let span = prose.originalRange(ending.marks)
            return [RuleHit(span: span, arguments: ["problem": "ends with “\(prose.proseText(ending.marks))”", "mark": "."],
                            suggestion: prose.replacing([(span, ".")]))]
        case .none:
            if ending.endsWithIntroducedValue(prose) { return [] }
            // One word ("Disconnected") is a status, not a sentence that a period would close.
            if prose.words.filter({ !$0.isPlaceholder && $0.status != .none }).count < 2 { return [] }
            let insertion = insertionPoint(prose, ending)
            let span = prose.words.last.map(\.range) ?? insertion - 1..<insertion
            return [RuleHit(span: span, arguments: ["problem": "has no ending punctuation", "mark": "."],
                            suggestion: prose.replacing([(insertion..<insertion, ".")]))]
        }
    }

    /// The original offset after the last visible character and any markup that closes around it (`**`).
    private func insertionPoint(_ prose: ProseText, _ ending: ProseEnding) -> Int {
        var offset = prose.originalRange(ending.contentEnd - 1..<ending.contentEnd).upperBound
        for region in prose.regions where region.range.lowerBound == offset {
            switch region.kind {
            case .markup, .tag: offset = region.range.upperBound
            default: break
            }
        }
        return offset
    }

    /// "O.K.", "e.g.", "a.m.", "etc.": the final period belongs to the word.
    private func endsWithAbbreviation(_ prose: ProseText, _ ending: ProseEnding) -> Bool {
        guard ending.marks.count == 1, let last = prose.words.last,
            last.proseRange.upperBound == ending.marks.lowerBound else { return false }
        return last.text.contains(".") || Self.abbreviations.contains(last.text.lowercased())
    }
}
