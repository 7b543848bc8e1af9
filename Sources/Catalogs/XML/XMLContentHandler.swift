/// A start tag as `XMLParseState` reads it: its names and where it stands (as byte offsets; a handler turns the
/// few it reports into positions with the parser's cursor). Its attributes come beside it, in the parser's own
/// buffer, which is lent to the handler rather than copied into every tag.
struct XMLStartTag {
    /// The name as written, prefix included (`xml:space`, `xliff:file`).
    var name: String
    /// The name without its namespace prefix.
    var localName: String
    /// The offset of the tag's `<`.
    var tagStart: Int
    /// The offset of the first byte after the tag's `>` (or after `/>` when it is empty).
    var contentStart: Int
}

extension Array where Element == XMLAttributeNode {
    /// The value of the attribute named `attributeName` (prefix included), if there is one.
    func value(named attributeName: String) -> String? {
        for index in indices where self[index].name == attributeName { return self[index].value }
        return nil
    }
}

/// Receives the content of an XML document as `XMLParseState` reads it, in document order.
///
/// The parser checks that the document is well-formed; a handler only sees well-formed pieces and builds what
/// its reader needs: a whole tree (`XMLTreeBuilder`, for property lists) or only the values of a format it
/// knows (`XLIFFDocumentHandler`), which saves making a node for every element and every run of indentation.
protocol XMLContentHandler {
    /// A start tag with its attributes (in a buffer the parser reuses for the next tag: a handler that keeps
    /// them copies them), with `depth` elements open around it (0 for the root). An empty element (`<a/>`) gets
    /// no `endElement` call: `isEmpty` says so.
    mutating func startElement(
        _ tag: XMLStartTag, attributes: [XMLAttributeNode], depth: Int, isEmpty: Bool,
        cursor: inout ScalarPositionCursor
    ) throws(TextParseFailure)

    /// The end tag of the innermost open element.
    mutating func endElement(cursor: inout ScalarPositionCursor)

    /// Whether the text inside the innermost open element is wanted; text nobody wants is checked but never
    /// becomes a `String`.
    var wantsText: Bool { get }

    /// A run of character data inside the innermost open element (only when `wantsText`).
    mutating func text(_ text: XMLTextNode)
}

/// Builds the `XMLElementNode` tree of a whole document.
struct XMLTreeBuilder: XMLContentHandler {
    /// The root element, once its start tag has been read.
    private(set) var root: XMLElementNode?
    private var stack: [XMLElementNode] = []
    /// The children gathered so far by each open element (by depth): a lone child is moved out at the end tag and
    /// the buffer kept, a longer buffer is handed to its element.
    private var openChildren: [[XMLChildNode]] = []

    var wantsText: Bool { true }

    mutating func startElement(
        _ tag: XMLStartTag, attributes tagAttributes: [XMLAttributeNode], depth: Int, isEmpty: Bool,
        cursor: inout ScalarPositionCursor
    ) throws(TextParseFailure) {
        // Positions are asked for in file order: the tag, its attribute values, its content.
        let location = cursor.location(at: tag.tagStart)
        var attributes: [XMLAttributeNode] = []
        if !tagAttributes.isEmpty {
            // A copy of the parser's buffer, with the positions of the values.
            attributes = tagAttributes
            for index in attributes.indices {
                attributes[index].valueLocation = cursor.location(at: attributes[index].valueStart)
            }
        }
        let element = XMLElementNode(
            name: tag.name, localName: tag.localName, attributes: attributes, location: location,
            contentLocation: cursor.location(at: tag.contentStart)
        )
        if stack.isEmpty { root = element } else { appendChild(.element(element)) }
        guard !isEmpty else { return }
        stack.append(element)
        if openChildren.count < stack.count { openChildren.append([]) }
    }

    mutating func endElement(cursor: inout ScalarPositionCursor) {
        let depth = stack.count - 1
        let open = stack.removeLast()
        switch openChildren[depth].count {
        case 0:
            break
        case 1:
            // A leaf's lone text: moved into an array of its own, the depth's buffer kept for the next leaf.
            open.adopt([openChildren[depth].removeLast()])
        default:
            // Markup with indentation around it: the element takes the buffer as it is (no copy), and the depth
            // starts a new one with room for several children.
            open.adopt(openChildren[depth])
            openChildren[depth] = []
            openChildren[depth].reserveCapacity(8)
        }
    }

    mutating func text(_ text: XMLTextNode) {
        appendChild(.text(text))
    }

    /// Hangs `child` under the innermost open element.
    @inline(__always)
    private mutating func appendChild(_ child: consuming XMLChildNode) {
        openChildren[stack.count - 1].append(child)
    }
}
