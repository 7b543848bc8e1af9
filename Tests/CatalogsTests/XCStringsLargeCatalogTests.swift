import Foundation
import XCTest
import Catalogs

/// A generated catalog of about 50 MB, in Xcode's layout, reads completely and with the right positions.
final class XCStringsLargeCatalogTests: XCTestCase {
    /// Translations in several scripts, so columns and UTF-8 decoding are exercised at scale.
    private static let translations: [(locale: String, text: String)] = [
        ("ar", "حفظ المستند رقم"), ("de", "Dokument speichern Nr."), ("el", "Αποθήκευση εγγράφου αρ."),
        ("fr", "Enregistrer le document nº"), ("he", "שמירת מסמך מס׳"), ("hi", "दस्तावेज़ सहेजें संख्या"),
        ("ja", "書類を保存 番号"), ("ko", "문서 저장 번호"), ("ru", "Сохранить документ №"),
        ("th", "บันทึกเอกสารหมายเลข"), ("tr", "Belgeyi kaydet no."), ("zh-Hans", "保存文稿 编号"),
        ("uk", "Зберегти документ №"), ("vi", "Lưu tài liệu số"), ("pl", "Zapisz dokument nr"),
        ("es", "Guardar documento n.º"), ("it", "Salva documento n."), ("pt-BR", "Salvar documento nº"),
    ]

    /// Writes a catalog of about `targetBytes` bytes; returns its data and the entry count it must give.
    private func generateCatalog(targetBytes: Int) -> (data: Data, entries: Int) {
        var text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
        text.reserveCapacity(targetBytes + 4096)
        var entries = 0
        var keyIndex = 0
        while text.utf8.count < targetBytes {
            if keyIndex > 0 { text += ",\n" }
            let key = "Save document \(keyIndex) \\\"draft\\\""
            text += "    \"\(key)\" : {\n      \"comment\" : \"Button title, number \(keyIndex)\",\n"
            text += "      \"localizations\" : {\n"
            for (position, translation) in Self.translations.enumerated() {
                if position > 0 { text += ",\n" }
                text += "        \"\(translation.locale)\" : {\n"
                if keyIndex % 10 == 0 {
                    text += "          \"variations\" : {\n            \"plural\" : {\n"
                    text += "              \"one\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(translation.text) %lld\" } },\n"
                    text += "              \"other\" : { \"stringUnit\" : { \"state\" : \"new\", \"value\" : \"\(translation.text) %lld\" } }\n"
                    text += "            }\n          }\n"
                    entries += 2
                } else {
                    text += "          \"stringUnit\" : {\n            \"state\" : \"translated\",\n"
                    text += "            \"value\" : \"\(translation.text) \(keyIndex)\"\n          }\n"
                    entries += 1
                }
                text += "        }"
            }
            text += "\n      }\n    }"
            entries += 1 // no "en" localization: the key stands in as the source value
            keyIndex += 1
        }
        text += "\n  },\n  \"version\" : \"1.0\"\n}\n"
        return (Data(text.utf8), entries)
    }

    /// 50 MB: a few seconds in a debug build, well under that in a release build.
    func testLargeGeneratedCatalogReadsCompletely() throws {
        let targetBytes = 50_000_000
        let generated = generateCatalog(targetBytes: targetBytes)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copylint-xcstrings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Large.xcstrings")
        try generated.data.write(to: url)

        let started = Date()
        let file = try XCStringsReader.read(try Data(contentsOf: url), request: XCStringsTestFiles.request(displayPath: "Large.xcstrings"))
        let seconds = Date().timeIntervalSince(started)

        XCTAssertGreaterThanOrEqual(generated.data.count, targetBytes)
        XCTAssertEqual(file.entries.count, generated.entries)
        XCTAssertEqual(file.tables.first?.locales.count, Self.translations.count + 1)
        // Key 0 (with plurals) takes lines 4–152; key 1 starts on line 153 and its Arabic value is on line 159.
        let secondKey = file.entries.filter { $0.key == "Save document 1 \"draft\"" }
        XCTAssertEqual(secondKey.count, Self.translations.count + 1)
        XCTAssertEqual(secondKey.first?.location, SourceLocation(line: 153, column: 6))
        XCTAssertEqual(secondKey.first?.isKeyAsValue, true)
        XCTAssertEqual(secondKey.first?.isVerbatim, false)
        XCTAssertEqual(secondKey.dropFirst().first?.location, SourceLocation(line: 159, column: 24))
        XCTAssertEqual(secondKey.dropFirst().first?.value, "حفظ المستند رقم 1")
        XCTAssertTrue(file.entries.contains { $0.locale == "ja" && $0.variation == "plural.other" && $0.state == "new" })
        XCTAssertLessThan(seconds, 60, "reading \(generated.data.count) bytes took \(seconds) s")
        print("XCStringsLargeCatalogTests: read \(generated.data.count) bytes, \(file.entries.count) entries in \(seconds) s")
    }
}
