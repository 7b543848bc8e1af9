import SwiftSource
import XCTest

/// Keys as Xcode extracts them: interpolation specifiers by type, `%` doubling, multi-line and raw literals,
/// the localizing functions with their tables and comments, and what is not localized.
final class KeyExtractionTests: XCTestCase {
    private func uses(_ code: String) -> [CodeStringUse] {
        SwiftSourceScanner.scan(path: "t.swift", text: code).uses
    }

    private func keys(_ code: String) -> [String] {
        uses(code).filter { $0.localization == .localized }.map(\.text)
    }

    func testInterpolationSpecifiersFollowTheType() {
        let code = #"""
        struct V: View {
            let count: Int
            let name: String
            let ratio: Double
            let level: Float
            let size: UInt
            let small: Int32
            var files: [File]
            var body: some View {
                Text("\(count) items")
                Text("Hello, \(name)!")
                Text("\(ratio) done")
                Text("\(level) dB")
                Text("\(size) bytes")
                Text("\(small) left")
                Text("\(files.count) files in \(self.name)")
                Text("\(3) of \(4.5)")
                Text("\(Int(ratio)) whole")
                Text("\(ratio, specifier: "%.1f") %")
                Text("\(Date.now, format: .dateTime) today")
                Text("\(unknownThing) something")
            }
        }
        """#
        XCTAssertEqual(keys(code), [
            "%lld items", "Hello, %@!", "%lf done", "%f dB", "%llu bytes", "%d left", "%lld files in %@",
            "%lld of %lf", "%lld whole", "%.1f %%", "%@ today", "%@ something",
        ])
    }

    func testLocalDeclarationsBeatTheProjectAndTheNearestDeclarationWins() {
        let code = #"""
        func a() { let total = 3; Text("\(total) А") }
        func b() { let total = "три"; Text("\(total) Б") }
        func c() { Text("\(remote) В") }
        """#
        var hints = TypeHints(SwiftSourceText(path: "t.swift", text: code))
        hints.project = ["remote": "Int"]
        let scan = SwiftSourceScanner.scan(SwiftSourceText(path: "t.swift", text: code), projectTypes: ["remote": "Int", "total": "Double"])
        XCTAssertEqual(scan.uses.map(\.text), ["%lld А", "%@ Б", "%lld В"])
        XCTAssertEqual(hints.type(of: "remote", at: 0), "Int")
    }

    func testPercentIsDoubledOnlyWhenThereAreInterpolations() {
        XCTAssertEqual(keys(#"Text("100% sure"); Text("\(n)% done")"#), ["100% sure", "%@%% done"])
    }

    func testMultilineAndRawLiterals() {
        let code = "Text(\"\"\"\n    Первая строка\n    вторая строка\n    \"\"\")\nText(#\"Say \"hi\" \\now\"#)"
        XCTAssertEqual(keys(code), ["Первая строка\nвторая строка", "Say \"hi\" \\now"])
    }

    func testLocalizingFunctionsWithTablesCommentsAndDefaults() {
        let code = """
        let a = String(localized: "welcome.title", defaultValue: "Welcome", table: "Onboarding", comment: "First screen")
        let b = NSLocalizedString("Done", tableName: "Common", value: "Done", comment: "Finish editing")
        let c = LocalizedStringResource("Order placed", comment: "Toast")
        let d: LocalizedStringKey = "Typed key"
        Text("Menu", tableName: "Menus", comment: "Menu title")
        let e = NSLocalizedString("Hello \\(name)", comment: "")
        """
        let found = uses(code)
        XCTAssertEqual(found.map(\.text), ["welcome.title", "Done", "Order placed", "Typed key", "Menu"])
        XCTAssertEqual(found.map(\.tableName), ["Onboarding", "Common", "Localizable", "Localizable", "Menus"])
        XCTAssertEqual(found.map(\.comment), ["First screen", "Finish editing", "Toast", nil, "Menu title"])
        XCTAssertEqual(found[0].sourceText, "Welcome")
        XCTAssertEqual(found.map(\.role), [nil, nil, nil, nil, .label])
    }

    func testVerbatimAndVariablesAreNotKeys() {
        let code = """
        struct V: View {
            let userName: String
            var body: some View {
                Text(verbatim: "v1.0")
                Text(userName)
                Text(String(userName.prefix(3)))
            }
        }
        """
        let found = uses(code)
        XCTAssertEqual(found.map(\.text), ["v1.0"])
        XCTAssertEqual(found.map(\.localization), [.verbatim])
    }

    func testTernaryOfLiteralsGivesBothKeys() {
        XCTAssertEqual(keys(#"Button(isOn ? "Turn Off" : "Turn On") { toggle() }"#), ["Turn Off", "Turn On"])
    }

    func testCodeInsideStringsAndCommentsIsNeverRead() {
        let code = #"""
        // Button("Commented out") {}
        /* Text("Block comment") /* nested Text("Nested") */ */
        let sample = "Button(\"In a string\") { Text(\"Nope\") }"
        let json = #"{"label": "Text(\"raw\")"}"#
        Text("Real")
        """#
        XCTAssertEqual(uses(code).map(\.text), ["Real"])
    }

    func testKeyNamesTakeTheRoleOfWhereTheyAreShown() {
        let model = """
        enum Tab {
            case inbox, archive
            var title: LocalizedStringKey {
                switch self {
                case .inbox: return "Inbox"
                case .archive: "Archive"
                }
            }
        }
        func hint(for tab: Tab) -> LocalizedStringResource { "Shows your messages." }
        """
        let view = """
        struct Root: View {
            let tab: Tab
            var body: some View {
                Text("Body").tabItem { Text(tab.title) }
                Image(systemName: "tray").accessibilityHint(hint(for: tab))
            }
        }
        """
        let projectTypes = TypeHints.projectTypes([model, view].map { TypeHints(SwiftSourceText(path: "m.swift", text: $0)).knownTypes })
        let scans = [("Model.swift", model), ("Root.swift", view)].map {
            SwiftSourceScanner.scan(SwiftSourceText(path: $0.0, text: $0.1), projectTypes: projectTypes)
        }
        let index = CodeIndex(files: scans)
        XCTAssertEqual(index.roleUse(of: .init(table: "Localizable", key: "Inbox"))?.role, .tab)
        XCTAssertEqual(index.roleUse(of: .init(table: "Localizable", key: "Archive"))?.role, .tab)
        XCTAssertEqual(index.roleUse(of: .init(table: "Localizable", key: "Shows your messages."))?.role, .a11yHint)
    }
}
