import Catalogs
@testable import Rules
import CopylintBase
import XCTest

/// A `ConfigurableCheck` runs in an audit as the copy `configured(for:)` made, and when called directly (rule
/// tests) works its settings out per call: both must report the same hits, on every string of the fixtures and the
/// bundled example (and of the real-app corpora, when present), with the default configuration and with one that
/// changes what the checks settle (user terms, custom bands).
final class ConfigurableCheckTests: XCTestCase {
    private static let configurations: [(name: String, text: String)] = [
        ("default", "{}"),
        ("custom", """
        {lexicon: ["Trailhead", "KeepingYouAwake"],
         rules: {"expansion-ratio": {options: {bands: [{maxLength: 12, ratio: 1.6}, {ratio: 1.2}]}}}}
        """),
    ]

    func testBrandCasingConfiguredCopyFindsWhatTheCheckFinds() throws {
        // Real texts write few terms wrong: some texts that do are added (one a configured term).
        let wrong = ["Sync with icloud", "Turn on wifi in Settings", "Open the trailhead app on your iphone", "Synchroniser avec Icloud"]
        let entries = try Self.realEntries() + wrong.enumerated().map { index, text in
            Entry(file: "f", table: "t", key: text, locale: index == 3 ? "fr" : "en", value: text,
                  location: .init(line: index + 1, column: 1), isSource: index != 3)
        }
        var hitsByConfiguration: [Int] = []
        for (name, text) in Self.configurations {
            let context = try Self.context(text, rule: "brand-casing")
            let check = BrandCasingCheck()
            let configured = check.configured(for: context)
            var hits = 0
            for entry in entries {
                let string = AnalyzedString(entry: entry, role: .unknown)
                let expected = check.check(string, context: context)
                XCTAssertEqual(configured.check(string, context: context), expected, "\(name): \(entry.value)")
                hits += expected.count
            }
            XCTAssertGreaterThan(hits, 0, "\(name): some texts write terms wrong")
            hitsByConfiguration.append(hits)
        }
        XCTAssertGreaterThan(hitsByConfiguration[1], hitsByConfiguration[0], "the configured term is checked too")
    }

    func testExpansionRatioConfiguredCopyFindsWhatTheCheckFinds() throws {
        // Two translations far past any band (a sentence where a one-word title belongs), so the defaults find
        // something whether or not the real apps are there; the real entries follow.
        func entry(_ key: String, _ locale: String, _ value: String) -> Entry {
            Entry(file: "Grow.xcstrings", table: "Grow", key: key, locale: locale, value: value,
                  location: SourceLocation(line: 1, column: 1), isVerbatim: true, isSource: locale == "en")
        }
        let grown = [
            entry("save", "en", "Save"), entry("save", "de", "Alle Änderungen jetzt dauerhaft auf diesem Gerät speichern"),
            entry("mute", "en", "Mute"), entry("mute", "fr", "Couper le son de toutes les notifications de cette conversation"),
        ]
        let real = try Self.realEntries()
        let entries = grown + real
        var sources: [String: Entry] = [:]
        for entry in entries where entry.isSource { sources[entry.table + "\u{0}" + entry.key + "\u{0}" + entry.variation] = entry }
        let roles: [Role] = [.button, .tab, .alertTitle, .label, .unknown]
        for (name, text) in Self.configurations {
            let context = try Self.context(text, rule: "expansion-ratio")
            let check = ExpansionRatioCheck()
            let configured = check.configured(for: context)
            var hits = 0
            for (index, entry) in entries.enumerated() where !entry.isSource && (index < grown.count || index % 2 == 0) {
                guard let sourceEntry = sources[entry.table + "\u{0}" + entry.key + "\u{0}" + entry.variation] else { continue }
                let role = ResolvedRole(role: roles[index % roles.count], source: .config)
                // Each path gets strings of its own: the source remembers its width once measured.
                let expected = check.check(
                    target: AnalyzedString(entry: entry, role: role), source: AnalyzedString(entry: sourceEntry, role: role),
                    context: context
                )
                let found = configured.check(
                    target: AnalyzedString(entry: entry, role: role), source: AnalyzedString(entry: sourceEntry, role: role),
                    context: context
                )
                XCTAssertEqual(found, expected, "\(name): \(entry.value)")
                hits += expected.count
            }
            XCTAssertGreaterThan(hits, 0, "\(name): some translations grow past their band")
        }
    }

    /// A configured copy asked with another context (another audit's) works that context's settings out.
    func testConfiguredCopyFollowsAnotherContext() throws {
        let wide = try Self.context("{rules: {\"expansion-ratio\": {options: {bands: [{ratio: 10}]}}}}", rule: "expansion-ratio")
        let narrow = try Self.context("{rules: {\"expansion-ratio\": {options: {bands: [{ratio: 1.01}]}}}}", rule: "expansion-ratio")
        let configured = ExpansionRatioCheck().configured(for: wide)
        func strings() -> (AnalyzedString, AnalyzedString) {
            let source = Entry(file: "f", table: "t", key: "k", locale: "en", value: "Save", location: .init(line: 1, column: 1), isSource: true)
            let target = Entry(file: "f", table: "t", key: "k", locale: "de", value: "Speichern", location: .init(line: 2, column: 1), isSource: false)
            return (AnalyzedString(entry: target, role: .unknown), AnalyzedString(entry: source, role: .unknown))
        }
        let (target, source) = strings()
        XCTAssertEqual(configured.check(target: target, source: source, context: wide), [])
        let (otherTarget, otherSource) = strings()
        XCTAssertEqual(configured.check(target: otherTarget, source: otherSource, context: narrow).count, 1)
    }

    private static func context(_ text: String, rule: String) throws -> CheckContext {
        let configuration = try ConfigurationLoader.parse(text, path: "copylint.json5")
        return CheckContext(configuration: configuration, rule: rule)
    }

    private static func realEntries() throws -> [Entry] {
        try RuleTestFiles.textFolderFiles().flatMap(\.entries)
    }
}
