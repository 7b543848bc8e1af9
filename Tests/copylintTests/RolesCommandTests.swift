import Foundation
import XCTest

/// `copylint roles` lists every string the app shows with the role copylint gives it and where the role came
/// from, in text and JSON, reads exactly what `audit` reads, and refuses the options that only choose findings.
final class RolesCommandTests: XCTestCase {
    func testTextListsEachShownStringWithItsRoleWhereItCameFromAndItsKey() throws {
        let result = try CommandRunner.run(["roles", "Tests/Fixtures/SwiftGenApp", "Tests/Fixtures/InterfaceBuilder"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains(
            "Tests/Fixtures/SwiftGenApp/Trailmix/Resources/en.lproj/Localizable.strings:2:19: alert-button (swift at Tests/Fixtures/SwiftGenApp/Trailmix/UIKit/ShareViewController.swift:6): “Cancel” (key cancel_label)\n"
        ), result.stdout)
        XCTAssertTrue(result.stdout.contains(
            "Tests/Fixtures/InterfaceBuilder/Steeper/mul.lproj/Main.xcstrings:4:6: checkbox (interface-builder at Tests/Fixtures/InterfaceBuilder/Steeper/Base.lproj/Main.storyboard:62): “Play a sound when the tea is ready” (key Bc1-vv-Ch1.title)\n"
        ), result.stdout)
        XCTAssertTrue(result.stdout.contains("Main.xcstrings:226:6: unknown (unknown) (key Qq7-rr-Un1.title)\n"),
                      "an object-ID key without English text is listed without text")
        XCTAssertTrue(result.stderr.contains("strings shown"), result.stderr)
    }

    func testAKeyThatIsItsTextIsNotRepeated() throws {
        let result = try CommandRunner.run(["roles", "Examples", "--quiet"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("Localizable.xcstrings:19:30: label (comment): “%lld km today” (variation plural.other)\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("“%lld trail” (key %lld trails, variation plural.one)\n"), result.stdout)
        XCTAssertEqual(result.stderr, "")
    }

    func testJSONHasOneRowPerLineOfTheTextForm() throws {
        let json = try CommandRunner.run(["roles", "Tests/Fixtures/SwiftGenApp", "--format", "json", "--quiet"])
        XCTAssertEqual(json.status, 0, json.stderr)
        let rows = try XCTUnwrap(json.json?["strings"] as? [[String: Any]])
        let text = try CommandRunner.run(["roles", "Tests/Fixtures/SwiftGenApp", "--quiet"])
        XCTAssertEqual(rows.count, text.stdout.split(separator: "\n").count)
        let checkbox = try XCTUnwrap(rows.first { $0["key"] as? String == "settings.units.metric" })
        XCTAssertEqual(checkbox["role"] as? String, "checkbox")
        XCTAssertEqual(checkbox["roleSource"] as? String, "swift")
        XCTAssertEqual(checkbox["text"] as? String, "Use metric units")
        XCTAssertEqual(checkbox["line"] as? Int, 6)
        XCTAssertFalse(rows.contains { $0["key"] as? String == "legacy.unused" }, "no code reaches it, so the app never shows it")
    }

    func testTheListIsTheSameBytesOnOneThreadAndOnSeveral() throws {
        let serial = try CommandRunner.run(["roles", "Tests/Fixtures", "--format", "json", "--quiet", "--jobs", "1"])
        let parallel = try CommandRunner.run(["roles", "Tests/Fixtures", "--format", "json", "--quiet", "--jobs", "3"])
        XCTAssertFalse(serial.stdout.isEmpty)
        XCTAssertEqual(serial.stdout, parallel.stdout)
    }

    func testOptionsThatChooseFindingsAreUsageErrors() throws {
        for arguments in [["--format", "sarif"], ["--baseline", "b.json"], ["--since=main"], ["--fail-on", "warning"], ["--output", "out"]] {
            let result = try CommandRunner.run(["roles", "Examples"] + arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(result.stderr.hasPrefix("copylint: "), result.stderr)
            XCTAssertEqual(result.stdout, "", "\(arguments)")
        }
    }

    func testAnUnreadableFileIsAnErrorAndTheOthersAreStillListed() throws {
        let folder = try CommandRunner.scratchFolder(self)
        try "\"greeting\" = \"Hello\";\n".write(to: folder.appendingPathComponent("en.lproj/Good.strings", isDirectory: false)
            .creatingParent(), atomically: true, encoding: .utf8)
        try "{ \"sourceLanguage\" : \"en\", \"strings\" : {".write(
            to: folder.appendingPathComponent("Broken.xcstrings"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["roles", folder.path])
        XCTAssertEqual(result.status, 3)
        XCTAssertTrue(result.stderr.contains("Broken.xcstrings"), result.stderr)
        XCTAssertTrue(result.stdout.contains("Good.strings:1:15: unknown (unknown): “Hello” (key greeting)\n"), result.stdout)
    }
}

private extension URL {
    /// The URL, once its parent folder exists.
    func creatingParent() throws -> URL {
        try FileManager.default.createDirectory(at: deletingLastPathComponent(), withIntermediateDirectories: true)
        return self
    }
}
