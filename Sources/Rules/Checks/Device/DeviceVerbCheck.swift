import Language

/// `device-verb`: a verb Apple does not use for the platform, or a phrasing the Apple Style Guide rejects on
/// every platform.
///
/// Everywhere: "tap on" and "click on" (write tap, click), "tap and hold" (write touch and hold; press and hold
/// on a Mac or Apple TV, where nothing is touched), and "long press" except on a Mac, where a long press of a
/// mouse button is a gesture of its own. On touch platforms (iOS, iPadOS,
/// watchOS, visionOS; the configuration's `platform`, iOS by default): "click" (write tap) and "touch" used for
/// a tap. On macOS: "tap" (write click). Swipe is no error on a Mac, whose trackpad gestures are swipes. A
/// device variation (`device.mac`, `device.iphone`) is judged for its device, whatever the configuration says.
///
/// Not reported: names that contain the words (Touch ID, Touch Bar, iPod touch, Back Tap, Tap to Pay on
/// iPhone, from the lexicon); "touch" as a noun or in an idiom (a personal touch, stay in touch, touch up,
/// touch screen); "click" as the noun for a mouse or trackpad click (middle click, Control-click, right-click)
/// or a sound (keyboard clicks); "click" in text about a mouse or trackpad (one that names one, or a right
/// click), and "tap" in Mac text about a trackpad, where they are the right words; words inside addresses and
/// format specifiers.
struct DeviceVerbCheck: StringCheck {
    let id = "device-verb"
    let scope = StringScope.englishSource

    private static let vocabulary = CopyWords.english.deviceVerbs
    private static let holdPhrases: [(words: [String], phrase: CopyWords.HoldPhrase)] = vocabulary.holds
        .map { (words: $0.phrase.split(separator: " ").map(String.init), phrase: $0) }
        .sorted { $0.words.count > $1.words.count }
    /// Every word that can start something this rule reports, for a quick first pass.
    private static let startWords: Set<String> = {
        var words = Set(vocabulary.click.keys).union(vocabulary.tap.keys).union(vocabulary.touch.keys)
        words.formUnion(vocabulary.on.keys)
        words.formUnion(holdPhrases.compactMap(\.words.first))
        return words
    }()

    private struct Found {
        var range: Range<Int>
        var written: String
        var replacement: String
        /// Whether the replacement reads right in place: "long-press threshold" needs more than "press and hold".
        var fitsInPlace = true
    }

    /// Words that can follow a hold phrase used as a verb ("Touch and hold the photo", "… and release").
    private static let verbFollowers: Set<String> = [
        "the", "a", "an", "this", "that", "these", "those", "it", "them", "and", "or", "to", "on", "your", "its",
        "their", "any", "each", "one", "anywhere", "here", "there", "me", "him", "her", "us",
    ]

