/// An element of a parsed XML document, with the positions copylint reports.
///
/// Exists because readers need where each value starts in the file, which Foundation's `XMLParser` cannot
/// say exactly. Built by `XMLTreeParser`; read by the `.stringsdict` and XLIFF readers.
final class XMLElementNode {
    /// The name as written, prefix included (`xml:space`, `xliff:file`).
    let name: String
    let attributes: [XMLAttributeNode]
    /// Where the start tag's `<` is.
    let location: SourceLocation
    /// Where the content starts: the first character after the start tag's `>` (or after `/>` when empty).
    let contentLocation: SourceLocation
    private(set) var children: [XMLChildNode] = []

    /// The name without its namespace prefix (`file` for `xliff:file`).
    let localName: String

    init(name: String, attributes: [XMLAttributeNode], location: SourceLocation, contentLocation: SourceLocation) {
        self.name = name
        if let colon = name.utf8.lastIndex(of: UInt8(ascii: ":")) {
            self.localName = String(name[name.utf8.index(after: colon)...])
        } else {
            self.localName = name
        }
        self.attributes = attributes
        self.location = location
        self.contentLocation = contentLocation
    }

    /// As `init(name:…)`, with the local name already known (the parser sees the colon while reading the name).
    init(
        name: String, localName: String, attributes: [XMLAttributeNode], location: SourceLocation,
        contentLocation: SourceLocation
    ) {
        self.name = name
        self.localName = localName
        self.attributes = attributes
        self.location = location
        self.contentLocation = contentLocation
    }

    /// Takes all children at once: the parser gathers them while the element is open.
    func adopt(_ gathered: [XMLChildNode]) {
        children = gathered
    }

    func append(_ child: XMLChildNode) {
        // A lone child (a leaf's text) keeps the smallest buffer; a second one means markup with indentation
        // around it, so grow straight to room for several instead of doubling from one.
        if children.count == 1 { children.reserveCapacity(8) }
        children.append(child)
    }

    func attribute(_ attributeName: String) -> XMLAttributeNode? {
        attributes.first { $0.name == attributeName }
    }

    /// The child elements, in document order.
    var elements: [XMLElementNode] {
        children.compactMap { child in
            if case .element(let element) = child { return element }
            return nil
        }
    }

    /// The child elements with the given local name.
    func elements(named localName: String) -> [XMLElementNode] {
        elements.filter { $0.localName == localName }
    }

    func firstElement(named localName: String) -> XMLElementNode? {
        for child in children {
            if case .element(let element) = child, element.localName == localName { return element }
        }
        return nil
    }

    /// The element's text: all text below it joined, where the first text starts, and whether it stands in
    /// the file one for one (a single text run with no entities, CDATA or markup inside).
    var textContent: XMLTextNode {
        if children.isEmpty {
            return XMLTextNode(value: "", location: contentLocation, isVerbatim: true)
        }
        if children.count == 1, case .text(let text) = children[0] {
            return text
        }
        var value = ""
        var first: SourceLocation?
        collectText(into: &value, firstLocation: &first)
        return XMLTextNode(value: value, location: first ?? contentLocation, isVerbatim: false)
    }

    /// True when the element holds child elements (not only text).
    var hasElementChildren: Bool {
        children.contains { if case .element = $0 { return true } else { return false } }
    }

    private func collectText(into value: inout String, firstLocation: inout SourceLocation?) {
        for child in children {
            switch child {
            case .text(let text):
                if firstLocation == nil { firstLocation = text.location }
                value += text.value
            case .element(let element):
                element.collectText(into: &value, firstLocation: &firstLocation)
            }
        }
    }
}

/// A child of an element: another element or a run of text.
enum XMLChildNode {
    case element(XMLElementNode)
    case text(XMLTextNode)
}

/// A run of character data (text, entities and CDATA merged) between two tags.
struct XMLTextNode {
    var value: String
    /// Where the run's first character stands in the file.
    var location: SourceLocation
    /// True when the value's scalars stand in the file one for one from `location` on.
    var isVerbatim: Bool

    /// True when the run holds only XML white space (indentation between elements).
    var isWhitespace: Bool {
        value.utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }
}

/// An attribute with its decoded, normalized value.
struct XMLAttributeNode {
    var name: String
    var value: String
    /// The offset where the value starts: the first byte after the opening quote.
    var valueStart: Int
    /// Where the value starts as a position; only `XMLTreeBuilder` works it out (nil as the parser reads it).
    var valueLocation: SourceLocation?
    var isVerbatim: Bool
}
