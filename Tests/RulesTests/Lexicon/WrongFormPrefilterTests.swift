import Catalogs
import CopyText
@testable import Language
@testable import Rules
import XCTest

/// The wrong-form prefilter against the exact matching: a text the prefilter passes over holds no term written
/// otherwise than as the term, on every string of the fixtures and the bundled example (and of the real-app
/// corpora, when present), their lowercased, capitalized and uppercased copies, and texts made to probe the
/// tokenizer's edges.
final class WrongFormPrefilterTests: XCTestCase {
    private static let edgeTexts = [
        "", " ", "-", "s", "'s", "iPhone", "iPhones", "Iphone’s", "iPhone's", "iPhone’s", "wifi-only", "Wi‑Fi-only",
        "Wi-Fi", "Wi‑Fi", "WI-FI", "wi-fi's", "x-e-sim", "usb-c", "USB-C-Kabel", "e-sim", "mac-mini", "Mac mini",
        "Mac\u{00A0}mini", "Mac  mini", "Mac, mini", "Mac Mini", "Apple Watch", "Apple watch", "Apple  watch",
        "Apple\u{00A0}watch", "Apple Watch’s", "Apple watch-only", "Apple wätch", "App Store", "App store", "app store",
        "iCloudに保存", "保存iCloud", "Macを起動", "Icloudに", "MACOSの", "漢\u{0301}wifi", "é\u{0301}wifi", "éiPhone",
        "iPhoneé", "Ωwifi", "wifiΩ", "\u{212A}eynote", "Keynote \u{212A}", "PDFs.", "PDFS", "pdfs", "Pdfs", "ios",
        "IOS 17", "iOS 17", "iPhone에서", "通过AirDrop共享", "Ｗｉｆｉ wifi", "ｉＰｈｏｎｅ", "AirPods—AirPods", "🙂wifi🙂",
        "wifi\u{2011}only", "Apple ID", "Apple Id", "apple id", "Touch ID-enabled", "face time", "Face Time",
        "Google Drive-Ordner", "A-wifi-B-iCloud-C", "wifi-icloud", "I phone", "i Phone", "I agree", "I'm in",
        "You're set", "you’re set", "We’ve", "we-chat", "We Chat", "e-bay's", "Whats App", "whatsapp’s", "ms-soft",
        "l’iPhone", "l'iphone", "d’Apple Music", "-iPhone", "--wifi", "a--wifi", "“iphone”", "‘Photos’ app",
        "Photos’ app", "iPhone’ s", "iPhone' s", "iPhone's's", "iPhone'sx", "iPhone’S", "iPhone-", "iPhone‑",
        "x’iphone", "x’ iphone", "Mac\u{0301}", "Mac\u{0301} mini", "Mac é", "Mac 漢", "apple\u{00A0}музыка",
    ]

    private func realTexts() throws -> [String] {
        try RuleTestFiles.textFolderTexts()
    }

    func testPassedOverTextsHoldNoWrongForm() throws {
        let lexicons = [
            Lexicon.english, Lexicon.english.adding(userTerms: ["Acme Cloud", "Foo-Bar", "ACME", "iThing"]),
            SentenceStyleWords.english.properNouns,
        ]
        let real = try realTexts()
        XCTAssertGreaterThan(real.count, RuleTestFiles.atLeast(withCorpora: 5000, fixturesAlone: 1000))
        var texts = real + Self.edgeTexts
        texts += texts.flatMap { [$0.lowercased(), $0.uppercased(), $0.capitalized] }
        var prefilteredOut = 0
        for text in texts {
            for lexicon in lexicons where !lexicon.mayHoldWrongForm(in: text) {
                let wrong = lexicon.exactMatches(in: text).filter { !$0.isExact }.map(\.written)
                XCTAssertEqual(wrong, [], text)
                prefilteredOut += 1
            }
        }
        // The prefilter is for speed: it must pass over most real texts.
        let realPrefilteredOut = real.filter { !Lexicon.english.mayHoldWrongForm(in: $0) }.count
        XCTAssertGreaterThan(realPrefilteredOut, real.count * 9 / 10)
        XCTAssertGreaterThan(prefilteredOut, 0)
    }

    func testWrongFormsAreNotPassedOver() {
        for text in ["wifi", "Iphone", "IPhone", "Apple watch", "app store", "Icloud-synced", "Iphones", "WIFI",
                     "IOS 17", "the Wi-fi", "Apple watch", "the app store"] {
            XCTAssertTrue(Lexicon.english.mayHoldWrongForm(in: text), text)
        }
        for text in ["iPhone", "Wi-Fi", "You're set", "I agree", "iPhone’s", "Back up your Mac."] {
            XCTAssertFalse(Lexicon.english.mayHoldWrongForm(in: text), text)
        }
    }
}
