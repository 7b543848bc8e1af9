@testable import Rules
import XCTest

/// The UTF-8 pre-tests of `whitespace-mismatch` never dismiss what the scalar-by-scalar reading finds.
final class WhitespaceMismatchPreTestTests: XCTestCase {
    private func checkAgreement(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let scalars = Array(text.unicodeScalars)
        if !WhitespaceMismatchCheck.mayHoldDoubledSpace(text) {
            XCTAssertEqual(WhitespaceMismatchCheck.doubledSpaces(in: scalars, within: 0..<scalars.count), [], text,
                           file: file, line: line)
        }
        let isWhitespace = { (scalar: Unicode.Scalar) in scalar.properties.isWhitespace }
        let expectedEdge = scalars.first.map(isWhitespace) ?? true || scalars.last.map(isWhitespace) ?? true
        XCTAssertEqual(WhitespaceMismatchCheck.hasWhitespaceEdge(text), expectedEdge, text, file: file, line: line)
    }

    func testEveryBMPScalarNextToSpaces() {
        for value in UInt32(0)..<0x1_0000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let character = String(Character(scalar))
            for text in [character, character + character, " " + character, character + "\t", "a" + character + " b",
                         "é" + character + character + "ж", "x\u{00A0}" + character + "y"] {
                checkAgreement(text)
            }
        }
    }

    func testRealAndTrickyStrings() {
        for text in ["", " ", "a  b", "a\u{00A0} b", "日本\u{3000}\u{3000}語", "a\u{2009}\u{200A}b", "a\u{1680}\tb",
                     "a\u{205F} b", "\u{00A0}", "😀 😀", "😀  😀", "\u{2028}x", "x\u{85}", "Синхронизируйте  закладки"] {
            checkAgreement(text)
        }
        XCTAssertTrue(WhitespaceMismatchCheck.mayHoldDoubledSpace("Синхронизируйте  закладки"))
        XCTAssertFalse(WhitespaceMismatchCheck.mayHoldDoubledSpace("Синхронизируйте закладки"))
    }
}
