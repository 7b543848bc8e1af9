import Foundation
import Rules

/// Reading and writing a baseline file (`--baseline`, `--write-baseline`).
///
/// The file is JSON, pretty-printed, one finding per object, sorted by file, key, locale, variation, rule and
/// text, so that a change to it reads well in a diff and two runs over the same strings write the same bytes:
///
/// ```json
/// { "version": 1,
///   "findings": [ { "file": "App/Localizable.xcstrings", "key": "save", "locale": "en", "variation": "",
///                   "rule": "title-case", "text": "Save changes" } ] }
/// ```
/// `count` is added where the same content was found more than once.
public enum BaselineFile {
    public static let version = 1

    /// The file's text.
    public static func render(_ baseline: Baseline) -> String {
        let items = baseline.counts.keys.sorted()
        let findings: [OrderedJSON] = items.map { item in
            var members: [(String, OrderedJSON)] = [
                ("file", .string(item.file)), ("key", .string(item.key)), ("locale", .string(item.locale)),
                ("variation", .string(item.variation)), ("rule", .string(item.rule)), ("text", .string(item.text)),
            ]
            let count = baseline.counts[item] ?? 1
            if count > 1 { members.append(("count", .int(count))) }
            return .object(members)
        }
        return OrderedJSON.object([
            ("version", .int(version)), ("tool", .string("copylint")), ("findings", .array(findings)),
        ]).rendered()
    }

    /// Parses a baseline file's contents; `path` only names the file in errors.
    public static func parse(_ data: Data, path: String) throws(BaselineError) -> Baseline {
        let root: JSONValue
        do {
            root = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw BaselineError(path: path, message: "not valid JSON")
        }
        guard let object = root.objectValue, let findings = object["findings"]?.arrayValue else {
            throw BaselineError(path: path, message: "expected an object with a \"findings\" array")
        }
        guard let version = object["version"]?.numberValue, version == Double(Self.version) else {
            throw BaselineError(path: path, message: "unsupported baseline version (expected \(Self.version))")
        }
        var counts: [Baseline.Item: Int] = [:]
        for (index, value) in findings.enumerated() {
            guard let finding = value.objectValue else {
                throw BaselineError(path: path, message: "findings[\(index)] is not an object")
            }
            func field(_ name: String) throws(BaselineError) -> String {
                guard let text = finding[name]?.stringValue else {
                    throw BaselineError(path: path, message: "findings[\(index)] has no string \"\(name)\"")
                }
                return text
            }
            let item = Baseline.Item(
                file: try field("file"), key: try field("key"), locale: try field("locale"),
                variation: try field("variation"), rule: try field("rule"), text: try field("text")
            )
            var count = 1
            if let given = finding["count"] {
                guard let number = given.numberValue, number >= 1, number <= Double(Int32.max), number.rounded() == number else {
                    throw BaselineError(path: path, message: "findings[\(index)].count must be a whole number of at least 1")
                }
                count = Int(number)
            }
            counts[item, default: 0] += count
        }
        return Baseline(counts: counts)
    }

    /// Reads a baseline file from disk.
    public static func read(path: String) throws(BaselineError) -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BaselineError(path: path, message: "cannot read the baseline file")
        }
        return try parse(data, path: path)
    }

    /// Writes a baseline file to disk.
    public static func write(_ baseline: Baseline, to path: String) throws(BaselineError) {
        do {
            try render(baseline).write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw BaselineError(path: path, message: "cannot write the baseline file: \(error.localizedDescription)")
        }
    }
}

/// A baseline file that cannot be read or is not a baseline: a usage error (exit 2) naming the file.
public struct BaselineError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String

    public var description: String { "\(path): \(message)" }
}
