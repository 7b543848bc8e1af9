import Catalogs
import Foundation
import Reports
import Rules
import XCTest

final class SHA256Tests: XCTestCase {
    func testKnownDigests() {
        XCTAssertEqual(SHA256.hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(SHA256.hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(SHA256.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
                       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        XCTAssertEqual(SHA256.hex(String(repeating: "a", count: 1_000_000)),
                       "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        XCTAssertEqual(SHA256.base64(""), "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=")
        XCTAssertEqual(SHA256.hex("Grüße 👋"), SHA256.hex("Gr\u{00FC}\u{00DF}e \u{1F44B}"))
    }
}

final class OrderedJSONTests: XCTestCase {
    func testNumbersAndCompactHTMLSafeOutput() {
        let value = OrderedJSON.object([
            ("a", .double(120)), ("b", .double(78.5)), ("c", .double(.nan)), ("d", .string("</script><!-- & \u{2028}")),
        ])
        XCTAssertEqual(value.renderedCompact(), #"{"a":120,"b":78.5,"c":null,"d":"</script><!-- & \u2028"}"#)
        XCTAssertEqual(value.renderedCompact(safeForHTML: true), #"{"a":120,"b":78.5,"c":null,"d":"\u003c/script\u003e\u003c!-- \u0026 \u2028"}"#)
    }
}

final class VisibleTextTests: XCTestCase {
    func testHiddenCharactersAreSpelledOutAndJoinersKept() {
        XCTAssertEqual(VisibleText.line("a\u{202E}b\u{0}c\r\nd"), "a⟨U+202E⟩b⟨U+0000⟩c ↵ d")
        XCTAssertEqual(VisibleText.line("👩‍👩‍👧 می‌خواهم"), "👩‍👩‍👧 می‌خواهم")
        XCTAssertEqual(VisibleText.line("abcdef", limit: 3), "abc…")
    }

    func testHTMLTemplateIsFilledInOnePass() {
        XCTAssertEqual(HTMLText.fill("<p>{{a}}</p>{{b}}", ["a": "{{b}}", "b": "x"]), "<p>{{b}}</p>x")
        XCTAssertEqual(HTMLText.escape("<a href=\"x\">'&'</a>"), "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
    }
}

final class LocaleGrowthTests: XCTestCase {
    private func entry(_ key: String, _ locale: String, _ value: String, variation: String = "", source: Bool = false, translate: Bool = true) -> Entry {
        Entry(file: "A.xcstrings", table: "A", key: key, locale: locale, variation: variation, value: value,
              shouldTranslate: translate, location: SourceLocation(line: 1, column: 1), isSource: source)
    }

    func testPairsTranslationsWithTheirSourceAndCountsGraphemes() {
        let entries = [
            entry("save", "en", "Save", source: true),
            entry("save", "de", "Sichern"),
            entry("files", "en", "%lld file", variation: "plural.one", source: true),
            entry("files", "en", "%lld files", variation: "plural.other", source: true),
            entry("files", "ru", "%lld файл", variation: "plural.one"),
            entry("files", "ru", "%lld файла", variation: "plural.few"),
            entry("family", "en", "Family", source: true),
            entry("family", "de", "👩‍👩‍👧 Familie"),
            entry("empty", "en", "Empty", source: true),
            entry("empty", "de", ""),
            entry("brand", "en", "Acme", source: true, translate: false),
            entry("brand", "de", "Acme GmbH", translate: false),
            entry("orphan", "de", "Ohne Quelle"),
            entry("cafe", "en", "Cafe", source: true),
            entry("cafe", "fr", "Cafe\u{301}"),
        ]
        let file = StringFile(path: "A.xcstrings", format: .xcstrings, entries: entries, tables: [])
        let growth = LocaleGrowth.measure([file])
        XCTAssertEqual(growth["de"], LocaleGrowth(strings: 2, sourceLength: 4 + 6, length: 7 + 9))
        XCTAssertEqual(growth["ru"], LocaleGrowth(strings: 2, sourceLength: 9 + 10, length: 9 + 10))
        XCTAssertEqual(growth["fr"], LocaleGrowth(strings: 1, sourceLength: 4, length: 4))
        XCTAssertNil(growth["en"])
        XCTAssertEqual(growth["de"]!.ratio, 1.6, accuracy: 0.0001)
    }

    func testVerbatimValuesAreFoundForFindingsOnly() {
        var verbatim = entry("save", "en", "Save", source: true)
        verbatim.isVerbatim = true
        var other = entry("open", "en", "Open", source: true)
        other.isVerbatim = true
        let escaped = entry("save", "de", "Sichern")
        let file = StringFile(path: "A.xcstrings", format: .xcstrings, entries: [verbatim, other, escaped], tables: [])
        let findings = [verbatim, escaped].map {
            Finding(rule: "r", severity: .info, file: $0.file, line: 1, column: 1, key: $0.key, locale: $0.locale,
                    variation: "", role: .button, roleSource: .key, text: $0.value, message: "m")
        }
        XCTAssertEqual(ValueIdentity.verbatimValues(in: [file], withFindings: findings), [ValueIdentity(findings[0])])
    }
}
