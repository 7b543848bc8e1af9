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

    private static func compile(_ groups: [File.Group]) -> [PatternGroup] {
        groups.map { group in
            guard let role = Role(rawValue: group.role) else {
                preconditionFailure("role-hints.json names an unknown role \(group.role)")
            }
            let patterns = group.patterns.map { pattern in
                do {
                    return try NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
                } catch {
                    preconditionFailure("role-hints.json pattern \(pattern) does not compile: \(error)")
                }
            }
            return PatternGroup(role: role, patterns: patterns)
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
