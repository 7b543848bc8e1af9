import Foundation
import Reports
import XCTest

/// Inputs found by `scripts/fuzz` (FuzzHTMLEscaping), kept as tests.
final class FuzzRegressionTests: XCTestCase {
    /// Found after 20,636 runs: `>` signs each followed by a Myanmar combining mark (U+103A, U+1037, …) and
    /// bytes that are not UTF-8. Escaping works scalar by scalar, so every `>` becomes `&gt;` even when a mark
    /// joins it into one character with the next; the fuzz target's own check had compared characters and took
    /// `&gt;` + U+103A for a bare `&`. The text must come back exactly from the escaped form, scalar for scalar.
    func testEscapingKeepsEveryMarkupScalarEscapedBeforeCombiningMarks() {
        let bytes: [UInt8] = [
            0xD0, 0x9F, 0xD0, 0xBE, 0x52, 0x3E, 0x3E, 0xD1, 0x80, 0x3E, 0x3E, 0x3E, 0x3E, 0x3E, 0x3E, 0x3E, 0x3E,
            0x3E, 0x3E, 0x3E, 0x3E, 0x3E, 0x3E, 0x3E, 0xE1, 0x80, 0xBA, 0xE1, 0xBD, 0xE1, 0x80, 0xB2, 0xE1, 0x80,
            0xB7, 0xE1, 0x80, 0x85, 0xE1, 0x80, 0x8A, 0x80, 0x8A, 0xBA, 0xE1, 0x80,
        ]
        let text = String(decoding: bytes, as: UTF8.self)
        let escaped = HTMLText.escape(text)
        XCTAssertFalse(escaped.unicodeScalars.contains { $0 == "<" || $0 == ">" || $0 == "\"" || $0 == "'" })
        let escapedScalars = Array(escaped.unicodeScalars)
        let entity = Array("&gt;".unicodeScalars)
        let entities = (0...(escapedScalars.count - entity.count)).filter { Array(escapedScalars[$0..<$0 + entity.count]) == entity }
        XCTAssertEqual(entities.count, text.unicodeScalars.filter { $0 == ">" }.count)
        var unescaped = escaped
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
            unescaped = unescaped.replacingOccurrences(of: entity, with: character, options: .literal)
        }
        XCTAssertTrue(unescaped.unicodeScalars.elementsEqual(text.unicodeScalars))
        XCTAssertTrue(escaped.hasPrefix("По" + "R&gt;&gt;"))
    }
}
