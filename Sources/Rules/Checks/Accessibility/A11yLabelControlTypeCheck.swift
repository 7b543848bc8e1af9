import Language

/// `a11y-label-control-type`: an accessibility label names the element's type ("Play button", "Close icon",
/// "Image of a sunset"). VoiceOver already speaks the type from the element's traits ("Play, button"), so the
/// label says only what the element is or does.
///
/// Type words: button, btn, checkbox (check box), slider, switch, toggle, link, icon, image, picture, graphic,
/// and "image of", "picture of", "photo of" (and photograph, graphic, icon, illustration, drawing of). A type
/// word names the control when it ends the label ("Play button") or, for button, checkbox and slider, comes
/// right before for, to, that, which, with or of ("Button to play music"). It is content when:
/// - it modifies a noun after it ("Button Mappings", "Image Gallery", "Icon Size");
/// - it is a verb: starting a longer label ("Switch Account", "Toggle Sidebar", "Link Account"), after "to"
///   ("Click once to toggle"), or alone for switch, toggle and link ("Link");
/// - it is the object of an action ("Copy Link", "Change Icon", "Add Image", "Enable gesture button");
/// - it is part of a compound noun ("App icon", "Profile picture", "Payment link", "side button") or of a name
///   from the lexicon ("Picture in Picture");
/// - the label is a description of six words or more ending with a period (alt text).
/// The suggestion is the label without the type ("Play button" → "Play", "Image of a sunset" → "Sunset").
struct A11yLabelControlTypeCheck: StringCheck {
    let id = "a11y-label-control-type"
    let scope = StringScope.englishSource

    private static let types = CopyWords.english.controlTypes
    private static let ofPhrases = types.ofPhrases.map(WordPhrases.split)
    private static let typePhrases = types.phrases.map(WordPhrases.split)
    /// Type words that name a control only as the label's last word.
    private static let trailingOnly: Set<String> = ["link", "icon", "image", "picture", "graphic"]
    /// Type words that can name a physical part ("side button", "mouse switch").
    private static let physicalTypes: Set<String> = ["button", "btn", "switch"]
    /// Words before switch, toggle or link that make it a verb ("to toggle", "can switch").
    private static let verbMarkers: Set<String> = ["to", "can", "will", "may", "must", "should", "and", "or"]
    private static let articles: Set<String> = ["a", "an", "the"]
    /// Words a label cannot start with once its type is removed ("Button to play" → "to play").
    private static let danglingStarts: Set<String> = ["to", "for", "that", "which", "with", "of", "and", "or"]

