@testable import Rules
import XCTest

final class GenericAlertTitleTests: XCTestCase {
    private let probe = CheckProbe(GenericAlertTitleCheck())

    func testStockPhrasesFireWhateverTheirCaseAndPunctuation() {
        for title in ["Error", "ERROR!", "Warning", "Something went wrong.", "Something Went Wrong", "An Error Occurred",
                      "an error has occurred…", "Unknown Error", "Information", "Sorry!"] {
            XCTAssertEqual(probe.highlights(title, role: .alertTitle), [title], title)
        }
    }

    func testErrorCodesFireWithOneNumberOrNumberPlaceholder() {
        XCTAssertEqual(probe.highlights("Error 329347", role: .alertTitle).count, 1)
        XCTAssertEqual(probe.highlights("Error -1009", role: .alertTitle).count, 1)
        XCTAssertEqual(probe.highlights("Error code: 42", role: .alertTitle).count, 1)
        XCTAssertEqual(probe.highlights("Error %d", role: .alertTitle).count, 1)
        XCTAssertEqual(probe.highlights("Error code %1$ld", role: .alertTitle).count, 1)
        XCTAssertEqual(probe.highlights("Error 404 Not Found", role: .alertTitle), [])
        XCTAssertEqual(probe.highlights("Error Saving %@", role: .alertTitle), [])
    }

    func testSingleWordTitlesFireAndHyphenatedWordsCountAsOne() {
        XCTAssertEqual(probe.highlights("Offline", role: .alertTitle), ["Offline"])
        XCTAssertEqual(probe.highlights("Uh-oh!", role: .alertTitle), ["Uh-oh!"])
        XCTAssertEqual(probe.highlights("  Saved  ", role: .alertTitle), ["Saved"])
        XCTAssertEqual(probe.hits("Offline", role: .alertTitle).first?.arguments["reason"], "is a single word")
    }

    func testSpecificTitlesAndPlaceholderTitlesPass() {
        for title in ["Unable to Save Document", "Can’t Connect to Server", "Delete “%@”?", "%@", "%1$@ %2$@",
                      "Oops! Something Went Wrong", "Sign In Required", "Update Available", "Подключение недоступно",
                      "Extractor.Alert.Title", "alert_title"] {
            XCTAssertEqual(probe.highlights(title, role: .alertTitle), [], title)
        }
    }

    func testPhrasesOptionAddsStockPhrases() {
        let custom = CheckProbe(GenericAlertTitleCheck(), options: ["phrases": .array([.string("request failed")])])
        XCTAssertEqual(custom.highlights("Request Failed.", role: .alertTitle), ["Request Failed."])
        XCTAssertEqual(probe.highlights("Request Failed.", role: .alertTitle), [])
    }
}
