import CopyText
import Foundation

/// Parses an XML 1.0 document into an `XMLElementNode` tree with exact positions, for property lists and
/// XLIFF.
///
/// It handles elements, attributes (both quote kinds), text, CDATA, comments, processing instructions, the five
/// predefined entities and numeric character references. It never expands entities: a DOCTYPE is skipped, and
/// one that declares entities rejects the file; an undefined entity reference is an error. Nothing external is
/// ever fetched. It keeps its own stack, so nesting deeper than `ReadLimits.maximumNestingDepth` is an error
/// rather than a stack overflow.
enum XMLTreeParser {
    /// Parses a file's bytes in any encoding `UnicodeTextDecoder` accepts; returns the root element.
    static func parse(_ data: Data) throws(TextParseFailure) -> XMLElementNode {
        try parse(utf8: UnicodeTextDecoder.utf8Bytes(of: data))
    }

    /// Parses validated UTF-8 (as `UnicodeTextDecoder` makes it); returns the root element.
    static func parse(utf8 bytes: [UInt8]) throws(TextParseFailure) -> XMLElementNode {
        var state = XMLParseState(bytes: bytes, handler: XMLTreeBuilder())
        try state.parseDocument()
        // A document parsed without error has a root.
        return state.handler.root!
    }
}

/// The moving parts of one parse, which hands what it reads to `handler`. Byte offsets become positions only
/// where the handler asks for one. `bytes` must be valid UTF-8 (strings are made from them without a check).
struct XMLParseState<Handler: XMLContentHandler> {
    let bytes: [UInt8]
    var index = 0
    var cursor: ScalarPositionCursor
    var handler: Handler
    /// Where each open element's name stands in `bytes` (by depth), so end tags are compared byte for byte.
    var openNames: [Range<Int>] = []
    var run = XMLTextRun()
    /// The attributes of the start tag being read (see `parseStartTag`), lent to the handler with the tag.
    private var attributes: [XMLAttributeNode] = []

    init(bytes: [UInt8], handler: Handler) {
        self.bytes = bytes
        self.cursor = ScalarPositionCursor(bytes: bytes)
        self.handler = handler
    }

    /// The name of the open element at `depth`, for messages.
    func openName(at depth: Int) -> String {
        ValidatedUTF8.string(bytes, openNames[depth].lowerBound, openNames[depth].upperBound)
    }

