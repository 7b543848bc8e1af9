import CopylintTestSupport
import Foundation
import Rules
import XCTest

/// Every option a check reads is declared in a rule file: a static scan of `Sources/Rules/Checks` for the typed
/// accessors of `CheckContext` (and the list options of `AlertWords`), so an option read on a path no example
/// takes is caught too (the accessors also trap in debug builds when a rule does not declare what its check reads).
final class CheckOptionDeclarationTests: XCTestCase {
    private static let checksFolder = Corpora.packageRoot.appendingPathComponent("Sources/Rules/Checks")
    /// `context.integer("max")`, `options.number("threshold")`, `context.integer(ifSet: "max")`,
    /// `AlertWords.listOption("words", in: context)`.
    private static let read = try! NSRegularExpression(
        pattern: #"(?:\b(?:context|options)\.(?:value|bool|integer|number|string|strings)\((?:ifSet: )?|\blistOption\()"([A-Za-z]+)""#
    )
    private static let ruleID = try! NSRegularExpression(pattern: #"\blet id = "([a-z-]+)""#)
    /// Files that read another rule's configured options directly, and the option they read.
    private static let crossRuleReads: [String: (rule: String, option: String)] = [
        "AlertTitleForm.swift": ("title-case", "alertTitleStyle"),
    ]

    private struct Source {
        var name: String
        var text: String
    }

    private static func sources() throws -> [Source] {
        guard let walker = FileManager.default.enumerator(at: checksFolder, includingPropertiesForKeys: nil) else { return [] }
        var sources: [Source] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            sources.append(Source(name: url.lastPathComponent, text: try String(contentsOf: url, encoding: .utf8)))
        }
        return sources.sorted { $0.name < $1.name }
    }

    private static func matches(_ expression: NSRegularExpression, in text: String) -> [String] {
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    func testEveryOptionACheckReadsIsDeclared() throws {
        let sources = try Self.sources()
        XCTAssertGreaterThan(sources.count, 40)
        let declaredAnywhere = Set(RuleDefinitions.all.flatMap { $0.options.map(\.name) })
        var reads = 0
        for source in sources {
            let names = Self.matches(Self.read, in: source.text)
            reads += names.count
            let ids = Self.matches(Self.ruleID, in: source.text)
            for name in names {
                if ids.count == 1, let id = ids.first {
                    XCTAssertNotNil(RuleDefinitions.definition(id)?.option(named: name), "\(source.name) reads '\(name)', which Rules/\(id).json does not declare")
                } else {
                    XCTAssertTrue(declaredAnywhere.contains(name), "\(source.name) reads '\(name)', which no rule file declares")
                }
            }
        }
        XCTAssertGreaterThanOrEqual(reads, 23, "the scan no longer finds the checks' option reads")
    }

    func testNoCheckReadsItsOptionsPastTheTypedAccessors() throws {
        for source in try Self.sources() {
            let raw = source.text.contains("context.options") || source.text.contains(".options(of:")
            if let allowed = Self.crossRuleReads[source.name] {
                XCTAssertTrue(raw, "\(source.name) no longer reads \(allowed.rule)'s options: drop it from crossRuleReads")
                XCTAssertNotNil(RuleDefinitions.definition(allowed.rule)?.option(named: allowed.option))
            } else {
                XCTAssertFalse(raw, "\(source.name) reads options without the typed accessors of CheckContext")
            }
        }
    }
}
