import Catalogs
@testable import Rules
import XCTest

/// An audit of the fixture apps with their storyboards and xibs: object-ID keys get their English text and role,
/// no finding quotes an object ID, a key whose English no file gives is neither checked nor compared, and each
/// table is audited for its platform.
final class InterfaceBuilderAuditTests: XCTestCase {
    private static let audited = InterfaceBuilderFixture.audit()

    private func unit(_ key: String) throws -> TranslationUnit {
        try XCTUnwrap(Self.audited.units.first { $0.key == key }, key)
    }

    private func findings(_ key: String, rule: String? = nil) -> [Finding] {
        Self.audited.findings.filter { $0.key == key && (rule == nil || $0.rule == rule) }
    }

    func testObjectIDKeysGetTheDocumentsEnglish() throws {
        let expected: [(String, String)] = [
            ("Bc1-vv-Ch1.title", "Play a sound when the tea is ready"),
            ("Tc1-KK-La1.title", "Steeping time:"),
            ("Tc3-OO-Ln3.title", "Steeper rings once the leaves\nhave had their time."),
            ("Sg2-QQ-Se2.ibShadowedLabels[0]", "Cup"),
            ("Co1-VV-Co1.headerCell.title", "Tea"),
            ("Bc5-DD-Pu5.title", "Save & Close"),
            ("Zz9-yy-No1.title", "Show Brew Log"),
            ("Rw1-aa-Wn1.title", "Tea Is Ready"),
            ("Pg1-hh-Sg1.segmentTitles[1]", "Strong"),
        ]
        for (key, english) in expected {
            let unit = try unit(key)
            XCTAssertEqual(unit.source.map(\.value), [english], key)
            XCTAssertFalse(unit.sourceTextIsUnknown, key)
            XCTAssertTrue(unit.source.allSatisfy { $0.isSource && !$0.isKeyAsValue }, key)
        }
        // The document's text wins over a stale note ("Brew time:"); the catalog's own English is kept.
        XCTAssertEqual(try unit("Bc5-DD-Pu5.title").source.first?.file.hasSuffix("Main.xcstrings"), true)
    }

    func testSourceEntriesStayInTheCatalogOrPointAtTheDocument() throws {
        let inCatalog = try XCTUnwrap(unit("Bc1-vv-Ch1.title").source.first)
        XCTAssertTrue(inCatalog.file.hasSuffix("Steeper/mul.lproj/Main.xcstrings"))
        XCTAssertFalse(inCatalog.isVerbatim, "the English does not stand in the catalog")
        // A .strings table localized from a Base xib has no English file: its source is the xib's text.
        let fromXib = try XCTUnwrap(unit("Rc1-dd-Tc1.title").source.first)
        XCTAssertTrue(fromXib.file.hasSuffix("Steeper/Base.lproj/Reminder.xib"))
        XCTAssertEqual(fromXib.location, SourceLocation(line: 14, column: 83))
        XCTAssertTrue(fromXib.isVerbatim)
        XCTAssertEqual(fromXib.locale, "en")
        XCTAssertEqual(findings("Rc1-dd-Tc1.title", rule: "orphaned-key"), [])
        XCTAssertEqual(findings("Rc1-dd-Tc1.title", rule: "missing-translation").map(\.locale), ["fr"])
    }

    func testFindingsNameTheObjectsPlace() throws {
        let finding = try XCTUnwrap(findings("Bc4-BB-Pu4.title", rule: "title-case").first)
        XCTAssertEqual(finding.role, .button)
        XCTAssertEqual(finding.roleSource, .interfaceBuilder)
        XCTAssertEqual(finding.codeFile.map { $0.hasSuffix("Steeper/Base.lproj/Main.storyboard") }, true)
        XCTAssertEqual(finding.codeLine, 77)
        XCTAssertEqual(finding.codeRole, .button)
    }

    func testCheckboxesAreSentenceStyle() {
        XCTAssertEqual(findings("Bc2-xx-Ch2.title").map(\.rule), ["sentence-case"])
        XCTAssertEqual(findings("Bc2-xx-Ch2.title").first?.role, .checkbox)
        XCTAssertEqual(findings("Bc1-vv-Ch1.title"), [], "a sentence-style checkbox is right")
        XCTAssertEqual(findings("Bc3-zz-Ra3.title"), [], "so is a radio button")
        // A push button the storyboard names is no checkbox in disguise, however it is written.
        XCTAssertEqual(Set(findings("Bc4-BB-Pu4.title").map(\.rule)), ["title-case", "button-word-count"])
    }

