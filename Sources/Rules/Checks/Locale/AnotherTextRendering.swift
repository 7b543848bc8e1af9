/// Whether a translation renders another text than its source: a string swapped with its neighbour's (a short
/// label given a long sentence's translation), or one kept from an older source whose emoji the new one has.
///
/// Why: the rules that compare a translation's form with its source (its end punctuation, its white space)
/// would suggest copying the source's period or line break onto a text that says something else, which cements
/// the wrong translation. Its real defect, the meaning, is no punctuation rule's to report, so those rules
/// stay silent here.
enum AnotherTextRendering {
    /// True when the translation's length is far outside what translation makes of the source's (under half, or
    /// over three times and fifteen characters more; for Chinese, Japanese and Korean, which write in fewer
    /// characters, under 15%), or the source's emoji are all missing from it.
    static func isLikely(target: AnalyzedString, source: AnalyzedString) -> Bool {
        let sourceLength = source.memo("another-text.length") { visibleLength(source.text) }
        let targetLength = visibleLength(target.text)
        guard max(sourceLength, targetLength) >= minimumLength else { return false }
        let lowerRatio = Self.writesCompactly(target.locale) ? 0.15 : 0.5
        if Double(targetLength) < lowerRatio * Double(sourceLength) { return true }
        if targetLength > 3 * sourceLength + 15 { return true }
        let emoji = source.memo("another-text.emoji") { Set(source.scalars.filter(isEmoji)) }
        return !emoji.isEmpty && !target.scalars.contains(where: emoji.contains)
    }

    /// Below this many characters on both sides, length says nothing.
    static let minimumLength = 20

    /// Grapheme clusters that are not white space.
    static func visibleLength(_ text: String) -> Int {
        text.reduce(0) { count, character in character.isWhitespace ? count : count + 1 }
    }

    private static func writesCompactly(_ locale: String) -> Bool {
        let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? locale
        return language == "zh" || language == "ja" || language == "ko" || language == "yue"
    }

    private static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value > 0x2000 && scalar.properties.isEmojiPresentation
    }
}
