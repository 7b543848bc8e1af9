/// The shapes the parser recognizes in Swift code: just enough structure to see call sites, their argument
/// labels and trailing closures, the modifiers chained after them, and assignments.
///
/// Anything else stays a plain token, so code the parser does not understand is carried along, not lost.
public indirect enum SwiftNode: Sendable {
    /// A primary expression and its postfix links: `Button("Save") { … }.buttonStyle(.bordered)`.
    case chain(SwiftChain)
    /// Braces that are a body (of `if`, `func`, a computed property, …), not a trailing closure.
    case block(SwiftBlock)
    /// Any other token (operators such as `=` and `+`, keywords, numbers, stray punctuation), by index.
    case token(Int)
}

/// A primary expression followed by member accesses, calls, subscripts and trailing closures.
public struct SwiftChain: Sendable {
    public var links: [SwiftLink]

    /// The first link's name when the chain starts with a name (`Button`, `navigationItem`), else nil.
    public var headName: String? {
        guard let first = links.first, first.kind == .name else { return nil }
        return first.name
    }
}

/// One link of a chain.
public struct SwiftLink: Sendable {
    public enum Kind: Sendable, Equatable {
        /// A name at the start of a chain (`Text`, `self`, `#Preview`).
        case name
        /// `.name`: after another link, or at the start of a chain (an implicit member such as `.segmented`).
        case member
        /// A string literal; `literal` indexes `SwiftSourceText.literals`.
        case literal
        /// A number, `true`, `false` or `nil` at the start of a chain.
        case number
        /// A parenthesized or bracketed expression (`(a + b)`, `["A", "B"]`) or a subscript after a link.
        case group
        /// A call of the previous link's result: the second `()` of `make()()`.
        case call
    }

    public var kind: Kind
    /// The token the link starts at (its name, literal, number or opening bracket).
    public var token: Int
    /// The name for `.name` and `.member`; empty otherwise.
    public var name: String
    public var literal: Int
    /// For `.group`: the elements, comma-separated, with labels where written (`[a: b]` labels `a`).
    public var elements: [SwiftArgument]
    /// The opening bracket of a `.group` link (`(` or `[`).
    public var bracket: UInt8
    /// Call arguments when the link is called with parentheses; nil when it is not.
    public var arguments: [SwiftArgument]?
    /// Trailing closures, the first unlabeled, the rest labeled (`} message: { … }`).
    public var trailingClosures: [SwiftBlock]

    init(kind: Kind, token: Int, name: String = "", literal: Int = -1, elements: [SwiftArgument] = [], bracket: UInt8 = 0) {
        self.kind = kind
        self.token = token
        self.name = name
        self.literal = literal
        self.elements = elements
        self.bracket = bracket
        self.arguments = nil
        self.trailingClosures = []
    }

    /// True when the link is called, with parentheses or with trailing closures alone.
    public var isCall: Bool { arguments != nil || !trailingClosures.isEmpty }

    /// The argument with this label.
    public func argument(_ label: String) -> SwiftArgument? {
        arguments?.first { $0.label == label }
    }

    /// The argument at `index` when it is unlabeled.
    public func unlabeledArgument(at index: Int) -> SwiftArgument? {
        guard let arguments, index < arguments.count, arguments[index].label == nil else { return nil }
        return arguments[index]
    }

    /// The trailing closure with this label (nil: the first, unlabeled one).
    public func trailingClosure(_ label: String?) -> SwiftBlock? {
        trailingClosures.first { $0.label == label }
    }
}

/// One argument of a call (or element of a group): its label, if any, and its value.
public struct SwiftArgument: Sendable {
    public var label: String?
    /// The token the argument starts at (its label, or its value).
    public var token: Int
    public var value: [SwiftNode]

    /// The value when it is a single chain.
    public var chain: SwiftChain? {
        guard value.count == 1, case .chain(let chain) = value[0] else { return nil }
        return chain
    }
}

/// Braces and what they hold: a closure (trailing or not) or a body.
public struct SwiftBlock: Sendable {
    /// The label of a labeled trailing closure (`message` in `} message: { … }`).
    public var label: String?
    public var open: Int
    public var nodes: [SwiftNode]
}
