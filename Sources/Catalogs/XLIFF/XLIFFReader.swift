import Foundation

/// Reads an XLIFF 1.2 document (Xcode's localization export, the `Localized Contents/<locale>.xliff` of an
/// `.xcloc`) into entries: one per `<source>` (the source language) and one per `<target>`.
///
/// Each `<file>` element is its own table (`request.table + "#" + original`), since one export carries every
/// catalog, `.strings` table and storyboard of a project. Units without `<target>` are recorded in
/// `TableInfo.missing`; `translate="no"` units are not, since they are not meant to be translated. Values are
/// kept exactly as written (white space included), and notes, Interface Builder notes among them, become the
/// comment verbatim.
public enum XLIFFReader {
    public static func read(_ data: Data, request: ReadRequest) throws(ReadError) -> StringFile {
        var entries: [Entry] = []
        var tables: [TableInfo] = []
        do {
            let root = try XMLTreeParser.parse(data)
            guard root.localName == "xliff" else {
                throw TextParseFailure(line: root.location.line, "expected an <xliff> document, found <\(root.name)>")
            }
            if let version = root.attribute("version")?.value, !version.hasPrefix("1.") {
                throw TextParseFailure(line: root.location.line, "XLIFF version \(version) is not supported (copylint reads XLIFF 1.2)")
            }
            for (index, file) in root.elements(named: "file").enumerated() {
                tables.append(try readFile(file, number: index + 1, request: request, into: &entries))
            }
        } catch {
            throw ReadError.wrapping(error, file: request.displayPath)
        }
        return StringFile(path: request.displayPath, format: .xliff, entries: entries, tables: tables)
    }

    private static func readFile(
        _ file: XMLElementNode, number: Int, request: ReadRequest, into entries: inout [Entry]
    ) throws(TextParseFailure) -> TableInfo {
        let original = file.attribute("original")?.value ?? "file \(number)"
        let sourceLanguage = file.attribute("source-language")?.value ?? request.sourceLanguage
        let targetLanguage = file.attribute("target-language")?.value
        var table = TableInfo(id: request.table + "#" + original, sourceLanguage: sourceLanguage, locales: [sourceLanguage])
        if let targetLanguage { table.locales.insert(targetLanguage) }

        var units: [XMLElementNode] = []
        collectUnits(in: file, into: &units)
        for unit in units {
            guard let id = unit.attribute("id")?.value else {
                throw TextParseFailure(line: unit.location.line, "<trans-unit> has no id")
            }
            guard let source = unit.firstElement(named: "source") else {
                throw TextParseFailure(line: unit.location.line, "<trans-unit id=\"\(id)\"> has no <source>")
            }
            let (key, variation) = XLIFFUnitID.split(id)
            let comment = notes(of: unit)
            let shouldTranslate = unit.attribute("translate")?.value != "no"
            let sourceText = source.textContent
            entries.append(Entry(
                file: request.displayPath, table: table.id, key: key, locale: sourceLanguage, variation: variation,
                value: sourceText.value, comment: comment, shouldTranslate: shouldTranslate,
                location: sourceText.location, isVerbatim: sourceText.isVerbatim, isSource: true
            ))
            if let target = unit.firstElement(named: "target") {
                guard let targetLanguage else {
                    throw TextParseFailure(line: target.location.line, "<target> in a <file> without target-language")
                }
                let targetText = target.textContent
                entries.append(Entry(
                    file: request.displayPath, table: table.id, key: key, locale: targetLanguage, variation: variation,
                    value: targetText.value, state: target.attribute("state")?.value, comment: comment,
                    shouldTranslate: shouldTranslate, location: targetText.location, isVerbatim: targetText.isVerbatim,
                    isSource: false
                ))
            } else if let targetLanguage, shouldTranslate {
                table.missing.append(MissingValue(
                    key: key, locale: targetLanguage, variation: variation, source: sourceText.value,
                    location: sourceText.location, comment: comment, file: request.displayPath
                ))
            }
        }
        return table
    }

    /// The `trans-unit`s of a `<file>`, through its `<body>` and any `<group>`s, in document order.
    private static func collectUnits(in element: XMLElementNode, into units: inout [XMLElementNode]) {
        for case .element(let child) in element.children {
            switch child.localName {
            case "trans-unit": units.append(child)
            case "body", "group": collectUnits(in: child, into: &units)
            default: continue
            }
        }
    }

    /// The unit's non-empty notes joined by a line break, exactly as written; nil when there are none.
    private static func notes(of unit: XMLElementNode) -> String? {
        // A direct walk over the children: most units have one note, which is returned without joining.
        var joined: String?
        for case .element(let child) in unit.children where child.localName == "note" {
            let text = child.textContent.value
            guard !text.isEmpty else { continue }
            if joined == nil {
                joined = text
            } else {
                joined! += "\n" + text
            }
        }
        return joined
    }
}
