import SwiftSource
import XCTest

/// The tokenizer: comments, every kind of string literal, interpolation, and recovery from broken code.
final class LexerTests: XCTestCase {
    private func texts(_ code: String) -> [String] {
        let source = SwiftSourceText(path: "t.swift", text: code)
        return source.tokens.map { source.text($0) }
    }

    private func literal(_ code: String, _ index: Int = 0) -> SwiftStringLiteral {
        let source = SwiftSourceText(path: "t.swift", text: code)
        return source.literals[index]
    }

    func testCommentsAreSkippedIncludingNestedBlockComments() {
        let code = """
        let a = 1 // Button("Not code")
        /* outer /* Text("inner") */ still comment */ let b = 2
        """
        XCTAssertEqual(texts(code), ["let", "a", "=", "1", "let", "b", "=", "2"])
    }

    func testEscapesAreDecoded() {
        XCTAssertEqual(literal(#"let s = "Tab\there \"quoted\" \u{1F600} back\\slash""#).plainText, "Tab\there \"quoted\" 😀 back\\slash")
    }

    func testRawStringsKeepBackslashesAndQuotes() {
        let value = literal(##"let s = #"C:\path "quoted" \#(name)"#"##)
        XCTAssertEqual(value.rawHashes, 1)
        XCTAssertEqual(value.interpolations.count, 1)
        XCTAssertEqual(value.segments.first, .text(#"C:\path "quoted" "#))
    }

    func testMultilineStringsStripTheClosingIndentation() {
        let code = "let s = \"\"\"\n    Первая строка\n      indented\n    last \\\n    joined\n    \"\"\"\nlet after = 1"
        let source = SwiftSourceText(path: "t.swift", text: code)
        XCTAssertEqual(source.literals[0].plainText, "Первая строка\n  indented\nlast joined")
        XCTAssertEqual(source.tokens.map { source.text($0) }.suffix(4), ["let", "after", "=", "1"])
        XCTAssertEqual(source.tokens.last.map { Int($0.line) }, 7)
    }

    func testInterpolationWithNestedParenthesesAndStrings() {
        let code = #"Text("Total: \(format(value, "a)b", (1 + 2))) units") ; let x = 3"#
        let source = SwiftSourceText(path: "t.swift", text: code)
        // A literal nested in an interpolation is finished (and stored) before the literal around it.
        XCTAssertEqual(source.literals.count, 2)
        XCTAssertEqual(source.literals[0].plainText, "a)b")
        let value = source.literals[1]
        XCTAssertEqual(value.interpolations.count, 1)
        XCTAssertEqual(value.segments.count, 3)
        XCTAssertEqual(value.segments.first, .text("Total: "))
        XCTAssertEqual(value.segments.last, .text(" units"))
        XCTAssertEqual(source.tokens.suffix(4).map { source.text($0) }, ["let", "x", "=", "3"])
    }

    func testUnterminatedLiteralEndsAtTheLineAndLexingGoesOn() {
        let code = "let broken = \"no end\nlet fine = \"yes\"\n"
        let source = SwiftSourceText(path: "t.swift", text: code)
        XCTAssertFalse(source.literals[0].isTerminated)
        XCTAssertEqual(source.literals[1].plainText, "yes")
        XCTAssertTrue(source.literals[1].isTerminated)
    }

    func testStringDelimitersInsideCommentsDoNotOpenStrings() {
        let code = "// \"\"\" not a string\nlet a = \"A\" /* \" */\nlet b = \"B\""
        let source = SwiftSourceText(path: "t.swift", text: code)
        XCTAssertEqual(source.literals.compactMap(\.plainText), ["A", "B"])
    }

    func testPositionsCountScalars() {
        let code = "let é = 1; Text(\"日本語\")"
        let source = SwiftSourceText(path: "t.swift", text: code)
        let string = source.tokens.first { $0.kind == .string }!
        XCTAssertEqual(source.position(of: string).column, 17)
    }

    func testOperatorsNumbersAndRegexLiterals() {
        XCTAssertEqual(texts("a ..< b; x?.y; 0x1F + 1.5e3; #/a\"b/# ; #if DEBUG"),
                       ["a", "..<", "b", ";", "x", "?", ".", "y", ";", "0x1F", "+", "1.5e3", ";", "#/a\"b/#", ";", "#if", "DEBUG"])
    }

    func testDirectiveCommentsAreKept() {
        let source = SwiftSourceText(path: "t.swift", text: "let a = 1\n// copylint:disable=cancel-wording\nlet b = 2")
        XCTAssertEqual(source.directives.map(\.line), [2])
    }
}
