@testable import Rules
import XCTest

/// The values of Interface Builder notes, as Xcode writes them beside every exported string.
final class InterfaceBuilderNoteTests: XCTestCase {
    func testValuesByProperty() {
        let note = "Class = \"NSTableColumn\"; headerCell.title = \"Tea\"; title = \"Say \\\"hi\\\"\\nagain\"; ObjectID = \"f0Y-kT-hVz\";"
        XCTAssertEqual(InterfaceBuilderNote.className(in: note), "NSTableColumn")
        XCTAssertEqual(InterfaceBuilderNote.value(of: "headerCell.title", in: note), "Tea")
        XCTAssertEqual(InterfaceBuilderNote.value(of: "title", in: note), "Say \"hi\"\nagain", "not the end of headerCell.title")
        XCTAssertEqual(InterfaceBuilderNote.value(of: "ObjectID", in: note), "f0Y-kT-hVz")
        XCTAssertNil(InterfaceBuilderNote.value(of: "toolTip", in: note))
    }

    func testUnclosedValuesGiveNothing() {
        XCTAssertNil(InterfaceBuilderNote.value(of: "title", in: "Class = \"NSMenuItem\"; title = \"Quit"))
        XCTAssertNil(InterfaceBuilderNote.value(of: "title", in: "Class = \"NSMenuItem\"; title = \"Quit\\\""))
        XCTAssertEqual(InterfaceBuilderNote.value(of: "title", in: "Class = \"NSMenuItem\"; title = \"\";"), "")
    }

    func testANotesDefaultTextForItsClassIsInterfaceBuildersPlaceholder() throws {
        let placeholder = "Class = \"NSTextFieldCell\"; title = \"Text Cell\"; ObjectID = \"Tc9-aa-Ce1\";"
        let match = try XCTUnwrap(InterfaceBuilderMatch.find(key: "Tc9-aa-Ce1.title", note: placeholder, table: "Main", in: nil))
        XCTAssertTrue(match.holdsDefaultText)
        // The same words under another class, or other words under that class, are copy someone wrote.
        let otherClass = "Class = \"NSButtonCell\"; title = \"Text Cell\"; ObjectID = \"Tc9-aa-Ce2\";"
        XCTAssertFalse(try XCTUnwrap(InterfaceBuilderMatch.find(key: "Tc9-aa-Ce2.title", note: otherClass, table: "Main", in: nil)).holdsDefaultText)
        let written = "Class = \"NSTextFieldCell\"; title = \"Steeping time\"; ObjectID = \"Tc9-aa-Ce3\";"
        XCTAssertFalse(try XCTUnwrap(InterfaceBuilderMatch.find(key: "Tc9-aa-Ce3.title", note: written, table: "Main", in: nil)).holdsDefaultText)
    }
}