    func testNoFindingQuotesAnObjectID() {
        XCTAssertFalse(Self.audited.findings.isEmpty)
        for finding in Self.audited.findings {
            XCTAssertFalse(InterfaceBuilderFixture.holdsObjectID(finding.text), "\(finding.rule) \(finding.key): \(finding.text)")
            XCTAssertFalse(InterfaceBuilderFixture.holdsObjectID(finding.message), "\(finding.rule): \(finding.message)")
            XCTAssertFalse(InterfaceBuilderFixture.holdsObjectID(finding.sourceText ?? ""), "\(finding.rule) \(finding.key)")
        }
    }

    func testAKeyWithoutEnglishIsNeitherCheckedNorCompared() throws {
        let unknown = try unit("Qq7-rr-Un1.title")
        XCTAssertTrue(unknown.sourceTextIsUnknown)
        XCTAssertEqual(unknown.source.map(\.value), [""])
        // Its German "Teekanne %@." would differ from the key in placeholders and ending: nothing compares them.
        // Its table's own storyboard has no such object either, so the key is one Xcode left behind: nothing
        // at all is reported on it, not even its missing French.
        XCTAssertTrue(unknown.namesAbsentObject)
        XCTAssertEqual(findings("Qq7-rr-Un1.title").map(\.rule), [])
    }

    func testAKeyForAnObjectItsStoryboardNoLongerHasIsNotReported() throws {
        // The note still gives English ("Show Brew Log"), but Main.storyboard has no object Zz9-yy-No1.
        let leftOver = try unit("Zz9-yy-No1.title")
        XCTAssertTrue(leftOver.namesAbsentObject)
        XCTAssertEqual(findings("Zz9-yy-No1.title").map(\.rule), [])
        // A key whose object is there is audited as usual.
        XCTAssertFalse(try unit("Bc1-vv-Ch1.title").namesAbsentObject)
    }

    func testInterfaceBuildersPlaceholderTextIsNotReported() throws {
        // Reminder.xib's pop-up keeps the items Interface Builder gave it ("Item 1", "Item 2"), which the app
        // replaces at run time: German copies them and French lacks them, and neither is reported.
        for key in ["Rm1-hh-Mi1.title", "Rm2-kk-Mi2.title"] {
            XCTAssertTrue(try unit(key).holdsDefaultText, key)
            XCTAssertEqual(findings(key).map(\.rule), [], key)
        }
        // Copy someone wrote, in the same document, is audited as usual: French lacks nothing there.
        XCTAssertFalse(try unit("Rb2-ff-Bc2.title").holdsDefaultText)
        XCTAssertFalse(findings("Rc1-dd-Tc1.title", rule: "missing-translation").isEmpty)
    }

    func testEachTableIsAuditedForItsPlatform() throws {
        XCTAssertEqual(try unit("Ti1-nn-Pa1.toolTip").platform, "macos")
        XCTAssertEqual(try unit("Rc1-dd-Tc1.title").platform, "macos")
        XCTAssertNil(try unit("Pb1-ff-Bt1.normalTitle").platform, "iOS is the configured default")
        let mac = try XCTUnwrap(findings("Ti1-nn-Pa1.toolTip", rule: "device-verb").first)
        XCTAssertEqual(mac.suggestion, "Click to pause the brew")
        let phone = try XCTUnwrap(findings("Pb1-ff-Bt1.accessibilityHint", rule: "device-verb").first)
        XCTAssertEqual(phone.suggestion, "Tap to begin steeping")
    }

    func testAConfiguredPlatformHoldsForEveryTable() throws {
        var configuration = Configuration()
        configuration.platform = "ios"
        let audited = InterfaceBuilderFixture.audit("Steeper", configuration: configuration)
        XCTAssertTrue(audited.units.allSatisfy { $0.platform == nil })
        let verbs = audited.findings.filter { $0.rule == "device-verb" && $0.key == "Ti1-nn-Pa1.toolTip" }
        XCTAssertEqual(verbs, [], "tap is the iOS verb")
    }

    func testWithoutDocumentsTheNoteGivesTheEnglish() throws {
        let (files, _) = InterfaceBuilderFixture.read("Steeper")
        let auditor = Auditor(configuration: Configuration())
        let units = TranslationUnits.build(from: files, resolver: auditor.resolver, platforms: auditor.tablePlatforms)
        let label = try XCTUnwrap(units.first { $0.key == "Tc1-KK-La1.title" })
        XCTAssertEqual(label.source.map(\.value), ["Brew time:"])
        XCTAssertEqual(label.role.role, .label)
        XCTAssertFalse(label.role.isFromInterfaceBuilderDocument)
        XCTAssertEqual(label.platform, "macos", "the notes name AppKit classes")
        for finding in auditor.audit(files).findings {
            XCTAssertFalse(InterfaceBuilderFixture.holdsObjectID(finding.text), "\(finding.rule): \(finding.text)")
        }
    }
}
