import CopylintBase

/// Reads the entries of an XLIFF 1.2 document while `XMLParseState` parses it, without building a tree.
///
/// It follows the structure `XLIFFReader` documents: the root `<xliff>`, its `<file>` children (each a table),
/// the `<trans-unit>`s below a file through any `<body>` and `<group>`, and in each unit its first `<source>`,
/// its first `<target>` and its `<note>`s. Only the text inside those becomes `String`s. A unit's entries are
/// made at its end tag, so entries and tables come out in document order.
///
/// What is wrong with a well-formed document (no `<xliff>` root, a unit without id or `<source>`, …) is kept as
/// `firstError` and not thrown: the parser goes on, so that a malformed document still reports its syntax error
/// first, and the reader throws `firstError` only once the whole document has parsed.
struct XLIFFDocumentHandler: XMLContentHandler {
    /// What an open element is to the reader.
    private enum Role {
        case root, file, container, unit, source, target, note
        /// An element inside a source, target or note, whose text belongs to it.
        case inText
        /// An element the reader does not look into.
        case ignored
    }

    /// The unit being read (or read last: it is replaced at the next unit's start tag, not emptied).
    private struct OpenUnit {
        var id: String?
        var translate: String?
        var tagStart = 0
        var source: XMLTextNode?
        var hasSource = false
        var target: XMLTextNode?
        var targetState: String?
        var targetTagStart = 0
        var hasTarget = false
        var comment: String?

        /// Starts the unit of a `<trans-unit>` in place: the unit before had most of its strings moved out into
        /// its entries, so only what is left is released (assigning a new unit would release every field).
        mutating func restart(id: String?, translate: String?, tagStart: Int) {
            self.id = id
            self.translate = translate
            self.tagStart = tagStart
            if source != nil { source = nil }
            hasSource = false
            if target != nil { target = nil }
            if targetState != nil { targetState = nil }
            targetTagStart = 0
            hasTarget = false
            if comment != nil { comment = nil }
        }
    }

    /// The file being read (or read last, as `OpenUnit`).
    private struct OpenFile {
        var table = TableInfo(id: "", sourceLanguage: "", locales: [])
        var sourceLanguage = ""
        var targetLanguage: String?
    }

    private let request: ReadRequest
    private(set) var entries: [Entry] = []
    private(set) var tables: [TableInfo] = []
    private(set) var firstError: TextParseFailure?
    private var roles: [Role] = []
    private var fileCount = 0
    // Units and files do not nest (the roles see to it), so one of each is enough; they are not optional so that
    // setting a field never copies the whole value.
    private var file = OpenFile()
    private var unit = OpenUnit()
    private var text = XLIFFTextGatherer()

    init(request: ReadRequest) {
        self.request = request
    }

    var wantsText: Bool {
        switch roles.last {
        case .source?, .target?, .note?, .inText?: return true
        default: return false
        }
    }

    mutating func text(_ node: XMLTextNode) {
        text.add(node, isChild: roles.last != .inText)
    }

    mutating func startElement(
        _ tag: XMLStartTag, attributes: [XMLAttributeNode], depth: Int, isEmpty: Bool,
        cursor: inout ScalarPositionCursor
    ) throws(TextParseFailure) {
        let role = self.role(of: tag, attributes: attributes, under: roles.last, cursor: &cursor)
        if isEmpty {
            finish(role, cursor: &cursor)
        } else {
            roles.append(role)
        }
    }

    mutating func endElement(cursor: inout ScalarPositionCursor) {
        finish(roles.removeLast(), cursor: &cursor)
    }

    /// What the element `tag` is, given its parent's role, and what starts with it.
    private mutating func role(
        of tag: XMLStartTag, attributes: [XMLAttributeNode], under parent: Role?, cursor: inout ScalarPositionCursor
    ) -> Role {
        guard let parent else {
            startRoot(tag, attributes: attributes, cursor: &cursor)
            return .root
        }
        switch parent {
        case .root:
            guard tag.localName == "file" else { return .ignored }
            startFile(attributes)
            return .file
        case .file, .container:
            switch tag.localName {
            case "trans-unit":
                unit.restart(
                    id: attributes.value(named: "id"), translate: attributes.value(named: "translate"),
                    tagStart: tag.tagStart
                )
                return .unit
            case "body", "group":
                return .container
            default:
                return .ignored
            }
        case .unit:
            switch tag.localName {
            case "source" where !unit.hasSource:
                unit.hasSource = true
                text.restart(contentLocation: cursor.location(at: tag.contentStart))
                return .source
            case "target" where !unit.hasTarget:
                unit.hasTarget = true
                unit.targetState = attributes.value(named: "state")
                unit.targetTagStart = tag.tagStart
                text.restart(contentLocation: cursor.location(at: tag.contentStart))
                return .target
            case "note":
                text.restart()
                return .note
            default:
                return .ignored
            }
        case .source, .target, .note:
            text.addElement()
            return .inText
        case .inText:
            return .inText
        case .ignored:
            return .ignored
        }
    }

    /// Checks the root; what is wrong with it is the document's first error.
    private mutating func startRoot(
        _ tag: XMLStartTag, attributes: [XMLAttributeNode], cursor: inout ScalarPositionCursor
    ) {
        guard tag.localName == "xliff" else {
            record(cursor.line(at: tag.tagStart), "expected an <xliff> document, found <\(tag.name)>")
            return
        }
        if let version = attributes.value(named: "version"), !version.hasPrefix("1.") {
            record(cursor.line(at: tag.tagStart), "XLIFF version \(version) is not supported (copylint reads XLIFF 1.2)")
        }
    }

