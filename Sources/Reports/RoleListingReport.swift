import CopylintBase
import Rules

/// `copylint roles` output: every string the app shows, with its role and where the role came from.
///
/// Text is one line per string in the Xcode location style (`file:line:column: role (source at place): “text” (key …)`),
/// for reading and grepping; JSON is the same rows as objects, for scripts. Catalog text is untrusted, so the
/// text form spells out hidden characters (`VisibleText`) and the JSON writer escapes what JSON needs.
public enum RoleListingReport {
    public static let formats = ["text", "json"]

    /// One line per listing, with a final line break: the text, then the key where it differs from the text.
    public static func text(_ listings: [RoleListing]) -> String {
        var output = ""
        for listing in listings {
            output += "\(VisibleText.line(listing.file)):\(listing.line):\(listing.column): \(listing.role.rawValue) (\(listing.source.rawValue)"
            if let file = listing.codeFile, let line = listing.codeLine { output += " at \(VisibleText.line(file)):\(line)" }
            output += ")"
            if !listing.text.isEmpty { output += ": “\(VisibleText.line(listing.text, limit: 200))”" }
            var names: [String] = []
            if listing.key != listing.text { names.append("key \(VisibleText.line(listing.key, limit: 200))") }
            if !listing.variation.isEmpty { names.append("variation \(VisibleText.line(listing.variation))") }
            if !names.isEmpty { output += " (\(names.joined(separator: ", ")))" }
            output += "\n"
        }
        return output
    }

    /// `{"tool": …, "strings": [{file, line, column, key, variation, role, roleSource, text, codeFile, codeLine}, …]}`.
    public static func json(_ listings: [RoleListing], toolVersion: String) -> String {
        let rows = listings.map { listing -> OrderedJSON in
            .object([
                ("file", .string(listing.file)), ("line", .int(listing.line)), ("column", .int(listing.column)),
                ("key", .string(listing.key)), ("variation", .string(listing.variation)),
                ("role", .string(listing.role.rawValue)), ("roleSource", .string(listing.source.rawValue)),
                ("text", .string(listing.text)),
                ("codeFile", listing.codeFile.map(OrderedJSON.string) ?? .null), ("codeLine", listing.codeLine.map(OrderedJSON.int) ?? .null),
            ])
        }
        return OrderedJSON.object([
            ("tool", .object([("name", .string("copylint")), ("version", .string(toolVersion))])),
            ("strings", .array(rows)),
        ]).rendered()
    }
}
