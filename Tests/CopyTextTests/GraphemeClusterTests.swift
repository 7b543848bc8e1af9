import CopyText
import XCTest

final class GraphemeClusterTests: XCTestCase {
    func testEmojiZWJSequencesFlagsAndSkinTonesAreOneCluster() {
        let clusters = TextBreaks.graphemeClusters(in: "👩‍👩‍👧🇩🇪👋🏽a")
        XCTAssertEqual(clusters.map(\.text), ["👩‍👩‍👧", "🇩🇪", "👋🏽", "a"])
        XCTAssertEqual(clusters.map(\.scalarRange), [0..<5, 5..<7, 7..<9, 9..<10])
        XCTAssertEqual(TextBreaks.graphemeCount("👩‍👩‍👧🇩🇪👋🏽a"), 4)
    }

    func testDevanagariSyllablesKeepTheirVowelSigns() {
        let clusters = TextBreaks.graphemeClusters(in: "नमस्ते")
        XCTAssertEqual(clusters.map(\.text), ["न", "म", "स्ते"])
        XCTAssertEqual(TextBreaks.graphemeCount("हिन्दी"), 2)
    }

    func testCombiningMarksJoinTheirBaseAndCRLFIsOneCluster() {
        XCTAssertEqual(TextBreaks.graphemeClusters(in: "e\u{301}\r\nx").map(\.scalarRange), [0..<2, 2..<4, 4..<5])
        XCTAssertEqual(TextBreaks.graphemeCount("한국어"), 3)
        XCTAssertEqual(TextBreaks.graphemeCount(""), 0)
    }
}
