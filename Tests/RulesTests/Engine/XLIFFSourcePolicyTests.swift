import Catalogs
import Rules
import XCTest

final class XLIFFSourcePolicyTests: XCTestCase {
    func testCatalogsTakeTheSourcesAndXLIFFAloneAuditsOneFile() {
        XCTAssertEqual(XLIFFSourcePolicy.auditedSources(among: ["App/Localizable.xcstrings", "de.xcloc/Localized Contents/de.xliff"]), [])
        XCTAssertEqual(XLIFFSourcePolicy.auditedSources(among: ["fr.xliff", "de.xliff", "ja.xlf"]), ["de.xliff"])
        XCTAssertEqual(XLIFFSourcePolicy.auditedSources(among: ["en.lproj/Localizable.strings"]), [])
    }

    /// Two exported languages with the same English slip: reported once, on the first file.
    func testCopyFindingsOnXLIFFSourcesAreNotRepeatedPerLanguage() {
        func file(_ path: String, _ locale: String, _ target: String) -> StringFile {
            let location = SourceLocation(line: 1, column: 1)
            let table = "\(path)#App/Localizable.xcstrings"
            return StringFile(path: path, format: .xliff, entries: [
                Entry(file: path, table: table, key: "loading", locale: "en", value: "Loading...", location: location, isVerbatim: true, isSource: true),
                Entry(file: path, table: table, key: "loading", locale: locale, value: target, location: location, isVerbatim: true, isSource: false),
            ], tables: [TableInfo(id: table, sourceLanguage: "en", locales: ["en", locale])])
        }
        let files = [file("de.xliff", "de", "Wird geladen..."), file("fr.xliff", "fr", "Chargement…")]
        var auditor = Auditor(configuration: Configuration())
        auditor.xliffSourcesAudited = XLIFFSourcePolicy.auditedSources(among: files.map(\.path))
        let ellipsis = auditor.audit(files).findings.filter { $0.rule == "ellipsis-character" }
        XCTAssertEqual(ellipsis.map(\.file), ["de.xliff"])
    }
}
