import CopylintTestSupport
import Foundation
import XCTest
import Catalogs

/// Damaged catalogs give a `ReadError` naming the line of the offending value, never a crash or a silent skip.
final class XCStringsReaderErrorTests: XCTestCase {
    private func assertError(
        _ text: String, line: Int, _ message: String, file: StaticString = #filePath, sourceLine: UInt = #line
    ) {
        guard let error = XCStringsTestFiles.error(reading: text) else {
            return XCTFail("read without error", file: file, line: sourceLine)
        }
        XCTAssertEqual(error.file, "Test.xcstrings", file: file, line: sourceLine)
        XCTAssertEqual(error.line, line, file: file, line: sourceLine)
        XCTAssertEqual(error.message, message, file: file, line: sourceLine)
    }

    /// A catalog with one German value; `unit` replaces the stringUnit's body on line 6.
    private func catalog(unit: String = #""state" : "translated", "value" : "Sichern""#) -> String {
        """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Save" : {
              "localizations" : {
                "de" : { "stringUnit" : { \(unit) } }
              }
            }
          }
        }
        """
    }

    func testValidTemplateReads() throws {
        XCTAssertEqual(try XCStringsTestFiles.read(catalog()).entries.map(\.value), ["Save", "Sichern"])
    }

    func testNumberAsValueNamesItsLine() {
        assertError(catalog(unit: #""state" : "translated""#), line: 6,
                    "\"stringUnit\" of key \"Save\" (de) has no \"value\"")
        let numberValue = catalog(unit: "\"state\" : \"translated\",\n\"value\" : 42")
        assertError(numberValue, line: 7, "\"value\" of key \"Save\" (de) must be a string, found a number (42)")
        assertError(catalog(unit: #""state" : 1, "value" : "x""#), line: 6,
                    "\"state\" of key \"Save\" (de) must be a string, found a number (1)")
    }

    func testWrongContainerTypes() {
        assertError("{\n\"strings\" : [ ]\n}", line: 2, "\"strings\" of the catalog must be an object, found an array")
        assertError("{\"strings\" : {\n\"Save\" : \"Sichern\"\n}}", line: 2, "key \"Save\" must map to an object, found a string")
        assertError("{\"strings\" : {\"Save\" : {\n\"localizations\" : \"de\"\n}}}", line: 2,
                    "\"localizations\" of key \"Save\" must be an object, found a string")
        assertError("{\"strings\" : {\"Save\" : {\"localizations\" : {\n\"de\" : null\n}}}}", line: 2,
                    "\"de\" of key \"Save\" (de) must be an object, found null")
        assertError(#"{"strings":{"K":{"localizations":{"en":{"variations":{"plural":{"one":"x"}}}}}}}"#, line: 1,
                    "\"one\" of key \"K\" (en, plural.one) must be an object, found a string")
        assertError(#"{"strings":{"K":{"localizations":{"en":{"variations":{"plural":[]}}}}}}"#, line: 1,
                    "\"plural\" of key \"K\" (en) must be an object, found an array")
        assertError(#"{"strings":{"K":{"localizations":{"en":{"stringSet":{"values":["a", 2]}}}}}}"#, line: 1,
                    "\"values[1]\" of key \"K\" (en, stringSet.1) must be a string, found a number (2)")
    }

    func testWrongFieldTypes() {
        assertError("{\"strings\" : {\"Save\" : {\n\"shouldTranslate\" : \"no\"\n}}}", line: 2,
                    "\"shouldTranslate\" of key \"Save\" must be true or false, found a string")
        assertError("{\"strings\" : {\"Save\" : {\"comment\" : [\"a\"]}}}", line: 1,
                    "\"comment\" of key \"Save\" must be a string, found an array")
        let argNum = #"{"strings":{"K":{"localizations":{"en":{"substitutions":{"n":{"argNum":"2"}}}}}}}"#
        assertError(argNum, line: 1, "\"argNum\" of key \"K\" (en, substitutions.n) must be a whole number, found a string")
    }

    func testNotACatalog() {
        assertError("[\n]", line: 1, "not a String Catalog: the file holds an array, not an object")
        assertError("{\"strings\" : {},\n\"version\" : \"2.0\"}", line: 2,
                    "unsupported String Catalog version \"2.0\" (copylint reads 1.0 and 1.1)")
        assertError("{\"strings\" : {}, \"sourceLanguage\" : true}", line: 1,
                    "\"sourceLanguage\" of the catalog must be a string, found a boolean")
    }

    /// A real catalog cut in half fails on its last line (a cut string, a cut UTF-8 sequence or an open object).
    func testTruncatedRealCatalogFailsWithALine() throws {
        let path = "KeepingYouAwake/KeepingYouAwake/Localizable.xcstrings"
        let bytes = try XCStringsTestFiles.bytes(ofCorpusFile: path)
        for cut in [bytes.count / 2, bytes.count / 3, 1000, 1001, 1002] {
            let half = Array(bytes[..<cut])
            let lastLine = half.filter { $0 == UInt8(ascii: "\n") }.count + 1
            XCTAssertThrowsError(try XCStringsReader.read(half, request: XCStringsTestFiles.request(displayPath: path))) {
                let error = $0 as? ReadError
                XCTAssertEqual(error?.line, lastLine, "cut at \(cut): \(String(describing: error))")
                XCTAssertEqual(error?.file, path)
            }
        }
    }

    /// `testTruncatedRealCatalogFailsWithALine` on the Readers fixture: cut in the middle, in a third, inside a
    /// string, between the two bytes of an "ä" and inside an object, it fails on the line where the cut is.
    func testTruncatedFixtureCatalogFailsWithALine() throws {
        let path = XCStringsFixtureTests.localizable
        let bytes = try XCStringsTestFiles.bytes(ofFixture: path)
        let umlaut = try XCTUnwrap(bytes.indices.first { bytes[$0] == 0xC3 && bytes[$0 + 1] == 0xA4 }, "the ä of Anhänge")
        let inString = try XCTUnwrap(bytes.firstRange(of: Array("Anhang".utf8))).lowerBound + 3
        for cut in [bytes.count / 2, bytes.count / 3, inString, umlaut + 1, umlaut, bytes.count - 2] {
            let part = Array(bytes[..<cut])
            let lastLine = part.filter { $0 == UInt8(ascii: "\n") }.count + 1
            XCTAssertThrowsError(try XCStringsReader.read(part, request: XCStringsTestFiles.request(displayPath: path))) {
                let error = $0 as? ReadError
                XCTAssertEqual(error?.line, lastLine, "cut at \(cut): \(String(describing: error))")
                XCTAssertEqual(error?.file, path)
            }
        }
    }

    func testInvalidUTF8InACatalogValue() throws {
        var bytes = Array(catalog().utf8)
        let position = try XCTUnwrap(bytes.firstIndex(of: UInt8(ascii: "S")))
        bytes[position + 1] = 0xC3 // the key "Save" on line 4 becomes "S", 0xC3, "ve": a lead byte before ASCII
        XCTAssertThrowsError(try XCStringsReader.read(bytes, request: XCStringsTestFiles.request(displayPath: "x"))) {
            XCTAssertEqual($0 as? ReadError, ReadError(file: "x", line: 4, message: "invalid UTF-8 byte 0xC3"))
        }
    }

    func testDeepNestingInACatalogIsAnError() {
        let deep = "{\"strings\" : {\"K\" : {\"x\" : " + String(repeating: "[", count: 100_000) + "}}}"
        assertError(deep, line: 1, "nesting deeper than 512 levels")
    }
}
