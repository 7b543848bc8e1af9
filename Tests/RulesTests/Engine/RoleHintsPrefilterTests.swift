import Catalogs
import CopylintBase
import CopylintData
import Foundation
@testable import Rules
import XCTest

/// `RoleHints` skips a pattern's regex when an ASCII text lacks a word every match of the pattern must contain
/// (`RequiredWords`). The role it picks must be exactly the one that running every regex picks: checked here
/// against that reference on every comment and key of the fixtures and the bundled example (and of the real-app
/// corpora, when present) and on texts written to hit the patterns' anchors, lookbehinds and alternations; and the
/// words found must be the certain ones.
final class RoleHintsPrefilterTests: XCTestCase {
    private struct HintsFile: Decodable {
        struct Group: Decodable {
            let role: String
            let patterns: [String]
        }

        let comment: [Group]
        let key: [Group]
    }

    /// The reference: each group's patterns tried one by one, groups in file order.
    private struct Reference {
        let groups: [(role: Role, patterns: [NSRegularExpression])]

        init(_ groups: [HintsFile.Group]) throws {
            self.groups = try groups.map { group in
                (try XCTUnwrap(Role(rawValue: group.role)),
                 try group.patterns.map { try NSRegularExpression(pattern: $0, options: [.caseInsensitive]) })
            }
        }

        func firstMatch(_ text: String) -> Role? {
            let range = NSRange(text.startIndex..., in: text)
            return groups.first { $0.patterns.contains { $0.firstMatch(in: text, range: range) != nil } }?.role
        }
    }

    private func hints() throws -> HintsFile {
        try XCTUnwrap(BundledData.decode(HintsFile.self, from: "Locales/roles/role-hints.json"))
    }

    private func realTexts() throws -> (comments: [String], keys: [String]) {
        let entries = try RuleTestFiles.textFolderFiles().flatMap(\.entries)
        return (Array(Set(entries.compactMap(\.comment))).sorted(), Array(Set(entries.map(\.key))).sorted())
    }

    private let written = [
        "", "Button", "button", "Save button", "The Save button title", "mouse button label", "physical button title",
        "Title of the alert", "Alert title for a failed sync", "alert button: Cancel", "Accessibility hint for play",
        "VoiceOver label", "a11y label", "Menu item — Quit", "Tab bar item", "Navigation title", "Placeholder text",
        "Toolbar button", "Heading of the action sheet", "title of an action sheet", "Notification body",
        "Standard Buttons - Back Button", "Camera View - Go to Settings Button", "Confirmation dialog title",
        "Label\nbutton", "Settings – Save Button", "alert.delete.title", "save.button", "NSCameraUsageDescription",
        "settings.accessibilityLabel", "menu.file.quit", "tab.home", "onboarding.placeholder", "ÜBERSCHRIFT button",
        "ボタン button", "Кнопка button title", "actionSheet.delete.button", "action-sheet.share.action",
        "action_sheet.x.title", "saveButton", "saveButton.title", "SaveBUTTON", "nsusagedescription",
        "NSLocationWhenInUseUsageDescription", "NSusageDescription",
        // Non-ASCII texts, some with characters that fold to ASCII letters (ſ, ß, ﬁ, the Kelvin sign, İ, ı).
        "Acceſsibility hint", "Straße button title", "Menü-Eintrag – Schließen button", "ﬁle menu item", "Tab bar ıtem",
        "Tİtle of the alert", "\u{212A}ey button title", "Écran title", "Bouton « Enregistrer » button label",
        "menü.item", "réglages.button", "ſave.button", "alert.ſheet.title", "ação.placeholder", "ボタン.title",
        "Notiﬁcation title", "Ac\u{212A}ount alert title", "Toolbar item ✓", "Placeholder für Suche",
    ]

