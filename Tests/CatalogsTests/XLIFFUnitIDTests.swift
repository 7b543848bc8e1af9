import XCTest
@testable import Catalogs

final class XLIFFUnitIDTests: XCTestCase {
    /// The byte scan for `|==|` must find the same range as the exact walk over `String.Index`es.
    func testSeparatorByteScanAgreesWithIndexWalk() {
        let ids = [
            "", "|", "|==", "|==|", "a|==|b", "Greeting|==|plural.one", "key|==|substitutions.files.plural.one",
            "a|==|b|==|c", "x||==|y", "|==|==|", "Grüße|==|device.ipad", "日本語|==|plural.other", "plain key",
            "/key:dict/NSStringLocalizedFormatKey:dict/:string", "emoji 👩‍👩‍👧|==|plural.few", "a|=|b", "|==|é",
        ]
        for id in ids {
            XCTAssertEqual(XLIFFUnitID.lastCatalogSeparator(in: id), XLIFFUnitID.lastCatalogSeparatorByIndices(in: id), id)
        }
        XCTAssertEqual(XLIFFUnitID.split("a|==|b|==|c").key, "a|==|b")
        XCTAssertEqual(XLIFFUnitID.split("a|==|b|==|c").variation, "c")
    }
}
