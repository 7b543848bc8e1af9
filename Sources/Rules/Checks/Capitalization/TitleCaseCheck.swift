import Language

/// `title-case`: a word of a title-style string (buttons, menus, tabs, fragment alert titles, …) is cased
/// differently from Apple title style. See `TitleStyle` for the rules; option `alertTitleStyle` (`auto`, `title`,
/// `sentence`) decides alert titles, and `capitalizeLastWord: false` follows the iOS 7 HIG, which had no
/// last-word rule. Silent on what only looks like a title role (`CopyShape`: macOS checkboxes, long sentences).
struct TitleCaseCheck: StringCheck {
    let id = "title-case"
    let scope = StringScope.englishSource

    func check(_ string: AnalyzedString, context: CheckContext) -> [RuleHit] {
        guard AlertTitleForm.isTitleStyle(string, context: context) else { return [] }
        let prose = string.prose
        if CopyShape.isProseSentence(prose) { return [] }
        // A long sentence-style text in a button's role is a caption beside the title (see button-word-count).
        if ButtonWordCountCheck.readsAsCaption(string, context: context) { return [] }
        // An alert title of two sentences whose last lacks its period is sentences, not a fragment to title-case.
        if string.role.role.isAlertLikeTitle, CopyShape.hasSeveralSentences(prose) { return [] }
        let style = TitleStyle(
            locale: string.locale, capitalizesLastWord: context.bool("capitalizeLastWord")
        )
        let corrections = style.corrections(in: prose, keeping: CaseLexicon.keptRanges(prose, context: context))
        return CaseCorrectionMessage.hit(corrections, prose: prose)
    }
}
