@testable import Catalogs
import XCTest

/// `XMLNames` answers known names with constants: every answer must be what decoding the bytes gives.
final class XMLNamesTests: XCTestCase {
    func testNamesAreWhatDecodingTheBytesGives() {
        let names = [
            "id", "key", "note", "file", "body", "dict", "tool", "state", "xliff", "group", "plist", "array", "source",
            "target", "string", "header", "version", "original", "datatype", "translate", "xml:space", "trans-unit",
            "source-language", "target-language", "i", "ids", "notes", "Note", "xliff:file", "targets", "trans-units",
            "source-languages", "caf\u{E9}", "\u{6F22}\u{5B57}", "x", "tool-id", "xmlns:xliff", "xml:spacE", "",
        ]
        for name in names {
            let bytes = Array(("<" + name + ">").utf8)
            let decoded = XMLNames.name(bytes, 1, bytes.count - 1)
            XCTAssertEqual(decoded, name)
            XCTAssertTrue(decoded.utf8.elementsEqual(name.utf8), name)
        }
    }
}
