/// The types of the names one file declares, where the declaration spells the type out: what tells whose
/// `title` `Text(item.title)` shows when 29 types declare a `title`.
///
/// Only shapes that leave no doubt count: `let item: Item`, a parameter `with item: Item` (or `item: Item?`),
/// `let item = Item(…)`, `for item in Item.allCases`, `for item in items` and `ForEach(items) { item in … }` where
/// `items: [Item]` (or `Item.allCases`). A name is looked up by the declaration nearest before the use, else the
/// first after it (a type's properties may follow the body that shows them). Anything else stays unknown, and
/// `ForwardResolution` then falls back on what every use of the member's name says.
struct ReceiverTypes {
    /// A declared type: a type's last name (`Item`), an array of one (`[Item]`), or the element of another name's
    /// array (`@items`, resolved when looked up).
    private struct Declaration {
        var offset: Int
        var type: String
    }

    private var declarations: [String: [Declaration]] = [:]
    /// Collections declared in the project's other files, where every file that declares the name agrees
    /// (`var permissions: [Permission]` in a view model, looped over by its view).
    var project: [String: String] = [:]

    init() {}

    init(_ source: SwiftSourceText) {
        let tokens = source.tokens
        var index = 0
        while index + 2 < tokens.count {
            let token = tokens[index]
            guard token.kind == .identifier else {
                index += 1
                continue
            }
            let word = source.text(token)
            if source.isCharacter(tokens[index + 1], UInt8(ascii: ":")), Self.declaresName(at: index, tokens, source),
                let type = Self.annotatedType(at: index + 2, tokens, source) {
                add(word, type, at: token)
            } else if word == "let" || word == "var", tokens[index + 1].kind == .identifier, index + 4 < tokens.count,
                source.isCharacter(tokens[index + 2], UInt8(ascii: "=")),
                let type = Self.initializedType(at: index + 3, tokens, source) ?? Self.castType(at: index + 3, tokens, source)
                    ?? Self.calledFunction(at: index + 3, tokens, source) {
                add(source.text(tokens[index + 1]), type, at: tokens[index + 1])
            } else if word == "func", tokens[index + 1].kind == .identifier, let type = Self.returnType(at: index + 1, tokens, source) {
                add(source.text(tokens[index + 1]) + "()", type, at: tokens[index + 1])
            } else if word == "for", tokens[index + 1].kind == .identifier, index + 3 < tokens.count,
                source.text(tokens[index + 2]) == "in", let type = Self.elementType(at: index + 3, tokens, source)?.type {
                add(source.text(tokens[index + 1]), type, at: tokens[index + 1])
            } else if word == "ForEach" || word == "List", source.isCharacter(tokens[index + 1], UInt8(ascii: "(")),
                let element = Self.elementType(at: index + 2, tokens, source),
                let close = source.closingParenthesis(of: index + 1), close + 3 < tokens.count,
                source.isCharacter(tokens[close + 1], UInt8(ascii: "{")), tokens[close + 2].kind == .identifier,
                source.text(tokens[close + 3]) == "in" {
                // Only the collection as the first argument: `ForEach(items, id: \.self) { item in`.
                if element.end < tokens.count, source.isCharacter(tokens[element.end], UInt8(ascii: ",")) || element.end == close {
                    add(source.text(tokens[close + 2]), element.type, at: tokens[close + 2])
                }
            }
            index += 1
        }
    }

    private mutating func add(_ name: String, _ type: String, at token: SwiftToken) {
        declarations[name, default: []].append(Declaration(offset: Int(token.start), type: type))
    }

    /// The type of `name` used at `offset`: a type's last name, nil when unknown or not one type (an array).
    func type(of name: String, at offset: Int) -> String? {
        guard var type = declared(name, at: offset) else { return nil }
        if type.hasPrefix("->") {
            // `let output = viewModel.transform(input: input)`: what the app's functions of that name give back.
            guard let returned = declared(String(type.dropFirst(2)), at: offset) else { return nil }
            type = returned
        }
        if type.hasPrefix("@") {
            guard let array = declared(String(type.dropFirst()), at: offset), array.hasPrefix("[") else { return nil }
            return String(array.dropFirst().dropLast())
        }
        return type.hasPrefix("[") ? nil : type
    }

    /// Whether this file declares `name` with a spelled-out type between the byte offsets (`let title: String`):
    /// a name of its own there, not an inherited property such as a view controller's `title`.
    func declares(_ name: String, in range: Range<Int>) -> Bool {
        declarations[name]?.contains { range.contains($0.offset) } ?? false
    }

    /// This file's declaration nearest before `offset` (else its first), else the project's collection.
    private func declared(_ name: String, at offset: Int) -> String? {
        guard let candidates = declarations[name] else { return project[name] }
        return (candidates.last { $0.offset < offset } ?? candidates.first)?.type
    }

