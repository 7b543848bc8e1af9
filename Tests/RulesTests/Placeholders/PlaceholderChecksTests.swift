import Catalogs
import Foundation
@testable import Rules
import XCTest

/// The three placeholder rules on translations, catalogs, the real corpora (when present) and the repository's
/// Kestrel fixtures, with the corpora's translator mistakes made again in copies of Kestrel's files.
final class PlaceholderChecksTests: XCTestCase {
    private typealias Support = StructureTestSupport

    func testMismatchComparesTypesByPosition() {
        let cases: [(source: String, target: String, locale: String, expected: [String])] = [
            ("%lld files", "%@ Dateien", "de", ["%@"]),
            ("%lld files", "%d fichiers", "fr", ["%d"]),
            ("%lld files", "%ld файлов", "ru", []),
            ("%@ sent %lld photos", "%@が写真を%d枚送信しました", "ja", ["%d"]),
            ("%1$@ invited %2$@", "%@ a invité %@", "fr", []),
            ("%1$@ invited %2$@", "%2$@ wurde von %1$@ eingeladen", "de", []),
            ("%.1f km", "%.2lf км", "uk", []),
            ("Delete “%@”?", "Удалить «%@» из %@?", "ru", ["%@"]),
            ("%lld%% complete", "%lld %% abgeschlossen", "de", []),
            ("Page %lld of %lld", "%2$lld ページ中 %1$lld ページ", "ja", []),
            ("%@ of %@", "%2$lld من %1$@", "ar", ["%2$lld"]),
        ]
        for item in cases {
            let findings = Support.translationFindings("placeholder-mismatch", source: item.source, target: item.target, locale: item.locale)
            XCTAssertEqual(findings.compactMap(Support.highlighted), item.expected, "\(item.source) → \(item.target)")
        }
    }

    func testMismatchSuggestsTheSourceSpelling() {
        let findings = Support.translationFindings("placeholder-mismatch", source: "%1$@ sent %2$lld photos", target: "%1$@ hat %2$d Fotos gesendet", locale: "de")
        XCTAssertEqual(findings.first?.suggestion, "%1$@ hat %2$lld Fotos gesendet")
        XCTAssertTrue(findings.first?.message.contains("a 32-bit integer") ?? false, findings.first?.message ?? "")
    }

