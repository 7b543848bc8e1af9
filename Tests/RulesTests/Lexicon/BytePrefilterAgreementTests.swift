import Catalogs
import CopyText
@testable import Language
@testable import Rules
import XCTest

/// Byte prefilters that settle a text before the exact reading, against that reading on real texts and on
/// made ones: the wrong-form prefilter's markup byte test (`brand-casing`), the lowercase word test (`all-caps`) and
/// the wordless text test (`untranslated`). Whatever a prefilter settles, the exact reading settles the same way.
/// The real texts are those of the fixtures and the bundled example, and of the real-app corpora when present.
final class BytePrefilterAgreementTests: XCTestCase {
    private static let madeTexts = [
        "%@s", "x%lld", "\u{FFFC}abc", "ABC def", "ÉCOLE", "OK", "iOS", "_a", "a_b", "__", "1_2", "wifi", "Wifi %@",
        "**wifi**", "see https://wifi.example", "a/b", "C:\\path", "50％", "<b>WIFI</b>", "`code`", "~x~", "[link](x)",
        "10 %", "- %@", "%1$@ (%2$@)", "▾", "⌘ (Command)", "⌃", "⇧⌘K", "«»", "‹›", "…", "1.5", "1,000", "‰", "· · ·",
        "\u{00A0}%@\u{00A0}", "\u{2011}", "ª", "µ", "º", "²", "\u{202F}%", "1\u{202F}000", "\u{203F}\u{203F}", "ⓐ",
    ]

    private func realTexts() throws -> [String] {
        let texts = try RuleTestFiles.textFolderTexts()
        XCTAssertGreaterThan(texts.count, RuleTestFiles.atLeast(withCorpora: 5000, fixturesAlone: 1000))
        return texts
    }

    private func texts() throws -> [String] {
        let base = try realTexts() + Self.madeTexts
        return base + base.flatMap { [$0.lowercased(), $0.uppercased()] }
    }

    func testMarkupByteSeenAgreesWithTheMarkupScanner() throws {
        let lexicons = [Lexicon.english, Lexicon.english.adding(userTerms: ["Acme Cloud", "Foo-Bar", "ACME", "iThing"])]
        var settled = 0
        for text in try texts() {
            for lexicon in lexicons {
                var markupByteSeen = false
                let mayHold = lexicon.mayHoldWrongForm(in: text, markupByteSeen: &markupByteSeen)
                XCTAssertEqual(mayHold, lexicon.mayHoldWrongForm(in: text), text)
                if !mayHold, !markupByteSeen {
                    XCTAssertFalse(ProseMarkupScanner.mayFindEdits(in: text), text)
                    settled += 1
                }
                if ProseMarkupScanner.mayFindEdits(in: text), !mayHold { XCTAssertTrue(markupByteSeen, text) }
            }
        }
        XCTAssertGreaterThan(settled, 1000)
    }

    func testLowercaseWordPrefilterAgreesWithTheWords() throws {
        var settled = 0
        for text in try texts() {
            let prose = ProseText(text)
            guard AllCapsCheck.hasLowercaseWord(prose.text) else { continue }
            let letterWords = prose.words.filter { !$0.isPlaceholder && CaseMapping.hasCasedLetter($0.text) }
            XCTAssertFalse(letterWords.allSatisfy { CaseMapping.isUppercased($0.text) }, text)
            settled += 1
        }
        XCTAssertGreaterThan(settled, 1000)
        XCTAssertFalse(AllCapsCheck.hasLowercaseWord(ProseText("%@s DONE").text))
        XCTAssertFalse(AllCapsCheck.hasLowercaseWord("LEARN MORE"))
        XCTAssertTrue(AllCapsCheck.hasLowercaseWord("Learn more"))
    }

    func testWordlessPrefilterAgreesWithICU() throws {
        let locales = ["en", "de", "fr", "ru", "ja", "zh-Hans", "th", "ar", "he", "ko"]
        var samples = try texts()
        // Every scalar the prefilter lets through, alone, doubled, between digits and beside a specifier.
        let symbols = (UInt32(0x20)...0x25FF).compactMap(Unicode.Scalar.init).filter { scalar in
            !UntranslatedCheck.mayHoldLetterWord(String(scalar))
        }
        XCTAssertGreaterThan(symbols.count, 700)
        for scalar in symbols {
            let symbol = String(scalar)
            samples += [symbol, symbol + symbol, "1" + symbol + "2", "%@" + symbol, symbol + "1" + symbol]
        }
        var settled = 0
        for text in samples where !UntranslatedCheck.mayHoldLetterWord(text) {
            for locale in locales {
                let words = TextBreaks.words(in: text, locale: locale)
                XCTAssertTrue(words.allSatisfy { $0.status == .none || $0.status == .number }, "\(text) \(locale)")
            }
            settled += 1
        }
        XCTAssertGreaterThan(settled, 3000)
        for text in ["a", "_", "@", "%@", "É", "ª", "µ", "ⓐ", "%@s", "\u{203F}"] {
            XCTAssertTrue(UntranslatedCheck.mayHoldLetterWord(text), text)
        }
    }
}

/// The device-verb byte prefilter and the address ranges' ASCII shortcuts, against the readings they replace.
final class DeviceVerbPrefilterAgreementTests: XCTestCase {
    /// The former prefilter: a window of the last five lowered bytes compared with each stem's bytes.
    private func reference(_ text: String) -> Bool {
        let stems = VerbPrefilter.stems.map { Array($0.utf8) }
        var window: [UInt8] = []
        for byte in text.utf8 {
            window.append(byte &- 0x41 < 26 ? byte | 0x20 : byte)
            if window.count > 5 { window.removeFirst() }
            for stem in stems where window.count >= stem.count && window.suffix(stem.count).elementsEqual(stem) { return true }
        }
        return false
    }

    func testPrefilterAgreesWithTheByteWindow() throws {
        XCTAssertEqual(
            [VerbPrefilter.tap, VerbPrefilter.click, VerbPrefilter.touch, VerbPrefilter.press], VerbPrefilter.stems.map(VerbPrefilter.packed)
        )
        var texts = try RuleTestFiles.textFolderTexts()
        texts += ["tap", "TAP", "Tap", "ta", "xtapx", "CLICK here", "touc", "Touch ID", "long-press", "pres", "\u{0}tap",
                  "\u{0}\u{0}", "t\u{0}ap", "Tªp", "presss", "clic", "taP", ""]
        var found = 0
        for text in texts {
            XCTAssertEqual(VerbPrefilter.mayContainDeviceVerb(text), reference(text), text)
            if reference(text) { found += 1 }
        }
        XCTAssertGreaterThan(found, 20)
    }

    func testASCIIShortcutsAgreeWithTheProperties() {
        for value in UInt32(0)..<0x80 {
            let scalar = Unicode.Scalar(value)!
            XCTAssertEqual(AddressRanges.isWhitespace(scalar), scalar.properties.isWhitespace, "\(value)")
            XCTAssertEqual(
                AddressRanges.isWordScalar(scalar), scalar.properties.isAlphabetic || scalar.properties.numericType != nil, "\(value)"
            )
        }
    }
}
