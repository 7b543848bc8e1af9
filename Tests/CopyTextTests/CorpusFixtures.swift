import CopylintTestSupport
import Foundation
import XCTest

/// The text the CopyText tests run on: the repository's own Kestrel fixtures (`Tests/Fixtures/Text`), always;
/// every string file of `Corpora.textFolders`; and, for the tests that pin down what real apps ship, the
/// DuckDuckGo and linearmouse corpora, which skip the test when the corpora are absent.
enum CorpusFixtures {
    /// The made-up Kestrel app's string files: a 13-locale catalog, a `.strings`/`.stringsdict` table in eight
    /// locales and a German XLIFF export (see `Tests/Fixtures/Text/README.md`).
    static let kestrel = Corpora.fixture("Text/Kestrel")

    static let kestrelCatalog = kestrel.appendingPathComponent("Localizable.xcstrings")

    /// Every value of every Kestrel file.
    static func kestrelValues() throws -> [TextValue] {
        try StringFileValues.values(under: kestrel)
    }

    /// Every value of every string file of the fixtures, the bundled example and (when present) the corpora,
    /// read once: what the tests comparing a fast path with the exact reading walk.
    static func textFolderValues() throws -> [TextValue] {
        try textFolderRead.get()
    }

    private static let textFolderRead = Result { try Corpora.textFolders.flatMap(StringFileValues.values(under:)) }

    /// The lower bound a walk of the text folders must reach: the Kestrel fixtures alone hold 616 values (453 in
    /// the catalog, 64 in the `.strings` files, 65 in the `.stringsdict` files, 34 in the XLIFF export; counted
    /// with Python's json, plistlib and ElementTree), and the corpora, when present, over 14,000.
    static var textFolderMinimum: Int { Corpora.isAvailable ? 14_000 : 616 }

    /// Every value of every DuckDuckGo `Localizable.strings` (25 locales); skips when the corpora are absent.
    static func duckDuckGoValues() throws -> [TextValue] {
        let resources = try Corpora.require("duckduckgo-iOS/LocalPackages/SyncUI-iOS/Sources/SyncUI-iOS/Resources")
        let folders = try FileManager.default.contentsOfDirectory(atPath: resources.path).filter { $0.hasSuffix(".lproj") }.sorted()
        return try folders.flatMap { folder in
            try StringFileValues.values(in: resources.appendingPathComponent(folder).appendingPathComponent("Localizable.strings"))
        }
    }

    /// The linearmouse catalog (35 locales); skips when the corpora are absent.
    static func linearMouseCatalog() throws -> URL {
        try Corpora.require("linearmouse/LinearMouse/Localizable.xcstrings")
    }

    /// Every `stringUnit` value of the linearmouse catalog (plain values and variation leaves), with its locale.
    static func linearMouseValues() throws -> [TextValue] {
        try StringFileValues.values(in: linearMouseCatalog())
    }

    /// For each locale of a String Catalog, the plural categories its plural variations use.
    static func pluralCategories(ofCatalog catalog: URL) throws -> [String: Set<String>] {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: catalog))
        let strings = try XCTUnwrap((json as? [String: Any])?["strings"] as? [String: Any])
        var categories: [String: Set<String>] = [:]
        func collect(_ node: Any, locale: String) {
            guard let dictionary = node as? [String: Any] else { return }
            if let plural = dictionary["plural"] as? [String: Any] {
                categories[locale, default: []].formUnion(plural.keys)
            }
            dictionary.values.forEach { collect($0, locale: locale) }
        }
        for entry in strings.values {
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            for (locale, localization) in localizations {
                collect(localization, locale: locale)
            }
        }
        return categories
    }
}
