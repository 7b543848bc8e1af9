import Catalogs
import Foundation
import Rules

/// The app's own name, read from its InfoPlist tables before the audit (the source language's
/// `CFBundleDisplayName` and `CFBundleName`), and given to the audit as a word written the same in every locale
/// (`sameInBothLanguages` for `*`): "Rectangle" as a Slovak menu title is the app's name, not an English word
/// left untranslated, and an InfoPlist value that only repeats it is no missing translation. A name that is no
/// plain word ("Home Assistant") is also a lexicon term, whose casing the case rules keep. Without an InfoPlist,
/// the audited folder's name stands in when it reads as an app's name ("Rectangle").
///
/// Only the InfoPlist files are read here, and only their source entries are kept: a project has few of them,
/// and the audit reads them again with everything else.
enum AppNameStep {
    static let keys: Set<String> = ["CFBundleDisplayName", "CFBundleName"]

    /// `configuration` with the app names of `requests` added to its same-in-both-languages words; without an
    /// InfoPlist name, the audited folder's name when it reads as one (`Rectangle`, a capitalized word).
    static func adding(namesIn requests: [ReadRequest], auditedPaths: [String] = [], to configuration: Configuration) -> Configuration {
        var names = self.names(in: requests)
        if names.isEmpty { names = folderNames(auditedPaths) }
        guard !names.isEmpty else { return configuration }
        var configured = configuration
        configured.sameInBothLanguages["*", default: []] += names
        // A name that is no plain word keeps its casing as the app writes it: "Home Assistant" is no sentence-style
        // mistake. A one-word name ("Rectangle") stays out of the lexicon, or every "rectangle" would be miscased.
        configured.lexicon += names.filter { !configuration.lexicon.contains($0) && !isPlainWord($0) }
        return configured
    }

    /// The audited folders' own names that read as an app's name: one capitalized word of ASCII letters.
    static func folderNames(_ paths: [String]) -> [String] {
        let names = paths.map { path -> String in
            let standardized = URL(fileURLWithPath: path).standardizedFileURL
            return standardized.lastPathComponent
        }
        return Array(Set(names.filter { name in
            guard let first = name.unicodeScalars.first, first.value >= 0x41, first.value <= 0x5A, name.count >= 3 else { return false }
            return name.unicodeScalars.allSatisfy { ($0.value >= 0x41 && $0.value <= 0x5A) || ($0.value >= 0x61 && $0.value <= 0x7A) }
        })).sorted()
    }

    /// One word with a capital initial and nothing but lowercase after it ("Rectangle", "Notes").
    static func isPlainWord(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars)
        guard let first = scalars.first, first.properties.isUppercase else { return false }
        return scalars.dropFirst().allSatisfy { $0.properties.isLowercase }
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
