/// The member paths one file writes, the names it uses and its literals: what tells whether any code refers to an
/// accessor, or names a key (`LiteralKeyUsage`).
///
/// A role needs an accessor to be shown somewhere; knowing that nothing refers to it at all needs less: a
/// generated `L10n.Settings.Debug.title` that no file mentions is a string the app never shows, and copy advice
/// on it would only be noise. The scan is lexical (every `Type.member.path` the tokens spell, in any context),
/// so it errs on the side of "referenced".
public struct AccessorMentions: Sendable, Hashable {
    /// Paths of two or more names that start with a type's name (`L10n.Settings.title`, `Self.title`), as
    /// written.
    public var paths: Set<[String]>
    /// Every name the file uses outside a declaration (`title` in `Text(title)`, not in `var title`): a type's own
    /// members are referred to without their type's name. Kept only for files that declare accessors.
    public var names: Set<String>
    /// The text of every string literal without interpolation: a key may be named as a literal where the scan
    /// sees no localizing call (`DisplayRepresentation(title: .init("widgets.period.today"))`).
    public var literals: Set<String>
    /// The text before the first and after the last interpolation of every literal that has one (`"status_"`
    /// and `".title"` of `"status_\(name).title"`): a key the code builds from pieces starts or ends with them.
    public var interpolationEdges: Set<String>

    public init(paths: Set<[String]> = [], names: Set<String> = [], literals: Set<String> = [], interpolationEdges: Set<String> = []) {
        self.paths = paths
        self.names = names
        self.literals = literals
        self.interpolationEdges = interpolationEdges
    }

    /// The words after which a name is being declared, not used.
    private static let declaringWords: Set<String> = [
        "var", "let", "func", "case", "enum", "struct", "class", "extension", "actor", "protocol", "typealias",
    ]

    public init(_ source: SwiftSourceText, keepingNames: Bool) {
        var paths: Set<[String]> = []
        var names: Set<String> = []
        let tokens = source.tokens
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            guard token.kind == .identifier else {
                index += 1
                continue
            }
            let previous = index > 0 ? tokens[index - 1] : nil
            if keepingNames, !(previous.map { $0.kind == .identifier && Self.declaringWords.contains(source.text($0)) } ?? false) {
                names.insert(source.text(token))
            }
            // A path starts at a name that no `.` precedes.
            if let previous, source.isCharacter(previous, UInt8(ascii: ".")) {
                index += 1
                continue
            }
            var path = [source.text(token)]
            var next = index + 1
            while next + 1 < tokens.count, source.isCharacter(tokens[next], UInt8(ascii: ".")), tokens[next + 1].kind == .identifier {
                path.append(source.text(tokens[next + 1]))
                next += 2
            }
            if path.count >= 2, let head = path[0].first, head.isUppercase {
                paths.insert(path)
            }
            if keepingNames {
                for name in path.dropFirst() { names.insert(name) }
            }
            index = next
        }
        self.paths = paths
        self.names = names
        self.literals = Set(source.literals.compactMap(\.plainText))
        var edges: Set<String> = []
        for literal in source.literals where literal.hasInterpolation {
            if case .text(let lead)? = literal.segments.first, !lead.isEmpty { edges.insert(lead) }
            if case .text(let tail)? = literal.segments.last, !tail.isEmpty { edges.insert(tail) }
        }
        self.interpolationEdges = edges
    }
}
