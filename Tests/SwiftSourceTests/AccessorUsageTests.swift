import XCTest
@testable import SwiftSource

/// Keys reached only through static accessors that no code refers to are the strings an app never shows
/// (`AccessorUsage`); a key referred to in any way the scan can see is kept.
final class AccessorUsageTests: XCTestCase {
    private func index(_ files: [(String, String)]) -> CodeIndex {
        CodeIndex(files: files.map { SwiftSourceScanner.scan(path: $0.0, text: $0.1) })
    }

    /// A SwiftGen-style table of `count` accessors `L10n.Shelf.itemN` for keys `shelf.item_N`.
    private func generated(_ count: Int, table: String = "Localizable") -> String {
        var text = "public enum L10n {\n  public enum Shelf {\n"
        for number in 0..<count {
            text += "    public static var item\(number): String { return L10n.tr(\"\(table)\", \"shelf.item_\(number)\") }\n"
        }
        text += "    public static func pick(_ p1: Any) -> String { return L10n.tr(\"\(table)\", \"shelf.pick\", String(describing: p1)) }\n"
        text += "  }\n}\n"
        return text
    }

    private func key(_ key: String, table: String = "Localizable") -> CodeIndex.Key {
        .init(table: table, key: key)
    }

    func testAccessorsNoFileMentionsAreUnusedAndEveryWayOfReferringKeepsAKey() {
        let view = """
        struct ShelfView: View {
            var body: some View {
                VStack {
                    Text(L10n.Shelf.item0)
                    Button(L10n.Shelf.item1) {}
                    Text(verbatim: L10n.Shelf.pick(3))
                }
            }
            var caption: String { Shelf.item2 }
            func log() { print(L10n.Shelf.item3, L10n.Shelf.item4, L10n.Shelf.item5, L10n.Shelf.item6) }
        }
        enum Period: String { case today
            var title: LocalizedStringResource { .init("shelf.item_7") }
        }
        """
        let code = index([("Strings.swift", generated(10)), ("ShelfView.swift", view)])
        // Mentioned by path (with or without the outer enum), passed anywhere, or named as a literal key elsewhere.
        for used in ["shelf.item_0", "shelf.item_1", "shelf.item_2", "shelf.item_3", "shelf.item_6", "shelf.item_7", "shelf.pick"] {
            XCTAssertFalse(code.unusedKeys.contains(key(used)), used)
        }
        XCTAssertEqual(code.unusedKeys, [key("shelf.item_8"), key("shelf.item_9")])
        XCTAssertTrue(code.isUnused(catalogTable: "App/en.lproj/Localizable.strings", key: "shelf.item_9"))
        XCTAssertFalse(code.isUnused(catalogTable: "App/en.lproj/Localizable.strings", key: "shelf.item_0"))
    }

    func testATypesOwnBareMentionKeepsItsAccessor() {
        let strings = generated(10) + """
        extension L10n.Shelf {
            static var all: [String] { [item0, item1, item2, item3, item4, item5, item6, item7, item8] }
        }
        """
        let code = index([("Strings.swift", strings), ("Use.swift", "let first = L10n.Shelf.all.first")])
        XCTAssertEqual(code.unusedKeys, [key("shelf.item_9"), key("shelf.pick")])
    }

    func testATableWhoseAccessorsAreMostlyUnmentionedIsNotJudged() {
        // Two of ten referred to: the app more likely reaches them some way the scan cannot see (an alias).
        let view = "let a = L10n.Shelf.item0, b = L10n.Shelf.item1"
        XCTAssertEqual(index([("Strings.swift", generated(10)), ("View.swift", view)]).unusedKeys, [])
    }

    func testASparselyUsedTableLosesOnlyAccessorsWhoseNameNoPathMentions() {
        // Twelve of forty referred to: too few for the table's silence to prove much, enough to see how the app
        // refers to it. An accessor that some path names by its own name (through an alias) stays.
        let view = (0..<12).map { "let v\($0) = L10n.Shelf.item\($0)" }.joined(separator: "\n")
            + "\ntypealias S = L10n.Shelf\nlet aliased = S.item20"
        let code = index([("Strings.swift", generated(40)), ("View.swift", view)])
        XCTAssertFalse(code.unusedKeys.contains(key("shelf.item_20")))
        XCTAssertFalse(code.unusedKeys.contains(key("shelf.item_11")))
        XCTAssertTrue(code.unusedKeys.contains(key("shelf.item_30")))
        XCTAssertEqual(code.unusedKeys.count, 40 + 1 - 12 - 1)
    }

    func testASmallTableIsNotJudged() {
        let view = "let a = L10n.Shelf.item0, b = L10n.Shelf.item1, c = L10n.Shelf.item2"
        XCTAssertEqual(index([("Strings.swift", generated(4)), ("View.swift", view)]).unusedKeys, [])
    }

    func testInstanceAccessorsAreNeverJudgedUnused() {
        var accessors = "struct Labels {\n"
        for number in 0..<12 { accessors += "  var item\(number): String { NSLocalizedString(\"label.\(number)\", comment: \"\") }\n" }
        accessors += "}\n"
        XCTAssertEqual(index([("Labels.swift", accessors)]).unusedKeys, [])
    }
}
