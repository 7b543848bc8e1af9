import Catalogs
@testable import Rules
import XCTest

/// Which strings the checks see beyond their scopes: a key marked `shouldTranslate: false` holds no copy to edit
/// (a format, a code, a name shown as written), and a translation that copies its source word for word repeats
/// the source's findings, which are reported once, on the source.
final class CheckScopeTests: XCTestCase {
    private func audit(_ catalog: String) throws -> [Finding] {
        let request = ReadRequest(path: "Localizable.xcstrings", displayPath: "Localizable.xcstrings", format: .xcstrings,
                                  table: "Localizable", locale: nil, sourceLanguage: "en")
        return Auditor(configuration: Configuration()).audit([try XCStringsReader.read(Data(catalog.utf8), request: request)]).findings
    }

    func testAnUntranslatedCopyRepeatsNoneOfItsSourcesFindings() throws {
        let catalog = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "sync": {"comment": "copylint:role=label", "localizations": {
            "en": {"stringUnit": {"state": "translated", "value": "Sync over wifi"}},
            "de": {"stringUnit": {"state": "translated", "value": "Sync over wifi"}},
            "fr": {"stringUnit": {"state": "translated", "value": "Synchroniser via icloud"}}}}
        }}
        """
        let findings = try audit(catalog)
        XCTAssertEqual(findings.filter { $0.rule == "brand-casing" }.map(\.locale).sorted(), ["en", "fr"])
        XCTAssertEqual(findings.filter { $0.locale == "de" }.map(\.rule), ["untranslated"])
    }

    func testCopyRulesSkipKeysMarkedDoNotTranslate() throws {
        let catalog = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "fixed": {"comment": "copylint:role=button", "shouldTranslate": false,
                    "localizations": {"en": {"stringUnit": {"state": "translated", "value": "Yes"}}}},
          "copy": {"comment": "copylint:role=button",
                   "localizations": {"en": {"stringUnit": {"state": "translated", "value": "Yes"}}}}
        }}
        """
        let findings = try audit(catalog)
        XCTAssertEqual(Set(findings.filter { $0.key == "copy" }.map(\.rule)), ["yes-no-button"])
        XCTAssertEqual(findings.filter { $0.key == "fixed" }.map(\.rule), [])
    }
}
