import Foundation
import XCTest

/// `copylint measure`: width, budget, lines, fit and truncated rendition of one string, as a user runs it.
final class MeasureCommandTests: XCTestCase {
    func testTheIssuesExampleAtAX3() throws {
        let result = try CommandRunner.run(["measure", "Download Every Episode", "--role", "button", "--locale", "de", "--size", "ax3"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("Body 40 pt regular at Dynamic Type AX3"), result.stdout)
        XCTAssertTrue(result.stdout.contains("budget:    361.0 pt × 1 line"), result.stdout)
        XCTAssertTrue(result.stdout.contains("fits:      no ("), result.stdout)
        XCTAssertTrue(result.stdout.contains("truncated: Download Every"), result.stdout)
        XCTAssertTrue(result.stdout.contains("…"), result.stdout)
    }

    func testJSONOutput() throws {
        let result = try CommandRunner.run(["measure", "Téléchargements", "--role", "tab", "--locale", "fr", "--json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try XCTUnwrap(result.json)
        XCTAssertEqual(json["role"] as? String, "tab")
        XCTAssertEqual(json["fits"] as? Bool, false)
        XCTAssertEqual(json["budget"] as? Double ?? 0, 78.6, accuracy: 0.01)
        XCTAssertEqual(json["maximumLines"] as? Int, 1)
        XCTAssertTrue((json["truncated"] as? String)?.hasSuffix("…") == true)
        XCTAssertGreaterThan(json["width"] as? Double ?? 0, 78.6)
    }

    func testAlertMessagesCountLinesInTheirLocale() throws {
        let result = try CommandRunner.run(["measure", "このアカウントを削除すると、このiPhoneからすべてのメール、連絡先、カレンダー、メモが削除されます。", "--role", "alert-message", "--locale", "ja", "--json"])
        let json = try XCTUnwrap(result.json, result.stderr)
        XCTAssertEqual(json["maximumLines"] as? Int, 3)
        XCTAssertEqual(json["fontSize"] as? Double, 13)
        XCTAssertGreaterThanOrEqual(json["lines"] as? Int ?? 0, 3)
    }

    func testDeviceAndConfiguredFonts() throws {
        let narrow = try XCTUnwrap(try CommandRunner.run(["measure", "Mitteilungs- und Toneinstellungen", "--role", "nav-title", "--device", "375", "--json"]).json)
        XCTAssertEqual(narrow["fits"] as? Bool, false)
        XCTAssertEqual(narrow["device"] as? Double, 375)
        let folder = try CommandRunner.scratchFolder(self)
        try #"{ version: 1, fonts: { default: "Missing.ttf" }, width: { device: 430 } }"#
            .write(to: folder.appendingPathComponent(".copylint.json"), atomically: true, encoding: .utf8)
        let missing = try CommandRunner.run(["measure", "Save", "--role", "button"], in: folder)
        XCTAssertEqual(missing.status, 2, "a configured font that cannot be opened is an error here")
        XCTAssertTrue(missing.stderr.contains("Missing.ttf"), missing.stderr)
        let shaped = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
        if FileManager.default.fileExists(atPath: shaped) {
            let json = try XCTUnwrap(try CommandRunner.run(["measure", "Save", "--role", "button", "--font", shaped, "--json"], in: folder).json)
            XCTAssertTrue((json["measuredWith"] as? String)?.contains("Inter-Regular.otf") == true)
            XCTAssertEqual(json["device"] as? Double, 430, "the configuration's width section applies")
        }
    }

    func testRolesWithoutABudgetStillMeasure() throws {
        let result = try CommandRunner.run(["measure", "Turn on Bluetooth to connect AirPods.", "--role", "label"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("no fixed container"), result.stdout)
        XCTAssertTrue(result.stdout.contains("width:"), result.stdout)
    }

    func testUsageErrors() throws {
        for arguments in [["measure"], ["measure", "Save"], ["measure", "Save", "--role", "knob"],
                          ["measure", "Save", "--role", "button", "--size", "huge"],
                          ["measure", "Save", "--role", "button", "--font", "/nonexistent/font.otf"],
                          ["measure", "Save", "--role", "button", "--bogus"]] {
            let result = try CommandRunner.run(arguments)
            XCTAssertEqual(result.status, 2, arguments.joined(separator: " "))
            XCTAssertFalse(result.stderr.isEmpty)
        }
    }
}
