import Catalogs
import CopylintBase
import Width

/// One problem with one string: what every reporter renders.
///
/// `line`/`column` point into the file (at the offending word when the value stands verbatim in the file, else at
/// the start of the value); `span` is the offending range inside `text`, in Unicode scalar offsets, so reports can
/// highlight it.
///
/// A value type whose fields live in one shared, immutable box (`SharedBox`): findings are copied as they are
/// sorted per shard, merged per batch and across batches and handed to reporters (a million-string audit makes
/// over a hundred thousand), and copying one reference costs a fraction of copying a dozen strings. Changing a
/// field makes a new box, so findings still behave as plain values.
public struct Finding: Sendable, Hashable {
    /// The fields, as one plain value (see `SharedBox`).
    @usableFromInline
    struct Fields: Sendable, Hashable {
        @usableFromInline var rule: String
        @usableFromInline var severity: Severity
        @usableFromInline var file: String
        @usableFromInline var line: Int
        @usableFromInline var column: Int
        @usableFromInline var key: String
        @usableFromInline var locale: String
        @usableFromInline var variation: String
        @usableFromInline var role: Role
        @usableFromInline var roleSource: RoleSource
        @usableFromInline var text: String
        @usableFromInline var message: String
        @usableFromInline var suggestion: String?
        @usableFromInline var span: Range<Int>?
        @usableFromInline var spans: [Range<Int>]
        @usableFromInline var sourceText: String?
        @usableFromInline var measurement: TextMeasurement?
        @usableFromInline var codeFile: String?
        @usableFromInline var codeLine: Int?
        @usableFromInline var codeRole: Role?
        @usableFromInline var groupedValues: [GroupedValue]
    }

    @usableFromInline var box: SharedBox<Fields>

    public var rule: String {
        @inlinable get { box.value.rule }
        set { box = box.with { $0.rule = newValue } }
    }
    public var severity: Severity {
        @inlinable get { box.value.severity }
        set { box = box.with { $0.severity = newValue } }
    }
    public var file: String {
        @inlinable get { box.value.file }
        set { box = box.with { $0.file = newValue } }
    }
    public var line: Int {
        @inlinable get { box.value.line }
        set { box = box.with { $0.line = newValue } }
    }
    public var column: Int {
        @inlinable get { box.value.column }
        set { box = box.with { $0.column = newValue } }
    }
    public var key: String {
        @inlinable get { box.value.key }
        set { box = box.with { $0.key = newValue } }
    }
    public var locale: String {
        @inlinable get { box.value.locale }
        set { box = box.with { $0.locale = newValue } }
    }
    public var variation: String {
        @inlinable get { box.value.variation }
        set { box = box.with { $0.variation = newValue } }
    }
    public var role: Role {
        @inlinable get { box.value.role }
        set { box = box.with { $0.role = newValue } }
    }
    public var roleSource: RoleSource {
        @inlinable get { box.value.roleSource }
        set { box = box.with { $0.roleSource = newValue } }
    }
    public var text: String {
        @inlinable get { box.value.text }
        set { box = box.with { $0.text = newValue } }
    }
    public var message: String {
        @inlinable get { box.value.message }
        set { box = box.with { $0.message = newValue } }
    }
    public var suggestion: String? {
        @inlinable get { box.value.suggestion }
        set { box = box.with { $0.suggestion = newValue } }
    }
    public var span: Range<Int>? {
        @inlinable get { box.value.span }
        set { box = box.with { $0.span = newValue } }
    }

    /// Every offending range, sorted, when the rule found more than one in the string (then `span` is the first);
    /// empty otherwise.
    public var spans: [Range<Int>] {
        @inlinable get { box.value.spans }
        set { box = box.with { $0.spans = newValue } }
    }
    /// The source-language text, for findings on a translation.
    public var sourceText: String? {
        @inlinable get { box.value.sourceText }
        set { box = box.with { $0.sourceText = newValue } }
    }
    /// The measured width, for width findings.
    public var measurement: TextMeasurement? {
        @inlinable get { box.value.measurement }
        set { box = box.with { $0.measurement = newValue } }
    }
    /// Where the app's Swift code uses the string (display path, line) and the role it has there: for a
    /// catalog string whose role came from code, the use that gave it; for a code finding, the other place
    /// it concerns (the other use of a key in a role conflict). Nil when code played no part.
    public var codeFile: String? {
        @inlinable get { box.value.codeFile }
        set { box = box.with { $0.codeFile = newValue } }
    }
    public var codeLine: Int? {
        @inlinable get { box.value.codeLine }
        set { box = box.with { $0.codeLine = newValue } }
    }
    public var codeRole: Role? {
        @inlinable get { box.value.codeRole }
        set { box = box.with { $0.codeRole = newValue } }
    }
    /// For a finding that stands for the same finding in several locales (`translation-state` on a source
    /// string whose translations were all flagged at once), each of those values; empty otherwise.
    public var groupedValues: [GroupedValue] {
        @inlinable get { box.value.groupedValues }
        set { box = box.with { $0.groupedValues = newValue } }
    }

    /// One value a grouped finding stands for: its locale, where it is, and its text.
    public struct GroupedValue: Sendable, Hashable {
        public var locale: String
        public var file: String
        public var line: Int
        public var column: Int
        public var text: String

        public init(locale: String, file: String, line: Int, column: Int, text: String) {
            self.locale = locale
            self.file = file
            self.line = line
            self.column = column
            self.text = text
        }
    }

    public init(
        rule: String, severity: Severity, file: String, line: Int, column: Int, key: String, locale: String,
        variation: String, role: Role, roleSource: RoleSource, text: String, message: String,
        suggestion: String? = nil, span: Range<Int>? = nil, sourceText: String? = nil,
        measurement: TextMeasurement? = nil
    ) {
        box = SharedBox(Fields(
            rule: rule,
            severity: severity,
            file: file,
            line: line,
            column: column,
            key: key,
            locale: locale,
            variation: variation,
            role: role,
            roleSource: roleSource,
            text: text,
            message: message,
            suggestion: suggestion,
            span: span,
            spans: [],
            sourceText: sourceText,
            measurement: measurement,
            codeFile: nil,
            codeLine: nil,
            codeRole: nil,
            groupedValues: []
        ))
    }

    public static func == (lhs: Finding, rhs: Finding) -> Bool {
        lhs.box === rhs.box || lhs.box.value == rhs.box.value
    }

    public func hash(into hasher: inout Hasher) {
        box.value.hash(into: &hasher)
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
