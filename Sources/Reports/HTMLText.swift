/// Escaping for HTML text and attribute values, and a one-pass template filler.
///
/// Everything from a catalog is untrusted (translations come from vendors), so every piece of it goes through
/// `escape` before it reaches server-rendered HTML, and hidden characters (bidirectional overrides, controls)
/// are spelled out so they cannot reorder the page.
public enum HTMLText {
    /// Escapes `& < > " '`, so the result is safe in text and in quoted attribute values.
    public static func escape(_ value: String) -> String {
        var output = ""
        output.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// Catalog text for a table cell: hidden characters spelled out, at most `limit` characters, escaped.
    public static func visible(_ value: String, limit: Int = .max) -> String {
        escape(VisibleText.line(value, limit: limit))
    }

    /// Fills `{{name}}` slots of `template` in one pass over the template, so a value that itself contains
    /// `{{name}}` is never filled again. A slot without a value is an error in the template.
    public static func fill(_ template: String, _ values: [String: String]) -> String {
        var output = ""
        var rest = template[...]
        while let open = rest.range(of: "{{") {
            output += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "}}") else {
                preconditionFailure("unterminated {{ in the HTML report template")
            }
            let name = String(rest[open.upperBound..<close.lowerBound])
            guard let value = values[name] else { preconditionFailure("the HTML report template has no value for {{\(name)}}") }
            output += value
            rest = rest[close.upperBound...]
        }
        output += rest
        return output
    }
}
