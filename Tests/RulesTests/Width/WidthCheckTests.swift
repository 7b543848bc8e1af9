import Catalogs
import CopylintBase
@testable import Rules
@testable import Width
import XCTest

/// The four width rules through the real auditor: what they measure, at which device and size, and the
/// measurement each finding carries for the reports.
final class WidthCheckTests: XCTestCase {
    private func audit(source: String, target: String? = nil, locale: String = "de", role: Role,
                       configuration: Configuration = Configuration()) -> [Finding] {
        let comment = "copylint:role=\(role.rawValue)"
        let location = SourceLocation(line: 1, column: 1)
        var entries = [Entry(file: "Localizable.xcstrings", table: "Localizable", key: "key", locale: "en", value: source,
                             comment: comment, location: location, isVerbatim: true, isSource: true)]
        var locales: Set<String> = ["en"]
        if let target {
            entries.append(Entry(file: "Localizable.xcstrings", table: "Localizable", key: "key", locale: locale, value: target,
                                 comment: comment, location: location, isVerbatim: true, isSource: false))
            locales.insert(locale)
        }
        let file = StringFile(path: "Localizable.xcstrings", format: .xcstrings, entries: entries,
                              tables: [TableInfo(id: "Localizable", sourceLanguage: "en", locales: locales)])
        return Auditor(configuration: configuration, checks: AllChecks.width).audit([file]).findings
    }

    func testAlertTitleLengthCarriesItsMeasurement() throws {
        let findings = audit(source: "The Document Could Not Be Saved Because the Disk Is Full and No Other Volumes Are Available for Temporary Storage", role: .alertTitle)
        let finding = try XCTUnwrap(findings.first { $0.rule == "alert-title-length" })
        let measurement = try XCTUnwrap(finding.measurement)
        XCTAssertEqual(measurement.budget, 238)
        XCTAssertEqual(measurement.maximumLines, 2)
        XCTAssertGreaterThan(measurement.lines, 2)
        XCTAssertEqual(measurement.fontSize, 17)
        XCTAssertEqual(measurement.sizeCategory, "large")
        XCTAssertNotNil(measurement.truncated)
        XCTAssertTrue(finding.message.contains("Headline 17 pt semibold"), finding.message)
        XCTAssertEqual(audit(source: "Unable to Save Document", role: .alertTitle), [])
    }

    func testAlertLengthsIgnoreTheConfiguredSizeButHonourTheirOption() {
        var configuration = Configuration()
        configuration.width.dynamicTypeSize = .ax5
        let title = "Can't Connect to the iTunes Store Right Now"
        XCTAssertEqual(audit(source: title, role: .alertTitle, configuration: configuration), [],
                      "the rule is defined at Large whatever width-overflow checks")
        configuration.ruleOptions["alert-title-length"] = ["dynamicTypeSize": .string("ax1")]
        XCTAssertEqual(audit(source: title, role: .alertTitle, configuration: configuration).map(\.rule), ["alert-title-length"])
    }

    func testWidthOverflowNeedsTheSourceToFit() throws {
        let findings = audit(source: "Downloads", target: "Téléchargements", locale: "fr", role: .tab)
        let finding = try XCTUnwrap(findings.first { $0.rule == "width-overflow" })
        let measurement = try XCTUnwrap(finding.measurement)
        XCTAssertEqual(measurement.budget, 78.6, accuracy: 0.01)
        XCTAssertNotNil(measurement.sourceWidth)
        XCTAssertLessThan(try XCTUnwrap(measurement.sourceWidth), measurement.budget)
        XCTAssertTrue(finding.message.contains("users see “Télécharge"), finding.message)
        XCTAssertEqual(audit(source: "Téléchargements disponibles", target: "Téléchargements", locale: "fr", role: .tab)
            .filter { $0.rule == "width-overflow" }, [], "a source that does not fit either is not the translation's fault")
    }

    func testWidthOverflowMeasuresOnlySingleLineControls() {
        let title = "Das Dokument kann zurzeit leider nicht auf diesem Gerät gesichert werden, weil der Speicher voll ist"
        XCTAssertFalse(audit(source: "Can't Save Document", target: title, role: .button).filter { $0.rule == "width-overflow" }.isEmpty)
        // The same translation wraps in an alert: another line there is no defect.
        XCTAssertEqual(audit(source: "Can't Save Document", target: title, role: .alertTitle).filter { $0.rule == "width-overflow" }, [])
        XCTAssertEqual(audit(source: "Can't Save Document", target: title + ". " + title + ". " + title, role: .alertMessage)
            .filter { $0.rule == "width-overflow" }, [])
    }

