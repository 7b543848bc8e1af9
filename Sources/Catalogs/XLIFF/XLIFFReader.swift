import Foundation

/// Reads an XLIFF 1.2 document (Xcode's localization export, the `Localized Contents/<locale>.xliff` of an
/// `.xcloc`) into entries: one per `<source>` (the source language) and one per `<target>`.
///
/// Each `<file>` element is its own table (`request.table + "#" + original`), since one export carries every
/// catalog, `.strings` table and storyboard of a project. Units without `<target>` are recorded in
/// `TableInfo.missing`; `translate="no"` units are not, since they are not meant to be translated. Values are
/// kept exactly as written (white space included), and notes, Interface Builder notes among them, become the
/// comment verbatim.
public enum XLIFFReader {
    public static func read(_ data: Data, request: ReadRequest) throws(ReadError) -> StringFile {
        do {
            // The entries are read while the document is parsed (`XLIFFDocumentHandler`), without a tree.
            var state = XMLParseState(
                bytes: try UnicodeTextDecoder.utf8Bytes(of: data), handler: XLIFFDocumentHandler(request: request)
            )
            try state.parseDocument()
            if let error = state.handler.firstError { throw error }
            return StringFile(
                path: request.displayPath, format: .xliff, entries: state.handler.entries, tables: state.handler.tables
            )
        } catch {
            throw ReadError.wrapping(error, file: request.displayPath)
        }
    }
}
