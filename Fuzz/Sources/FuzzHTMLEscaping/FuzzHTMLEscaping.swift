import Catalogs
import Foundation
import FuzzSupport
import Reports
import Rules

/// libFuzzer entry point: one input, decoded as UTF-8, as hostile catalog text reaching the HTML report.
///
/// `HTMLText.escape` must leave no character that could open markup or end an attribute, and must be undone
/// exactly by unescaping; `HTMLText.visible` must be escaped too; and the report's embedded JSON
/// (`HTMLReportData.json`), holding the text as a finding's text, key and message, must contain no `<`, `>` or
/// `&` at all and give the text back when parsed.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTMLEscaping(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = fuzzText(bytes, count)
    let escaped = HTMLText.escape(text)
    // Scalar by scalar: a `<` followed by a combining mark is still a `<` to an HTML parser.
    for forbidden: Unicode.Scalar in ["<", ">", "\"", "'"] {
        require(!escaped.unicodeScalars.contains(forbidden), "escape left \(forbidden) in place")
    }
    require(unescape(escaped).unicodeScalars.elementsEqual(text.unicodeScalars), "unescaping does not give the text back")
    let visible = HTMLText.visible(text, limit: 40)
    require(!visible.unicodeScalars.contains { $0 == "<" || $0 == ">" || $0 == "\"" }, "visible text is not escaped")

    let finding = Finding(
        rule: "ellipsis-character", severity: .warning, file: "App/\(text).xcstrings", line: 1, column: 1, key: text,
        locale: "en", variation: "", role: .button, roleSource: .comment, text: text, message: text, suggestion: text,
        span: 0..<text.unicodeScalars.count, sourceText: text
    )
    let report = Report(
        toolVersion: "fuzz", files: [.init(path: "App/\(text).xcstrings", format: .xcstrings, entries: 1, locales: ["en"])],
        findings: [finding], errors: [ReadError(file: text, line: 1, message: text)], roleSources: [.comment: 1]
    )
    let json = HTMLReportData.json(report)
    for forbidden: Unicode.Scalar in ["<", ">", "&", "\u{2028}", "\u{2029}"] {
        require(!json.unicodeScalars.contains(forbidden), "the report's JSON holds a raw \(forbidden.debugDescription)")
    }
    let parsed = try? JSONSerialization.jsonObject(with: Data(json.utf8))
    require(parsed != nil, "the report's JSON does not parse")
    require(holds(parsed as Any, text), "the text does not come back from the report's JSON")
    _ = HTMLReporter().render(report)
    return 0
}

/// The five entities `escape` writes, undone in one pass over the Unicode scalars (not characters: an entity
/// followed by a combining mark, as in `&gt;` + U+103A, ends at its `;` all the same).
private func unescape(_ escaped: String) -> String {
    let scalars = Array(escaped.unicodeScalars)
    var output = String.UnicodeScalarView()
    var index = 0
    let entities: [(String, Unicode.Scalar)] = [("&amp;", "&"), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'")]
    while index < scalars.count {
        guard scalars[index] == "&" else {
            output.append(scalars[index])
            index += 1
            continue
        }
        let match = entities.first { entity, _ in
            let spelled = Array(entity.unicodeScalars)
            return index + spelled.count <= scalars.count && Array(scalars[index..<index + spelled.count]) == spelled
        }
        guard let (entity, character) = match else {
            require(false, "a bare & in escaped text")
            return ""
        }
        output.append(character)
        index += entity.unicodeScalars.count
    }
    return String(output)
}

/// True when `text` is one of the string values anywhere in a parsed JSON value.
private func holds(_ value: Any, _ text: String) -> Bool {
    switch value {
    case let string as String: return string == text
    case let array as [Any]: return array.contains { holds($0, text) }
    case let object as [String: Any]: return object.values.contains { holds($0, text) }
    default: return false
    }
}

/// The executable's entry point (see `runLibFuzzer`).
@_cdecl("FuzzHTMLEscaping_main")
public func fuzzHTMLEscapingMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc, argv, fuzzHTMLEscaping)
}
