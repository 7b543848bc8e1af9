import Rules
import Catalogs
import Foundation
import SwiftSource

/// Runs a rule's examples from `Rules/<id>.json` through the real engine, so every example is a test: a
/// `fire` example must give a finding of the rule (at the highlighted text, with the suggestion), a `pass`
/// example must give none.
public enum ExampleRunner {
    /// The checks of `checks` that the rule's examples run on: the rule's own, and for `locale-coverage` the
    /// translation rules it counts.
    public static func checks(for definition: RuleDefinition, from checks: [any Check] = AllChecks.all) -> [any Check] {
        AllChecks.checks(producing: definition.id, from: checks)
    }

    public static func run(_ definition: RuleDefinition, checks: [any Check] = AllChecks.all) -> [Failure] {
        let matching = self.checks(for: definition, from: checks)
        guard matching.contains(where: { $0.id == definition.id }) else {
            return [Failure(rule: definition.id, kind: nil, index: nil, example: RuleExample(), problem: "no check implements this rule")]
        }
        var failures: [Failure] = []
        for (index, example) in definition.examples.fire.enumerated() {
            let findings: [Finding]
            do {
                findings = try self.findings(for: example, definition: definition, checks: matching)
            } catch {
                failures.append(Failure(rule: definition.id, kind: .fire, index: index, example: example, problem: "could not run: \(error)"))
                continue
            }
            if let problem = fireProblem(example, findings) {
                failures.append(Failure(rule: definition.id, kind: .fire, index: index, example: example, problem: problem))
            }
        }
        for (index, example) in definition.examples.pass.enumerated() {
            do {
                let findings = try self.findings(for: example, definition: definition, checks: matching)
                if let first = findings.first {
                    failures.append(Failure(rule: definition.id, kind: .pass, index: index, example: example, problem: "must not fire, but said: \(first.message)"))
                }
            } catch {
                failures.append(Failure(rule: definition.id, kind: .pass, index: index, example: example, problem: "could not run: \(error)"))
            }
        }
        return failures
    }

    private static func fireProblem(_ example: RuleExample, _ findings: [Finding]) -> String? {
        guard !findings.isEmpty else { return "must fire, but did not" }
        var candidates = findings
        if let highlight = example.highlight {
            // A finding on several words of the string lists them all: the highlight may be any of them.
            candidates = candidates.filter { finding in
                let scalars = Array(finding.text.unicodeScalars)
                return (finding.spans.isEmpty ? finding.span.map { [$0] } ?? [] : finding.spans).contains { span in
                    guard span.upperBound <= scalars.count else { return false }
                    let highlighted = String(String.UnicodeScalarView(scalars[span]))
                    return highlighted == highlight && (example.offset == nil || example.offset == span.lowerBound)
                }
            }
            if candidates.isEmpty {
                let spans = findings.map { finding -> String in
                    guard let span = finding.span else { return "no span" }
                    let scalars = Array(finding.text.unicodeScalars)
                    return span.upperBound <= scalars.count ? "“\(String(String.UnicodeScalarView(scalars[span])))” at \(span.lowerBound)" : "bad span \(span)"
                }
                return "expected the highlight “\(highlight)”, got \(spans.joined(separator: "; "))"
            }
        }
        if let suggestion = example.suggestion, !candidates.contains(where: { $0.suggestion == suggestion }) {
            let got = candidates.map { $0.suggestion.map { "“\($0)”" } ?? "none" }.joined(separator: ", ")
            return "expected the suggestion “\(suggestion)”, got \(got)"
        }
        if example.withoutSuggestion == true, let offered = candidates.lazy.compactMap(\.suggestion).first {
            return "expected no suggestion, got “\(offered)”"
        }
        return nil
    }

    /// The findings of this rule alone for one example.
    public static func findings(for example: RuleExample, definition: RuleDefinition, checks: [any Check]) throws -> [Finding] {
        var configuration = Configuration()
        // An example is judged on the platform it names (iOS by default), never on one its notes suggest.
        configuration.platform = example.platform ?? configuration.platform
        if let options = example.options { configuration.ruleOptions[definition.id] = options }
        let code = example.swift.map { CodeIndex(files: [SwiftSourceScanner.scan(path: "Example.swift", text: $0)]) }
        let auditor = Auditor(configuration: configuration, checks: checks, code: code)
        let files = try inputFiles(for: example)
        var findings = auditor.addingCodeFindings(to: auditor.audit(files).findings).filter { $0.rule == definition.id }
        if let line = example.line { findings = findings.filter { $0.file == "Example.swift" && $0.line == line } }
        if let key = example.key { findings = findings.filter { $0.key == key } }
        if example.catalog != nil || example.files != nil, let locale = example.locale {
            findings = findings.filter { $0.locale == locale }
        }
        if example.text != nil, example.source != nil, let locale = example.locale {
            findings = findings.filter { $0.locale == locale }
        }
        return findings
    }

    struct ExampleError: Error, CustomStringConvertible {
        let description: String
    }

    private static func inputFiles(for example: RuleExample) throws -> [StringFile] {
        if let catalog = example.catalog {
            let data = try JSONEncoder().encode(catalog)
            return try readScratchFiles(["Example.xcstrings": String(decoding: data, as: UTF8.self)])
        }
        if let files = example.files {
            return try readScratchFiles(files)
        }
        guard let text = example.text else {
            if example.swift != nil { return [] }
            throw ExampleError(description: "an example needs text, catalog, files or swift")
        }
        let parts = [example.role.map { "copylint:role=\($0)" }, example.comment].compactMap { $0 }
        let comment = parts.isEmpty ? nil : parts.joined(separator: " ")
        let location = SourceLocation(line: 1, column: 1)
        var entries: [Entry] = []
        var locales: Set<String> = ["en"]
        if let source = example.source {
            let locale = example.locale ?? "de"
            locales.insert(locale)
            entries.append(Entry(file: "example", table: "example", key: "example", locale: "en", value: source, comment: comment, location: location, isVerbatim: true, isSource: true))
            entries.append(Entry(file: "example", table: "example", key: "example", locale: locale, value: text, comment: comment, location: location, isVerbatim: true, isSource: false))
        } else {
            let locale = example.locale ?? "en"
            locales = [locale]
            entries.append(Entry(file: "example", table: "example", key: "example", locale: locale, value: text, comment: comment, location: location, isVerbatim: true, isSource: true))
        }
        let table = TableInfo(id: "example", sourceLanguage: entries[0].locale, locales: locales)
        return [StringFile(path: "example", format: .xcstrings, entries: entries, tables: [table])]
    }

    private static func readScratchFiles(_ files: [String: String]) throws -> [StringFile] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copylint-example-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let discovered = Discovery.find(paths: [folder.path], defaultSourceLanguage: "en")
        let read = ParallelReading.read(discovered.requests)
        if let error = (discovered.errors + read.errors).first {
            throw ExampleError(description: "the example's files do not read: \(error)")
        }
        return read.files
    }
}
