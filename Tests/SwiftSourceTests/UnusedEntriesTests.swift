import Catalogs
import CopylintBase
import Foundation
import Rules
import SwiftSource
import XCTest

/// Strings the app never reaches are counted apart (`AuditResult.unusedEntries`), not under a role source, so
/// that the role share is read over the strings the app shows; no rule audits them.
final class UnusedEntriesTests: XCTestCase {
    /// A table of twelve keys and SwiftGen-style accessors for them; the view refers to the first ten.
    private func audit() throws -> AuditResult {
        var strings = ""
        var accessors = "public enum L10n {\n  public enum Shelf {\n"
        var view = "struct ShelfView: View {\n  var body: some View {\n    VStack {\n"
        for number in 0..<12 {
            strings += "\"shelf.item_\(number)\" = \"Open Shelf \(number).\";\n"
            accessors += "    public static var item\(number): String { return L10n.tr(\"Localizable\", \"shelf.item_\(number)\") }\n"
            if number < 10 { view += "      Button(L10n.Shelf.item\(number)) {}\n" }
        }
        accessors += "  }\n}\n"
        view += "    }\n  }\n}\n"
        let request = ReadRequest(path: "App/en.lproj/Localizable.strings", displayPath: "App/en.lproj/Localizable.strings",
                                  format: .strings, table: "Localizable", locale: "en", sourceLanguage: "en")
        let file = try StringsReader.read(Data(strings.utf8), request: request)
        let code = CodeIndex(files: [
            SwiftSourceScanner.scan(path: "App/Strings.swift", text: accessors),
            SwiftSourceScanner.scan(path: "App/ShelfView.swift", text: view),
        ])
        return Auditor(configuration: Configuration(), code: code).audit([file])
    }

    func testEntriesOfKeysNoCodeReachesAreCountedAndAuditedByNoRule() throws {
        let result = try audit()
        XCTAssertEqual(result.unusedEntries, 2)
        XCTAssertEqual(result.roleSources, [.swift: 10], "unused entries come under no role source")
        // Every button title here ends with a period; only the ten the view shows are reported.
        let periods = result.findings.filter { $0.rule == "terminal-punctuation" }
        XCTAssertEqual(Set(periods.map(\.key)), Set((0..<10).map { "shelf.item_\($0)" }))
    }

    func testKeysNoCodeNamesAreLeftOutWhereTheAppNamesItsKeysAsLiterals() throws {
        var strings = "\"Steep longer\" = \"Steep longer.\";\n"
        var controller = "final class MenuController {\n  func build() {\n"
        for number in 0..<10 {
            strings += "\"Brew \(number)\" = \"Brew \(number).\";\n"
            controller += "    let item\(number) = NSMenuItem(title: NSLocalizedString(\"Brew \(number)\", comment: \"\"), action: nil, keyEquivalent: \"\")\n"
        }
        controller += "  }\n}\n"
        let request = ReadRequest(path: "App/Base.lproj/Localizable.strings", displayPath: "App/Base.lproj/Localizable.strings",
                                  format: .strings, table: "Localizable", locale: "en", sourceLanguage: "en")
        let file = try StringsReader.read(Data(strings.utf8), request: request)
        let code = CodeIndex(files: [SwiftSourceScanner.scan(path: "App/MenuController.swift", text: controller)])
        let result = Auditor(configuration: Configuration(), code: code).audit([file])
        XCTAssertEqual(result.unusedEntries, 1)
        let periods = result.findings.filter { $0.rule == "terminal-punctuation" }
        XCTAssertEqual(Set(periods.map(\.key)), Set((0..<10).map { "Brew \($0)" }), "the key no code names is not audited")
    }
}
