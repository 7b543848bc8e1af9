/// Reads a `.strings` table written as an XML property list (a `<dict>` of strings), as some tools and
/// `plutil -convert xml1` produce.
enum PlistStringsTable {
    static func pairs(utf8 bytes: [UInt8]) throws(TextParseFailure) -> [StringsPair] {
        let root = try XMLTreeParser.parse(utf8: bytes)
        guard case .dictionary(let dictionary) = try PlistNode.readDocument(root) else {
            throw TextParseFailure(line: root.location.line, "a .strings property list must hold a <dict>")
        }
        var pairs: [StringsPair] = []
        pairs.reserveCapacity(dictionary.items.count)
        for item in dictionary.items {
            guard case .string(let text) = item.value else {
                throw TextParseFailure(line: item.keyLine, "the value of '\(item.key)' must be a <string>, not <\(item.value.kindName)>")
            }
            pairs.append(StringsPair(key: item.key, value: text.value, valueLocation: text.location, isVerbatim: text.isVerbatim, comment: nil))
        }
        return pairs
    }
}
