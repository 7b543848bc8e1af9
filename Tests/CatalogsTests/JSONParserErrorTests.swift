import XCTest
import Catalogs

/// Malformed JSON gives a `ReadError` with the right line and a message a person can act on, never a crash.
final class JSONParserErrorTests: XCTestCase {
    private func error(parsing bytes: [UInt8]) -> ReadError? {
        do {
            _ = try LocatedJSONParser.parse(bytes, file: "bad.json")
            return nil
        } catch {
            return error
        }
    }

    private func assertError(
        _ text: String, line: Int, _ message: String, file: StaticString = #filePath, sourceLine: UInt = #line
    ) {
        assertError(bytes: Array(text.utf8), line: line, message, file: file, sourceLine: sourceLine)
    }

    private func assertError(
        bytes: [UInt8], line: Int, _ message: String, file: StaticString = #filePath, sourceLine: UInt = #line
    ) {
        guard let error = error(parsing: bytes) else {
            return XCTFail("parsed without error", file: file, line: sourceLine)
        }
        XCTAssertEqual(error.file, "bad.json", file: file, line: sourceLine)
        XCTAssertEqual(error.line, line, file: file, line: sourceLine)
        XCTAssertEqual(error.message, message, file: file, line: sourceLine)
    }

    func testStructuralErrors() {
        assertError(#"{"a": 1 "b": 2}"#, line: 1, "expected ',' or '}' after object member")
        assertError("[\n1,\n2\n3]", line: 4, "expected ',' or ']' after array element")
        assertError(#"{"a" 1}"#, line: 1, "expected ':' after object key")
        assertError("{'a': 1}", line: 1, "expected a string key, found '''")
        assertError("{\"a\": 1,\n}", line: 2, "expected a string key, found '}'")
        assertError("[1,]", line: 1, "unexpected ']': expected a JSON value")
        assertError("{} x", line: 1, "unexpected 'x' after the end of the JSON value")
        assertError("", line: 1, "unexpected end of file: expected a JSON value")
        assertError("[tru]", line: 1, "invalid literal: expected 'true'")
        assertError("[nul", line: 1, "invalid literal: expected 'null'")
        assertError("[\u{7}]", line: 1, "unexpected control character U+0007: expected a JSON value")
        assertError("[Ω]", line: 1, "unexpected 'Ω': expected a JSON value")
    }

    func testTruncatedInputNamesTheUnclosedContainer() {
        assertError("{\n  \"a\" : [\n    1,\n    2", line: 4, "unexpected end of file: the array opened on line 2 is not closed")
        assertError("{\n  \"a\" :", line: 2, "unexpected end of file: the object opened on line 1 is not closed")
        assertError("{\n  \"a\"", line: 2, "unexpected end of file: the object opened on line 1 is not closed")
    }

    func testStringErrors() {
        assertError("[\n\"abc", line: 2, "unterminated string")
        assertError("[\"abc\\", line: 1, "unterminated string")
        assertError("[\"ab\ncd\"]", line: 1, "unescaped line break in string (JSON needs it written as an escape)")
        assertError("[\"a\tb\"]", line: 1, "unescaped control character U+0009 in string (JSON needs it written as an escape)")
        assertError(#"["\q"]"#, line: 1, "invalid escape sequence '\\q' in string")
        assertError(#"["\u12G4"]"#, line: 1, "invalid \\u escape: expected four hexadecimal digits")
        assertError(#"["\ud800x"]"#, line: 1, "unpaired UTF-16 surrogate \\uD800 in string")
        assertError(#"["\ud800\u0041"]"#, line: 1, "unpaired UTF-16 surrogate \\uD800 in string")
        assertError(#"["\udc00"]"#, line: 1, "unpaired UTF-16 surrogate \\uDC00 in string")
    }

    func testNumberErrors() {
        assertError("[-]", line: 1, "invalid number: expected a digit")
        assertError("[1.]", line: 1, "invalid number: expected a digit after '.'")
        assertError("[1e+]", line: 1, "invalid number: expected a digit in the exponent")
        assertError("[01]", line: 1, "expected ',' or ']' after array element")
        assertError("[+1]", line: 1, "unexpected '+': expected a JSON value")
    }

    func testInvalidUTF8IsReportedWithItsLine() {
        let quote = UInt8(ascii: "\""), open = UInt8(ascii: "["), close = UInt8(ascii: "]"), newline = UInt8(ascii: "\n")
        // A lead byte without its continuation byte.
        assertError(bytes: [open, newline, quote, 0xC3, 0x28, quote, close], line: 2, "invalid UTF-8 byte 0xC3")
        // A stray continuation byte, an overlong NUL, an encoded surrogate, a code point past U+10FFFF.
        assertError(bytes: [open, quote, 0x80, quote, close], line: 1, "invalid UTF-8 byte 0x80")
        assertError(bytes: [open, quote, 0xC0, 0x80, quote, close], line: 1, "invalid UTF-8 byte 0xC0")
        assertError(bytes: [open, quote, 0xED, 0xA0, 0x80, quote, close], line: 1, "invalid UTF-8 byte 0xED")
        assertError(bytes: [open, quote, 0xF4, 0x90, 0x80, 0x80, quote, close], line: 1, "invalid UTF-8 byte 0xF4")
        // Cut off at the end of the file, after an escape, and outside any string.
        assertError(bytes: [open, quote, 0xE2, 0x82], line: 1, "invalid UTF-8 byte 0xE2")
        assertError(bytes: [open, quote, UInt8(ascii: "\\"), UInt8(ascii: "n"), 0xFF, quote, close], line: 1,
                    "invalid UTF-8 byte 0xFF")
        assertError(bytes: [open, newline, newline, 0xFE, close], line: 3, "invalid UTF-8 byte 0xFE")
        // A valid four-byte sequence (U+1F600) passes.
        XCTAssertNil(error(parsing: [open, quote, 0xF0, 0x9F, 0x98, 0x80, quote, close]))
    }

    func testNestingPastTheLimitFails() {
        let depth = ReadLimits.maximumNestingDepth + 1
        assertError(String(repeating: "[", count: depth) + String(repeating: "]", count: depth), line: 1,
                    "nesting deeper than 512 levels")
        assertError(String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth), line: 1,
                    "nesting deeper than 512 levels")
    }

    func testHundredThousandNestedArraysFailCleanly() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        assertError(text, line: 1, "nesting deeper than 512 levels")
        assertError("\n" + String(repeating: "[", count: 100_000), line: 2, "nesting deeper than 512 levels")
    }
}
