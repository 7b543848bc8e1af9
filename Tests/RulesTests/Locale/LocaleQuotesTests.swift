@testable import Rules
import XCTest

final class LocaleQuotesTests: XCTestCase {
    private let probe = LocaleCheckProbe(LocaleQuotesCheck())

    func testForeignMarksFireWithTheLocalesMarksSuggested() {
        XCTAssertEqual(probe.highlights(source: "Open “%@”", target: "\"%@\" öffnen", locale: "de"), ["\""])
        XCTAssertEqual(probe.suggestion(source: "Open “%@”", target: "\"%@\" öffnen", locale: "de"), "„%@“ öffnen")
        XCTAssertEqual(probe.suggestion(source: "Open “%@”", target: "Ouvrir “%@”", locale: "fr"), "Ouvrir «\u{00A0}%@\u{00A0}»")
        XCTAssertEqual(probe.suggestion(source: "Open “%@”", target: "Открыть “%@”", locale: "ru"), "Открыть «%@»")
        XCTAssertEqual(probe.suggestion(source: "Open “%@”", target: "„%@“を開く", locale: "ja"), "「%@」を開く")
        XCTAssertEqual(probe.suggestion(source: "Name it \"Home\"", target: "命名为 \"家\"", locale: "zh-Hans"), "命名为 “家”")
        XCTAssertEqual(probe.highlights(source: "Open “%@”", target: "„%@” öffnen", locale: "de"), ["”"],
                       "the opening mark is German, the closing one is not")
        XCTAssertEqual(probe.suggestion(source: "Go to ‘Settings’", target: "Gehe zu 'Einstellungen'", locale: "de"),
                       "Gehe zu „Einstellungen“", "a lone quotation takes the first-level marks")
        XCTAssertEqual(probe.suggestion(source: "Say “Open ‘Settings’”", target: "Sag „Öffne 'Einstellungen'“", locale: "de"),
                       "Sag „Öffne ‚Einstellungen‘“", "one inside another takes the second-level marks")
    }

    func testTheSuggestionDropsSpacesInsideTheOldMarksWhereTheLocaleSetsNone() {
        XCTAssertEqual(probe.suggestion(source: "The name '%@' is taken", target: "Назва \" %@ \" зайнята", locale: "uk"), "Назва «%@» зайнята")
        XCTAssertEqual(probe.suggestion(source: "Open “%@”", target: "Ouvrir \" %@ \"", locale: "fr"), "Ouvrir « %@ »",
                       "French keeps its space inside guillemets")
    }

    func testAValueKeptVerbatimInTheSourcesStraightQuotesIsALiteral() {
        XCTAssertFalse(probe.fires(source: "Use \"px\"", target: "使用 \"px\"", locale: "zh-Hans"))
        XCTAssertFalse(probe.fires(source: "Set it to 'on' or 'off'", target: "Stellen Sie es auf 'on' oder 'off'", locale: "de"))
        XCTAssertTrue(probe.fires(source: "Use \"px\"", target: "Verwenden Sie \"Pixel\"", locale: "de"), "translated: prose")
        XCTAssertTrue(probe.fires(source: "Open \"%@\"", target: "\"%@\" öffnen", locale: "de"), "a placeholder is a name, not a literal")
        XCTAssertTrue(probe.fires(source: "Tap \"Done now\"", target: "Tippe auf \"Done now\"", locale: "de"), "words with spaces are prose")
    }

    func testALoneSingleQuotedNameTakesTheFirstLevelWhereTheLocaleHasNoSinglePair() {
        XCTAssertEqual(probe.suggestion(source: "Can't find '%@'.", target: "Δεν βρέθηκε το '%@'.", locale: "el"), "Δεν βρέθηκε το «%@».")
        XCTAssertEqual(probe.suggestion(source: "Find \"a 'b'\"", target: "Βρες \"α 'β'\"", locale: "el"), "Βρες «α “β”»",
                       "nested, it is the inner level")
    }

