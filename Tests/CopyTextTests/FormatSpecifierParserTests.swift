import CopyText
import XCTest

/// The grammar, the literal-percent heuristics and the scalar offsets of `FormatSpecifierParser`.
final class FormatSpecifierParserTests: XCTestCase {
    private func texts(_ string: String) -> [String] { FormatSpecifierParser.parse(string).specifiers.map(\.text) }
    private func malformedTexts(_ string: String) -> [String] { FormatSpecifierParser.parse(string).malformed.map(\.text) }

    private func only(_ string: String, file: StaticString = #filePath, line: UInt = #line) throws -> FormatSpecifier {
        let result = FormatSpecifierParser.parse(string)
        XCTAssertEqual(result.specifiers.count, 1, "\(result.specifiers)", file: file, line: line)
        XCTAssertEqual(result.malformed, [], file: file, line: line)
        return try XCTUnwrap(result.specifiers.first, file: file, line: line)
    }

    // MARK: - Grammar

    func testObjectSpecifierHasItsTextRangeAndClass() throws {
        let specifier = try only("Hello %@!")
        XCTAssertEqual(specifier.text, "%@")
        XCTAssertEqual(specifier.scalarRange, 6..<8)
        XCTAssertEqual(specifier.conversion, "@")
        XCTAssertEqual(specifier.conversionClass, .object)
        XCTAssertNil(specifier.position)
        XCTAssertEqual(specifier.lengthModifier, "")
    }

    func testPositionalLongLongInteger() throws {
        let specifier = try only("%1$lld")
        XCTAssertEqual(specifier.position, 1)
        XCTAssertEqual(specifier.lengthModifier, "ll")
        XCTAssertEqual(specifier.conversion, "d")
        XCTAssertEqual(specifier.conversionClass, .signedInteger)
        XCTAssertEqual(specifier.scalarRange, 0..<6)
    }

    func testMultiDigitPosition() throws {
        XCTAssertEqual(try only("Arg %12$@").position, 12)
    }

    func testFlagsWidthAndPrecisionAreKeptAsWritten() throws {
        let specifier = try only("%-10.2f")
        XCTAssertEqual(specifier.flags, "-")
        XCTAssertEqual(specifier.width, "10")
        XCTAssertEqual(specifier.precision, "2")
        XCTAssertEqual(specifier.conversionClass, .floatingPoint)
        let padded = try only("%05.1f")
        XCTAssertEqual(padded.flags, "0")
        XCTAssertEqual(padded.width, "5")
        XCTAssertEqual(padded.precision, "1")
        XCTAssertEqual(try only("%'d").flags, "'")
        XCTAssertEqual(try only("%+d").flags, "+")
    }

    func testBareDotMeansZeroPrecision() throws {
        XCTAssertEqual(try only("%.f").precision, "")
    }

    func testEveryLengthModifier() {
        let result = FormatSpecifierParser.parse("%hhd %hd %ld %lld %qd %zu %td %jd %Lf")
        XCTAssertEqual(result.specifiers.map(\.lengthModifier), ["hh", "h", "l", "ll", "q", "z", "t", "j", "L"])
        XCTAssertEqual(result.malformed, [])
    }

    func testConversionClasses() {
        let result = FormatSpecifierParser.parse("%@ %d %D %i %u %U %x %X %o %O %f %F %e %E %g %G %a %A %c %C %s %S %p %%")
        let expected: [ConversionClass] = [
            .object, .signedInteger, .signedInteger, .signedInteger,
            .unsignedInteger, .unsignedInteger, .unsignedInteger, .unsignedInteger, .unsignedInteger, .unsignedInteger,
            .floatingPoint, .floatingPoint, .floatingPoint, .floatingPoint, .floatingPoint, .floatingPoint,
            .floatingPoint, .floatingPoint, .character, .character, .cString, .cString, .pointer, .percentLiteral,
        ]
        XCTAssertEqual(result.specifiers.map(\.conversionClass), expected)
        XCTAssertEqual(result.malformed, [])
    }

    func testSpecifierInsideALongerWord() {
        XCTAssertEqual(texts("%@s are ready"), ["%@"])
        XCTAssertEqual(texts("Wait %ds"), ["%d"])
    }

    func testSpecifiersAtStringEnd() {
        XCTAssertEqual(texts("Total: %lld"), ["%lld"])
        XCTAssertEqual(texts("Name:%@"), ["%@"])
    }

    func testPercentLiteralAfterSpecifier() {
        let result = FormatSpecifierParser.parse("%lld%%")
        XCTAssertEqual(result.specifiers.map(\.text), ["%lld", "%%"])
        XCTAssertEqual(result.specifiers.map(\.conversionClass), [.signedInteger, .percentLiteral])
        XCTAssertEqual(result.specifiers.map(\.scalarRange), [0..<4, 4..<6])
    }

