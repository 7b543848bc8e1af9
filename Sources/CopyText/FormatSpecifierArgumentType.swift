/// The C type a format argument is read as on Apple's 64-bit platforms (LP64: `int` 32 bits; `long`, `long long`,
/// `size_t`, `ptrdiff_t`, `intmax_t` and pointers 64 bits).
///
/// It exists because the dangerous translation mistakes are about the size and meaning of what `vprintf` pulls from
/// the argument list, not about spelling: `%d` in a translation of `%lld` reads 32 of a Swift `Int`'s 64 bits (the
/// classic garbled-number bug), while `%ld` for `%lld` reads exactly the same 64 bits. Two specifiers are
/// interchangeable exactly when they map to the same case here.
public enum FormatSpecifierArgumentType: Hashable, Sendable {
    /// `%hhd`: `signed char`. Promoted to `int` when passed, but printed truncated to 8 bits, so not `%d`.
    case signedInt8
    /// `%hd`: `short`; printed truncated to 16 bits.
    case signedInt16
    /// `%d %i` (`i` is `d` for output): `int`, 32 bits. Swift's `Int32`.
    case signedInt32
    /// `%ld %lld %qd %zd %td %jd %D` (and `%Ld`, which Apple's libc reads as `long long`): 64 bits on LP64.
    /// `%D` is the obsolete spelling of `%ld`. Swift's `Int`, which Xcode extracts as `%lld`.
    case signedInt64
    /// `%hhu %hhx %hho`: `unsigned char`.
    case unsignedInt8
    /// `%hu %hx %ho`: `unsigned short`.
    case unsignedInt16
    /// `%u %x %X %o`: `unsigned int`, 32 bits. Hex and octal only change how the same value is written.
    case unsignedInt32
    /// `%lu %llu %lx %llx %zu %U %O` …: 64 bits. `%U` and `%O` are the obsolete spellings of `%lu` and `%lo`.
    /// Swift's `UInt` (`%llu`).
    case unsignedInt64
    /// `%f %lf %F %e %E %g %G %a %A`: `double`. `float` is promoted to `double` when passed, and `l` on a float
    /// conversion changes nothing (C99), so `%lf` (Xcode's spelling for Swift `Double`) equals `%f`.
    case double
    /// `%Lf` …: `long double`, read differently from `double` (80-bit on x86_64), so never interchangeable with it.
    case longDouble
    /// `%c`: an `int` printed as one 8-bit character.
    case char8
    /// `%C`: Apple's 16-bit `unichar`. Same argument size as `%c` (both promoted to `int`) but a different
    /// character for anything outside ASCII, so not interchangeable.
    case unichar16
    /// `%lc`: `wint_t`, a 32-bit wide character.
    case wideChar32
    /// `%s`: `char *`, 8-bit, NUL-terminated.
    case cString8
    /// `%S`: `const unichar *`, 16-bit, ended by a 16-bit zero. Reading a `char *` this way garbles the text and can
    /// run past its end, so `%s` and `%S` are not interchangeable although both are C strings.
    case unicharString16
    /// `%ls`: `wchar_t *`, 32-bit on Apple platforms.
    case wideString32
    /// `%@`: an object (`NSObject`/`CVarArg` reference). Length modifiers mean nothing to it.
    case object
    /// `%p`: a pointer. Length modifiers mean nothing to it.
    case pointer
    /// `%#@name@` or `%arg` whose type is unknown: only another unknown substitution argument matches it.
    case unresolvedSubstitution
    /// `%%`: reads no argument.
    case none

    /// The type read by a specifier of `conversionClass` with `conversion` and `lengthModifier`.
    public init(conversionClass: ConversionClass, conversion: Character, lengthModifier: String) {
        switch conversionClass {
        case .signedInteger:
            let effective = conversion == "D" && lengthModifier.isEmpty ? "l" : lengthModifier
            self = Self.integer(lengthModifier: effective, signed: true)
        case .unsignedInteger:
            let effective = (conversion == "U" || conversion == "O") && lengthModifier.isEmpty ? "l" : lengthModifier
            self = Self.integer(lengthModifier: effective, signed: false)
        case .floatingPoint:
            self = lengthModifier == "L" ? .longDouble : .double
        case .character:
            if conversion == "C" {
                self = .unichar16
            } else {
                self = lengthModifier == "l" ? .wideChar32 : .char8
            }
        case .cString:
            if conversion == "S" {
                self = .unicharString16
            } else {
                self = lengthModifier == "l" ? .wideString32 : .cString8
            }
        case .object:
            self = .object
        case .pointer:
            self = .pointer
        case .substitution, .substitutionArgument:
            self = .unresolvedSubstitution
        case .percentLiteral:
            self = .none
        }
    }

    /// Integer sizes: `hh` 8, `h` 16, none 32, and every other modifier (`l ll q z t j`, and `L` as Apple's libc
    /// reads it) 64 bits on LP64.
    private static func integer(lengthModifier: String, signed: Bool) -> Self {
        switch lengthModifier {
        case "hh": return signed ? .signedInt8 : .unsignedInt8
        case "h": return signed ? .signedInt16 : .unsignedInt16
        case "": return signed ? .signedInt32 : .unsignedInt32
        default: return signed ? .signedInt64 : .unsignedInt64
        }
    }
}
