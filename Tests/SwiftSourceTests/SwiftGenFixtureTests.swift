import Catalogs
import CopylintBase
import CopylintTestSupport
import Rules
import SwiftSource
import XCTest

/// The Trailmix fixture (`Tests/Fixtures/SwiftGenApp`): an app that reaches every string through accessors
/// (SwiftGen-style generated code, hand-written `static let`s, a `loc` helper, `.localized`, its own row view).
/// Each key's role was worked out by hand from the call sites.
final class SwiftGenFixtureTests: XCTestCase {
    private static let folder = Corpora.fixture("SwiftGenApp/Trailmix")

    private static let expected: [String: (Role, RoleSource)] = [
        // Used as a UIAlertAction (UIKit/…) and as the confirmation dialog's cancel button (Views/…): a tie goes
        // to the first use, and UIKit sorts before Views.
        "cancel_label": (.alertButton, .swift),
        "save_label": (.toolbarItem, .swift),
        "settings.title": (.navTitle, .swift),
        "settings.units.metric": (.checkbox, .swift),
        "settings.sync.detail": (.label, .swift),
        "settings.reset.button": (.button, .swift),
        "pack.count": (.label, .swift),
        "pack.delete.title": (.actionSheetTitle, .swift),
        "pack.delete.confirm": (.actionSheetButton, .swift),
        "pack.delete.message": (.alertMessage, .swift),
        "share.failed.title": (.alertTitle, .swift),
        "share.failed.message": (.alertMessage, .swift),
        "tab.pantry": (.tab, .swift),
        "onboarding.welcome": (.label, .swift),
        "action.share": (.button, .swift),
        "search.prompt": (.searchPrompt, .swift),
        // Declared, never shown.
        "legacy.unused": (.unknown, .unknown),
    ]

    func testEveryKeyGetsTheRoleOfItsCallSite() throws {
        let code = SwiftFiles.index(paths: [Self.folder.path])
        let resolver = RoleResolver(configuration: Configuration(), code: code)
        let strings = try String(contentsOf: Self.folder.appendingPathComponent("Resources/en.lproj/Localizable.strings"), encoding: .utf8)
        let keys = strings.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("\""), let end = line.dropFirst().firstIndex(of: "\"") else { return nil }
            return String(line[line.index(after: line.startIndex)..<end])
        }
        XCTAssertEqual(keys.count, 18)
        var covered = 0
        for key in keys {
            let resolved = resolver.resolve(key: key, comment: nil, table: "Resources/en.lproj/Localizable.strings")
            if let (role, source) = Self.expected[key] {
                XCTAssertEqual(resolved.role, role, key)
                XCTAssertEqual(resolved.source, source, key)
            }
            if resolved.role != .unknown { covered += 1 }
        }
        // settings.units.header is a Section's title: whatever role that gives, it is not asserted here.
        XCTAssertGreaterThanOrEqual(covered, 16)
    }

    /// `legacy.unused` has an accessor that nothing refers to: its "..." would draw `ellipsis-character` and its
    /// German a missing ending, but a string the app never shows gets no advice.
    func testAKeyWhoseAccessorNothingRefersToGetsNoFindings() throws {
        let code = try XCTUnwrap(SwiftFiles.index(paths: [Self.folder.path]))
        XCTAssertEqual(code.unusedKeys, [CodeIndex.Key(table: "Localizable", key: "legacy.unused")])
        let files = ParallelReading.read(Discovery.find(paths: [Self.folder.path], defaultSourceLanguage: "en").requests).files
        XCTAssertEqual(files.count, 2)
        let withCode = Auditor(configuration: Configuration(), code: code).audit(files).findings
        XCTAssertFalse(withCode.contains { $0.key == "legacy.unused" }, "\(withCode.filter { $0.key == "legacy.unused" })")
        let withoutCode = Auditor(configuration: Configuration()).audit(files).findings
        XCTAssertEqual(Set(withoutCode.filter { $0.key == "legacy.unused" }.map(\.rule)), ["ellipsis-character", "end-punctuation-mismatch"])
    }

    /// The real app behind the fixture's shape: home-assistant-iOS reaches its strings through SwiftGen. Before
    /// accessors were followed, none of its keys got a role from code.
    func testHomeAssistantKeysGetRolesFromTheirAccessorsCallSites() throws {
        let app = try Corpora.require("home-assistant-iOS/Sources")
        let code = SwiftFiles.index(paths: [app.path])
        let resolver = RoleResolver(configuration: Configuration(), code: code)
        let table = app.appendingPathComponent("App/Resources/en.lproj/Localizable.strings")
        let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: table), format: nil)
        let keys = try XCTUnwrap(plist as? [String: String]).keys
        let fromCode = keys.filter { resolver.resolve(key: $0, comment: nil, table: "Localizable.strings").source == .swift }.count
        XCTAssertGreaterThan(keys.count, 2000)
        XCTAssertGreaterThan(Double(fromCode) / Double(keys.count), 0.28, "\(fromCode) of \(keys.count) keys")
    }
}
