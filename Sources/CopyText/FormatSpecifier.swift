/// What kind of value a format specifier consumes, so that a source string and its translation can be compared by
/// argument type rather than by spelling (`%i` and `%d` are both `signedInteger`).
public enum ConversionClass: String, Sendable, CaseIterable {
    /// `%@`: an Objective-C / Swift object (String, NSNumber, …).
    case object
    /// `%d %i %D`: a signed integer.
    case signedInteger
    /// `%u %U %x %X %o %O`: an unsigned integer.
    case unsignedInteger
    /// `%f %F %e %E %g %G %a %A`: a double (or long double with `L`).
    case floatingPoint
    /// `%c %C`: one character.
    case character
    /// `%s %S`: a NUL-terminated C string.
    case cString
    /// `%p`: a pointer.
    case pointer
    /// `%%`: a literal percent sign; it takes no argument.
    case percentLiteral
    /// `%#@name@`: a stringsdict / xcstrings substitution whose type comes from the substitution's definition.
    case substitution
    /// `%arg`: inside an xcstrings substitution variation, the substitution's own argument.
    case substitutionArgument

    /// The class of a printf conversion character (`d` → `signedInteger`), or nil when the character converts nothing.
    public init?(conversion: Character) {
        switch conversion {
        case "@": self = .object
        case "d", "D", "i": self = .signedInteger
        case "u", "U", "x", "X", "o", "O": self = .unsignedInteger
        case "f", "F", "e", "E", "g", "G", "a", "A": self = .floatingPoint
        case "c", "C": self = .character
        case "s", "S": self = .cString
        case "p": self = .pointer
        case "%": self = .percentLiteral
        default: return nil
        }
    }

    /// `init(conversion:)` for the conversion character as one ASCII byte, as the parser reads it: the same
    /// answers without building a `Character` (a unit test compares the two for every ASCII byte).
    init?(conversionByte byte: UInt8) {
        switch byte {
        case UInt8(ascii: "@"): self = .object
        case UInt8(ascii: "d"), UInt8(ascii: "D"), UInt8(ascii: "i"): self = .signedInteger
        case UInt8(ascii: "u"), UInt8(ascii: "U"), UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "o"), UInt8(ascii: "O"):
            self = .unsignedInteger
        case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"),
             UInt8(ascii: "g"), UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"):
            self = .floatingPoint
        case UInt8(ascii: "c"), UInt8(ascii: "C"): self = .character
        case UInt8(ascii: "s"), UInt8(ascii: "S"): self = .cString
        case UInt8(ascii: "p"): self = .pointer
        case UInt8(ascii: "%"): self = .percentLiteral
        default: return nil
        }
    }

    /// Whether a specifier of this class consumes an argument of its own from the argument list.
    /// `%%` never does; `%arg` refers to the enclosing substitution's argument instead of taking a new one.
    public var takesArgument: Bool {
        switch self {
        case .percentLiteral, .substitutionArgument: return false
        default: return true
        }
    }
}

/// One well-formed format specifier found in a string, with everything needed to compare it with the specifiers of
/// another localization and to point at it (scalar offsets, the exact spelling).
public struct FormatSpecifier: Hashable, Sendable {
    /// The specifier exactly as written, e.g. `"%1$lld"`, `"%#@files@"`, `"%arg"`.
    public let text: String
    /// Unicode-scalar offsets of `text` in the parsed string.
    public let scalarRange: Range<Int>
    /// The explicit `n$` position, or nil for a sequential specifier.
    public let position: Int?
    /// The flag characters (`-+ #0'`) as written; empty when none.
    public let flags: String
    /// The width as written (`"5"` or `"*"`), or nil.
    public let width: String?
    /// The precision as written after the dot (`"2"`, `"*"`, or `""` for a bare dot as in `%.f`), or nil.
    public let precision: String?
    /// The length modifier (`hh h ll l q L z t j`); empty when none.
    public let lengthModifier: String
    /// The conversion character: `@`, `d`, `u`, `%`, …; `#` for `%#@name@` substitutions and for `%arg`.
    public let conversion: Character
    /// What the specifier consumes; see `ConversionClass`.
    public let conversionClass: ConversionClass
    /// The substitution's name for `%#@name@`; nil otherwise.
    public let substitutionName: String?

    /// Creates a specifier; the parser is the usual source, tests and rules may build expected values directly.
    public init(
        text: String, scalarRange: Range<Int>, position: Int? = nil, flags: String = "", width: String? = nil,
        precision: String? = nil, lengthModifier: String = "", conversion: Character,
        conversionClass: ConversionClass, substitutionName: String? = nil
    ) {
        self.text = text
        self.scalarRange = scalarRange
        self.position = position
        self.flags = flags
        self.width = width
        self.precision = precision
        self.lengthModifier = lengthModifier
        self.conversion = conversion
        self.conversionClass = conversionClass
        self.substitutionName = substitutionName
    }

    /// How many arguments the specifier consumes: one for the value plus one for each `*` width or precision
    /// (printf reads those as `int`s before the value); zero for `%%` and `%arg`.
    public var consumedArgumentCount: Int {
        guard conversionClass.takesArgument else { return 0 }
        return 1 + (width == "*" ? 1 : 0) + (precision == "*" ? 1 : 0)
    }
}

/// A `%` sequence that was meant as a placeholder but cannot work as one (`% @`, `%1$ @`, `％@`, `%#@name` without its
/// closing `@`, an unescaped `%` in a format string). It exists so `placeholder-invalid` can point at the exact text.
public struct MalformedSpecifier: Hashable, Sendable {
    /// The offending text as written, starting with `%` (or `％`).
    public let text: String
    /// Unicode-scalar offsets of `text` in the parsed string.
    public let scalarRange: Range<Int>
    /// Why the text is not a working specifier, in words a translator can act on.
    public let reason: String

    /// Creates a malformed-specifier record.
    public init(text: String, scalarRange: Range<Int>, reason: String) {
        self.text = text
        self.scalarRange = scalarRange
        self.reason = reason
    }
}