    /// Collections this file declares with one spelled-out element type (`var items: [Item]`), for the files
    /// that loop over them (`ForEach(model.items) { item in … }`), and what its functions give back
    /// (`func transform(input: Input) -> Output`, as `transform()`), for the files that call them. A single
    /// value's name is not shared: in another file the same name is as likely a closure's parameter of any type.
    var knownTypes: [String: String] {
        var result: [String: String] = [:]
        for (name, list) in declarations {
            let types = Set(list.map(\.type))
            if types.count == 1, let type = types.first, type.hasPrefix("[") || name.hasSuffix("()") { result[name] = type }
        }
        return result
    }

    // MARK: Shapes

    /// True when `name:` at `index` declares the name: after `let`/`var`, or as a parameter (after `(` or `,`,
    /// possibly behind an argument label: `with item: Item`, `_ item: Item`).
    private static func declaresName(at index: Int, _ tokens: [SwiftToken], _ source: SwiftSourceText) -> Bool {
        guard index > 0 else { return false }
        let before = tokens[index - 1]
        if before.kind == .identifier {
            let word = source.text(before)
            if word == "let" || word == "var" { return true }
            guard index > 1 else { return false }
            return isListStart(tokens[index - 2], source) && !SwiftParser.declarationKeywords.contains(word)
        }
        return isListStart(before, source)
    }

    private static func isListStart(_ token: SwiftToken, _ source: SwiftSourceText) -> Bool {
        source.isCharacter(token, UInt8(ascii: "(")) || source.isCharacter(token, UInt8(ascii: ","))
    }

    /// `Item`, `Models.Item`, `Item?`, `[Item]` at `index`, when what follows ends the annotation (not `Item.sample`
    /// or `Item(…)`, which are values passed to a label).
    private static func annotatedType(at index: Int, _ tokens: [SwiftToken], _ source: SwiftSourceText) -> String? {
        var probe = index
        var isArray = false
        if probe < tokens.count, source.isCharacter(tokens[probe], UInt8(ascii: "[")) {
            isArray = true
            probe += 1
        }
        guard let (name, end) = typeName(at: probe, tokens, source) else { return nil }
        probe = end
        if isArray {
            guard probe < tokens.count, source.isCharacter(tokens[probe], UInt8(ascii: "]")) else { return nil }
            probe += 1
        }
        probe = afterOptionalMarks(probe, tokens, source)
        guard probe >= tokens.count || endsAnnotation(tokens[probe], source) else { return nil }
        return isArray ? "[" + name + "]" : name
    }

    /// A capitalized name or dotted path of them: the last name, and the index after it.
    private static func typeName(at index: Int, _ tokens: [SwiftToken], _ source: SwiftSourceText) -> (String, Int)? {
        guard index < tokens.count, tokens[index].kind == .identifier else { return nil }
        var name = source.text(tokens[index])
        guard name.first?.isUppercase == true else { return nil }
        var probe = index + 1
        while probe + 1 < tokens.count, source.isCharacter(tokens[probe], UInt8(ascii: ".")), tokens[probe + 1].kind == .identifier {
            let next = source.text(tokens[probe + 1])
            guard next.first?.isUppercase == true else { return nil }
            name = next
            probe += 2
        }
        return (name, probe)
    }

    private static func endsAnnotation(_ token: SwiftToken, _ source: SwiftSourceText) -> Bool {
        if token.newlineBefore { return true }
        guard token.end - token.start == 1 else { return false }
        switch source.bytes[Int(token.start)] {
        case UInt8(ascii: ")"), UInt8(ascii: ","), UInt8(ascii: "="), UInt8(ascii: "{"), UInt8(ascii: ";"): return true
        default: return false
        }
    }

    /// `Item(`, `Models.Item(` after `let x =`.
    private static func initializedType(at index: Int, _ tokens: [SwiftToken], _ source: SwiftSourceText) -> String? {
        guard let (name, end) = typeName(at: index, tokens, source), end < tokens.count,
            source.isCharacter(tokens[end], UInt8(ascii: "(")), !tokens[end].newlineBefore else { return nil }
        return name
    }

    /// `viewModel.transform(input: input)`, `makeOutput()` after `let x =`: a call of a function by a lowercase
    /// name, the whole value (the line ends after it), as `->transform()`, resolved to what the app's functions
    /// of that name give back (when every declaration agrees) once the type is looked up.
    private static func calledFunction(at index: Int, _ tokens: [SwiftToken], _ source: SwiftSourceText) -> String? {
        guard index < tokens.count, tokens[index].kind == .identifier else { return nil }
        let probe = afterMemberPath(index + 1, tokens, source)
        let name = source.text(tokens[probe - 1])
        guard name.first?.isLowercase == true, probe < tokens.count, source.isCharacter(tokens[probe], UInt8(ascii: "(")),
            !tokens[probe].newlineBefore, let close = source.closingParenthesis(of: probe) else { return nil }
        guard close + 1 >= tokens.count || tokens[close + 1].newlineBefore || source.isCharacter(tokens[close + 1], UInt8(ascii: ";"))
        else { return nil }
        return "->" + name + "()"
    }

