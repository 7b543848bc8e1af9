import Foundation
import XCTest

/// HarfBuzz is loaded at run time only when fonts are configured: without it an audit reports one error naming
/// the library and measures with the width tables, exactly as with no fonts.
final class HarfBuzzLoadingTests: XCTestCase {
    private let missingLibrary = ["COPYLINT_HARFBUZZ": "/nonexistent/libharfbuzz.so.0"]

    /// A folder with the bundled example and, when `fonts` is true, a configuration naming a font file.
    private func exampleFolder(fonts: Bool) throws -> URL {
        let folder = try CommandRunner.scratchFolder(self)
        try FileManager.default.copyItem(
            at: CommandRunner.packageRoot.appendingPathComponent("Examples"), to: folder.appendingPathComponent("Examples")
        )
        if fonts {
            try Data("not read: HarfBuzz is missing".utf8).write(to: folder.appendingPathComponent("Brand.ttf"))
            try Data(#"{ version: 1, fonts: { default: "Brand.ttf" } }"#.utf8).write(to: folder.appendingPathComponent(".copylint.json"))
        }
        return folder
    }

    private func findings(_ result: CommandResult) throws -> [[String: Any]] {
        try XCTUnwrap(result.json?["findings"] as? [[String: Any]], result.stderr)
    }

    func testConfiguredFontsWithoutHarfBuzzGiveOneErrorNamingTheLibraryAndTheTablesMeasure() throws {
        let withFonts = try exampleFolder(fonts: true)
        let result = try CommandRunner.run(["audit", "Examples", "--format", "json", "--quiet"], in: withFonts, environment: missingLibrary)
        XCTAssertEqual(result.status, 3, "an error of the run: \(result.stderr)")
        let errors = try XCTUnwrap(result.json?["errors"] as? [[String: Any]])
        XCTAssertEqual(errors.count, 1, "\(errors)")
        let message = try XCTUnwrap(errors.first?["message"] as? String)
        XCTAssertTrue(message.contains("cannot load HarfBuzz (/nonexistent/libharfbuzz.so.0)"), message)
        XCTAssertTrue(message.contains("built-in tables"), message)
        XCTAssertTrue((errors.first?["file"] as? String ?? "").hasSuffix(".copylint.json"), "\(errors)")

        let withoutFonts = try exampleFolder(fonts: false)
        let tables = try CommandRunner.run(["audit", "Examples", "--format", "json", "--quiet"], in: withoutFonts, environment: missingLibrary)
        XCTAssertEqual(tables.status, 1, "the example has deliberate errors: \(tables.stderr)")
        XCTAssertEqual((tables.json?["errors"] as? [[String: Any]])?.count, 0, tables.stdout)
        let tableFindings = try findings(tables).map { "\($0["file"] ?? "") \($0["line"] ?? "") \($0["rule"] ?? "")" }
        let fallbackFindings = try findings(result).map { "\($0["file"] ?? "") \($0["line"] ?? "") \($0["rule"] ?? "")" }
        XCTAssertFalse(tableFindings.isEmpty)
        XCTAssertEqual(fallbackFindings, tableFindings, "without HarfBuzz the configured fonts measure as the tables do")
    }

    func testNoFontsConfiguredNeverLooksForHarfBuzz() throws {
        let folder = try exampleFolder(fonts: false)
        let result = try CommandRunner.run(["audit", "Examples", "--format", "text"], in: folder, environment: missingLibrary)
        XCTAssertEqual(result.status, 1, "the example's findings, and no error of the run: \(result.stderr)")
        XCTAssertFalse((result.stdout + result.stderr).contains("HarfBuzz"), result.stdout + result.stderr)
    }

    func testMeasureWithAFontButNoHarfBuzzNamesTheLibrary() throws {
        let font = try exampleFolder(fonts: true).appendingPathComponent("Brand.ttf").path
        let result = try CommandRunner.run(["measure", "Save", "--role", "button", "--font", font], environment: missingLibrary)
        XCTAssertEqual(result.status, 2, result.stdout)
        XCTAssertTrue(result.stderr.contains("cannot load HarfBuzz (/nonexistent/libharfbuzz.so.0)"), result.stderr)
    }
}
