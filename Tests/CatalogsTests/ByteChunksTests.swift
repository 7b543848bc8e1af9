import Foundation
import XCTest
@testable import Catalogs
import CopyText

/// The eight-bytes-at-a-time paths of the readers, checked against plain byte-by-byte reference loops on real
/// catalog text and on chunks built to hit every byte position.
final class ByteChunksTests: XCTestCase {
    /// The bytes of the String Catalog in the examples (real pretty-printed JSON with translations) plus text that
    /// holds every kind of line break, escapes, control characters and scalars of each UTF-8 length.
    private func sampleBytes() throws -> [UInt8] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let catalog = try Data(contentsOf: root.appendingPathComponent("Examples/Trailhead/Localizable.xcstrings"))
        let mixed = "a\r\nbé\rc\n\n  \t€😀 \"q\" \\n <&> \u{1}x\r\r\n" + String(repeating: "plain ascii text ", count: 3)
        return [UInt8](catalog) + Array(mixed.utf8)
    }

    private func chunk(_ bytes: [UInt8], at offset: Int) -> UInt64 {
        bytes.withUnsafeBufferPointer { ByteChunks.load($0.baseAddress!, at: offset) }
    }

    /// The index of the first byte of the eight at `offset` that `isMarked` picks, or nil.
    private func firstIndex(_ bytes: [UInt8], at offset: Int, _ isMarked: (UInt8) -> Bool) -> Int? {
        (0..<8).first { isMarked(bytes[offset + $0]) }
    }

    private func firstMarked(_ mask: UInt64) -> Int? {
        mask == 0 ? nil : ByteChunks.firstMarked(mask)
    }

    func testChunkTestsAgreeWithByteLoops() throws {
        var bytes = try sampleBytes()
        // Every byte value at every position of a chunk, among neighbours of every kind.
        for value in 0...255 {
            for position in 0..<8 {
                var chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 8)
                chunk[position] = UInt8(value)
                if position < 7 { chunk[7] = UInt8(truncatingIfNeeded: value &+ 1) }
                bytes += chunk
            }
        }
        for offset in 0...(bytes.count - 8) {
            let loaded = chunk(bytes, at: offset)
            for probe: UInt8 in [0x0A, 0x0D, 0x22, 0x26, 0x3C, 0x5C] {
                XCTAssertEqual(firstMarked(ByteChunks.matches(probe, in: loaded)), firstIndex(bytes, at: offset) { $0 == probe })
                XCTAssertEqual(ByteChunks.contains(probe, in: loaded), firstIndex(bytes, at: offset) { $0 == probe } != nil)
            }
            for limit: UInt8 in [0x01, 0x0E, 0x20, 0x80] {
                XCTAssertEqual(firstMarked(ByteChunks.bytes(below: limit, in: loaded)), firstIndex(bytes, at: offset) { $0 < limit })
            }
            XCTAssertEqual(firstMarked(ByteChunks.nonASCII(in: loaded)), firstIndex(bytes, at: offset) { $0 >= 0x80 })
            XCTAssertEqual(ByteChunks.isASCII(loaded), firstIndex(bytes, at: offset) { $0 >= 0x80 } == nil)
            XCTAssertEqual(ByteChunks.scalarStarts(in: loaded), (0..<8).filter { bytes[offset + $0] & 0xC0 != 0x80 }.count)
        }
    }

    func testPositionCursorAgreesWithByteLoop() throws {
        let bytes = try sampleBytes()
        // The reference: line and column of every offset, counted one byte at a time.
        var expected: [SourceLocation] = []
        var line = 1
        var column = 1
        for index in 0...bytes.count {
            expected.append(SourceLocation(line: line, column: column))
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && !(index + 1 < bytes.count && bytes[index + 1] == 0x0A)) {
                line += 1
                column = 1
            } else if byte != 0x0D, byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        for stride in [1, 3, 7, 8, 13, 64] {
            var cursor = ScalarPositionCursor(bytes: bytes)
            for target in Swift.stride(from: 0, through: bytes.count, by: stride) {
                XCTAssertEqual(cursor.location(at: target), expected[target], "offset \(target), stride \(stride)")
            }
        }
        var backwards = ScalarPositionCursor(bytes: bytes)
        for target in [bytes.count, 100, 9, 0] {
            XCTAssertEqual(backwards.location(at: target), expected[target])
        }
    }

    func testUTF8CheckNamesTheLineAfterLongASCIIRuns() {
        for prefix in 0..<24 {
            let text = Array(String(repeating: "ab\ncd", count: prefix).utf8) + [UInt8(ascii: "x"), 0xC3, 0x28]
            XCTAssertNoThrow(try UnicodeTextDecoder.validateUTF8(Array(text.dropLast(2)) + Array("é".utf8)))
            do {
                try UnicodeTextDecoder.validateUTF8(text)
                XCTFail("expected invalid UTF-8 after \(prefix) lines")
            } catch {
                XCTAssertEqual(error.line, prefix + 1)
            }
        }
    }

    func testJSONStringsOfEveryLengthAndStop() throws {
        for length in 0..<20 {
            for stop in ["", "é", "😀", "\\n", "\\\"", "\\u00e9"] {
                for position in 0...length {
                    let plain = String(repeating: "k", count: length)
                    let text = String(plain.prefix(position)) + stop + String(plain.dropFirst(position))
                    let json = "[\"" + text + "\", \"" + text + "\"]"
                    let parsed = try LocatedJSONParser.parse(Array(json.utf8), file: "t.json")
                    let decoded = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String])
                    XCTAssertEqual(parsed.array?.compactMap { $0.string?.value }, decoded, json)
                    XCTAssertEqual(parsed.array?.first?.string?.isVerbatim, !stop.hasPrefix("\\"), json)
                }
            }
            let unterminated = "[\"" + String(repeating: "k", count: length)
            XCTAssertThrowsError(try LocatedJSONParser.parse(Array(unterminated.utf8), file: "t.json")) { error in
                XCTAssertTrue((error as? ReadError)?.message.contains("unterminated string") == true, "\(error)")
            }
            let control = "[\n\"" + String(repeating: "k", count: length) + "\t\"]"
            XCTAssertThrowsError(try LocatedJSONParser.parse(Array(control.utf8), file: "t.json")) { error in
                XCTAssertEqual((error as? ReadError)?.line, 2)
                XCTAssertTrue((error as? ReadError)?.message.contains("control character U+0009") == true, "\(error)")
            }
        }
    }
}
