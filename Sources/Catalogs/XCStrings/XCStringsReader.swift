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
        let result = data.withUnsafeBytes { raw in
            Result { () throws(ReadError) -> StringFile in try read(raw.bindMemory(to: UInt8.self), request: request) }
        }
        return try result.get()
    }

    /// Reads a catalog's bytes. `request.displayPath` names the file in entries and errors.
    public static func read(_ bytes: [UInt8], request: ReadRequest) throws(ReadError) -> StringFile {
        try bytes.withUnsafeBufferPointer { (buffer) throws(ReadError) -> StringFile in try read(buffer, request: request) }
    }

    /// Reads a catalog from bytes that stay valid for the call: checks the whole document into a `JSONTape`, then
    /// makes strings only of what becomes entries.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, request: ReadRequest) throws(ReadError) -> StringFile {
        let file = request.displayPath
        guard bytes.count <= ReadLimits.maximumFileSize else {
            throw ReadError(file: file, message: "file is larger than \(ReadLimits.maximumFileSize / 1_048_576) MiB")
        }
        let tape = try JSONTapeBuilder.build(bytes, file: file)
        let root = 0
        guard tape.tokens[root].kind == .object else {
            throw ReadError(
                file: file, line: Int(tape.tokens[root].line),
                message: "not a String Catalog: the file holds \(tape.kindDescription(at: root)), not an object"
            )
        }
        let catalog = root
        let fields = XCStringsFieldReader(file: file, tape: tape)
        let place = XCStringsPlace()
        if let versionToken = try fields.optionalString("version", in: catalog, at: place) {
            let version = tape.string(at: versionToken)
            guard version == "1" || version.hasPrefix("1.") else {
                throw ReadError(
                    file: file, line: Int(tape.tokens[versionToken].line),
                    message: "unsupported String Catalog version \"\(version)\" (copylint reads 1.0 and 1.1)"
                )
            }
        }
        // An object without "strings" (an empty `{}`, as some tools write for a new catalog) holds no strings:
        // there is nothing to audit, and nothing wrong to report.
        let strings = try fields.optionalObject("strings", in: catalog, at: place)
        let sourceLanguage = try fields.optionalText("sourceLanguage", in: catalog, at: place) ?? request.sourceLanguage

        var collector = XCStringsEntryCollector(request: request, sourceLanguage: sourceLanguage, tape: tape)
        if let strings {
            var member = strings + 1
            for _ in 0..<tape.tokens[strings].count {
                try collector.collect(key: member, node: member + 1)
                member = tape.next(after: member + 1)
            }
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
