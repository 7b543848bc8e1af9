import Foundation

/// Reads the objects of an Interface Builder document while `XMLParseState` parses it, without building a tree.
///
/// Every element with an `id` is an object. Its localizable attributes (`InterfaceBuilderProperties.attributes`)
/// are its texts, named as Xcode names them in object-ID keys; so are the texts of a few children without an id,
/// named after their key: `<string key="title">…</string>` (`title`, for text too long for an attribute),
/// `<tableHeaderCell key="headerCell" title=…>` (`headerCell.title`), UIKit's `<state key="normal" title=…>`
/// (`normalTitle`) and `<accessibility label=…>` (`accessibilityLabel`), and the `<segment>`s of a segmented
/// control (`segmentTitles[0]` in UIKit, `ibShadowedLabels[0]` in AppKit). Objects without any text are left out.
///
/// A root other than `<document>` (or the legacy `<archive>`, whose objects copylint does not read) is kept as
/// `firstError`, reported once the document has parsed, so a malformed file still reports its syntax error first.
struct InterfaceBuilderDocumentHandler: XMLContentHandler {
    /// What an open element is to the reader.
    private enum Frame {
        case root
        /// An element with an id: the object at `objects[index]`.
        case object(Int)
        /// A keyed element without an id, inside the object at `owner`; `path` is its key path there.
        case keyed(owner: Int, path: String)
        /// The `<segments>` of the object at `owner`, counting the `<segment>`s read so far.
        case segments(owner: Int, count: Int)
        /// `<string key="…">`, whose content is the text `property` of the object at `owner`.
        case text(owner: Int, property: String, isBase64: Bool)
        /// An element whose attributes and content say nothing copylint reads.
        case other
    }

    private let path: String
    private(set) var platform: String?
    private(set) var firstError: TextParseFailure?
    /// Every object met, in document order, with or without texts (see `document`).
    private var objects: [InterfaceBuilderObject] = []
    private var frames: [Frame] = []
    private var text = XLIFFTextGatherer()

    init(path: String) {
        self.path = path
    }

    /// The document read: its platform and the objects that have texts.
    var document: InterfaceBuilderDocument {
        InterfaceBuilderDocument(path: path, platform: platform, objects: objects.filter { !$0.texts.isEmpty })
    }

    var wantsText: Bool {
        if case .text? = frames.last { return true }
        return false
    }

    mutating func text(_ node: XMLTextNode) {
        text.add(node, isChild: true)
    }

    mutating func startElement(
        _ tag: XMLStartTag, attributes: [XMLAttributeNode], depth: Int, isEmpty: Bool,
        cursor: inout ScalarPositionCursor
    ) throws(TextParseFailure) {
        let frame = self.frame(of: tag, attributes: attributes, cursor: &cursor)
        if isEmpty {
            finish(frame)
        } else {
            frames.append(frame)
        }
    }

    mutating func endElement(cursor: inout ScalarPositionCursor) {
        finish(frames.removeLast())
    }

    /// What the element `tag` is, given the frame it opens in, with its texts recorded. Positions are asked for in
    /// file order: the tag's line, then its attribute values.
    private mutating func frame(
        of tag: XMLStartTag, attributes: [XMLAttributeNode], cursor: inout ScalarPositionCursor
    ) -> Frame {
        guard let parent = frames.last else {
            startRoot(tag, attributes: attributes, cursor: &cursor)
            return .root
        }
        if let id = attributes.value(named: "id") {
            let index = objects.count
            objects.append(InterfaceBuilderObject(
                id: id, element: tag.localName, type: attributes.value(named: "type"),
                customClass: attributes.value(named: "customClass"),
                isEditable: attributes.value(named: "editable") == "YES", line: cursor.line(at: tag.tagStart), texts: []
            ))
            addTexts(of: attributes, to: index, cursor: &cursor) { InterfaceBuilderProperties.isAttribute($0) ? $0 : nil }
            return .object(index)
        }
        let owner: Int
        let basePath: String?
        switch parent {
        case .object(let index):
            owner = index
            basePath = nil
        case .keyed(let index, let path):
            owner = index
            basePath = path
        case .segments(let index, let count):
            guard tag.localName == "segment" else { return .other }
            frames[frames.count - 1] = .segments(owner: index, count: count + 1)
            addTexts(of: attributes, to: index, cursor: &cursor) { InterfaceBuilderProperties.segmentProperty($0, index: count) }
            return .other
        case .root, .text, .other:
            return .other
        }
        if tag.localName == "segments", basePath == nil { return .segments(owner: owner, count: 0) }
        guard let key = attributes.value(named: "key") else { return .other }
        switch tag.localName {
        case "string" where basePath == nil && InterfaceBuilderProperties.isAttribute(key):
            text.restart(contentLocation: cursor.location(at: tag.contentStart))
            return .text(owner: owner, property: key, isBase64: attributes.value(named: "base64-UTF8") == "YES")
        case "state" where basePath == nil:
            addTexts(of: attributes, to: owner, cursor: &cursor) { $0 == "title" ? key + "Title" : nil }
        case "accessibility" where basePath == nil:
            addTexts(of: attributes, to: owner, cursor: &cursor) { InterfaceBuilderProperties.accessibilityProperty($0) }
        default:
            let path = basePath.map { $0 + "." + key } ?? key
            addTexts(of: attributes, to: owner, cursor: &cursor) {
                InterfaceBuilderProperties.isAttribute($0) ? path + "." + $0 : nil
            }
            return .keyed(owner: owner, path: path)
        }
        return .other
    }

    /// Adds to `objects[index]` a text for each attribute that `property` names (nil: not a text), in order.
    private mutating func addTexts(
        of attributes: [XMLAttributeNode], to index: Int, cursor: inout ScalarPositionCursor,
        property: (String) -> String?
    ) {
        for attribute in attributes {
            guard let name = property(attribute.name) else { continue }
            add(InterfaceBuilderText(
                property: name, value: attribute.value, location: cursor.location(at: attribute.valueStart),
                isVerbatim: attribute.isVerbatim
            ), to: index)
        }
    }

    /// Adds `text` to the object at `index`, unless the object has that property already (the first one counts).
    private mutating func add(_ text: InterfaceBuilderText, to index: Int) {
        guard !objects[index].texts.contains(where: { $0.property == text.property }) else { return }
        objects[index].texts.append(text)
    }

    /// Does what the end of an element with `frame` means.
    private mutating func finish(_ frame: Frame) {
        guard case .text(let owner, let property, let isBase64) = frame else { return }
        var content = text.takeContent()
        if isBase64 {
            guard let data = Data(base64Encoded: content.value, options: .ignoreUnknownCharacters),
                  let decoded = String(data: data, encoding: .utf8) else { return }
            content = XMLTextNode(value: decoded, location: content.location, isVerbatim: false)
        }
        add(InterfaceBuilderText(property: property, value: content.value, location: content.location, isVerbatim: content.isVerbatim), to: owner)
    }

    /// Checks the root and reads the platform from it; what is wrong with it is the document's first error.
    private mutating func startRoot(
        _ tag: XMLStartTag, attributes: [XMLAttributeNode], cursor: inout ScalarPositionCursor
    ) {
        switch tag.localName {
        case "document", "archive":
            platform = InterfaceBuilderProperties.platform(
                type: attributes.value(named: "type"), targetRuntime: attributes.value(named: "targetRuntime")
            )
        default:
            firstError = TextParseFailure(
                line: cursor.line(at: tag.tagStart),
                "not an Interface Builder document: expected <document>, found <\(tag.name)>"
            )
        }
    }
}