    func testStarWidthAndPrecision() throws {
        XCTAssertEqual(try only("%*d").width, "*")
        let precision = try only("%.*s")
        XCTAssertEqual(precision.precision, "*")
        XCTAssertEqual(precision.consumedArgumentCount, 2)
        XCTAssertEqual(try only("%*.*f").consumedArgumentCount, 3)
    }

    // MARK: - Literal percent signs

    func testLonePercentInPlainTextIsText() {
        for plain in ["Test %", "50% off", "100%", "Save 50%.", "Rabatt: 20 %"] {
            let result = FormatSpecifierParser.parse(plain)
            XCTAssertEqual(result.specifiers, [], plain)
            XCTAssertEqual(result.malformed, [], plain)
        }
    }

    func testLonePercentInAFormatStringIsMalformed() {
        let result = FormatSpecifierParser.parse("%@ is 50% off")
        XCTAssertEqual(result.specifiers.map(\.text), ["%@"])
        XCTAssertEqual(result.malformed.map(\.text), ["%"])
        XCTAssertEqual(result.malformed.first?.scalarRange, 8..<9)
        XCTAssertEqual(malformedTexts("%lld files, 100%"), ["%"])
        XCTAssertEqual(malformedTexts("50%% off, 20% more"), ["%"])
    }

    func testEscapedPercentIsNeverAnArgument() {
        let result = FormatSpecifierParser.parse("Test 50%% off")
        XCTAssertEqual(result.specifiers.map(\.conversionClass), [.percentLiteral])
        XCTAssertEqual(result.malformed, [])
    }

    func testSpaceFlagIntegerCountsOnlyInAFormatString() {
        XCTAssertEqual(texts("Ahorra 50% de descuento"), [])
        let result = FormatSpecifierParser.parse("%@: 50% de descuento")
        XCTAssertEqual(result.specifiers.map(\.text), ["%@", "% d"])
        XCTAssertEqual(result.specifiers.last?.flags, " ")
        XCTAssertEqual(texts("%1$ d"), ["%1$ d"])
    }

    func testRareConversionGluedToAWordIsProseUnlessTheStringIsAFormat() {
        XCTAssertEqual(texts("50%off today"), [])
        XCTAssertEqual(texts("Test %o"), ["%o"])
        XCTAssertEqual(texts("%lld items, 50%off"), ["%lld", "%o"])
        XCTAssertEqual(texts("%args"), [])
        XCTAssertEqual(texts("100%-osan működik"), [], "a suffix after a hyphen")
        XCTAssertEqual(texts("20%-al több"), [])
        XCTAssertEqual(texts("%d%-os"), ["%d", "%-o"], "in a format string it is still read")
        XCTAssertEqual(texts("%-5d"), ["%-5d"])
        XCTAssertEqual(texts("Test %-o"), ["%-o"])
    }

    // MARK: - Substitutions

    func testSubstitutionToken() throws {
        let specifier = try only("%#@files@ selected")
        XCTAssertEqual(specifier.conversionClass, .substitution)
        XCTAssertEqual(specifier.substitutionName, "files")
        XCTAssertEqual(specifier.conversion, "#")
        XCTAssertEqual(specifier.scalarRange, 0..<9)
    }

    func testPositionalSubstitutionToken() throws {
        let specifier = try only("%1$#@files@")
        XCTAssertEqual(specifier.position, 1)
        XCTAssertEqual(specifier.substitutionName, "files")
    }

    func testSubstitutionNamesWithDots() {
        let result = FormatSpecifierParser.parse("There %#@total.strings@ left")
        XCTAssertEqual(result.specifiers.map(\.substitutionName), ["total.strings"])
    }

    func testUnclosedSubstitutionIsMalformed() {
        let result = FormatSpecifierParser.parse("You have %#@files in %@")
        XCTAssertEqual(result.malformed.map(\.text), ["%#@files"])
        XCTAssertEqual(result.malformed.first?.scalarRange, 9..<17)
        XCTAssertEqual(result.specifiers.map(\.text), ["%@"])
        XCTAssertEqual(malformedTexts("%#@@"), ["%#@"])
    }

    func testSubstitutionArgumentToken() throws {
        let specifier = try only("are %arg strings")
        XCTAssertEqual(specifier.conversionClass, .substitutionArgument)
        XCTAssertEqual(specifier.text, "%arg")
        XCTAssertEqual(specifier.scalarRange, 4..<8)
        XCTAssertEqual(specifier.consumedArgumentCount, 0)
        XCTAssertEqual(texts("%arg"), ["%arg"])
    }
}
