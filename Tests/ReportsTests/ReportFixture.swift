import Catalogs
import Foundation
import Reports
import Rules
import XCTest

/// One fixed report that every reporter renders, and the comparison with the stored expected output.
enum ReportFixture {
    static let report: Report = {
        let findings = [
            Finding(
                rule: "title-case", severity: .warning, file: "App/Localizable.xcstrings", line: 41, column: 27,
                key: "cart.add.button", locale: "en", variation: "", role: .button, roleSource: .comment,
                text: "Add To Cart", message: "Use title-style capitalization: “To” is lowercase in titles.",
                suggestion: "Add to Cart", span: 4..<6
            ),
            Finding(
                rule: "placeholder-mismatch", severity: .error, file: "App/Localizable.xcstrings", line: 88, column: 19,
                key: "%lld files", locale: "de", variation: "plural.other", role: .unknown, roleSource: .unknown,
                text: "%@ Dateien <script>alert(1)</script>", message: "Argument 1 is %lld in the source but %@ here.",
                suggestion: nil, span: 0..<2, sourceText: "%lld files"
            ),
            Finding(
                rule: "translation-state", severity: .info, file: "fr.lproj/Localizable.strings", line: 3, column: 9,
                key: "greeting", locale: "fr", variation: "", role: .label, roleSource: .key,
                text: "Bonjour \"monde\"\n& co", message: "The fr value is marked “new”.", sourceText: "Hello"
            ),
        ]
        return Report(
            toolVersion: "9.9.9",
            files: [
                .init(path: "fr.lproj/Localizable.strings", format: .strings, entries: 2, locales: ["fr"]),
                .init(path: "App/Localizable.xcstrings", format: .xcstrings, entries: 12, locales: ["de", "en"]),
            ],
            findings: findings,
            errors: [ReadError(file: "Broken.xcstrings", line: 7, message: "unterminated string")],
            roleSources: [.comment: 3, .key: 1, .unknown: 8]
        )
    }()

    static let expectedFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Expected")

    /// Compares with `Expected/<name>`; with COPYLINT_UPDATE_EXPECTED=1 in the environment, rewrites it instead.
    static func assertMatchesStored(_ rendered: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = expectedFolder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["COPYLINT_UPDATE_EXPECTED"] == "1" {
            try rendered.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let stored = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(rendered, stored, "\(name) differs from the stored expected output", file: file, line: line)
    }
}
