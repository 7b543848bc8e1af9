@testable import CopyText
import XCTest

/// Word and sentence segments cut straight from UTF-8 (`UTF8Segmentation`) against the reading they replaced:
/// ICU's boundaries over `String.utf16` (`BoundaryScan`), each segment's text taken from the UTF-16 view and its
/// scalar range counted in scalars, on every value of the text folders (fixtures, example, corpora when present)
/// and on texts beyond the BMP.
final class UTF8SegmentationTests: XCTestCase {
    private static let samples: [TextValue] = [
        ("en", "Done ✅ 👍🏽 👨‍👩‍👧 🇫🇷 flags"), ("en", "𝐁𝐨𝐥𝐝 math 𝟏𝟐 and 𠀀𠀁 Han beyond the BMP"), ("ja", "保存しました。𠮷野家へ"),
        ("th", "บันทึกแล้ว กรุณาลองใหม่"), ("en", "e\u{0301}te\u{0301} cafe\u{0301}."), ("en", ""), ("en", " "), ("en", "\n\n"),
        ("de", "z. B. 3,5 GB – „Zitat“ … Ende."), ("ar", "هل تريد الحذف؟ نعم."), ("zh-Hans", "设置完成。请重试！"),
        ("en", "\u{FEFF}BOM and \u{200D}joiners\u{2060}"), ("my", "ကျေးဇူးတင်ပါတယ်"), ("en", "a\u{10FFFF}b\u{E0001}c"),
    ].map { TextValue(locale: $0.0, value: $0.1) }

    /// The segments as the `UTF16Text` reading cut them.
    private func reference(_ text: String, kind: BreakKind, icuLocale: String) -> [TextSegment] {
        guard let scan = BoundaryScan(text, kind: kind, icuLocale: icuLocale) else { return [] }
        let utf16 = text.utf16
        var result: [TextSegment] = []
        var scalarStart = 0
        for index in 1..<scan.utf16Boundaries.count {
            let start = utf16.index(utf16.startIndex, offsetBy: scan.utf16Boundaries[index - 1])
            let end = utf16.index(utf16.startIndex, offsetBy: scan.utf16Boundaries[index])
            let piece = String(text[start..<end])
            let scalarEnd = scalarStart + piece.unicodeScalars.count
            let status = kind == .word
                ? UTF8Segmentation.refinedStatus(WordStatus(icuRuleStatus: scan.statuses[index]), of: piece) : .none
            result.append(TextSegment(text: piece, scalarRange: scalarStart..<scalarEnd, status: status))
            scalarStart = scalarEnd
        }
        return result
    }

    func testSegmentsMatchTheUTF16ReadingOnTheTextFoldersAndBeyondTheBMP() throws {
        let values = try CorpusFixtures.textFolderValues() + Self.samples
        XCTAssertGreaterThanOrEqual(values.count, CorpusFixtures.textFolderMinimum)
        for (locale, value) in values.map({ ($0.locale, $0.value) }) {
            let wordLocale = ICULocale.identifier(for: locale)
            XCTAssertEqual(UTF8Segmentation.segments(of: value, kind: .word, icuLocale: wordLocale),
                           reference(value, kind: .word, icuLocale: wordLocale), "\(locale): \(value)")
            let sentenceLocale = wordLocale + "@ss=standard"
            XCTAssertEqual(UTF8Segmentation.segments(of: value, kind: .sentence, icuLocale: sentenceLocale),
                           reference(value, kind: .sentence, icuLocale: sentenceLocale), "\(locale): \(value)")
        }
    }

    func testEmptyTextHasNoSegments() {
        XCTAssertEqual(TextBreaks.words(in: "", locale: "en"), [])
        XCTAssertEqual(TextBreaks.sentences(in: "", locale: "en"), [])
    }

    func testScalarRangesCountScalarsBeyondTheBMP() {
        let segments = TextBreaks.words(in: "𝐁𝐨𝐥𝐝 é", locale: "en")
        XCTAssertEqual(segments.map(\.text), ["𝐁𝐨𝐥𝐝", " ", "é"])
        XCTAssertEqual(segments.map(\.scalarRange), [0..<4, 4..<5, 5..<6])
    }
}
