import Rules

/// GitHub Actions workflow commands: one `::error`, `::warning` or `::notice` line per finding, which the
/// Actions log turns into annotations on the file and line (`::warning file=…,line=…,col=…,title=…::message`).
///
/// Escaping follows GitHub's toolkit (`@actions/core`): in the message `%`, CR and LF become `%25`, `%0D`,
/// `%0A`; in properties `:` and `,` also become `%3A` and `%2C`. So no catalog text can end a command early,
/// start a new one, or add a property. Hidden characters (bidirectional overrides, controls) are spelled out
/// so they cannot reorder the log line.
public struct GitHubReporter: Reporter {
    public static let formatName = "github"
    public static let fileName = "copylint.github.txt"

    public init() {}

    public func render(_ report: Report) -> String {
        var output = ""
        for error in report.errors {
            var properties = [("file", error.file)]
            if let line = error.line { properties.append(("line", String(line))) }
            properties.append(("title", "copylint: file could not be read"))
            output += command("error", properties: properties, message: error.message)
        }
        for finding in report.findings {
            let region = report.region(of: finding)
            var properties = [
                ("file", finding.file), ("line", String(region.startLine)), ("col", String(region.startColumn)),
            ]
            if let end = region.endColumn { properties.append(("endColumn", String(end))) }
            var title = "copylint \(finding.rule)"
            if !finding.locale.isEmpty { title += " (\(finding.locale))" }
            properties.append(("title", title))
            var message = finding.message
            // A finding on a whole table (`locale-coverage`) has no key and no text to repeat.
            if !finding.key.isEmpty || !finding.text.isEmpty {
                message += "\nKey: \(finding.key)"
                if !finding.variation.isEmpty { message += " (\(finding.variation))" }
                message += "\nText: \(finding.text)"
            }
            if let suggestion = finding.suggestion, suggestion != finding.text { message += "\nSuggestion: \(suggestion)" }
            output += command(Self.command(for: finding.severity), properties: properties, message: message)
        }
        return output
    }

    /// `error`, `warning`, or `notice` for info.
    public static func command(for severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "notice"
        }
    }

    private func command(_ name: String, properties: [(String, String)], message: String) -> String {
        let rendered = properties.map { "\($0.0)=\(Self.escapeProperty(VisibleText.line($0.1, lineBreak: "\n")))" }
        return "::\(name) \(rendered.joined(separator: ","))::\(Self.escapeData(VisibleText.line(message, lineBreak: "\n")))\n"
    }

    /// Escaping for a command's message.
    public static func escapeData(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": output += "%25"
            case "\r": output += "%0D"
            case "\n": output += "%0A"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// Escaping for a command's property value.
    public static func escapeProperty(_ text: String) -> String {
        var output = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": output += "%3A"
            case ",": output += "%2C"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
