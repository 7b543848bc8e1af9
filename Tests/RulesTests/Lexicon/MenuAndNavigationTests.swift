@testable import Rules
import XCTest

/// `menu-item-article` and `nav-title-length`.
final class MenuAndNavigationTests: XCTestCase {
    private let articles = LexiconRuleProbe(MenuItemArticleCheck())
    private let length = LexiconRuleProbe(NavTitleLengthCheck())

    func testArticlesInMenuItems() {
        XCTAssertEqual(articles.suggestion("Show the Sidebar", role: .menuItem), "Show Sidebar")
        XCTAssertEqual(articles.suggestion("Add a Bookmark…", role: .menuItem), "Add Bookmark…")
        XCTAssertEqual(articles.suggestion("The Last Page", role: .menuItem), "Last Page")
        XCTAssertEqual(articles.highlights("Make a Copy of the Page", role: .menuItem), ["a", "the"])
        XCTAssertEqual(articles.suggestion("Make a Copy of the Page", role: .menuItem), "Make Copy of Page")
        XCTAssertEqual(articles.highlights("A New Window", role: .menuItem), ["A"])
    }

    func testLettersNamesAndQuotesAreNotArticles() {
        for item in ["Sort A to Z", "Sort A–Z", "Column A", "Play Side A", "Open “The Hobbit”", "Open \"A Tale of Two Cities\"",
                     "Plan A or B", "Show Sidebar", "Theme", "Another Window",
                     "Go to Settings and select the device to sync with.",
                     "Go to Settings › Sync in the browser and select ”Sync With Another Device.”",
                     "Distance must be auto or a number or a string representing value and unit"] {
            XCTAssertEqual(articles.highlights(item, role: .menuItem), [], item)
        }
    }

    func testNavigationTitleLengthInGraphemes() {
        XCTAssertEqual(length.highlights("Notification Preferences", role: .navTitle), ["Notification Preferences"])
        XCTAssertEqual(length.hits("Notification Preferences", role: .navTitle).first?.arguments["count"], "24")
        XCTAssertEqual(length.highlights("Choose a Photo", role: .navTitle), [])
        XCTAssertEqual(length.highlights("  Privacy Settings  ", role: .navTitle), ["Privacy Settings"])
        XCTAssertEqual(length.highlights("Café Müller 🇩🇪👨‍👩‍👧", role: .navTitle), [], "14 graphemes")
        XCTAssertEqual(length.highlights("Ajustes de privacidad", role: .navTitle), ["Ajustes de privacidad"])
        XCTAssertEqual(length.highlights("%1$@ and %2$@", role: .navTitle), [], "placeholders count one each")
        XCTAssertEqual(length.highlights("**Shared** with %@ and others", role: .navTitle).count, 1)
        let short = LexiconRuleProbe(NavTitleLengthCheck(), options: ["maxCharacters": .number(8)])
        XCTAssertEqual(short.highlights("Settings", role: .navTitle), [])
        XCTAssertEqual(short.highlights("Favorites", role: .navTitle), ["Favorites"])
    }
}
