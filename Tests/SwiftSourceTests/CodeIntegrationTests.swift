import RuleExampleSupport
import Catalogs
import CopylintBase
import Foundation
import Reports
import Rules
import SwiftSource
import XCTest

/// The code index in reports and discovery, the structural rules' own examples, and scanning speed.
final class CodeIntegrationTests: XCTestCase {
    private func finding(codeFile: String?) -> Finding {
        var finding = Finding(
            rule: "button-word-count", severity: .warning, file: "App/Localizable.xcstrings", line: 120, column: 6,
            key: "Sign Out on All Devices", locale: "en", variation: "", role: .alertButton, roleSource: .swift,
            text: "Sign Out on All Devices", message: "This button title has 5 words; aim for two words or fewer."
        )
        finding.codeFile = codeFile
        finding.codeLine = codeFile.map { _ in 42 }
        finding.codeRole = codeFile.map { _ in .alertButton }
        return finding
    }

    private func report(_ findings: [Finding]) -> Report {
        Report(toolVersion: "test", files: [], findings: findings, errors: [], roleSources: [.swift: 1])
    }

    func testTextReportNamesTheCodePlace() {
        let text = TextReporter().render(report([finding(codeFile: "App/SettingsView.swift")]))
        XCTAssertTrue(text.contains("App/Localizable.xcstrings:120:6: note: used as an alert button at App/SettingsView.swift:42\n"), text)
        XCTAssertFalse(TextReporter().render(report([finding(codeFile: nil)])).contains("used as"))
    }

    func testJSONReportCarriesTheCodeFields() throws {
        let json = JSONReporter().render(report([finding(codeFile: "App/SettingsView.swift"), finding(codeFile: nil)]))
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let findings = object?["findings"] as? [[String: Any]]
        XCTAssertEqual(findings?[0]["codeFile"] as? String, "App/SettingsView.swift")
        XCTAssertEqual(findings?[0]["codeLine"] as? Int, 42)
        XCTAssertEqual(findings?[0]["codeRole"] as? String, "alert-button")
        XCTAssertNil(findings?[1]["codeFile"])
    }

    func testDiscoverySkipsBuildProductsDependenciesHiddenFoldersAndTests() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("copylint-swift-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = ["App/View.swift", "App/Deep/Model.swift", ".build/x.swift", "Pods/P/p.swift", "Carthage/C/c.swift",
                     "DerivedData/d.swift", ".hidden/h.swift", "AppTests/T.swift", "App/notes.txt"]
        for file in files {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "Text(\"Hi\")".write(to: url, atomically: true, encoding: .utf8)
        }
        let found = SwiftFiles.find(paths: [root.path]).map { String($0.path.dropFirst(root.path.count + 1)) }
        XCTAssertEqual(found, ["App/Deep/Model.swift", "App/View.swift"])
        XCTAssertEqual(SwiftFiles.index(paths: [root.path]).uses(of: .init(table: "Localizable", key: "Hi")).count, 2)
    }

    func testDiscoveryCountsObjectiveCFilesTheScanDoesNotRead() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("copylint-swift-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for file in ["App/View.swift", "App/Legacy/Menu.m", "App/Legacy/Menu.h", "Pods/P/p.m", "AppTests/T.mm"] {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "".write(to: url, atomically: true, encoding: .utf8)
        }
        let found = SwiftFiles.survey(paths: [root.path])
        XCTAssertEqual(found.swift.map { String($0.path.dropFirst(root.path.count + 1)) }, ["App/View.swift"])
        XCTAssertEqual(found.unscanned, 1, "the app's own .m file; headers, dependencies and tests are not counted")
    }

    func testStructuralRulesHaveExamplesBothWaysAndPassThem() {
        for check in AllChecks.structure {
            guard let definition = RuleDefinitions.definition(check.id) else { return XCTFail("no Rules/\(check.id).json") }
            XCTAssertEqual(definition.category, .structure)
            XCTAssertGreaterThanOrEqual(definition.examples.fire.count, 4, check.id)
            XCTAssertGreaterThanOrEqual(definition.examples.pass.count, 4, check.id)
            XCTAssertTrue((definition.examples.fire + definition.examples.pass).allSatisfy { $0.swift != nil }, check.id)
            for failure in ExampleRunner.run(definition) { XCTFail(failure.description) }
        }
    }

    /// Scanning is one pass with no state carried between declarations: a file made of N copies of a screen
    /// yields exactly N times the screen's uses. (How fast it is belongs to benchmarks, not to a timed test: on
    /// a busy machine a timing assertion fails for reasons the code does not have.)
    func testScanningRepeatsLinearly() {
        let screen = (try? String(contentsOf: FixtureApp.folder.appendingPathComponent("SwiftApp/Views/SettingsView.swift"), encoding: .utf8)) ?? ""
        let one = SwiftSourceScanner.scan(path: "One.swift", text: screen).uses.count
        XCTAssertGreaterThan(one, 0)
        for copies in [50, 200] {
            let scan = SwiftSourceScanner.scan(path: "Big.swift", text: String(repeating: screen, count: copies))
            XCTAssertEqual(scan.uses.count, copies * one)
        }
    }
}
