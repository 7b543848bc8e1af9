import CopylintBase
@testable import Rules
@testable import Width
import XCTest

/// `ConfigurationSchema` against the reader: the schema names exactly the keys the reader accepts, every rule
/// of the registry, and values the reader takes.
final class ConfigurationSchemaTests: XCTestCase {
    private let schema = ConfigurationSchema.document()

    private func object(_ value: JSONValue?, _ path: String..., file: StaticString = #filePath, line: UInt = #line) -> [String: JSONValue] {
        var current = value
        for name in path { current = current?.objectValue?[name] }
        guard let found = current?.objectValue else {
            XCTFail("no object at \(path.joined(separator: "."))", file: file, line: line)
            return [:]
        }
        return found
    }

    /// The reader's complaint about `text`, or nil when it reads it.
    private func complaint(_ text: String) -> String? {
        do {
            _ = try ConfigurationLoader.parse(text, path: ".copylint.json")
            return nil
        } catch {
            return error.message
        }
    }

    private func isUnknownKey(_ text: String) -> Bool {
        complaint(text)?.contains("unknown") == true
    }

    func testTheSchemaIsDraft2020AndClosed() {
        XCTAssertEqual(schema.objectValue?["$schema"]?.stringValue, "https://json-schema.org/draft/2020-12/schema")
        XCTAssertEqual(schema.objectValue?["additionalProperties"], .bool(false))
        XCTAssertEqual(schema.objectValue?["type"]?.stringValue, "object")
    }

    func testTheTopLevelKeysAreExactlyTheOnesTheReaderAccepts() {
        let properties = Set(object(schema, "properties").keys)
        XCTAssertEqual(properties, ConfigurationReader.topLevelKeys)
        for key in properties {
            XCTAssertFalse(isUnknownKey("{ \"\(key)\": null }"), "the reader refuses the schema's key \(key)")
        }
        XCTAssertTrue(isUnknownKey("{ \"includes\": [] }"))
        XCTAssertNil(complaint("{ version: 1, include: [\"App/**\"], platform: \"macos\" }"))
    }

    func testTheNestedKeysAreExactlyTheOnesTheReaderAccepts() {
        let width = Set(object(schema, "properties", "width", "properties").keys)
        XCTAssertEqual(width, Set(WidthSettings.keys))
        for key in width {
            XCTAssertFalse(isUnknownKey("{ width: { \"\(key)\": null } }"), "width.\(key)")
        }
        XCTAssertTrue(isUnknownKey("{ width: { screen: 390 } }"))

        let style = Set(object(schema, "properties", "style", "properties").keys)
        XCTAssertEqual(style, Set(HouseStyle.Group.allCases.map(\.rawValue)))
        for group in style {
            XCTAssertNil(complaint("{ style: { \"\(group)\": \"sentence\" } }"), "style.\(group)")
        }
        XCTAssertTrue(isUnknownKey("{ style: { labels: \"sentence\" } }"))

        let rolePattern = object(schema, "properties", "roles", "items", "properties")
        XCTAssertEqual(Set(rolePattern.keys), ["key", "role"])
        XCTAssertNil(complaint("{ roles: [ { key: \"*.button\", role: \"button\" } ] }"))
        XCTAssertTrue(isUnknownKey("{ roles: [ { key: \"*.button\", role: \"button\", note: \"x\" } ] }"))
    }

    func testEveryRuleOfTheRegistryIsInTheSchema() throws {
        let rules = object(schema, "properties", "rules", "properties")
        XCTAssertEqual(Set(rules.keys), Set(RuleDefinitions.all.map(\.id)))
        XCTAssertGreaterThan(rules.count, 40)
        for id in rules.keys {
            XCTAssertNil(complaint("{ rules: { \"\(id)\": \"off\" } }"), id)
        }
        XCTAssertTrue(isUnknownKey("{ rules: { \"no-such-rule\": \"off\" } }"))
        let setting = try XCTUnwrap(rules["title-case"]?.objectValue?["anyOf"]?.arrayValue?.last?.objectValue?["properties"]?.objectValue)
        XCTAssertEqual(Set(setting.keys), ["severity", "options"])
        XCTAssertTrue(isUnknownKey("{ rules: { \"title-case\": { level: \"info\" } } }"))
    }

