import CopyText
import XCTest

/// The one-pass UTF-8 decoder must give exactly `Array(text.unicodeScalars)` for every scalar.
final class ScalarArrayTests: XCTestCase {
    func testEveryScalarDecodesAsTheStandardLibraryDoes() {
        // Every scalar, 4,096 at a time, so each string mixes one-, two-, three- and four-byte forms.
        let all = (0...0x10FFFF).compactMap(Unicode.Scalar.init(_:) as (UInt32) -> Unicode.Scalar?)
        var start = 0
        while start < all.count {
            var text = String.UnicodeScalarView()
            text.append(contentsOf: all[start..<min(all.count, start + 4_096)])
            text.append("a")
            let string = String(text)
            XCTAssertEqual(ScalarArray.of(string), Array(string.unicodeScalars), "scalars from U+\(String(all[start].value, radix: 16))")
            start += 4_096
        }
    }

    func testRealTextInSeveralScripts() {
        for text in ["", "OK", "Größe ändern…", "Удалить %lld файлов?", "写真を削除しますか？", "مرحبًا بك", "👩‍👩‍👧 family 🇫🇷",
                     "e\u{301}\u{302}", "\u{FEFF}\u{200F}x", String(repeating: "Straße ", count: 200)] {
            XCTAssertEqual(ScalarArray.of(text), Array(text.unicodeScalars), text)
        }
        // A substring's storage is shared with its base: the copy passed in must still decode on its own.
        let long = "Löschen: 🗑 alle Dateien"
        let part = String(long.dropFirst(3))
        XCTAssertEqual(ScalarArray.of(part), Array(part.unicodeScalars))
    }
}
