/// The tables one file looks keys up in with a key it computes at run time: `NSLocalizedString(name, comment:
/// "")`, `String(localized: String.LocalizationValue(item.rawValue))`, `loc(key)`, `title.localized`.
///
/// A key that no code names is one the app never shows only if the app names its keys as literals. One call
/// that builds its key from a value can reach any key of its table, so such a table is never judged
/// (`LiteralKeyUsage`). The scan is lexical and errs on the side of "computed": any argument that is not one
/// string literal counts, except the key parameter a localizing helper passes on (`LocalizingWrappers`), whose
/// callers the walker reads as literal keys.
public struct DynamicKeyCalls: Sendable, Hashable {
    /// Table names as the code spells them (`Localizable` where a call names none); `anyTable` where the table
    /// itself is computed.
    public var tables: Set<String> = []

    /// Stands for a table the code computes (`tableName: name`): any table may be reached.
    public static let anyTable = "*"

    public init(tables: Set<String> = []) {
        self.tables = tables
    }

    /// Localizing calls whose key is their first unlabeled argument, and the label of their table argument.
    private static let unlabeledKeyCalls: [String: String] = [
        "NSLocalizedString": "tableName", "LocalizedStringKey": "table", "LocalizedStringResource": "table",
    ]
    /// Calls whose key follows a label (`String(localized: key)`, `bundle.localizedString(forKey: key, …)`).
    private static let labeledKeyCalls: [String: (label: String, table: String)] = [
        "String": ("localized", "table"), "localizedString": ("forKey", "table"),
    ]
    /// Names an argument may hold around its one literal and still name the key as written
    /// (`String.LocalizationValue("Quit")`, `.init("Quit")`).
    private static let literalWrappingNames: Set<String> = ["String", "LocalizationValue", "LocalizedStringResource", "init"]

    public init(_ source: SwiftSourceText, wrappers: LocalizingWrappers) {
        let tokens = source.tokens
        for index in tokens.indices where tokens[index].kind == .identifier {
            let name = source.text(tokens[index])
            // `func loc(_ key: String)` declares the helper; it calls nothing.
            if index > 0, tokens[index - 1].kind == .identifier, source.text(tokens[index - 1]) == "func" { continue }
            if let table = Self.computedKeyTable(callee: name, at: index, source, wrappers) { self.tables.insert(table) }
            // `title.localized`: a `String` member that localizes a value, not a literal.
            if wrappers.stringMembers.contains(name), index >= 2, source.isCharacter(tokens[index - 1], UInt8(ascii: ".")),
                tokens[index - 2].kind != .string, !Self.isInsideHelper(index, source, wrappers) {
                self.tables.insert(wrappers.tables[name] ?? "Localizable")
            }
        }
    }

    /// The table of the call at `index` when its key is computed; nil for a literal key or no localizing call.
    private static func computedKeyTable(callee: String, at index: Int, _ source: SwiftSourceText, _ wrappers: LocalizingWrappers) -> String? {
        let tokens = source.tokens
        guard unlabeledKeyCalls[callee] != nil || labeledKeyCalls[callee] != nil || wrappers.functions.contains(callee) else { return nil }
        guard index + 1 < tokens.count, source.isCharacter(tokens[index + 1], UInt8(ascii: "(")),
            let close = source.closingParenthesis(of: index + 1) else { return nil }
        let arguments = topLevelArguments(from: index + 2, to: close, source)
        guard let first = arguments.first else { return nil }
        let keyArgument: ArgumentTokens
        let tableLabel: String?
        if let label = unlabeledKeyCalls[callee] {
            guard first.label == nil else { return nil }
            (keyArgument, tableLabel) = (first, label)
        } else if let call = labeledKeyCalls[callee] {
            guard first.label == call.label else { return nil }
            (keyArgument, tableLabel) = (first, call.table)
        } else if wrappers.functions.contains(callee), first.label == nil {
            guard !isInsideHelper(index, source, wrappers) else { return nil }
            return isLiteralKey(first, source) ? nil : wrappers.tables[callee] ?? "Localizable"
        } else {
            return nil
        }
        guard !isLiteralKey(keyArgument, source), !isPassedOnByHelper(keyArgument, at: index, source, wrappers) else { return nil }
        guard let tableLabel, let table = arguments.first(where: { $0.label == tableLabel }) else { return "Localizable" }
        if table.range.count == 1, tokens[table.range.lowerBound].kind == .identifier, source.text(tokens[table.range.lowerBound]) == "nil" {
            return "Localizable"
        }
        guard table.range.count == 1, tokens[table.range.lowerBound].kind == .string,
            let name = source.literals[Int(tokens[table.range.lowerBound].literal)].plainText else { return anyTable }
        return name
    }

