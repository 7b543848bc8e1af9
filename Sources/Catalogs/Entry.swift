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
/// A value type whose fields live in one shared, immutable box (`SharedBox`): an entry is copied many times on
/// its way from a reader to a finding (into units, analyses, hits), and copying one reference costs a tenth of
/// copying ten strings. The fields every entry of one key in one file shares (`KeyFields`: file, table, key,
/// comment, …) sit in a second box that readers hand to all of that key's entries, so making and destroying an
/// entry retains and releases one reference for them instead of five strings. Changing a field makes new boxes,
/// so entries still behave as plain values.
public struct Entry: Sendable, Hashable {
    /// The fields shared by the entries of one key in one file (a catalog's localizations and variations, an
    /// XLIFF unit's source and target, a stringsdict key's plural cases).
    @usableFromInline
    struct KeyFields: Sendable, Hashable {
        @usableFromInline var file: String
        @usableFromInline var table: String
        @usableFromInline var key: String
        @usableFromInline var comment: String?
        @usableFromInline var shouldTranslate: Bool
        @usableFromInline var extractionState: String?
    }

    /// The fields, as one plain value (see `SharedBox`).
    @usableFromInline
    struct Fields: Sendable, Hashable {
        @usableFromInline var shared: SharedBox<KeyFields>
        @usableFromInline var locale: String
        @usableFromInline var variation: String
        @usableFromInline var value: String
        @usableFromInline var state: String?
        @usableFromInline var location: SourceLocation
        @usableFromInline var isVerbatim: Bool
        @usableFromInline var isSource: Bool
        @usableFromInline var isKeyAsValue: Bool

        @usableFromInline
        static func == (lhs: Fields, rhs: Fields) -> Bool {
            (lhs.shared === rhs.shared || lhs.shared.value == rhs.shared.value)
                && lhs.locale == rhs.locale && lhs.variation == rhs.variation && lhs.value == rhs.value
                && lhs.state == rhs.state && lhs.location == rhs.location && lhs.isVerbatim == rhs.isVerbatim
                && lhs.isSource == rhs.isSource && lhs.isKeyAsValue == rhs.isKeyAsValue
        }

        /// Hashes the fields in the order they were declared in before the shared ones moved to their box.
        @usableFromInline
        func hash(into hasher: inout Hasher) {
            let shared = shared.value
            hasher.combine(shared.file)
            hasher.combine(shared.table)
            hasher.combine(shared.key)
            hasher.combine(locale)
            hasher.combine(variation)
            hasher.combine(value)
            hasher.combine(state)
            hasher.combine(shared.comment)
            hasher.combine(shared.shouldTranslate)
            hasher.combine(shared.extractionState)
            hasher.combine(location)
            hasher.combine(isVerbatim)
            hasher.combine(isSource)
            hasher.combine(isKeyAsValue)
        }
    }

    @usableFromInline var box: SharedBox<Fields>

