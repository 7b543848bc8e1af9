import Catalogs
import CopylintBase
import Foundation
import Rules
import SwiftSource
import XCTest

/// A macOS launcher helper opens its main app and quits, so the template menus of its storyboard are never shown:
/// its string files are counted with the strings no code reaches and audited by no rule.
final class LauncherHelperTests: XCTestCase {
    private static let launcher = """
    import Cocoa

    @main
    class HelperDelegate: NSObject, NSApplicationDelegate {
        func applicationDidFinishLaunching(_ notification: Notification) {
            let url = NSWorkspace.shared.urlForApplication(withBundleIdentifier: "org.example.Planner")!
            NSWorkspace.shared.openApplication(at: url, configuration: .init()) { _, _ in
                DispatchQueue.main.async { NSApp.terminate(nil) }
            }
        }
    }
    """

    /// The same untranslated menu title in the helper's table and in the main app's, and the helper's delegate.
    private func audit(helperCode: String) throws -> AuditResult {
        var files: [StringFile] = []
        for folder in ["Planner/Helper", "Planner/App"] {
            for locale in ["en", "de"] {
                let path = "\(folder)/\(locale).lproj/MainMenu.strings"
                let request = ReadRequest(path: path, displayPath: path, format: .strings, table: "\(folder)/MainMenu.strings",
                                          locale: locale, sourceLanguage: "en")
                files.append(try StringsReader.read(Data("\"menu.kern\" = \"Kern\";\n".utf8), request: request))
            }
        }
        let code = CodeIndex(files: [
            SwiftSourceScanner.scan(path: "Planner/Helper/HelperDelegate.swift", text: helperCode),
            SwiftSourceScanner.scan(path: "Planner/App/PlannerApp.swift", text: "import SwiftUI\nstruct PlannerApp {}\n"),
        ])
        return Auditor(configuration: Configuration(), code: code).audit(files)
    }

    func testTheStringsOfAHelperThatOpensItsMainAppAndQuitsAreNotAudited() throws {
        let result = try audit(helperCode: Self.launcher)
        XCTAssertEqual(result.findings.filter { $0.rule == "untranslated" }.map(\.file), ["Planner/App/de.lproj/MainMenu.strings"])
        XCTAssertEqual(result.unusedEntries, 1, "the helper's source entry is counted with the strings no code reaches")
    }

    func testAHelperThatPutsUpUIOfItsOwnIsAudited() throws {
        let statusItem = Self.launcher.replacingOccurrences(
            of: "let url", with: "let item = NSStatusBar.system.statusItem(withLength: 24)\n        let url")
        let result = try audit(helperCode: statusItem)
        XCTAssertEqual(result.findings.filter { $0.rule == "untranslated" }.count, 2)
        XCTAssertEqual(result.unusedEntries, 0)
    }

    func testAnAppDelegateThatQuitsWithoutOpeningAnotherAppIsNoLauncher() {
        let quitting = Self.launcher.replacingOccurrences(of: "openApplication", with: "activateFileViewerSelecting")
        XCTAssertFalse(SwiftSourceScanner.scan(path: "a.swift", text: quitting).declaresLauncherHelper)
        XCTAssertTrue(SwiftSourceScanner.scan(path: "a.swift", text: Self.launcher).declaresLauncherHelper)
    }
}
