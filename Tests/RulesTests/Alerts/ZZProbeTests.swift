import XCTest
import CopyText

final class ZZProbeTests: XCTestCase {
    func testProbe() {
        for s in ["you're You’ll we'll WE'RE", "Sign-In Double-Tap Wi-Fi", "Delete %@ %lld %1$@ %#@files@", "US Us us", "Tap “Delete” to ‘Settings’ \"OK\"", "uh-oh Uh oh", "error-free errors terror ERROR: 404", "https://example.com/you/us", "Yes, Delete", "Remind Me Later", "Don't Allow", "**Bold** [link](http://x.com)", "e-mail e‑mail"] {
            let words = TextBreaks.words(in: s, locale: "en")
            print("PROBE", s, "=>", words.map { "[\($0.text)|\($0.status)]" }.joined(separator: " "))
        }
        for s in ["Delete %@", "%lld files", "Delete “%@”?", "100%% done", "%1$@ and %2$@"] {
            let p = FormatSpecifierParser.parse(s)
            print("PROBE spec", s, p.specifiers.map { "\($0.text) \($0.scalarRange)" }, p.malformed.map { $0.text })
        }
    }
}
