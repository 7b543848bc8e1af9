@testable import Rules
import XCTest

/// `ByteSearch.firstRange` passes over eight bytes at a time that lack the needle's first byte; it must find the
/// same first occurrence as a plain search of every offset, wherever the needle and its near misses stand.
final class ByteSearchTests: XCTestCase {
    private func plainFirstRange(of needle: [UInt8], in text: [UInt8]) -> Range<Int>? {
        guard !needle.isEmpty, needle.count <= text.count else { return nil }
        for start in 0...(text.count - needle.count) where Array(text[start..<(start + needle.count)]) == needle {
            return start..<(start + needle.count)
        }
        return nil
    }

    func testFirstRangeAgreesWithAPlainSearchAtEveryOffset() {
        let needles = ["copylint:", "; ", "Class = \"", "accessibility", "c", "\u{212A}"].map { Array($0.utf8) }
        for needle in needles {
            for length in 0...40 {
                let filler = Array(repeating: UInt8(ascii: "x"), count: length)
                for offset in 0...length {
                    // The needle itself, and the needle cut short by one byte (a near miss), at every offset.
                    for piece in [needle, Array(needle.dropLast())] where !piece.isEmpty {
                        var text = filler
                        text.insert(contentsOf: piece, at: offset)
                        let found = text.withUnsafeBufferPointer { ByteSearch.firstRange(of: needle, in: $0) }
                        XCTAssertEqual(found, plainFirstRange(of: needle, in: text), "\(needle) in \(text)")
                    }
                }
            }
        }
        let note = Array(#"Class = "NSMenuItem"; title = "Quit"; ObjectID = "abc-12";"#.utf8)
        for start in note.indices {
            let rest = Array(note[start...])
            let found = rest.withUnsafeBufferPointer { ByteSearch.firstRange(of: Array("; ".utf8), in: $0) }
            XCTAssertEqual(found, plainFirstRange(of: Array("; ".utf8), in: rest))
        }
    }
}
