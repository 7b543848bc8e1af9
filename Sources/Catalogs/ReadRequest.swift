import Foundation

/// Everything a reader needs to know about a file besides its bytes.
public struct ReadRequest: Sendable, Hashable {
    /// The path to open.
    public var path: String
    /// The path to show in findings and errors (relative to where the audit started, where possible).
    public var displayPath: String
    public var format: FileFormat
    /// The table the file belongs to (see `Entry.table`). XLIFF files make one table per `<file>` element and
    /// use this as the prefix.
    public var table: String
    /// The locale of a `.strings`/`.stringsdict` file, from its `*.lproj` folder; nil for self-describing formats.
    public var locale: String?
    /// The table's source language: from the catalog itself where it says (`sourceLanguage`, XLIFF
    /// `source-language`), else this.
    public var sourceLanguage: String

    public init(path: String, displayPath: String, format: FileFormat, table: String, locale: String?, sourceLanguage: String) {
        self.path = path
        self.displayPath = displayPath
        self.format = format
        self.table = table
        self.locale = locale
        self.sourceLanguage = sourceLanguage
    }
}

/// Limits that keep one pathological file from stopping the run. Past them a reader reports a `ReadError`.
public enum ReadLimits {
    /// Largest file read, in bytes (256 MiB).
    public static let maximumFileSize = 256 * 1024 * 1024
    /// Deepest nesting of JSON arrays/objects or XML elements.
    public static let maximumNestingDepth = 512
    /// Seconds one file may take to read, and its tables to audit, before it is skipped with a `ReadError`
    /// (`copylint audit --timeout SECONDS` changes it; see `Deadline`).
    public static let defaultTimeLimit: Double = 60
    /// The message a parser throws when `Deadline.current` has passed; `CatalogReader` replaces the error with
    /// the deadline's own message.
    static let stoppedMessage = "stopped: the time limit for this file has passed"
}