    /// `func transform(input: Input) -> Output`, `func make() throws -> Models.Row?` with `index` at the name: the
    /// last name of the one type it gives back (not an array, a tuple or `some View`).
    private static func returnType(at index: Int, _ tokens: [SwiftToken], _ source: SwiftSourceText) -> String? {
        guard source.text(tokens[index]).first?.isLowercase == true, index + 1 < tokens.count,
            source.isCharacter(tokens[index + 1], UInt8(ascii: "(")), let close = source.closingParenthesis(of: index + 1) else { return nil }
        var probe = close + 1
        while probe < tokens.count, tokens[probe].kind == .identifier, ["throws", "rethrows", "async"].contains(source.text(tokens[probe])) {
            probe += 1
        }
        guard probe + 1 < tokens.count, tokens[probe].kind == .operatorSymbol, source.text(tokens[probe]) == "->",
            let (name, end) = typeName(at: probe + 1, tokens, source) else { return nil }
        let after = afterOptionalMarks(end, tokens, source)
        guard after >= tokens.count || tokens[after].newlineBefore || source.isCharacter(tokens[after], UInt8(ascii: "{"))
            || source.text(tokens[after]) == "where" else { return nil }
        return name
    }

    /// The index after the `.name` links that follow `index` (`.viewModel.transform` in `self.viewModel.transform`).
    private static func afterMemberPath(_ index: Int, _ tokens: [SwiftToken], _ source: SwiftSourceText) -> Int {
        var probe = index
        while probe + 1 < tokens.count, source.isCharacter(tokens[probe], UInt8(ascii: ".")), tokens[probe + 1].kind == .identifier {
            probe += 2
        }
        return probe
    }

    /// The index after the `?` and `!` written right after a type (`Item?`, `Item!`).
    private static func afterOptionalMarks(_ index: Int, _ tokens: [SwiftToken], _ source: SwiftSourceText) -> Int {
        var probe = index
        while probe < tokens.count, tokens[probe].kind == .operatorSymbol, !tokens[probe].newlineBefore,
            source.text(tokens[probe]).allSatisfy({ $0 == "?" || $0 == "!" }) {
            probe += 1
        }
        return probe
    }

    /// `viewModel as? CellModel`, `self.item as! Item` after `let x =` (also in `if let` and `guard let`): a name
    /// or member path, cast to one type.
    private static func castType(at index: Int, _ tokens: [SwiftToken], _ source: SwiftSourceText) -> String? {
        guard index < tokens.count, tokens[index].kind == .identifier else { return nil }
        var probe = afterMemberPath(index + 1, tokens, source)
        guard probe < tokens.count, tokens[probe].kind == .identifier, source.text(tokens[probe]) == "as" else { return nil }
        probe += 1
        if probe < tokens.count, tokens[probe].kind == .operatorSymbol, !tokens[probe].newlineBefore, ["?", "!"].contains(source.text(tokens[probe])) {
            probe += 1
        }
        guard let (name, end) = typeName(at: probe, tokens, source), end >= tokens.count || endsCast(tokens[end], source) else { return nil }
        return name
    }

    /// What may follow a cast's type in a declaration: the line's end, a comma (`if let a = x as? A, …`), `else`, `{`.
    private static func endsCast(_ token: SwiftToken, _ source: SwiftSourceText) -> Bool {
        token.newlineBefore || source.text(token) == "else" || source.isCharacter(token, UInt8(ascii: ","))
            || source.isCharacter(token, UInt8(ascii: "{")) || source.isCharacter(token, UInt8(ascii: ";"))
    }

    /// Calls that keep a collection's elements as they are (some of them, in some order).
    private static let orderings: Set<String> = ["sorted", "reversed", "shuffled", "filter", "prefix", "suffix", "dropFirst", "dropLast"]

    /// The element type of a collection expression at `index`: `Item.allCases` (`Item`), a name (`@name`, its
    /// array's element), `self.items` or `model.items` (`@items`); with the index after the expression.
    private static func elementType(at index: Int, _ tokens: [SwiftToken], _ source: SwiftSourceText) -> (type: String, end: Int)? {
        guard index < tokens.count, tokens[index].kind == .identifier else { return nil }
        var names = [source.text(tokens[index])]
        var probe = index + 1
        while probe + 1 < tokens.count, names.last != "allCases", source.isCharacter(tokens[probe], UInt8(ascii: ".")),
            tokens[probe + 1].kind == .identifier {
            names.append(source.text(tokens[probe + 1]))
            probe += 2
        }
        if names.count >= 2, names.last == "allCases", names[names.count - 2].first?.isUppercase == true {
            // `Item.allCases.sorted()`, `.filter({ … })`: still the type's cases.
            let type = names[names.count - 2]
            while probe + 1 < tokens.count, source.isCharacter(tokens[probe], UInt8(ascii: ".")), tokens[probe + 1].kind == .identifier,
                Self.orderings.contains(source.text(tokens[probe + 1])), probe + 2 < tokens.count,
                source.isCharacter(tokens[probe + 2], UInt8(ascii: "(")), let close = source.closingParenthesis(of: probe + 2) {
                probe = close + 1
            }
            return (type, probe)
        }
        if probe < tokens.count, source.isCharacter(tokens[probe], UInt8(ascii: "(")) { return nil }
        guard let last = names.last, last.first?.isLowercase == true, names.count <= 2 else { return nil }
        return ("@" + last, probe)
    }
}
