/// What kind of word a word segment is, from ICU's word-break rule status (UBRK_WORD_*). Rules use it to tell
/// words from the spaces and punctuation between them, and numbers from letters, in every script: dictionary
/// segmentation gives Japanese, Chinese and Thai text words even though it has no spaces.
public enum WordStatus: Sendable, Hashable {
    /// Spaces, punctuation and symbols (and every sentence, line and grapheme segment).
    case none
    /// A number, such as "3.5" or "1,000".
    case number
    /// A word of letters (Latin, Cyrillic, Arabic, Thai, Hangul, …).
    case letter
    /// A word of kana (Japanese hiragana or katakana).
    case kana
    /// A word of ideographs (Han), possibly ending in kana.
    case ideographic

    /// Maps an ICU word rule status (0–99 none, 100–199 number, 200–299 letter, 300–399 kana, 400–499 ideo).
    init(icuRuleStatus status: Int32) {
        switch status {
        case 100..<200: self = .number
        case 200..<300: self = .letter
        case 300..<400: self = .kana
        case 400..<500: self = .ideographic
        default: self = .none
        }
    }
}

/// One piece of a string cut at ICU (or grapheme) boundaries, located by Unicode scalar offsets into the
/// original string, because findings report columns and highlight spans in scalars.
public struct TextSegment: Sendable, Hashable {
    public let text: String
    /// Scalar offsets into the segmented string: `lowerBound` is the first scalar, `upperBound` one past the last.
    public let scalarRange: Range<Int>
    public let status: WordStatus

    public init(text: String, scalarRange: Range<Int>, status: WordStatus) {
        self.text = text
        self.scalarRange = scalarRange
        self.status = status
    }

    /// True for word segments (numbers, letters, kana, ideographs), false for spaces and punctuation.
    public var isWord: Bool { status != .none }
}

/// A place where a line may wrap, for measuring how a string lays out over several lines.
public struct LineBreakOpportunity: Sendable, Hashable {
    /// The scalar offset where the next line would start; the string's end is always the last opportunity.
    public let scalarOffset: Int
    /// True for a hard break that must happen (after a newline or other mandatory break character), false for
    /// a place where the text may wrap.
    public let isMandatory: Bool

    public init(scalarOffset: Int, isMandatory: Bool) {
        self.scalarOffset = scalarOffset
        self.isMandatory = isMandatory
    }
}
