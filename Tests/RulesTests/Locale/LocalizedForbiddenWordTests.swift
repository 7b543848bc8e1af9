import Foundation
@testable import Rules
import XCTest

final class LocalizedForbiddenWordTests: XCTestCase {
    private let probe = LocaleCheckProbe(LocalizedForbiddenWordCheck())

    func testYesAndNoButtons() {
        let cases: [(String, String, String)] = [
            ("Ja", "de", "Ja"), ("Nein", "de", "Nein"), ("Oui", "fr", "Oui"), ("Sí", "es", "Sí"), ("No", "es", "No"),
            ("Sì", "it", "Sì"), ("Sim", "pt-BR", "Sim"), ("Nee", "nl", "Nee"), ("Nej", "sv", "Nej"), ("Kyllä", "fi", "Kyllä"),
            ("Tak", "pl", "Tak"), ("Ano", "cs", "Ano"), ("Да", "ru", "Да"), ("Ні", "uk", "Ні"), ("Evet", "tr", "Evet"),
            ("Όχι", "el", "Όχι"), ("はい", "ja", "はい"), ("아니요", "ko", "아니요"), ("是", "zh-Hans", "是"), ("否", "zh-Hant", "否"),
            ("نعم", "ar", "نعم"), ("לא", "he", "לא"), ("हाँ", "hi", "हाँ"), ("ไม่ใช่", "th", "ไม่ใช่"), ("Không", "vi", "Không"),
            ("Ya", "id", "Ya"), ("JA", "de", "JA"), ("Ja, löschen", "de", "Ja"), ("はい、削除します", "ja", "はい"),
            ("  Oui !", "fr", "Oui"), ("Yes", "en-GB", "Yes"),
        ]
        for (target, locale, word) in cases {
            XCTAssertEqual(probe.highlights(source: "Confirm", target: target, locale: locale, role: .alertButton), [word],
                           "\(locale): \(target)")
        }
        XCTAssertEqual(probe.highlights(source: "Confirm", target: "Ja", locale: "de", role: .label), [])
        XCTAssertEqual(probe.highlights(source: "No Items", target: "No hay elementos", locale: "es", role: .button), [])
        XCTAssertEqual(probe.highlights(source: "Book", target: "예약", locale: "ko", role: .button), [])
        XCTAssertEqual(probe.highlights(source: "Sync", target: "Sincronizar", locale: "es", role: .button), [])
    }

    func testErrorWordsInEveryRole() {
        let cases: [(String, String, [String])] = [
            ("Erreur", "fr", ["Erreur"]), ("Ein Fehler ist aufgetreten.", "de", ["Fehler"]),
            ("Verbindungsfehler", "de", ["Verbindungsfehler"]), ("Произошла ошибка", "ru", ["ошибка"]),
            ("Сталася помилка", "uk", ["помилка"]), ("ΣΦΆΛΜΑΤΟΣ", "el", ["ΣΦΆΛΜΑΤΟΣ"]), ("エラーが発生しました", "ja", ["エラー"]),
            ("エラーコード: %@", "ja", ["エラー"]), ("发生错误。", "zh-Hans", ["错误"]), ("發生錯誤", "zh-Hant", ["錯誤"]),
            ("오류가 발생했습니다", "ko", ["오류"]), ("حدث خطأ", "ar", ["خطأ"]), ("אירעה שגיאה", "he", ["שגיאה"]),
            ("Đã xảy ra lỗi", "vi", ["lỗi"]), ("Terjadi kesalahan", "id", ["kesalahan"]), ("Bir hata oluştu", "tr", ["hata"]),
            ("Wystąpił błąd", "pl", ["błąd"]), ("Er is een fout opgetreden", "nl", ["fout"]), ("Ett fel uppstod", "sv", ["fel"]),
            ("เกิดข้อผิดพลาด", "th", ["ข้อผิดพลาด"]), ("त्रुटि हुई", "hi", ["त्रुटि"]), ("Error de red", "es", ["Error"]),
        ]
        for (target, locale, words) in cases {
            XCTAssertEqual(probe.highlights(source: "The download stopped", target: target, locale: locale, role: .label), words,
                           "\(locale): \(target)")
        }
        let exempt: [(String, String)] = [
            ("Xin lỗi, đã có sự cố.", "vi"), ("Fel lösenord", "sv"), ("Något gick fel", "sv"), ("Er is iets fout gegaan", "nl"),
            ("密码错误", "zh-Hans"), ("Feil passord", "nb"), ("Fehlgeschlagen", "de"), ("fehlerfrei", "de"),
            ("Mirror", "en-GB"), ("Terror", "es"),
        ]
        for (target, locale) in exempt {
            XCTAssertEqual(probe.highlights(source: "x", target: target, locale: locale), [], "\(locale): \(target)")
        }
    }