    func testWidthOverflowChecksTheNarrowScreenToo() throws {
        let findings = audit(source: "Notifications & Sounds", target: "Mitteilungs- und Toneinstellungen", role: .navTitle)
        let finding = try XCTUnwrap(findings.first { $0.rule == "width-overflow" })
        XCTAssertTrue(finding.message.contains("375 pt screen"), finding.message)
        var configuration = Configuration()
        configuration.width.narrowDevice = nil
        XCTAssertEqual(audit(source: "Notifications & Sounds", target: "Mitteilungs- und Toneinstellungen", role: .navTitle, configuration: configuration)
            .filter { $0.rule == "width-overflow" }, [])
    }

    func testWidthOverflowFollowsTheConfiguredDynamicTypeSize() {
        var configuration = Configuration()
        XCTAssertEqual(audit(source: "Restore Purchases", target: "Wiederherstellen der Einkäufe", role: .button, configuration: configuration)
            .filter { $0.rule == "width-overflow" }, [])
        configuration.width.dynamicTypeSize = .ax3
        XCTAssertEqual(audit(source: "Restore Purchases", target: "Wiederherstellen der Einkäufe", role: .button, configuration: configuration)
            .filter { $0.rule == "width-overflow" }.first?.measurement?.sizeCategory, "ax3")
    }

    func testExpansionRatioComparesWidthsInTheBandOfTheSource() throws {
        let findings = audit(source: "Mute", target: "Выключить звук на всех устройствах", locale: "ru", role: .button)
        let finding = try XCTUnwrap(findings.first { $0.rule == "expansion-ratio" })
        XCTAssertTrue(finding.message.contains("up to 10 characters"), finding.message)
        XCTAssertTrue(finding.message.contains("600%"), finding.message)
        let measurement = try XCTUnwrap(finding.measurement)
        XCTAssertEqual(measurement.budget, try XCTUnwrap(measurement.sourceWidth) * 6, accuracy: 0.02)
        // Past the 300% allowance but not twice past it: an ordinary translation of a short command.
        XCTAssertEqual(audit(source: "Mute", target: "Выключить звук", locale: "ru", role: .button).filter { $0.rule == "expansion-ratio" }, [])
        // Japanese has fewer characters but full-width ones: judged by width, it stays within the band.
        XCTAssertEqual(audit(source: "Delete", target: "削除", locale: "ja", role: .button).filter { $0.rule == "expansion-ratio" }, [])
        XCTAssertEqual(audit(source: "Edit", target: "Edit", role: .button), [], "identical text is untranslated's business")
    }

    func testExpansionRatioComparesOnlyShortOneLineSources() {
        let grown = "Klicken Sie hier, um alle Einstellungen dieses Fensters auf ihre Standardwerte zurückzusetzen"
        XCTAssertFalse(audit(source: "Reset", target: grown, role: .label).filter { $0.rule == "expansion-ratio" }.isEmpty)
        // A source over 30 characters wraps, whatever its translation's width.
        XCTAssertEqual(audit(source: "Reset all settings of this window", target: grown + " " + grown, role: .label)
            .filter { $0.rule == "expansion-ratio" }, [])
        // Text on several lines wraps too, on either side.
        XCTAssertEqual(audit(source: "Reset\nDefaults", target: grown + "\n" + grown, role: .label).filter { $0.rule == "expansion-ratio" }, [])
        XCTAssertEqual(audit(source: "Reset", target: grown + "\u{2028}" + grown, role: .label).filter { $0.rule == "expansion-ratio" }, [])
    }

    func testExpansionBandsDescribeThemselves() {
        let bands = ExpansionBands.standard
        XCTAssertEqual(bands.bands.map(\.ratio), [3.0, 2.0, 1.8, 1.6, 1.4, 1.3])
        XCTAssertEqual(bands.describe(bands.band(forLength: 5)), "up to 10 characters")
        XCTAssertEqual(bands.describe(bands.band(forLength: 15)), "11–20 characters")
        XCTAssertEqual(bands.describe(bands.band(forLength: 500)), "over 70 characters")
        XCTAssertEqual(bands.band(forLength: 10).growth, 1.0)
        XCTAssertEqual(bands.band(forLength: 71).growth, 0.3)
    }

    func testConfiguredFontsMeasureByShaping() throws {
        try WidthFixtures.requireFonts(WidthFixtures.interSemibold)
        var configuration = Configuration()
        configuration.fonts = ["alert-title": WidthFixtures.interSemibold]
        let text = "The Document Could Not Be Saved Because the Disk Is Full and No Other Volumes Are Available for Temporary Storage"
        let shaped = try XCTUnwrap(audit(source: text, role: .alertTitle, configuration: configuration).first?.measurement)
        let metricsMeasured = try XCTUnwrap(audit(source: text, role: .alertTitle).first?.measurement)
        XCTAssertEqual(shaped.width, metricsMeasured.width, accuracy: metricsMeasured.width * 0.01, "Inter SemiBold shaped ≈ its own table")
        XCTAssertTrue(WidthModel(configuration: configuration).measurer(for: .alertTitle) is ShapedMeasurer)
    }
}
