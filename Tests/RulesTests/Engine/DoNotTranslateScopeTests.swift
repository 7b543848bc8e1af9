import Catalogs
@testable import Rules
import XCTest

/// A key marked `shouldTranslate: false` holds no copy to edit (a format, a code, a name shown as written): the
/// copy rules leave it alone, while the same text in a translatable key is judged.
final class DoNotTranslateScopeTests: XCTestCase {
    func testCopyRulesSkipKeysMarkedDoNotTranslate() throws {
        let catalog = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "fixed": {"comment": "copylint:role=button", "shouldTranslate": false,
                    "localizations": {"en": {"stringUnit": {"state": "translated", "value": "Yes"}}}},
          "copy": {"comment": "copylint:role=button",
                   "localizations": {"en": {"stringUnit": {"state": "translated", "value": "Yes"}}}}
        }}
        """
        let request = ReadRequest(path: "Localizable.xcstrings", displayPath: "Localizable.xcstrings", format: .xcstrings,
                                  table: "Localizable", locale: nil, sourceLanguage: "en")
        let file = try XCStringsReader.read(Data(catalog.utf8), request: request)
        let findings = Auditor(configuration: Configuration()).audit([file]).findings
        XCTAssertEqual(Set(findings.filter { $0.key == "copy" }.map(\.rule)), ["yes-no-button"])
        XCTAssertEqual(findings.filter { $0.key == "fixed" }.map(\.rule), [])
    }
}
