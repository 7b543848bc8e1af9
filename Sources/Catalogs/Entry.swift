/// A 1-based position in a file. `column` counts Unicode scalars, as editors and Xcode do.
public struct SourceLocation: Hashable, Sendable, Comparable, Codable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// One string value in one locale at one variation leaf: the unit every rule looks at.
///
/// Readers produce entries for every format, so rules never see the format they came from. An entry remembers
/// where its value starts in the file; when the value stands in the file exactly as it reads (no escapes),
/// `isVerbatim` lets a finding point at the offending word rather than at the start of the value.
///
/// A value type whose fields live in one shared, immutable box: an entry is copied many times on its way from
/// a reader to a finding (into units, analyses, hits), and copying one reference costs a tenth of copying ten
/// strings. Changing a field makes a new box (copy on write), so entries still behave as plain values.
public struct Entry: Sendable, Hashable {
    @usableFromInline
    final class Fields: Sendable {
        @usableFromInline let file: String
        @usableFromInline let table: String
        @usableFromInline let key: String
        @usableFromInline let locale: String
        @usableFromInline let variation: String
        @usableFromInline let value: String
        @usableFromInline let state: String?
        @usableFromInline let comment: String?
        @usableFromInline let shouldTranslate: Bool
        @usableFromInline let extractionState: String?
        @usableFromInline let location: SourceLocation
        @usableFromInline let isVerbatim: Bool
        @usableFromInline let isSource: Bool
        @usableFromInline let isKeyAsValue: Bool

        init(
            file: String,
            table: String,
            key: String,
            locale: String,
            variation: String,
            value: String,
            state: String?,
            comment: String?,
            shouldTranslate: Bool,
            extractionState: String?,
            location: SourceLocation,
            isVerbatim: Bool,
            isSource: Bool,
            isKeyAsValue: Bool
        ) {
            self.file = file
            self.table = table
            self.key = key
            self.locale = locale
            self.variation = variation
            self.value = value
            self.state = state
            self.comment = comment
            self.shouldTranslate = shouldTranslate
            self.extractionState = extractionState
            self.location = location
            self.isVerbatim = isVerbatim
            self.isSource = isSource
            self.isKeyAsValue = isKeyAsValue
        }

        /// A copy of these fields with one of them changed.
        func with<Value>(_ field: WritableKeyPath<Copy, Value>, _ value: Value) -> Fields {
            var copy = Copy(self)
            copy[keyPath: field] = value
            return copy.fields
        }

        /// The fields as a plain struct, to change one before boxing them again.
        struct Copy {
            var file: String
            var table: String
            var key: String
            var locale: String
            var variation: String
            var value: String
            var state: String?
            var comment: String?
            var shouldTranslate: Bool
            var extractionState: String?
            var location: SourceLocation
            var isVerbatim: Bool
            var isSource: Bool
            var isKeyAsValue: Bool

            init(_ fields: Fields) {
                file = fields.file
                table = fields.table
                key = fields.key
                locale = fields.locale
                variation = fields.variation
                value = fields.value
                state = fields.state
                comment = fields.comment
                shouldTranslate = fields.shouldTranslate
                extractionState = fields.extractionState
                location = fields.location
                isVerbatim = fields.isVerbatim
                isSource = fields.isSource
                isKeyAsValue = fields.isKeyAsValue
            }

            var fields: Fields {
                Fields(
                    file: file,
                    table: table,
                    key: key,
                    locale: locale,
                    variation: variation,
                    value: value,
                    state: state,
                    comment: comment,
                    shouldTranslate: shouldTranslate,
                    extractionState: extractionState,
                    location: location,
                    isVerbatim: isVerbatim,
                    isSource: isSource,
                    isKeyAsValue: isKeyAsValue
                )
            }
        }
    }

    @usableFromInline var fields: Fields

