/// The app's own helpers that localize a key: functions that pass their one `String` parameter on as the key
/// (`func loc(_ key: String) -> String { NSLocalizedString(key, comment: "") }`), and `String` members that
/// localize the string itself (`var localized: String { NSLocalizedString(self, comment: "") }`).
///
/// Large apps rarely call `NSLocalizedString` where the text is shown; they call such a helper with a literal
/// key (`loc("settings.title")`, `"settings.title".localized`). Knowing the helpers project-wide lets the walker
/// read those calls as localized keys with the role of their place, exactly like `NSLocalizedString("…")`.
public struct LocalizingWrappers: Sendable, Hashable {
    /// Functions whose first argument is the key.
    public var functions: Set<String> = []
    /// Members of `String` (properties or functions without arguments) that localize the string they are read on.
    public var stringMembers: Set<String> = []
    /// The table a helper looks its keys up in, where its body names one (`NSLocalizedString(self, tableName:
    /// "Main", …)`): the keys it is called with belong to that table, not to `Localizable`.
    public var tables: [String: String] = [:]

    public init(functions: Set<String> = [], stringMembers: Set<String> = [], tables: [String: String] = [:]) {
        self.functions = functions
        self.stringMembers = stringMembers
        self.tables = tables
    }

    /// The helpers one file declares.
    public init(_ source: SwiftSourceText) {
        let tokens = source.tokens
        var index = 0
        while index + 1 < tokens.count {
            let token = tokens[index]
            guard token.kind == .identifier else {
                index += 1
                continue
            }
            let word = source.text(token)
            if word == "func" || word == "var", tokens[index + 1].kind == .identifier,
                let declaration = Self.declaration(at: index, word: word, tokens, source) {
                switch declaration.key {
                case .parameter: functions.insert(declaration.name)
                case .receiver: stringMembers.insert(declaration.name)
                }
                if let table = declaration.table { tables[declaration.name] = table }
            }
            index += 1
        }
    }

    /// Helpers of every file together. A helper that files declare with different tables keeps none: its calls
    /// cannot say which one they mean.
    public static func merged(_ files: [LocalizingWrappers]) -> LocalizingWrappers {
        var result = LocalizingWrappers()
        var tables: [String: Set<String>] = [:]
        for file in files {
            result.functions.formUnion(file.functions)
            result.stringMembers.formUnion(file.stringMembers)
            for (name, table) in file.tables { tables[name, default: []].insert(table) }
        }
        result.tables = tables.compactMapValues { $0.count == 1 ? $0.first : nil }
        return result
    }

    public var isEmpty: Bool { functions.isEmpty && stringMembers.isEmpty }

    /// Names too generic to be taken as a project's localizing helper when called: a method of that name on any
    /// type would be read as a localized key.
    static let ignoredNames: Set<String> = ["init", "description", "string", "text", "title", "format"]

    private enum KeySource {
        /// The function's first parameter is the key.
        case parameter
        /// `self` is the key (a member of `String`).
        case receiver
    }

    /// `func NAME(_ key: String …) -> String { … }` or `var NAME: String { … }` whose body passes the key to a
    /// localizing call.
    private static func declaration(
        at start: Int, word: String, _ tokens: [SwiftToken], _ source: SwiftSourceText
    ) -> (name: String, key: KeySource, table: String?)? {
        let name = source.text(tokens[start + 1])
        guard !ignoredNames.contains(name) else { return nil }
        var index = start + 2
        var parameter: String?
        if word == "func" {
            guard index < tokens.count, source.isCharacter(tokens[index], UInt8(ascii: "(")) else { return nil }
            // `(_ key: String)`, `(key: String)`, `(_ key: String, comment: String = "")`.
            var names: [String] = []
            index += 1
            while index < tokens.count, tokens[index].kind == .identifier { names.append(source.text(tokens[index])); index += 1 }
            if index + 1 < tokens.count, source.isCharacter(tokens[index], UInt8(ascii: ":")), tokens[index + 1].kind == .identifier,
                source.text(tokens[index + 1]) == "String", let last = names.last, last != "_" {
                parameter = last
            }
            guard let close = source.closingParenthesis(of: start + 2) else { return nil }
            index = close + 1
            guard index + 1 < tokens.count, source.text(tokens[index]) == "->" else { return nil }
            index += 1
        } else {
            guard index < tokens.count, source.isCharacter(tokens[index], UInt8(ascii: ":")) else { return nil }
            index += 1
        }
        guard index + 1 < tokens.count, tokens[index].kind == .identifier, source.text(tokens[index]) == "String",
            source.isCharacter(tokens[index + 1], UInt8(ascii: "{")) else { return nil }
        let bodyStart = index + 2
        var depth = 1
        var probe = bodyStart
        var usesParameter = false
        var usesReceiver = false
        var table: String?
        while probe < tokens.count, depth > 0 {
            let token = tokens[probe]
            if source.isCharacter(token, UInt8(ascii: "{")) { depth += 1 }
            if source.isCharacter(token, UInt8(ascii: "}")) { depth -= 1 }
            if token.kind == .identifier, probe + 2 < tokens.count, ["tableName", "table"].contains(source.text(token)),
                source.isCharacter(tokens[probe + 1], UInt8(ascii: ":")), tokens[probe + 2].kind == .string {
                table = source.literals[Int(tokens[probe + 2].literal)].plainText
            }
            if token.kind == .identifier, probe >= 2, passesKey(at: probe, tokens, source) {
                let argument = source.text(token)
                if argument == "self" { usesReceiver = true }
                if let parameter, argument == parameter { usesParameter = true }
            }
            probe += 1
        }
        if usesParameter { return (name, .parameter, table) }
        if usesReceiver { return (name, .receiver, table) }
        return nil
    }

    /// True when the identifier at `index` is the key of a localizing call: `NSLocalizedString(x`,
    /// `localizedString(forKey: x`, `String(localized: x` (or `…(localized: String.LocalizationValue(x)`),
    /// `LocalizedStringResource(x`.
    private static func passesKey(at index: Int, _ tokens: [SwiftToken], _ source: SwiftSourceText) -> Bool {
        let before = tokens[index - 1]
        let callee = tokens[index - 2]
        if source.isCharacter(before, UInt8(ascii: "(")), callee.kind == .identifier {
            let name = source.text(callee)
            return name == "NSLocalizedString" || name == "LocalizationValue" || name == "LocalizedStringResource"
        }
        if source.isCharacter(before, UInt8(ascii: ":")), callee.kind == .identifier {
            let label = source.text(callee)
            return label == "forKey" || label == "localized"
        }
        return false
    }
}