    func testPrefilteredCommentPatternsPickTheSameRoleAsEveryRegex() throws {
        let reference = try Reference(try hints().comment)
        let texts = try realTexts().comments + written
        XCTAssertGreaterThan(texts.count, RuleTestFiles.atLeast(withCorpora: 250, fixturesAlone: 150))
        var matched = 0
        for text in texts {
            let prefix = String(text.prefix(600))
            let expected = reference.firstMatch(prefix)
            XCTAssertEqual(RoleHints.firstMatch(in: RoleHints.shared.comment, text: prefix), expected, prefix)
            if expected != nil { matched += 1 }
        }
        XCTAssertGreaterThan(matched, 60, "the texts should exercise the patterns")
    }

    func testPrefilteredKeyPatternsPickTheSameRoleAsEveryRegex() throws {
        let reference = try Reference(try hints().key)
        let texts = try realTexts().keys.filter { !$0.contains(where: \.isWhitespace) } + written
        var matched = 0
        for text in texts {
            let expected = reference.firstMatch(text)
            XCTAssertEqual(RoleHints.firstMatch(in: RoleHints.shared.key, text: text), expected, text)
            if expected != nil { matched += 1 }
        }
        XCTAssertGreaterThan(matched, 20, "the keys should exercise the patterns")
    }

    func testRequiredWordsAreOnlyTheCertainOnes() {
        func words(_ pattern: String) -> [String] { RequiredWords.of(pattern).map { String(decoding: $0, as: UTF8.self) } }
        XCTAssertEqual(words("accessibility ?hint"), ["accessibility", "hint"])
        XCTAssertEqual(words("voice ?over hint"), ["voice", "over", "hint"])
        XCTAssertEqual(words("\\ba11y ?hint"), ["a11y", "hint"])
        XCTAssertEqual(words("Action ?sheet (title|heading)"), ["action", "sheet"])
        XCTAssertEqual(words("buttons?"), ["button"], "the optional s is not required")
        XCTAssertEqual(words("colou?r"), ["colo"])
        XCTAssertEqual(words("ab{3}c"), [], "a count is not a word")
        XCTAssertEqual(words("menu+item"), ["menu", "item"])
        XCTAssertEqual(words("title|heading"), [], "top-level alternatives")
        XCTAssertEqual(words("(?<!mouse )\\bbutton$"), ["button"], "a lookbehind's words are not required")
        XCTAssertEqual(words("[a-z]+label"), ["label"])
        XCTAssertEqual(words("[[a-z]&&[^q]]label"), [], "nested sets are not followed")
        XCTAssertEqual(words("\\u0041lert title"), [], "multi-character escapes are not followed")
        XCTAssertEqual(words("(?x) alert # comment"), [], "free-spacing mode is not followed")
        XCTAssertEqual(words("(?-i:^NS[A-Za-z]+UsageDescription)$"), ["usagedescription"], "a plain group is spelled out")
        XCTAssertEqual(words("^(action[-_.]?sheet)\\..*\\.(button|action)$"), ["action", "sheet"])
        XCTAssertEqual(words("(?-i:[a-z]Button[A-Z.])"), ["button"])
        XCTAssertEqual(words("(?:save)+ button"), ["save", "button"], "a group that repeats is there at least once")
        XCTAssertEqual(words("(save)? button"), ["button"], "an optional group is not required")
        XCTAssertEqual(words("(save){0,1} button"), ["button"])
        XCTAssertEqual(words("(save|keep) button"), ["button"], "a group of alternatives gives nothing")
        XCTAssertEqual(words("(?=save)saver"), ["saver"], "a lookahead is not followed")
        XCTAssertEqual(words("(?<name>save) button"), ["button"], "a named group is not followed")
        XCTAssertEqual(words("(a(b|c)d)label"), ["label"], "a group of alternatives inside a plain group gives nothing")
        XCTAssertEqual(words("([]x]save) button"), ["button"], "a set starting with ] is not followed")
        XCTAssertTrue(RequiredWords.contains(Array("the save button".utf8), Array("button".utf8)))
        XCTAssertFalse(RequiredWords.contains(Array("butto".utf8), Array("button".utf8)))
    }

