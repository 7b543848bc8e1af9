import Catalogs
import CopylintData
import Foundation

/// Finds and reads `.copylint.json`. A problem with it is a `ReadError` naming the file and, where it can be
/// found, the line.
///
/// JSONDecoder reads JSON5 but gives no positions, so after decoding into `JSONValue` the loader validates the
/// shape itself and finds the line of an offending key by looking for it in the text.
public enum ConfigurationLoader {
    public static let fileName = ".copylint.json"

    /// The nearest `.copylint.json` in `folder` or its parents.
    public static func find(from folder: String) -> String? {
        var url = URL(fileURLWithPath: folder).standardizedFileURL
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            url.deleteLastPathComponent()
        }
        while true {
            let candidate = url.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }

    public static func load(path: String) throws(ReadError) -> Configuration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ReadError(file: path, line: nil, message: "cannot read the configuration file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ReadError(file: path, line: nil, message: "the configuration is not UTF-8 text")
        }
        return try parse(text, path: path)
    }

    public static func parse(_ text: String, path: String) throws(ReadError) -> Configuration {
        let value: JSONValue
        do {
            value = try BundledData.jsonDecoder().decode(JSONValue.self, from: Data(text.utf8))
        } catch {
            throw ReadError(file: path, line: lineOfDecodingError(error), message: "not valid JSON5: \(describe(error))")
        }
        var reader = ConfigurationReader(text: text, path: path)
        return try reader.read(value)
    }

    private static func lineOfDecodingError(_ error: Error) -> Int? {
        let description = String(describing: error)
        guard let range = description.range(of: "line ") else { return nil }
        let digits = description[range.upperBound...].prefix { $0.isNumber }
        return Int(digits)
    }

    private static func describe(_ error: Error) -> String {
        if case DecodingError.dataCorrupted(let context) = error {
            return (context.underlyingError.map { String(describing: $0) }) ?? context.debugDescription
        }
        return String(describing: error)
    }
}
