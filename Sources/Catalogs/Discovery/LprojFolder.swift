/// What an `*.lproj` folder name says about the files inside it.
///
/// `en.lproj` → "en", `pt-BR.lproj` → "pt-BR", `Base.lproj` → "Base", the old English names Xcode once wrote
/// (`English.lproj`) → their codes, and `mul.lproj` (String Catalogs that hold every language) → no locale.
enum LprojFolder {
    static let suffix = ".lproj"
    /// The locale of `Base.lproj`, Base internationalization's folder for the development language.
    static let baseLocale = "Base"

    private static let legacyNames: [String: String] = [
        "English": "en", "French": "fr", "German": "de", "Japanese": "ja", "Spanish": "es", "Italian": "it",
        "Dutch": "nl", "Portuguese": "pt", "Swedish": "sv", "Danish": "da", "Finnish": "fi", "Norwegian": "nb",
        "Korean": "ko", "Russian": "ru", "Polish": "pl", "Chinese": "zh",
    ]

    static func isLproj(_ folderName: String) -> Bool {
        folderName.hasSuffix(suffix) && folderName.count > suffix.count
    }

    /// The locale of the files in a folder named `folderName` (which must end in `.lproj`); nil for `mul`.
    static func locale(ofFolderNamed folderName: String) -> String? {
        let name = String(folderName.dropLast(suffix.count))
        if name == "mul" { return nil }
        return legacyNames[name] ?? name
    }

    /// The folder names a locale's files may live in, the code first.
    static func folderNames(for locale: String) -> [String] {
        var names = [locale + suffix]
        for (legacy, code) in legacyNames where code == locale { names.append(legacy + suffix) }
        return names
    }
}
