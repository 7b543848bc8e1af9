import Foundation

extension RuleExample {
    /// This example with `text` added to the comment of every string it audits: the example's own `comment`
    /// for a `text` example, every key's `comment` of a `catalog` (and of `.xcstrings` `files`), the comment
    /// before every pair of `.strings` files and a `<note>` in every unit of `.xliff` files.
    ///
    /// Exists so that a test can show, for every rule file at once, that a directive in a string's comment
    /// (`copylint:disable=<id>`) reaches each of the rule's firing examples, whatever form the example takes.
    /// Swift code and `.stringsdict` files carry no string comments and are left as they are.
    public func addingToEveryComment(_ text: String) -> RuleExample {
        var example = self
        if self.text != nil {
            example.comment = [comment, text].compactMap { $0 }.joined(separator: " ")
        }
        if let catalog {
            example.catalog = Self.catalog(catalog, addingToComments: text)
        }
        if let files {
            example.files = files.reduce(into: [:]) { result, file in
                result[file.key] = Self.file(named: file.key, contents: file.value, addingToComments: text)
            }
        }
        return example
    }

    /// A String Catalog (its JSON) whose every key's comment ends with `text`.
    private static func catalog(_ catalog: JSONValue, addingToComments text: String) -> JSONValue {
        guard case .object(var document) = catalog, case .object(let strings)? = document["strings"] else { return catalog }
        var commented: [String: JSONValue] = [:]
        for (key, value) in strings {
            guard case .object(var fields) = value else {
                commented[key] = value
                continue
            }
            fields["comment"] = .string([fields["comment"]?.stringValue, text].compactMap { $0 }.joined(separator: " "))
            commented[key] = .object(fields)
        }
        document["strings"] = .object(commented)
        return .object(document)
    }

    /// A file of a `files` example with `text` in every string's comment, by the file's format.
    private static func file(named path: String, contents: String, addingToComments text: String) -> String {
        if path.hasSuffix(".xcstrings"), let data = contents.data(using: .utf8),
            let catalog = try? JSONDecoder().decode(JSONValue.self, from: data),
            let encoded = try? JSONEncoder().encode(Self.catalog(catalog, addingToComments: text)) {
            return String(decoding: encoded, as: UTF8.self)
        }
        if path.hasSuffix(".strings") {
            return stringsFile(contents, addingToComments: text)
        }
        if path.hasSuffix(".xliff") {
            return contents.replacingOccurrences(
                of: "(<trans-unit\\b[^>]*>)", with: "$1<note>\(text)</note>", options: .regularExpression
            )
        }
        return contents
    }

    /// A `.strings` file whose every pair (a line starting with a quote) has `text` in the comment right before
    /// it: added inside a `/* … */` comment that ends the line before, else as a comment line of its own.
    private static func stringsFile(_ contents: String, addingToComments text: String) -> String {
        var lines: [String] = []
        for line in contents.components(separatedBy: "\n") {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("\"") {
                if let previous = lines.last, previous.hasSuffix("*/") {
                    lines[lines.count - 1] = String(previous.dropLast(2)) + " \(text) */"
                } else {
                    lines.append("/* \(text) */")
                }
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
