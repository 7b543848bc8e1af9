import Catalogs
import Foundation
import Rules

/// The app's own name, read from its InfoPlist tables before the audit (the source language's
/// `CFBundleDisplayName` and `CFBundleName`), and given to the audit as a word written the same in every locale
/// (`sameInBothLanguages` for `*`): "Rectangle" as a Slovak menu title is the app's name, not an English word
/// left untranslated, and an InfoPlist value that only repeats it is no missing translation. It is also a
/// lexicon term, whose casing the case rules keep.
///
/// Only the InfoPlist files are read here, and only their source entries are kept: a project has few of them,
/// and the audit reads them again with everything else.
enum AppNameStep {
    static let keys: Set<String> = ["CFBundleDisplayName", "CFBundleName"]

    /// `configuration` with the app names of `requests` added to its same-in-both-languages words.
    static func adding(namesIn requests: [ReadRequest], to configuration: Configuration) -> Configuration {
        let names = self.names(in: requests)
        guard !names.isEmpty else { return configuration }
        var configured = configuration
        configured.sameInBothLanguages["*", default: []] += names
        // The name's casing is the app's own: "Home Assistant" is no sentence-style mistake.
        configured.lexicon += names.filter { !configuration.lexicon.contains($0) }
        return configured
    }

    /// The names, sorted and without repeats. A value that is a build setting (`$(PRODUCT_NAME)`) names nothing.
    static func names(in requests: [ReadRequest]) -> [String] {
        let infoPlists = requests.filter { request in
            guard AppIdentityKeys.isInfoPlist(request.displayPath) else { return false }
            // A .strings table's source is its source language's folder; other formats hold their source.
            return request.locale.map { $0 == request.sourceLanguage } ?? true
        }
        var names: Set<String> = []
        for request in infoPlists {
            guard case .success(let file) = CatalogReader.read(request) else { continue }
            for entry in file.entries where entry.isSource && keys.contains(entry.key) {
                let name = entry.value.trimmingCharacters(in: .whitespacesAndNewlines)
                if !name.isEmpty, !name.contains("$(") { names.insert(name) }
            }
        }
        return names.sorted()
    }
}
