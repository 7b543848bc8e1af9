import Catalogs
import Foundation
import Rules

/// The app's own name, read from its InfoPlist tables before the audit (the source language's
/// `CFBundleDisplayName` and `CFBundleName`), and given to the audit as a word written the same in every locale
/// (`sameInBothLanguages` for `*`): "Rectangle" as a Slovak menu title is the app's name, not an English word
/// left untranslated, and an InfoPlist value that only repeats it is no missing translation. A name that is no
/// plain word ("Home Assistant") is also a lexicon term, whose casing the case rules keep. Without a bundle name,
/// the audited folder's name stands in when it reads as an app's name ("Rectangle"), or when the InfoPlist's own
/// texts spell it (`home-assistant-iOS`, whose purpose strings write "Home Assistant").
///
/// Only the InfoPlist files are read here, and only their source entries are kept: a project has few of them,
/// and the audit reads them again with everything else.
enum AppNameStep {
    static let keys: Set<String> = ["CFBundleDisplayName", "CFBundleName"]

    /// `configuration` with the app names of `requests` added to its same-in-both-languages words; without a
    /// bundle name, the audited folder's name when it reads as one (`Rectangle`, a capitalized word) or as the
    /// InfoPlist's texts spell it.
    static func adding(namesIn requests: [ReadRequest], auditedPaths: [String] = [], to configuration: Configuration) -> Configuration {
        let sources = infoPlistSources(in: requests)
        var names = bundleNames(in: sources)
        if names.isEmpty {
            names = Array(Set(folderNames(auditedPaths) + spelledFolderNames(auditedPaths, in: sources.map(\.value)))).sorted()
        }
        guard !names.isEmpty else { return configuration }
        var configured = configuration
        configured.sameInBothLanguages["*", default: []] += names
        // A name that is no plain word keeps its casing as the app writes it: "Home Assistant" is no sentence-style
        // mistake. A one-word name ("Rectangle") stays out of the lexicon, or every "rectangle" would be miscased.
        configured.lexicon += names.filter { !configuration.lexicon.contains($0) && !isPlainWord($0) }
        // Where it is written capitalized, it is the name: sentence style keeps it.
        configured.properNames += names.filter(isPlainWord)
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

    /// The names of the bundle (`CFBundleDisplayName`, `CFBundleName`), sorted and without repeats. A value that
    /// is a build setting (`$(PRODUCT_NAME)`) names nothing.
    static func bundleNames(in sources: [(key: String, value: String)]) -> [String] {
        var names: Set<String> = []
        for (key, value) in sources where keys.contains(key) {
            let name = value.trimmingCharacters(in: .whitespacesAndNewlines)
            if !name.isEmpty, !name.contains("$(") { names.insert(name) }
        }
        return names.sorted()
    }

    /// The source entries (key, value) of the InfoPlist tables among `requests`.
    static func infoPlistSources(in requests: [ReadRequest]) -> [(key: String, value: String)] {
        let infoPlists = requests.filter { request in
            guard AppIdentityKeys.isInfoPlist(request.displayPath) else { return false }
            // A .strings table's source is its source language's folder; other formats hold their source.
            return request.locale.map { $0 == request.sourceLanguage } ?? true
        }
        var sources: [(key: String, value: String)] = []
        for request in infoPlists {
            guard case .success(let file) = CatalogReader.read(request) else { continue }
            sources += file.entries.filter(\.isSource).map { ($0.key, $0.value) }
        }
        return sources
    }

    /// The words of a folder's name that may name the app, its platform suffix dropped: `home-assistant-iOS`
    /// gives home, assistant.
    static func folderWords(_ path: String) -> [String] {
        let name = URL(fileURLWithPath: path).standardizedFileURL.lastPathComponent
        var words = name.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " || $0 == "." }).map { $0.lowercased() }
        while let last = words.last, words.count > 1, platformWords.contains(last) { words.removeLast() }
        return words.allSatisfy { !$0.isEmpty && $0.unicodeScalars.allSatisfy { $0.properties.isAlphabetic } } ? words : []
    }

    private static let platformWords: Set<String> = ["ios", "macos", "mac", "osx", "tvos", "watchos", "visionos", "app", "apple", "swift"]

    /// The app's name as the InfoPlist's own texts spell it, where the audited folder is named after it: the
    /// purpose strings of `home-assistant-iOS` write "Home Assistant", an `acme-notes` folder's may write
    /// "AcmeNotes". A run of words whose letters are the folder's, written with a capital, the way the texts spell
    /// it most often.
    static func spelledFolderNames(_ paths: [String], in texts: [String]) -> [String] {
        paths.compactMap { path in
            let wanted = folderWords(path).joined()
            guard wanted.count >= 4 else { return nil }
            var spellings: [String: Int] = [:]
            for text in texts {
                for spelled in self.spellings(of: wanted, in: text) { spellings[spelled, default: 0] += 1 }
            }
            return spellings.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key
        }
    }

    /// Each run of `text`'s words whose letters, lowercased, are `wanted`, written as `text` writes it, where it
    /// starts with a capital ("Home Assistant" for homeassistant).
    private static func spellings(of wanted: String, in text: String) -> [String] {
        let words = text.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "-" })
            .map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: "-")) }
        var found: [String] = []
        for start in words.indices {
            var letters = ""
            for end in start..<words.count {
                letters += words[end].lowercased()
                guard wanted.hasPrefix(letters) else { break }
                if letters == wanted {
                    let spelled = words[start...end].joined(separator: " ")
                    if spelled.first?.isUppercase == true { found.append(spelled) }
                    break
                }
            }
        }
        return found
    }
}
