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
}
