import CopyText

/// `nav-title-length`: a navigation or window title longer than 15 characters. The HIG asks for titles under
/// about 15 characters so they fit the navigation bar between its buttons, and stay readable at larger
/// Dynamic Type sizes.
///
/// Characters are grapheme clusters (what a reader counts: an emoji or "é" is one), counted in the title as
/// shown: Markdown delimiters do not count, leading and trailing spaces do not count, and each format
/// specifier counts as one character, the least it can show, so the rule fires only on titles that are too
/// long whatever the app fills in. The option `maxCharacters` changes the limit. A macOS window title has the
/// width of its window, not a bar shared with buttons: tables audited for macOS are not judged.
struct NavTitleLengthCheck: StringCheck {
    let id = "nav-title-length"
    let scope = StringScope.englishSource

    func check(_ string: AnalyzedString, context: CheckContext) -> [RuleHit] {
        guard context.platform != "macos" else { return [] }
        let limit = context.integer("maxCharacters")
        let prose = string.prose
        guard prose.scalars.count > limit else { return [] }
        let shown = prose.text.trimmingWhitespace
        let count = TextBreaks.graphemeCount(shown)
        guard count > limit else { return [] }
        let scalars = string.scalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return [] }
        return [RuleHit(span: first..<last + 1, arguments: ["count": String(count), "limit": String(limit)])]
    }
}

private extension String {
    /// The string without leading and trailing white space.
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
