/// What the scanner can tell about the types of names in one file, from the simplest declarations only:
/// `let x: Int`, `var x = 3`, `let title = "Save"`, parameters `count: Int`, and `for i in 0..<n`.
///
/// Xcode knows every type; a scanner without a type checker does not. It needs types for two things: the
/// format specifier an interpolation becomes in a key (`\(count)` → `%lld` for an `Int`), and whether a name
/// passed to `Button(…)` is a `String` holding literal text. Names are looked up by the declaration nearest
/// before the use (else the first after it), so a name declared twice with different types is usually right.
public struct TypeHints: Sendable {
    public struct Declaration: Sendable, Hashable {
        /// Byte offset of the declared name.
        public var offset: Int
        /// The type's name as written (`Int`, `String`, `LocalizedStringKey`), nil when unknown.
        public var type: String?
        /// The string literal the name is initialized with, when it is one without interpolation.
        public var literalText: String?
    }

    private var declarations: [String: [Declaration]] = [:]
    /// Types of names declared in the project's other files (a name declared with one known type only).
    public var project: [String: String] = [:]

    /// Types whose name after a colon is taken as a declaration (elsewhere `label: Value` is an argument).
    static let knownTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "CGFloat", "TimeInterval", "String", "Substring", "Character", "Bool",
        "LocalizedStringKey", "LocalizedStringResource", "Text",
    ]

    public init(_ source: SwiftSourceText) {
        let tokens = source.tokens
        var index = 0
        while index + 2 < tokens.count {
            let token = tokens[index]
            guard token.kind == .identifier else {
                index += 1
                continue
            }
            let next = tokens[index + 1]
            if source.isCharacter(next, UInt8(ascii: ":")), tokens[index + 2].kind == .identifier {
                let typeName = source.text(tokens[index + 2])
                let follower = index + 3 < tokens.count ? tokens[index + 3] : nil
                let isCall = follower.map { source.isCharacter($0, UInt8(ascii: "(")) && !$0.newlineBefore } ?? false
                if Self.knownTypes.contains(typeName), !isCall {
                    var literal: String?
                    if index + 4 < tokens.count, source.isCharacter(tokens[index + 3], UInt8(ascii: "=")), tokens[index + 4].kind == .string {
                        literal = source.literals[Int(tokens[index + 4].literal)].plainText
                    }
                    add(source.text(token), Declaration(offset: Int(token.start), type: typeName, literalText: literal))
                }
            } else if source.isCharacter(next, UInt8(ascii: "=")), index > 0, isDeclarationKeyword(tokens[index - 1], source) {
                let value = tokens[index + 2]
                let after = index + 3 < tokens.count ? tokens[index + 3] : nil
                let endsThere = after.map { $0.newlineBefore || source.isCharacter($0, UInt8(ascii: ";")) } ?? true
                if let declaration = Self.initializerType(value, after: after, endsThere: endsThere, source: source) {
                    add(source.text(token), Declaration(offset: Int(token.start), type: declaration.type, literalText: declaration.literal))
                }
            } else if source.text(token) == "func", next.kind == .identifier, let type = Self.returnType(after: index + 2, tokens, source) {
                add(source.text(next), Declaration(offset: Int(next.start), type: type, literalText: nil))
            } else if source.text(token) == "for", tokens[index + 1].kind == .identifier, index + 3 < tokens.count,
                source.text(tokens[index + 2]) == "in", tokens[index + 3].kind == .integer {
                add(source.text(tokens[index + 1]), Declaration(offset: Int(tokens[index + 1].start), type: "Int", literalText: nil))
            }
            index += 1
        }
    }

    /// `(…) -> Type` after a function's name: the return type when it is a known one.
    private static func returnType(after start: Int, _ tokens: [SwiftToken], _ source: SwiftSourceText) -> String? {
        var index = start
        if index < tokens.count, tokens[index].kind == .operatorSymbol, source.bytes[Int(tokens[index].start)] == UInt8(ascii: "<") {
            while index < tokens.count, !source.isCharacter(tokens[index], UInt8(ascii: "(")) { index += 1 }
        }
        guard index < tokens.count, source.isCharacter(tokens[index], UInt8(ascii: "(")),
            let close = source.closingParenthesis(of: index) else { return nil }
        index = close
        guard index + 2 < tokens.count, source.text(tokens[index + 1]) == "->", tokens[index + 2].kind == .identifier else { return nil }
        let type = source.text(tokens[index + 2])
        return knownTypes.contains(type) ? type : nil
    }

    private mutating func add(_ name: String, _ declaration: Declaration) {
        declarations[name, default: []].append(declaration)
    }

    private func isDeclarationKeyword(_ token: SwiftToken, _ source: SwiftSourceText) -> Bool {
        guard token.kind == .identifier else { return false }
        let word = source.text(token)
        return word == "let" || word == "var"
    }

    /// The type an initializer gives: a literal's, or a conversion's (`Int(…)`).
    private static func initializerType(_ value: SwiftToken, after: SwiftToken?, endsThere: Bool, source: SwiftSourceText) -> (type: String, literal: String?)? {
        switch value.kind {
        case .integer where endsThere: return ("Int", nil)
        case .float where endsThere: return ("Double", nil)
        case .string where endsThere:
            let literal = source.literals[Int(value.literal)]
            return ("String", literal.plainText)
        case .identifier:
            let name = source.text(value)
            if name == "true" || name == "false", endsThere { return ("Bool", nil) }
            if let after, source.isCharacter(after, UInt8(ascii: "(")), knownTypes.contains(name) { return (name, nil) }
            return nil
        default:
            return nil
        }
    }

    /// The type of `name` at `offset`: this file's declaration, else the project's.
    public func type(of name: String, at offset: Int) -> String? {
        declaration(of: name, at: offset)?.type ?? project[name]
    }

    /// Names with their one known type in this file (names declared with two types are left out).
    public var knownTypes: [String: String] {
        var result: [String: String] = [:]
        for (name, list) in declarations {
            let types = Set(list.compactMap(\.type))
            if types.count == 1 { result[name] = types.first }
        }
        return result
    }

    /// Merges files' `knownTypes`: a name keeps its type when every file that declares it agrees.
    public static func projectTypes(_ files: [[String: String]]) -> [String: String] {
        var result: [String: String] = [:]
        var conflicting: Set<String> = []
        for file in files {
            for (name, type) in file where !conflicting.contains(name) {
                if let existing = result[name], existing != type {
                    conflicting.insert(name)
                    result[name] = nil
                } else {
                    result[name] = type
                }
            }
        }
        return result
    }

    /// The declaration of `name` that applies at `offset`.
    public func declaration(of name: String, at offset: Int) -> Declaration? {
        guard let candidates = declarations[name] else { return nil }
        return candidates.last { $0.offset < offset } ?? candidates.first
    }

    /// The format specifier Xcode writes for an interpolated value of this type (`%@` when unknown).
    public static func specifier(forType type: String?) -> String {
        switch type {
        case "Int", "Int64": return "%lld"
        case "Int8", "Int16", "Int32": return "%d"
        case "UInt", "UInt64": return "%llu"
        case "UInt8", "UInt16", "UInt32": return "%u"
        case "Double", "CGFloat", "TimeInterval": return "%lf"
        case "Float": return "%f"
        default: return "%@"
        }
    }
}
