/// The only references copylint resolves: the five predefined XML entities and numeric character references.
///
/// Anything else would need a DTD to be expanded, which copylint never does.
enum XMLEntities {
    /// The scalar `&name;` stands for (`name` without `&` and `;`), or nil when it is not a predefined entity
    /// or a valid character reference.
    static func resolve(_ name: String) -> UInt32? {
        switch name {
        case "lt": return 0x3C
        case "gt": return 0x3E
        case "amp": return 0x26
        case "apos": return 0x27
        case "quot": return 0x22
        default: break
        }
        var utf8 = name.utf8[...]
        guard utf8.first == UInt8(ascii: "#") else { return nil }
        utf8 = utf8.dropFirst()
        var radix: UInt32 = 10
        if utf8.first == UInt8(ascii: "x") {
            radix = 16
            utf8 = utf8.dropFirst()
        }
        guard !utf8.isEmpty, utf8.count <= 8 else { return nil }
        var value: UInt32 = 0
        for byte in utf8 {
            guard let digit = digitValue(byte), digit < radix else { return nil }
            value = value * radix + digit
        }
        return isXMLCharacter(value) ? value : nil
    }

    /// XML 1.0 `Char`: tab, LF, CR and the scalars from U+0020 on, less surrogates, U+FFFE and U+FFFF.
    static func isXMLCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x09, 0x0A, 0x0D: return true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    private static func digitValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
