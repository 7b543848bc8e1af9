@testable import Rules
import XCTest

final class EndPunctuationMismatchTests: XCTestCase {
    private let probe = LocaleCheckProbe(EndPunctuationMismatchCheck())

    func testMissingMarkWithSuggestion() {
        XCTAssertEqual(probe.highlights(source: "Are you sure?", target: "Bist du sicher", locale: "de"), ["sicher"])
        XCTAssertEqual(probe.suggestion(source: "Are you sure?", target: "Bist du sicher", locale: "de"), "Bist du sicher?")
        XCTAssertEqual(probe.suggestion(source: "Loading…", target: "Chargement", locale: "fr"), "Chargement…")
        XCTAssertEqual(probe.suggestion(source: "Saved.", target: "保存しました", locale: "ja"), "保存しました。")
        XCTAssertEqual(probe.suggestion(source: "Delete?", target: "Supprimer", locale: "fr"), "Supprimer\u{202F}?")
        XCTAssertEqual(probe.suggestion(source: "Delete?", target: "Supprimer", locale: "fr-CA"), "Supprimer?")
        XCTAssertEqual(probe.suggestion(source: "Delete this photo?", target: "Eliminar esta foto", locale: "es"),
                       "¿Eliminar esta foto?")
        XCTAssertEqual(probe.suggestion(source: "Done. Delete it?", target: "Hecho. Eliminarlo", locale: "es"),
                       "Hecho. ¿Eliminarlo?")
        XCTAssertEqual(probe.suggestion(source: "Open “%@”?", target: "„%@“ öffnen", locale: "de"), "„%@“ öffnen?")
        XCTAssertEqual(probe.suggestion(source: "Ready to go? 🎉", target: "Bereit 🎉", locale: "de"), "Bereit? 🎉")
    }

    func testAnExclamationTheTranslationCalmsIsNoFinding() {
        XCTAssertFalse(probe.fires(source: "All set! 🎉", target: "Alles bereit 🎉", locale: "de"), "no mark")
        XCTAssertFalse(probe.fires(source: "Connection failed!", target: "接続できませんでした。", locale: "ja"), "a period")
        XCTAssertTrue(probe.fires(source: "All set!", target: "Alles bereit?", locale: "de"), "another mark")
    }

    func testAControlTitleThatGainsAPeriodFiresHoweverSentenceLikeItsSource() {
        let source = "Tap to show all of the items"
        XCTAssertTrue(probe.fires(source: source, target: "Tippen, um alle Elemente anzuzeigen.", locale: "de", role: .button))
        XCTAssertFalse(probe.fires(source: source, target: "Tippen, um alle Elemente anzuzeigen.", locale: "de", role: .label))
    }

    func testATranslationOfAnotherTextIsNoPunctuationFinding() {
        let sentence = "Press and hold a key, then release it to start recording."
        XCTAssertFalse(probe.fires(source: sentence, target: "Démarrer", locale: "fr"), "a short label's translation")
        XCTAssertFalse(probe.fires(source: "Start Recording", target: "Appuyez longuement sur une touche, puis relâchez-la pour lancer l’enregistrement.", locale: "fr"),
                       "a long sentence's translation")
        XCTAssertTrue(probe.fires(source: sentence, target: "按住一个键然后松开即可开始录音", locale: "zh-Hans"), "Chinese is short by nature")
        XCTAssertTrue(probe.fires(source: "Are you sure?", target: "Sicher", locale: "de"), "short texts are always compared")
        XCTAssertTrue(AnotherTextRendering.visibleLength("a b\u{0301} c") == 3, "grapheme clusters, without spaces")
    }