    func testRolesPlatformsSeveritiesAndSizesAreTheReadersOwn() throws {
        let definitions = object(schema, "$defs")
        XCTAssertEqual(definitions["role"]?.objectValue?["enum"], .array(Role.allCases.map { .string($0.rawValue) }))
        let words = try XCTUnwrap(definitions["ruleSettingWord"]?.objectValue?["enum"]?.arrayValue).compactMap(\.stringValue)
        XCTAssertEqual(Set(words), Set(["off"] + Severity.allCases.map(\.rawValue)))
        for word in words {
            XCTAssertNil(complaint("{ rules: { \"ok-spelling\": { severity: \"\(word)\" } } }"), word)
        }
        let platforms = try XCTUnwrap(object(schema, "properties", "platform")["enum"]?.arrayValue).compactMap(\.stringValue)
        XCTAssertEqual(platforms.count, 6)
        for platform in platforms {
            XCTAssertNil(complaint("{ platform: \"\(platform)\" }"), platform)
        }
        XCTAssertNotNil(complaint("{ platform: \"android\" }"))
        let sizes = try XCTUnwrap(object(schema, "properties", "width", "properties", "dynamicTypeSize")["enum"]?.arrayValue).compactMap(\.stringValue)
        XCTAssertTrue(sizes.contains("ax5") && sizes.contains("xSmall"), "\(sizes)")
        for size in sizes {
            XCTAssertNil(complaint("{ width: { dynamicTypeSize: \"\(size)\" } }"), size)
        }
        for role in Role.allCases {
            XCTAssertNil(complaint("{ roles: [ { key: \"k\", role: \"\(role.rawValue)\" } ] }"), role.rawValue)
        }
    }

    func testDeclaredRuleOptionsAreTypedAndTheOthersLeftOpen() throws {
        let rules = object(schema, "properties", "rules", "properties")
        for definition in RuleDefinitions.all where !definition.options.isEmpty {
            let id = definition.id
            let options = try XCTUnwrap(rules[id]?.objectValue?["anyOf"]?.arrayValue?.last?.objectValue?["properties"]?.objectValue?["options"]?.objectValue)
            XCTAssertEqual(options["additionalProperties"], .bool(false))
            XCTAssertEqual(Set(options["properties"]?.objectValue?.keys ?? [:].keys), Set(definition.options.map(\.name)))
            XCTAssertTrue(isUnknownKey("{ rules: { \"\(id)\": { options: { notAnOption: 1 } } } }"), id)
        }
        XCTAssertNil(complaint("{ rules: { \"locale-coverage\": { options: { threshold: 30, minimumStrings: 5, listStrings: true } } } }"))
        XCTAssertNotNil(complaint("{ rules: { \"locale-coverage\": { options: { threshold: 130 } } } }"))
        XCTAssertNil(complaint("{ rules: { \"title-case\": { options: { capitalizeLastWord: false } } } }"))
        let open = try XCTUnwrap(rules["ellipsis-character"]?.objectValue?["anyOf"]?.arrayValue?.last?.objectValue?["properties"]?.objectValue?["options"]?.objectValue)
        XCTAssertNil(open["additionalProperties"])
    }

    /// Each declared option's schema has the type, bounds, values and default of its declaration, and the reader
    /// takes the default and refuses a value of another JSON type.
    func testEveryDeclaredOptionIsTypedAsItsDeclarationSays() throws {
        let rules = object(schema, "properties", "rules", "properties")
        let jsonTypes: [RuleOption.Kind: String] = [
            .boolean: "boolean", .integer: "integer", .number: "number", .string: "string",
            .stringArray: "array", .objectArray: "array",
        ]
        for definition in RuleDefinitions.all {
            for option in definition.options {
                let label = "\(definition.id).\(option.name)"
                let properties = try XCTUnwrap(rules[definition.id]?.objectValue?["anyOf"]?.arrayValue?.last?.objectValue?["properties"]?.objectValue?["options"]?.objectValue?["properties"]?.objectValue, label)
                let typed = try XCTUnwrap(properties[option.name]?.objectValue, label)
                XCTAssertEqual(typed["type"]?.stringValue, jsonTypes[option.type], label)
                XCTAssertEqual(typed["description"]?.stringValue, option.doc, label)
                XCTAssertEqual(typed["default"], option.defaultValue, label)
                XCTAssertEqual(typed["minimum"]?.numberValue, option.minimum, label)
                XCTAssertEqual(typed["maximum"]?.numberValue, option.maximum, label)
                if let values = option.values { XCTAssertEqual(typed["enum"], .array(values.map(JSONValue.string)), label) }
                if option.type == .dynamicTypeSize {
                    XCTAssertEqual(typed["enum"], object(schema, "properties", "width", "properties", "dynamicTypeSize")["enum"], label)
                }
                if option.type == .stringArray { XCTAssertEqual(typed["items"], .object(["type": .string("string")]), label) }
                if option.type == .objectArray {
                    let items = try XCTUnwrap(typed["items"]?.objectValue, label)
                    XCTAssertEqual(items["additionalProperties"], .bool(false), label)
                    XCTAssertEqual(Set(items["properties"]?.objectValue?.keys ?? [:].keys), Set((option.fields ?? []).map(\.name)), label)
                }
                func setting(_ value: String) -> String { "{ rules: { \"\(definition.id)\": { options: { \(option.name): \(value) } } } }" }
                if let value = option.defaultValue {
                    XCTAssertNil(complaint(setting(RuleOptionText.written(value))), label)
                }
                let wrong = option.type == .boolean ? "\"yes\"" : "true"
                XCTAssertNotNil(complaint(setting(wrong)), label)
            }
        }
    }
}
