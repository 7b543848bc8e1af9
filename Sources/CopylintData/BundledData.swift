import Foundation

/// The `Rules/` and `Locales/` folders, compiled into the binary by the EmbedData plugin.
///
/// Paths are repository-relative (`Rules/title-case.json`, `Locales/en/lexicon.json`).
public enum BundledData {
    /// Every embedded file path, sorted.
    public static var paths: [String] { EmbeddedData.files.keys.sorted() }

    /// The text of an embedded file, or nil when there is none at that path.
    public static func text(_ path: String) -> String? { EmbeddedData.files[path] }

    /// Decodes an embedded JSON (JSON5 allowed) file; nil when the file does not exist.
    /// A file that exists but does not decode is a build defect, caught by the data tests, so it traps.
    public static func decode<T: Decodable>(_ type: T.Type, from path: String) -> T? {
        guard let text = EmbeddedData.files[path] else { return nil }
        do {
            return try jsonDecoder().decode(type, from: Data(text.utf8))
        } catch {
            preconditionFailure("bundled data file \(path) does not decode as \(type): \(error)")
        }
    }

    /// A decoder that accepts JSON5 (comments, trailing commas, unquoted keys), as the data files and the
    /// configuration may use it.
    public static func jsonDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.allowsJSON5 = true
        return decoder
    }
}
