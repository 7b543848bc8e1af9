/// One token of Swift source, as the scanner needs it: what it is, where its bytes are, and its line.
///
/// Tokens keep byte offsets into the file's UTF-8 rather than text, so tokenizing allocates nothing per token;
/// the parser asks `SwiftSourceText` for a token's text only where it matters (names and labels).
public struct SwiftToken: Sendable, Hashable {
    public enum Kind: UInt8, Sendable {
        /// A name or keyword (`Button`, `let`, `$isOn`, `` `default` `` without its backticks).
        case identifier
        /// `#if`, `#Preview`, `#selector`.
        case poundKeyword
        case integer
        case float
        /// A string literal; `literal` indexes `SwiftSourceText.literals`.
        case string
        /// One of `( ) [ ] { } , : ; . @ \` or a lone `#`.
        case punctuation
        /// A run of operator characters (`=`, `+`, `==`, `?`, `!`, `->`, `..<`).
        case operatorSymbol
        /// A `#/…/#` regular expression literal, skipped as a whole.
        case regex
    }

    public var kind: Kind
    /// Byte offsets into the file's UTF-8 (for a backticked name: the name without its backticks).
    public var start: Int32
    public var end: Int32
    /// 1-based line of the token's first byte.
    public var line: Int32
    /// True when a line break (possibly inside a comment) separates this token from the previous one.
    public var newlineBefore: Bool
    /// For `.string`: the index into `SwiftSourceText.literals`; otherwise -1.
    public var literal: Int32

    public init(kind: Kind, start: Int, end: Int, line: Int, newlineBefore: Bool, literal: Int = -1) {
        self.kind = kind
        self.start = Int32(truncatingIfNeeded: start)
        self.end = Int32(truncatingIfNeeded: end)
        self.line = Int32(truncatingIfNeeded: line)
        self.newlineBefore = newlineBefore
        self.literal = Int32(truncatingIfNeeded: literal)
    }
}

/// A comment that speaks to copylint (`// copylint:disable=cancel-wording`), kept with its line so code
/// findings on that line or the next can be silenced.
public struct SourceDirectiveComment: Sendable, Hashable {
    public var line: Int
    public var text: String
}
