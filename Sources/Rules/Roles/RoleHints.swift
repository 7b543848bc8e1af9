import Foundation

/// The data behind role guessing (`Locales/roles/role-hints.json`), with its patterns compiled once.
struct RoleHints: @unchecked Sendable {
    // NSRegularExpression is immutable after creation and documented as thread-safe, hence @unchecked.
    struct PatternGroup {
        let role: Role
        let patterns: [NSRegularExpression]
    }

    let interfaceBuilderClasses: [String: Role]
    let interfaceBuilderProperties: [String: Role]
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
        comment = Self.compile(file.comment)
        key = Self.compile(file.key)
    }

    /// Each pattern is checked on its own (so a bad one is named), then a group's patterns are joined into one
    /// alternation: it matches somewhere exactly when one of them does, and costs one regex call instead of
    /// one per pattern (each call bridges the text to an NSString on Linux).
    private static func compile(_ groups: [File.Group]) -> [PatternGroup] {
        groups.map { group in
            guard let role = Role(rawValue: group.role) else {
                preconditionFailure("role-hints.json names an unknown role \(group.role)")
            }
            for pattern in group.patterns {
                _ = regex(pattern)
            }
            let joined = group.patterns.map { "(?:\($0))" }.joined(separator: "|")
            return PatternGroup(role: role, patterns: group.patterns.isEmpty ? [] : [regex(joined)])
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
        let range = NSRange(text.startIndex..., in: text)
        for group in groups where group.patterns.contains(where: { $0.firstMatch(in: text, range: range) != nil }) {
            return group.role
        }
        return nil
    }
}
