@testable import Rules
import XCTest

/// Which strings are search keywords, left to translation rules alone.
final class SearchKeywordListTests: XCTestCase {
    func testAKeyThatNamesKeywordsOrALowercaseTermListIsAKeywordList() {
        XCTAssertTrue(SearchKeywordList.matches(key: "settings.search_keywords.watch", sourceText: "Apple Watch"))
        XCTAssertTrue(SearchKeywordList.matches(key: "help.synonyms", sourceText: nil))
        XCTAssertTrue(SearchKeywordList.matches(key: "Settings.SearchKeywords.Watch", sourceText: nil), "any case")
        XCTAssertFalse(SearchKeywordList.matches(key: "key", sourceText: nil))
        XCTAssertTrue(SearchKeywordList.matches(key: "k", sourceText: "url, account, instance, add server"))
        XCTAssertFalse(SearchKeywordList.matches(key: "k", sourceText: "red, green, blue"), "three terms may be prose")
        XCTAssertFalse(SearchKeywordList.matches(key: "k", sourceText: "Photos, Files, Notes, Music"), "capitalized names are copy")
        XCTAssertFalse(SearchKeywordList.matches(key: "k", sourceText: "first, we save, then we sync, and we are done."))
        XCTAssertFalse(SearchKeywordList.matches(key: "settings.title", sourceText: "Settings"))
    }
}
