import Foundation

/// Reads a String Catalog (`.xcstrings`, the JSON file Xcode 15+ keeps strings in) into entries with positions.
///
/// One entry per `stringUnit` leaf of every localization and variation (see `XCStringsEntryCollector`), plus the
/// key itself as the source value wherever the key has no source-language localization (Xcode then uses the key
/// as the source text). The table's source language is the catalog's `sourceLanguage`, else the request's.
///
/// A file must be a JSON object with a `strings` object: `{}` is valid JSON but no catalog (Xcode never writes
/// it, and a file named `.xcstrings` that holds no strings is almost certainly damaged), so it is reported as a
/// `ReadError` rather than read as empty. Versions 1.x are read (Xcode writes "1.0" and "1.1"); other versions are
/// errors. Fields the reader does not know are ignored; known fields of the wrong JSON type are errors that name
/// the line of the offending value.
public enum XCStringsReader {
    /// Reads a catalog's bytes. `request.displayPath` names the file in entries and errors.
    public static func read(_ data: Data, request: ReadRequest) throws(ReadError) -> StringFile {
        try read([UInt8](data), request: request)
    }

    /// Reads a catalog's bytes. `request.displayPath` names the file in entries and errors.
    public static func read(_ bytes: [UInt8], request: ReadRequest) throws(ReadError) -> StringFile {
        let file = request.displayPath
        guard bytes.count <= ReadLimits.maximumFileSize else {
            throw ReadError(file: file, message: "file is larger than \(ReadLimits.maximumFileSize / 1_048_576) MiB")
        }
        let root = try LocatedJSONParser.parse(bytes, file: file)
        guard let catalog = root.object else {
            throw ReadError(
                file: file, line: root.location.line,
                message: "not a String Catalog: the file holds \(root.kindDescription), not an object"
            )
        }
        let fields = XCStringsFieldReader(file: file)
        let place = XCStringsPlace()
        if let version = try fields.optionalString("version", in: catalog, at: place) {
            guard version.value == "1" || version.value.hasPrefix("1.") else {
                throw ReadError(
                    file: file, line: version.location.line,
                    message: "unsupported String Catalog version \"\(version.value)\" (copylint reads 1.0 and 1.1)"
                )
            }
        }
        // An object without "strings" (an empty `{}`, as some tools write for a new catalog) holds no strings:
        // there is nothing to audit, and nothing wrong to report.
        let strings = try fields.optionalObject("strings", in: catalog, at: place)
        let sourceLanguage = try fields.optionalString("sourceLanguage", in: catalog, at: place)?.value
            ?? request.sourceLanguage

        var collector = XCStringsEntryCollector(request: request, sourceLanguage: sourceLanguage)
        for member in strings?.members ?? [] {
            try collector.collect(key: member.key, node: member.value)
        }
        var locales = collector.locales
        locales.insert(sourceLanguage)
        let table = TableInfo(
            id: request.table, sourceLanguage: sourceLanguage, locales: locales,
            substitutions: collector.substitutions
        )
        return StringFile(path: file, format: .xcstrings, entries: collector.entries, tables: [table])
    }
}
