import Foundation

/// Splits an Xcode XLIFF `trans-unit` id into the string's key and its variation path.
///
/// Xcode writes three kinds of ids: a plain key; a String Catalog leaf `key|==|plural.one`,
/// `key|==|device.ipad`, `key|==|substitutions.files.plural.one`; and a `.stringsdict` leaf
/// `/key:dict/variable:dict/one:dict/:string` (`/key:dict/NSStringLocalizedFormatKey:dict/:string` for the
/// format itself). Keys may hold `/`, so a legacy id is read from its end.
enum XLIFFUnitID {
    static let catalogSeparator = "|==|"

    static func split(_ id: String) -> (key: String, variation: String) {
        if let separator = lastCatalogSeparator(in: id) {
            return (String(id[..<separator.lowerBound]), String(id[separator.upperBound...]))
        }
        if let legacy = splitStringsDict(id) { return legacy }
        return (id, "")
    }

    /// The last `|==|` in `id`, found on its contiguous UTF-8 bytes (ids are split once per unit of large
    /// exports); ids without contiguous storage take `lastCatalogSeparatorByIndices`.
    static func lastCatalogSeparator(in id: String) -> Range<String.Index>? {
        let found: Int?? = id.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var end = bytes.count
            while end >= 4 {
                if bytes[end - 1] == UInt8(ascii: "|"), bytes[end - 2] == UInt8(ascii: "="),
                   bytes[end - 3] == UInt8(ascii: "="), bytes[end - 4] == UInt8(ascii: "|") {
                    return end - 4
                }
                end -= 1
            }
            return nil
        }
        guard let found else { return lastCatalogSeparatorByIndices(in: id) }
        guard let start = found else { return nil }
        let lower = id.utf8.index(id.utf8.startIndex, offsetBy: start)
        return lower..<id.utf8.index(lower, offsetBy: 4)
    }

    /// The exact path: the last `|==|` in `id`, found by walking `String.Index`es back from each `|`.
    static func lastCatalogSeparatorByIndices(in id: String) -> Range<String.Index>? {
        let utf8 = id.utf8
        guard utf8.count >= 4 else { return nil }
        var upper = utf8.endIndex
        while true {
            guard let bar = utf8[..<upper].lastIndex(of: UInt8(ascii: "|")) else { return nil }
            let start = utf8.index(bar, offsetBy: -3, limitedBy: utf8.startIndex)
            if let start, utf8[start...bar].elementsEqual("|==|".utf8) {
                return start..<utf8.index(after: bar)
            }
            upper = bar
        }
    }

    /// The key and variation of a `.stringsdict` id, or nil when `id` is not one.
    private static func splitStringsDict(_ id: String) -> (key: String, variation: String)? {
        guard id.hasPrefix("/"), id.hasSuffix(":dict/:string") else { return nil }
        let body = id.dropFirst().dropLast(":string".count)
        var parts = body.components(separatedBy: ":dict/")
        guard parts.last == "" else { return nil }
        parts.removeLast()
        guard parts.count >= 2 else { return nil }
        let last = parts[parts.count - 1]
        if last == StringsDictReader.formatKey {
            return (parts.dropLast().joined(separator: ":dict/"), "")
        }
        guard parts.count >= 3 else { return nil }
        let rule = parts[parts.count - 2]
        let key = parts.dropLast(2).joined(separator: ":dict/")
        switch rule {
        case StringsDictReader.widthRule: return (key, "width." + last)
        case StringsDictReader.deviceRule: return (key, "device." + last)
        default: return (key, "substitutions.\(rule).plural.\(last)")
        }
    }
}
