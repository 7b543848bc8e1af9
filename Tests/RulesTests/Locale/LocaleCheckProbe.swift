import Catalogs
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
        let context = CheckContext(configuration: configuration, options: options)
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

/// The shared corpora, found from this file's path, and an audit of one of them with the locale checks alone.
enum LocaleCorpus {
    static var packageRoot: URL {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        return url
    }

    static func url(_ relativePath: String) -> URL {
        packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpora").appendingPathComponent(relativePath)
    }

    /// The findings of the locale checks on the files below a corpus folder.
    static func findings(in relativePath: String) throws -> [Finding] {
        let discovered = Discovery.find(paths: [url(relativePath).path], defaultSourceLanguage: "en")
        let read = ParallelReading.read(discovered.requests)
        XCTAssertFalse(read.files.isEmpty, "no files read below \(relativePath)")
        return Auditor(configuration: Configuration(), checks: LocaleChecks.all).audit(read.files).findings
    }
}
