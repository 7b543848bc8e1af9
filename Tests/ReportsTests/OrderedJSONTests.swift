import Catalogs
import Foundation
import Reports
import Rules
import XCTest

final class OrderedJSONTests: XCTestCase {
    func testNumbersAndCompactHTMLSafeOutput() {
        let value = OrderedJSON.object([
            ("a", .double(120)), ("b", .double(78.5)), ("c", .double(.nan)), ("d", .string("</script><!-- & \u{2028}")),
        ])
        XCTAssertEqual(value.renderedCompact(), #"{"a":120,"b":78.5,"c":null,"d":"</script><!-- & \u2028"}"#)
        XCTAssertEqual(value.renderedCompact(safeForHTML: true), #"{"a":120,"b":78.5,"c":null,"d":"\u003c/script\u003e\u003c!-- \u0026 \u2028"}"#)
    }
}
