/// A value of an XML property list, keeping where each string and key stands in the file.
///
/// Exists so the `.stringsdict` reader can check types and point at values; `PropertyListSerialization`
/// loses every position.
indirect enum PlistNode {
    case string(XMLTextNode)
    case dictionary(PlistDictionary)
    /// Any other value (`array`, `integer`, `real`, `true`, `false`, `date`, `data`): its element name.
    case other(kind: String, line: Int)

    /// The name of the value's type, for messages.
    var kindName: String {
        switch self {
        case .string: return "string"
        case .dictionary: return "dict"
        case .other(let kind, _): return kind
        }
    }

    /// Reads the value an XML property list element stands for.
    static func read(_ element: XMLElementNode) throws(TextParseFailure) -> PlistNode {
        switch element.localName {
        case "string":
            guard !element.hasElementChildren else {
                throw TextParseFailure(line: element.location.line, "<string> must hold only text")
            }
            return .string(element.textContent)
        case "dict":
            return .dictionary(try PlistDictionary.read(element))
        case "array", "integer", "real", "true", "false", "date", "data":
            return .other(kind: element.localName, line: element.location.line)
        default:
            throw TextParseFailure(line: element.location.line, "<\(element.name)> is not a property list element")
        }
    }

    /// The top value of a property list document: the single child of `<plist>` (or the root itself).
    static func readDocument(_ root: XMLElementNode) throws(TextParseFailure) -> PlistNode {
        guard root.localName == "plist" else { return try read(root) }
        try PlistDictionary.requireWhitespaceText(in: root)
        let values = root.elements
        guard values.count == 1 else {
            throw TextParseFailure(line: root.location.line, "<plist> must hold exactly one value, found \(values.count)")
        }
        return try read(values[0])
    }
}

/// A `<dict>`: keys in file order (duplicates kept) with their values.
struct PlistDictionary {
    struct Item {
        var key: String
        var keyLine: Int
        var value: PlistNode
    }

    var items: [Item]
    var line: Int

    /// The first value stored under `key`.
    subscript(key: String) -> PlistNode? {
        items.first { $0.key == key }?.value
    }

    static func read(_ element: XMLElementNode) throws(TextParseFailure) -> PlistDictionary {
        try requireWhitespaceText(in: element)
        var items: [Item] = []
        var pendingKey: (name: String, line: Int)?
        for child in element.elements {
            if let key = pendingKey {
                guard child.localName != "key" else {
                    throw TextParseFailure(line: child.location.line, "the key '\(key.name)' has no value")
                }
                items.append(Item(key: key.name, keyLine: key.line, value: try PlistNode.read(child)))
                pendingKey = nil
            } else {
                guard child.localName == "key", !child.hasElementChildren else {
                    throw TextParseFailure(line: child.location.line, "expected <key> in <dict>, found <\(child.name)>")
                }
                pendingKey = (child.textContent.value, child.location.line)
            }
        }
        if let key = pendingKey {
            throw TextParseFailure(line: key.line, "the key '\(key.name)' has no value")
        }
        return PlistDictionary(items: items, line: element.location.line)
    }

    /// Property list containers hold elements and white space only.
    static func requireWhitespaceText(in element: XMLElementNode) throws(TextParseFailure) {
        for child in element.children {
            if case .text(let text) = child, !text.isWhitespace {
                throw TextParseFailure(line: text.location.line, "unexpected text in <\(element.name)>")
            }
        }
    }
}
