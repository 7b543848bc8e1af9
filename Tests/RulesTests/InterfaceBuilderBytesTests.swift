import Catalogs
import CopylintBase
import Foundation
@testable import Rules
import XCTest

/// The byte search of Interface Builder notes with non-ASCII text against Foundation's character search.
final class InterfaceBuilderBytesTests: XCTestCase {
    private let notes = [
        "Class = \"UILabel\"; text = \"Café\"; ObjectID = \"a\";",
        "Class = \"UITextField\"; placeholder = \"Prénom\"; ObjectID = \"f\";",
        "Class = \"NSMenuItem\"; title = \"Über\"; ObjectID = \"m\";",
        "Class = \"UIButton\"; accessibilityLabel = \"Lösch\"; ObjectID = \"b\";",
        "Class = \"UIButton\"\u{301}; placeholder = \"x\"; ObjectID = \"b\";",
        "é\u{301}Class = \"UIButton\"; normalTitle = \"Go\";",
        "Class = \"UIButton\"\u{37E} placeholder = \"ñ\";",
        "Class = \"UISearchBar\";\u{301} prompt = \"ñ\";",
        "Class = \"UISearchBar\"; prompt = \u{301}\"ñ\";",
        "Class = \"UIBütton\"; title = \"x\";",
        "Class = \"UIButton\u{0600}\"; title = \"x\";",
        "Titel für Class = nichts",
        "Class = \"",
        "Class = \"UILabel",
    ]

    func testBytesAgreeWithCharacters() {
        for note in notes {
            XCTAssertEqual(RoleResolver.interfaceBuilderRole(note), reference(note), note)
        }
        // The plain notes are decided by bytes, without falling back to the character search.
        for note in notes.prefix(4) {
            var text = note
            let decided: Role?? = text.withUTF8 { RoleResolver.bytewiseInterfaceBuilderRole($0) }
            XCTAssertTrue(decided != nil, "\(note) fell back to the character search")
        }
    }

    /// ASCII notes, searched for each needle in one pass per stem (`; ` and `accessibility`): the notes of the
    /// fixtures' storyboard and xib strings (and of the real-app corpora, when present) and notes written to name
    /// several properties, overlap their needles or spell the accessibility names both ways.
    func testASCIINotesAgreeWithCharacters() throws {
        let comments = Set(try RuleTestFiles.textFolderFiles().flatMap { $0.entries.compactMap(\.comment) })
        let realNotes = comments.filter { $0.contains("Class = \"") && $0.utf8.allSatisfy { $0 < 0x80 } }
        XCTAssertGreaterThan(realNotes.count, 20, "the fixtures hold Interface Builder notes")
        let written = [
            "Class = \"UIButton\"; prompt = \"x\"; placeholder = \"y\"; ObjectID = \"b\";",
            "Class = \"UIButton\"; toolTip = \"x\"; ibShadowedToolTip = \"y\";",
            "Class = \"UITextField\";; placeholderString = \"x\";",
            "Class = \"UITextField\"; ; placeholder = \"x\";",
            "Class = \"UIView\"; accessibility.hint = \"x\"; accessibilityLabel = \"y\";",
            "Class = \"UIView\"; accessibilityaccessibilityHint = \"x\";",
            "Class = \"UIView\"; accessibility.label",
            "Class = \"UIView\"; accessibility",
            "Class = \"NSMenuItem\"; title = \"Quit\"; ObjectID = \"m\";",
            "Class = \"NSButton\"; prompt =",
            "; prompt = Class = \"UILabel\";",
        ]
        for note in Array(realNotes) + written {
            XCTAssertEqual(RoleResolver.interfaceBuilderRole(note), reference(note), note)
        }
    }

    /// The character search alone, as `interfaceBuilderRole` does it without its byte paths.
    private func reference(_ comment: String) -> Role? {
        guard let range = comment.range(of: "Class = \""), let end = comment[range.upperBound...].firstIndex(of: "\"") else { return nil }
        let className = String(comment[range.upperBound..<end])
        let hints = RoleHints.shared
        for (property, role) in hints.interfaceBuilderPropertyList where comment.contains("; \(property) = ") {
            return role
        }
        if comment.contains("accessibilityLabel") || comment.contains("accessibility.label") { return .a11yLabel }
        if comment.contains("accessibilityHint") || comment.contains("accessibility.hint") { return .a11yHint }
        return hints.interfaceBuilderClasses[className]
    }
}
