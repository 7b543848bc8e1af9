import Catalogs

/// One problem with one string: what every reporter renders.
///
/// `line`/`column` point into the file (at the offending word when the value stands verbatim in the file, else at
/// the start of the value); `span` is the offending range inside `text`, in Unicode scalar offsets, so reports can
/// highlight it.
public struct Finding: Sendable, Hashable {
    public var rule: String
    public var severity: Severity
    public var file: String
    public var line: Int
    public var column: Int
    public var key: String
    public var locale: String
    public var variation: String
    public var role: Role
    public var roleSource: RoleSource
    public var text: String
    public var message: String
    public var suggestion: String?
    public var span: Range<Int>?
    /// The source-language text, for findings on a translation.
    public var sourceText: String?
    /// The measured width, for width findings.
    public var measurement: TextMeasurement?
    /// Where the app's Swift code uses the string (display path, line) and the role it has there: for a
    /// catalog string whose role came from code, the use that gave it; for a code finding, the other place
    /// it concerns (the other use of a key in a role conflict). Nil when code played no part.
    public var codeFile: String? = nil
    public var codeLine: Int? = nil
    public var codeRole: Role? = nil

    public init(
        rule: String, severity: Severity, file: String, line: Int, column: Int, key: String, locale: String,
        variation: String, role: Role, roleSource: RoleSource, text: String, message: String,
        suggestion: String? = nil, span: Range<Int>? = nil, sourceText: String? = nil,
        measurement: TextMeasurement? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.key = key
        self.locale = locale
        self.variation = variation
        self.role = role
        self.roleSource = roleSource
        self.text = text
        self.message = message
        self.suggestion = suggestion
        self.span = span
        self.sourceText = sourceText
        self.measurement = measurement
    }

    /// The report order: file, line, column, rule; then the rest so that equal positions still sort stably.
    public static func reportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if lhs.line != rhs.line { return lhs.line < rhs.line }
        if lhs.column != rhs.column { return lhs.column < rhs.column }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        if lhs.locale != rhs.locale { return lhs.locale < rhs.locale }
        if lhs.key != rhs.key { return lhs.key < rhs.key }
        if lhs.variation != rhs.variation { return lhs.variation < rhs.variation }
        return lhs.message < rhs.message
    }
}
