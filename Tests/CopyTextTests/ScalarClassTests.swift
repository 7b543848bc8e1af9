import CopyText
import XCTest

/// The property table answers exactly as the standard library does, for every scalar of the Basic Multilingual
/// Plane (the table holds the first 12,544) and for scalars beyond it.
final class ScalarClassTests: XCTestCase {
    private func expected(_ scalar: Unicode.Scalar) -> ScalarClass.Flags {
        let properties = scalar.properties
        var flags: ScalarClass.Flags = []
        if properties.isAlphabetic { flags.insert(.alphabetic) }
        if properties.numericType != nil { flags.insert(.numeric) }
        if properties.generalCategory == .nonspacingMark { flags.insert(.nonspacingMark) }
        if properties.generalCategory == .spaceSeparator { flags.insert(.spaceSeparator) }
        if properties.generalCategory == .titlecaseLetter { flags.insert(.titlecase) }
        if properties.isWhitespace { flags.insert(.whitespace) }
        if properties.isUppercase { flags.insert(.uppercase) }
        if properties.isCased { flags.insert(.cased) }
        return flags
    }

    func testEveryBasicPlaneScalarMatchesTheStandardLibrary() {
        var mismatches: [UInt32] = []
        for value in UInt32(0)..<0x10000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if ScalarClass.flags(scalar) != expected(scalar) { mismatches.append(value) }
        }
        XCTAssertEqual(mismatches, [])
    }

    func testScalarsBeyondTheBasicPlaneAndKnownAnswers() {
        for value: UInt32 in [0x1F600, 0x1D400, 0x20000, 0x1E900, 0x1E922, 0x10400, 0x1F1E6, 0xE0001, 0x10FFFF] {
            let scalar = Unicode.Scalar(value)!
            XCTAssertEqual(ScalarClass.flags(scalar), expected(scalar), String(value, radix: 16))
        }
        XCTAssertEqual(ScalarClass.flags("A"), [.alphabetic, .uppercase, .cased])
        XCTAssertEqual(ScalarClass.flags("ǅ"), [.alphabetic, .titlecase, .cased])
        XCTAssertEqual(ScalarClass.flags("\u{00A0}"), [.whitespace, .spaceSeparator])
        XCTAssertTrue(ScalarClass.flags("\u{0301}").contains(.nonspacingMark))
        XCTAssertTrue(ScalarClass.isAny("٣", [.numeric]))
        XCTAssertTrue(ScalarClass.isAny("ж", [.alphabetic]))
        XCTAssertFalse(ScalarClass.isAny("—", [.alphabetic, .numeric, .whitespace]))
    }
}
