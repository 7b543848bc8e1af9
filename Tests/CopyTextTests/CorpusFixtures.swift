import Foundation
import XCTest

/// Loads string values from the real-world catalogs in `../shared/corpora`, so tests check ICU's behaviour on
/// the text apps actually ship.
enum CorpusFixtures {
    /// The folder holding Package.swift, found by walking up from this file.
    static let packageRoot: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            folder.deleteLastPathComponent()
        }
        preconditionFailure("no Package.swift above \(#filePath)")
    }()

    static let corpora = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpora")

    /// The folder of DuckDuckGo's `*.lproj` folders, one per locale.
    static let duckDuckGoResources = corpora
        .appendingPathComponent("duckduckgo-iOS/LocalPackages/SyncUI-iOS/Sources/SyncUI-iOS/Resources")

    static let linearMouseCatalog = corpora.appendingPathComponent("linearmouse/LinearMouse/Localizable.xcstrings")

    /// Every value of every DuckDuckGo `Localizable.strings`, with its locale (the `.lproj` folder's name).
    static func duckDuckGoValues() throws -> [(locale: String, value: String)] {
        let folders = try FileManager.default.contentsOfDirectory(atPath: duckDuckGoResources.path)
            .filter { $0.hasSuffix(".lproj") }
            .sorted()
        var values: [(locale: String, value: String)] = []
        for folder in folders {
            let file = duckDuckGoResources.appendingPathComponent(folder).appendingPathComponent("Localizable.strings")
            let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: file), format: nil)
            let pairs = try XCTUnwrap(plist as? [String: String], "\(file.path) is not a strings table")
            let locale = String(folder.dropLast(".lproj".count))
            values += pairs.keys.sorted().map { (locale: locale, value: pairs[$0]!) }
        }
        return values
    }

    /// The linearmouse catalog's parsed JSON.
    static func linearMouseJSON() throws -> [String: Any] {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: linearMouseCatalog))
        return try XCTUnwrap(json as? [String: Any])
    }

    /// Every `stringUnit` value of the linearmouse catalog (plain values and variation leaves), with its locale.
    static func linearMouseValues() throws -> [(locale: String, value: String)] {
        var values: [(locale: String, value: String)] = []
        func collect(_ node: Any, locale: String) {
            guard let dictionary = node as? [String: Any] else {
                return
            }
            if let unit = dictionary["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
                values.append((locale: locale, value: value))
            }
            for key in dictionary.keys.sorted() {
                collect(dictionary[key]!, locale: locale)
            }
        }
        let strings = try XCTUnwrap(linearMouseJSON()["strings"] as? [String: Any])
        for key in strings.keys.sorted() {
            let localizations = (strings[key] as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            for locale in localizations.keys.sorted() {
                collect(localizations[locale]!, locale: locale)
            }
        }
        return values
    }

    /// For each locale of the linearmouse catalog, the plural categories its plural variations use.
    static func linearMousePluralCategories() throws -> [String: Set<String>] {
        var categories: [String: Set<String>] = [:]
        func collect(_ node: Any, locale: String) {
            guard let dictionary = node as? [String: Any] else {
                return
            }
            if let plural = dictionary["plural"] as? [String: Any] {
                categories[locale, default: []].formUnion(plural.keys)
            }
            dictionary.values.forEach { collect($0, locale: locale) }
        }
        let strings = try XCTUnwrap(linearMouseJSON()["strings"] as? [String: Any])
        for entry in strings.values {
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            for (locale, localization) in localizations {
                collect(localization, locale: locale)
            }
        }
        return categories
    }
}
