import Language

/// `quoted-ui-reference`: an alert that names a button or other element in quotation marks (“Tap "Delete" to
/// remove the file.”). Apple refers to a button by its exact title, without quotes.
///
/// A quoted passage counts as an element name when it is short (up to four words) and either written in title
/// style (“Delete”, “OK”, “Add to Home Screen”) or introduced by a verb that refers to an element (tap,
/// choose, select, …) or followed by an element noun (“the "Share" button”). Quoted user content stays alone:
/// a passage with a placeholder in it (“Delete “%@”?”, Apple's own style for a file name), a named item
/// (“The folder "Documents" can't be opened”, “"Keynote" can't be opened”), text to type (“Type "DELETE" to
/// confirm”) and quoted sentences.
struct QuotedUIReferenceCheck: StringCheck {
    let id = "quoted-ui-reference"
    let scope = StringScope.englishSource

    private let verbs: Set<String>
    private let fillers: Set<String>
    private let elementNouns: Set<String>
    private let minorWords: Set<String>
    private let entryVerbs: Set<String>
    private let contentNouns: Set<String>
    private static let maximumWords = 4

    init(words: AlertWords = .english) {
        verbs = Set(words.uiReferenceVerbs)
        fillers = Set(words.uiReferenceFillers)
        elementNouns = Set(words.uiElementNouns)
        minorWords = Set(words.titleMinorWords)
        entryVerbs = Set(words.textEntryVerbs)
        contentNouns = Set(words.contentNouns)
    }

    func check(_ string: AnalyzedString, context: CheckContext) -> [RuleHit] {
        let scalars = string.scalars
        guard scalars.contains(where: Self.isQuotationMark) else { return [] }
        let prose = CopyProse.prose(of: string)
        let spans = prose.quotedRanges.compactMap { QuotationSpan(proseRange: $0, in: prose) }
        guard !spans.isEmpty else { return [] }
        let words = CopyProse.words(of: string)
        var references: [QuotationSpan] = []
        for span in spans where !references.contains(where: { $0.range.overlaps(span.range) }) {
            if isElementName(span, words: words, scalars: scalars, context: context) { references.append(span) }
        }
        guard !references.isEmpty else { return [] }
        let suggestion = prose.replacing(references.map { span in
            (range: span.range, text: CopyProse.text(scalars, span.content))
        })
        return references.map { span in
            RuleHit(span: span.range, arguments: ["name": CopyProse.text(scalars, span.content)], suggestion: suggestion)
        }
    }

    private static func isQuotationMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\"", "'", "\u{201C}", "\u{2018}", "\u{00AB}", "\u{2039}", "\u{201E}", "\u{300C}", "\u{300E}": return true
        default: return false
        }
    }

    private func isElementName(
        _ span: QuotationSpan, words: [ProseWord], scalars: [Unicode.Scalar], context: CheckContext
    ) -> Bool {
        let inside = words.filter { span.content.contains($0.range.lowerBound) }
        guard !inside.isEmpty, !inside.contains(where: \.isPlaceholder),
            inside.allSatisfy({ span.content.contains($0.range.upperBound - 1) }) else { return false }
        guard CopyProse.readerWords(inside, scalars: scalars).count <= Self.maximumWords else { return false }
        // A quoted sentence or question is a quotation, not a name (an ellipsis, as in “Save As…”, is fine).
        let lastScalar = scalars[span.content.upperBound - 1]
        guard !".?!:".unicodeScalars.contains(lastScalar) else { return false }
        let before = words.filter { $0.range.upperBound <= span.range.lowerBound }
        let introducer = introducingWord(before: before)
        if let introducer, entryVerbs.contains(introducer) { return false }
        if let previous = before.last, contentNouns.contains(previous.text.lowercased()) { return false }
        let after = words.first { $0.range.lowerBound >= span.range.upperBound }
        let followedByNoun = after.map { elementNouns.contains($0.text.lowercased()) } ?? false
        // A quoted name opening the text is its subject: an app, file or disk, which Apple quotes (“Keynote” can't
        // be opened because…), unless an element noun follows it.
        if before.isEmpty && !followedByNoun { return false }
        if isTitleStyle(inside, lowercaseTerms: lowercaseTerms(context)) { return true }
        let introducedByVerb = introducer.map { verbs.contains($0) } ?? false
        // A sentence-style name of several words is quoted correctly (Apple Style Guide: the “Position on
        // screen” button); a single word after a verb or before an element noun is a name in quotes.
        return inside.count == 1 && (introducedByVerb || followedByNoun)
    }

    /// Lexicon terms that start lowercase (iPhone, iCloud, macOS), the project's own included.
    private func lowercaseTerms(_ context: CheckContext) -> Set<String> {
        let projectTerms = context.configuration.lexicon.filter { $0.unicodeScalars.first?.properties.isLowercase ?? false }
        return Self.shippedLowercaseTerms.union(projectTerms.flatMap { $0.split(separator: " ").map(String.init) })
    }

    private static let shippedLowercaseTerms: Set<String> = Set(
        Lexicon.english.terms.filter(\.startsLowercase).flatMap { $0.term.split(separator: " ").map(String.init) }
    )

    /// The lowercased word before the quotation, skipping up to three filler words (“tap on the “Delete” button”).
    private func introducingWord(before: [ProseWord]) -> String? {
        var skipped = 0
        for word in before.reversed() {
            let lowered = word.text.lowercased()
            if fillers.contains(lowered), skipped < 3, !verbs.contains(lowered) {
                skipped += 1
                continue
            }
            return lowered
        }
        return nil
    }

    /// Title style: the first word capitalized and every other word capitalized unless it is a minor word;
    /// numbers and placeholders neither help nor hurt.
    private func isTitleStyle(_ words: [ProseWord], lowercaseTerms: Set<String>) -> Bool {
        var sawCapital = false
        for (offset, word) in words.enumerated() {
            guard let first = word.text.unicodeScalars.first(where: { $0.properties.isCased }) else { continue }
            if first.properties.isUppercase {
                sawCapital = true
            } else if offset == 0 || !minorWords.contains(word.text.lowercased()) {
                // A brand that starts lowercase (iPhone, iCloud) keeps its case; a code identifier (backOnly) is
                // not a title.
                guard lowercaseTerms.contains(word.text) else { return false }
                sawCapital = true
            }
        }
        return sawCapital
    }
}

/// A quoted passage of the original string: from the opening mark through the closing mark.
struct QuotationSpan: Sendable, Hashable {
    var range: Range<Int>
    /// Between the marks.
    var content: Range<Int>

    /// The passage for one of `ProseText.quotedRanges` (prose offsets), or nil when nothing stands between the marks.
    init?(proseRange: Range<Int>, in prose: ProseText) {
        guard proseRange.count >= 3 else { return nil }
        let open = prose.originalRange(proseRange.lowerBound..<proseRange.lowerBound + 1)
        let close = prose.originalRange(proseRange.upperBound - 1..<proseRange.upperBound)
        guard open.upperBound < close.lowerBound else { return nil }
        range = open.lowerBound..<close.upperBound
        content = open.upperBound..<close.lowerBound
    }
}
