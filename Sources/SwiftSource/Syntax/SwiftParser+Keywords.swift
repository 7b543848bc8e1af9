/// The words that steer the parser: which start a declaration or a condition (so the next brace is a body,
/// not a trailing closure), which are other keywords, accessors or literal values.
extension SwiftParser {
    static let declarationKeywords: Set<String> = [
        "let", "var", "func", "init", "deinit", "struct", "class", "enum", "extension", "protocol", "actor",
        "subscript", "typealias", "operator", "precedencegroup", "macro",
    ]
    static let conditionKeywords: Set<String> = ["if", "guard", "while", "for", "switch", "catch"]
    static let otherKeywords: Set<String> = [
        "return", "import", "associatedtype", "in", "else", "case", "default", "do", "repeat", "defer", "break", "continue", "fallthrough",
        "throw", "throws", "rethrows", "try", "await", "async", "some", "any", "is", "as", "inout", "static",
        "private", "fileprivate", "public", "internal", "final", "override", "mutating", "nonmutating", "lazy",
        "weak", "unowned", "convenience", "required", "indirect", "nonisolated", "where",
    ]
    static let literalWords: Set<String> = ["true", "false", "nil"]
    /// Accessor names that start a body when a brace follows them.
    static let accessorWords: Set<String> = ["get", "set", "willSet", "didSet", "_modify", "_read"]

    /// What a word does to the parse, looked up once per identifier.
    enum WordKind {
        case declaration
        case condition
        case keyword
        case accessor
        case literal
    }

    static let wordKinds: [String: WordKind] = {
        var kinds: [String: WordKind] = [:]
        for word in declarationKeywords { kinds[word] = .declaration }
        for word in conditionKeywords { kinds[word] = .condition }
        for word in otherKeywords { kinds[word] = .keyword }
        for word in accessorWords { kinds[word] = .accessor }
        for word in literalWords { kinds[word] = .literal }
        return kinds
    }()
}
