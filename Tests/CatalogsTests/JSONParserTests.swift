import CopylintTestSupport
import Foundation
import XCTest
import Catalogs

/// What `LocatedJSONParser` builds from valid JSON: values, order, and positions counted in Unicode scalars.
final class JSONParserTests: XCTestCase {
    private func parse(_ text: String) throws -> LocatedJSON {
        try LocatedJSONParser.parse(Array(text.utf8), file: "test.json")
    }

    func testObjectKeepsMemberOrderAndValues() throws {
        let root = try parse(#"{"b": [1, -2.5e3, true, false, null], "a": {"x": "y"}, "c": {}, "d": []}"#)
        let object = try XCTUnwrap(root.object)
        XCTAssertEqual(object.members.map(\.key.value), ["b", "a", "c", "d"])
        let array = try XCTUnwrap(object.member(named: "b")?.array)
        XCTAssertEqual(array.count, 5)
        XCTAssertEqual(array[0].number?.intValue, 1)
        XCTAssertEqual(array[1].number?.text, "-2.5e3")
        XCTAssertEqual(array[1].number?.doubleValue, -2500)
        XCTAssertEqual(array[1].number?.intValue, -2500)
        XCTAssertEqual(array[2].bool, true)
        XCTAssertEqual(array[3].bool, false)
        XCTAssertEqual(array[4].kindDescription, "null")
        XCTAssertEqual(object.member(named: "a")?.object?.member(named: "x")?.string?.value, "y")
        XCTAssertEqual(object.member(named: "c")?.object?.members.count, 0)
        XCTAssertEqual(object.member(named: "d")?.array?.count, 0)
        XCTAssertNil(object.member(named: "z"))
    }

    func testWholeNumbersReadAsIntegers() throws {
        let array = try XCTUnwrap(try parse("[2, 2.0, 2e0, 2.5, -0, 12345678901]").array)
        XCTAssertEqual(array.map { $0.number?.intValue }, [2, 2, 2, nil, 0, 12_345_678_901])
    }

    func testColumnsCountUnicodeScalarsNotBytes() throws {
        // Columns: { 1, " 2, 日 3, 本 4, " 5, : 6, space 7, " 8, 値 9 … e 14, 👍 19, 🏽 20, x 25.
        let object = try XCTUnwrap(try parse(#"{"日本": "値", "emoji👍🏽": "x"}"#).object)
        XCTAssertEqual(object.members[0].key.location, SourceLocation(line: 1, column: 3))
        XCTAssertEqual(object.members[0].value.location, SourceLocation(line: 1, column: 9))
        XCTAssertEqual(object.members[1].key.location, SourceLocation(line: 1, column: 14))
        XCTAssertEqual(object.members[1].key.value, "emoji👍🏽")
        XCTAssertEqual(object.members[1].value.location, SourceLocation(line: 1, column: 25))
    }

    func testLinesCountLineFeedsCarriageReturnsAndTabs() throws {
        let array = try XCTUnwrap(try parse("[\r\n\t\"a\",\r\n  \"b\"\r  ,\n\"ä\", 3\n]").array)
        XCTAssertEqual(array.map(\.location), [
            SourceLocation(line: 2, column: 3),
            SourceLocation(line: 3, column: 4),
            SourceLocation(line: 5, column: 2),
            SourceLocation(line: 5, column: 6),
        ])
    }

    func testEscapesDecodeAndClearVerbatim() throws {
        let array = try XCTUnwrap(try parse(#"["a\n\t\"\\\/\u00e9\ud83d\ude00b\u0000", "plain é", "\u00e9", "x"]"#).array)
        XCTAssertEqual(array[0].string?.value, "a\n\t\"\\/é😀b\u{0}")
        XCTAssertEqual(array[0].string?.isVerbatim, false)
        XCTAssertEqual(array[1].string?.value, "plain é")
        XCTAssertEqual(array[1].string?.isVerbatim, true)
        XCTAssertEqual(array[2].string?.value, "é")
        // Columns follow the file, not the decoded text: `\u00e9` takes six columns.
        XCTAssertEqual(array[3].location, SourceLocation(line: 1, column: array[2].location.column + 10))
    }

    func testEscapeAfterNonASCIITextKeepsBoth() throws {
        let string = try XCTUnwrap(try parse(#""Ελληνικά \"quoted\" 中文\n""#).string)
        XCTAssertEqual(string.value, "Ελληνικά \"quoted\" 中文\n")
        XCTAssertEqual(string.location, SourceLocation(line: 1, column: 2))
    }

    func testByteOrderMarkIsSkipped() throws {
        let root = try LocatedJSONParser.parse([0xEF, 0xBB, 0xBF] + Array(#"["a"]"#.utf8), file: "bom.json")
        XCTAssertEqual(root.array?.first?.location, SourceLocation(line: 1, column: 3))
    }

    func testTopLevelScalars() throws {
        XCTAssertEqual(try parse(" \"x\" ").string?.value, "x")
        XCTAssertEqual(try parse("42").number?.intValue, 42)
        XCTAssertEqual(try parse("\nnull").location, SourceLocation(line: 2, column: 1))
    }

    func testDuplicateKeysKeepBothMembersAndTheLastWinsOnLookup() throws {
        let object = try XCTUnwrap(try parse(#"{"k": 1, "k": 2}"#).object)
        XCTAssertEqual(object.members.count, 2)
        XCTAssertEqual(object.member(named: "k")?.number?.intValue, 2)
    }

    func testNestingUpToTheLimitParses() throws {
        let depth = ReadLimits.maximumNestingDepth
        var node = try parse(String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth))
        for _ in 1..<depth { node = try XCTUnwrap(node.array?.first) }
        XCTAssertEqual(node.array?.first?.number?.intValue, 1)
    }

    /// Every catalog and every `.xcloc`'s `contents.json` of `Corpora.textFolders` (the fixtures and the bundled
    /// example, and the real apps when they are there) parses to the same tree as Foundation's JSONSerialization.
    func testCatalogsMatchJSONSerialization() throws {
        let files = OtherFormatsFixtures.files(in: Corpora.textFolders, withExtensions: ["xcstrings", "json"])
            .filter { $0.pathExtension == "xcstrings" || $0.deletingLastPathComponent().pathExtension == "xcloc" }
        XCTAssertGreaterThanOrEqual(files.filter(OtherFormatsFixtures.isReadersFixture).count, 4, "Quillpad's 2 catalogs and 2 contents.json")
        for url in files {
            let bytes = [UInt8](try Data(contentsOf: url))
            guard let foundation = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]) else {
                // Another suite may keep a damaged file on purpose; the Readers fixtures must all parse.
                XCTAssertFalse(OtherFormatsFixtures.isReadersFixture(url), url.path)
                continue
            }
            let located = try LocatedJSONParser.parse(bytes, file: url.path)
            XCTAssertTrue(matches(located, foundation), url.path)
        }
    }

    private func matches(_ located: LocatedJSON, _ foundation: Any) -> Bool {
        switch located.value {
        case .object(let object):
            // Test4 and Test5 repeat "version"; both parsers keep the last value of a repeated name.
            let names = Set(object.members.map(\.key.value))
            guard let dictionary = foundation as? [String: Any], dictionary.count == names.count else { return false }
            return names.allSatisfy { name in
                guard let mine = object.member(named: name), let theirs = dictionary[name] else { return false }
                return matches(mine, theirs)
            }
        case .array(let elements):
            guard let array = foundation as? [Any], array.count == elements.count else { return false }
            return zip(elements, array).allSatisfy { matches($0, $1) }
        case .string(let string):
            return (foundation as? String) == string.value
        case .number(let number):
            return (foundation as? NSNumber)?.doubleValue == number.doubleValue
        case .bool(let flag):
            return (foundation as? Bool) == flag
        case .null:
            return foundation is NSNull
        }
    }
}
