import CopyText
@testable import Language
@testable import Rules
import XCTest

/// The byte readings of the punctuation and spacing checks (`TextEndingBytes`, `QuotationScan.mayFindMarks`,
/// the eight-bytes-at-a-time prefilters of `whitespace-mismatch` and `bidi-controls`) against the exact readings
/// they stand in for, on every string of the fixtures and the bundled example (and of the real-app corpora, when
/// present), the hand-made samples, and scalars placed at every offset of an eight-byte chunk.
final class PunctuationBytesTests: XCTestCase {
    /// The source and translation texts of the fixtures and the bundled example, and of the real-app corpora when
    /// present (empty when they cannot be read: `testTheTextsAreThere` then fails).
    private static let realTexts: [(text: String, locale: String)] = (try? RuleTestFiles.textFolderUnitTexts()) ?? []

    private static var texts: [String] {
        realTexts.map(\.text) + LocaleFastPathTests.samples
    }

    private static let locales = ["en", "de", "fr", "es", "ja", "zh-Hans", "ar", "el", "th", "ru", "he", "hi", "ko", "tr"]

    /// Scalars the readings treat specially, and a few ordinary ones of each UTF-8 length.
    private static let interesting: [Unicode.Scalar] = [
        " ", "\t", "\n", "\"", "'", "%", "@", ">", "<", ".", "?", "!", ":", ";", "a", "Z", "5", "é", "ж", "日", "か",
        "\u{00A0}", "\u{00AB}", "\u{00BB}", "\u{1680}", "\u{2003}", "\u{2018}", "\u{2019}", "\u{201C}", "\u{201D}",
        "\u{201E}", "\u{2026}", "\u{2039}", "\u{203A}", "\u{202A}", "\u{202C}", "\u{202E}", "\u{2066}", "\u{2069}",
        "\u{205F}", "\u{3000}", "\u{3002}", "\u{300C}", "\u{300D}", "\u{301D}", "\u{FF02}", "\u{FF05}", "\u{FF1F}",
        "\u{037E}", "\u{061F}", "\u{FE0F}", "\u{1F600}", "\u{24B6}",
    ]

    /// Texts with each interesting scalar, and pairs of them, at every offset of an eight-byte chunk.
    private static let placedTexts: [String] = {
        var result: [String] = []
        for first in interesting {
            for second in interesting {
                for padding in 0..<9 {
                    let lead = String(repeating: "x", count: padding)
                    result.append(lead + String(first) + String(second) + "abcdefgh")
                    result.append("ab" + lead + String(first) + String(second))
                }
            }
        }
        return result
    }()

    func testTheTextsAreThere() throws {
        XCTAssertNoThrow(try RuleTestFiles.textFolderFiles())
        XCTAssertGreaterThan(Self.realTexts.count, RuleTestFiles.atLeast(withCorpora: 5000, fixturesAlone: 1000))
    }

    func testEndingByBytesAgreesWithTextEnding() {
        let profiles = Self.locales.map(LocaleProfile.forLocale)
        let placedProfiles = ["en", "ja", "el", "ar"].map(LocaleProfile.forLocale)
        var settled = 0
        let cases = Self.texts.map { ($0, profiles) } + Self.placedTexts.map { ($0, placedProfiles) }
        for (text, profilesToRead) in cases {
            let scalars = Array(text.unicodeScalars)
            let nonProse = NonProseRanges(scalars, text: text)
            for profile in profilesToRead {
                guard let fast = TextEndingBytes.read(text, profile: profile) else { continue }
                settled += 1
                let exact = TextEnding(scalars, nonProse: { nonProse }, specifiers: { nonProse.specifierRanges },
                                       forms: profile.terminalForms)
                XCTAssertFalse(exact.endsWithPlaceholder, text)
                XCTAssertEqual(fast.mark, exact.mark, text)
                XCTAssertEqual(fast.formIndex.map { profile.terminalForms[$0].form },
                               exact.markRange.map { Array(scalars[$0]) }, text)
            }
        }
        XCTAssertGreaterThan(settled, 10000)
    }

    func testMarkPrefilterNeverDismissesAQuotation() {
        var dismissed = 0
        for text in Self.texts + Self.placedTexts {
            let scalars = Array(text.unicodeScalars)
            if !scalars.contains(where: QuotationScan.isMark) {
                XCTAssertFalse(QuotationScan.mayFindMarks(in: text), text)
            }
            guard !QuotationScan.mayFindMarks(in: text) else { continue }
            dismissed += 1
            let scan = QuotationScan(scalars, skipping: NonProseRanges(scalars, text: text))
            XCTAssertEqual(scan.pairs, [], text)
            XCTAssertEqual(scan.unpaired, [], text)
        }
        XCTAssertGreaterThan(dismissed, 1000)
        XCTAssertFalse(QuotationScan.mayFindMarks(in: "Désactivez l’écran d’accueil aujourd’hui"))
        XCTAssertTrue(QuotationScan.mayFindMarks(in: "Tippen Sie auf „Fertig“, um fortzufahren"))
    }

    func testChunkAtATimeSpacePrefilterMatchesTheByteLoop() {
        for text in Self.texts + Self.placedTexts {
            XCTAssertEqual(WhitespaceMismatchCheck.mayHoldDoubledSpace(text), Self.referenceDoubledSpace(text), text)
            let scalars = Array(text.unicodeScalars)
            let isWhitespace = { (scalar: Unicode.Scalar) in scalar.properties.isWhitespace }
            let expectedEdge = scalars.first.map(isWhitespace) ?? true || scalars.last.map(isWhitespace) ?? true
            XCTAssertEqual(WhitespaceMismatchCheck.hasWhitespaceEdge(text), expectedEdge, text)
        }
    }

    func testChunkAtATimeBidiPrefilterMatchesTheScalars() {
        let controls: Set<UInt32> = [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069]
        for text in Self.texts + Self.placedTexts {
            let expected = text.unicodeScalars.contains { controls.contains($0.value) }
            XCTAssertEqual(BidiControlsCheck.mayHoldControl(text), expected, text)
        }
    }

    /// The byte loop `mayHoldDoubledSpace` had before it read eight bytes at a time.
    private static func referenceDoubledSpace(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var previousMaySpace = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 {
                if previousMaySpace { return true }
                previousMaySpace = true
                index += 1
                continue
            }
            if byte &- 0xC2 > 0xE3 - 0xC2 {
                previousMaySpace = false
                index += 1
                continue
            }
            let maySpace: Bool
            switch byte {
            case 0xC2: maySpace = bytes[index + 1] == 0xA0
            case 0xE1: maySpace = bytes[index + 1] == 0x9A
            case 0xE2: maySpace = bytes[index + 1] &- 0x80 < 2
            case 0xE3: maySpace = bytes[index + 1] == 0x80 && bytes[index + 2] == 0x80
            default: maySpace = false
            }
            if maySpace {
                if previousMaySpace { return true }
                previousMaySpace = true
                index += byte == 0xC2 ? 2 : 3
            } else {
                previousMaySpace = false
                index += 1
            }
        }
        return false
    }
}
