import Catalogs
import Foundation
import Reports
import Rules
import XCTest

final class VisibleTextTests: XCTestCase {
    func testHiddenCharactersAreSpelledOutAndJoinersKept() {
        XCTAssertEqual(VisibleText.line("a\u{202E}b\u{0}c\r\nd"), "a⟨U+202E⟩b⟨U+0000⟩c ↵ d")
        XCTAssertEqual(VisibleText.line("👩‍👩‍👧 می‌خواهم"), "👩‍👩‍👧 می‌خواهم")
        XCTAssertEqual(VisibleText.line("abcdef", limit: 3), "abc…")
    }

    func testHTMLTemplateIsFilledInOnePass() {
        XCTAssertEqual(HTMLText.fill("<p>{{a}}</p>{{b}}", ["a": "{{b}}", "b": "x"]), "<p>{{b}}</p>x")
        XCTAssertEqual(HTMLText.escape("<a href=\"x\">'&'</a>"), "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
    }
}
