import Catalogs

/// One file of an audit, as the report's summary lists it (`summary.files` in JSON, SARIF artifacts, the HTML
/// file list): its path, format, entry count and locales, without the entries, which are dropped after each batch.
public struct AuditedFile: Sendable, Hashable {
    public var path: String
    public var format: FileFormat
    public var entries: Int
    /// The locales with at least one entry, sorted.
    public var locales: [String]

    public init(path: String, format: FileFormat, entries: Int, locales: [String]) {
        self.path = path
        self.format = format
        self.entries = entries
        self.locales = locales
    }
}