    func check(_ string: AnalyzedString, context: CheckContext) -> [RuleHit] {
        let words = ReaderWords.words(of: string)
        let prose = words.filter { !$0.isPlaceholder }
        guard prose.contains(where: { Self.types.words.contains($0.lowered) || $0.lowered == "photo" || $0.lowered == "check"
            || $0.lowered == "photograph" || $0.lowered == "illustration" || $0.lowered == "drawing" }) else { return [] }
        let scalars = string.scalars
        let names = WordPhrases.nameRanges(string)
        let description = isDescription(words, scalars)
        var hits: [RuleHit] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            guard !word.isPlaceholder, !AddressRanges.contains(names, overlapping: word.range) else {
                index += 1
                continue
            }
            if let end = Self.ofPhrases.lazy.compactMap({ WordPhrases.match($0, at: index, in: words, scalars: scalars) }).first {
                hits.append(ofPhraseHit(words, from: index, to: end, scalars))
                index = end + 1
                continue
            }
            guard !description else {
                index += 1
                continue
            }
            let end = Self.typePhrases.lazy.compactMap({ WordPhrases.match($0, at: index, in: words, scalars: scalars) }).first
            if let end, isControlType(words, index: end, typeWord: words[end].lowered, scalars) {
                hits.append(typeHit(words, from: index, to: end, scalars))
                index = end + 1
                continue
            }
            if end == nil, Self.types.words.contains(word.lowered), isControlType(words, index: index, typeWord: word.lowered, scalars) {
                hits.append(typeHit(words, from: index, to: index, scalars))
            }
            index += 1
        }
        return hits
    }

    /// Whether the type word at `index` names the control rather than content.
    private func isControlType(_ words: [ReaderWord], index: Int, typeWord: String, _ scalars: [Unicode.Scalar]) -> Bool {
        guard words.count > 1 else { return !Self.types.actionsAlone.contains(typeWord) }
        let next = index + 1 < words.count && ReaderWords.areAdjacent(words[index], words[index + 1], in: scalars)
            ? words[index + 1].lowered : ""
        let verbLike = Self.trailingOnly.contains(typeWord) || Self.types.verbsWhenFirst.contains(typeWord)
        let endsName = index == words.count - 1 || (Self.types.followers.contains(next) && !verbLike)
        guard endsName else { return false }
        if index == 0 {
            return !Self.types.verbsWhenFirst.contains(words[0].lowered) && !Self.trailingOnly.contains(typeWord)
        }
        let previous = ReaderWords.areAdjacent(words[index - 1], words[index], in: scalars) ? words[index - 1].lowered : ""
        if Self.verbMarkers.contains(previous) { return false }
        let modifiers = Self.trailingOnly.contains(typeWord) ? Self.types.contentModifiers
            : Self.physicalTypes.contains(typeWord) ? Self.types.hardwareButtons : []
        if modifiers.contains(previous) { return false }
        let group = Self.trailingOnly.contains(typeWord) ? (typeWord == "link" || typeWord == "icon" ? typeWord : "media") : "control"
        return !(Self.types.contentVerbs[group] ?? []).contains(words[0].lowered)
    }

    /// A label of this many words or more that ends with a period is a description (alt text), whose type
    /// words are content ("A man pressing a button on a vending machine.").
    private static let descriptionWordCount = 6

    private func isDescription(_ words: [ReaderWord], _ scalars: [Unicode.Scalar]) -> Bool {
        guard words.count >= Self.descriptionWordCount, let last = scalars.last(where: { !$0.properties.isWhitespace }) else {
            return false
        }
        return last == "."
    }

    private func typeHit(_ words: [ReaderWord], from first: Int, to last: Int, _ scalars: [Unicode.Scalar]) -> RuleHit {
        let range = words[first].range.lowerBound..<words[last].range.upperBound
        return RuleHit(span: range, arguments: ["type": text(range, scalars)], suggestion: removing(range, scalars))
    }

    /// "Image of a sunset over the ocean": the phrase, and the article after it, go.
    private func ofPhraseHit(_ words: [ReaderWord], from first: Int, to last: Int, _ scalars: [Unicode.Scalar]) -> RuleHit {
        var start = first
        if first == 1, Self.articles.contains(words[0].lowered), ReaderWords.areAdjacent(words[0], words[1], in: scalars) {
            start = 0
        }
        let range = words[start].range.lowerBound..<words[last].range.upperBound
        var removed = range
        if last + 1 < words.count, Self.articles.contains(words[last + 1].lowered),
            ReaderWords.areAdjacent(words[last], words[last + 1], in: scalars) {
            removed = range.lowerBound..<words[last + 1].range.upperBound
        }
        return RuleHit(span: range, arguments: ["type": text(range, scalars)], suggestion: removing(removed, scalars))
    }

    /// The label without `range` and one space next to it, its first letter capitalized if the label's was;
    /// nil when nothing or a dangling word would be left.
    private func removing(_ range: Range<Int>, _ scalars: [Unicode.Scalar]) -> String? {
        var removed = range
        if removed.upperBound < scalars.count, scalars[removed.upperBound] == " " {
            removed = removed.lowerBound..<removed.upperBound + 1
        } else if removed.lowerBound > 0, scalars[removed.lowerBound - 1] == " " {
            removed = removed.lowerBound - 1..<removed.upperBound
        }
        var rest = Array(scalars[..<removed.lowerBound]) + Array(scalars[removed.upperBound...])
        while let first = rest.first, first.properties.isWhitespace { rest.removeFirst() }
        while let last = rest.last, last.properties.isWhitespace { rest.removeLast() }
        let text = String(String.UnicodeScalarView(rest))
        guard let firstWord = text.split(separator: " ").first, !Self.danglingStarts.contains(firstWord.lowercased()) else {
            return nil
        }
        let startedCapitalized = scalars.first { $0.properties.isCased }?.properties.isUppercase ?? false
        guard startedCapitalized, removed.lowerBound == 0 || range.lowerBound == 0 else { return text }
        return text.prefix(1).uppercased() + text.dropFirst()
    }

    private func text(_ range: Range<Int>, _ scalars: [Unicode.Scalar]) -> String {
        String(String.UnicodeScalarView(scalars[range]))
    }
}
