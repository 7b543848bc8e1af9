import Foundation

/// Reads a legacy `.strings` table (one locale of it) into entries.
///
/// Exists because `PropertyListSerialization` neither reports where each value stands in the file nor keeps
/// duplicate keys; copylint needs both (findings point at the value, and duplicates are a finding). Text
/// files use the hand-written `StringsParser`; an XML property list `.strings` (as some tools write) goes
/// through the XML plist reader.
public enum StringsReader {
    public static func read(_ data: Data, request: ReadRequest) throws(ReadError) -> StringFile {
        let locale = request.locale ?? request.sourceLanguage
        var pairs: [StringsPair]
        do {
            if data.starts(with: Array("bplist".utf8)) {
                throw TextParseFailure(line: nil, "binary property list .strings files are not supported; convert with `plutil -convert xml1`")
            }
            let bytes = try UnicodeTextDecoder.utf8Bytes(of: data)
            if Self.looksLikeXML(bytes) {
                pairs = try PlistStringsTable.pairs(utf8: bytes)
            } else {
                var parser = StringsParser(utf8: bytes)
                pairs = try parser.parsePairs()
            }
        } catch {
            throw ReadError.wrapping(error, file: request.displayPath)
        }
        let isSource = locale == request.sourceLanguage
        // The pairs are moved out one by one from the back (so their strings go into the entries without being
        // copied), and the entries put back in file order.
        var entries: [Entry] = []
        entries.reserveCapacity(pairs.count)
        while let pair = pairs.popLast() {
            entries.append(Entry(
                file: request.displayPath, table: request.table, key: pair.key, locale: locale, value: pair.value,
                comment: pair.comment, location: pair.valueLocation, isVerbatim: pair.isVerbatim, isSource: isSource
            ))
        }
        entries.reverse()
        let table = TableInfo(id: request.table, sourceLanguage: request.sourceLanguage, locales: [locale])
        return StringFile(path: request.displayPath, format: .strings, entries: entries, tables: [table])
    }

    /// True when the first non-blank character is `<` (an XML property list rather than the text syntax).
    private static func looksLikeXML(_ bytes: [UInt8]) -> Bool {
        for byte in bytes {
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D: continue
            default: return byte == UInt8(ascii: "<")
            }
        }
        return false
    }
}