    /// The path of the file as the user named it (relative to where the audit was started, where possible).
    public var file: String {
        @inlinable get { box.value.shared.value.file }
        set { changeShared { $0.file = newValue } }
    }
    /// Identifies the group of files that translate each other (one catalog, one `.strings` table across its
    /// `*.lproj` folders, one `<file>` of an XLIFF). Entries of the same table and key are compared.
    public var table: String {
        @inlinable get { box.value.shared.value.table }
        set { changeShared { $0.table = newValue } }
    }
    public var key: String {
        @inlinable get { box.value.shared.value.key }
        set { changeShared { $0.key = newValue } }
    }
    public var locale: String {
        @inlinable get { box.value.locale }
        set { box = box.with { $0.locale = newValue } }
    }
    /// The path inside variations and substitutions, e.g. `plural.one`, `device.iphone.plural.other`,
    /// `substitutions.files.plural.other`; empty for a plain value.
    public var variation: String {
        @inlinable get { box.value.variation }
        set { box = box.with { $0.variation = newValue } }
    }
    public var value: String {
        @inlinable get { box.value.value }
        set { box = box.with { $0.value = newValue } }
    }
    /// The translation state as the format spells it (`translated`, `new`, `needs_review`, `stale`, XLIFF's
    /// `needs-review-translation`, …); nil when the file gives none.
    public var state: String? {
        @inlinable get { box.value.state }
        set { box = box.with { $0.state = newValue } }
    }
    /// The developer's comment (xcstrings `comment`, the comment before a `.strings` pair, XLIFF `<note>`s).
    public var comment: String? {
        @inlinable get { box.value.shared.value.comment }
        set { changeShared { $0.comment = newValue } }
    }
    public var shouldTranslate: Bool {
        @inlinable get { box.value.shared.value.shouldTranslate }
        set { changeShared { $0.shouldTranslate = newValue } }
    }
    /// xcstrings `extractionState` (`extracted_with_value`, `manual`, `stale`, `migrated`); nil elsewhere.
    public var extractionState: String? {
        @inlinable get { box.value.shared.value.extractionState }
        set { changeShared { $0.extractionState = newValue } }
    }
    /// Where the value starts: the first character after its opening quote or tag.
    public var location: SourceLocation {
        @inlinable get { box.value.location }
        set { box = box.with { $0.location = newValue } }
    }
    /// True when the value's characters stand in the file one for one from `location` on (no escapes or
    /// entities), so an offset into the value maps to a file position.
    public var isVerbatim: Bool {
        @inlinable get { box.value.isVerbatim }
        set { box = box.with { $0.isVerbatim = newValue } }
    }
    /// True when this entry is in the table's source language.
    public var isSource: Bool {
        @inlinable get { box.value.isSource }
        set { box = box.with { $0.isSource = newValue } }
    }
    /// True when the value is the key itself, standing in for a source localization the catalog leaves out.
    public var isKeyAsValue: Bool {
        @inlinable get { box.value.isKeyAsValue }
        set { box = box.with { $0.isKeyAsValue = newValue } }
    }

    public init(
        file: String, table: String, key: String, locale: String, variation: String = "", value: String,
        state: String? = nil, comment: String? = nil, shouldTranslate: Bool = true, extractionState: String? = nil,
        location: SourceLocation, isVerbatim: Bool = false, isSource: Bool, isKeyAsValue: Bool = false
    ) {
        let shared = Entry.keyFields(
            file: file, table: table, key: key, comment: comment, shouldTranslate: shouldTranslate,
            extractionState: extractionState
        )
        self.init(
            shared: shared, locale: locale, variation: variation, value: value, state: state, location: location,
            isVerbatim: isVerbatim, isSource: isSource, isKeyAsValue: isKeyAsValue
        )
    }

    /// An entry whose file, table, key, comment, `shouldTranslate` and `extractionState` are those of `shared`
    /// (made once per key by `keyFields`, for every entry of the key).
    init(
        shared: SharedBox<KeyFields>, locale: String, variation: String = "", value: String, state: String? = nil,
        location: SourceLocation, isVerbatim: Bool = false, isSource: Bool, isKeyAsValue: Bool = false
    ) {
        box = SharedBox(Fields(
            shared: shared,
            locale: locale,
            variation: variation,
            value: value,
            state: state,
            location: location,
            isVerbatim: isVerbatim,
            isSource: isSource,
            isKeyAsValue: isKeyAsValue
        ))
    }

    /// The fields that the entries of one key in one file share, for `init(shared:…)`.
    static func keyFields(
        file: consuming String, table: consuming String, key: consuming String, comment: consuming String? = nil,
        shouldTranslate: Bool = true, extractionState: consuming String? = nil
    ) -> SharedBox<KeyFields> {
        SharedBox(KeyFields(
            file: file, table: table, key: key, comment: comment, shouldTranslate: shouldTranslate,
            extractionState: extractionState
        ))
    }

    /// Gives this entry its own copy of the shared fields with `change` applied.
    private mutating func changeShared(_ change: (inout KeyFields) -> Void) {
        box = box.with { $0.shared = $0.shared.with(change) }
    }

    public static func == (lhs: Entry, rhs: Entry) -> Bool {
        lhs.box === rhs.box || lhs.box.value == rhs.box.value
    }

    public func hash(into hasher: inout Hasher) {
        box.value.hash(into: &hasher)
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
