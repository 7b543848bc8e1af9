import Catalogs
@testable import Language
@testable import Rules
import XCTest

/// The wrong-form prefilter of a text's specifier-masked prose, told from the raw text, against the prefilter and the
/// exact matching of the prose itself: whatever it passes over, the prose's prefilter passes over too.
final class SpecifierMaskedPrefilterTests: XCTestCase {
    private static let madeTexts = [
        "%dwifi", "%lldiphones", "%lldIphones", "%1$@wifi", "%#@wifi@", "%#@wifi@ left", "%@-wifi", "%%wifi", "% @wifi",
        "wifi%@", "50%off iphone", "%@ Iphone", "%ldApple watch", "Apple %@watch", "Apple %dwatch", "%@'s wifi",
        "%@’s Iphone", "%1$@ on %2$@ app store", "%.2fwifi", "%-5dwifi", "%ld Wi-Fi networks", "%@ iPhone’s",
        "%@\u{212A}eynote", "％@wifi", "**wifi** %@", "%@ <b>wifi</b>", "see https://wifi.example %@", "%@ wi-fi",
        "%@wi", "%@-fi", "%upwifi", "%lluwifi", "%zdicloud", "%#@icloud@s", "%1$#@wifi@", "%@s", "%d%%wifi",
    ]

    /// The texts of the fixtures and the bundled example, and of the real-app corpora when present.
    private func realTexts() throws -> [String] {
        try RuleTestFiles.textFolderTexts()
    }

    func testPassedOverTextsHaveProseThatHoldsNoWrongForm() throws {
        let lexicons = [Lexicon.english, Lexicon.english.adding(userTerms: ["Acme Cloud", "Foo-Bar", "ACME", "iThing"])]
        let real = try realTexts().filter { $0.contains("%") }
        XCTAssertGreaterThan(real.count, RuleTestFiles.atLeast(withCorpora: 500, fixturesAlone: 100))
        var texts = real + Self.madeTexts
        texts += texts.flatMap { [$0.lowercased(), $0.uppercased(), $0.capitalized] }
        var passedOver = 0
        for text in texts {
            let prose = ProseText(text).text
            for lexicon in lexicons where !lexicon.mayHoldWrongForm(inSpecifierMasked: text) {
                XCTAssertFalse(lexicon.mayHoldWrongForm(in: prose), text)
                XCTAssertEqual(lexicon.exactMatches(in: prose).filter { !$0.isExact }.map(\.written), [], text)
                passedOver += 1
            }
        }
        XCTAssertGreaterThan(passedOver, real.count / 2)
        for text in ["%dwifi", "%lldIphones", "%1$@wifi", "%@ Iphone", "Apple %@watch", "**wifi** %@", "％@wifi"] {
            XCTAssertTrue(Lexicon.english.mayHoldWrongForm(inSpecifierMasked: text), text)
        }
    }
}