    func testLocalesOwnMarksPass() {
        let cases: [(String, String)] = [
            ("„%@“ öffnen", "de"), ("»%@« öffnen", "de"), ("Ouvrir « %@ »", "fr"), ("Ouvrir «\u{202F}%@\u{202F}»", "fr"),
            ("Открыть «%@»", "ru"), ("「%@」を開く", "ja"), ("“%@”を開く", "ja"), ("打开“%@”", "zh-Hans"),
            ("打開「%@」", "zh-Hant"), ("Otwórz „%@”", "pl"), ("Öppna ”%@”", "sv"), ("Avaa ”%@”", "fi"),
            ("Ga naar ‘Instellingen’", "nl"), ("Ga naar “Instellingen”", "nl"), ("Åbn »%@«", "da"),
            ("Apri “%@”", "it"), ("Apri «%@»", "it"), ("פתח את \"%@\"", "he"), ("Aç “%@”", "tr"), ("„%@“ öffnen", "de-CH"),
            ("«%@» öffnen", "de-CH"), ("%@ 열기", "ko"),
        ]
        for (target, locale) in cases {
            XCTAssertFalse(probe.fires(source: "Open “%@”", target: target, locale: locale), "\(locale): \(target)")
        }
    }

    func testApostrophesInchesAndMarkupAreNotQuotes() {
        let cases: [(String, String)] = [
            ("Impossible d’ouvrir l’application", "fr"), ("Impossible d'ouvrir l'application", "fr"),
            ("Kan de app niet openen, 's avonds", "nl"), ("Die Datei des Nutzers’ ist weg", "de"),
            ("Bildschirm 27\"", "de"), ("<a href=\"https://example.com\">Hilfe</a>", "de"), ("צה\"ל", "he"),
            ("Einstellungen › Batterie", "de"), ("Forbered dig på '90'erne", "da"),
        ]
        for (target, locale) in cases {
            XCTAssertFalse(probe.fires(source: "Open the app", target: target, locale: locale), "\(locale): \(target)")
        }
    }

    func testStraightQuotesMirroringTheSource() {
        let source = "This will delete all settings for \"%@\"."
        XCTAssertFalse(probe.fires(source: source, target: "Isso excluirá todas as configurações para \"%@\".", locale: "pt-BR"))
        XCTAssertTrue(probe.fires(source: "Delete “%@”", target: "Excluir \"%@\"", locale: "pt-BR"),
                      "the source quotes with curly marks")
        XCTAssertTrue(probe.fires(source: source, target: "Dies löscht alle Einstellungen für \"%@\".", locale: "de"))
        XCTAssertTrue(probe.fires(source: source, target: "这将删除 \"%@\" 的所有设置。", locale: "zh-Hans"))
    }

    func testCorpusFindingsPointAtQuotationMarks() throws {
        let findings = try LocaleAudit.corpus("linearmouse").filter { $0.rule == "locale-quotes" }
        XCTAssertFalse(findings.isEmpty)
        for finding in findings {
            let scalars = Array(finding.text.unicodeScalars)
            let span = try XCTUnwrap(finding.span)
            XCTAssertEqual(span.count, 1)
            XCTAssertTrue(QuotationScan.allMarks.contains(scalars[span.lowerBound]), finding.text)
            XCTAssertNotEqual(finding.locale, "ja", "Japanese quotes with 「」 throughout: \(finding.text)")
        }
        XCTAssertTrue(findings.contains { $0.locale == "de" && $0.text.contains("\"%@\"") })
    }

    /// The made-up iPhone app quotes with each locale's marks but twice: straight quotes in German, English curly
    /// quotes in French.
    func testPhoneAppFixtureFindingsPointAtQuotationMarks() throws {
        let findings = try LocaleAudit.phoneApp("locale-quotes")
        XCTAssertEqual(Set(findings.map { "\($0.locale)|\($0.text)" }), [
            "de|Notiz \"%@\" nach der ersten Zeile umbenennen?", "fr|Déplacer “%@” vers les archives\u{202F}?",
        ], "„…“, « … », «…», 「…」, “…” and „…” are each right in their locales")
        for finding in findings {
            let scalars = Array(finding.text.unicodeScalars)
            let span = try XCTUnwrap(finding.span)
            XCTAssertEqual(span.count, 1)
            XCTAssertTrue(QuotationScan.allMarks.contains(scalars[span.lowerBound]), finding.text)
        }
        XCTAssertEqual(findings.first { $0.locale == "de" }?.suggestion, "Notiz „%@“ nach der ersten Zeile umbenennen?")
        XCTAssertEqual(findings.first { $0.locale == "fr" }?.suggestion, "Déplacer «\u{00A0}%@\u{00A0}» vers les archives\u{202F}?")
    }
}