    func testLocaleEquivalentsPass() {
        let cases: [(String, String, String)] = [
            ("Done.", "完了。", "ja"), ("Are you sure?", "よろしいですか？", "ja"), ("Are you sure?", "よろしいですか?", "ja"),
            ("Delete it?", "削除しますか。", "ja"), ("Name:", "名前：", "zh-Hans"), ("Loading…", "加载中⋯⋯", "zh-Hans"),
            ("Are you sure?", "Είστε σίγουροι;", "el"), ("Are you sure?", "Είστε σίγουροι\u{037E}", "el"),
            ("Delete?", "حذف؟", "ar"), ("Saved.", "सहेजा गया।", "hi"), ("Saved.", "बचाया गया.", "hi"),
            ("Saved.", "บันทึกแล้ว", "th"), ("Are you sure?", "Êtes-vous sûr ?", "fr"), ("Loading…", "Laden...", "nl"),
            ("Welcome!", "¡Bienvenido!", "es"), ("Quit “%@”?", "« %@ » quitter ?", "fr"),
            ("Tap “Done.”", "Tippe auf „Fertig“.", "de"), ("(optional)", "(facultatif)", "fr"),
        ]
        for (source, target, locale) in cases {
            XCTAssertFalse(probe.fires(source: source, target: target, locale: locale), "\(locale): \(target)")
        }
    }

    func testWrongFormOfTheMark() {
        XCTAssertEqual(probe.highlights(source: "Are you sure?", target: "Είστε σίγουροι?", locale: "el"), ["?"])
        XCTAssertEqual(probe.suggestion(source: "Are you sure?", target: "Είστε σίγουροι?", locale: "el"), "Είστε σίγουροι;")
        XCTAssertEqual(probe.suggestion(source: "Delete?", target: "حذف?", locale: "ar"), "حذف؟")
        XCTAssertEqual(probe.highlights(source: "Saved.", target: "Gespeichert!", locale: "de"), ["!"])
        XCTAssertEqual(probe.highlights(source: "Loading…", target: "Cargando.", locale: "es"), ["."])
    }

    func testAddedMark() {
        XCTAssertEqual(probe.highlights(source: "Settings", target: "設定。", locale: "ja"), ["。"])
        XCTAssertEqual(probe.suggestion(source: "Settings", target: "設定。", locale: "ja"), "設定")
        XCTAssertEqual(probe.suggestion(source: "Delete", target: "Supprimer !", locale: "fr"), "Supprimer")
        XCTAssertEqual(probe.highlights(source: "Version %@", target: "Version %@.", locale: "de"), ["."])
    }

    func testAQuestionRenderedAsANounPhraseTakesNoQuestionMark() {
        XCTAssertFalse(probe.fires(source: "What's new?", target: "새로운 기능", locale: "ko"))
        XCTAssertTrue(probe.fires(source: "Delete this photo?", target: "이 사진을 삭제하시겠습니까", locale: "ko"))
        XCTAssertFalse(probe.fires(source: "What's new?", target: "新機能", locale: "ja"))
        XCTAssertTrue(probe.fires(source: "Delete this photo?", target: "この写真を削除しますか", locale: "ja"))
        XCTAssertFalse(probe.fires(source: "What's new?", target: "Nouveautés", locale: "fr"), "a short title that asks with its first word")
        XCTAssertTrue(probe.fires(source: "What do you want to delete?", target: "Que voulez-vous supprimer", locale: "fr"),
                      "a question of more words keeps its mark")
        XCTAssertTrue(probe.fires(source: "Delete this photo?", target: "Supprimer cette photo", locale: "fr"))
    }

    func testAQuestionMarkTheTranslationAddsIsReportedWithoutASuggestion() {
        // Removing only the mark would leave the question's words behind (Turkish "mi").
        XCTAssertEqual(probe.highlights(source: "Brew Tea", target: "Çay demlensin mi?", locale: "tr"), ["?"])
        XCTAssertNil(probe.suggestion(source: "Brew Tea", target: "Çay demlensin mi?", locale: "tr"))
        XCTAssertFalse(probe.fires(source: "What's New", target: "Quoi de neuf ?", locale: "fr"), "the source asks in its words")
    }