    /// The path of the file as the user named it (relative to where the audit was started, where possible).
    public var file: String {
        @inlinable get { fields.file }
        set { fields = fields.with(\.file, newValue) }
    }
    /// Identifies the group of files that translate each other (one catalog, one `.strings` table across its
    /// `*.lproj` folders, one `<file>` of an XLIFF). Entries of the same table and key are compared.
    public var table: String {
        @inlinable get { fields.table }
        set { fields = fields.with(\.table, newValue) }
    }
    public var key: String {
        @inlinable get { fields.key }
        set { fields = fields.with(\.key, newValue) }
    }
    public var locale: String {
        @inlinable get { fields.locale }
        set { fields = fields.with(\.locale, newValue) }
    }
    /// The path inside variations and substitutions, e.g. `plural.one`, `device.iphone.plural.other`,
    /// `substitutions.files.plural.other`; empty for a plain value.
    public var variation: String {
        @inlinable get { fields.variation }
        set { fields = fields.with(\.variation, newValue) }
    }
    public var value: String {
        @inlinable get { fields.value }
        set { fields = fields.with(\.value, newValue) }
    }
    /// The translation state as the format spells it (`translated`, `new`, `needs_review`, `stale`, XLIFF's
    /// `needs-review-translation`, …); nil when the file gives none.
    public var state: String? {
        @inlinable get { fields.state }
        set { fields = fields.with(\.state, newValue) }
    }
    /// The developer's comment (xcstrings `comment`, the comment before a `.strings` pair, XLIFF `<note>`s).
    public var comment: String? {
        @inlinable get { fields.comment }
        set { fields = fields.with(\.comment, newValue) }
    }
    public var shouldTranslate: Bool {
        @inlinable get { fields.shouldTranslate }
        set { fields = fields.with(\.shouldTranslate, newValue) }
    }
    /// xcstrings `extractionState` (`extracted_with_value`, `manual`, `stale`, `migrated`); nil elsewhere.
    public var extractionState: String? {
        @inlinable get { fields.extractionState }
        set { fields = fields.with(\.extractionState, newValue) }
    }
    /// Where the value starts: the first character after its opening quote or tag.
    public var location: SourceLocation {
        @inlinable get { fields.location }
        set { fields = fields.with(\.location, newValue) }
    }
    /// True when the value's characters stand in the file one for one from `location` on (no escapes or
    /// entities), so an offset into the value maps to a file position.
    public var isVerbatim: Bool {
        @inlinable get { fields.isVerbatim }
        set { fields = fields.with(\.isVerbatim, newValue) }
    }
    /// True when this entry is in the table's source language.
    public var isSource: Bool {
        @inlinable get { fields.isSource }
        set { fields = fields.with(\.isSource, newValue) }
    }
    /// True when the value is the key itself, standing in for a source localization the catalog leaves out.
    public var isKeyAsValue: Bool {
        @inlinable get { fields.isKeyAsValue }
        set { fields = fields.with(\.isKeyAsValue, newValue) }
    }

    public init(
        file: String, table: String, key: String, locale: String, variation: String = "", value: String,
        state: String? = nil, comment: String? = nil, shouldTranslate: Bool = true, extractionState: String? = nil,
        location: SourceLocation, isVerbatim: Bool = false, isSource: Bool, isKeyAsValue: Bool = false
    ) {
        fields = Fields(
            file: file,
            table: table,
            key: key,
            locale: locale,
            variation: variation,
            value: value,
            state: state,
            comment: comment,
            shouldTranslate: shouldTranslate,
            extractionState: extractionState,
            location: location,
            isVerbatim: isVerbatim,
            isSource: isSource,
            isKeyAsValue: isKeyAsValue
        )
    }

    public static func == (lhs: Entry, rhs: Entry) -> Bool {
        if lhs.fields === rhs.fields { return true }
        return lhs.file == rhs.file && lhs.table == rhs.table && lhs.key == rhs.key && lhs.locale == rhs.locale && lhs.variation == rhs.variation && lhs.value == rhs.value && lhs.state == rhs.state && lhs.comment == rhs.comment && lhs.shouldTranslate == rhs.shouldTranslate && lhs.extractionState == rhs.extractionState && lhs.location == rhs.location && lhs.isVerbatim == rhs.isVerbatim && lhs.isSource == rhs.isSource && lhs.isKeyAsValue == rhs.isKeyAsValue
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(file)
        hasher.combine(table)
        hasher.combine(key)
        hasher.combine(locale)
        hasher.combine(variation)
        hasher.combine(value)
        hasher.combine(state)
        hasher.combine(comment)
        hasher.combine(shouldTranslate)
        hasher.combine(extractionState)
        hasher.combine(location)
        hasher.combine(isVerbatim)
        hasher.combine(isSource)
        hasher.combine(isKeyAsValue)
    }

    /// The file position of the scalar at `offset` (in Unicode scalars) inside the value, when it can be known.
    public func location(ofScalarOffset offset: Int) -> SourceLocation {
        guard isVerbatim, offset > 0 else { return location }
        var line = location.line
        var column = location.column
        for (index, scalar) in value.unicodeScalars.enumerated() {
            if index == offset { break }
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return SourceLocation(line: line, column: column)
    }
}

/// A substitution of an `.xcstrings` localization or a variable of a `.stringsdict` format key: the argument
/// that a `%#@name@` token stands for.
public struct Substitution: Sendable, Hashable {
    public var name: String
    /// `argNum` in a catalog; nil when the file does not say (stringsdict, where the token's own order counts).
    public var argumentNumber: Int?
    /// The conversion without `%`, e.g. `lld`, `d`, `@`.
    public var formatSpecifier: String?

    public init(name: String, argumentNumber: Int?, formatSpecifier: String?) {
        self.name = name
        self.argumentNumber = argumentNumber
        self.formatSpecifier = formatSpecifier
    }
}
