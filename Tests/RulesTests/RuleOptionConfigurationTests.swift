import Catalogs
@testable import Rules
import XCTest

/// The configuration reader against the rules' declared options: unknown names and wrong types are errors
/// naming the file and the line, every declared option is read back as written, and a check reads the declared
/// default when the configuration sets nothing.
final class RuleOptionConfigurationTests: XCTestCase {
    private func error(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> ReadError? {
        do {
            _ = try ConfigurationLoader.parse(text, path: ".copylint.json")
            XCTFail("the reader took \(text)", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    func testAMisspeltOptionIsAnErrorNamingTheFileAndLine() throws {
        let text = "{\n  rules: {\n    \"button-word-count\": {\n      options: {\n        maxWrods: 3\n      }\n    }\n  }\n}\n"
        let found = try XCTUnwrap(error(text))
        XCTAssertEqual(found.file, ".copylint.json")
        XCTAssertEqual(found.line, 5)
        XCTAssertTrue(found.message.contains("unknown option 'maxWrods' of 'button-word-count'"), found.message)
        XCTAssertTrue(found.message.contains("alertButtonMaxWords, maxWords"), found.message)
        XCTAssertTrue(found.description.hasPrefix(".copylint.json:5: "), found.description)
    }

    func testAValueOfTheWrongTypeIsAnErrorNamingTheFileAndLine() throws {
        let text = "{\n  \"rules\": {\n    \"button-word-count\": {\n      \"options\": {\n        \"maxWords\": \"four\"\n      }\n    }\n  }\n}\n"
        let found = try XCTUnwrap(error(text))
        XCTAssertEqual(found.file, ".copylint.json")
        XCTAssertEqual(found.line, 5)
        XCTAssertEqual(found.message, "'maxWords' of 'button-word-count' must be a whole number of at least 1, not \"four\"")
    }

    func testTheLineIsTheOneUnderTheRuleWhereSeveralRulesShareAnOptionName() throws {
        let text = "{\n rules: {\n  \"tab-count\": {options: {max: 6}},\n  \"alert-button-count\": {options: {\n   max: true}}\n }\n}\n"
        let found = try XCTUnwrap(error(text))
        XCTAssertEqual(found.line, 5, found.description)
        XCTAssertTrue(found.message.contains("'max' of 'alert-button-count' must be a whole number"), found.message)
    }

    func testARuleThatTakesNoOptionsRefusesThem() throws {
        let found = try XCTUnwrap(error("{\n rules: {\n  \"ellipsis-character\": {options: {\n   strict: true}}\n }\n}"))
        XCTAssertEqual(found.line, 4)
        XCTAssertTrue(found.message.contains("the rule takes no options"), found.message)
    }

    func testEveryDeclaredOptionRoundTrips() throws {
        for definition in RuleDefinitions.all {
            for option in definition.options {
                let value = try XCTUnwrap(option.defaultValue ?? Self.sample(of: option), "\(definition.id).\(option.name)")
                let setting = JSONValue.object(["rules": .object([definition.id: .object(["options": .object([option.name: value])])])])
                let text = String(decoding: try JSONEncoder().encode(setting), as: UTF8.self)
                let configuration = try ConfigurationLoader.parse(text, path: ".copylint.json")
                XCTAssertEqual(configuration.options(of: definition.id)[option.name], value, "\(definition.id).\(option.name)")
                let context = CheckContext(configuration: configuration, rule: definition.id)
                XCTAssertEqual(context.value(option.name), value, "\(definition.id).\(option.name)")
            }
        }
    }

    func testAnUnsetOptionReadsItsDeclaredDefault() {
        let context = CheckContext(configuration: Configuration(), rule: "button-word-count")
        XCTAssertEqual(context.integer("maxWords"), 4)
        XCTAssertEqual(context.integer("alertButtonMaxWords"), 2)
        XCTAssertNil(CheckContext(configuration: Configuration(), rule: "segment-count").integer(ifSet: "max"))
        XCTAssertTrue(CheckContext(configuration: Configuration(), rule: "title-case").bool("capitalizeLastWord"))
    }

    /// A value a declaration without a default takes.
    private static func sample(of option: RuleOption) -> JSONValue? {
        switch option.type {
        case .boolean: return .bool(true)
        case .integer, .number: return .number(option.minimum ?? 1)
        case .string: return .string(option.values?.first ?? "text")
        case .stringArray: return .array([.string("word")])
        case .dynamicTypeSize: return .string("ax1")
        case .objectArray:
            let item = (option.fields ?? []).compactMap { field in sample(of: field).map { (field.name, $0) } }
            return .array([.object(Dictionary(uniqueKeysWithValues: item))])
        }
    }
}
