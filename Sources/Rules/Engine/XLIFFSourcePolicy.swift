/// Decides which XLIFF files have their `<source>` strings audited by the source-language (copy) checks.
///
/// Xcode's “Export Localizations” writes every source string into every language's `.xcloc`, so auditing all
/// of them reports each English slip once per language. When the audit also reads catalogs or `.strings`
/// files, those hold the same source strings, and the XLIFF sources are left to them; when it reads only XLIFF
/// files, the sources of the first one (by path) are audited. Translation checks see every file.
public enum XLIFFSourcePolicy {
    /// The display paths of the XLIFF files whose sources are audited, given every file of the run
    /// (display path and whether it is XLIFF).
    public static func auditedSources(among paths: [String]) -> Set<String> {
        let xliff = paths.filter(isXLIFF).sorted()
        guard paths.count > xliff.count else { return Set(xliff.prefix(1)) }
        return []
    }

    static func isXLIFF(_ path: String) -> Bool {
        path.hasSuffix(".xliff") || path.hasSuffix(".xlf")
    }
}
