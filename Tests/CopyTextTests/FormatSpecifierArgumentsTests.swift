import CopyText
import XCTest

/// The argument model (`FormatArguments`) and argument equivalence (`FormatArgument.isCompatible`).
final class FormatSpecifierArgumentsTests: XCTestCase {
    private func arguments(_ text: String, _ substitutions: [String: FormatArguments.Substitution] = [:]) -> [FormatArgument] {
        FormatArguments.arguments(of: text, substitutions: substitutions)
    }

    private func single(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> FormatArgument {
        let found = arguments(text)
        XCTAssertEqual(found.count, 1, "\(found)", file: file, line: line)
        return try XCTUnwrap(found.first, file: file, line: line)
    }

    private func assertCompatible(_ left: String, _ right: String, _ expected: Bool, file: StaticString = #filePath, line: UInt = #line) throws {
        let lhs = try single(left, file: file, line: line)
        let rhs = try single(right, file: file, line: line)
        XCTAssertEqual(lhs.isCompatible(with: rhs), expected, "\(left) vs \(right)", file: file, line: line)
        XCTAssertEqual(rhs.isCompatible(with: lhs), expected, "\(right) vs \(left)", file: file, line: line)
    }

    // MARK: - Positions

    func testSequentialSpecifiersEqualPositionalOnes() {
        let sequential = arguments("%@ hat %@ eingeladen")
        let positional = arguments("%1$@ hat %2$@ eingeladen")
        XCTAssertEqual(sequential.map(\.position), [1, 2])
        XCTAssertEqual(zip(sequential, positional).filter { $0.isCompatible(with: $1) }.count, 2)
    }

    func testArgumentsAreSortedByPosition() {
        let found = arguments("Second: %2$@ - First: %1$lld")
        XCTAssertEqual(found.map(\.position), [1, 2])
        XCTAssertEqual(found.map(\.specifierText), ["%1$lld", "%2$@"])
        XCTAssertEqual(found.map(\.conversionClass), [.signedInteger, .object])
    }

    func testPercentLiteralTakesNoArgument() {
        let found = arguments("%lld%% erledigt, %@")
        XCTAssertEqual(found.map(\.position), [1, 2])
        XCTAssertEqual(found.map(\.specifierText), ["%lld", "%@"])
    }

    func testStarWidthReadsAnIntBeforeTheValue() {
        let found = arguments("%*d %@")
        XCTAssertEqual(found.map(\.position), [1, 2, 3])
        XCTAssertEqual(found.map(\.conversionClass), [.signedInteger, .signedInteger, .object])
        XCTAssertEqual(found.first?.argumentType, .signedInt32)
        XCTAssertEqual(arguments("%.*s").map(\.argumentType), [.signedInt32, .cString8])
    }

    func testSubstitutionTakesItsDefinedPositionAndType() {
        let text = "%@! There %#@total.strings@ and you have %#@remaining.strings@ remaining"
        let found = arguments(text, [
            "total.strings": (argumentNumber: 2, formatSpecifier: "lld"),
            "remaining.strings": (argumentNumber: 3, formatSpecifier: "lld"),
        ])
        XCTAssertEqual(found.map(\.position), [1, 2, 3])
        XCTAssertEqual(found.map(\.conversionClass), [.object, .signedInteger, .signedInteger])
        XCTAssertEqual(found.map(\.lengthModifier), ["", "ll", "ll"])
        XCTAssertEqual(found[1].specifierText, "%#@total.strings@")
        XCTAssertTrue(found[1].isCompatible(with: arguments("%1$@ %2$lld")[1]))
    }

    func testSubstitutionFallsBackToItsOrderAndUnknownType() {
        let found = arguments("%lld: People liked %#@count@ posts", ["count": (argumentNumber: nil, formatSpecifier: nil)])
        XCTAssertEqual(found.map(\.position), [1, 2])
        XCTAssertEqual(found.last?.conversionClass, .substitution)
        XCTAssertEqual(arguments("%#@missing@").map(\.conversionClass), [.substitution])
    }

    func testSubstitutionArgumentStandsForTheEnclosingSubstitution() {
        let context: FormatArguments.Substitution = (argumentNumber: 2, formatSpecifier: "lld")
        let found = FormatArguments.arguments(of: "are %arg strings", substitutions: [:], substitutionArgument: context)
        XCTAssertEqual(found.map(\.position), [2])
        XCTAssertEqual(found.map(\.argumentType), [.signedInt64])
        XCTAssertEqual(arguments("are %arg strings"), [])
    }

    // MARK: - Position problems

    func testMixedPositionalAndSequentialIsAProblem() {
        let problems = FormatArguments.positionProblems(of: FormatSpecifierParser.parse("%@, are you there? %1$@?").specifiers)
        XCTAssertEqual(problems.count, 1)
        XCTAssertTrue(problems[0].contains("mixes"), problems[0])
    }

    func testGapInPositionsIsAProblem() {
        let problems = FormatArguments.positionProblems(of: FormatSpecifierParser.parse("%2$@, %3$@").specifiers)
        XCTAssertEqual(problems, ["positions skip 1 (used: 2, 3)"])
    }

    func testRepeatedPositionAndPercentLiteralAreFine() {
        for text in ["%1$lld, I repeat: %1$lld", "%1$@ 100%%", "%@ %@", "%2$@ %1$#@files@"] {
            XCTAssertEqual(FormatArguments.positionProblems(of: FormatSpecifierParser.parse(text).specifiers), [], text)
        }
    }

    func testStarInPositionalSpecifierIsAProblem() {
        let specifiers = FormatSpecifierParser.parse("%1$*d").specifiers
        XCTAssertEqual(FormatArguments.positionProblems(of: specifiers), ["%1$*d takes a * argument that has no position"])
        XCTAssertEqual(FormatArguments.arguments(of: "%1$*d", substitutions: [:]).map(\.position), [1])
    }

    // MARK: - Compatibility

    func testIntVersusLongLongIsTheClassicMismatch() throws {
        try assertCompatible("%d", "%lld", false)
        try assertCompatible("%u", "%llu", false)
        try assertCompatible("%hd", "%d", false)
    }

    func testSixtyFourBitSpellingsAreInterchangeable() throws {
        try assertCompatible("%ld", "%lld", true)
        try assertCompatible("%qd", "%lld", true)
        try assertCompatible("%zd", "%ld", true)
        try assertCompatible("%D", "%ld", true)
        try assertCompatible("%U", "%lu", true)
        try assertCompatible("%O", "%lo", true)
        try assertCompatible("%D", "%d", false)
    }

    func testIntegerSpellingsOfOneTypeAreInterchangeable() throws {
        try assertCompatible("%i", "%d", true)
        try assertCompatible("%x", "%u", true)
        try assertCompatible("%X", "%o", true)
        try assertCompatible("%lld", "%llu", false)
    }

    func testFloatingPointSpellingsAreAllDouble() throws {
        for spelling in ["%lf", "%F", "%e", "%E", "%g", "%G", "%a", "%A", "%.2f"] {
            try assertCompatible("%f", spelling, true)
        }
        try assertCompatible("%Lf", "%f", false)
    }

    func testCharactersStringsObjectsAndPointers() throws {
        try assertCompatible("%s", "%s", true)
        try assertCompatible("%s", "%S", false)
        try assertCompatible("%c", "%C", false)
        try assertCompatible("%@", "%lld", false)
        try assertCompatible("%@", "%s", false)
        try assertCompatible("%p", "%p", true)
    }

    func testDifferentPositionsAreNeverCompatible() {
        let found = arguments("%1$@ %2$@")
        XCTAssertFalse(found[0].isCompatible(with: found[1]))
    }
}