    func testSubstitutionWithAnotherTypeIsReportedOnce() throws {
        let json = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {"%lld files": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "%#@files@"}, "substitutions": {"files": {"argNum": 1, "formatSpecifier": "lld",
            "variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%arg file"}}, "other": {"stringUnit": {"state": "translated", "value": "%arg files"}}}}}}},
          "pl": {"stringUnit": {"state": "translated", "value": "%#@files@"}, "substitutions": {"files": {"argNum": 1, "formatSpecifier": "d",
            "variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%arg plik"}}, "few": {"stringUnit": {"state": "translated", "value": "%arg pliki"}},
              "many": {"stringUnit": {"state": "translated", "value": "%arg plików"}}, "other": {"stringUnit": {"state": "translated", "value": "%arg pliku"}}}}}}}
        }}}}
        """
        let findings = try Support.catalogFindings("placeholder-mismatch", json)
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(findings.first.flatMap(Support.highlighted), "%#@files@")
        XCTAssertEqual(try Support.catalogFindings("placeholder-missing", json).count, 0)
        XCTAssertEqual(try Support.catalogFindings("placeholder-invalid", json).count, 0)
    }

    func testKeyArgumentsCountAsTheSources() throws {
        let json = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {"%lld new messages": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "New messages"}},
          "de": {"stringUnit": {"state": "translated", "value": "%lld neue Nachrichten"}},
          "fr": {"stringUnit": {"state": "translated", "value": "%@ nouveaux messages"}}}}}}
        """
        let findings = try Support.catalogFindings("placeholder-mismatch", json)
        XCTAssertEqual(findings.map(\.locale), ["fr"])
    }

    func testMissingLooksAtWholeMessages() {
        let cases: [(source: String, target: String, locale: String, missing: Int)] = [
            ("Delete %lld Photos", "Eliminar fotos", "es", 1),
            ("Welcome, %@!", "ようこそ！", "ja", 1),
            ("Downloaded %1$@ of %2$@", "Heruntergeladen: %1$@", "de", 1),
            ("%1$@ invited %2$@", "%2$@ wurde von %1$@ eingeladen", "de", 0),
            ("Download %@", "% @ herunterladen", "de", 0),
            ("50% off", "50 % de réduction", "fr", 0),
        ]
        for item in cases {
            let findings = Support.translationFindings("placeholder-missing", source: item.source, target: item.target, locale: item.locale)
            XCTAssertEqual(findings.count, item.missing, "\(item.source) → \(item.target)")
        }
    }

    func testInvalidFindsBrokenSpecifiersInEveryLocale() {
        let cases: [(text: String, expected: [String])] = [
            ("% @ herunterladen", ["% @"]),
            ("%1$ @ a invité %2$@", ["%1$ @"]),
            ("%lld / ％lld ページ", ["％lld"]),
            ("%2$@ wurde von %@ eingeladen", ["%@"]),
            ("Copy %1$@ to %3$@", ["%3$@"]),
            ("%1$lld or %1$@", ["%1$@"]),
            ("%2$@ wurde von %1$@ eingeladen", []),
            ("100 % sicher", []),
            ("%lld%% abgeschlossen", []),
        ]
        for item in cases {
            let findings = Support.translationFindings("placeholder-invalid", source: "Source", target: item.text, locale: "de")
            XCTAssertEqual(findings.compactMap(Support.highlighted), item.expected, item.text)
        }
        let inSource = Support.translationFindings("placeholder-invalid", source: "%2$@, %3$@", target: "%2$@, %3$@", locale: "fr")
        XCTAssertEqual(Set(inSource.map(\.locale)), ["en", "fr"])
    }

    func testCorpusFindings() throws {
        let expected: [(corpus: String, mismatch: Int, missing: Int, invalid: Int)] = [
            ("KeepingYouAwake", 0, 0, 0),
            ("linearmouse", 0, 0, 0),
            ("duckduckgo-iOS", 0, 1, 7),
        ]
        for item in expected {
            let files = try Support.readCorpus([item.corpus])
            XCTAssertEqual(Support.findings("placeholder-mismatch", in: files).count, item.mismatch, item.corpus)
            XCTAssertEqual(Support.findings("placeholder-missing", in: files).count, item.missing, item.corpus)
            XCTAssertEqual(Support.findings("placeholder-invalid", in: files).count, item.invalid, item.corpus)
        }
        // DuckDuckGo's Turkish forms lost the % of %2$@ ("2$@ ve 1 diğer site"), and five translations split the
        // %#@sites@ token ("%# @sites @"), two wrote "% @".
        let files = try Support.readCorpus(["duckduckgo-iOS"])
        XCTAssertEqual(Support.findings("placeholder-missing", in: files).map(\.locale), ["tr"])
        let invalid = Support.findings("placeholder-invalid", in: files)
        XCTAssertEqual(invalid.compactMap(Support.highlighted).sorted(), ["% @", "% @", "%# @sites @", "%# @sites @", "%# @sites @", "%# @sites @", "%# @sites @"])
    }

    /// Kestrel's placeholders are all valid and match their sources (every kind, positional and reordered,
    /// substitutions, stringsdict and XLIFF forms), as in KeepingYouAwake and linearmouse.
    func testKestrelHasNoPlaceholderFindings() throws {
        let files = try Support.readKestrel()
        XCTAssertEqual(files.count, 18)
        for rule in ["placeholder-mismatch", "placeholder-missing", "placeholder-invalid"] {
            XCTAssertEqual(Support.findings(rule, in: files).map { "\($0.locale) \($0.key)" }, [], rule)
        }
    }

    /// DuckDuckGo's kinds of mistake, made in a copy of Kestrel's Sharing table: Polish loses the % of "%@"
    /// ("Właściciel: @"), French and German split the substitution token ("%# @invites @"), German and Japanese
    /// write "% @".
    func testTranslatorMistakesInACopyOfKestrel() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("placeholders-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Support.kestrel.appendingPathComponent("Sharing"), to: folder)
        func edit(_ path: String, _ old: String, _ new: String) throws {
            let file = folder.appendingPathComponent(path)
            let text = try String(contentsOf: file, encoding: .utf8)
            XCTAssertTrue(text.contains(old), "\(path) holds \(old)")
            try text.replacingOccurrences(of: old, with: new).write(to: file, atomically: true, encoding: .utf8)
        }
        try edit("pl.lproj/Sharing.strings", "\"Właściciel: %@\"", "\"Właściciel: @\"")
        try edit("fr.lproj/Sharing.stringsdict", "<string>%#@invites@</string>", "<string>%# @invites @</string>")
        try edit("de.lproj/Sharing.stringsdict", "<string>%#@invites@</string>", "<string>%# @invites @</string>")
        try edit("de.lproj/Sharing.strings", "„%@“ nicht", "„% @“ nicht")
        try edit("ja.lproj/Sharing.strings", "「%@」の共有", "「% @」の共有")
        let files = try Support.read([folder.path])
        XCTAssertEqual(Support.findings("placeholder-mismatch", in: files).count, 0)
        XCTAssertEqual(Support.findings("placeholder-missing", in: files).map(\.locale), ["pl"])
        let invalid = Support.findings("placeholder-invalid", in: files)
        XCTAssertEqual(invalid.compactMap(Support.highlighted).sorted(), ["% @", "% @", "%# @invites @", "%# @invites @"])
        XCTAssertEqual(invalid.map(\.locale).sorted(), ["de", "de", "fr", "ja"])
    }

    /// What xcstrings-tool rejects and accepts, on a catalog written here: an argument read as two types, a
    /// skipped argument, and a bare form mixed with a positional one (the bare form is the one reported, as in
    /// `testInvalidFindsBrokenSpecifiersInEveryLocale`); Kestrel's own catalog is accepted.
    func testWhatXCStringsToolRejectsInACatalogWrittenHere() throws {
        let json = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "photos.from": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "%1$lld photos from %1$@"}}}},
          "moved.to": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "%1$@ moved to %3$@"}}}},
          "rename": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Rename %@ to %1$@?"}}}}}}
        """
        let findings = try Support.catalogFindings("placeholder-invalid", json)
        XCTAssertEqual(findings.map { "\($0.key) \(Support.highlighted($0) ?? "")" }.sorted(),
                       ["moved.to %3$@", "photos.from %1$@", "rename %@"])
        let accepted = try Support.readKestrel(["Localizable.xcstrings"])
        XCTAssertEqual(Support.findings("placeholder-invalid", in: accepted).count, 0)
    }

    /// Kestrel's German XLIFF export: "%2$lld Objekt" reads argument 2 of "%1$@ enthält %2$#@items@", and the
    /// catalog's substitution forms read arguments 2 and 3 of their message: no gap, no mismatch.
    func testKestrelXLIFFFormsCountTheirMessagesArguments() throws {
        let files = try Support.readKestrel(["Exports/de.xliff"])
        XCTAssertEqual(files.flatMap(\.entries).count, 34)
        XCTAssertEqual(Support.findings("placeholder-invalid", in: files).count, 0)
        XCTAssertEqual(Support.findings("placeholder-mismatch", in: files).count, 0)
        XCTAssertEqual(Support.findings("placeholder-missing", in: files).count, 0)
    }

    func testOracleFixturesThatXCStringsToolRejects() throws {
        let folder = "oracles/xcstrings-tool/Tests/XCStringsToolTests/__Fixtures__/"
        let mismatching = try Support.readCorpus([folder + "!MismatchingArgumentType.xcstrings"])
        XCTAssertEqual(Support.findings("placeholder-invalid", in: mismatching).compactMap(Support.highlighted), ["%1$@"])
        let missingArgument = try Support.readCorpus([folder + "!MissingArgument.xcstrings"])
        XCTAssertEqual(Support.findings("placeholder-invalid", in: missingArgument).compactMap(Support.highlighted), ["%3$@"])
        let accepted = try Support.readCorpus([folder + "Substitution.xcstrings", folder + "Positional.xcstrings", folder + "FormatSpecifiers.xcstrings"])
        XCTAssertEqual(Support.findings("placeholder-invalid", in: accepted).map(\.key), ["repeatImplicit"],
                       "only “%@, are you there? %1$@?” mixes positional and non-positional forms")
    }

    func testXLIFFFormsCountTheirMessagesArguments() throws {
        let files = try Support.readCorpus(["oracles/moz-l10n/python/tests/formats/data/xcstrings.xliff",
                                            "oracles/moz-l10n/python/tests/formats/data/xcode.xliff"])
        XCTAssertEqual(Support.findings("placeholder-invalid", in: files).count, 0,
                       "“%2$lld strings” reads argument 2 of “This %1$@ has %2$#@strings@.”: no gap")
        XCTAssertEqual(Support.findings("placeholder-mismatch", in: files).count, 0)
    }
}
