import Foundation
import XCTest

/// The bundled example (`Examples/Trailhead`) is where a new user first sees copylint work: each of its deliberate
/// mistakes must stay reported, so a change that makes a rule quieter cannot silence one unnoticed.
final class ExampleAuditTests: XCTestCase {
    /// Every finding of the example, by rule, key and locale.
    private static let deliberateMistakes: Set<String> = [
        "missing-translation %lld km today fr", "plural-missing-category %lld trails de", "placeholder-mismatch %lld trails fr",
        "terminal-punctuation NSLocationWhenInUseUsageDescription en", "yes-no-button alert.delete.confirm en",
        "personal-pronoun alert.delete.message en", "error-word alert.delete.title en", "generic-alert-title alert.delete.title en",
        "tone-words alert.offline.message en", "exclamation alert.offline.message en", "first-person-plural alert.offline.message en",
        "device-verb alert.offline.message en", "ellipsis-character map.loading en", "a11y-hint-gesture map.locate.accessibilityHint en",
        "a11y-hint-imperative map.locate.accessibilityHint en", "a11y-label-control-type map.locate.accessibilityLabel en",
        "initial-capital map.search.placeholder en", "stale-key settings.about en", "ok-spelling settings.rate.button en",
        "localized-forbidden-word settings.rate.button de", "brand-casing settings.sync.toggle en",
        "title-case settings.units.imperial en", "nav-title-length settings.units.title en", "width-overflow tab.trails de",
        "width-overflow tab.trails fr", "title-case trail.download.button en", "ellipsis-character trail.share.button en",
    ]

    func testTheBundledExampleShowsEveryDeliberateMistakeAndNothingElse() throws {
        let result = try CommandRunner.run(["audit", "Examples", "--format", "json", "--fail-on", "never", "--quiet"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let report = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let findings = try XCTUnwrap(report?["findings"] as? [[String: Any]])
        let reported = findings.map { "\($0["rule"] ?? "") \($0["key"] ?? "") \($0["locale"] ?? "")" }
        XCTAssertEqual(reported.count, Set(reported).count, "a mistake reported twice")
        XCTAssertEqual(Set(reported).subtracting(Self.deliberateMistakes), [], "reported but not planted")
        XCTAssertEqual(Self.deliberateMistakes.subtracting(reported), [], "planted but no longer reported")
    }
}
