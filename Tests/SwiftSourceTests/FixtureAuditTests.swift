import Catalogs
import CopylintBase
import Rules
import SwiftSource
import XCTest

/// The fixture app through the whole engine: each structural rule fires exactly where planted, catalog keys
/// take their roles from code (below a directive), and findings on them name the code place.
final class FixtureAuditTests: XCTestCase {
    private static let structuralRules = Set(AllChecks.structure.map(\.id))

    private func audit() throws -> (findings: [Finding], roleSources: [RoleSource: Int]) {
        let code = CodeIndex(files: FixtureApp.scans)
        let root = FixtureApp.folder.path
        let discovered = Discovery.find(paths: [root], defaultSourceLanguage: "en")
        XCTAssertEqual(discovered.requests.count, 3)
        let read = ParallelReading.read(discovered.requests)
        XCTAssertEqual(read.errors, [])
        let auditor = Auditor(configuration: Configuration(), code: code)
        let result = auditor.audit(read.files)
        return (auditor.addingCodeFindings(to: result.findings), result.roleSources)
    }

    func testEachStructuralRuleFiresExactlyWherePlanted() throws {
        let findings = try audit().findings.filter { Self.structuralRules.contains($0.rule) }
        let fired = findings.map { FixtureApp.Planted(file: $0.file, line: $0.line, rule: $0.rule) }
        XCTAssertEqual(fired.count, Set(fired).count, "a planted line fired twice: \(fired)")
        let planted = FixtureApp.planted
        XCTAssertEqual(Set(planted.map(\.rule)), Self.structuralRules, "every structural rule is planted at least once")
        for missing in planted.subtracting(fired) { XCTFail("did not fire: \(missing)") }
        for extra in Set(fired).subtracting(planted) { XCTFail("fired where not planted: \(extra)") }
    }

    func testCatalogKeysTakeTheirRolesFromCode() throws {
        let code = CodeIndex(files: FixtureApp.scans)
        let resolver = RoleResolver(configuration: Configuration(), code: code)
        let table = "Tests/Fixtures/SwiftApp/SwiftApp/Localizable.xcstrings"
        let cases: [(String, Role)] = [
            ("Sign Out on All Devices", .alertButton), ("Reset all settings?", .alertTitle), ("This can't be undone.", .alertMessage),
            ("Export as CSV", .actionSheetButton), ("Export your data", .actionSheetTitle), ("Settings", .tab), ("Sorting", .label), ("Archived", .tab),
            ("Inbox", .tab), ("Name", .segment), ("Full Name", .placeholder), ("Search Settings", .searchPrompt),
            ("Favorite", .a11yLabel), ("Export Data", .menuItem), ("More", .toolbarItem), ("Notifications", .label),
            ("You have %lld items", .label), ("Delete Account?", .alertTitle), ("Take Photo", .actionSheetButton),
        ]
        for (key, role) in cases {
            let resolved = resolver.resolve(key: key, comment: nil, table: table)
            XCTAssertEqual(resolved.role, role, key)
            XCTAssertEqual(resolved.source, .swift, key)
        }
        // A directive still wins; a key the code does not use falls back to the comment.
        XCTAssertEqual(resolver.resolve(key: "Done", comment: "copylint:role=button", table: table).source, .directive)
        XCTAssertEqual(resolver.resolve(key: "Welcome back", comment: "Button title on the sign-in screen", table: table).source, .comment)
        // Another table's key: `Saved %lld settings` lives in Settings.xcstrings and has no role in code.
        XCTAssertEqual(resolver.resolve(key: "Saved %lld settings", comment: nil, table: "App/Settings.xcstrings").source, .unknown)
        XCTAssertEqual(code.uses(of: .init(table: "Settings", key: "Saved %lld settings")).first?.comment, "Shown after saving")
    }

    func testCopyFindingsOnCodeRolesNameTheCodePlace() throws {
        let (findings, roleSources) = try audit()
        let wordCount = findings.first { $0.rule == "button-word-count" && $0.key == "Sign Out on All Devices" }
        XCTAssertEqual(wordCount?.role, .alertButton)
        XCTAssertEqual(wordCount?.roleSource, .swift)
        XCTAssertEqual(wordCount?.codeFile, "Tests/Fixtures/SwiftApp/SwiftApp/Views/SettingsView.swift")
        XCTAssertEqual(wordCount?.codeLine, 81)
        XCTAssertEqual(wordCount?.codeRole, .alertButton)
        let conflict = findings.first { $0.rule == "key-role-conflict" }
        XCTAssertEqual(conflict?.codeLine, 26)
        XCTAssertEqual(conflict?.codeRole, .checkbox)
        XCTAssertEqual(roleSources[.directive], 1)
        XCTAssertGreaterThan(roleSources[.swift] ?? 0, 85)
        for finding in findings where finding.roleSource == .swift && finding.file.hasSuffix(".xcstrings") {
            XCTAssertNotNil(finding.codeFile, "\(finding.rule) on \(finding.key) names no code place")
        }
    }

    func testDisableCommentSilencesACodeFinding() {
        let swift = "func warn() {\n    // copylint:disable=unlocalized-literal\n    nameLabel.text = \"Hello, friend\"\n    otherLabel.text = \"Goodbye\"\n}"
        let code = CodeIndex(files: [SwiftSourceScanner.scan(path: "V.swift", text: swift)])
        let findings = Auditor(configuration: Configuration(), code: code).addingCodeFindings(to: [])
        XCTAssertEqual(findings.map(\.line), [4])
    }
}
