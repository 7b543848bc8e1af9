import CopyText

/// Words for what a specifier reads, for messages a translator can act on ("reads a 32-bit integer where the
/// source passes a 64-bit integer").
enum ArgumentTypeNames {
    static func describe(_ type: FormatSpecifierArgumentType) -> String {
        switch type {
        case .signedInt8: return "an 8-bit integer"
        case .signedInt16: return "a 16-bit integer"
        case .signedInt32: return "a 32-bit integer"
        case .signedInt64: return "a 64-bit integer"
        case .unsignedInt8: return "an unsigned 8-bit integer"
        case .unsignedInt16: return "an unsigned 16-bit integer"
        case .unsignedInt32: return "an unsigned 32-bit integer"
        case .unsignedInt64: return "an unsigned 64-bit integer"
        case .double: return "a floating-point number"
        case .longDouble: return "a long double"
        case .char8: return "a character"
        case .unichar16: return "a 16-bit unichar"
        case .wideChar32: return "a wide character"
        case .cString8: return "a C string"
        case .unicharString16: return "a unichar string"
        case .wideString32: return "a wide-character string"
        case .object: return "an object"
        case .pointer: return "a pointer"
        case .unresolvedSubstitution: return "a substitution of unknown type"
        case .none: return "nothing"
        }
    }
}
