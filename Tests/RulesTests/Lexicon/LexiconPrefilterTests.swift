import Catalogs
import CopyText
@testable import Language
@testable import Rules
import XCTest

/// The lexicon's fast path (tokens found in UTF-8, the hashed prefilter of first tokens) against the exact path
/// (tokens from an array of scalars, every token looked up), on every string of the fixtures and the bundled
/// example (and of the real-app corpora, when present) and on texts made to probe the edges.
final class LexiconPrefilterTests: XCTestCase {
    /// Texts at the tokenizer's and the prefilter's edges.
    private static let edgeTexts = [
        "", " ", "-", "s", "'s", "iPhone", "iPhones", "Iphone’s", "iPhone's", "wifi-only", "Wi‑Fi-only", "x-e-sim",
        "usb-c", "USB-C-Kabel", "e-sim", "mac-mini", "Mac mini", "Mac\u{00A0}mini", "Mac  mini", "Mac, mini",
        "iCloudに保存", "保存iCloud", "Macを起動", "Icloudに", "MACOSの", "漢\u{0301}wifi", "é\u{0301}wifi", "éiPhone", "iPhoneé", "Ωwifi", "wifiΩ",
        "\u{212A}eynote", "Keynote \u{212A}", "wi-fi's", "wi-fi'S", "PDFs.", "PDFS", "pdfs", "ios", "IOS 17",
        "iPhone에서", "通过AirDrop共享", "Ｗｉｆｉ wifi", "ｉＰｈｏｎｅ", "AirPods—AirPods", "🙂wifi🙂", "wifi\u{2011}only",
        "Apple ID", "Apple Id", "apple id", "Touch ID-enabled", "face time", "Face Time", "Google Drive-Ordner",
        "A-wifi-B-iCloud-C", "wifi-icloud", "I phone", "e-bay's", "Whats App", "whatsapp’s", "ms-soft",
    ]

    private func realTexts() throws -> [String] {
        let texts = try RuleTestFiles.textFolderTexts()
        XCTAssertGreaterThan(texts.count, RuleTestFiles.atLeast(withCorpora: 5000, fixturesAlone: 1000))
        return texts
    }

    func testUTF8TokensAreTheScalarTokens() throws {
        for text in try realTexts() + Self.edgeTexts {
            let scalars = Array(text.unicodeScalars)
            let expected = WordTokens.spans(in: scalars).map { "\($0.range) \($0.isASCII)" }
            var found: [String] = []
            var copy = text
            copy.withUTF8 { bytes in
                WordTokens.forEachSpan(inUTF8: bytes) { span in
                    found.append("\(span.span.range) \(span.isASCII)")
                    let hasHyphen = scalars[span.scalars].contains(where: WordTokens.isHyphen)
                    XCTAssertEqual(span.hasHyphen, hasHyphen, text)
                    XCTAssertEqual(String(decoding: UnsafeBufferPointer(rebasing: bytes[span.bytes]), as: UTF8.self),
                                   String(String.UnicodeScalarView(scalars[span.scalars])), text)
                    return true
                }
            }
            XCTAssertEqual(found, expected, text)
            XCTAssertEqual(copy.withUTF8(WordTokens.scalars(ofUTF8:)), scalars, text)
            XCTAssertEqual(WordTokens.tokens(in: text), WordTokens.spans(in: scalars).map { WordTokens.token($0, in: scalars) }, text)
        }
    }

    func testPrefilteredMatchesAreTheExactMatches() throws {
        let lexicons = [
            Lexicon.english, Lexicon.english.adding(userTerms: ["Acme Cloud", "Foo-Bar", "Größe App"]),
            SentenceStyleWords.english.properNouns,
        ]
        for text in try realTexts() + Self.edgeTexts {
            for lexicon in lexicons {
                XCTAssertEqual(lexicon.matches(in: text), lexicon.exactMatches(in: text), text)
            }
        }
    }

    func testEdgeTextsFindWhatTheyShould() {
        let found = { (text: String) in Lexicon.english.matches(in: text).map(\.written) }
        XCTAssertEqual(found("漢\u{0301}wifi"), ["wifi"])
        XCTAssertEqual(found("éiPhone"), [])
        XCTAssertEqual(found("x-e-sim"), ["e-sim"])
    }

    func testWordClassesAreTheScalarProperties() {
        var table = WordTokens.wordClassLookup
        table.withUnsafeMutableBufferPointer { buffer in
            let table = UnsafeBufferPointer(buffer)
            let ranges: [ClosedRange<UInt32>] = [0...0xFFFF]
            for range in ranges {
                for value in range {
                    guard let scalar = Unicode.Scalar(value) else { continue }
                    let wordClass = WordTokens.wordClass(scalar, table)
                    XCTAssertEqual(wordClass != .other, WordTokens.isWordScalar(scalar), "U+\(String(value, radix: 16))")
                    XCTAssertEqual(wordClass == .nonspacingMark, scalar.properties.generalCategory == .nonspacingMark,
                                   "U+\(String(value, radix: 16))")
                }
            }
        }
    }

    func testWordHashesFindTheirWordsAndFoldCase() {
        let words = ["wifi", "wi-fi", "iphone", "a", "usb-c"]
        let hashes = ASCIIWordHashes(words)
        for word in words + ["WiFi", "IPHONE", "A", "USB-C"] {
            var copy = word
            let hash = copy.withUTF8 { ASCIIWordHashes.hash($0, 0..<$0.count) }
            XCTAssertTrue(hashes.mayContain(hash), word)
        }
        var other = "icloud"
        XCTAssertFalse(hashes.mayContain(other.withUTF8 { ASCIIWordHashes.hash($0, 0..<$0.count) }))
    }
}
