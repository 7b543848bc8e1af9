import CopylintTestSupport
import Foundation
import XCTest
@testable import Catalogs

/// `.strings` files come in UTF-8 and UTF-16 of both byte orders, with and without BOM; all must read alike.
final class StringsEncodingTests: XCTestCase {
    private typealias Fixtures = OtherFormatsFixtures

    private let text = """
    /* Greeting shown on launch */
    "hello" = "Hello, world";
    "ja" = "こんにちは、世界";
    /* Arabic, right to left */
    "ar" = "مرحبا بالعالم";
    "emoji" = "🙂 \\"quoted\\" 👍🏽";
    "el" = "Γειά σου Κόσμε";
    """

    private func utf16(_ string: String, bigEndian: Bool, bom: Bool) -> Data {
        var data = Data()
        if bom { data.append(contentsOf: bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) }
        for unit in string.utf16 {
            let high = UInt8(unit >> 8)
            let low = UInt8(unit & 0xFF)
            data.append(contentsOf: bigEndian ? [high, low] : [low, high])
        }
        return data
    }

    func testEveryEncodingReadsToTheSameEntriesAndPositions() throws {
        let folder = try Fixtures.temporaryFolder(for: self)
        let variants: [(String, Data)] = [
            ("utf8", Data(text.utf8)),
            ("utf8-bom", Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)),
            ("utf16le-bom", utf16(text, bigEndian: false, bom: true)),
            ("utf16be-bom", utf16(text, bigEndian: true, bom: true)),
            ("utf16le", utf16(text, bigEndian: false, bom: false)),
            ("utf16be", utf16(text, bigEndian: true, bom: false)),
        ]
        var reference: [Entry]?
        for (name, data) in variants {
            let path = try Fixtures.write(data, to: "\(name)/Localizable.strings", in: folder)
            let request = ReadRequest(path: path, displayPath: "Localizable.strings", format: .strings, table: "T", locale: "en", sourceLanguage: "en")
            let file = try CatalogReader.read(request).get()
            XCTAssertEqual(file.entries.count, 5, name)
            if let reference {
                XCTAssertEqual(file.entries, reference, name)
            } else {
                reference = file.entries
            }
        }
        let entries = try XCTUnwrap(reference)
        XCTAssertEqual(entries.map(\.value), ["Hello, world", "こんにちは、世界", "مرحبا بالعالم", "🙂 \"quoted\" 👍🏽", "Γειά σου Κόσμε"])
        XCTAssertEqual(entries.map(\.location), [
            SourceLocation(line: 2, column: 12), SourceLocation(line: 3, column: 9), SourceLocation(line: 5, column: 9),
            SourceLocation(line: 6, column: 12), SourceLocation(line: 7, column: 9),
        ])
        XCTAssertEqual(entries.map(\.comment), ["Greeting shown on launch", nil, "Arabic, right to left", nil, nil])
    }

    func testDetection() {
        XCTAssertEqual(UnicodeTextDecoder.detect([0xEF, 0xBB, 0xBF, 0x22]).encoding, .utf8)
        XCTAssertEqual(UnicodeTextDecoder.detect([0xEF, 0xBB, 0xBF, 0x22]).bomLength, 3)
        XCTAssertEqual(UnicodeTextDecoder.detect([0xFF, 0xFE, 0x22, 0x00]).encoding, .utf16LittleEndian)
        XCTAssertEqual(UnicodeTextDecoder.detect([0xFE, 0xFF, 0x00, 0x22]).encoding, .utf16BigEndian)
        XCTAssertEqual(UnicodeTextDecoder.detect(Array(utf16("\"a\" = \"b\";", bigEndian: false, bom: false))).encoding, .utf16LittleEndian)
        XCTAssertEqual(UnicodeTextDecoder.detect(Array(utf16("\"a\" = \"b\";", bigEndian: true, bom: false))).encoding, .utf16BigEndian)
        XCTAssertEqual(UnicodeTextDecoder.detect(Array("\"a\" = \"ü\";".utf8)).encoding, .utf8)
        XCTAssertEqual(UnicodeTextDecoder.detect(Array(utf16("\"日本\" = \"語\";", bigEndian: false, bom: false))).encoding, .utf16LittleEndian)
    }

    func testNULCountsByWordAreThoseOfTheByteLoop() throws {
        var samples: [[UInt8]] = [
            [], [0], [0, 0], Array("\"a\" = \"b\";".utf8), Array(utf16("\"a\" = \"b\";\n", bigEndian: false, bom: false)),
            Array(utf16("\"日本\" = \"語\";\n", bigEndian: true, bom: false)), [UInt8](repeating: 0, count: 4099),
            (0..<5000).map { UInt8(truncatingIfNeeded: $0 * 7) }, (0..<37).map { $0 % 3 == 0 ? 0 : 0x41 },
        ]
        // Real files: every string file of the fixtures and the bundled example (and of the real apps when they are
        // there), Quillpad's UTF-16 tables among them.
        let files = Fixtures.files(in: Corpora.textFolders, withExtensions: ["strings", "stringsdict", "xcstrings", "xliff"])
        XCTAssertTrue(files.contains { $0.path.hasSuffix("ja.lproj/Localizable.strings") && Fixtures.isReadersFixture($0) })
        for url in files {
            samples.append(try [UInt8](Data(contentsOf: url)))
        }
        for bytes in samples {
            for sample in Set([0, 2, 8, 10, 16, 30, min(bytes.count, 4096) & ~1]) where sample <= bytes.count {
                var even = 0
                var odd = 0
                for index in 0..<sample where bytes[index] == 0 {
                    if index & 1 == 0 { even += 1 } else { odd += 1 }
                }
                let counted = UnicodeTextDecoder.nulCounts(bytes, sample: sample)
                XCTAssertEqual(counted.even, even, "\(bytes.count) bytes, sample \(sample)")
                XCTAssertEqual(counted.odd, odd, "\(bytes.count) bytes, sample \(sample)")
            }
        }
    }

    // MARK: Quillpad's tables (Tests/Fixtures/Readers; written by make-encoded-strings.py)

    /// Each fixture file, the encoding `make-encoded-strings.py` wrote it in, and its BOM's length.
    private static let fixtureEncodings: [(path: String, encoding: UnicodeTextDecoder.Encoding, foundation: String.Encoding, bom: Int)] = [
        ("\(OtherFormatsFixtures.kitResources)/en.lproj/Localizable.strings", .utf8, .utf8, 0),
        ("\(OtherFormatsFixtures.kitResources)/de.lproj/Localizable.strings", .utf16LittleEndian, .utf16LittleEndian, 2),
        ("\(OtherFormatsFixtures.kitResources)/fr.lproj/Localizable.strings", .utf16BigEndian, .utf16BigEndian, 2),
        ("\(OtherFormatsFixtures.kitResources)/ja.lproj/Localizable.strings", .utf16LittleEndian, .utf16LittleEndian, 0),
        ("\(OtherFormatsFixtures.kitResources)/ru.lproj/Localizable.strings", .utf16BigEndian, .utf16BigEndian, 0),
        ("Quillpad/QuillpadWidgets/ar.lproj/Widget.strings", .utf8, .utf8, 0),
        ("Quillpad/QuillpadWidgets/de.lproj/Widget.strings", .utf8, .utf8, 0),
        ("Quillpad/QuillpadWidgets/fr.lproj/Widget.strings", .utf8, .utf8, 3),
        ("Quillpad/QuillpadWidgets/hi.lproj/Widget.strings", .utf8, .utf8, 0),
    ]

    /// UTF-16 with a BOM of either order, UTF-16 without one (told by its NUL bytes), UTF-8 with and without BOM.
    func testFixtureEncodingsAreDetected() throws {
        for (path, encoding, _, bom) in Self.fixtureEncodings {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.fixturePath(path))))
            let detected = UnicodeTextDecoder.detect(bytes)
            XCTAssertEqual(detected.encoding, encoding, path)
            XCTAssertEqual(detected.bomLength, bom, path)
        }
    }

    /// Every fixture table reads to the entries (values, comments, positions) of its own text transcoded to plain
    /// UTF-8 by Foundation.
    func testFixtureTablesReadAsTheirUTF8Transcoding() throws {
        let folder = try Fixtures.temporaryFolder(for: self)
        for (path, _, encoding, bom) in Self.fixtureEncodings {
            let data = try Data(contentsOf: URL(fileURLWithPath: Fixtures.fixturePath(path)))
            let text = try XCTUnwrap(String(data: data.dropFirst(bom), encoding: encoding), path)
            let copy = try Fixtures.write(Data(text.utf8), to: path, in: folder)
            let original = try Fixtures.readFixture(path, format: .strings)
            var request = Fixtures.request(copy, format: .strings)
            request.displayPath = path
            let transcoded = try CatalogReader.read(request).get()
            XCTAssertEqual(original.entries, transcoded.entries, path)
            XCTAssertGreaterThan(original.entries.count, 1, path)
        }
        // The Japanese file ends its lines in CRLF, which counts one line per pair like LF.
        let japanese = try Fixtures.readFixture("\(OtherFormatsFixtures.kitResources)/ja.lproj/Localizable.strings", format: .strings)
        XCTAssertEqual(japanese.entries.map(\.location.line), [4, 7, 10, 13, 15])
    }

    func testBrokenUTF16IsAnError() {
        var loneSurrogate = utf16("\"a\" = \"1\";\n\"b\" = \"", bigEndian: false, bom: true)
        loneSurrogate.append(contentsOf: [0x3D, 0xD8, 0x22, 0x00, 0x3B, 0x00])
        let problem = Fixtures.readError(loneSurrogate, StringsReader.read, format: .strings)
        XCTAssertEqual(problem?.line, 2)
        XCTAssertEqual(problem?.message, "the file is not valid UTF-16 (unpaired surrogate)")

        let odd = Data([0xFF, 0xFE, 0x22, 0x00, 0x61])
        XCTAssertEqual(Fixtures.readError(odd, StringsReader.read, format: .strings)?.message,
                       "the file looks like UTF-16 but has an odd number of bytes")
    }

    func testInvalidUTF8Forms() {
        for bytes: [UInt8] in [[0x80], [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]] {
            XCTAssertThrowsError(try UnicodeTextDecoder.validateUTF8(Array("\"a\" = \"".utf8) + bytes), "\(bytes)")
        }
        XCTAssertNoThrow(try UnicodeTextDecoder.validateUTF8(Array("é€😀".utf8)))
    }

    func testBinaryPropertyListIsRejectedClearly() {
        let problem = Fixtures.readError(Data("bplist00\u{1}\u{2}".utf8), StringsReader.read, format: .strings)
        XCTAssertEqual(problem?.message, "binary property list .strings files are not supported; convert with `plutil -convert xml1`")
    }
}
