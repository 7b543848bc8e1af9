/// Builds the key Xcode extracts from a string literal: the literal text, with each interpolation replaced
/// by the format specifier of its type (`Int` → `%lld`, `String` → `%@`, `Double` → `%lf`, `Float` → `%f`,
/// `UInt` → `%llu`, an explicit `specifier:` as written, anything unknown → `%@`), and, when there are
/// interpolations, every literal `%` doubled (as `LocalizedStringKey`'s interpolation does).
///
/// Types come from `TypeHints` and from the interpolated expression itself (literals, `.count`, `Int(…)`):
/// where Xcode's type checker knows better, the key here can differ, which only costs a role.
struct LocalizationKeys {
    let source: SwiftSourceText
    let hints: TypeHints

    func key(_ literal: SwiftStringLiteral) -> String {
        if let plain = literal.plainText { return plain }
        var key = ""
        for segment in literal.segments {
            switch segment {
            case .text(let text):
                for character in text {
                    key.append(character)
                    if character == "%" { key.append("%") }
                }
            case .interpolation(let index): key += specifier(literal.interpolations[index])
            }
        }
        return key
    }

    /// The specifier for the tokens of one interpolation.
    func specifier(_ tokens: [SwiftToken]) -> String {
        let parts = splitAtTopLevelCommas(tokens)
        for part in parts.dropFirst() where part.count >= 3 && part[0].kind == .identifier && source.isCharacter(part[1], UInt8(ascii: ":")) {
            let label = source.text(part[0])
            if label == "specifier", part[2].kind == .string, let text = source.literals[Int(part[2].literal)].plainText {
                return text
            }
            if label == "format" || label == "formatter" || label == "style" { return "%@" }
        }
        guard let value = parts.first, !value.isEmpty else { return "%@" }
        return specifier(forValue: value)
    }

    private func specifier(forValue value: [SwiftToken]) -> String {
        if value.count == 1 {
            switch value[0].kind {
            case .integer: return "%lld"
            case .float: return "%lf"
            case .identifier: return TypeHints.specifier(forType: hints.type(of: source.text(value[0]), at: Int(value[0].start)))
            default: return "%@"
            }
        }
        let last = value[value.count - 1]
        if last.kind == .identifier, source.text(last) == "count", source.isCharacter(value[value.count - 2], UInt8(ascii: ".")) {
            return "%lld"
        }
        if let name = memberPathEnd(value) {
            return TypeHints.specifier(forType: hints.type(of: source.text(name), at: Int(name.start)))
        }
        if value[0].kind == .identifier, source.isCharacter(value[1], UInt8(ascii: "(")), closesFirstParenthesisAtEnd(value) {
            let name = source.text(value[0])
            if name == "String" { return "%@" }
            if TypeHints.knownTypes.contains(name) { return TypeHints.specifier(forType: name) }
        }
        return "%@"
    }

    /// `state.settings.count` (names joined by dots, optional chaining allowed): the last name.
    private func memberPathEnd(_ tokens: [SwiftToken]) -> SwiftToken? {
        var expectName = true
        for token in tokens {
            if expectName {
                guard token.kind == .identifier else { return nil }
                expectName = false
            } else if source.isCharacter(token, UInt8(ascii: ".")) {
                expectName = true
            } else if token.kind != .operatorSymbol || !(source.text(token) == "?" || source.text(token) == "!") {
                return nil
            }
        }
        return expectName ? nil : tokens.last { $0.kind == .identifier }
    }

    /// True when the `(` at index 1 is closed by the last token, so `Int(x)` is the whole expression.
    private func closesFirstParenthesisAtEnd(_ tokens: [SwiftToken]) -> Bool {
        var depth = 0
        for (offset, token) in tokens.enumerated().dropFirst() {
            if source.isCharacter(token, UInt8(ascii: "(")) { depth += 1 }
            if source.isCharacter(token, UInt8(ascii: ")")) {
                depth -= 1
                if depth == 0 { return offset == tokens.count - 1 }
            }
        }
        return false
    }

    private func splitAtTopLevelCommas(_ tokens: [SwiftToken]) -> [[SwiftToken]] {
        var parts: [[SwiftToken]] = [[]]
        var depth = 0
        for token in tokens {
            if token.kind == .punctuation {
                switch source.bytes[Int(token.start)] {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
                case UInt8(ascii: ",") where depth == 0:
                    parts.append([])
                    continue
                default: break
                }
            }
            parts[parts.count - 1].append(token)
        }
        return parts
    }
}
