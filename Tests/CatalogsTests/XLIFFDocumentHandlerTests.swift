import CopylintTestSupport
import Foundation
import XCTest
@testable import Catalogs

/// `XLIFFReader` reads entries while the document is parsed (`XLIFFDocumentHandler`); these tests compare it with
/// the reading it replaced, which walked the whole `XMLElementNode` tree (`TreeXLIFFReference` below).
final class XLIFFDocumentHandlerTests: XCTestCase {
    private let request = OtherFormatsFixtures.request("t.xliff", format: .xliff, locale: nil)

    /// Mixed content, CDATA, entities, comments, empty and repeated sources, nested groups and units, notes
    /// with markup, elements the reader ignores.
    private let documents = [
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- exported -->
        <xliff version="1.2"><file original="a.strings" source-language="en" target-language="de">
        <header><trans-unit id="ignored"><source>in header</source></trans-unit></header>
        <body>
        <trans-unit id="plain"><source>Save</source><target state="translated">Sichern</target><note>A note</note></trans-unit>
        <trans-unit id="mixed"><source>Tap <g id="1">here</g> now</source><target>Tippe <x/>hier</target></trans-unit>
        <trans-unit id="entities"><source>A &amp; B &#x263A; &lt;</source><target><![CDATA[<b>]]> fett</target></trans-unit>
        <trans-unit id="comment"><source>one<!-- c -->two</source><target/></trans-unit>
        <trans-unit id="empty"><source/><target></target><note/><note></note><note>n<b>1</b></note><note>2</note></trans-unit>
        <trans-unit id="twice"><source>first</source><source>second</source><target>eins</target><target>zwei</target></trans-unit>
        <trans-unit id="only-element"><source><ph/></source><target><g>x</g></target></trans-unit>
        <trans-unit id="no" translate="no"><source>Brand</source></trans-unit>
        <trans-unit id="missing"><source>Missing</source></trans-unit>
        <group><group><trans-unit id="deep|==|plural.one"><source>%d file</source>
        <trans-unit id="inner"><source>inner</source></trans-unit></trans-unit></group></group>
        <other><trans-unit id="not-a-unit"><source>x</source></trans-unit></other>
        </body></file>
        <file source-language="fr"><body><trans-unit id="k"><source>
        multi
        line
        </source></trans-unit></body></file>
        <file original="empty" source-language="en" target-language="ja"/>
        <x:file xmlns:x="urn:x" original="prefixed" source-language="en" target-language="it"><x:body>
        <x:trans-unit id="p"><x:source>pre</x:source><x:target>fisso</x:target></x:trans-unit></x:body></x:file>
        </xliff>
        """,
        "<root/>",
        "<xliff version=\"2.0\"><file><body><trans-unit/></body></file></xliff>",
        "<xliff><file original=\"f\"><body>\n<trans-unit><source>x</source></trans-unit></body></file></xliff>",
        "<xliff><file original=\"f\"><body>\n<trans-unit id=\"k\"><target>x</target></trans-unit></body></file></xliff>",
        "<xliff><file original=\"f\"><body>\n<trans-unit id=\"k\"><source>x</source>\n<target>y</target></trans-unit></body></file></xliff>",
        // A unit without id, then a syntax error: the syntax error is what the file reports.
        "<xliff><file original=\"f\"><body>\n<trans-unit><source>x</source></trans-unit>\n<a></b></body></file></xliff>",
        "<xliff><file original=\"f\"><body><trans-unit id=\"k\"><source>x &bad; y</source></trans-unit></body></file></xliff>",
        "<xliff><file original=\"f\"><body><trans-unit id=\"k\"><source>x</source></trans-unit></body></file>",
    ]

    func testStreamingReadAgreesWithTheTreeWalk() {
        for document in documents {
            compare(Data(document.utf8), name: String(document.prefix(60)))
        }
    }

    /// Every XLIFF file of `Corpora.textFolders` (Quillpad's exports always, the real apps' when they are there).
    func testExportsAgreeWithTheTreeWalk() throws {
        let exports = OtherFormatsFixtures.files(in: Corpora.textFolders, withExtensions: ["xliff", "xlf"])
        XCTAssertGreaterThanOrEqual(exports.filter(OtherFormatsFixtures.isReadersFixture).count, 2)
        for url in exports {
            compare(try Data(contentsOf: url), name: url.path)
        }
    }

    private func compare(_ data: Data, name: String, file: StaticString = #filePath, line: UInt = #line) {
        let streamed = Result { () throws(ReadError) -> StringFile in try XLIFFReader.read(data, request: request) }
        let expected = Result { () throws(ReadError) -> StringFile in try TreeXLIFFReference.read(data, request: request) }
        switch (streamed, expected) {
        case (.success(let streamed), .success(let expected)):
            XCTAssertEqual(streamed.entries, expected.entries, name, file: file, line: line)
            XCTAssertEqual(streamed.tables, expected.tables, name, file: file, line: line)
        case (.failure(let streamed), .failure(let expected)):
            XCTAssertEqual("\(streamed.line ?? 0) \(streamed.message)", "\(expected.line ?? 0) \(expected.message)", name,
                           file: file, line: line)
        default:
            XCTFail("\(name): streamed \(streamed), tree \(expected)", file: file, line: line)
        }
    }
}

/// The XLIFF reading `XLIFFReader` did before it read while parsing: the whole tree first, then a walk over it.
private enum TreeXLIFFReference {
    static func read(_ data: Data, request: ReadRequest) throws(ReadError) -> StringFile {
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
            var comment: String?
            for case .element(let child) in unit.children where child.localName == "note" {
                let text = child.textContent.value
                guard !text.isEmpty else { continue }
                comment = comment.map { $0 + "\n" + text } ?? text
            }
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

    private static func collectUnits(in element: XMLElementNode, into units: inout [XMLElementNode]) {
        for case .element(let child) in element.children {
            switch child.localName {
            case "trans-unit": units.append(child)
            case "body", "group": collectUnits(in: child, into: &units)
            default: continue
            }
        }
    }
}
