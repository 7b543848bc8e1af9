import Foundation
import XCTest

/// `copylint schema` on the command line: one JSON document on stdout, the same bytes every run.
final class SchemaCommandTests: XCTestCase {
    func testPrintsTheConfigurationSchema() throws {
        let result = try CommandRunner.run(["schema"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        let schema = try XCTUnwrap(result.json)
        XCTAssertEqual(schema["$schema"] as? String, "https://json-schema.org/draft/2020-12/schema")
        let properties = try XCTUnwrap(schema["properties"] as? [String: Any])
        XCTAssertNotNil(properties["minimumCoverage"])
        let rules = try XCTUnwrap((properties["rules"] as? [String: Any])?["properties"] as? [String: Any])
        XCTAssertNotNil(rules["ellipsis-character"])
        XCTAssertEqual(try CommandRunner.run(["schema"]).stdout, result.stdout)
    }

    func testTakesNoArguments() throws {
        let result = try CommandRunner.run(["schema", "--json"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("schema takes no arguments"), result.stderr)
    }

    func testHelpListsIt() throws {
        XCTAssertTrue(try CommandRunner.run(["help"]).stdout.contains("copylint schema"))
    }
}
