import Catalogs
@testable import Rules
import XCTest

/// Which document's object a table's object-ID key names: its own documents first and then only, others only for a
/// table without documents of its own, and never an object two documents share.
final class InterfaceBuilderIndexTests: XCTestCase {
    private func document(_ path: String, _ ids: [String], title: String) -> InterfaceBuilderDocument {
        InterfaceBuilderDocument(path: path, platform: "macos", objects: ids.map { id in
            InterfaceBuilderObject(id: id, element: "menuItem", line: 1, texts: [
                InterfaceBuilderText(property: "title", value: title, location: SourceLocation(line: 1, column: 1), isVerbatim: true),
            ])
        })
    }

    private lazy var index = InterfaceBuilderIndex(documents: [
        document("App/Base.lproj/Main.storyboard", ["aaa-11-aaa", "tpl-00-itm"], title: "App"),
        document("Helper/Base.lproj/Main.storyboard", ["bbb-22-bbb", "tpl-00-itm"], title: "Helper"),
        document("App/Views/Row.xib", ["ccc-33-ccc"], title: "Row"),
    ])

    private func title(_ id: String, table: String) -> String? {
        index.object(id, table: table)?.object.text(of: "title")?.value
    }

    func testATableLooksInItsOwnDocumentsOnly() {
        XCTAssertEqual(title("aaa-11-aaa", table: "App/mul.lproj/Main.xcstrings"), "App")
        XCTAssertEqual(title("tpl-00-itm", table: "App/mul.lproj/Main.xcstrings"), "App")
        XCTAssertEqual(title("tpl-00-itm", table: "Helper/Main.strings"), "Helper", "a .strings table is named after its lproj folders' parent")
        XCTAssertNil(title("bbb-22-bbb", table: "App/mul.lproj/Main.xcstrings"), "a stale key is not another document's object")
        XCTAssertEqual(index.ownDocuments(ofTable: "App/Main.strings").map(\.path), ["App/Base.lproj/Main.storyboard"])
    }

    func testATableWithoutDocumentsTakesAnObjectOnlyOneDocumentHolds() {
        XCTAssertEqual(title("ccc-33-ccc", table: "Elsewhere/Localizable.xcstrings"), "Row")
        XCTAssertEqual(title("bbb-22-bbb", table: "export/de.xliff#Helper/Base.lproj/Main.storyboard"), "Helper")
        XCTAssertNil(title("tpl-00-itm", table: "export/de.xliff#Main.storyboard"), "two documents of that name hold it")
        XCTAssertNil(title("tpl-00-itm", table: "Elsewhere/Localizable.xcstrings"), "two documents hold it")
        XCTAssertNil(title("zzz-99-zzz", table: "App/mul.lproj/Main.xcstrings"))
        XCTAssertTrue(index.holds(objectID: "ccc-33-ccc"))
        XCTAssertFalse(index.holds(objectID: "zzz-99-zzz"))
    }
}
