@testable import Rules
import XCTest

/// Which keys are Interface Builder object-ID keys (`<objectID>.<property>`), and how they split.
final class ObjectIDKeyTests: XCTestCase {
    func testXcodeObjectIDsWithProperties() {
        let cases: [(String, String, String)] = [
            ("e9j-DR-MEH.title", "e9j-DR-MEH", "title"),
            ("0Ak-33-SM7.placeholderString", "0Ak-33-SM7", "placeholderString"),
            ("f0Y-kT-hVz.headerCell.title", "f0Y-kT-hVz", "headerCell.title"),
            ("RLb-GV-4hh.segmentTitles[0]", "RLb-GV-4hh", "segmentTitles[0]"),
            ("Fqo-1c-3L1.ibShadowedLabels[12]", "Fqo-1c-3L1", "ibShadowedLabels[12]"),
            ("MWt-Ya-pMf.normalTitle", "MWt-Ya-pMf", "normalTitle"),
        ]
        for (key, id, property) in cases {
            XCTAssertEqual(ObjectIDKey.parse(key, note: nil), ObjectIDKey(objectID: id, property: property), key)
        }
    }

    func testKeysThatAreNotObjectIDKeys() {
        for key in [
            "Save", "Top Right", "settings.title", "e9j-DR-MEH", "e9j-DR-MEH.", "e9j-DR-MEH.title.", "e9j-DR-MEH.1title",
            "e9j-DR-MEH.title[x]", "e9j-DR-MEH.title[]", "e9j-DR-MEH.ti tle", "e9j-DRR-MEH.title", "e9j_DR_MEH.title",
            "é9j-DR-MEH.title", ".title", "Delete %lld files.", "---.title",
        ] {
            XCTAssertNil(ObjectIDKey.parse(key, note: nil), key)
        }
    }

    func testOtherIDsCountWhenTheNoteOrADocumentNamesThem() {
        let note = "Class = \"NSSegmentedCell\"; 979.ibShadowedLabels[0] = \"Address Book\"; ObjectID = \"979\";"
        XCTAssertNil(ObjectIDKey.parse("979.ibShadowedLabels[0]", note: nil))
        XCTAssertEqual(ObjectIDKey.parse("979.ibShadowedLabels[0]", note: note)?.objectID, "979")
        XCTAssertNil(ObjectIDKey.parse("979.title", note: "Class = \"NSMenuItem\"; ObjectID = \"97\";"))
        XCTAssertEqual(ObjectIDKey.parse("-2.title", note: nil, isKnownID: { $0 == "-2" })?.objectID, "-2")
        XCTAssertNil(ObjectIDKey.parse("settings.title", note: nil, isKnownID: { $0 == "prefs" }))
    }
}
