import Foundation
import Reports
import XCTest

/// Takes an HTML report apart for tests: its inline style and scripts, its data block, and the markup around.
struct HTMLReportParts {
    let html: String

    /// The text between `open` (the whole opening tag) and the next `close`.
    func element(_ open: String, _ close: String) throws -> String {
        let start = try XCTUnwrap(html.range(of: open), "no \(open)")
        let end = try XCTUnwrap(html.range(of: close, range: start.upperBound..<html.endIndex), "no \(close) after \(open)")
        return String(html[start.upperBound..<end.lowerBound])
    }

    var style: String { get throws { try element("<style>", "</style>") } }
    var script: String { get throws { try element("<script>", "</script>") } }
    var dataJSON: String { get throws { try element("<script type=\"application/json\" id=\"copylint-data\">", "</script>") } }

    var data: [String: Any] {
        get throws { try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try dataJSON.utf8)) as? [String: Any]) }
    }

    /// The Content-Security-Policy from the meta element.
    var contentSecurityPolicy: String {
        get throws { try element("<meta http-equiv=\"Content-Security-Policy\" content=\"", "\">") }
    }

    /// The markup outside the style, scripts and data: where escaped catalog text appears as HTML.
    var markup: String {
        get throws {
            var rest = html
            for (open, close) in [("<style>", "</style>"), ("<script type=\"application/json\" id=\"copylint-data\">", "</script>"), ("<script>", "</script>")] {
                let inner = try element(open, close)
                rest = rest.replacingOccurrences(of: open + inner + close, with: "")
            }
            return rest
        }
    }

    func count(_ needle: String) -> Int {
        html.components(separatedBy: needle).count - 1
    }
}
