/// Escaping for XML 1.0 text and attribute values (the JUnit report).
///
/// Markup characters become entities; in attributes, tabs and line breaks become character references so
/// attribute-value normalization keeps them. Characters XML 1.0 cannot carry at all (most C0 controls,
/// U+FFFE, U+FFFF) are written as `\u{1B}` so the document still parses and the reader still sees them.
public enum XMLText {
    public static func text(_ value: String) -> String {
        escape(value, inAttribute: false)
    }

    public static func attribute(_ value: String) -> String {
        escape(value, inAttribute: true)
    }

    private static func escape(_ value: String, inAttribute: Bool) -> String {
        var output = ""
        output.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"" where inAttribute: output += "&quot;"
            case "'" where inAttribute: output += "&apos;"
            case "\n" where inAttribute: output += "&#10;"
            case "\r": output += "&#13;"
            case "\t" where inAttribute: output += "&#9;"
            case "\n", "\t": output.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output
    }
}
