import Catalogs
import CopylintTestSupport
import Foundation
import Rules
import XCTest

/// Strings apps ship, grouped by script: the text folders' (the repository's fixtures and example, and the
/// real-app corpora when present), the corpora's alone, and the Kestrel fixtures' alone; and the open fonts the
/// width metrics were made from (present only where the Debian font packages are installed), for the width tests.
enum WidthFixtures {
    /// The scripts the table-versus-shaped comparison covers, by the locales that write in them.
    enum ScriptGroup: String, CaseIterable {
        case latin, cyrillic, greek, cjk, arabic, hebrew, devanagari

        /// The four the table-versus-shaped contract covers.
        static let compared: [ScriptGroup] = [.latin, .cyrillic, .greek, .cjk]

        static func of(locale: String) -> ScriptGroup? {
            let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? locale
            switch language {
            case "en", "de", "fr", "es", "it", "nl", "pt", "pl", "cs", "sk", "da", "sv", "fi", "nb", "tr", "ro",
                 "hu", "ca", "id", "vi", "af", "hr", "sl", "et", "lt", "lv", "bs":
                return .latin
            case "ru", "uk", "bg", "sr": return .cyrillic
            case "el": return .greek
            case "ja", "zh", "ko": return .cjk
            case "ar", "fa", "ur": return .arabic
            case "he": return .hebrew
            case "hi", "mr", "ne": return .devanagari
            default: return nil
            }
        }
    }

    /// Distinct string values of the text folders (`Corpora.textFolders`), by script group, in a fixed order: what
    /// the tests comparing a shortcut with the exact width walk.
    static let valuesByScript = values(byScriptIn: Corpora.textFolders)

    /// The same of the real-app corpora alone; empty when they are absent.
    static let corpusValuesByScript = Corpora.root.map { values(byScriptIn: [$0]) } ?? [:]

    /// The same of the Kestrel fixtures alone (`Tests/Fixtures/Text/Kestrel`).
    static let kestrelValuesByScript = values(byScriptIn: [Corpora.fixture("Text/Kestrel")])

    /// Distinct non-empty string values of the string files under `folders`, by script group, sorted.
    static func values(byScriptIn folders: [URL]) -> [ScriptGroup: [String]] {
        let discovered = Discovery.find(paths: folders.map(\.path), defaultSourceLanguage: "en")
        let read = ParallelReading.read(discovered.requests)
        var groups: [ScriptGroup: Set<String>] = [:]
        for file in read.files {
            for entry in file.entries where !entry.value.isEmpty {
                guard let group = ScriptGroup.of(locale: entry.locale) else { continue }
                groups[group, default: []].insert(entry.value)
            }
        }
        return groups.mapValues { $0.sorted() }
    }

    /// A fixed sample: every `stride`-th value of a group of `values` (the text folders' by default), at most
    /// `limit`.
    static func sample(_ group: ScriptGroup, limit: Int, from source: [ScriptGroup: [String]] = valuesByScript) -> [String] {
        let values = source[group] ?? []
        guard values.count > limit else { return values }
        let step = Double(values.count) / Double(limit)
        return (0..<limit).map { values[Int(Double($0) * step)] }
    }

    static let interRegular = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
    static let interSemibold = "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf"
    static let notoCJKRegular = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
    static let notoArabicRegular = "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf"
    static let notoHebrewRegular = "/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf"
    static let notoDevanagariRegular = "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf"

    /// Skips the test when a font file is absent (the font packages are optional: CI installs none).
    static func requireFonts(_ paths: String...) throws {
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw XCTSkip("\(path) is not installed (apt-get install fonts-inter fonts-noto-core fonts-noto-cjk): skipping the shaped comparison")
        }
    }
}
