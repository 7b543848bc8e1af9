import Foundation

/// The data behind role guessing (`Locales/roles/role-hints.json`), with its patterns compiled once.
struct RoleHints: @unchecked Sendable {
    // NSRegularExpression is immutable after creation and documented as thread-safe, hence @unchecked.
    struct PatternGroup {
        let role: Role
        let patterns: [Pattern]
    }

    /// A compiled pattern and the words any text it matches must contain (see `RequiredWords`), so the regex,
    /// which costs tens of thousands of instructions a call on Linux, runs only on texts that hold them.
    struct Pattern {
        let regex: NSRegularExpression
        /// Lowercased ASCII; empty when the pattern names no word every match must contain.
        let requiredWords: [[UInt8]]
        /// Groups of words of which every match must contain one of each (see `RequiredAlternatives`).
        let requiredAlternatives: [[[UInt8]]]

        /// Whether the folded text (`foldedBytes`) may hold a match: it has every required word and a word of each
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
    let comment: [PatternGroup]
    let key: [PatternGroup]

    static let shared = RoleHints()

    private struct File: Decodable {
        struct Group: Decodable {
            let role: String
            let patterns: [String]
        }

        let interfaceBuilderClasses: [String: String]
        let interfaceBuilderProperties: [String: String]
        let comment: [Group]
        let key: [Group]
    }

    private init() {
        guard let file = BundledData.decode(File.self, from: "Locales/roles/role-hints.json") else {
            preconditionFailure("Locales/roles/role-hints.json is missing from the build")
        }
        interfaceBuilderClasses = file.interfaceBuilderClasses.compactMapValues(Role.init(rawValue:))
        interfaceBuilderProperties = file.interfaceBuilderProperties.compactMapValues(Role.init(rawValue:))
        interfaceBuilderPropertyList = interfaceBuilderProperties.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        comment = Self.compile(file.comment)
        key = Self.compile(file.key)
    }

    private static func compile(_ groups: [File.Group]) -> [PatternGroup] {
        groups.map { group in
            guard let role = Role(rawValue: group.role) else {
                preconditionFailure("role-hints.json names an unknown role \(group.role)")
            }
            let patterns = group.patterns.map {
                Pattern(regex: regex($0), requiredWords: RequiredWords.of($0), requiredAlternatives: RequiredAlternatives.of($0))
            }
            return PatternGroup(role: role, patterns: patterns)
        }
    }

    private static func regex(_ pattern: String) -> NSRegularExpression {
        do {
            return try NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
        } catch {
            preconditionFailure("role-hints.json pattern \(pattern) does not compile: \(error)")
        }
    }

    /// The first group with a pattern that matches `text`.
    static func firstMatch(in groups: [PatternGroup], text: String) -> Role? {
        let lowered = foldedBytes(of: text)
        let pairs = lowered.map(BytePairs.init)
        var range: NSRange?
        for group in groups {
            for pattern in group.patterns {
                if let lowered, let pairs, !pattern.mayMatch(lowered, pairs: pairs) { continue }
                let whole = range ?? NSRange(text.startIndex..., in: text)
                range = whole
                if pattern.regex.firstMatch(in: text, range: whole) != nil { return group.role }
            }
        }
        return nil
    }

    /// The UTF-8 of `text` with its ASCII letters lowercased, in which a required word can be looked for; nil when
    /// the text holds a character that the regex's case-insensitive matching may take for ASCII letters, where only
    /// the regex can tell.
    ///
    /// The regex folds case fully: an ASCII letter of a pattern matches that letter in either case, and also the
    /// few non-ASCII characters whose case folding (or case mapping) gives ASCII letters (`foldsToASCII`). Without
    /// those, a match of a required word spells it in ASCII characters, one byte each, which the lowercased bytes
    /// hold as a run (a byte of a multi-byte character is never ASCII).
    static func foldedBytes(of text: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var isASCII = true
        for byte in text.utf8 {
            if byte >= 0x80 { isASCII = false }
            bytes.append(byte &- 0x41 < 26 ? byte | 0x20 : byte)
        }
        if !isASCII {
            for scalar in text.unicodeScalars where !scalar.isASCII && foldsToASCII(scalar) { return nil }
        }
        return bytes
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
