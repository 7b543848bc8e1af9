import Foundation
import XCTest
@testable import Catalogs

final class XMLTreeParserTests: XCTestCase {
    private func parse(_ text: String) throws -> XMLElementNode {
        try XMLTreeParser.parse(utf8: Array(text.utf8))
    }

    private func failure(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> TextParseFailure? {
        do {
            _ = try XMLTreeParser.parse(utf8: Array(text.utf8))
            XCTFail("expected a parse error", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    func testElementsAttributesAndTextWithPositions() throws {
        let root = try parse("""
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- leading comment -->
        <root a="1" b='two "quoted"'>
          <item id="x">Grüße, 世界</item>
          <empty/>
        </root>
        """)
        XCTAssertEqual(root.name, "root")
        XCTAssertEqual(root.location, SourceLocation(line: 3, column: 1))
        XCTAssertEqual(root.attribute("a")?.value, "1")
        XCTAssertEqual(root.attribute("b")?.value, "two \"quoted\"")
        XCTAssertEqual(root.attribute("b")?.valueLocation, SourceLocation(line: 3, column: 16))
        XCTAssertEqual(root.elements.map(\.name), ["item", "empty"])
        let item = root.elements[0]
        XCTAssertEqual(item.attribute("id")?.valueLocation, SourceLocation(line: 4, column: 13))
        let text = item.textContent
        XCTAssertEqual(text.value, "Grüße, 世界")
        XCTAssertEqual(text.location, SourceLocation(line: 4, column: 16))
        XCTAssertTrue(text.isVerbatim)
        let empty = root.elements[1].textContent
        XCTAssertEqual(empty.value, "")
        XCTAssertEqual(empty.location, SourceLocation(line: 5, column: 11))
    }

    func testEntitiesCharacterReferencesAndCDATA() throws {
        let root = try parse("<r><a>&lt;b&gt; &amp; &apos;c&quot; &#233;&#xE9;&#x1F600;</a><b><![CDATA[<kept> & raw]]></b><c>x<![CDATA[y]]>z</c></r>")
        let a = root.elements[0].textContent
        XCTAssertEqual(a.value, "<b> & 'c\" éé😀")
        XCTAssertFalse(a.isVerbatim)
        XCTAssertEqual(a.location, SourceLocation(line: 1, column: 7))
        let b = root.elements[1].textContent
        XCTAssertEqual(b.value, "<kept> & raw")
        XCTAssertTrue(b.isVerbatim)
        XCTAssertEqual(b.location, SourceLocation(line: 1, column: 74))
        let c = root.elements[2].textContent
        XCTAssertEqual(c.value, "xyz")
        XCTAssertFalse(c.isVerbatim)
    }

    func testCommentsAndProcessingInstructionsInsideTextBreakVerbatim() throws {
        let root = try parse("<r><a><!-- before -->kept</a><b>one<!-- x -->two<?pi data?>three</b></r>")
        let a = root.elements[0].textContent
        XCTAssertEqual(a.value, "kept")
        XCTAssertTrue(a.isVerbatim)
        XCTAssertEqual(a.location.column, 22)
        let b = root.elements[1].textContent
        XCTAssertEqual(b.value, "onetwothree")
        XCTAssertFalse(b.isVerbatim)
    }

    func testLineBreaksAreNormalized() throws {
        let root = try parse("<r t=\"a\r\nb\tc\nd&#10;e\">one\r\ntwo\rthree\nfour</r>")
        XCTAssertEqual(root.attribute("t")?.value, "a b c d\ne")
        let text = root.textContent
        XCTAssertEqual(text.value, "one\ntwo\nthree\nfour")
        XCTAssertFalse(text.isVerbatim)
    }

    func testPlistDoctypeWithoutEntitiesIsSkipped() throws {
        let root = try parse("""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict/></plist>
        """)
        XCTAssertEqual(root.name, "plist")
        XCTAssertEqual(root.elements.first?.name, "dict")
    }

    func testDoctypeDeclaringEntitiesIsRejectedWithoutExpansion() {
        var bomb = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            bomb += " <!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        bomb += "]>\n<lolz>&lol9;</lolz>\n"
        let start = Date()
        let problem = failure(bomb)
        XCTAssertLessThan(Date().timeIntervalSince(start), 1)
        XCTAssertEqual(problem?.message, "DOCTYPE declares entities; copylint does not expand entities")
        XCTAssertEqual(problem?.line, 3)
    }

    func testExternalEntityReferenceIsAnUndefinedEntity() {
        let problem = failure("<!DOCTYPE r SYSTEM \"file:///etc/passwd\">\n<r>\n&xxe;</r>")
        XCTAssertEqual(problem?.line, 3)
        XCTAssertEqual(problem?.message, "undefined entity '&xxe;' (copylint expands only the five predefined XML entities)")
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let depth = 100_000
        let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        let problem = failure(text)
        XCTAssertEqual(problem?.message, "elements are nested more than \(ReadLimits.maximumNestingDepth) levels deep")
        XCTAssertEqual(problem?.line, 1)
    }

    func testNestingUpToTheLimitIsAccepted() throws {
        let depth = ReadLimits.maximumNestingDepth
        let root = try parse(String(repeating: "<a>", count: depth) + "deep" + String(repeating: "</a>", count: depth))
        var element = root
        var levels = 1
        while let child = element.elements.first {
            element = child
            levels += 1
        }
        XCTAssertEqual(levels, depth)
        XCTAssertEqual(element.textContent.value, "deep")
    }

    /// End tags are matched on bytes first; the result must be what comparing the names as `String`s gives.
    func testEndTagMatchingAgreesWithStringComparison() throws {
        let root = try parse("<x:root a=\"1\"><x:item>t</x:item><caf\u{E9}>v</cafe\u{301}></x:root>")
        XCTAssertEqual(root.name, "x:root")
        XCTAssertEqual(root.localName, "root")
        XCTAssertEqual(root.elements.map(\.localName), ["item", "caf\u{E9}"])
        XCTAssertEqual(root.elements.map(\.name), ["x:item", "caf\u{E9}"])
        XCTAssertEqual(failure("<r><ab></abc></r>")?.message, "mismatched end tag </abc>; expected </ab>")
        XCTAssertEqual(failure("<r><caf\u{E9}></cafe></r>")?.message, "mismatched end tag </cafe>; expected </caf\u{E9}>")
        XCTAssertEqual(failure("<r></r x>")?.message, "unterminated end tag </r")
    }

    func testMalformedDocumentsNameTheLine() {
        XCTAssertEqual(failure("<r>\n<a>\n</b>\n</r>").map { [$0.line ?? 0] }, [3])
        XCTAssertEqual(failure("<r>\n<a>\n</b>\n</r>")?.message, "mismatched end tag </b>; expected </a>")
        XCTAssertEqual(failure("<r>\n<a>unclosed").map(\.message), "unexpected end of file inside <a>")
        XCTAssertEqual(failure("<r a=\"1\" a=\"2\"/>").map(\.message), "attribute 'a' appears twice in <r>")
        XCTAssertEqual(failure("<r>\n\n &#0;</r>").map(\.line), 3)
        XCTAssertEqual(failure("<r>fish & chips</r>").map(\.line), 1)
        XCTAssertEqual(failure("<r/><s/>").map(\.message), "content after the root element")
        XCTAssertEqual(failure("text<r/>").map(\.message), "text before the root element")
        XCTAssertEqual(failure("<r>\n<!-- open").map(\.line), 2)
        XCTAssertEqual(failure("<r>\n<![CDATA[ open").map(\.line), 2)
        XCTAssertEqual(failure("").map(\.message), "the document has no root element")
    }

    func testUTF16DocumentsParseWithTheSamePositions() throws {
        let text = "<r>\n  <a>Ελληνικά</a>\n</r>\n"
        var littleEndian = Data([0xFF, 0xFE])
        var bigEndian = Data([0xFE, 0xFF])
        for unit in text.utf16 {
            littleEndian.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)])
            bigEndian.append(contentsOf: [UInt8(unit >> 8), UInt8(unit & 0xFF)])
        }
        for data in [littleEndian, bigEndian, Data(text.utf8)] {
            let a = try XMLTreeParser.parse(data).elements[0].textContent
            XCTAssertEqual(a.value, "Ελληνικά")
            XCTAssertEqual(a.location, SourceLocation(line: 2, column: 6))
        }
    }
}
