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
            let patterns = group.patterns.map { Pattern(regex: regex($0), requiredWords: RequiredWords.of($0)) }
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
        // Required words are checked only in ASCII text, where lowercasing is exactly the regex's case folding.
        let lowered: [UInt8]? = text.utf8.allSatisfy { $0 < 0x80 } ? text.utf8.map { $0 &- 0x41 < 26 ? $0 | 0x20 : $0 } : nil
        let pairs = lowered.map(BytePairs.init)
        let range = NSRange(text.startIndex..., in: text)
        for group in groups {
            for pattern in group.patterns {
                if let lowered, let pairs,
                   !pattern.requiredWords.allSatisfy({ pairs.mayContain($0) && RequiredWords.contains(lowered, $0) }) { continue }
                if pattern.regex.firstMatch(in: text, range: range) != nil { return group.role }
            }
        }
        return nil
    }
}
