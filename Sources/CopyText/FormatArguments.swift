/// One argument a format string reads from its argument list, so a translation's arguments can be compared with the
/// source's position by position (`placeholder-mismatch`, `placeholder-missing`).
public struct FormatArgument: Hashable, Sendable {
    /// The 1-based position in the argument list.
    public let position: Int
    /// What the argument must be; `substitution` when a `%#@name@` token's type is unknown.
    public let conversionClass: ConversionClass
    /// The length modifier as written (`""`, `"l"`, `"ll"`, …).
    public let lengthModifier: String
    /// The specifier that reads the argument, as written in the string (`"%2$lld"`, `"%#@files@"`, `"%*d"`).
    public let specifierText: String
    /// The conversion character that reads the argument (`d`, `D`, `@`, …; `#` for an unresolved substitution).
    /// Kept because it changes the size (`%D` is `%ld`, `%C` is a 16-bit `unichar`).
    public let conversion: Character

    /// Creates an argument record; `conversion` defaults to the last character of `specifierText`.
    public init(
        position: Int, conversionClass: ConversionClass, lengthModifier: String, specifierText: String,
        conversion: Character? = nil
    ) {
        self.position = position
        self.conversionClass = conversionClass
        self.lengthModifier = lengthModifier
        self.specifierText = specifierText
        self.conversion = conversion ?? specifierText.last ?? "#"
    }

    /// Whether the two arguments can be passed the same value: same position and the same C type on Apple's 64-bit
    /// platforms. `FormatSpecifierArgumentType` documents each equivalence (`%ld` = `%lld`, `%d` ≠ `%lld`, …).
    public func isCompatible(with other: FormatArgument) -> Bool {
        position == other.position && argumentType == other.argumentType
    }

    /// The C type this argument is read as; see `FormatSpecifierArgumentType`.
    public var argumentType: FormatSpecifierArgumentType {
        FormatSpecifierArgumentType(conversionClass: conversionClass, conversion: conversion, lengthModifier: lengthModifier)
    }
}

/// The argument model of a whole format string: which arguments it reads and whether its positions are coherent.
/// It exists so every localization rule numbers arguments the same way.
public enum FormatArguments {
    /// Definition of a substitution (`%#@name@`), from xcstrings `substitutions` or a stringsdict's sibling dictionary.
    public typealias Substitution = (argumentNumber: Int?, formatSpecifier: String?)

    /// Arguments by position, sorted by position (text order within one position; a position read twice appears
    /// twice). A non-positional specifier's position is its order among the specifiers that take arguments (the
    /// second `%@` is position 2, so `"%@ … %@"` equals `"%1$@ … %2$@"`); `%%` takes none. A `*` width or precision
    /// reads an `int` argument of its own just before the value, as printf does; in a positional specifier it has no
    /// position and is left out (`positionProblems` reports it). A substitution token `%#@name@` takes the position
    /// and type of `substitutions[name]` (`argumentNumber`, `formatSpecifier` such as `"lld"`), falling back to its
    /// own order when `argumentNumber` is nil and to the class `substitution` when the type is unknown.
    /// `%arg` stands for the enclosing substitution's argument: pass that substitution as `substitutionArgument` when
    /// parsing a variation's value to count it; without it `%arg` reads nothing.
    public static func arguments(
        of text: String, substitutions: [String: Substitution], substitutionArgument: Substitution? = nil
    ) -> [FormatArgument] {
        var arguments: [FormatArgument] = []
        var order = 0
        for specifier in FormatSpecifierParser.parse(text).specifiers {
            switch specifier.conversionClass {
            case .percentLiteral:
                continue
            case .substitutionArgument:
                guard let context = substitutionArgument else { continue }
                let position = context.argumentNumber ?? { order += 1; return order }()
                arguments.append(argument(position: position, text: specifier.text, formatSpecifier: context.formatSpecifier))
            case .substitution:
                order += 1
                let definition = specifier.substitutionName.flatMap { substitutions[$0] }
                let position = specifier.position ?? definition?.argumentNumber ?? order
                arguments.append(argument(position: position, text: specifier.text, formatSpecifier: definition?.formatSpecifier))
            default:
                for starred in [specifier.width, specifier.precision] where starred == "*" {
                    order += 1
                    guard specifier.position == nil else { continue }
                    arguments.append(FormatArgument(
                        position: order, conversionClass: .signedInteger, lengthModifier: "", specifierText: specifier.text,
                        conversion: "d"
                    ))
                }
                order += 1
                arguments.append(FormatArgument(
                    position: specifier.position ?? order, conversionClass: specifier.conversionClass,
                    lengthModifier: specifier.lengthModifier, specifierText: specifier.text, conversion: specifier.conversion
                ))
            }
        }
        return arguments.enumerated()
            .sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }
            .map(\.element)
    }

    /// Problems with positions, as sentences: positional and non-positional specifiers mixed (`%%` and `%arg` do not
    /// count), a `*` in a positional specifier (its argument has no position), and gaps (1 and 3 used, 2 not).
    public static func positionProblems(of specifiers: [FormatSpecifier]) -> [String] {
        let reading = specifiers.filter { $0.conversionClass.takesArgument }
        let positional = reading.filter { $0.position != nil }
        let sequential = reading.filter { $0.position == nil }
        var problems: [String] = []
        if let firstPositional = positional.first, let firstSequential = sequential.first {
            problems.append(
                "mixes positional (\(firstPositional.text)) and non-positional (\(firstSequential.text)) specifiers; use n$ on all of them"
            )
        }
        for specifier in positional where specifier.width == "*" || specifier.precision == "*" {
            problems.append("\(specifier.text) takes a * argument that has no position")
        }
        let used = Set(positional.compactMap(\.position))
        if let highest = used.max(), highest > used.count {
            let missing = missingPositions(used: used, highest: highest)
            let usedList = used.sorted().map(String.init).joined(separator: ", ")
            problems.append("positions skip \(missing) (used: \(usedList))")
        }
        return problems
    }

    /// The missing positions below `highest`, listed when few, counted when an absurd position leaves many.
    private static func missingPositions(used: Set<Int>, highest: Int) -> String {
        let missingCount = highest - used.count
        guard missingCount <= 10 else { return "\(missingCount) positions" }
        return (1...highest).filter { !used.contains($0) }.map(String.init).joined(separator: ", ")
    }

    /// An argument whose type comes from a substitution's `formatSpecifier` (`"lld"`, `"%lld"`, `"@"`); the class is
    /// `substitution` when the specifier is missing or does not parse as exactly one argument-taking specifier.
    private static func argument(position: Int, text: String, formatSpecifier: String?) -> FormatArgument {
        if let formatSpecifier {
            let spelled = formatSpecifier.hasPrefix("%") ? formatSpecifier : "%" + formatSpecifier
            let parsed = FormatSpecifierParser.parse(spelled)
            if parsed.malformed.isEmpty, parsed.specifiers.count == 1, let only = parsed.specifiers.first,
               only.text == spelled, only.position == nil,
               only.conversionClass != .percentLiteral, only.conversionClass != .substitution,
               only.conversionClass != .substitutionArgument {
                return FormatArgument(
                    position: position, conversionClass: only.conversionClass, lengthModifier: only.lengthModifier,
                    specifierText: text, conversion: only.conversion
                )
            }
        }
        return FormatArgument(position: position, conversionClass: .substitution, lengthModifier: "", specifierText: text, conversion: "#")
    }
}
