import CopylintBase
import CopylintData
import Foundation

/// The data behind role guessing (`Locales/roles/role-hints.json`), with its patterns compiled once.
struct RoleHints: @unchecked Sendable {
    // NSRegularExpression is immutable after creation and documented as thread-safe, hence @unchecked.
    /// The patterns of one list of groups (comment or key), in group order and flat, each with its group's role:
    /// the first pattern that matches names the first group that matches.
    struct PatternList {
        let patterns: [Pattern]
        /// The role of the group of each pattern.
        let roles: [Role]
        /// The byte-pair slots (`BytePairs`) of every pattern's required words, pattern after pattern, in one flat
        /// array: a text lacking one of a pattern's pairs lacks a required word, so the pattern cannot match it.
        let pairSlots: [UInt16]
        /// Where each pattern's slots end in `pairSlots` (they start where the previous pattern's end), kept apart
        /// from the patterns so prefiltering one reads no reference of its own.
        let slotEnds: [Int]

        init(_ groups: [(role: Role, patterns: [Pattern])]) {
            var slots: [UInt16] = []
            var ends: [Int] = []
            for pattern in groups.flatMap(\.patterns) {
                let start = slots.count
                for word in pattern.requiredWords where word.count > 1 {
                    for index in 1..<word.count {
                        let slot = UInt16(BytePairs.slot(word[index - 1], word[index]))
                        if !slots[start...].contains(slot) { slots.append(slot) }
                    }
                }
                ends.append(slots.count)
            }
            patterns = groups.flatMap(\.patterns)
            roles = groups.flatMap { group in group.patterns.map { _ in group.role } }
            pairSlots = slots
            slotEnds = ends
        }
    }

    /// A compiled pattern and the words any text it matches must contain (see `RequiredWords`), so the regex,
    /// by far the dearest step of role resolution (docs/performance.md), runs only on texts that hold them.
    struct Pattern {
        let regex: NSRegularExpression
        /// Lowercased ASCII; empty when the pattern names no word every match must contain.
        let requiredWords: [[UInt8]]
        /// Groups of words of which every match must contain one of each (see `RequiredAlternatives`).
        let requiredAlternatives: [[[UInt8]]]

        /// Whether the folded text (`FoldedText.bytes`) may hold a match: it has every required word and a word of each
        /// required group.
        /// Plain loops: this runs for every pattern of every comment and key, mostly to return at the first word.
        func mayMatch(_ text: [UInt8], pairs: BytePairs) -> Bool {
            for word in requiredWords where !pairs.mayContain(word) || !RequiredWords.contains(text, word) { return false }
            for group in requiredAlternatives {
                var holdsOne = false
                for word in group where pairs.mayContain(word) && RequiredWords.contains(text, word) {
                    holdsOne = true
                    break
                }
                if !holdsOne { return false }
            }
            return true
        }
    }

    let interfaceBuilderClasses: [String: Role]
    let interfaceBuilderProperties: [String: Role]
    /// `interfaceBuilderProperties` sorted by property name: a note naming two properties gets the same role in
    /// every run (a dictionary's order changes from run to run).
    let interfaceBuilderPropertyList: [(property: String, role: Role)]
    /// The role of an object in a storyboard or xib, by element name or `element[type=…]` (see the file).
    let interfaceBuilderElements: [String: Role]
    /// The role of one property of an element (`searchBar.placeholder`), before `interfaceBuilderProperties`.
    let interfaceBuilderElementProperties: [String: Role]
    let comment: PatternList
    let key: PatternList
    /// How a push button's title tells a checkbox when a note's class cannot (see `AppKitToggleNote`).
    let appKitCheckboxTitles: CheckboxTitles
    /// The text Interface Builder gives a new object, by document element name (a pop-up's "Item 1", a label's
    /// "Label"): placeholder text the app replaces at run time.
    let interfaceBuilderDefaultTexts: [String: Set<String>]

    /// The titles that make an `NSButtonCell` note a checkbox's: Interface Builder's default titles for a new
    /// checkbox and radio button, and phrases that describe a setting rather than an action.
    struct CheckboxTitles {
        let defaultTitles: Set<String>
        let settingPhrases: [NSRegularExpression]
    }

    static let shared = RoleHints()

    private struct File: Decodable {
        struct Group: Decodable {
            let role: String
            let patterns: [String]
        }

        let interfaceBuilderClasses: [String: String]
        let interfaceBuilderProperties: [String: String]
        let interfaceBuilderElements: [String: String]
        let interfaceBuilderElementProperties: [String: String]
        let comment: [Group]
        let key: [Group]
        let appKitCheckboxTitles: CheckboxTitleLists
        let interfaceBuilderDefaultTexts: [String: [String]]
    }

    private struct CheckboxTitleLists: Decodable {
        let defaultTitles: [String]
        let settingPhrases: [String]
    }

