import Catalogs
import CopylintBase
import Foundation
import Reports
import Rules
@testable import Width

/// Catalog text written to attack a report: markup, script, event handlers, `</script>` and `<!--` to break
/// out of the data block, quotes for attributes, bidirectional overrides, line separators, control characters,
/// very long strings. Each tries to run `document.title='PWNED'` or to set `data-pwned` on the page, which the
/// Chromium check (scripts/check-html-report) looks for.
enum HostileFixture {
    static let strings: [String] = [
        "<script>document.title='PWNED';document.documentElement.setAttribute('data-pwned','script')</script>",
        "</script><script>document.title='PWNED'</script><!--",
        "<img src=x onerror=\"document.title='PWNED';document.documentElement.setAttribute('data-pwned','img')\">",
        "\" onmouseover=\"document.title='PWNED'\" data-x=\"",
        "' autofocus onfocus='document.title=`PWNED`' x='",
        "<svg onload=document.title='PWNED'><a xlink:href=\"javascript:document.title='PWNED'\">x</a></svg>",
        "<!-- <script>document.title='PWNED'</script> -->",
        "\u{2028}\u{2029}</SCRIPT ><ScRiPt>document.title='PWNED'</sCrIpT>",
        "Save \u{202E}evil.exe\u{202C} now \u{2066}isolated\u{2069}",
        "{{script}} {{data}} {{csp}} ${document.title='PWNED'}",
        "javascript:document.title='PWNED'",
        "<iframe srcdoc=\"<script>parent.document.title='PWNED'</script>\"></iframe>",
        "<style>body{display:none}</style><link rel=stylesheet href=https://example.com/x.css>",
        "Null\u{0} bell\u{7} escape\u{1B}[31m red",
        "👩‍👩‍👧 family 🇩🇪 flag then <b>bold</b> after emoji",
        "مرحبا <script>document.title='PWNED'</script> עברית",
        String(repeating: "Very long string <script>document.title='PWNED'</script> ", count: 400),
    ]

    static let rules = ["title-case", "placeholder-mismatch", "<img src=x onerror=document.title='PWNED'>", "width-overflow"]
    static let roles: [Role] = [.button, .alertTitle, .alertMessage, .alertButton, .tab, .navTitle, .segment, .menuItem, .label, .unknown]

    /// A report with `count` findings whose every text field is hostile.
    static func report(count: Int = 10_000) -> Report {
        var findings: [Finding] = []
        findings.reserveCapacity(count)
        for index in 0..<count {
            let text = strings[index % strings.count]
            let scalars = text.unicodeScalars.count
            let start = min(scalars, (index * 7) % max(1, scalars))
            let span = start..<min(scalars, start + 1 + index % 9)
            let locale = ["de", "fr", "ar", "<b>x</b>", "ja"][index % 5]
            let measurement = index % 3 == 0
                ? TextMeasurement(width: 180 + Double(index % 50), budget: 120, lines: 2, maximumLines: 1,
                                  truncated: index % 6 == 0 ? "<script>document.title='PWNED'</script>…" : nil,
                                  fontSize: 17, sizeCategory: "large", sourceWidth: 90)
                : nil
            findings.append(Finding(
                rule: rules[index % rules.count], severity: Severity.allCases[index % 3],
                file: "Hostile/<script>document.title='PWNED'</script>/\(index % 4).xcstrings",
                line: index + 1, column: 1 + index % 40,
                key: "key.\(index).\(strings[(index + 3) % strings.count].prefix(60))", locale: locale,
                variation: index % 7 == 0 ? "plural.<script>" : "",
                role: roles[index % roles.count], roleSource: .comment, text: text,
                message: "Message \(strings[(index + 1) % strings.count].prefix(120))",
                suggestion: index % 2 == 0 ? strings[(index + 2) % strings.count] : nil,
                span: span, sourceText: index % 4 == 0 ? nil : strings[(index + 5) % strings.count],
                measurement: measurement
            ))
        }
        findings.sort(by: Finding.reportOrder)
        var report = Report(
            toolVersion: "<script>document.title='PWNED'</script>",
            files: (0..<4).map { .init(path: "Hostile/<script>document.title='PWNED'</script>/\($0).xcstrings", format: .xcstrings, entries: 2_500, locales: ["<b>x</b>", "ar", "de", "en", "fr", "ja"]) },
            findings: findings,
            errors: [ReadError(file: "<img src=x onerror=document.title='PWNED'>.xcstrings", line: 1, message: "</script><script>document.title='PWNED'</script>")],
            roleSources: [.comment: 10_000]
        )
        var definitions = ReportFixture.ruleDefinitions
        definitions["<img src=x onerror=document.title='PWNED'>"] = nil
        report.ruleDefinitions = definitions
        report.localeGrowth = ["de": LocaleGrowth(strings: 10, sourceLength: 100, length: 131), "<b>x</b>": LocaleGrowth(strings: 1, sourceLength: 10, length: 4)]
        report.baseline = BaselineOutcome(matched: 3, fixed: 1)
        // Table names are paths, and a locale is a folder name: both can hold anything.
        report.coverage = strings.prefix(8).enumerated().map { index, text in
            LocaleCoverageRow(table: "Hostile/\(text)", locale: ["de", "<b>x</b>", "\u{202E}ar"][index % 3], file: "Hostile/\(text)",
                              keys: 100, translated: 60, untranslated: 20, missing: 15, needsReview: 5)
        }
        return report
    }

    /// The hostile catalog for end-to-end runs through the command line.
    static let catalogURL = ReportFixture.packageRoot.appendingPathComponent("Tests/ReportsTests/Fixtures/hostile/Hostile.xcstrings")
}
