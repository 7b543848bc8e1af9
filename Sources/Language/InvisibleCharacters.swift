/// Spells out the characters a reader cannot see, so that a message never reads “Write “Face ID”, not “Face ID””
/// where the difference is a no-break space: `Face⟨no-break space⟩ID`.
public enum InvisibleCharacters {
    /// True for a scalar that shows as nothing or as a plain space but is not one: other spaces (no-break, thin,
    /// ideographic), format characters (zero-width space and joiners, bidi marks, soft hyphen) and controls.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == " " { return false }
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .format, .control, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    /// The text with each invisible scalar written as its lowercased Unicode name in angle brackets (its code
    /// point where it has no name); the text itself when it has none.
    public static func spelled(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isInvisible) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            guard isInvisible(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            let name = scalar.properties.name?.lowercased() ?? "U+" + String(scalar.value, radix: 16, uppercase: true)
            result += "⟨\(name)⟩"
        }
        return result
    }
}
