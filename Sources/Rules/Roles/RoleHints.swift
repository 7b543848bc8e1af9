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
        let range = NSRange(text.startIndex..., in: text)
        for group in groups {
            for pattern in group.patterns {
                if let lowered, !pattern.requiredWords.allSatisfy({ RequiredWords.contains(lowered, $0) }) { continue }
                if pattern.regex.firstMatch(in: text, range: range) != nil { return group.role }
            }
        }
        return nil
    }
}

/// The words a regular expression's every match must contain: runs of three or more ASCII letters and digits
/// that stand at the top level of the pattern, unquantified.
///
/// Only what is certain counts: a pattern with a top-level `|` or a multi-character escape gives none; anything inside
/// parentheses or brackets, any escape, and a character a `?`, `*` or `{` quantifier makes optional or
/// repeatable end a run without being part of it. What remains is a concatenation that every match spells
/// out, so a text without one of the words (compared case-insensitively) cannot match.
enum RequiredWords {
    static func of(_ pattern: String) -> [[UInt8]] {
        let bytes = Array(pattern.utf8)
        var words: [[UInt8]] = []
        var run: [UInt8] = []
        var depth = 0
        var inClass = false
        var index = 0
        func endRun() {
            if run.count >= 3 { words.append(run) }
            run = []
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                // Escapes that take more than one character (\u0041, \x41, \p{L}, \N{…}, \k<n>, \1, \Q…\E) are
                // not followed here: such a pattern gives no words.
                if index + 1 < bytes.count, "uxNpPkgQE0123456789".utf8.contains(bytes[index + 1]) { return [] }
                endRun()
                index += 2
                continue
            }
            if inClass {
                // A set inside a set (ICU's `[[a-z]&&[^q]]`) is not followed: no words.
                if byte == UInt8(ascii: "[") { return [] }
                if byte == UInt8(ascii: "]") { inClass = false }
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "["): endRun(); inClass = true
            case UInt8(ascii: "("):
                // Free-spacing mode (`(?x)`) gives white space and `#` comments other meanings: no words.
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "?") {
                    var flag = index + 2
                    while flag < bytes.count, (bytes[flag] | 0x20) &- 0x61 < 26 || bytes[flag] == UInt8(ascii: "-") {
                        if bytes[flag] == UInt8(ascii: "x") { return [] }
                        flag += 1
                    }
                }
                endRun()
                depth += 1
            case UInt8(ascii: ")"): endRun(); depth -= 1
            case UInt8(ascii: "|") where depth == 0: return []
            case UInt8(ascii: "?"), UInt8(ascii: "*"), UInt8(ascii: "{"):
                // The character before the quantifier is optional (or its repetition unknown): drop it, and
                // skip a `{m,n}` count.
                if !run.isEmpty { run.removeLast() }
                endRun()
                if byte == UInt8(ascii: "{") {
                    while index < bytes.count, bytes[index] != UInt8(ascii: "}") { index += 1 }
                }
            default:
                let isWordByte = (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10
                if depth == 0, isWordByte {
                    run.append(byte &- 0x41 < 26 ? byte | 0x20 : byte)
                } else {
                    endRun()
                }
            }
            index += 1
        }
        endRun()
        return words
    }

    /// True when `word` occurs in `text` (both lowercased ASCII bytes).
    static func contains(_ text: [UInt8], _ word: [UInt8]) -> Bool {
        guard let first = word.first, word.count <= text.count else { return word.isEmpty }
        var start = 0
        while start + word.count <= text.count {
            if text[start] == first {
                var offset = 1
                while offset < word.count, text[start + offset] == word[offset] { offset += 1 }
                if offset == word.count { return true }
            }
            start += 1
        }
        return false
    }
}