    func testRequiredAlternativesAreOnlyTheCertainOnes() {
        func groups(_ pattern: String) -> [[String]] {
            RequiredAlternatives.of(pattern).map { $0.map { String(decoding: $0, as: UTF8.self) } }
        }
        XCTAssertEqual(groups("alert (title|heading|header)"), [["title", "heading", "header"]])
        XCTAssertEqual(groups("(title|label) (of|for) (the|a) tab\\b"), [["title", "label"]], "two-letter words give nothing")
        XCTAssertEqual(groups("(?:informative text|detail) x"), [["informative", "detail"]], "an alternative's longest word")
        XCTAssertEqual(groups("alert (ok|cancel|confirm\\w*) button"), [], "an alternative without a word gives nothing")
        XCTAssertEqual(groups("(title|heading)? alert"), [], "an optional group is not required")
        XCTAssertEqual(groups("(title|heading){0,2} alert"), [])
        XCTAssertEqual(groups("(title|heading)+ alert"), [["title", "heading"]], "a repeated group is there at least once")
        XCTAssertEqual(groups("(title|heading) alert|menu"), [], "top-level alternatives")
        XCTAssertEqual(groups("(a(title|heading)b) alert"), [], "only top-level groups count")
        XCTAssertEqual(groups("(?<!mouse|house )button"), [], "lookarounds are not followed")
        XCTAssertEqual(groups("(?-i:title|heading) alert"), [], "flagged groups are not followed")
        XCTAssertEqual(groups("(?x)(title|heading) alert"), [], "free-spacing mode is not followed")
        XCTAssertEqual(groups("(?ix:title|heading) alert"), [])
        XCTAssertEqual(groups("\\1(title|heading)"), [], "multi-character escapes are not followed")
        XCTAssertEqual(groups("(title|head(er|ing)) alert"), [["title", "head"]])
        XCTAssertEqual(groups("([]|]title|heading) alert"), [], "a set starting with ] is not followed")
        XCTAssertEqual(groups("(ti[|]tle|heading) alert"), [["tle", "heading"]], "a | inside a set is no alternative")
    }

    /// Interface Builder notes in ASCII are searched byte by byte; the role must be the one Foundation's
    /// character search finds, on every comment of the fixtures, the bundled example and the corpora (when present)
    /// and on notes written for the test.
    func testASCIINotesGetTheSameInterfaceBuilderRoleAsTheCharacterSearch() throws {
        func reference(_ comment: String) -> Role? {
            guard let range = comment.range(of: "Class = \""),
                  let end = comment[range.upperBound...].firstIndex(of: "\"") else { return nil }
            let className = String(comment[range.upperBound..<end])
            let hints = RoleHints.shared
            for (property, role) in hints.interfaceBuilderPropertyList where comment.contains("; \(property) = ") { return role }
            if comment.contains("accessibilityLabel") || comment.contains("accessibility.label") { return .a11yLabel }
            if comment.contains("accessibilityHint") || comment.contains("accessibility.hint") { return .a11yHint }
            return hints.interfaceBuilderClasses[className]
        }
        let notes = try realTexts().comments + [
            #"Class = "NSMenuItem"; title = "Quit"; ObjectID = "abc-12";"#,
            #"Class = "UITextField"; placeholder = "Name"; ObjectID = "x";"#,
            #"Class = "NSButtonCell"; accessibilityLabel = "Close"; title = "X";"#,
            #"Class = "UILabel"; text = "Hello"; accessibility.hint = "Greets";"#,
            #"Class = "NSTextFieldCell"; toolTip = "Tip"; placeholderString = "Search";"#,
            #"Class = "Unknown"; title = "x";"#, #"Class = "NSMenuItem"#, "no class here", "",
        ]
        var found = 0
        for note in notes where note.utf8.allSatisfy({ $0 < 0x80 }) {
            XCTAssertEqual(RoleResolver.interfaceBuilderRole(note), reference(note), note)
            if reference(note) != nil { found += 1 }
        }
        XCTAssertGreaterThan(found, 20)
    }
}
