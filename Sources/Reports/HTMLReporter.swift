import Rules

/// The HTML report: one self-contained file for whoever runs localization QA. It works offline and makes no
/// network request; a Content-Security-Policy allows only its own inline stylesheet and script (by SHA-256
/// hash) and nothing else (`default-src 'none'`).
///
/// The page is built from the templates in the repository's `Reports/` folder (embedded at build time):
/// `report.html` with `{{slots}}`, the stylesheets `*.css` and the scripts `*.js` (each kind joined in name
/// order). The findings travel as HTML-safe JSON (`HTMLReportData`) that the script turns into DOM nodes with
/// `textContent` only; the heading, totals and a plain findings table are rendered here, escaped.
public struct HTMLReporter: Reporter {
    public static let formatName = "html"
    public static let fileName = "copylint.html"

    /// Findings in the table shown with JavaScript off.
    public var staticRows = 500

    public init() {}

    public func render(_ report: Report) -> String {
        let style = HTMLAssets.stylesheet
        let script = HTMLAssets.script
        return HTMLText.fill(HTMLAssets.template, [
            "csp": Self.contentSecurityPolicy(style: style, script: script),
            "title": HTMLText.escape(HTMLStaticParts.title(report)),
            "style": style,
            "header": HTMLStaticParts.header(report),
            "noscript": HTMLStaticParts.noscriptSummary(report, limit: staticRows),
            "data": HTMLReportData.json(report),
            "script": script,
        ])
    }

    /// Nothing but the inline style and script whose hashes are given; no connections, images, fonts, frames,
    /// forms or base URL.
    public static func contentSecurityPolicy(style: String, script: String) -> String {
        "default-src 'none'; style-src 'sha256-\(SHA256.base64(style))'; script-src 'sha256-\(SHA256.base64(script))'; "
            + "base-uri 'none'; form-action 'none'"
    }
}

/// The embedded files of `Reports/`.
enum HTMLAssets {
    static var template: String { file("Reports/report.html") }

    static var stylesheet: String { joined(suffix: ".css") }

    /// The scripts run as one strict-mode function, so they share names without adding globals.
    static var script: String { "(function () {\n\"use strict\";\n" + joined(suffix: ".js") + "})();\n" }

    private static func file(_ path: String) -> String {
        guard let text = EmbeddedData.files[path] else { preconditionFailure("\(path) is not embedded") }
        return text
    }

    private static func joined(suffix: String) -> String {
        EmbeddedData.files.keys.filter { $0.hasPrefix("Reports/") && $0.hasSuffix(suffix) }.sorted()
            .map { EmbeddedData.files[$0]! }.joined(separator: "\n")
    }
}