    func check(_ string: AnalyzedString, context: CheckContext) -> [RuleHit] {
        guard VerbPrefilter.mayContainDeviceVerb(string.text) else { return [] }
        let words = ReaderWords.words(of: string)
        guard words.contains(where: { Self.startWords.contains($0.lowered) }) else { return [] }
        let (platform, platformName) = DevicePlatform.of(string.entry.variation, configured: context.platform, words: Self.vocabulary)
        let scalars = string.scalars
        let names = WordPhrases.nameRanges(string)
        let lowered = Set(words.map(\.lowered))
        // Text about a mouse or trackpad, by its words or by a click it names ("Right click to show the menu").
        let aboutPointer = !lowered.isDisjoint(with: Self.vocabulary.pointerContext)
            || words.indices.contains { Self.vocabulary.click[words[$0].lowered] != nil && isClickNoun($0, words, scalars) }
        let aboutTrackpad = !lowered.isDisjoint(with: Self.vocabulary.tapContext)
        var found: [Found] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            guard !word.isPlaceholder, Self.startWords.contains(word.lowered),
                !AddressRanges.contains(names, overlapping: word.range) else {
                index += 1
                continue
            }
            if let hold = holdPhrase(at: index, words, scalars) {
                if platform == .pointer, hold.phrase.namesAMouseGesture == true {
                    index = hold.end + 1
                    continue
                }
                let replacement = platform == .touch ? hold.phrase.touch : hold.phrase.pointer
                var item = makeFound(words[index].range.lowerBound..<words[hold.end].range.upperBound, replacement, scalars)
                item.fitsInPlace = isUsedAsVerb(holdEnd: hold.end, words, scalars)
                found.append(item)
                index = hold.end + 1
                continue
            }
            if let verb = Self.vocabulary.on[word.lowered], isFollowedByOn(index, words, scalars) {
                let replacement = replacementForOn(word.lowered, verb: verb, platform: platform)
                found.append(makeFound(word.range.lowerBound..<words[index + 1].range.upperBound, replacement, scalars))
                index += 2
                continue
            }
            switch platform {
            case .touch:
                if let tap = Self.vocabulary.click[word.lowered], !aboutPointer, !isClickNoun(index, words, scalars) {
                    found.append(makeFound(word.range, tap, scalars))
                } else if let tap = Self.vocabulary.touch[word.lowered], isTouchVerb(index, words, scalars) {
                    found.append(makeFound(word.range, tap, scalars))
                }
            case .pointer:
                if let click = Self.vocabulary.tap[word.lowered], !aboutTrackpad {
                    found.append(makeFound(word.range, click, scalars))
                }
            case .remote:
                break
            }
            index += 1
        }
        guard !found.isEmpty else { return [] }
        let suggestion = found.allSatisfy(\.fitsInPlace)
            ? ReaderWords.replacing(found.map { ($0.range, $0.replacement) }, in: scalars) : nil
        return found.map { item in
            RuleHit(
                span: item.range,
                arguments: ["word": item.written, "replacement": item.replacement, "platform": platformName],
                suggestion: suggestion
            )
        }
    }

    private func makeFound(_ range: Range<Int>, _ replacement: String, _ scalars: [Unicode.Scalar]) -> Found {
        let written = WordTokens.string(scalars[range])
        return Found(range: range, written: written, replacement: ReaderWords.matchingCase(replacement, of: written))
    }

    /// A hold phrase ("tap and hold", "long press", "tap & hold") starting at word `index`: its last word.
    private func holdPhrase(at index: Int, _ words: [ReaderWord], _ scalars: [Unicode.Scalar]) -> (end: Int, phrase: CopyWords.HoldPhrase)? {
        for hold in Self.holdPhrases where hold.words.first == words[index].lowered {
            var wordIndex = index
            var matched = true
            var ampersand = false
            for (position, expected) in hold.words.enumerated() where position > 0 {
                let next = wordIndex + 1
                guard next < words.count else {
                    matched = false
                    break
                }
                let between = gap(words[wordIndex], words[next], scalars)
                if expected == "and", between == "&" {
                    ampersand = true
                    continue
                }
                let joined = ReaderWords.areAdjacent(words[wordIndex], words[next], in: scalars) || (ampersand && between == "&")
                guard words[next].lowered == expected, joined else {
                    matched = false
                    break
                }
                ampersand = false
                wordIndex = next
            }
            if matched { return (wordIndex, hold.phrase) }
        }
        return nil
    }

    /// Whether the hold phrase ending at word `holdEnd` is a verb or stands alone ("Long press the key",
    /// "Long press:"), not a modifier of the next word ("a long-press threshold", "Long press action"), where
    /// "press and hold" would need rewording.
    private func isUsedAsVerb(holdEnd: Int, _ words: [ReaderWord], _ scalars: [Unicode.Scalar]) -> Bool {
        let next = holdEnd + 1
        guard next < words.count, ReaderWords.areAdjacent(words[holdEnd], words[next], in: scalars) else { return true }
        let word = words[next]
        return word.isPlaceholder || word.text != word.lowered || Self.verbFollowers.contains(word.lowered)
    }

    /// The text between two words without its spaces.
    private func gap(_ first: ReaderWord, _ second: ReaderWord, _ scalars: [Unicode.Scalar]) -> String {
        guard first.range.upperBound <= second.range.lowerBound else { return "" }
        let between = scalars[first.range.upperBound..<second.range.lowerBound].filter { $0 != " " && $0 != "\u{00A0}" }
        return String(String.UnicodeScalarView(between))
    }

    /// "tap on", "click on" where "on" is a preposition, not the state On ("tap On/Off", "tap on or off").
    private func isFollowedByOn(_ index: Int, _ words: [ReaderWord], _ scalars: [Unicode.Scalar]) -> Bool {
        let next = index + 1
        guard next < words.count, words[next].lowered == "on", ReaderWords.areAdjacent(words[index], words[next], in: scalars) else {
            return false
        }
        let on = words[next]
        if on.text != "on", words[index].text == words[index].lowered { return false }
        if on.range.upperBound < scalars.count, scalars[on.range.upperBound] == "/" { return false }
        if next + 2 < words.count, words[next + 1].lowered == "or", words[next + 2].lowered == "off" { return false }
        return true
    }

    /// What replaces "tap on" or "click on": the same verb without "on", in the platform's verb.
    private func replacementForOn(_ verb: String, verb base: String, platform: DevicePlatform) -> String {
        switch platform {
        case .touch: return Self.vocabulary.click[verb] ?? base
        case .pointer: return Self.vocabulary.tap[verb] ?? base
        case .remote: return base
        }
    }

    /// "click" as the noun for a mouse or trackpad click or a click sound: "middle click", "keyboard clicks",
    /// "%@ click", "click sound".
    private func isClickNoun(_ index: Int, _ words: [ReaderWord], _ scalars: [Unicode.Scalar]) -> Bool {
        if index > 0, ReaderWords.areAdjacent(words[index - 1], words[index], in: scalars) || gap(words[index - 1], words[index], scalars) == "#" {
            let previous = words[index - 1]
            if previous.isPlaceholder || Self.vocabulary.clickQualifiers.contains(previous.lowered)
                || Self.vocabulary.clickSoundBefore.contains(previous.lowered) {
                return true
            }
        }
        if index + 1 < words.count, ReaderWords.areAdjacent(words[index], words[index + 1], in: scalars),
            Self.vocabulary.clickSounds.contains(words[index + 1].lowered) {
            return true
        }
        return false
    }

    /// "touch" used for a tap ("Touch the photo", "touch to open"), not a noun or an idiom.
    private func isTouchVerb(_ index: Int, _ words: [ReaderWord], _ scalars: [Unicode.Scalar]) -> Bool {
        if index + 1 < words.count, ReaderWords.areAdjacent(words[index], words[index + 1], in: scalars) {
            let next = words[index + 1].lowered
            if Self.vocabulary.touchNounAfter.contains(next) { return false }
            if next == "and", index + 2 < words.count, words[index + 2].lowered.hasPrefix("hold") || words[index + 2].lowered == "held" {
                return false
            }
        }
        if index > 0, ReaderWords.areAdjacent(words[index - 1], words[index], in: scalars),
            Self.vocabulary.touchNounBefore.contains(words[index - 1].lowered) {
            return false
        }
        return true
    }
}
