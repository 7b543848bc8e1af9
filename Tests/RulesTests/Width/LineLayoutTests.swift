import CopyText
import CopylintBase
@testable import Rules
@testable import Width
import XCTest

/// Line breaking with ICU's line-break iterator and truncation at grapheme boundaries, as the width model
/// lays text out in a role's budget.
final class LineLayoutTests: XCTestCase {
    private let model = WidthModel()

    private func budget(_ role: Role, lines: Int? = nil) throws -> RoleBudget {
        var budget = try XCTUnwrap(model.budget(for: role))
        if let lines { budget.maximumLines = lines }
        return budget
    }

    private func layout(_ text: String, width: Double, locale: String = "en", size: Double = 17) -> LineLayout {
        let measured = MeasuredText(text, font: FontSpec(size: size), measurer: MetricsMeasurer.shared)
        return LineLayout(measured, lineWidth: width, locale: locale)
    }

    private func lines(_ text: String, width: Double, locale: String = "en") -> [String] {
        let result = layout(text, width: width, locale: locale)
        let scalars = Array(text.unicodeScalars)
        let bounds = result.lineStarts + [scalars.count]
        return (0..<result.lineStarts.count).map { String(String.UnicodeScalarView(scalars[bounds[$0]..<bounds[$0 + 1]])) }
    }

    func testEnglishWrapsBetweenWords() {
        let text = "Check your internet connection and try again."
        let wrapped = lines(text, width: MetricsMeasurer.shared.width(of: text, font: FontSpec(size: 17)) * 0.6)
        XCTAssertEqual(wrapped.count, 2)
        XCTAssertTrue(wrapped.allSatisfy { !$0.hasPrefix(" ") }, "lines start at words: \(wrapped)")
        XCTAssertTrue(wrapped[0].hasSuffix(" "), "the space stays at the end of the line it ends")
    }

    func testTrailingSpacesHangPastTheEdge() {
        let text = "Save"
        let width = MetricsMeasurer.shared.width(of: text, font: FontSpec(size: 17))
        XCTAssertEqual(layout(text + "   ", width: width + 0.01).lineCount, 1)
    }

    func testChineseAndJapaneseWrapBetweenCharacters() {
        let chinese = lines("无法连接到服务器，请检查网络设置", width: 17 * 6 + 1, locale: "zh-Hans")
        XCTAssertEqual(chinese.count, 3)
        XCTAssertEqual(chinese[0], "无法连接到服")
        // Japanese line-breaking rules keep the small kana and the closing mark off a line's start.
        let japanese = lines("インターネット接続を確認して、もう一度お試しください。", width: 17 * 8 + 1, locale: "ja")
        XCTAssertTrue(japanese.allSatisfy { !$0.hasPrefix("、") && !$0.hasPrefix("。") && !$0.hasPrefix("ー") }, "\(japanese)")
    }

    func testThaiWrapsAtDictionaryWordBoundaries() {
        let text = "โปรดตรวจสอบการเชื่อมต่ออินเทอร์เน็ตของคุณแล้วลองอีกครั้ง"
        let wrapped = lines(text, width: 120, locale: "th")
        XCTAssertGreaterThan(wrapped.count, 1)
        let words = Set(TextBreaksProbe.wordStarts(text, locale: "th"))
        var offset = 0
        for line in wrapped.dropLast() {
            offset += line.unicodeScalars.count
            XCTAssertTrue(words.contains(offset), "a line ends inside a Thai word at \(offset): \(wrapped)")
        }
    }

    func testNewlinesForceABreak() {
        XCTAssertEqual(lines("Sleep\nAllowed", width: 500).count, 2)
    }

    func testAWordWiderThanTheLineBreaksBetweenGraphemes() {
        let wrapped = lines("Donaudampfschifffahrtsgesellschaftskapitän", width: 120)
        XCTAssertGreaterThan(wrapped.count, 2)
        XCTAssertEqual(wrapped.joined(), "Donaudampfschifffahrtsgesellschaftskapitän")
    }