    mutating func parseDocument() throws(TextParseFailure) {
        var sawDoctype = false
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw failure(at: index, "the document has no root element") }
            guard bytes[index] == UInt8(ascii: "<") else { throw failure(at: index, "text before the root element") }
            if hasPrefix("<?") {
                try skipProcessingInstruction()
            } else if hasPrefix("<!--") {
                try skipComment()
            } else if hasPrefix("<!DOCTYPE") {
                guard !sawDoctype else { throw failure(at: index, "a second DOCTYPE") }
                sawDoctype = true
                try XMLDoctype.skip(&self)
            } else if hasPrefix("<!") {
                throw failure(at: index, "unexpected markup before the root element")
            } else {
                break
            }
        }
        try parseContent()
        while true {
            skipWhitespace()
            guard index < bytes.count else { return }
            if hasPrefix("<?") {
                try skipProcessingInstruction()
            } else if hasPrefix("<!--") {
                try skipComment()
            } else {
                throw failure(at: index, "content after the root element")
            }
        }
    }

    /// Parses from the root element's start tag to its end tag.
    private mutating func parseContent() throws(TextParseFailure) {
        let count = bytes.count
        var steps: UInt32 = 0
        repeat {
            steps &+= 1
            if steps & 0xFFF == 0, Deadline.currentHasPassed() { throw failure(at: index, ReadLimits.stoppedMessage) }
            guard index < count else {
                let open = openNames.isEmpty ? "the root element" : "<" + openName(at: openNames.count - 1) + ">"
                throw failure(at: count, "unexpected end of file inside \(open)")
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") {
                // Most markup is a start tag: a second byte other than `/`, `!` or `?` says so without prefix tests.
                let second = index + 1 < count ? bytes[index + 1] : 0
                let isStartTag = second != UInt8(ascii: "/") && second != UInt8(ascii: "!") && second != UInt8(ascii: "?")
                if isStartTag {
                    flushText()
                    try openElement()
                    if openNames.isEmpty { return }
                } else if hasPrefix("</") {
                    flushText()
                    try parseEndTag()
                    if openNames.isEmpty { return }
                } else if hasPrefix("<!--") {
                    try skipComment()
                } else if hasPrefix("<![CDATA[") {
                    try readCDATA()
                } else if hasPrefix("<?") {
                    try skipProcessingInstruction()
                } else if hasPrefix("<!") {
                    throw failure(at: index, "unexpected markup declaration inside an element")
                } else {
                    flushText()
                    try openElement()
                    if openNames.isEmpty { return }
                }
            } else if byte == UInt8(ascii: "&") {
                let start = index
                let scalar = try readReference()
                run.appendDecoded(bytes, scalar, markupStart: start, markupEnd: index)
            } else if byte == 0x0D {
                let start = index
                index += 1
                if index < count, bytes[index] == 0x0A {
                    index += 1
                    run.appendDecoded(bytes, 0x0A, markupStart: start, markupEnd: index)
                } else {
                    run.appendNormalizedLineBreak(bytes, at: start)
                }
            } else {
                let start = index
                index = endOfText(from: start)
                run.appendFileBytes(bytes, start, index)
            }
        } while true
    }

    // MARK: Tags

    /// Reads a start tag at `index`, hands it to the handler and opens the element unless it is empty; the
    /// caller is done when no element is open afterwards.
    private mutating func openElement() throws(TextParseFailure) {
        let (tag, nameBytes, isEmpty) = try parseStartTag()
        try handler.startElement(tag, attributes: attributes, depth: openNames.count, isEmpty: isEmpty, cursor: &cursor)
        guard !isEmpty else { return }
        guard openNames.count < ReadLimits.maximumNestingDepth else {
            throw failure(at: index, "elements are nested more than \(ReadLimits.maximumNestingDepth) levels deep")
        }
        openNames.append(nameBytes)
    }

    private mutating func parseStartTag() throws(TextParseFailure) -> (XMLStartTag, nameBytes: Range<Int>, isEmpty: Bool) {
        let tagStart = index
        index += 1
        let nameStart = index
        let nameEnd = try readNameEnd(what: "element name")
        let name = XMLNames.name(bytes, nameStart, nameEnd)
        let localName = localName(of: name, start: nameStart, end: nameEnd)
        // The attributes go into one buffer kept from tag to tag: a handler that keeps them makes its own copy.
        // (Popped one by one: `removeAll(keepingCapacity:)` costs more for the one or two a tag has.)
        while attributes.popLast() != nil {}
        while true {
            let hadSpace = skipWhitespace()
            guard index < bytes.count else { throw failure(at: tagStart, "unterminated start tag <\(name)") }
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                index += 1
                let tag = XMLStartTag(name: name, localName: localName, tagStart: tagStart, contentStart: index)
                return (tag, nameStart..<nameEnd, false)
            }
            if byte == UInt8(ascii: "/") {
                guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") else {
                    throw failure(at: index, "expected '/>' in <\(name)>")
                }
                index += 2
                let tag = XMLStartTag(name: name, localName: localName, tagStart: tagStart, contentStart: index)
                return (tag, nameStart..<nameEnd, true)
            }
            guard hadSpace else { throw failure(at: index, "expected white space before an attribute in <\(name)>") }
            let attribute = try parseAttribute(in: name)
            if attributes.contains(where: { $0.name == attribute.name }) {
                throw failure(at: index, "attribute '\(attribute.name)' appears twice in <\(name)>")
            }
            attributes.append(attribute)
        }
    }

    /// The part of `name` (`bytes[start..<end]`) after its last colon; `name` itself when it has none.
    @inline(__always)
    private func localName(of name: String, start: Int, end: Int) -> String {
        var colon = end
        while colon > start {
            colon -= 1
            if bytes[colon] == UInt8(ascii: ":") {
                return ValidatedUTF8.string(bytes, colon + 1, end)
            }
        }
        return name
    }

    private mutating func parseAttribute(in elementName: String) throws(TextParseFailure) -> XMLAttributeNode {
        let name = try readName(what: "attribute name")
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
            throw failure(at: index, "expected '=' after attribute '\(name)' in <\(elementName)>")
        }
        index += 1
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw failure(at: index, "expected a quoted value for attribute '\(name)'")
        }
        let quote = bytes[index]
        let quoteOffset = index
        index += 1
        let valueStart = index
        // Plain text up to the closing quote, or up to what needs a closer look.
        index = bytes.withUnsafeBufferPointer { buffer in
            var end = valueStart
            while end < buffer.count {
                let byte = buffer[end]
                if byte == quote || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == 0x09 || byte == 0x0A
                    || byte == 0x0D { break }
                end += 1
            }
            return end
        }
        if index < bytes.count, bytes[index] == quote {
            let value = ValidatedUTF8.string(bytes, valueStart, index)
            index += 1
            return XMLAttributeNode(name: name, value: value, valueStart: valueStart, isVerbatim: true)
        }
        var value = Array(bytes[valueStart..<index])
        var isVerbatim = true
        while true {
            guard index < bytes.count else { throw failure(at: quoteOffset, "unterminated value of attribute '\(name)'") }
            let byte = bytes[index]
            if byte == quote { break }
            switch byte {
            case UInt8(ascii: "<"):
                throw failure(at: index, "'<' is not allowed in the value of attribute '\(name)'")
            case UInt8(ascii: "&"):
                let scalar = try readReference()
                UnicodeTextDecoder.appendUTF8(scalar, to: &value)
                isVerbatim = false
                continue
            case 0x09, 0x0A:
                value.append(0x20)
                isVerbatim = false
            case 0x0D:
                value.append(0x20)
                isVerbatim = false
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
            default:
                value.append(byte)
            }
            index += 1
        }
        index += 1
        return XMLAttributeNode(
            name: name, value: String(decoding: value, as: UTF8.self), valueStart: valueStart, isVerbatim: isVerbatim
        )
    }

    private mutating func parseEndTag() throws(TextParseFailure) {
        let tagStart = index
        index += 2
        let nameStart = index
        let nameEnd = try readNameEnd(what: "element name")
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
            let name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
            throw failure(at: tagStart, "unterminated end tag </\(name)")
        }
        index += 1
        guard let open = openNames.last, endTag(nameStart, nameEnd, matches: open) else {
            let name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
            let expected = openNames.isEmpty ? "" : "; expected </" + openName(at: openNames.count - 1) + ">"
            throw failure(at: tagStart, "mismatched end tag </\(name)>\(expected)")
        }
        handler.endElement(cursor: &cursor)
        openNames.removeLast()
    }

    /// Whether the end tag's name `bytes[start..<end]` equals the open element's name (`bytes[open]`) as
    /// `String`s compare. Equal bytes decide at once; other names become `String`s only when non-ASCII bytes
    /// could still make them equal.
    @inline(__always)
    private func endTag(_ start: Int, _ end: Int, matches open: Range<Int>) -> Bool {
        if end - start == open.count {
            var offset = 0
            while offset < open.count, bytes[start + offset] == bytes[open.lowerBound + offset] { offset += 1 }
            if offset == open.count { return true }
        }
        let name = bytes[start..<end]
        guard name.contains(where: { $0 >= 0x80 }) || bytes[open].contains(where: { $0 >= 0x80 }) else { return false }
        return String(decoding: name, as: UTF8.self) == String(decoding: bytes[open], as: UTF8.self)
    }

    private mutating func readName(what: String) throws(TextParseFailure) -> String {
        let start = index
        let end = try readNameEnd(what: what)
        return XMLNames.name(bytes, start, end)
    }

    /// Moves past the name at `index` and returns where it ends.
    private mutating func readNameEnd(what: String) throws(TextParseFailure) -> Int {
        let start = index
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "/"), UInt8(ascii: ">"), UInt8(ascii: "="), UInt8(ascii: "<"),
                 UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "&"):
                guard index > start else { throw failure(at: index, "expected an \(what)") }
                return index
            default:
                index += 1
            }
        }
        throw failure(at: start, "unexpected end of file in an \(what)")
    }
}