    /// A translation that renders its source's own Yes, No or "error" is the source's finding, reported there once.
    func testTheSourcesOwnForbiddenWordIsNotReportedAgainInTheTranslation() {
        XCTAssertEqual(probe.highlights(source: "Yes", target: "Ja", locale: "de", role: .alertButton), [])
        XCTAssertEqual(probe.highlights(source: "No", target: "Нет", locale: "ru", role: .actionSheetButton), [])
        XCTAssertEqual(probe.highlights(source: "Yes, Delete", target: "Ja, löschen", locale: "de", role: .alertButton), [])
        XCTAssertEqual(probe.highlights(source: "NO", target: "Non", locale: "fr", role: .button), [])
        for source in ["Error", "ERROR", "Couldn't save the file, error: %@", "Errors: %@", "An error occurred.", "%d errors"] {
            XCTAssertEqual(probe.highlights(source: source, target: "Fehler: %@", locale: "de"), [], source)
        }
        XCTAssertEqual(probe.highlights(source: "A network error occurred.", target: "发生网络错误。", locale: "zh-Hans"), [])
        // A source whose Yes is not the whole title, or whose word only contains "error", says neither.
        XCTAssertEqual(probe.highlights(source: "Yes to All", target: "Ja", locale: "de", role: .alertButton), ["Ja"])
        XCTAssertEqual(probe.highlights(source: "Terror Level", target: "Stufe: Fehler", locale: "de"), ["Fehler"])
        XCTAssertEqual(probe.highlights(source: "Don't Save", target: "Nein", locale: "de", role: .alertButton), ["Nein"])
    }