    func testSingleLineRolesTruncateAtAGraphemeWithAnEllipsis() throws {
        let tab = try budget(.tab)
        let measurement = model.measure("Téléchargements", role: .tab, locale: "fr", budget: tab)
        XCTAssertEqual(measurement.lines, 2)
        let truncated = try XCTUnwrap(measurement.truncated)
        XCTAssertTrue(truncated.hasPrefix("Télécharge") && truncated.hasSuffix("…"), truncated)
        XCTAssertLessThanOrEqual(MetricsMeasurer.shared.width(of: truncated, font: tab.font), tab.width + 0.001)
        // A decomposed accent is never cut from its letter, nor an emoji sequence split.
        let decomposed = "Te\u{301}le\u{301}charge\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}"
        let kept = String(try XCTUnwrap(model.measure(decomposed, role: .tab, locale: "fr", budget: tab).truncated).dropLast())
        XCTAssertTrue(Array(decomposed.unicodeScalars).starts(with: Array(kept.unicodeScalars)), kept)
        XCTAssertTrue(Array(decomposed).starts(with: Array(kept)), "cut inside a cluster: \(kept.unicodeScalars.map { String($0.value, radix: 16) })")
        let family = "👨‍👩‍👧‍👦"
        let emoji = model.measure(String(repeating: family, count: 9), role: .tab, locale: "en", budget: tab)
        let emojiKept = try XCTUnwrap(emoji.truncated).dropLast()
        XCTAssertFalse(emojiKept.isEmpty)
        XCTAssertTrue(emojiKept.allSatisfy { $0 == Character(family) }, "emoji cut apart: \(emojiKept)")
    }

    func testFittingTextHasNoTruncation() throws {
        let measurement = model.measure("Settings", role: .tab, locale: "en", budget: try budget(.tab))
        XCTAssertEqual(measurement.lines, 1)
        XCTAssertNil(measurement.truncated)
    }

    func testMultiLineTruncationKeepsTheAllowedLines() throws {
        let text = "Deleting this account will remove all of its mail, contacts, calendars, and notes from this iPhone. Items stored on the server will not be affected."
        let measurement = model.measure(text, role: .alertMessage, locale: "en", budget: try budget(.alertMessage))
        XCTAssertEqual(measurement.lines, 4)
        XCTAssertEqual(measurement.maximumLines, 3)
        let truncated = try XCTUnwrap(measurement.truncated)
        XCTAssertTrue(text.hasPrefix(String(truncated.dropLast())), truncated)
        XCTAssertTrue(truncated.hasSuffix("…"))
    }

    func testPlaceholdersMeasureAsTypicalValuesAndMarkdownAsItRenders() throws {
        let font = FontSpec(size: 17)
        let measurer = MetricsMeasurer.shared
        XCTAssertEqual(MeasuredText("%lld files", font: font, measurer: measurer).width,
                       measurer.width(of: "12 files", font: font), accuracy: 0.001)
        XCTAssertEqual(MeasuredText("%1$@ shared", font: font, measurer: measurer).width,
                       measurer.width(of: "Xxxxxx shared", font: font), accuracy: 0.001)
        XCTAssertEqual(MeasuredText("**Done**", font: font, measurer: measurer).width,
                       measurer.width(of: "Done", font: font), accuracy: 0.001)
        XCTAssertEqual(MeasuredText("[Learn More](https://apple.com/privacy)", font: font, measurer: measurer).width,
                       measurer.width(of: "Learn More", font: font), accuracy: 0.001)
        let measured = MeasuredText("Delete %@?", font: font, measurer: measurer)
        XCTAssertEqual(measured.display, "Delete %@?", "the rendition keeps the specifier as written")
    }
}

/// Word starts from ICU, to check that Thai lines end between words.
enum TextBreaksProbe {
    static func wordStarts(_ text: String, locale: String) -> [Int] {
        TextBreaks.words(in: text, locale: locale).map(\.scalarRange.lowerBound) + [text.unicodeScalars.count]
    }
}