    /// One argument of a call: its label, and the tokens of its value.
    private struct ArgumentTokens {
        var label: String?
        var range: Range<Int>
    }

    /// The arguments between `start` and the closing parenthesis at `end`, split at top-level commas.
    private static func topLevelArguments(from start: Int, to end: Int, _ source: SwiftSourceText) -> [ArgumentTokens] {
        let tokens = source.tokens
        var arguments: [ArgumentTokens] = []
        var depth = 0
        var pieceStart = start
        func close(at index: Int) {
            guard pieceStart < index else { return }
            var range = pieceStart..<index
            var label: String?
            if range.count >= 2, tokens[range.lowerBound].kind == .identifier, source.isCharacter(tokens[range.lowerBound + 1], UInt8(ascii: ":")) {
                label = source.text(tokens[range.lowerBound])
                range = (range.lowerBound + 2)..<range.upperBound
            }
            arguments.append(ArgumentTokens(label: label, range: range))
        }
        var index = start
        while index < end {
            let token = tokens[index]
            if source.isCharacter(token, UInt8(ascii: "(")) || source.isCharacter(token, UInt8(ascii: "[")) || source.isCharacter(token, UInt8(ascii: "{")) {
                depth += 1
            } else if source.isCharacter(token, UInt8(ascii: ")")) || source.isCharacter(token, UInt8(ascii: "]")) || source.isCharacter(token, UInt8(ascii: "}")) {
                depth -= 1
            } else if depth == 0, source.isCharacter(token, UInt8(ascii: ",")) {
                close(at: index)
                pieceStart = index + 1
            }
            index += 1
        }
        close(at: end)
        return arguments
    }

    /// True when the argument names its key as written: one string literal without interpolation, bare or
    /// wrapped (`String.LocalizationValue("Quit")`).
    private static func isLiteralKey(_ argument: ArgumentTokens, _ source: SwiftSourceText) -> Bool {
        var literals = 0
        for index in argument.range {
            let token = source.tokens[index]
            switch token.kind {
            case .string:
                guard !source.literals[Int(token.literal)].hasInterpolation else { return false }
                literals += 1
            case .identifier:
                guard literalWrappingNames.contains(source.text(token)) else { return false }
            case .punctuation: continue
            default: return false
            }
        }
        return literals == 1
    }

    /// True when the argument is one name inside a localizing helper's declaration: the key its callers give.
    private static func isPassedOnByHelper(_ argument: ArgumentTokens, at index: Int, _ source: SwiftSourceText, _ wrappers: LocalizingWrappers) -> Bool {
        argument.range.count == 1 && source.tokens[argument.range.lowerBound].kind == .identifier && isInsideHelper(index, source, wrappers)
    }

    /// True when the declaration whose body holds the token at `index` (`func NAME` or `var NAME`, the nearest
    /// before the innermost `{` enclosing it) is a localizing helper's.
    private static func isInsideHelper(_ index: Int, _ source: SwiftSourceText, _ wrappers: LocalizingWrappers) -> Bool {
        guard !wrappers.isEmpty else { return false }
        let tokens = source.tokens
        var depth = 0
        var enclosed = false
        var probe = index - 1
        while probe >= 0 {
            let token = tokens[probe]
            if source.isCharacter(token, UInt8(ascii: "}")) {
                depth += 1
            } else if source.isCharacter(token, UInt8(ascii: "{")) {
                if depth == 0 { enclosed = true } else { depth -= 1 }
            } else if enclosed, depth == 0, token.kind == .identifier, tokens[probe + 1].kind == .identifier {
                let word = source.text(token)
                if word == "func" || word == "var" {
                    let name = source.text(tokens[probe + 1])
                    return wrappers.functions.contains(name) || wrappers.stringMembers.contains(name)
                }
            }
            probe -= 1
        }
        return false
    }
}
