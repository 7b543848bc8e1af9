import Foundation

/// The element and attribute names that XLIFF and property-list files repeat in every unit, as string constants.
///
/// Exists because decoding the same short name from the file's bytes for every tag and attribute is a large part
/// of reading XML: a name spelled like one of these is answered with the constant, which is the same `String`.
enum XMLNames {
    /// The name `bytes[start..<end]` (valid UTF-8) as a `String`.
    static func name(_ bytes: [UInt8], _ start: Int, _ end: Int) -> String {
        let known: String? = bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return nil }
            let length = end - start
            let name = base + start
            func spells(_ literal: StaticString) -> Bool {
                literal.utf8CodeUnitCount == length && memcmp(literal.utf8Start, name, length) == 0
            }
            switch length {
            case 2: return spells("id") ? "id" : nil
            case 3: return spells("key") ? "key" : nil
            case 4:
                if spells("note") { return "note" }
                if spells("file") { return "file" }
                if spells("body") { return "body" }
                if spells("dict") { return "dict" }
                if spells("tool") { return "tool" }
                return nil
            case 5:
                if spells("state") { return "state" }
                if spells("xliff") { return "xliff" }
                if spells("group") { return "group" }
                if spells("plist") { return "plist" }
                if spells("array") { return "array" }
                return nil
            case 6:
                if spells("source") { return "source" }
                if spells("target") { return "target" }
                if spells("string") { return "string" }
                if spells("header") { return "header" }
                return nil
            case 7: return spells("version") ? "version" : nil
            case 8:
                if spells("original") { return "original" }
                if spells("datatype") { return "datatype" }
                return nil
            case 9:
                if spells("translate") { return "translate" }
                if spells("xml:space") { return "xml:space" }
                return nil
            case 10: return spells("trans-unit") ? "trans-unit" : nil
            case 15:
                if spells("source-language") { return "source-language" }
                if spells("target-language") { return "target-language" }
                return nil
            default: return nil
            }
        }
        return known ?? ValidatedUTF8.string(bytes, start, end)
    }
}
