import Language

/// `sentence-case`: a message, hint, purpose string or sentence alert title starts lowercase, or capitalizes
/// words inside a sentence the way a title does. See `SentenceStyle` for what counts as a proper noun or an
/// element's name.
struct SentenceCaseCheck: StringCheck {
    let id = "sentence-case"
    let scope = StringScope.englishSource

    func check(_ string: AnalyzedString, context: CheckContext) -> [RuleHit] {
        if string.role.role.isAlertLikeTitle, AlertTitleForm.of(string, context: context) != .sentence { return [] }
        let prose = string.prose
        let corrections = SentenceStyle(locale: string.locale)
            .corrections(in: prose, keeping: CaseLexicon.keptRanges(prose, context: context))
        return CaseCorrectionMessage.hit(corrections, prose: prose)
    }
}
