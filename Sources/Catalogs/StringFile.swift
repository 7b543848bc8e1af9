/// The formats copylint reads. The raw value is the name used in reports (`summary.files[].format`).
public enum FileFormat: String, Sendable, Codable, CaseIterable {
    case xcstrings
    case strings
    case stringsdict
    case xliff
}

/// What reading one file gave: its entries, and the facts about its tables that rules need beyond the entries.
public struct StringFile: Sendable {
    public var path: String
    public var format: FileFormat
    public var entries: [Entry]
    public var tables: [TableInfo]

    public init(path: String, format: FileFormat, entries: [Entry], tables: [TableInfo]) {
        self.path = path
        self.format = format
        self.entries = entries
        self.tables = tables
    }

    /// Every locale that has at least one entry, sorted.
    public var locales: [String] {
        // Entries come grouped by locale, or by key with the locales in the same order for every key, so the
        // next entry's locale is mostly the one after the last one matched: a comparison of two short strings
        // instead of a hash per entry.
        var seen: [String] = []
        var guess = 0
        for entry in entries {
            let locale = entry.locale
            if guess > 0, seen[guess - 1] == locale { continue }
            if guess < seen.count, seen[guess] == locale {
                guess += 1
            } else if let index = seen.firstIndex(of: locale) {
                guess = index + 1
            } else {
                seen.append(locale)
                guess = seen.count
            }
        }
        return seen.sorted()
    }
}

/// Facts about one table (see `Entry.table`) as one file declares them.
public struct TableInfo: Sendable, Hashable {
    public var id: String
    public var sourceLanguage: String
    /// Locales the file declares for the table, which may include locales without entries: an XLIFF's
    /// `target-language`, a catalog's locales, an `.lproj` folder's language.
    public var locales: Set<String>
    /// Keys that the file names but that have no entry in some locale (for XLIFF, units without `<target>`):
    /// locale → keys (with their variation and location) found missing.
    public var missing: [MissingValue]
    /// Substitutions per key and locale.
    public var substitutions: [SubstitutionKey: [Substitution]]
    /// For a `.strings` table, the keys its `.stringsdict` sibling gives each locale (`locale` U+001F `key`):
    /// the app reads the two as one table, so a key the sibling holds is no missing value.
    public var siblingKeys: Set<String> = []

    /// How `siblingKeys` names a key of a locale.
    public static func siblingKey(locale: String, key: String) -> String { locale + "\u{1F}" + key }

    public init(
        id: String, sourceLanguage: String, locales: Set<String>, missing: [MissingValue] = [],
        substitutions: [SubstitutionKey: [Substitution]] = [:]
    ) {
        self.id = id
        self.sourceLanguage = sourceLanguage
        self.locales = locales
        self.missing = missing
        self.substitutions = substitutions
    }
}

/// Identifies the substitutions of one key in one locale.
public struct SubstitutionKey: Sendable, Hashable {
    public var key: String
    public var locale: String

    public init(key: String, locale: String) {
        self.key = key
        self.locale = locale
    }
}

/// A value a file itself shows to be missing: an XLIFF `<trans-unit>` without `<target>`.
public struct MissingValue: Sendable, Hashable {
    public var key: String
    public var locale: String
    public var variation: String
    public var source: String
    public var location: SourceLocation
    public var comment: String?
    /// The file that shows the value missing (its display path).
    public var file: String

    public init(key: String, locale: String, variation: String, source: String, location: SourceLocation, comment: String?, file: String = "") {
        self.file = file
        self.key = key
        self.locale = locale
        self.variation = variation
        self.source = source
        self.location = location
        self.comment = comment
    }
}

/// A file that could not be read or parsed, named with the line where it is known: a string file (the audit goes
/// on with the other files and exits with 3), or the configuration (the audit stops and exits with 2).
public struct ReadError: Error, Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var message: String

    public init(file: String, line: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String {
        if let line { return "\(file):\(line): \(message)" }
        return "\(file): \(message)"
    }
}
