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
public struct Entry: Sendable, Hashable {
    /// The path of the file as the user named it (relative to where the audit was started, where possible).
    public var file: String
    /// Identifies the group of files that translate each other (one catalog, one `.strings` table across its
    /// `*.lproj` folders, one `<file>` of an XLIFF). Entries of the same table and key are compared.
    public var table: String
    public var key: String
    public var locale: String
    /// The path inside variations and substitutions, e.g. `plural.one`, `device.iphone.plural.other`,
    /// `substitutions.files.plural.other`; empty for a plain value.
    public var variation: String
    public var value: String
    /// The translation state as the format spells it (`translated`, `new`, `needs_review`, `stale`, XLIFF's
    /// `needs-review-translation`, …); nil when the file gives none.
    public var state: String?
    /// The developer's comment (xcstrings `comment`, the comment before a `.strings` pair, XLIFF `<note>`s).
    public var comment: String?
    public var shouldTranslate: Bool
    /// xcstrings `extractionState` (`extracted_with_value`, `manual`, `stale`, `migrated`); nil elsewhere.
    public var extractionState: String?
    /// Where the value starts: the first character after its opening quote or tag.
    public var location: SourceLocation
    /// True when the value's characters stand in the file one for one from `location` on (no escapes or
    /// entities), so an offset into the value maps to a file position.
    public var isVerbatim: Bool
    /// True when this entry is in the table's source language.
    public var isSource: Bool
    /// True when the value is the key itself, standing in for a source localization the catalog leaves out.
    public var isKeyAsValue: Bool

    public init(
        file: String, table: String, key: String, locale: String, variation: String = "", value: String,
        state: String? = nil, comment: String? = nil, shouldTranslate: Bool = true, extractionState: String? = nil,
        location: SourceLocation, isVerbatim: Bool = false, isSource: Bool, isKeyAsValue: Bool = false
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
