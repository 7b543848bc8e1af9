@testable import Rules
import XCTest

/// The `options` rule files declare: each well formed, with a default its own type accepts, so the value a check
/// falls back to is one the configuration reader would take.
final class RuleOptionDeclarationTests: XCTestCase {
    private var declared: [(rule: String, option: RuleOption)] {
        RuleDefinitions.all.flatMap { definition in definition.options.map { (definition.id, $0) } }
    }

    func testTheRulesThatReadOptionsDeclareThem() {
        XCTAssertGreaterThanOrEqual(Set(declared.map(\.rule)).count, 20)
        XCTAssertEqual(RuleDefinitions.definition("locale-coverage")?.options.map(\.name), ["listStrings", "minimumStrings", "threshold"])
        XCTAssertEqual(RuleDefinitions.definition("tab-count")?.option(named: "max")?.defaultValue, .number(5))
    }

    func testEveryDeclarationIsWellFormed() {
        for definition in RuleDefinitions.all {
            let names = definition.options.map(\.name)
            XCTAssertEqual(names.count, Set(names).count, "\(definition.id) declares an option twice")
        }
        for (rule, option) in declared {
            let label = "\(rule).\(option.name)"
            XCTAssertFalse(option.doc.isEmpty, label)
            XCTAssertTrue(option.doc.hasSuffix("."), "\(label): a doc is a sentence")
            if option.values != nil { XCTAssertEqual(option.type, .string, "\(label): values belong to string options") }
            XCTAssertEqual(option.fields != nil, option.type == .objectArray, "\(label): fields belong to object-array options")
            XCTAssertNil(option.required, "\(label): required belongs to an object-array's fields")
            if let minimum = option.minimum, let maximum = option.maximum { XCTAssertLessThan(minimum, maximum, label) }
        }
    }

    func testEveryDefaultIsAValueOfItsOwnType() {
        for (rule, option) in declared {
            guard let value = option.defaultValue else { continue }
            XCTAssertTrue(option.accepts(value), "\(rule).\(option.name): the default \(value) is not \(option.expectation)")
        }
    }

    func testValuesOfTheWrongTypeAreRefused() throws {
        let maxWords = try XCTUnwrap(RuleDefinitions.definition("button-word-count")?.option(named: "maxWords"))
        XCTAssertTrue(maxWords.accepts(.number(3)))
        XCTAssertFalse(maxWords.accepts(.string("four")))
        XCTAssertFalse(maxWords.accepts(.number(2.5)))
        XCTAssertFalse(maxWords.accepts(.number(0)))
        XCTAssertEqual(maxWords.expectation, "a whole number of at least 1")
        let style = try XCTUnwrap(RuleDefinitions.definition("title-case")?.option(named: "alertTitleStyle"))
        XCTAssertTrue(style.accepts(.string("sentence")))
        XCTAssertFalse(style.accepts(.string("Sentence")))
        let bands = try XCTUnwrap(RuleDefinitions.definition("expansion-ratio")?.option(named: "bands"))
        XCTAssertTrue(bands.accepts(.array([.object(["maxLength": .number(20), "ratio": .number(1.5)]), .object(["ratio": .number(1.2)])])))
        XCTAssertFalse(bands.accepts(.array([.object(["maxLength": .number(20)])])), "ratio is required")
        XCTAssertFalse(bands.accepts(.array([.object(["ratio": .number(1.5), "growth": .number(1)])])), "growth is no field")
        let size = try XCTUnwrap(RuleDefinitions.definition("alert-title-length")?.option(named: "dynamicTypeSize"))
        XCTAssertTrue(size.accepts(.string("ax3")))
        XCTAssertFalse(size.accepts(.string("huge")))
        let words = try XCTUnwrap(RuleDefinitions.definition("personal-pronoun")?.option(named: "words"))
        XCTAssertTrue(words.accepts(.array([.string("me")])))
        XCTAssertFalse(words.accepts(.array([.number(1)])))
    }

    func testEveryExampleSetsOnlyDeclaredOptionsOfTheirTypes() {
        for definition in RuleDefinitions.all {
            for example in definition.examples.fire + definition.examples.pass {
                for (name, value) in example.options ?? [:] {
                    guard let option = definition.option(named: name) else {
                        XCTFail("Rules/\(definition.id).json: an example sets '\(name)', which the rule does not declare")
                        continue
                    }
                    XCTAssertTrue(option.accepts(value), "Rules/\(definition.id).json: an example's '\(name)' is not \(option.expectation)")
                }
            }
        }
    }
}
