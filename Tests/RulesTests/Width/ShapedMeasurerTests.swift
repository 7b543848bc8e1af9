import Foundation
@testable import Rules
@testable import Width
import XCTest

/// HarfBuzz shaping through the CHarfBuzz target: kerning, Arabic joining, Indic clusters, font fallback
/// chains, and what happens with a file that is not a font. Tests that need the Debian font packages skip
/// when they are absent.
final class ShapedMeasurerTests: XCTestCase {
    private let body = FontSpec(size: 17)

    func testAFileThatIsNotAFontIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copylint-font-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("NotAFont.ttf").path
        try Data("this is not a font".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertNil(FontFace(path: path))
        XCTAssertThrowsError(try ShapedMeasurer(fontPaths: [path])) { error in
            XCTAssertTrue(String(describing: error).contains("NotAFont.ttf"))
        }
        XCTAssertThrowsError(try ShapedMeasurer(fontPaths: [folder.appendingPathComponent("missing.otf").path]))
    }

    func testKerningAndAdvancesMatchTheFont() throws {
        try WidthFixtures.requireFonts(WidthFixtures.interRegular)
        let shaped = try ShapedMeasurer(fontPaths: [WidthFixtures.interRegular])
        let pair = shaped.width(of: "AV", font: body)
        XCTAssertLessThan(pair, shaped.width(of: "A", font: body) + shaped.width(of: "V", font: body))
        XCTAssertEqual(shaped.advances(of: "Save", font: body).count, 4)
        XCTAssertTrue(shaped.name.contains("Inter-Regular.otf"), shaped.name)
    }

    func testArabicIsShapedWithJoiningForms() throws {
        try WidthFixtures.requireFonts(WidthFixtures.notoArabicRegular)
        let shaped = try ShapedMeasurer(fontPaths: [WidthFixtures.notoArabicRegular])
        let joined = shaped.width(of: "ببب", font: body)
        XCTAssertLessThan(joined, 3 * shaped.width(of: "ب", font: body))
        XCTAssertEqual(MetricsMeasurer.shared.width(of: "ببب", font: body), joined, accuracy: joined * 0.02,
                       "the tables' joining model agrees with the shaper")
    }

    func testDevanagariClustersStayWhole() throws {
        try WidthFixtures.requireFonts(WidthFixtures.notoDevanagariRegular)
        let shaped = try ShapedMeasurer(fontPaths: [WidthFixtures.notoDevanagariRegular])
        let advances = shaped.advances(of: "क्षि", font: body)
        XCTAssertEqual(advances.count, 4)
        XCTAssertGreaterThan(advances.reduce(0, +), 0)
        XCTAssertEqual(advances.filter { $0 != 0 }.count, 1, "one cluster: all of its advance on its first scalar")
    }

    func testFallbackChainAndTablesForWhatNoFontHas() throws {
        try WidthFixtures.requireFonts(WidthFixtures.interRegular, WidthFixtures.notoCJKRegular)
        let latinOnly = try ShapedMeasurer(fontPaths: [WidthFixtures.interRegular])
        let chain = try ShapedMeasurer(fontPaths: [WidthFixtures.interRegular, WidthFixtures.notoCJKRegular])
        // Inter has no ideographs: alone it leaves them to the metrics (one em each), and with Noto CJK in the
        // chain they are shaped there; either way 設定 is two em.
        XCTAssertEqual(latinOnly.width(of: "設定", font: body), 34, accuracy: 0.01)
        XCTAssertEqual(chain.width(of: "設定", font: body), 34, accuracy: 0.01)
        // A collection face chosen with #N gives the same ideographs (the Korean face of the collection).
        let korean = try ShapedMeasurer(fontPaths: [WidthFixtures.notoCJKRegular + "#1"])
        XCTAssertEqual(korean.width(of: "설정", font: body), 2 * 0.92 * 17, accuracy: 0.05)
    }

    func testConfiguredFontsChooseTheMeasurerPerRole() throws {
        try WidthFixtures.requireFonts(WidthFixtures.interRegular, WidthFixtures.interSemibold)
        let fonts = ["default": WidthFixtures.interRegular, "alert-title": WidthFixtures.interSemibold, "cjk": "/nonexistent/cjk.ttc"]
        XCTAssertEqual(FontChains.paths(for: .alertTitle, fonts: fonts), [WidthFixtures.interSemibold, WidthFixtures.interRegular, "/nonexistent/cjk.ttc"])
        XCTAssertEqual(FontChains.paths(for: .button, fonts: fonts), [WidthFixtures.interRegular, "/nonexistent/cjk.ttc"])
        XCTAssertTrue(FontChains.measurer(for: .button, fonts: fonts) is MetricsMeasurer, "an unreadable font leaves the tables in charge")
        let working = ["default": WidthFixtures.interRegular]
        XCTAssertTrue(FontChains.measurer(for: .button, fonts: working) is ShapedMeasurer)
        XCTAssertTrue(FontChains.measurer(for: .button, fonts: [:]) is MetricsMeasurer)
    }
}
