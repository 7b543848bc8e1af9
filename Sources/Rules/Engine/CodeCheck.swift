import CopylintBase
import SwiftSource

/// What a code check reports: a place in a Swift file, the string there, and what to say.
public struct CodeHit: Sendable, Hashable {
    public var file: String
    public var line: Int
    public var column: Int
    /// The role of the element the hit is about.
    public var role: Role
    /// The catalog key, when the string is localized; empty otherwise.
    public var key: String
    public var text: String
    /// The offending range in `text`, in Unicode scalar offsets.
    public var span: Range<Int>?
    /// Values for the `{name}` placeholders of the rule's message.
    public var arguments: [String: String]
    public var suggestion: String?
    /// Another place in the code the hit concerns (the other use of a key, for a role conflict).
    public var related: CodeStringUse?

    public init(
        file: String, line: Int, column: Int, role: Role, key: String = "", text: String, span: Range<Int>? = nil,
        arguments: [String: String] = [:], suggestion: String? = nil, related: CodeStringUse? = nil
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.role = role
        self.key = key
        self.text = text
        self.span = span
        self.arguments = arguments
        self.suggestion = suggestion
        self.related = related
    }

    /// A hit on one string the code uses, spanning the whole string.
    public init(use: CodeStringUse, role: Role, arguments: [String: String], suggestion: String? = nil, related: CodeStringUse? = nil) {
        self.init(
            file: use.file, line: use.line, column: use.column, role: role,
            key: use.localization == .localized ? use.text : "", text: use.sourceText,
            span: 0..<use.sourceText.unicodeScalars.count, arguments: arguments, suggestion: suggestion, related: related
        )
    }
}

/// A check of what only the app's code shows: how many buttons an alert has, which button cancels, how many
/// tabs or segments a control has, text that never reaches a catalog, one key used in two roles.
public protocol CodeCheck: Check {
    func check(_ code: CodeIndex, context: CheckContext) -> [CodeHit]
}
