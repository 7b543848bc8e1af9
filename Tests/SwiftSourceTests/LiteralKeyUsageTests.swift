import XCTest
@testable import SwiftSource

/// Keys of a table the app looks up by literal keys that no code names are strings it never shows
/// (`LiteralKeyUsage`); a table the code may reach by a computed key, or one it names few keys of, keeps them all.
final class LiteralKeyUsageTests: XCTestCase {
    /// Twelve menu keys, "Brew 0" … "Brew 11", and a view that names the first `named` of them.
    private func menu(naming named: Int, extra: String = "") -> String {
        var text = "final class MenuController {\n  func build() {\n"
        for number in 0..<named {
            text += "    menu.addItem(withTitle: NSLocalizedString(\"Brew \(number)\", comment: \"\"), action: nil, keyEquivalent: \"\")\n"
        }
        return text + extra + "  }\n}\n"
    }

    private let catalog = ["App/Localizable.strings": Set((0..<12).map { "Brew \($0)" } + ["Steep longer", "status.idle"])]

    private func unreferenced(_ files: [String], hasUnscannedCode: Bool = false) -> Set<String> {
        let sources = files.enumerated().map { SwiftSourceText(path: "App/File\($0.offset).swift", text: $0.element) }
        let wrappers = LocalizingWrappers.merged(sources.map(LocalizingWrappers.init))
        let code = CodeIndex(files: sources.map { SwiftSourceScanner.scan($0, wrappers: wrappers) }, hasUnscannedCode: hasUnscannedCode)
        return Set(LiteralKeyUsage.unreferencedKeys(catalogKeys: catalog, code: code).map(\.key))
    }

    func testKeysNoCodeNamesAreUnreferencedWhereTheAppNamesItsKeysAsLiterals() {
        XCTAssertEqual(unreferenced([menu(naming: 12)]), ["Steep longer", "status.idle"])
    }

    func testAKeyNamedAsAnyLiteralOrBuiltFromPiecesIsKept() {
        XCTAssertEqual(unreferenced([menu(naming: 12, extra: "    let hint = \"Steep longer\"\n")]), ["status.idle"])
        XCTAssertEqual(unreferenced([menu(naming: 12, extra: "    let key = \"status.\" + state\n")]), ["Steep longer"],
                       "a literal that starts the key may build it")
        XCTAssertEqual(unreferenced([menu(naming: 12, extra: "    let key: LocalizedStringKey = \"status.\\(state)\"\n")]), ["Steep longer"],
                       "so may an interpolated literal's text")
        XCTAssertEqual(unreferenced([menu(naming: 12, extra: "    let key = \"st\" + rest\n")]), ["Steep longer", "status.idle"],
                       "two characters are too few to tell")
    }

    func testRSwiftResourcesAnyFileMentionsNameTheirKeys() {
        var code = "final class MenuController {\n  func build() {\n"
        for number in 0..<12 { code += "    let item\(number) = R.string.localizable.brew\(number).key.localized()\n" }
        code += "  }\n}\n"
        XCTAssertEqual(unreferenced([code]), ["Steep longer", "status.idle"],
                       "R.swift's brew0 … brew11 name Brew 0 … Brew 11, with or without a role")
        XCTAssertEqual(unreferenced([code + "let hint = R.string.localizable.steepLonger()\n"]), ["status.idle"])
    }

    func testATableTheCodeReachesByAComputedKeyIsNotJudged() {
        let computed = "    let title = NSLocalizedString(item.rawValue, comment: \"\")\n"
        XCTAssertEqual(unreferenced([menu(naming: 12, extra: computed)]), [])
        let otherTable = "    let title = NSLocalizedString(item.rawValue, tableName: \"Onboarding\", comment: \"\")\n"
        XCTAssertEqual(unreferenced([menu(naming: 12, extra: otherTable)]), ["Steep longer", "status.idle"],
                       "a computed key of another table says nothing of this one")
        let anyTable = "    let title = NSLocalizedString(\"Brew 1\", tableName: name, comment: \"\")\n"
            + "    let other = bundle.localizedString(forKey: key, value: nil, table: name)\n"
        XCTAssertEqual(unreferenced([menu(naming: 12, extra: anyTable)]), [])
        let member = "    let title = item.name.localized\n"
        let helper = "extension String {\n  var localized: String { NSLocalizedString(self, comment: \"\") }\n}\n"
        XCTAssertEqual(unreferenced([menu(naming: 12, extra: member), helper]), [])
        XCTAssertEqual(unreferenced([menu(naming: 12), helper]), ["Steep longer", "status.idle"],
                       "the helper's own body passes on the key its callers name")
    }

    func testATableTheCodeNamesFewKeysOfOrAnAppWithUnscannedCodeIsNotJudged() {
        XCTAssertEqual(unreferenced([menu(naming: 9)]), [], "fewer than ten keys named")
        XCTAssertEqual(unreferenced([menu(naming: 12)], hasUnscannedCode: true), [], "Objective-C may name any key")
    }

    func testComputedKeysAreToldFromLiteralOnes() {
        let source = SwiftSourceText(path: "App/Menu.swift", text: """
            func loc(_ key: String) -> String { NSLocalizedString(key, comment: "") }
            let a = NSLocalizedString("Quit", comment: "")
            let b = String(localized: String.LocalizationValue("Quit"), table: "Menus")
            let c = loc("Quit")
            let d = String(localized: name, table: "Menus")
            let e = LocalizedStringKey(title)
            let f = loc(key)
            """)
        let calls = DynamicKeyCalls(source, wrappers: LocalizingWrappers(source))
        XCTAssertEqual(calls.tables, ["Menus", "Localizable"])
        let literalOnly = SwiftSourceText(path: "App/Menu.swift", text: """
            func loc(_ key: String) -> String { NSLocalizedString(key, comment: "") }
            let a = NSLocalizedString("Quit", comment: "")
            let c = loc("Quit")
            """)
        XCTAssertEqual(DynamicKeyCalls(literalOnly, wrappers: LocalizingWrappers(literalOnly)).tables, [])
    }
}
