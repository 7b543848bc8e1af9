import SwiftSource

/// The enabled code checks of one audit, with their rule, severity and context.
struct CodeCheckPlan: Sendable {
    struct Planned: Sendable {
        let check: any CodeCheck
        let definition: RuleDefinition
        let severity: Severity
        let context: CheckContext
    }

    let checks: [Planned]

    init(checks: [any Check], configuration: Configuration) {
        self.checks = checks.compactMap { check in
            guard let check = check as? any CodeCheck, let definition = RuleDefinitions.definition(check.id),
                let severity = configuration.severity(of: definition) else { return nil }
            return Planned(check: check, definition: definition, severity: severity,
                           context: CheckContext(configuration: configuration, rule: check.id))
        }
    }
}

extension Auditor {
    /// `findings` (from the catalogs) with the code place of each string whose role came from code, plus the
    /// findings of the code rules, in report order. Without code, `findings` unchanged.
    public func addingCodeFindings(to findings: [Finding]) -> [Finding] {
        guard let code, !code.isEmpty else { return findings }
        var annotated: [Finding] = []
        annotated.reserveCapacity(findings.count)
        for finding in findings {
            // The code use that gave a string its role is looked up once, for its place and for the width test.
            let use = finding.roleSource == .swift ? Self.roleUse(of: finding, code: code) : nil
            if let use, Self.wrapsInItsView(finding, use: use) || Self.isMeasuredForAnotherScreen(finding, use: use, code: code) { continue }
            annotated.append(Self.withCodePlace(finding, use: use))
        }
        annotated += codeFindings(code)
        return ReportOrderMerge.sorted(annotated)
    }

    /// The findings of the code rules alone, in the order the rules and files produce them.
    func codeFindings(_ code: CodeIndex) -> [Finding] {
        let sourceLanguage = configuration.sourceLanguage ?? "en"
        guard locales.map({ $0.contains(sourceLanguage) }) ?? true else { return [] }
        let scans = Dictionary(code.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var findings: [Finding] = []
        for planned in codePlan.checks {
            for hit in planned.check.check(code, context: planned.context) {
                if scans[hit.file]?.isDisabled(planned.definition.id, atLine: hit.line) == true { continue }
                var finding = Finding(
                    rule: planned.definition.id, severity: planned.severity, file: hit.file, line: hit.line, column: hit.column,
                    key: hit.key, locale: "", variation: "", role: hit.role, roleSource: .swift, text: hit.text,
                    message: MessageTemplate.fill(planned.definition.message, with: hit.arguments),
                    suggestion: hit.suggestion, span: hit.span
                )
                if let related = hit.related {
                    finding.codeFile = related.file
                    finding.codeLine = related.line
                    finding.codeRole = related.role
                }
                findings.append(finding)
            }
        }
        return findings
    }

    /// A `width-overflow` that SwiftUI's layout settles: a button's title (a `Button`, or the app's own view or
    /// function its label calls) wraps onto more lines (SwiftUI sets no line limit), and a toolbar item takes the
    /// room its bar has left beside the title and the other items, which the strings do not say, so the fixed
    /// share of the bar it is measured against is a guess. UIKit and AppKit buttons and bar items (`setTitle`,
    /// `UIAlertAction`, `UIBarButtonItem`, `.title = …`) keep one line in a frame of their own and are still
    /// measured.
    static func wrapsInItsView(_ finding: Finding, use: CodeStringUse) -> Bool {
        finding.rule == "width-overflow" && (finding.role == .button || finding.role == .toolbarItem)
            && !isOneLineElement(use.element)
    }

    /// A width finding on text that another screen shows, whose sizes the width model (a phone's screen at a
    /// Dynamic Type size) does not describe: a CarPlay template, item or button (CarPlay lays its templates out
    /// on the car's screen), or a watch app's message or control (watchOS alerts fill the screen and scroll, and
    /// its buttons wrap). A watch alert's title is still measured: the watch's narrower screen only wraps it more.
    static func isMeasuredForAnotherScreen(_ finding: Finding, use: CodeStringUse, code: CodeIndex) -> Bool {
        guard ["width-overflow", "alert-title-length", "alert-message-length"].contains(finding.rule) else { return false }
        return code.isCarPlay(use) || (finding.rule != "alert-title-length" && code.isWatch(use))
    }

    /// The UIKit and AppKit elements whose title keeps to one line.
    private static func isOneLineElement(_ element: String) -> Bool {
        element.hasPrefix("UI") || element.hasPrefix("NS") || element.hasPrefix(".")
            || ["setTitle", "addButton", "insertSegment"].contains(element)
    }

    /// The code use that gave a finding's string its role. A catalog or `.strings` file is named after its
    /// table; an XLIFF export is not, so its findings fall back to the default table.
    static func roleUse(of finding: Finding, code: CodeIndex) -> CodeStringUse? {
        roleUse(ofKey: finding.key, file: finding.file, code: code)
    }

    /// The code use that gave `key` of the string file `file` its role (see `roleUse(of:code:)`).
    static func roleUse(ofKey key: String, file: String, code: CodeIndex) -> CodeStringUse? {
        code.roleUse(of: CodeIndex.key(catalogTable: file, key: key)) ?? code.roleUse(of: CodeIndex.Key(table: "Localizable", key: key))
    }

    /// A catalog finding whose role came from code names the code place (`use`) that gave it.
    static func withCodePlace(_ finding: Finding, use: CodeStringUse?) -> Finding {
        guard finding.roleSource == .swift, finding.codeFile == nil, let use else { return finding }
        var annotated = finding
        annotated.codeFile = use.file
        annotated.codeLine = use.line
        annotated.codeRole = use.role
        return annotated
    }
}