    private init() {
        guard let file = BundledData.decode(File.self, from: "Locales/roles/role-hints.json") else {
            preconditionFailure("Locales/roles/role-hints.json is missing from the build")
        }
        interfaceBuilderClasses = file.interfaceBuilderClasses.compactMapValues(Role.init(rawValue:))
        interfaceBuilderProperties = file.interfaceBuilderProperties.compactMapValues(Role.init(rawValue:))
        interfaceBuilderPropertyList = interfaceBuilderProperties.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        interfaceBuilderElements = Self.roles(file.interfaceBuilderElements, section: "interfaceBuilderElements")
        interfaceBuilderElementProperties = Self.roles(
            file.interfaceBuilderElementProperties, section: "interfaceBuilderElementProperties"
        )
        comment = Self.compile(file.comment)
        key = Self.compile(file.key)
        appKitCheckboxTitles = CheckboxTitles(
            defaultTitles: Set(file.appKitCheckboxTitles.defaultTitles), settingPhrases: file.appKitCheckboxTitles.settingPhrases.map(Self.regex)
        )
        interfaceBuilderDefaultTexts = file.interfaceBuilderDefaultTexts.mapValues(Set.init)
    }

    /// A section's names mapped to roles; a role name the section misspells is a build defect.
    private static func roles(_ section: [String: String], section name: String) -> [String: Role] {
        section.mapValues { value in
            guard let role = Role(rawValue: value) else { preconditionFailure("role-hints.json \(name) names an unknown role \(value)") }
            return role
        }
    }

    private static func compile(_ groups: [File.Group]) -> PatternList {
        PatternList(groups.map { group in
            guard let role = Role(rawValue: group.role) else {
                preconditionFailure("role-hints.json names an unknown role \(group.role)")
            }
            let patterns = group.patterns.map {
                Pattern(regex: regex($0), requiredWords: RequiredWords.of($0), requiredAlternatives: RequiredAlternatives.of($0))
            }
            return (role, patterns)
        })
    }

    private static func regex(_ pattern: String) -> NSRegularExpression {
        do {
            return try NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
        } catch {
            preconditionFailure("role-hints.json pattern \(pattern) does not compile: \(error)")
        }
    }

    /// The role of the first group with a pattern that matches `text`.
    ///
    /// A pattern whose required words' byte pairs are not all in the folded text is passed over from the list's
    /// flat `pairSlots`, touching neither the pattern's arrays nor its regex; the rest are checked word by word
    /// (`mayMatch`) before the regex runs.
    static func firstMatch(in list: PatternList, text: String) -> Role? {
        var range: NSRange?
        func regexMatches(_ pattern: Pattern) -> Bool {
            let whole = range ?? NSRange(text.startIndex..., in: text)
            range = whole
            return pattern.regex.firstMatch(in: text, range: whole) != nil
        }
        guard let folded = FoldedText(text) else {
            return list.patterns.indices.first { regexMatches(list.patterns[$0]) }.map { list.roles[$0] }
        }
        return folded.pairs.withBits { bits in
            list.pairSlots.withUnsafeBufferPointer { slots in
                list.slotEnds.withUnsafeBufferPointer { ends in
                    var start = 0
                    for index in ends.indices {
                        let end = ends[index]
                        defer { start = end }
                        guard BytePairs.holdsAll(bits, slots, start..<end) else { continue }
                        let pattern = list.patterns[index]
                        if pattern.mayMatch(folded.bytes, pairs: folded.pairs), regexMatches(pattern) { return list.roles[index] }
                    }
                    return nil
                }
            }
        }
    }

    /// The UTF-8 of `text` with its ASCII letters lowercased (`bytes`), in which a required word can be looked
    /// for, and its byte pairs; nil when the text holds a character that the regex's case-insensitive matching
    /// may take for ASCII letters, where only the regex can tell.
    ///
    /// The regex folds case fully: an ASCII letter of a pattern matches that letter in either case, and also the
    /// few non-ASCII characters whose case folding (or case mapping) gives ASCII letters (`foldsToASCII`). Without
    /// those, a match of a required word spells it in ASCII characters, one byte each, which the lowercased bytes
    /// hold as a run (a byte of a multi-byte character is never ASCII).
    struct FoldedText {
        let bytes: [UInt8]
        let pairs: BytePairs

        /// One pass over the text's UTF-8 makes both the lowercased bytes and their pairs.
        init?(_ text: String) {
            var text = text
            let count = text.utf8.count
            var pairs = BytePairs()
            var highBits: UInt8 = 0
            bytes = [UInt8](unsafeUninitializedCapacity: count) { folded, initialized in
                text.withUTF8 { source in
                    var previous: UInt8 = 0
                    for index in 0..<source.count {
                        let byte = source[index]
                        highBits |= byte
                        let lowered = byte &- 0x41 < 26 ? byte | 0x20 : byte
                        folded[index] = lowered
                        if index > 0 { pairs.insert(previous, lowered) }
                        previous = lowered
                    }
                    initialized = source.count
                }
            }
            if highBits >= 0x80 {
                for scalar in text.unicodeScalars where !scalar.isASCII && RoleHints.foldsToASCII(scalar) { return nil }
            }
            self.pairs = pairs
        }
    }

    /// The non-ASCII characters whose full case folding, lowercase or uppercase form holds an ASCII letter: ß and
    /// ẞ (`ss`), İ (`i̇`), ı (`I`), ŉ, ſ (`s`), ǰ, ẖ ẗ ẘ ẙ ẚ, the Kelvin sign (`k`) and the ligatures ﬀ to ﬆ.
    static func foldsToASCII(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xDF, 0x130, 0x131, 0x149, 0x17F, 0x1F0, 0x1E96...0x1E9A, 0x1E9E, 0x212A, 0xFB00...0xFB06: return true
        default: return false
        }
    }
}
