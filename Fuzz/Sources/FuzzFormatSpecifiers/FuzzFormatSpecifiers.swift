import CopyText
import FuzzSupport

/// libFuzzer entry point: one input, decoded as UTF-8, parsed for printf-style format specifiers. Beyond not
/// crashing or hanging, every specifier and malformed specifier must lie inside the text, spell exactly the scalars its
/// range covers, and come in text order without overlapping the next.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormatSpecifiers(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = fuzzText(bytes, count)
    let scalars = Array(text.unicodeScalars)
    let (specifiers, malformed) = FormatSpecifierParser.parse(text)
    for (ranges, texts) in [(specifiers.map(\.scalarRange), specifiers.map(\.text)), (malformed.map(\.scalarRange), malformed.map(\.text))] {
        var previousEnd = 0
        for (range, spelling) in zip(ranges, texts) {
            require(range.lowerBound >= previousEnd, "ranges overlap or are out of order at \(range) in \(scalars.count) scalars")
            require(range.upperBound <= scalars.count, "range \(range) past the end (\(scalars.count) scalars)")
            var covered = ""
            covered.unicodeScalars.append(contentsOf: scalars[range])
            require(covered == spelling, "range \(range) covers '\(covered)', the specifier says '\(spelling)'")
            previousEnd = range.upperBound
        }
    }
    // What the placeholder rules do with the specifiers: arguments by position, and position problems.
    let arguments = FormatArguments.arguments(of: text, substitutions: ["n": (argumentNumber: 1, formatSpecifier: "lld")])
    require(arguments.map(\.position) == arguments.map(\.position).sorted(), "arguments out of position order")
    _ = FormatArguments.positionProblems(of: specifiers)
    return 0
}

/// The executable's entry point (see `runLibFuzzer`).
@_cdecl("FuzzFormatSpecifiers_main")
public func fuzzFormatSpecifiersMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc, argv, fuzzFormatSpecifiers)
}
