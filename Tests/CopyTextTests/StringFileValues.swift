import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// One string value of a string file, with the locale it is written in.
struct TextValue: Sendable {
    var locale: String
    var value: String
}

/// Reads the string values of Apple string files with Foundation alone (JSON, property lists, XML), so the
/// CopyText tests get real text without depending on copylint's own readers, which they would otherwise test
/// through.
///
/// `.xcstrings`: every `stringUnit` value, plain or a variation leaf, under its localization's locale.
/// `.strings` and `.stringsdict`: every value (the stringsdict's format keys and forms), under the `*.lproj`
/// folder's locale (`en` outside one, and for `Base`). `.xliff` and `.xlf`: every `<source>` under the file's
/// `source-language` and every `<target>` under its `target-language`. Other files are not string files.
enum StringFileValues {
    struct Unreadable: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "\(path): \(reason)" }
    }

    /// The values of every string file below `folder`, files in path order.
    static func values(under folder: URL) throws -> [TextValue] {
        var files: [URL] = []
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let file = enumerator?.nextObject() as? URL {
            if (try? file.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true { files.append(file) }
        }
        return try files.sorted { $0.path < $1.path }.flatMap(values(in:))
    }

    /// The values of one file; none when it is not a string file.
    static func values(in file: URL) throws -> [TextValue] {
        switch file.pathExtension.lowercased() {
        case "xcstrings": return try catalogValues(in: file)
        case "strings": return try stringsValues(file)
        case "stringsdict": return try stringsDictValues(file)
        case "xliff", "xlf": return try xliffValues(file)
        default: return []
        }
    }

    /// The locale a `.strings` or `.stringsdict` file is written in: its `*.lproj` folder's name.
    private static func lprojLocale(of file: URL) -> String {
        let folder = file.deletingLastPathComponent().lastPathComponent
        guard folder.hasSuffix(".lproj") else { return "en" }
        let locale = String(folder.dropLast(".lproj".count))
        return locale == "Base" ? "en" : locale
    }

    /// The values of a String Catalog, of every key or of `key` alone.
    static func catalogValues(in file: URL, key only: String? = nil) throws -> [TextValue] {
        guard let root = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any] else {
            throw Unreadable(path: file.path, reason: "not a JSON object")
        }
        var values: [TextValue] = []
        func collect(_ node: Any, locale: String) {
            guard let dictionary = node as? [String: Any] else { return }
            if let unit = dictionary["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
                values.append(TextValue(locale: locale, value: value))
            }
            for key in dictionary.keys.sorted() where key != "stringUnit" {
                collect(dictionary[key]!, locale: locale)
            }
        }
        let strings = root["strings"] as? [String: Any] ?? [:]
        for key in strings.keys.sorted() where only == nil || key == only {
            let localizations = (strings[key] as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            for locale in localizations.keys.sorted() {
                collect(localizations[locale]!, locale: locale)
            }
        }
        return values
    }

    private static func propertyList(_ file: URL) throws -> [String: Any] {
        let plist = try PropertyListSerialization.propertyList(from: withoutBOMlessUTF16(Data(contentsOf: file)), format: nil)
        guard let dictionary = plist as? [String: Any] else {
            throw Unreadable(path: file.path, reason: "not a dictionary")
        }
        return dictionary
    }

    /// UTF-16 without a byte order mark (which Xcode reads, and Foundation's parser on Linux does not) as UTF-8:
    /// told from UTF-8 by its NUL bytes, its byte order by where they stand.
    private static func withoutBOMlessUTF16(_ data: Data) -> Data {
        let bytes = [UInt8](data.prefix(2))
        guard data.count >= 2, bytes != [0xFF, 0xFE], bytes != [0xFE, 0xFF], data.contains(0) else { return data }
        let evenNULs = stride(from: 0, to: data.count, by: 2).filter { data[data.startIndex + $0] == 0 }.count
        let oddNULs = stride(from: 1, to: data.count, by: 2).filter { data[data.startIndex + $0] == 0 }.count
        let encoding: String.Encoding = evenNULs > oddNULs ? .utf16BigEndian : .utf16LittleEndian
        return String(data: data, encoding: encoding).map { Data($0.utf8) } ?? data
    }

    private static func stringsValues(_ file: URL) throws -> [TextValue] {
        let pairs = try propertyList(file)
        let locale = lprojLocale(of: file)
        return pairs.keys.sorted().compactMap { key in (pairs[key] as? String).map { TextValue(locale: locale, value: $0) } }
    }

    private static func stringsDictValues(_ file: URL) throws -> [TextValue] {
        let locale = lprojLocale(of: file)
        var values: [TextValue] = []
        func collect(_ node: Any, key: String) {
            if let text = node as? String {
                if key != "NSStringFormatSpecTypeKey", key != "NSStringFormatValueTypeKey" {
                    values.append(TextValue(locale: locale, value: text))
                }
            } else if let dictionary = node as? [String: Any] {
                for child in dictionary.keys.sorted() { collect(dictionary[child]!, key: child) }
            }
        }
        collect(try propertyList(file), key: "")
        return values
    }

    private static func xliffValues(_ file: URL) throws -> [TextValue] {
        let parser = XMLParser(data: try Data(contentsOf: file))
        let collector = XLIFFTextCollector()
        parser.delegate = collector
        guard parser.parse() else {
            throw Unreadable(path: file.path, reason: parser.parserError.map { "\($0)" } ?? "not XML")
        }
        return collector.values
    }
}

/// The text of every `<source>` and `<target>` of an XLIFF document, with its `<file>`'s languages.
private final class XLIFFTextCollector: NSObject, XMLParserDelegate {
    private(set) var values: [TextValue] = []
    private var sourceLanguage = "en"
    private var targetLanguage = "en"
    private var open: (locale: String, text: String)?

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        switch elementName {
        case "file":
            sourceLanguage = attributeDict["source-language"] ?? "en"
            targetLanguage = attributeDict["target-language"] ?? sourceLanguage
        case "source": open = (sourceLanguage, "")
        case "target": open = (targetLanguage, "")
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        open?.text += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard elementName == "source" || elementName == "target", let element = open else { return }
        values.append(TextValue(locale: element.locale, value: element.text))
        open = nil
    }
}