    private mutating func startFile(_ attributes: [XMLAttributeNode]) {
        fileCount += 1
        let original = attributes.value(named: "original") ?? "file \(fileCount)"
        let sourceLanguage = attributes.value(named: "source-language") ?? request.sourceLanguage
        let targetLanguage = attributes.value(named: "target-language")
        var table = TableInfo(id: request.table + "#" + original, sourceLanguage: sourceLanguage, locales: [sourceLanguage])
        if let targetLanguage { table.locales.insert(targetLanguage) }
        file = OpenFile(table: table, sourceLanguage: sourceLanguage, targetLanguage: targetLanguage)
    }

    /// Does what the end of an element with `role` means.
    private mutating func finish(_ role: Role, cursor: inout ScalarPositionCursor) {
        switch role {
        case .file:
            tables.append(file.table)
        case .unit:
            finishUnit(cursor: &cursor)
        case .source:
            unit.source = text.takeContent()
        case .target:
            unit.target = text.takeContent()
        case .note:
            let note = text.takeJoinedValue()
            guard !note.isEmpty else { return }
            if unit.comment == nil {
                unit.comment = note
            } else {
                unit.comment! += "\n" + note
            }
        case .root, .container, .inText, .ignored:
            break
        }
    }

    /// Makes the entries of the unit just read (or records what is wrong with it).
    private mutating func finishUnit(cursor: inout ScalarPositionCursor) {
        guard firstError == nil else { return }
        // The unit's strings are moved out (the next unit's start tag replaces it anyway), not copied.
        guard let id = unit.id.take() else {
            record(cursor.line(at: unit.tagStart), "<trans-unit> has no id")
            return
        }
        guard let sourceText = unit.source.take() else {
            record(cursor.line(at: unit.tagStart), "<trans-unit id=\"\(id)\"> has no <source>")
            return
        }
        let (key, variation) = XLIFFUnitID.split(id)
        let shouldTranslate = unit.translate != "no"
        let comment = unit.comment.take()
        // The source and target entries share their file, table, key and comment.
        let shared = Entry.keyFields(
            file: request.displayPath, table: file.table.id, key: key, comment: comment,
            shouldTranslate: shouldTranslate
        )
        entries.append(Entry(
            shared: shared, locale: file.sourceLanguage, variation: variation, value: sourceText.value,
            location: sourceText.location, isVerbatim: sourceText.isVerbatim, isSource: true
        ))
        if let targetText = unit.target.take() {
            guard let targetLanguage = file.targetLanguage else {
                record(cursor.line(at: unit.targetTagStart), "<target> in a <file> without target-language")
                return
            }
            entries.append(Entry(
                shared: shared, locale: targetLanguage, variation: variation, value: targetText.value,
                state: unit.targetState.take(), location: targetText.location, isVerbatim: targetText.isVerbatim,
                isSource: false
            ))
        } else if let targetLanguage = file.targetLanguage, shouldTranslate {
            file.table.missing.append(MissingValue(
                key: key, locale: targetLanguage, variation: variation, source: sourceText.value,
                location: sourceText.location, comment: comment, file: request.displayPath
            ))
        }
    }

    private mutating func record(_ line: Int, _ message: String) {
        if firstError == nil { firstError = TextParseFailure(line: line, message) }
    }
}

/// The text of one `<source>`, `<target>` or `<note>` as `XMLElementNode.textContent` would give it: its own
/// text runs and those of the elements inside it, in document order.
struct XLIFFTextGatherer {
    /// Where the element's content starts (for an element without text).
    private var contentLocation = SourceLocation(line: 1, column: 1)
    /// The element's children so far: its text runs and its child elements.
    private var childCount = 0
    private var hasElementChild = false
    private var first: XMLTextNode?
    /// All text joined, once there is more than one run.
    private var joined: String?

    init() {}

    /// Starts gathering the text of another element in place (see `OpenUnit.restart`).
    mutating func restart(contentLocation: SourceLocation = SourceLocation(line: 1, column: 1)) {
        self.contentLocation = contentLocation
        childCount = 0
        hasElementChild = false
        if first != nil { first = nil }
        if joined != nil { joined = nil }
    }

    /// A text run of the element (`isChild`) or of an element inside it.
    mutating func add(_ node: XMLTextNode, isChild: Bool) {
        if isChild { childCount += 1 }
        guard let first else {
            self.first = node
            return
        }
        if joined == nil { joined = first.value }
        joined! += node.value
    }

    /// A child element of the element.
    mutating func addElement() {
        childCount += 1
        hasElementChild = true
    }

    /// All the text, joined.
    var joinedValue: String { joined ?? first?.value ?? "" }

    /// `joinedValue`, moved out rather than copied (the gatherer is restarted before its next use).
    mutating func takeJoinedValue() -> String { joined.take() ?? first.take()?.value ?? "" }

    /// `content`, with a lone text run moved out rather than copied (the gatherer is replaced before its next
    /// use).
    mutating func takeContent() -> XMLTextNode {
        if childCount == 1, !hasElementChild, let first = first.take() { return first }
        return content
    }

    /// The text with its position: a lone text run as it is, nothing as empty verbatim text at the content's
    /// start, anything else joined and not verbatim.
    var content: XMLTextNode {
        if childCount == 0 { return XMLTextNode(value: "", location: contentLocation, isVerbatim: true) }
        if childCount == 1, !hasElementChild, let first { return first }
        return XMLTextNode(value: joinedValue, location: first?.location ?? contentLocation, isVerbatim: false)
    }
}