    /// Each plural form is compared with its source form, a category the source lacks with the source's other.
    func testThePluralFormsOfASourceThatSaysErrorsAreItsOwnWord() throws {
        func unit(_ value: String) -> String { "{\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(value)\"}}" }
        func substitution(_ forms: [(String, String)]) -> String {
            let plural = forms.map { "\"\($0.0)\": \(unit($0.1))" }.joined(separator: ", ")
            return "{\"stringUnit\": {\"state\": \"translated\", \"value\": \"%#@count@\"}, \"substitutions\": {\"count\": "
                + "{\"argNum\": 1, \"formatSpecifier\": \"lld\", \"variations\": {\"plural\": {\(plural)}}}}}"
        }
        let catalog = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {"%lld errors": {"localizations": {
          "en": \(substitution([("one", "%arg error"), ("other", "%arg errors")])),
          "de": \(substitution([("one", "%arg Fehler"), ("other", "%arg Fehler")])),
          "ru": \(substitution([("one", "%arg ошибка"), ("few", "%arg ошибки"), ("many", "%arg ошибок"), ("other", "%arg ошибки")]))
        }}, "%lld alerts": {"localizations": {
          "en": \(substitution([("one", "%arg alert"), ("other", "%arg alerts")])),
          "de": \(substitution([("one", "%arg Fehler"), ("other", "%arg Fehler")]))
        }}}}
        """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("forbidden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Localizable.xcstrings")
        try catalog.write(to: file, atomically: true, encoding: .utf8)
        let findings = Auditor(configuration: Configuration(), checks: [LocalizedForbiddenWordCheck()])
            .audit(try StructureTestSupport.read([file.path])).findings
        // Only the forms whose source says "alert" are reported.
        XCTAssertEqual(findings.map { "\($0.key) \($0.locale) \($0.variation)" }.sorted(), [
            "%lld alerts de substitutions.count.plural.one", "%lld alerts de substitutions.count.plural.other",
        ])
    }

    func testSourcesThatMeanBugOrMistakeMayBeTranslatedWithTheErrorWord() {
        XCTAssertEqual(probe.highlights(source: "Report a Bug", target: "Fehler melden", locale: "de"), [])
        XCTAssertEqual(probe.highlights(source: "Send Crash Reports", target: "Fehlerberichte senden", locale: "de"), [])
        XCTAssertEqual(probe.highlights(source: "Incorrect password", target: "密码不正确，错误", locale: "zh-Hans"), [])
        XCTAssertEqual(probe.highlights(source: "Useful for troubleshooting.", target: "مفيد لاستكشاف الأخطاء وإصلاحها.",
                                       locale: "ar"), [])
        XCTAssertEqual(probe.highlights(source: "Couldn't save the file", target: "Fehler beim Sichern der Datei", locale: "de"),
                       ["Fehler"])
    }

    func testAFailureTheSourceStatesMayBeTranslatedWithTheErrorWord() {
        XCTAssertEqual(probe.highlights(source: "Failed to reload the layout", target: "Error al recargar el diseño", locale: "es"), [])
        XCTAssertEqual(probe.highlights(source: "Saving failed", target: "Fehler beim Speichern", locale: "de"), [])
        XCTAssertEqual(probe.highlights(source: "The upload stopped", target: "Fehler beim Hochladen", locale: "de"), ["Fehler"],
                       "no failure in the source: the translation brings the error word in")
    }

    func testOKSpellings() {
        XCTAssertEqual(probe.highlights(source: "OK", target: "Okay", locale: "fr", role: .alertButton), ["Okay"])
        XCTAssertEqual(probe.suggestion(source: "OK", target: "Okay", locale: "fr", role: .alertButton), "OK")
        XCTAssertEqual(probe.highlights(source: "Tap OK", target: "Tippe auf O.K.", locale: "de"), ["O.K."])
        XCTAssertEqual(probe.suggestion(source: "Tap OK", target: "Tippe auf ok, um fortzufahren", locale: "de"),
                       "Tippe auf OK, um fortzufahren")
        XCTAssertEqual(probe.highlights(source: "OK", target: "Okej", locale: "sv", role: .button), ["Okej"])
        XCTAssertEqual(probe.highlights(source: "OK", target: "Ок", locale: "ru", role: .button), ["Ок"])
        XCTAssertEqual(probe.highlights(source: "OK", target: "Ok", locale: "pl", role: .button), ["Ok"])
        for (target, locale) in [("OK", "de"), ("Ok tuşları", "tr"), ("ok. 5 minut", "pl"), ("Az ok ismeretlen", "hu"),
                                 ("Tamam", "tr"), ("확인", "ko"), ("好", "zh-Hans"), ("Bokmärken", "sv"), ("Tokens", "de")] {
            XCTAssertEqual(probe.highlights(source: "OK", target: target, locale: locale, role: .label), [], "\(locale): \(target)")
        }
    }

    /// KeepingYouAwake's translations use no forbidden word; linearmouse's do, and each finding is a translation's,
    /// with the word highlighted (so a rule that stopped firing fails here).
    func testCorpusFindingsAreTranslationsWithTheWordHighlighted() throws {
        let keepingYouAwake = try LocaleAudit.corpus("KeepingYouAwake").filter { $0.rule == "localized-forbidden-word" }
        XCTAssertEqual(keepingYouAwake.map(\.text), [])
        let linearMouse = try LocaleAudit.corpus("linearmouse").filter { $0.rule == "localized-forbidden-word" }
        XCTAssertGreaterThan(linearMouse.count, 0, "linearmouse's translations use their locales' error words")
        for finding in linearMouse {
            XCTAssertNotEqual(finding.locale, "en")
            XCTAssertNotNil(finding.span, "\(finding.locale): \(finding.text)")
        }
    }

    /// The made-up iPhone app: a German compound, a German Yes before a comma on an alert button, and three
    /// spellings of OK. Its “Error” alert title is translated with the error word in every locale, faithfully: the
    /// source's own word, which error-word reports once, on the source. A Chinese “wrong password” and a Dutch
    /// “went wrong” are exempt phrases.
    func testPhoneAppFixture() throws {
        let findings = try LocaleAudit.phoneApp("localized-forbidden-word")
        XCTAssertEqual(Set(findings.map { "\($0.locale)|\(RuleTestFiles.highlighted($0))" }), [
            "de|Exportfehler", "de|Ja", "nl|Oké", "pl|Ok", "ru|Ок",
        ])
        XCTAssertEqual(findings.count, 5)
        XCTAssertTrue(findings.allSatisfy { $0.locale != "en" && $0.span != nil })
        XCTAssertFalse(findings.contains { $0.text == "密码错误。" || $0.text.hasPrefix("Er is iets fout gegaan") })
        XCTAssertEqual(findings.first { $0.locale == "pl" && $0.text == "Ok" }?.suggestion, "OK")
    }
}