    func testAnAddedEllipsisIsReportedWithoutASuggestion() {
        // Cutting the ellipsis would leave the phrase unfinished ("Répéter pendant"): the fix is a rewording.
        XCTAssertEqual(probe.highlights(source: "Repeat for Interval", target: "Répéter pendant...", locale: "fr"), ["..."])
        XCTAssertNil(probe.suggestion(source: "Repeat for Interval", target: "Répéter pendant...", locale: "fr"))
        XCTAssertTrue(probe.fires(source: "Duration", target: "Durée…", locale: "fr"))
        XCTAssertNil(probe.suggestion(source: "Duration", target: "Durée…", locale: "fr"))
    }

    func testPlaceholdersAtTheEnd() {
        XCTAssertFalse(probe.fires(source: "Couldn't connect. %@", target: "Verbindung fehlgeschlagen. %@", locale: "de"))
        XCTAssertTrue(probe.fires(source: "Couldn't connect. %@", target: "Verbindung fehlgeschlagen %@", locale: "de"))
        XCTAssertNil(probe.suggestion(source: "Couldn't connect. %@", target: "Verbindung fehlgeschlagen %@", locale: "de"))
        XCTAssertFalse(probe.fires(source: "Saved to %@.", target: "保存先：%@", locale: "zh-Hans"))
        XCTAssertFalse(probe.fires(source: "Welcome, %@", target: "مرحبًا، \u{2068}%@\u{2069}", locale: "ar"))
        XCTAssertFalse(probe.fires(source: "Error: %@", target: "Fehler: %@", locale: "de"))
    }

    func testAbbreviationsAreNotSentences() {
        XCTAssertFalse(probe.fires(source: "Maximum", target: "Max.", locale: "de"))
        XCTAssertFalse(probe.fires(source: "Max.", target: "Máx", locale: "es"))
        XCTAssertFalse(probe.fires(source: "For example", target: "z.B.", locale: "de"))
        XCTAssertTrue(probe.fires(source: "Done", target: "Fertig.", locale: "de"))
        XCTAssertFalse(probe.fires(source: "Off", target: "Выкл.", locale: "ru"), "a Russian abbreviation from the data")
        XCTAssertFalse(probe.fires(source: "For example", target: "Zum Beispiel z. B.", locale: "de"))
        XCTAssertTrue(probe.fires(source: "Off", target: "Выключено.", locale: "ru"))
    }

    /// The rule fires on KeepingYouAwake's translations, in the locales that write the marks their own way among
    /// others (so a rule that stopped firing fails here), and each finding is a text whose source or translation
    /// ends with a mark.
    func testCorpusFindingsAreRealMismatches() throws {
        let findings = try LocaleAudit.corpus("KeepingYouAwake").filter { $0.rule == "end-punctuation-mismatch" }
        XCTAssertGreaterThanOrEqual(findings.count, 10, "KeepingYouAwake's translations lose or gain their final marks in several locales")
        XCTAssertEqual(Set(["ja", "zh-Hant", "el"]).subtracting(findings.map(\.locale)).sorted(), [],
                       "full-width and Greek marks are compared too")
        for finding in findings {
            let source = finding.sourceText ?? ""
            let sourceMark = source.last.map { ".?!:…".contains($0) } ?? false
            let targetMark = finding.text.last.map { ".?!:…。？！：؟".contains($0) } ?? false
            XCTAssertTrue(sourceMark || targetMark, "\(finding.locale): \(source) → \(finding.text)")
        }
    }

    /// The made-up iPhone app ends every translation as its source ends, in each locale's marks (。？！ in Japanese
    /// and Chinese, ؟ in Arabic, ¿…? in Spanish, … for ...), but one German question.
    func testPhoneAppFixtureFindingsAreRealMismatches() throws {
        let findings = try LocaleAudit.phoneApp("end-punctuation-mismatch")
        XCTAssertEqual(findings.map { "\($0.locale)|\($0.text)" }, ["de|Änderungen verwerfen"])
        XCTAssertEqual(findings.first?.sourceText, "Discard Changes?")
        XCTAssertEqual(findings.first.map(RuleTestFiles.highlighted), "verwerfen")
        XCTAssertEqual(findings.first?.suggestion, "Änderungen verwerfen?")
    }
}
