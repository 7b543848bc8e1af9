import SwiftSource

/// Small judgments about strings found in code, shared by the structural rules.
enum CodeText {
    /// True when the text reads like a key name (`alert.cancel`, `button_ok`) rather than words a person reads,
    /// so rules about wording cannot judge it.
    static func looksLikeKeyName(_ text: String) -> Bool {
        guard !text.isEmpty, !text.contains(where: \.isWhitespace) else { return false }
        return text.contains(".") || text.contains("_")
    }

    private static let lengthModifiers: Set<Unicode.Scalar> = ["h", "l", "q", "L", "z", "t", "j"]

    /// True when the text has a letter outside format specifiers (`%@`, `%lld`, `%1$@`).
    static func hasLetters(_ text: String) -> Bool {
        !wordsOutsideSpecifiers(text).isEmpty
    }

    /// True when the text has a word a translator would translate: two letters or more outside format
    /// specifiers, other than a unit symbol (`v%@ (%@)`, `%lld` and `%lld MHz` have none: a number with its unit
    /// is how apps print readings in every language, and a team that localizes units does it with a formatter,
    /// not a string key per unit).
    /// `names` are words no translator translates either (the app's own name).
    static func hasWordsToTranslate(_ text: String, names: Set<String> = []) -> Bool {
        wordsOutsideSpecifiers(text).contains { $0.count >= 2 && !unitSymbols.contains($0) && !names.contains($0) }
    }

    /// Unit symbols as apps print them beside a number (case matters: `ms` is a millisecond, `MS` is not a unit).
    static let unitSymbols: Set<String> = [
        "KB", "MB", "GB", "TB", "PB", "kB", "KiB", "MiB", "GiB", "TiB", "Kb", "Mb", "Gb", "kb",
        "bps", "Kbps", "kbps", "Mbps", "Gbps", "KBps", "MBps", "Hz", "kHz", "KHz", "MHz", "GHz",
        "mA", "mAh", "Ah", "mV", "kV", "mW", "kW", "Wh", "kWh", "ms", "µs", "μs", "ns", "px", "pt", "dpi", "ppi",
        "fps", "FPS", "rpm", "RPM", "dB", "dBm", "lm", "lx", "mm", "cm", "km", "kg", "mg",
    ]

    /// The runs of letters outside format specifiers.
    private static func wordsOutsideSpecifiers(_ text: String) -> [String] {
        var words: [String] = []
        var word = String.UnicodeScalarView()
        var inSpecifier = false
        for scalar in text.unicodeScalars {
            if scalar == "%" {
                inSpecifier.toggle()
            } else if inSpecifier {
                // A specifier ends at its conversion letter or `@`; length modifiers (`l`, `ll`, `h`, `q`, `z`, …)
                // come before it.
                if !Self.lengthModifiers.contains(scalar), scalar.properties.isAlphabetic || scalar == "@" { inSpecifier = false }
            } else if scalar.properties.isAlphabetic {
                word.append(scalar)
                continue
            }
            if !word.isEmpty {
                words.append(String(word))
                word = String.UnicodeScalarView()
            }
        }
        if !word.isEmpty { words.append(String(word)) }
        return words
    }

    /// The text's length in characters (grapheme clusters), as a reader sees it.
    static func length(_ text: String) -> Int { text.count }

    /// The dialog's title text for a finding about the whole dialog.
    static func title(of dialog: CodeDialog) -> String { dialog.title?.sourceText ?? "" }
}
