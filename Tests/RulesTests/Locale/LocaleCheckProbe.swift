import Catalogs
import CopylintBase
import Foundation
@testable import Rules
import XCTest

/// Runs one of the locale checks on a source and its translation, as the auditor would, and reads the hits back
/// as highlighted text.
struct LocaleCheckProbe {
    let check: any Check
    var configuration = Configuration()
    var options: [String: JSONValue] = [:]

    init(_ check: any Check, configuration: Configuration = Configuration(), options: [String: JSONValue] = [:]) {
        self.check = check
        self.configuration = configuration
        self.options = options
    }

    func hits(source: String, target: String, locale: String, role: Role = .label, shouldTranslate: Bool = true,
              sourceLocale: String = "en") -> [RuleHit] {
        let resolved = ResolvedRole(role: role, source: .directive)
        let location = SourceLocation(line: 1, column: 1)
        let sourceEntry = Entry(file: "Localizable.xcstrings", table: "Localizable", key: source, locale: sourceLocale,
                                value: source, shouldTranslate: shouldTranslate, location: location, isSource: true)
        let targetEntry = Entry(file: "Localizable.xcstrings", table: "Localizable", key: source, locale: locale,
                                value: target, shouldTranslate: shouldTranslate, location: location, isSource: false)
        let context = CheckContext(configuration: configuration, rule: check.id, options: options)
        let targetString = AnalyzedString(entry: targetEntry, role: resolved)
        if let check = check as? any TranslationCheck {
            return check.check(target: targetString, source: AnalyzedString(entry: sourceEntry, role: resolved), context: context)
        }
        if let check = check as? any StringCheck {
            return check.check(targetString, context: context)
        }
        if let check = check as? any UnitCheck {
            let table = TableInfo(id: "Localizable", sourceLanguage: sourceLocale, locales: [sourceLocale, locale])
            let unit = TranslationUnit(table: table, key: source, role: resolved, source: [sourceEntry],
                                       translations: [locale: [targetEntry]], missing: [])
            return check.check(unit, context: context)
        }
        XCTFail("\(check.id) is not a translation, string or unit check")
        return []
    }

    /// The highlighted text of every hit, in order.
    func highlights(source: String, target: String, locale: String, role: Role = .label) -> [String] {
        let scalars = Array(target.unicodeScalars)
        return hits(source: source, target: target, locale: locale, role: role).compactMap { hit in
            hit.span.map { String(String.UnicodeScalarView(scalars[$0])) }
        }
    }

    func fires(source: String, target: String, locale: String, role: Role = .label, sourceLocale: String = "en") -> Bool {
        !hits(source: source, target: target, locale: locale, role: role, sourceLocale: sourceLocale).isEmpty
    }

    /// The suggestion of the first hit.
    func suggestion(source: String, target: String, locale: String, role: Role = .label) -> String? {
        hits(source: source, target: target, locale: locale, role: role).first?.suggestion
    }
}

/// Audits with the locale checks alone: of a corpus folder (skipping the test when the corpora are absent), and of
/// the made-up iPhone app of `Tests/Fixtures/Rules`, whose expected findings its README lists.
enum LocaleAudit {
    /// The findings of the locale checks on the files below a corpus folder.
    static func corpus(_ relativePath: String) throws -> [Finding] {
        RuleTestFiles.findings(try RuleTestFiles.corpusFiles([relativePath]), checks: AllChecks.locale)
    }

    /// The findings of the locale checks on `Tests/Fixtures/Rules/PhoneApp`, made once.
    private static let phoneAppFindings: Result<[Finding], ReadError> = Result {
        RuleTestFiles.findings(try RuleTestFiles.read([RuleTestFiles.fixture("PhoneApp")]), checks: AllChecks.locale)
    }.mapError { $0 as? ReadError ?? ReadError(file: "PhoneApp", message: "\($0)") }

    /// The findings of `rule` on the made-up iPhone app.
    static func phoneApp(_ rule: String) throws -> [Finding] {
        let findings = try phoneAppFindings.get()
        XCTAssertFalse(findings.isEmpty, "the locale checks find nothing in the PhoneApp fixture")
        return findings.filter { $0.rule == rule }
    }
}
