/// Makes text from a catalog safe to show in one line of a plain-text report (a Markdown table cell, a
/// GitHub annotation, a JUnit attribute).
///
/// Catalog text is untrusted: a bidirectional override (U+202E) would reorder the report line around it, and
/// control characters can corrupt terminals and logs. Those characters are shown as `⟨U+202E⟩`; zero-width
/// joiners and non-joiners are left alone, since emoji and Persian need them.
public enum VisibleText {
    /// True for characters that are invisible or change how the text around them is displayed.
    public static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x08, 0x0B, 0x0C, 0x0E...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x200B, 0x200E, 0x200F, 0x202A...0x202E, 0x2060, 0x2066...0x2069, 0xFEFF: return true
        default: return false
        }
    }

    /// `text` with hidden characters spelled out, line breaks shown as `lineBreak`, and at most `limit`
    /// Unicode scalars of the original kept (then `…` ends it).
    public static func line(_ text: String, lineBreak: String = " ↵ ", limit: Int = .max) -> String {
        var output = ""
        var count = 0
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            if count == limit {
                output += "…"
                break
            }
            count += 1
            if scalar == "\n" && previousWasCarriageReturn {
                previousWasCarriageReturn = false
                continue
            }
            previousWasCarriageReturn = scalar == "\r"
            if scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}" {
                output += lineBreak
            } else if scalar == "\t" {
                output += " "
            } else if isHidden(scalar) {
                output += "⟨" + codePoint(scalar) + "⟩"
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// `U+202E`.
    public static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
